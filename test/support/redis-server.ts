import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port.js';

/** A throwaway redis-server of this test process, on 127.0.0.1, with no persistence. */
export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** The server's process id while it runs (CPU accounting in benchmarks). */
  readonly pid: number | undefined;
  /** Stops the server (an outage); `start()` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open but nothing answers, until `thaw()`. */
  freeze(): void;
  thaw(): void;
}

const BINARY = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const running = new Set<ChildProcess>();

/**
 * Why Redis-backed suites cannot run on this machine, or undefined when they can. Synchronous so
 * a suite can decide to skip while it is being collected.
 */
export function redisServerSkipReason(): string | undefined {
  const probe = spawnSync(BINARY, ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    return (probe.error as NodeJS.ErrnoException).code === 'ENOENT'
      ? `${BINARY} not installed (apt-get install redis-server)`
      : `${BINARY} cannot run: ${probe.error.message}`;
  }
  return probe.status === 0 ? undefined : `${BINARY} --version exited with ${probe.status}`;
}

/** Starts a server on a free port and waits until it answers PING. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid;
    },
    async start() {
      if (child) return;
      child = await launch(port);
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      child = undefined;
      stopping.kill('SIGCONT');
      await terminate(stopping);
    },
    freeze() {
      child?.kill('SIGSTOP');
    },
    thaw() {
      child?.kill('SIGCONT');
    },
  };
  await server.start();
  return server;
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2_000)));

  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`redis-server on port ${port} exited early: ${output}`);
    }
    if (await answersPing(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await terminate(child);
  throw new Error(`redis-server on port ${port} did not answer within 10 s: ${output}`);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

// A test process that ends (or crashes) must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Lua script calls (EVALSHA and EVAL) counted in an `INFO commandstats` reply. */
export function scriptCallsIn(commandstats: string): number {
  return [...commandstats.matchAll(/cmdstat_eval(?:sha)?:calls=(\d+)/g)].reduce((sum, [, calls]) => sum + Number(calls), 0);
}
