/** One link of a `Link` header (RFC 8288): its target as written and its parameters, names in lower case. */
interface Link {
  readonly target: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Parses a `Link` header: `<target>; name=value; name="quoted, value", <other>; …`. Commas and
 * semicolons inside `<…>` or a quoted string do not split; `\` escapes in quoted strings; a link
 * that is not well formed is skipped, not guessed at.
 */
export function parseLinkHeader(value: string | null | undefined): Link[] {
  const links: Link[] = [];
  let i = 0;
  const text = value ?? '';
  const skipSpace = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  };
  const skipToNextLink = () => {
    while (i < text.length && text[i] !== ',') {
      if (text[i] === '"') readQuoted();
      else i++;
    }
    i++;
  };
  const readQuoted = (): string => {
    let out = '';
    i++; // the opening quote
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\' && i + 1 < text.length) i++;
      out += text[i++];
    }
    i++; // the closing quote
    return out;
  };
  while (i < text.length) {
    skipSpace();
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text[i] !== '<') {
      skipToNextLink();
      continue;
    }
    const end = text.indexOf('>', i);
    if (end < 0) break;
    const target = text.slice(i + 1, end).trim();
    i = end + 1;
    const params = Object.create(null) as Record<string, string>; // no prototype: a parameter named __proto__ is just a name
    for (;;) {
      skipSpace();
      if (text[i] !== ';') break;
      i++;
      skipSpace();
      const nameStart = i;
      while (i < text.length && !'=;, \t'.includes(text[i]!)) i++;
      const name = text.slice(nameStart, i).toLowerCase();
      skipSpace();
      let paramValue = '';
      if (text[i] === '=') {
        i++;
        skipSpace();
        if (text[i] === '"') paramValue = readQuoted();
        else {
          const valueStart = i;
          while (i < text.length && !';, \t'.includes(text[i]!)) i++;
          paramValue = text.slice(valueStart, i);
        }
      }
      // RFC 8288 §3: only the first occurrence of a parameter counts.
      if (name && !(name in params)) params[name] = paramValue;
    }
    links.push({ target, params });
    skipToNextLink();
  }
  return links;
}

/** The target of the first link whose `rel` (a space-separated list, any case) includes `rel`. */
export function linkWithRel(value: string | null | undefined, rel: string): string | undefined {
  const wanted = rel.toLowerCase();
  return parseLinkHeader(value).find((link) =>
    (link.params.rel ?? '')
      .toLowerCase()
      .split(/[ \t]+/)
      .includes(wanted),
  )?.target;
}
