import { parseArgs } from 'node:util';
import {
  DEFAULT_ROTATION_OVERLAP_SECONDS,
  DomainError,
  isPlan,
  isScope,
  limitsOf,
  ownerOf,
  PLANS,
  SCOPES,
  scopesOf,
  StoreUnavailableError,
  ValidationError,
  type ApiKey,
  type IssueKeyRequest,
  type KeyView,
  type ManageKeys,
  type QuotaLimits,
  type Scope,
} from '../../core/index.js';
import { parseDateTime } from '../shared/rfc3339.js';

export interface KeysCommandDeps {
  readonly manageKeys: ManageKeys;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Exit codes: 0 done, 1 the operation failed (unknown id, store down), 2 bad arguments. */
export const EXIT = Object.freeze({ ok: 0, failed: 1, usage: 2 });

export const KEYS_USAGE = [
  'Usage: npm run keys -- <command>',
  '  create --plan <free|pro|business|enterprise> --name <name> [--per-minute <n> --per-day <n>]',
  '         [--scopes <scope,scope,…>] [--owner <owner>] [--expires-at <RFC 3339 instant>]',
  '         issues a key and prints its secret once; --per-minute and --per-day only (and both) for enterprise;',
  `         scopes: ${SCOPES.join(', ')}`,
  "         (default: a storefront key, pets:read,orders:read,orders:write,inventory:read); owner: the key's id by default",
  '  list   shows every key: id, name, plan, scopes, owner, created, expires, revoked (never a secret)',
  '  get <id>',
  '         shows one key',
  '  revoke <id> [--force]',
  '         revokes the key at once; revoking again keeps the first instant; the last active key holding',
  '         keys:manage without an expiry is kept unless --force',
  '  rotate <id> [--expires-in-seconds <0-604800>]',
  '         issues its successor (same name, plan, scopes, owner, limits) and prints its secret once;',
  '         the old key keeps working for that long (default 86400)',
  '  help   shows this text',
].join('\n');

/** Bad arguments: reported with the usage text. */
class UsageError extends Error {}

const HELP = new Set(['help', '--help', '-h']);

/** Whether the arguments only ask for help, which needs no key store. */
function wantsHelp(argv: readonly string[]): boolean {
  return argv.length > 0 && HELP.has(argv[0]!);
}

/** A command line, checked: what to do, with arguments that need no key store to validate. */
export type KeysCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'create'; readonly request: IssueKeyRequest }
  | { readonly kind: 'list' }
  | { readonly kind: 'get'; readonly id: string }
  | { readonly kind: 'revoke'; readonly id: string; readonly force: boolean }
  | { readonly kind: 'rotate'; readonly id: string; readonly expiresInSeconds?: number };

/**
 * The key-management command line (DESIGN.md "Authentication": issuance and revocation happen
 * here, against the configured key store). Writes through `out`/`err` and returns the exit code
 * instead of exiting, so tests drive it like any function.
 */
export async function runKeysCommand(argv: readonly string[], deps: KeysCommandDeps): Promise<number> {
  const command = checkKeysCommand(argv, deps.err);
  return typeof command === 'number' ? command : executeKeysCommand(command, deps);
}

/**
 * The parsed command, or the exit code after reporting bad arguments on `err`: run before
 * connecting to any store, so a typo is reported as a typo even when the store is down.
 */
export function checkKeysCommand(argv: readonly string[], err: (line: string) => void): KeysCommand | number {
  try {
    return parseKeysCommand(argv);
  } catch (error) {
    return report(error, { err });
  }
}

export async function executeKeysCommand(command: KeysCommand, deps: KeysCommandDeps): Promise<number> {
  try {
    switch (command.kind) {
      case 'help':
        KEYS_USAGE.split('\n').forEach((line) => deps.out(line));
        return EXIT.ok;
      case 'create':
        return await create(command.request, deps);
      case 'list':
        return await list(deps);
      case 'get':
        return await get(command.id, deps);
      case 'revoke':
        return await revoke(command.id, command.force, deps);
      case 'rotate':
        return await rotate(command.id, command.expiresInSeconds, deps);
    }
  } catch (error) {
    return report(error, deps);
  }
}

function parseKeysCommand(argv: readonly string[]): KeysCommand {
  if (wantsHelp(argv)) return { kind: 'help' };
  // No command is a mistake (exit 2), not a request for help: a script that lost its arguments must not pass.
  if (argv.length === 0) throw new UsageError('a command is required: create, list, get, revoke or rotate');
  const [command, ...rest] = argv;
  switch (command) {
    case 'create':
      return { kind: 'create', request: parseCreate(rest) };
    case 'list':
      parseCommand('list', rest, {}, 0);
      return { kind: 'list' };
    case 'get':
      return { kind: 'get', id: parseCommand('get', rest, {}, 1).positionals[0]! };
    case 'revoke': {
      const { values, positionals } = parseCommand('revoke', rest, { force: { type: 'boolean' } }, 1);
      return { kind: 'revoke', id: positionals[0]!, force: values.force === true };
    }
    case 'rotate': {
      const { values, positionals } = parseCommand('rotate', rest, { 'expires-in-seconds': { type: 'string' } }, 1);
      const seconds = values['expires-in-seconds'];
      return {
        kind: 'rotate',
        id: positionals[0]!,
        ...(seconds !== undefined ? { expiresInSeconds: wholeNumber('--expires-in-seconds', seconds, 0) } : {}),
      };
    }
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}; expected create, list, get, revoke or rotate`);
  }
}

function parseCreate(args: readonly string[]): IssueKeyRequest {
  const { values } = parseCommand('create', args, {
    plan: { type: 'string' },
    name: { type: 'string' },
    'per-minute': { type: 'string' },
    'per-day': { type: 'string' },
    scopes: { type: 'string' },
    owner: { type: 'string' },
    'expires-at': { type: 'string' },
  });
  const plan = values.plan;
  if (plan === undefined) throw new UsageError(`--plan is required: one of ${PLANS.join(', ')}`);
  if (!isPlan(plan)) throw new UsageError(`--plan ${JSON.stringify(plan)} is not a plan: use one of ${PLANS.join(', ')}`);
  if (values.name === undefined) throw new UsageError('--name is required: who the key is for');
  const customLimits = limitsFrom(plan, values['per-minute'], values['per-day']);
  const expiresAt = values['expires-at'];
  return {
    name: values.name,
    plan,
    ...(customLimits ? { customLimits } : {}),
    ...(values.scopes !== undefined ? { scopes: scopesFrom(values.scopes) } : {}),
    ...(values.owner !== undefined ? { owner: values.owner } : {}),
    ...(expiresAt !== undefined ? { expiresAt: instantFrom('--expires-at', expiresAt) } : {}),
  };
}

/** `--scopes pets:read,orders:read`: each a scope of the service (the use case refuses repeats and an empty list). */
function scopesFrom(text: string): Scope[] {
  const scopes = text.split(',').map((scope) => scope.trim());
  const unknown = scopes.find((scope) => !isScope(scope));
  if (unknown !== undefined) throw new UsageError(`--scopes: ${JSON.stringify(unknown)} is not a scope; use ${SCOPES.join(', ')}`);
  return scopes as Scope[];
}

/** An RFC 3339 instant with its zone (`2026-12-31T23:59:59Z`) that exists, as ms since the epoch. */
function instantFrom(option: string, text: string): number {
  const ms = parseDateTime(text);
  if (ms === undefined) {
    throw new UsageError(`${option} must be an RFC 3339 instant that exists, with its zone, e.g. 2026-12-31T23:59:59Z, got ${JSON.stringify(text)}`);
  }
  return ms;
}

async function create(request: IssueKeyRequest, deps: KeysCommandDeps): Promise<number> {
  const { key, secret } = await deps.manageKeys.issue(request);
  describeIssued(key, secret, deps);
  return EXIT.ok;
}

async function rotate(id: string, expiresInSeconds: number | undefined, deps: KeysCommandDeps): Promise<number> {
  const { key, secret } = await deps.manageKeys.rotate(id, expiresInSeconds === undefined ? {} : { expiresInSeconds });
  deps.out(`rotated: ${id}, which keeps working for ${expiresInSeconds ?? DEFAULT_ROTATION_OVERLAP_SECONDS} s at most`);
  describeIssued(key, secret!, deps);
  return EXIT.ok;
}

function describeIssued(key: KeyView, secret: string, deps: KeysCommandDeps): void {
  deps.out(`id:      ${key.id}`);
  deps.out(`name:    ${key.name}`);
  deps.out(`plan:    ${describePlan(key)}`);
  deps.out(`scopes:  ${scopesOf(key).join(',')}`);
  deps.out(`owner:   ${ownerOf(key)}`);
  if (key.expiresAt) deps.out(`expires: ${key.expiresAt.toISOString()}`);
  deps.out(`key:     ${secret}`);
  deps.out('Store the key now: it is shown only this once and cannot be recovered.');
}

async function get(id: string, deps: KeysCommandDeps): Promise<number> {
  const key = await deps.manageKeys.get(id);
  deps.out(`id:      ${key.id}`);
  deps.out(`name:    ${key.name}`);
  deps.out(`plan:    ${describePlan(key)}`);
  deps.out(`scopes:  ${scopesOf(key).join(',')}`);
  deps.out(`owner:   ${ownerOf(key)}`);
  deps.out(`created: ${key.createdAt.toISOString()}`);
  if (key.expiresAt) deps.out(`expires: ${key.expiresAt.toISOString()}`);
  if (key.revokedAt) deps.out(`revoked: ${key.revokedAt.toISOString()}`);
  if (key.rotatedFrom !== undefined) deps.out(`rotated from: ${key.rotatedFrom}`);
  return EXIT.ok;
}

/** Every key, page after page. */
async function allKeys(manageKeys: ManageKeys): Promise<ApiKey[]> {
  const keys: ApiKey[] = [];
  let cursor: string | undefined;
  do {
    const page = await manageKeys.list({ limit: 100, ...(cursor !== undefined ? { cursor } : {}) });
    keys.push(...page.keys);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return keys;
}

async function list(deps: KeysCommandDeps): Promise<number> {
  const keys = await allKeys(deps.manageKeys);
  if (keys.length === 0) {
    deps.out('No API keys.');
    return EXIT.ok;
  }
  const rows = [
    ['ID', 'NAME', 'PLAN', 'SCOPES', 'OWNER', 'CREATED', 'EXPIRES', 'REVOKED'],
    ...keys.map((key) => [
      key.id,
      key.name,
      describePlan(key),
      scopesOf(key).join(','),
      ownerOf(key),
      key.createdAt.toISOString(),
      key.expiresAt?.toISOString() ?? '-',
      key.revokedAt?.toISOString() ?? '-',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    deps.out(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
  return EXIT.ok;
}

async function revoke(id: string, force: boolean, deps: KeysCommandDeps): Promise<number> {
  const key = await deps.manageKeys.revoke(id, { via: 'cli' }, { force });
  deps.out(`Revoked API key ${key.id} (${key.name}) as of ${key.revokedAt?.toISOString()}.`);
  return EXIT.ok;
}

/**
 * The options and exactly `positionals` arguments a command accepts; anything else is a
 * UsageError naming it (node's parseArgs does the splitting, `--plan pro` and `--plan=pro` alike).
 */
function parseCommand<O extends Record<string, { type: 'string' | 'boolean' }>>(
  command: string,
  args: readonly string[],
  options: O,
  positionals = 0,
): { values: { [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string }; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true, tokens: true });
  } catch (error) {
    throw new UsageError(parseProblem(command, error as Error & { code?: string }));
  }
  // parseArgs keeps the last of a repeated option; a typo like `--plan pro --plan free` must not pass.
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice`);
    seen.add(token.name);
  }
  if (parsed.positionals.length !== positionals) {
    throw new UsageError(
      positionals === 0
        ? `${command} takes no arguments, got ${JSON.stringify(parsed.positionals[0])}`
        : `${command} takes exactly ${positionals} argument(s): ${command} <id>`,
    );
  }
  return parsed;
}

/** parseArgs's failure in our words: which option, and what is wrong with it. */
function parseProblem(command: string, error: Error & { code?: string }): string {
  const option = /'(-[^' ]*)/.exec(error.message)?.[1];
  if (option && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `${command} does not take ${option}`;
  if (option && error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value`;
  return error.message.split('\n')[0]!;
}

/** Custom limits from the command line: both and only for enterprise, as positive whole numbers. */
function limitsFrom(plan: string, perMinute: string | undefined, perDay: string | undefined): QuotaLimits | undefined {
  if (plan !== 'enterprise') {
    if (perMinute !== undefined || perDay !== undefined) {
      throw new UsageError(`--per-minute and --per-day are for enterprise keys only; ${plan} has fixed limits`);
    }
    return undefined;
  }
  if (perMinute === undefined || perDay === undefined) {
    throw new UsageError('an enterprise key needs both --per-minute and --per-day');
  }
  return { perMinute: wholeNumber('--per-minute', perMinute), perDay: wholeNumber('--per-day', perDay) };
}

function wholeNumber(option: string, text: string, least = 1): number {
  const value = Number(text);
  if (!/^(0|[1-9][0-9]*)$/.test(text) || !Number.isSafeInteger(value) || value < least) {
    throw new UsageError(`${option} must be a ${least === 0 ? 'whole number' : 'positive whole number'}, got ${JSON.stringify(text)}`);
  }
  return value;
}

function describePlan(key: KeyView): string {
  const { perMinute, perDay } = limitsOf(key);
  return `${key.plan} (${perMinute}/min, ${perDay}/day)`;
}

/** One line on `err` and the exit code; the usage text too when the arguments were wrong. */
function report(error: unknown, deps: Pick<KeysCommandDeps, 'err'>): number {
  if (error instanceof UsageError) {
    deps.err(`keys: ${error.message}`);
    KEYS_USAGE.split('\n').forEach((line) => deps.err(line));
    return EXIT.usage;
  }
  if (error instanceof ValidationError) {
    deps.err(`keys: ${error.message}`);
    return EXIT.usage;
  }
  deps.err(`keys: ${describeFailure(error)}`);
  return EXIT.failed;
}

/**
 * A failed operation in one line. Domain messages (unknown id, store unavailable) are written to
 * be shown; an operator also wants the driver's reason behind an unavailable store.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof StoreUnavailableError && error.cause instanceof Error) {
    return `${error.message} (${firstLine(error.cause.message)})`;
  }
  if (error instanceof DomainError) return error.message;
  return `failed: ${error instanceof Error ? firstLine(error.message) : String(error)}`;
}

function firstLine(text: string): string {
  return text.split('\n')[0]!;
}
