import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { delimiter, join, sep } from 'node:path';

export interface CommandResult {
  readonly code: number | null;
  readonly output: string;
}

/** PATH without the node_modules/.bin directories `npm test` put on it: this checkout's tsc must not be found by accident. */
export const PLAIN_PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((directory) => !directory.split(sep).includes('node_modules'))
  .join(delimiter);

/**
 * The environment for npm and node in a test's temporary directory: this process's, without what
 * `npm test` and vitest add (npm_* variables would point a nested npm back at this checkout).
 */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^npm_/i.test(name) || /^VITEST/.test(name) || name === 'NODE_ENV' || name === 'INIT_CWD') continue;
    env[name] = value;
  }
  return { ...env, PATH: PLAIN_PATH, ...extra };
}

/** Runs a command to its end (no shell unless `shell`), stdout and stderr together. Rejects, with the output, on a non-zero exit. */
export async function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; shell?: boolean; allowFailure?: boolean },
): Promise<CommandResult> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? cleanEnv(),
    shell: options.shell ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exit) => resolve(exit));
  });
  if (code !== 0 && !options.allowFailure) {
    throw new Error(`${command} ${args.join(' ')} (in ${options.cwd}) exited with ${code}:\n${output}`);
  }
  return { code, output };
}

const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-bench', '.bench-out', 'coverage', '.git', '.node-runtimes']);

/**
 * A copy of a checkout as a fresh clone has it (no build output, no .git), with node_modules
 * linked rather than copied: `npm pack` there builds into the copy, never into the checkout whose
 * dist/ other tests are running.
 */
export function copyCheckout(root: string, destination: string): void {
  mkdirSync(destination, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (NOT_SOURCES.has(entry) || entry.endsWith('.tgz')) continue;
    cpSync(join(root, entry), join(destination, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(destination, 'node_modules'), 'dir');
}
