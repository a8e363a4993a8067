import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, delimiter, dirname, join, posix } from 'node:path';
import { cleanEnv, PLAIN_PATH, run } from './commands.js';

// Docker is not available on the machines that run the tests. This runs a Dockerfile's stages as
// written instead: each stage is a directory standing for its filesystem, COPY copies (from the
// build context, honoring .dockerignore, or from an earlier stage), RUN runs its command with
// `sh -c` in the stage's WORKDIR with the stage's ENV. The base image is this machine with a Node.js
// build of the image's major version first on PATH (the caller finds it). An instruction it does
// not know fails the parse, so the recipe cannot silently outgrow the check.

export interface Stage {
  readonly name: string;
  readonly image: string;
  readonly steps: Step[];
  /** The last ENV, USER, HEALTHCHECK and CMD of the stage, as an image built from it has them. */
  env: Record<string, string>;
  user?: string;
  healthcheck?: { readonly options: Record<string, string>; readonly command: readonly string[] };
  cmd?: readonly string[];
}

type Step =
  | { readonly kind: 'workdir'; readonly path: string }
  | { readonly kind: 'copy'; readonly from?: string; readonly sources: readonly string[]; readonly destination: string }
  | { readonly kind: 'run'; readonly command: string }
  | { readonly kind: 'env'; readonly values: Record<string, string> };

/** Instructions: one per logical line (backslash continuations joined), comments and blank lines dropped. */
function instructions(text: string): Array<{ keyword: string; argument: string }> {
  const logical = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return logical.map((line) => {
    const [keyword = '', argument = ''] = /^(\S+)\s*(.*)$/.exec(line)!.slice(1);
    return { keyword: keyword.toUpperCase(), argument };
  });
}

function execForm(argument: string, what: string): string[] {
  const parsed: unknown = JSON.parse(argument);
  if (!Array.isArray(parsed) || parsed.some((part) => typeof part !== 'string'))
    throw new Error(`${what}: the exec form (a JSON array of strings) is expected`);
  return parsed as string[];
}

/** `--name=value` flags at the start of an argument. */
function flags(argument: string): { flags: Record<string, string>; rest: string } {
  const found: Record<string, string> = {};
  let rest = argument;
  for (let match = /^--([a-z-]+)=(\S+)\s+/.exec(rest); match; match = /^--([a-z-]+)=(\S+)\s+/.exec(rest)) {
    found[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
  return { flags: found, rest };
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const { keyword, argument } of instructions(text)) {
    if (keyword === 'FROM') {
      const [image = '', as, name] = argument.split(/\s+/);
      if (as !== undefined && as.toUpperCase() !== 'AS') throw new Error(`FROM ${argument}: expected "FROM image AS name"`);
      stages.push({ name: name ?? String(stages.length), image, steps: [], env: {} });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    switch (keyword) {
      case 'WORKDIR':
        stage.steps.push({ kind: 'workdir', path: argument });
        break;
      case 'COPY': {
        const { flags: given, rest } = flags(argument);
        const unknown = Object.keys(given).filter((flag) => flag !== 'from');
        if (unknown.length > 0) throw new Error(`COPY --${unknown.join(', --')}: not supported by this runner`);
        const parts = rest.split(/\s+/);
        const destination = parts.pop()!;
        stage.steps.push({ kind: 'copy', ...(given.from ? { from: given.from } : {}), sources: parts, destination });
        break;
      }
      case 'RUN':
        stage.steps.push({ kind: 'run', command: argument.startsWith('[') ? execForm(argument, 'RUN').join(' ') : argument });
        break;
      case 'ENV': {
        const values: Record<string, string> = {};
        for (const pair of argument.split(/\s+/)) {
          const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(pair);
          if (!match) throw new Error(`ENV ${argument}: only name=value pairs without spaces are supported`);
          values[match[1]!] = match[2]!;
        }
        stage.steps.push({ kind: 'env', values });
        stage.env = { ...stage.env, ...values };
        break;
      }
      case 'USER':
        stage.user = argument;
        break;
      case 'EXPOSE':
        break;
      case 'HEALTHCHECK': {
        const { flags: options, rest } = flags(argument + ' ');
        const match = /^CMD\s+(.*)$/.exec(rest.trim());
        if (!match) throw new Error('HEALTHCHECK: expected options then CMD in exec form');
        stage.healthcheck = { options, command: execForm(match[1]!, 'HEALTHCHECK CMD') };
        break;
      }
      case 'CMD':
        stage.cmd = execForm(argument, 'CMD');
        break;
      default:
        throw new Error(`${keyword}: not supported by this runner (extend test/support/dockerfile.ts)`);
    }
  }
  return stages;
}

/** A .dockerignore pattern as a regular expression over slash-separated context paths. */
function patternRegex(pattern: string): RegExp {
  const clean = posix.normalize(pattern.replace(/^\/+/, ''));
  const source = clean
    .split('/')
    .map((segment) =>
      segment === '**'
        ? '.*'
        : segment
            .split(/([*?])/)
            .map((part) => (part === '*' ? '[^/]*' : part === '?' ? '[^/]' : RegExp.escape(part)))
            .join(''),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The context's files as `docker build` sends them: .dockerignore's patterns in order, the last
 * that matches a path (or one of its parent directories) decides; `!` re-includes.
 */
export function contextFiles(context: string): string[] {
  const ignore = existsSync(join(context, '.dockerignore')) ? readFileSync(join(context, '.dockerignore'), 'utf8') : '';
  const rules = ignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => ({ include: line.startsWith('!'), regex: patternRegex(line.replace(/^!/, '')), raw: line.replace(/^!/, '') }));
  const excluded = (path: string): boolean => {
    const prefixes = path.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));
    let out = false;
    for (const rule of rules) if (prefixes.some((prefix) => rule.regex.test(prefix))) out = !rule.include;
    return out;
  };
  // An excluded directory is skipped whole unless an exception could re-include something in it.
  const mayReinclude = (directory: string) => rules.some((rule) => rule.include && (rule.raw.startsWith(`${directory}/`) || rule.raw.includes('*')));
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(context, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!excluded(path) || mayReinclude(path)) walk(path);
      } else if (!excluded(path)) files.push(path);
    }
  };
  walk('');
  return files;
}

export interface BuiltStage {
  readonly stage: Stage;
  /** The directory standing for the stage's filesystem root. */
  readonly root: string;
  /** The stage's last WORKDIR inside `root`. */
  readonly workdir: string;
}

/**
 * The bin directory of a Node.js build of `major`, standing in for a `node:<major>-…` image: this
 * process's own node when it is that major, otherwise the official build that
 * `tools/node-runtime.sh` keeps in .node-runtimes/ (fetched from the npm registry the first time).
 */
export async function nodeBinOfMajor(major: number, root: string): Promise<string> {
  if (Number(process.versions.node.split('.')[0]) === major) return dirname(process.execPath);
  const { output } = await run('bash', [join(root, 'tools/node-runtime.sh'), String(major)], { cwd: root });
  return output.trim().split('\n').at(-1)!;
}

/**
 * Runs every stage in order into `into/<stage name>`. RUN gets this process's environment (npm's
 * cache with it: `npm_config_prefer_offline` is the only addition) with the stage's ENV on top,
 * and `nodeBin`, the bin directory of the image's Node.js, first on PATH (npm runs on it too).
 */
export async function buildStages(stages: readonly Stage[], context: string, into: string, nodeBin: string): Promise<Map<string, BuiltStage>> {
  const built = new Map<string, BuiltStage>();
  const fromContext = contextFiles(context);
  for (const stage of stages) {
    const root = join(into, stage.name);
    mkdirSync(root, { recursive: true });
    let workdir = '/';
    let env: Record<string, string> = {};
    const inStage = (path: string) => join(root, posix.resolve(workdir, path));
    for (const step of stage.steps) {
      switch (step.kind) {
        case 'workdir':
          workdir = posix.resolve(workdir, step.path);
          mkdirSync(inStage('.'), { recursive: true });
          break;
        case 'env':
          env = { ...env, ...step.values };
          break;
        case 'run':
          await run('sh', ['-c', step.command], {
            cwd: inStage('.'),
            env: cleanEnv({ PATH: `${nodeBin}${delimiter}${PLAIN_PATH}`, npm_config_prefer_offline: 'true', ...env }),
          });
          break;
        case 'copy': {
          const toDirectory = step.destination.endsWith('/') || step.sources.length > 1;
          for (const source of step.sources) {
            if (step.from !== undefined) {
              const other = built.get(step.from);
              if (!other) throw new Error(`COPY --from=${step.from}: no such earlier stage`);
              const path = join(other.root, posix.resolve('/', source));
              const target = inStage(step.destination);
              // A directory's contents go into the destination; a file becomes it (or goes into it).
              cpSync(path, statSync(path).isDirectory() || !toDirectory ? target : join(target, basename(path)), { recursive: true });
              continue;
            }
            const prefix = posix.normalize(source) === '.' ? '' : `${posix.normalize(source)}/`;
            const matching = fromContext.filter((file) => file === posix.normalize(source) || file.startsWith(prefix));
            if (matching.length === 0) throw new Error(`COPY ${source}: not in the build context (or excluded by .dockerignore)`);
            for (const file of matching) {
              const target =
                file === posix.normalize(source)
                  ? toDirectory
                    ? join(inStage(step.destination), basename(file))
                    : inStage(step.destination)
                  : join(inStage(step.destination), file.slice(prefix.length));
              mkdirSync(join(target, '..'), { recursive: true });
              cpSync(join(context, file), target);
            }
          }
          break;
        }
      }
    }
    built.set(stage.name, { stage, root, workdir: inStage('.') });
  }
  return built;
}
