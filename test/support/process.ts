import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = resolve(ROOT, 'dist/bootstrap/main.js');

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything printed so far. */
  output(): string;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
}

/** How to start the service: by default this checkout's build, as `npm start` runs it. */
export interface Launch {
  readonly cwd?: string;
  readonly command: string;
  readonly args: readonly string[];
}

const BUILT: Launch = { command: process.execPath, args: [MAIN] };

/**
 * Starts the built service (`npm run build` output, as `npm start` runs it, or as `launch` says)
 * on a free port and waits for its "listening" line. Only the given variables and PATH reach it.
 */
export async function startServiceProcess(env: Record<string, string>, launch: Launch = BUILT): Promise<ServiceProcess> {
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start in time:\n${output}`)), 15_000);
    const look = () => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code} before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

/** Runs the service expecting it to stop by itself (e.g. a configuration error). */
export function runServiceToExit(env: Record<string, string>, launch: Launch = BUILT): Promise<{ code: number | null; output: string }> {
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
