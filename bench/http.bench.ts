/**
 * `npm run bench`: the HTTP benchmark of the service against bare node:http, Koa + @koa/router
 * and Fastify, then CPU profiles of the service, then the in-process figures
 * (use-cases.bench.ts). See bench/README.md for how to run it and read it.
 *
 * Each server runs in its own process, pinned to core 1 (`taskset -c 1`) when taskset exists;
 * autocannon runs in another process pinned to core 0. Every scenario starts fresh servers,
 * checks that the baselines answer the same bytes as the service, warms every contender up,
 * then runs rounds in which the contenders take turns (the order rotates every round), and
 * reports medians over the rounds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { summarizeProfile } from './cpu-profile-summary.js';
import {
  BASELINES,
  KIND_LABEL,
  SCENARIOS,
  type Contender,
  type LoadJob,
  type LoadResult,
  type Scenario,
  type ServerReady,
  type ServerUsage,
} from './bench-fixtures.js';

const HERE = import.meta.dirname; // dist-bench/bench
const ROOT = resolve(HERE, '../..');

// ---------------------------------------------------------------- settings

function numberVar(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got ${JSON.stringify(text)}`);
  return value;
}

const SETTINGS = {
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
  /** Paired rounds per scenario: the service and bare Koa loaded at the same time on the same core (0: none). */
  pairedRounds: Math.floor(numberVar('BENCH_PAIRED_ROUNDS', 5, 0)),
  /** Another checkout of the project, built with `npx tsc -p bench/tsconfig.json`: its service is paired with this one (A/B). */
  compareWith: process.env.BENCH_COMPARE_WITH ? resolve(process.env.BENCH_COMPARE_WITH) : undefined,
  /** The node that runs the other checkout's service (BENCH_COMPARE_NODE): the same code on two runtimes. */
  compareNode: compareNodeOf(process.env.BENCH_COMPARE_NODE),
  /** A round with more foreign CPU load than this on either core (from /proc/stat) is run again, twice at most. */
  maxForeignLoad: numberVar('BENCH_MAX_FOREIGN_LOAD', 0.1, 0),
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
const PINNING = SETTINGS.pin && availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' }).status === 0;
const SERVER_CPU = '1';
const LOAD_CPU = '0';

// ---------------------------------------------------------------- child processes

interface Message {
  readonly type: string;
  readonly id?: number;
}

/** A child with an IPC channel: request/response by message id. */
class Child {
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

function spawnNode(
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

interface Server {
  readonly contender: Contender;
  readonly child: Child;
  readonly url: string;
  readonly startMs: number;
}

async function startServers(scenario: Scenario, contenders: readonly Contender[] = scenario.contenders, logPrefix = ''): Promise<Server[]> {
  mkdirSync(join(SETTINGS.out, 'logs'), { recursive: true });
  const servers = contenders.map((contender, index) => {
    const logFile =
      SETTINGS.logsToNull || contender.kind !== 'service'
        ? '/dev/null'
        : join(SETTINGS.out, 'logs', `${logPrefix}${scenario.name}-${index + 1}-${contender.kind}.log`);
    const fd = openSync(logFile, 'w');
    const child = spawnNode(contender.label, SERVER_CPU, 'http-contenders.js', [contender.kind, String(scenario.pets)], fd);
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

interface RunFigures {
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

/**
 * Time the server's core spent in user, system and steal time (ms), from /proc/stat; null
 * without pinning or /proc. Minus the server's own CPU time, it shows what else ran there (other
 * processes on a shared machine, the hypervisor). Interrupt time (loopback networking) is left out.
 */
function coreBusyMs(cpu: string): number | null {
  if (!PINNING || !existsSync('/proc/stat')) return null;
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${cpu} `));
  if (!line) return null;
  const [user, nice, system, , , , , steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (steal ?? 0)) * (1000 / CLOCK_TICKS);
}
/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(load: Child, server: Server, scenario: Scenario, seconds: number, round: number): Promise<RunFigures> {
  await sleep(200);
  const before = await server.child.call<ServerUsage>({ type: 'usage' });
  const coreBefore = coreBusyMs(SERVER_CPU);
  const loadCoreBefore = coreBusyMs(LOAD_CPU);
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
  const after = await server.child.call<ServerUsage>({ type: 'usage' });
  const coreAfter = coreBusyMs(SERVER_CPU);
  const loadCoreAfter = coreBusyMs(LOAD_CPU);
  const wallUs = Number(process.hrtime.bigint() - wallBefore) / 1000;
  const cpuUs = after.user + after.system - before.user - before.system;
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
    sysUsPerRequest: (after.system - before.system) / requests,
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
async function checkSameBytes(scenario: Scenario, servers: readonly Server[]): Promise<string> {
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

// ---------------------------------------------------------------- reporting

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const fixed = (n: number, digits: number) => n.toFixed(digits);
const percent = (n: number) => `${Math.round(n * 100)}%`;

/** A contender's figures over all rounds: the medians of its runs, plus the spread between them. */
interface Row extends Omit<RunFigures, 'round' | 'statusCounts' | 'errors'> {
  readonly rounds: readonly number[];
  /** (max − min) / median over the rounds, of req/s and of CPU per request. */
  readonly rpsSpread: number;
  readonly cpuSpread: number;
}

function summarize(label: string, runs: readonly RunFigures[]): Row {
  const pick = (f: (r: RunFigures) => number) => median(runs.map(f));
  const spread = (f: (r: RunFigures) => number) => (Math.max(...runs.map(f)) - Math.min(...runs.map(f))) / pick(f);
  return {
    label,
    rps: pick((r) => r.rps),
    rounds: runs.map((r) => r.rps),
    rpsSpread: spread((r) => r.rps),
    cpuSpread: spread((r) => r.cpuUsPerRequest),
    p50: pick((r) => r.p50),
    p99: pick((r) => r.p99),
    cpuUsPerRequest: pick((r) => r.cpuUsPerRequest),
    sysUsPerRequest: pick((r) => r.sysUsPerRequest),
    serverCpu: pick((r) => r.serverCpu),
    otherLoad: Math.max(...runs.map((r) => r.otherLoad)),
    otherLoadOnLoadCore: Math.max(...runs.map((r) => r.otherLoadOnLoadCore)),
    gcShare: pick((r) => r.gcShare),
    bytesPerResponse: pick((r) => r.bytesPerResponse),
    loadCpu: pick((r) => r.loadCpu),
    expectedShare: Math.min(...runs.map((r) => r.expectedShare)),
    heapUsedMb: pick((r) => r.heapUsedMb),
  };
}

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join(
    '\n',
  );
}

function report(scenario: Scenario, rows: readonly Row[]): string {
  const body = table(
    [
      'contender',
      'req/s (median)',
      'req/s by round',
      'spread req/s, CPU',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      'of which sys',
      'server CPU',
      'GC',
      'heap MB',
      'resp bytes',
      'load-gen CPU',
      'noise: others on server/load core (max)',
      'expected status',
    ],
    rows.map((r) => [
      r.label,
      int(r.rps),
      r.rounds.map((x) => int(x)).join(' / '),
      `${percent(r.rpsSpread)}, ${percent(r.cpuSpread)}`,
      fixed(r.p50, 2),
      fixed(r.p99, 2),
      fixed(r.cpuUsPerRequest, 1),
      fixed(r.sysUsPerRequest, 1),
      percent(r.serverCpu),
      percent(r.gcShare),
      fixed(r.heapUsedMb, 0),
      int(r.bytesPerResponse),
      percent(r.loadCpu),
      Number.isNaN(r.otherLoad) ? 'n/a' : `${percent(r.otherLoad)} / ${percent(r.otherLoadOnLoadCore)}`,
      percent(r.expectedShare),
    ]),
  );
  const lines = [body];
  const service = rows[0]!;
  const others = rows.slice(1);
  for (const other of others) {
    // Same bytes: the service against each baseline. Otherwise: each row against the first.
    const [a, b] = scenario.sameBytes ? [service, other] : [other, service];
    const delta = a.cpuUsPerRequest - b.cpuUsPerRequest;
    lines.push(
      `${a.label} vs ${b.label}: throughput ${fixed(a.rps / b.rps, 2)}×, ` +
        `CPU per request ${fixed(a.cpuUsPerRequest / b.cpuUsPerRequest, 2)}× (${delta >= 0 ? '+' : ''}${fixed(delta, 1)} µs)`,
    );
  }
  if (scenario.layered) {
    lines.push('CPU per request of each layer (row above minus row):');
    for (let i = 1; i < rows.length; i++) {
      const cost = rows[i - 1]!.cpuUsPerRequest - rows[i]!.cpuUsPerRequest;
      lines.push(
        `  ${rows[i - 1]!.label} -> ${rows[i]!.label}: ${fixed(cost, 1)} µs (${Math.round((100 * cost) / service.cpuUsPerRequest)}% of the service's)` +
          (cost < 0 ? '  <- negative: noise larger than the layer; rerun' : ''),
      );
    }
  }
  for (const row of rows) {
    if (row.expectedShare < 0.999) lines.push(`WARNING: ${row.label}: only ${percent(row.expectedShare)} of responses had the expected status`);
    if (row.cpuSpread > 0.25)
      lines.push(`NOTE: ${row.label}: CPU per request varied by ${percent(row.cpuSpread)} between rounds (a noisy machine): trust its medians less`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- the runs

const disturbed = (figures: RunFigures): boolean =>
  figures.otherLoad > SETTINGS.maxForeignLoad || figures.otherLoadOnLoadCore > SETTINGS.maxForeignLoad;

async function runScenario(load: Child, scenario: Scenario): Promise<{ rows: Row[]; runs: RunFigures[]; paired: PairedFigures | undefined }> {
  console.log(`\n## ${scenario.title}`);
  const servers = await startServers(scenario);
  try {
    console.log(`servers up (start-up incl. fill: ${servers.map((s) => `${s.contender.label} ${s.startMs} ms`).join(', ')})`);
    if (scenario.sameBytes) console.log(`bytes check: ${await checkSameBytes(scenario, servers)}`);
    if (scenario.note) console.log(scenario.note);
    if (SETTINGS.warmupSeconds > 0) {
      for (const server of servers) await measure(load, server, scenario, SETTINGS.warmupSeconds, 0);
    }
    const runs: RunFigures[] = [];
    for (let round = 1; round <= SETTINGS.rounds; round++) {
      // The order rotates every round (A B C D, B C D A, …): no contender always runs first or last.
      const order = servers.map((_, i) => servers[(i + round - 1) % servers.length]!);
      for (const server of order) {
        let figures = await measure(load, server, scenario, SETTINGS.durationSeconds, round);
        for (let retry = 1; retry <= 2 && disturbed(figures); retry++) {
          process.stdout.write(
            `  round ${round} ${figures.label}: disturbed (foreign load ${percent(figures.otherLoad)} on the server's core, ` +
              `${percent(figures.otherLoadOnLoadCore)} on the load generator's): run again\n`,
          );
          figures = await measure(load, server, scenario, SETTINGS.durationSeconds, round);
        }
        runs.push(figures);
        process.stdout.write(
          `  round ${round} ${figures.label}: ${int(figures.rps)} req/s, ${fixed(figures.cpuUsPerRequest, 1)} µs CPU/req, ` +
            `server CPU ${percent(figures.serverCpu)}, load-gen CPU ${percent(figures.loadCpu)}, others on server/load core ` +
            `${Number.isNaN(figures.otherLoad) ? 'n/a' : `${percent(figures.otherLoad)} / ${percent(figures.otherLoadOnLoadCore)}`}\n`,
        );
      }
    }
    const rows = servers.map((s) =>
      summarize(
        s.contender.label,
        runs.filter((r) => r.label === s.contender.label),
      ),
    );
    console.log('');
    console.log(report(scenario, rows));
    const koa = servers.find((s) => s.contender.kind === 'koa');
    const paired = scenario.sameBytes && koa && SETTINGS.pairedRounds > 0 ? await runPaired(load, scenario, servers[0]!, koa) : undefined;
    if (SETTINGS.compareWith && servers[0]!.contender.kind === 'service' && SETTINGS.pairedRounds > 0) {
      await runAgainstOtherBuild(load, scenario, servers[0]!, SETTINGS.compareWith);
    }
    return { rows, runs, paired };
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
  }
}

/**
 * The service and bare Koa under load at the same time, both pinned to the server core. The
 * scheduler shares that core between them, so whatever else disturbs the machine during a round
 * disturbs both alike, and the ratio of their CPU per request is far steadier than between
 * sequential runs (an A/A pairing of the service with itself gave 1.00 here, where
 * sequential rounds of one contender vary by 20–40 %). Throughput at equal CPU is its inverse.
 */
async function runPaired(load: Child, scenario: Scenario, service: Server, koa: Server): Promise<PairedFigures> {
  const ratios: number[] = [];
  const p99Ratios: number[] = [];
  for (let round = 1; round <= SETTINGS.pairedRounds; round++) {
    const [ours, theirs] = await Promise.all([
      measure(load, service, scenario, SETTINGS.durationSeconds, round),
      measure(load, koa, scenario, SETTINGS.durationSeconds, round),
    ]);
    ratios.push(ours.cpuUsPerRequest / theirs.cpuUsPerRequest);
    p99Ratios.push(ours.p99 / theirs.p99);
  }
  const figures: PairedFigures = { cpuRatio: median(ratios), ratios, p99Ratio: median(p99Ratios) };
  console.log(
    `paired with ${koa.contender.label} (both on the server core at once, ${SETTINGS.pairedRounds} × ${SETTINGS.durationSeconds} s): ` +
      `CPU per request ${fixed(figures.cpuRatio, 3)}× (rounds ${ratios.map((r) => fixed(r, 3)).join(', ')}) → ` +
      `throughput at equal CPU ${fixed(1 / figures.cpuRatio, 2)}×; p99 ${fixed(figures.p99Ratio, 2)}×`,
  );
  return figures;
}

/**
 * The service of another checkout (BENCH_COMPARE_WITH) paired with a fresh service of this one: the
 * A/B figure of a change. Both start together and warm up together, so neither carries a history the
 * other lacks: the service of the rounds above has served every earlier round, and in a POST scenario
 * holds hundreds of thousands more pets (a bigger heap to collect), which an A/A pairing of the same
 * build showed as a 2 % handicap.
 */
async function runAgainstOtherBuild(load: Child, scenario: Scenario, service: Server, root: string): Promise<void> {
  const compareEnv = process.env.BENCH_COMPARE_ENV;
  const { compareNode } = SETTINGS;
  const label =
    `animal-store at ${basename(root)}${compareEnv ? ` with ${compareEnv}` : ''}` +
    (compareNode.path === process.execPath ? '' : ` on node ${compareNode.version}`);
  const logOf = (name: string): number =>
    openSync(SETTINGS.logsToNull ? '/dev/null' : join(SETTINGS.out, 'logs', `${scenario.name}-${name}.log`), 'w');
  // BENCH_COMPARE_ENV: the other build's BENCH_SERVICE_ENV, so one checkout can be paired with itself under another setting.
  const env = compareEnv === undefined ? process.env : { ...process.env, BENCH_SERVICE_ENV: compareEnv };
  const args = ['service', String(scenario.pets)];
  const started = [
    { contender: service.contender, fd: logOf('this-build'), script: 'http-contenders.js', env: process.env, node: process.execPath },
    {
      contender: { ...service.contender, label },
      fd: logOf('other-build'),
      script: join(root, 'dist-bench/bench/http-contenders.js'),
      env,
      node: compareNode.path,
    },
  ].map(({ contender, fd, script, env, node }) => {
    const child = spawnNode(contender.label, SERVER_CPU, script, args, fd, env, node);
    closeSync(fd);
    return { contender, child };
  });
  try {
    const [ours, theirs] = await Promise.all(
      started.map(async ({ contender, child }): Promise<Server> => {
        const ready = (await child.ready) as unknown as ServerReady;
        return { contender, child, url: `http://127.0.0.1:${ready.port}`, startMs: ready.startMs };
      }),
    );
    if (SETTINGS.warmupSeconds > 0) {
      await Promise.all([ours!, theirs!].map((server) => measure(load, server, scenario, SETTINGS.warmupSeconds, 0)));
    }
    await runPaired(load, scenario, ours!, theirs!);
  } finally {
    await Promise.all(started.map(({ child }) => child.stop()));
  }
}

interface PairedFigures {
  /** Median over the paired rounds of (service CPU µs/request) / (Koa CPU µs/request). */
  readonly cpuRatio: number;
  readonly ratios: readonly number[];
  /** Median of the p99 latency ratios in the same rounds (both servers share one core: read with care). */
  readonly p99Ratio: number;
}

/** Scenarios profiled, and whom (BENCH_PROFILE=all: every contender of the first two). */
const PROFILED: Readonly<Record<string, (contender: Contender) => boolean>> = {
  list: (c) => c.kind === 'service',
  get: (c) => c.kind === 'service',
  create: (c) => c.kind === 'service',
  '429': (c) => c.expectedStatus === 429,
};

async function profileScenario(load: Child, scenario: Scenario, contender: Contender): Promise<string> {
  const [server] = await startServers(scenario, [contender], 'profile-');
  const dir = join(SETTINGS.out, 'profiles');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${contender.kind}-${scenario.name}.cpuprofile`);
  try {
    if (SETTINGS.warmupSeconds > 0) await measure(load, server!, scenario, SETTINGS.warmupSeconds, 0);
    await server!.child.call({ type: 'profile-start', intervalUs: SETTINGS.profileIntervalUs });
    const figures = await measure(load, server!, scenario, SETTINGS.profileSeconds, 1);
    await server!.child.call({ type: 'profile-stop', file });
    const summary = summarizeProfile(file, 25);
    writeFileSync(file.replace(/\.cpuprofile$/, '.txt'), summary + '\n');
    return (
      `\n## CPU profile of ${contender.label}: ${scenario.title}\n` +
      `(${SETTINGS.profileSeconds} s under load while sampling every ${SETTINGS.profileIntervalUs} µs: ` +
      `${int(figures.rps)} req/s, ${fixed(figures.cpuUsPerRequest, 1)} µs CPU/req; profile ${relative(ROOT, file)})\n\n${summary}`
    );
  } finally {
    await server!.child.stop();
  }
}

/** The commit measured, and whether the service's sources differ from it. */
function codeState(): string {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return 'not a git checkout';
  const changed = git('status', '--porcelain', '--', 'core', 'adapters', 'bootstrap').stdout.split('\n').filter(Boolean);
  return `commit ${head.stdout.trim()}` + (changed.length ? `, plus uncommitted changes in ${changed.map((l) => l.slice(3)).join(', ')}` : '');
}

function runCoreBench(): Promise<void> {
  console.log('\n## In-process figures (use-cases.bench.ts)\n');
  const script = join(HERE, 'use-cases.bench.js');
  const command = [process.execPath, '--expose-gc', '--max-old-space-size=4096', script];
  const child = PINNING
    ? spawn('taskset', ['-c', SERVER_CPU, ...command], { stdio: 'inherit' })
    : spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`use-cases.bench.js exited with ${code}`)))),
  );
}

async function main(): Promise<void> {
  mkdirSync(SETTINGS.out, { recursive: true });
  const scenarios = SCENARIOS.filter((s) => SETTINGS.scenarios.length === 0 || SETTINGS.scenarios.includes(s.name));
  console.log(`# Animal Store benchmark, ${new Date().toISOString()}`);
  console.log(
    `node ${process.version}, ${process.platform}/${process.arch}, ${availableParallelism()} cores; ` +
      (PINNING
        ? `servers pinned to core ${SERVER_CPU}, autocannon to core ${LOAD_CPU} (taskset)`
        : 'no CPU pinning (taskset missing, 1 core or BENCH_PIN=0)'),
  );
  console.log(
    `${SETTINGS.rounds} rounds × ${SETTINGS.durationSeconds} s per contender and scenario after a ${SETTINGS.warmupSeconds} s warm-up; ` +
      `${SETTINGS.connections} connections, no pipelining; service logs: ${SETTINGS.logsToNull ? '/dev/null' : relative(ROOT, join(SETTINGS.out, 'logs'))}`,
  );
  console.log(`code: ${codeState()}`);
  if (SETTINGS.compareWith) {
    console.log(
      `paired A/B against the service at ${SETTINGS.compareWith}, run by node ${SETTINGS.compareNode.version} (${SETTINGS.compareNode.path})`,
    );
  }
  console.log(`baselines: ${BASELINES.map((k) => KIND_LABEL[k]).join(', ')} (same status, Content-Type and body bytes as the service)`);

  const results: Record<string, unknown> = { settings: { ...SETTINGS, pinning: PINNING, node: process.version }, scenarios: {} };
  const load = spawnNode('autocannon', LOAD_CPU, 'http-load.js', [], 'inherit');
  try {
    await load.ready;
    if (SETTINGS.http) {
      for (const scenario of scenarios) {
        (results.scenarios as Record<string, unknown>)[scenario.name] = await runScenario(load, scenario);
      }
    }
    if (SETTINGS.profile !== 'none') {
      for (const scenario of scenarios) {
        const profiled = PROFILED[scenario.name];
        if (!profiled) continue;
        for (const contender of scenario.contenders.filter((c) => profiled(c) || (SETTINGS.profile === 'all' && scenario.sameBytes))) {
          console.log(await profileScenario(load, scenario, contender));
        }
      }
    }
  } finally {
    await load.stop();
  }
  const resultsFile = join(SETTINGS.out, 'http-results.json');
  writeFileSync(resultsFile, JSON.stringify(results, null, 2));
  console.log(`\nraw figures: ${relative(ROOT, resultsFile)}`);
  if (SETTINGS.core) await runCoreBench();
}

await main();
