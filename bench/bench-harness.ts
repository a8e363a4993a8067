/**
 * What the HTTP benchmark's two modes share (http.bench.ts: sequential and paired rounds against
 * the baselines; saturation.ts: one server at a time at saturation, with ablations): the
 * settings, the child processes (servers pinned to one core, autocannon to the other), one
 * measured run of load, and table formatting.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { CLOCK_TICKS, coreBusyMs, untilQuiet as untilCoresQuiet } from './quiet-cores.js';
import { SCENARIOS, type Contender, type LoadJob, type LoadResult, type Scenario, type ServerReady, type ServerUsage } from './bench-fixtures.js';

export const HERE = import.meta.dirname; // dist-bench/bench
export const ROOT = resolve(HERE, '../..');

// ---------------------------------------------------------------- settings

function numberVar(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got ${JSON.stringify(text)}`);
  return value;
}

export const SETTINGS = {
  durationSeconds: numberVar('BENCH_DURATION', 4, 1),
  // Five short rounds rather than three long ones: on a shared machine the median then survives
  // two disturbed rounds.
  rounds: Math.floor(numberVar('BENCH_ROUNDS', 5, 1)),
  warmupSeconds: numberVar('BENCH_WARMUP', 2, 0),
  connections: Math.floor(numberVar('BENCH_CONNECTIONS', 32, 1)),
  scenarios: (process.env.BENCH_SCENARIOS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** `0`: no profiles; `all`: every contender of the profiled scenarios, not only the service. */
  profile: process.env.BENCH_PROFILE === '0' ? 'none' : process.env.BENCH_PROFILE === 'all' ? 'all' : 'service',
  profileSeconds: numberVar('BENCH_PROFILE_DURATION', 10, 1),
  profileIntervalUs: Math.floor(numberVar('BENCH_PROFILE_INTERVAL_US', 250, 50)),
  core: process.env.BENCH_CORE !== '0',
  http: process.env.BENCH_HTTP !== '0',
  pin: process.env.BENCH_PIN !== '0',
  logsToNull: process.env.BENCH_LOGS === 'null',
  /** Rounds of the saturation mode (saturation.ts) per scenario (0: the mode is skipped). */
  saturationRounds: Math.floor(numberVar('BENCH_SATURATION_ROUNDS', 5, 0)),
  /** Paired rounds per scenario: the service and bare Koa loaded at the same time on the same core (0: none). */
  pairedRounds: Math.floor(numberVar('BENCH_PAIRED_ROUNDS', 5, 0)),
  /** A/B runs per scenario, each with a fresh pair of services: a run's rounds share its two processes, so runs differ more than rounds. */
  abRuns: Math.floor(numberVar('BENCH_AB_RUNS', 1, 1)),
  /** Another checkout of the project, built with `npx tsc -p bench/tsconfig.json`: its service is paired with this one (A/B). */
  compareWith: process.env.BENCH_COMPARE_WITH ? resolve(process.env.BENCH_COMPARE_WITH) : undefined,
  /** The node that runs the other checkout's service (BENCH_COMPARE_NODE): the same code on two runtimes. */
  compareNode: compareNodeOf(process.env.BENCH_COMPARE_NODE),
  /** A round with more foreign CPU load than this on either core (from /proc/stat) is run again, twice at most. */
  maxForeignLoad: numberVar('BENCH_MAX_FOREIGN_LOAD', 0.1, 0),
  /** Times a disturbed run is run again before its figures are kept as they are. */
  retries: Math.floor(numberVar('BENCH_RETRIES', 4, 0)),
  /** Seconds to wait, before a run, for both cores to be quiet (other processes under BENCH_MAX_FOREIGN_LOAD). */
  quietWaitSeconds: numberVar('BENCH_QUIET_WAIT', 60, 0),
  out: resolve(ROOT, process.env.BENCH_OUT ?? '.bench-out'),
};

const unknown = SETTINGS.scenarios.filter((name) => !SCENARIOS.some((s) => s.name === name));
if (unknown.length > 0) {
  throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
}

/**
 * BENCH_COMPARE_NODE: a node binary, or the directory holding one (`tools/node-runtime.sh 24`
 * prints such a directory); this run's own node when unset.
 */
function compareNodeOf(given: string | undefined): { path: string; version: string } {
  if (given === undefined || given === '') return { path: process.execPath, version: process.version };
  if (!process.env.BENCH_COMPARE_WITH)
    throw new Error('BENCH_COMPARE_NODE needs BENCH_COMPARE_WITH (BENCH_COMPARE_WITH=. pairs this checkout with itself)');
  const path = existsSync(given) && statSync(given).isDirectory() ? join(given, 'node') : resolve(given);
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`BENCH_COMPARE_NODE: ${path} does not run as node (${version.error?.message ?? version.stderr.trim()})`);
  return { path, version: version.stdout.trim() };
}

/** `taskset -c <cpu>` when it exists and there are two cores to share out. */
export const PINNING = SETTINGS.pin && availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' }).status === 0;
export const SERVER_CPU = '1';
export const LOAD_CPU = '0';

// ---------------------------------------------------------------- child processes

interface Message {
  readonly type: string;
  readonly id?: number;
}

/** A child with an IPC channel: request/response by message id. */
export class Child {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  private readonly readyWaiter = Promise.withResolvers<Message>();
  readonly ready = this.readyWaiter.promise;
  private exited = false;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    process.on('message', (message: Message) => {
      if (message.type === 'ready') this.readyWaiter.resolve(message);
      else if (message.id !== undefined) {
        this.waiting.get(message.id)?.resolve(message);
        this.waiting.delete(message.id);
      }
    });
    process.on('exit', (code, signal) => {
      this.exited = true;
      const error = new Error(`${name} exited (${signal ?? code})`);
      this.readyWaiter.reject(error);
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    });
  }

  call<T extends Message>(message: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(new Error(`${this.name} has exited`));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (m: Message) => void, reject });
      this.process.send({ ...message, id });
    });
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.process.send({ type: 'stop' });
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
}

export function spawnNode(
  name: string,
  cpu: string,
  script: string,
  args: string[],
  stdout: number | 'inherit' | 'ignore',
  env: NodeJS.ProcessEnv = process.env,
  node: string = process.execPath,
): Child {
  const command = [node, isAbsolute(script) ? script : join(HERE, script), ...args];
  const child = PINNING
    ? spawn('taskset', ['-c', cpu, ...command], { stdio: ['ignore', stdout, 'inherit', 'ipc'], env })
    : spawn(command[0]!, command.slice(1), { stdio: ['ignore', stdout, 'inherit', 'ipc'], env });
  return new Child(name, child);
}

export interface Server {
  readonly contender: Contender;
  readonly child: Child;
  readonly url: string;
  readonly startMs: number;
}

export async function startServers(scenario: Scenario, contenders: readonly Contender[] = scenario.contenders, logPrefix = ''): Promise<Server[]> {
  mkdirSync(join(SETTINGS.out, 'logs'), { recursive: true });
  const servers = contenders.map((contender, index) => {
    const logFile =
      SETTINGS.logsToNull || !contender.kind.startsWith('service')
        ? '/dev/null'
        : join(SETTINGS.out, 'logs', `${logPrefix}${scenario.name}-${index + 1}-${contender.kind}.log`);
    const fd = openSync(logFile, 'w');
    // Another checkout's contender script (BENCH_COMPARE_WITH), or this one's; BENCH_SERVICE_ENV: the service's settings.
    const script = contender.root === undefined ? 'http-contenders.js' : join(contender.root, 'dist-bench/bench/http-contenders.js');
    const env = contender.env === undefined ? process.env : { ...process.env, BENCH_SERVICE_ENV: JSON.stringify(contender.env) };
    // Another checkout's service runs on BENCH_COMPARE_NODE when one is given.
    const node = contender.root === undefined ? process.execPath : SETTINGS.compareNode.path;
    const child = spawnNode(contender.label, SERVER_CPU, script, [contender.kind, String(scenario.pets)], fd, env, node);
    closeSync(fd);
    return { contender, child };
  });
  try {
    return await Promise.all(
      servers.map(async ({ contender, child }) => {
        const ready = (await child.ready) as unknown as ServerReady;
        return { contender, child, url: `http://127.0.0.1:${ready.port}`, startMs: ready.startMs };
      }),
    );
  } catch (error) {
    await Promise.all(servers.map(({ child }) => child.stop().catch(() => undefined)));
    throw error;
  }
}

// ---------------------------------------------------------------- measuring

export interface RunFigures {
  readonly label: string;
  readonly round: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly cpuUsPerRequest: number;
  /** The kernel's part of cpuUsPerRequest (system time: sockets, log writes). */
  readonly sysUsPerRequest: number;
  /** Server CPU time / wall time over the run (1 = one core busy). */
  readonly serverCpu: number;
  /** Busy time of the server's core not spent by the server / wall time (NaN when unknown). */
  readonly otherLoad: number;
  /** The same on the load generator's core. */
  readonly otherLoadOnLoadCore: number;
  /** GC pause time / wall time. */
  readonly gcShare: number;
  readonly bytesPerResponse: number;
  /** Load generator CPU time / wall time. */
  readonly loadCpu: number;
  /** Share of responses with the expected status. */
  readonly expectedShare: number;
  readonly statusCounts: Readonly<Record<string, number>>;
  readonly errors: number;
  readonly heapUsedMb: number;
}

/** Busy time of a pinned core so far (ms), null without pinning: minus the server's own CPU time, what else ran there. */
function pinnedCoreBusyMs(cpu: string): number | null {
  return PINNING ? coreBusyMs(cpu) : null;
}

/**
 * A process's user and system CPU time so far (µs, all its threads), from /proc/<pid>/stat
 * (10 ms ticks: a run of 4 s at one core is read to 0.25 %); null without /proc.
 */
function processCpuUs(pid: number): { user: number; system: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // After "pid (comm) ": state is field 3, utime 14, stime 15.
  const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
  const tick = 1e6 / CLOCK_TICKS;
  return { user: Number(fields[11]) * tick, system: Number(fields[12]) * tick };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measure(load: Child, server: Server, scenario: Scenario, seconds: number, round: number): Promise<RunFigures> {
  await sleep(200);
  const pid = server.child.process.pid!;
  const before = await server.child.call<ServerUsage>({ type: 'usage' });
  const cpuBefore = processCpuUs(pid);
  const coreBefore = pinnedCoreBusyMs(SERVER_CPU);
  const loadCoreBefore = pinnedCoreBusyMs(LOAD_CPU);
  const wallBefore = process.hrtime.bigint();
  const job: Omit<LoadJob, 'id'> = {
    type: 'run',
    url: server.url + scenario.path,
    method: scenario.method,
    headers: server.contender.headers,
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
    ...(scenario.uniqueNames ? { uniqueNames: true } : {}),
    connections: SETTINGS.connections,
    durationSeconds: seconds,
  };
  const result = await load.call<LoadResult>({ ...job });
  const cpuAfter = processCpuUs(pid);
  const coreAfter = pinnedCoreBusyMs(SERVER_CPU);
  const loadCoreAfter = pinnedCoreBusyMs(LOAD_CPU);
  const wallUs = Number(process.hrtime.bigint() - wallBefore) / 1000;
  const after = await server.child.call<ServerUsage>({ type: 'usage' });
  // From /proc when there is one (read from outside, the server does nothing for it), else the server's own figures.
  const [user, system] =
    cpuBefore && cpuAfter
      ? [cpuAfter.user - cpuBefore.user, cpuAfter.system - cpuBefore.system]
      : [after.user - before.user, after.system - before.system];
  const cpuUs = user + system;
  const others = (before: number | null, after: number | null, ownUs: number) =>
    before === null || after === null ? NaN : Math.max(0, ((after - before) * 1000 - ownUs) / wallUs);
  const otherLoad = others(coreBefore, coreAfter, cpuUs);
  const otherLoadOnLoadCore = others(loadCoreBefore, loadCoreAfter, result.loadCpuUs);
  const requests = Math.max(1, result.requests);
  return {
    label: server.contender.label,
    round,
    rps: result.requests / result.seconds,
    p50: result.p50,
    p99: result.p99,
    cpuUsPerRequest: cpuUs / requests,
    sysUsPerRequest: system / requests,
    serverCpu: cpuUs / wallUs,
    otherLoad,
    otherLoadOnLoadCore,
    gcShare: ((after.gcMs - before.gcMs) * 1000) / wallUs,
    bytesPerResponse: result.bytes / requests,
    loadCpu: result.loadCpuUs / (result.seconds * 1e6),
    expectedShare: (result.statusCounts[String(server.contender.expectedStatus)] ?? 0) / requests,
    statusCounts: result.statusCounts,
    errors: result.errors + result.timeouts,
    heapUsedMb: after.heapUsed / 1048576,
  };
}

/** The baselines must answer what the service answers: same status, Content-Type and body bytes. */
export async function checkSameBytes(scenario: Scenario, servers: readonly Server[]): Promise<string> {
  const answers = await Promise.all(
    servers.map(async (server) => {
      const response = await fetch(server.url + scenario.path, {
        method: scenario.method,
        headers: server.contender.headers,
        ...(scenario.body === undefined ? {} : { body: scenario.body }),
      });
      return { server, status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
  const reference = answers.find((a) => a.server.contender.kind === 'service')!;
  if (reference.status !== reference.server.contender.expectedStatus) {
    throw new Error(`${scenario.name}: the service answered ${reference.status}: ${reference.body.toString()}`);
  }
  for (const answer of answers) {
    if (answer.status !== reference.status || answer.type !== reference.type || !answer.body.equals(reference.body)) {
      throw new Error(
        `${scenario.name}: ${answer.server.contender.label} answers ${answer.status} ${answer.type} ${JSON.stringify(answer.body.toString())}, ` +
          `the service ${reference.status} ${reference.type} ${JSON.stringify(reference.body.toString())}`,
      );
    }
  }
  return `same status (${reference.status}), Content-Type (${reference.type}) and ${reference.body.length}-byte body from all ${answers.length}`;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const fixed = (n: number, digits: number) => n.toFixed(digits);
export const percent = (n: number) => `${Math.round(n * 100)}%`;

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join(
    '\n',
  );
}

const disturbed = (figures: RunFigures): boolean =>
  figures.otherLoad > SETTINGS.maxForeignLoad || figures.otherLoadOnLoadCore > SETTINGS.maxForeignLoad;

/** Waits (up to BENCH_QUIET_WAIT seconds) until neither pinned core is busy with other processes. */
export function untilQuiet(): Promise<void> {
  return PINNING ? untilCoresQuiet([SERVER_CPU, LOAD_CPU], SETTINGS.maxForeignLoad, SETTINGS.quietWaitSeconds) : Promise.resolve();
}

/** One measured run, after the cores are quiet, run again (BENCH_RETRIES times at most) while another process disturbed it. */
export async function measureUndisturbed(load: Child, server: Server, scenario: Scenario, seconds: number, round: number): Promise<RunFigures> {
  for (let attempt = 0; ; attempt++) {
    await untilQuiet();
    const figures = await measure(load, server, scenario, seconds, round);
    if (!disturbed(figures) || attempt === SETTINGS.retries) return figures;
    console.log(
      `  round ${round} ${figures.label}: disturbed (foreign load ${percent(figures.otherLoad)} on the server's core, ` +
        `${percent(figures.otherLoadOnLoadCore)} on the load generator's): run again`,
    );
  }
}
