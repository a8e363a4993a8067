/**
 * The README's tour as data: every `curl` of its `sh` blocks, in order, with the answer the README
 * shows after it (`# {…}` or `# […]` JSON, `# Name: value` headers, `# HTTP 204` a status), so a test
 * can send the same requests to a running service and hold the README to what it answers.
 */

export interface TourStep {
  /** The command as the README writes it (continuations joined), for messages. */
  readonly command: string;
  readonly method: string;
  /** The URL as written: `localhost:3000/v1/…`, placeholders (`we_…`) included. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** What the README shows after the command, if anything. */
  readonly expected: {
    readonly json?: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly status?: number;
  };
  /** The README's line of the command, for messages. */
  readonly line: number;
}

/** Splits a shell command line into words, as sh would (single and double quotes, no expansion but `$KEY`). */
function words(text: string): string[] {
  const found: string[] = [];
  let current = '';
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      current += text.slice(i + 1, end);
      i = end;
      started = true;
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      current += text.slice(i + 1, end).replace(/\\"/g, '"');
      i = end;
      started = true;
    } else if (c === ' ' || c === '\t') {
      if (started) found.push(current);
      current = '';
      started = false;
    } else {
      current += c;
      started = true;
    }
  }
  if (started) found.push(current);
  return found;
}

/** The command part of a line: up to a `#` comment outside quotes. */
function commandOf(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || line[i - 1] === ' ')) return line.slice(0, i).trimEnd();
  }
  return line.trimEnd();
}

function curlOf(command: string, line: number): Omit<TourStep, 'expected'> {
  const args = words(command).slice(1);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-X') method = args[++i];
    else if (arg === '-H') {
      const header = args[++i]!;
      const colon = header.indexOf(':');
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (arg === '-d' || arg === '--data') body = args[++i];
    else if (/^-[a-zA-Z]+$/.test(arg))
      continue; // -s, -i, -si: how curl prints, not what it sends
    else url = arg;
  }
  if (url === undefined) throw new Error(`README line ${line}: a curl without a URL: ${command}`);
  return { command, method: method ?? (body !== undefined ? 'POST' : 'GET'), url, headers, ...(body !== undefined ? { body } : {}), line };
}

/** Every curl of the README's `sh` blocks, in order, with the answers it shows. */
export function readmeTour(markdown: string): TourStep[] {
  const steps: TourStep[] = [];
  const lines = markdown.split('\n');
  let inShell = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.startsWith('```')) {
      inShell = !inShell && raw === '```sh';
      continue;
    }
    if (!inShell) continue;
    let command = commandOf(raw);
    const first = i;
    while (command.endsWith('\\')) command = `${command.slice(0, -1).trimEnd()} ${commandOf(lines[++i]!).trim()}`;
    const trailing = raw.slice(commandOf(raw).length).trim();
    const parts = command.split(/;\s+(?=curl )/).filter((part) => part.trim().startsWith('curl '));
    for (const [index, part] of parts.entries()) {
      // The answers shown after a line of several commands are the last one's.
      const last = index === parts.length - 1;
      const step = curlOf(part.trim(), first + 1);
      const expected: { json?: string; headers: Record<string, string>; status?: number } = { headers: {} };
      // An answer on the command's own line (`… # ETag: "p2.1"`), or on the comment lines right after it.
      const shown: string[] = last && trailing.startsWith('#') ? [trailing.slice(1).trim()] : [];
      while (last && i + 1 < lines.length && /^# ?([[{]|\s|[A-Za-z-]+: |HTTP )/.test(lines[i + 1]!) && !/^# [a-z]/.test(lines[i + 1]!)) {
        shown.push(lines[++i]!.replace(/^# ?/, ''));
      }
      const json: string[] = [];
      for (const text of shown) {
        if (json.length > 0 || /^[[{]/.test(text.trim())) json.push(text.trim());
        else if (/^HTTP /.test(text)) expected.status = Number(text.split(' ')[1]);
        else
          for (const pair of text.split(/\s{3,}/)) {
            const colon = pair.indexOf(':');
            if (colon > 0) expected.headers[pair.slice(0, colon).trim().toLowerCase()] = pair.slice(colon + 1).trim();
          }
      }
      if (json.length > 0) expected.json = json.join('');
      steps.push({ ...step, expected });
    }
  }
  return steps;
}

const ANY = '\u0000any';
const MORE = '\u0000more';
const PREFIX = '\u0000prefix:';

/**
 * A JSON sample of the README read as a pattern: `"…"` or a bare `…` value (and `"3f1c…"`, an id's start made up for the
 * example) any string, `"as_…"` a string starting with that kind of id's prefix,
 * `[…]` and `{…}` any array or object, a `…` member or a trailing `…` item: more may be there. Anything
 * else must be as shown, and an object shows all its members unless it ends with `…`.
 */
export function samplePattern(sample: string): unknown {
  const text = sample
    .replace(/"…"/g, JSON.stringify(ANY))
    // `as_…`, `we_…`: a kind of id, kept; `3f1c…`: the start of an id made up for the example, any string.
    .replace(/"([^"…]*)…"/g, (_, prefix: string) => JSON.stringify(/[_-]$/.test(prefix) ? PREFIX + prefix : ANY))
    .replace(/:\s*…(?=\s*[,}])/g, `:${JSON.stringify(ANY)}`)
    .replace(/\[…\]/g, JSON.stringify([ANY]))
    .replace(/\{…\}/g, JSON.stringify({ [ANY]: true }))
    .replace(/,\s*…\s*(?=,\s*")/g, `,${JSON.stringify(MORE)}:true`)
    .replace(/,\s*…\s*}/g, `,${JSON.stringify(MORE)}:true}`)
    .replace(/,\s*…\s*]/g, `,${JSON.stringify(MORE)}]`);
  return JSON.parse(text);
}

/** Where `actual` differs from the pattern, as a path and the difference; null when it matches. */
export function mismatch(pattern: unknown, actual: unknown, path = '$'): string | null {
  if (pattern === ANY) return actual === undefined ? `${path}: missing` : null;
  if (typeof pattern === 'string' && pattern.startsWith(PREFIX)) {
    const prefix = pattern.slice(PREFIX.length);
    return typeof actual === 'string' && actual.startsWith(prefix)
      ? null
      : `${path}: ${JSON.stringify(actual)} does not start with ${JSON.stringify(prefix)}`;
  }
  if (Array.isArray(pattern)) {
    if (!Array.isArray(actual)) return `${path}: ${JSON.stringify(actual)} is not an array`;
    if (pattern.length === 1 && pattern[0] === ANY) return null;
    const more = pattern.at(-1) === MORE;
    const items = more ? pattern.slice(0, -1) : pattern;
    if (more ? actual.length < items.length : actual.length !== items.length)
      return `${path}: ${actual.length} items, the README shows ${items.length}`;
    for (const [i, item] of items.entries()) {
      const found = mismatch(item, actual[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (pattern !== null && typeof pattern === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return `${path}: ${JSON.stringify(actual)} is not an object`;
    const shown = pattern as Record<string, unknown>;
    if (ANY in shown) return null;
    for (const [key, value] of Object.entries(shown)) {
      if (key === MORE) continue;
      const found = mismatch(value, (actual as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
    if (!(MORE in shown)) {
      const extra = Object.keys(actual).filter((key) => !(key in shown));
      if (extra.length > 0) return `${path}: has ${extra.join(', ')}, which the README does not show`;
    }
    return null;
  }
  return Object.is(pattern, actual) ? null : `${path}: ${JSON.stringify(actual)}, the README shows ${JSON.stringify(pattern)}`;
}
