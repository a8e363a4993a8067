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
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, relative } from 'node:path';
import { summarizeProfile } from './cpu-profile-summary.js';
import { BASELINES, KIND_LABEL, SCENARIOS, type Contender, type Scenario } from './bench-fixtures.js';
import {
  checkSameBytes,
  fixed,
  HERE,
  int,
  LOAD_CPU,
  measure,
  measureUndisturbed,
  median,
  percent,
  PINNING,
  ROOT,
  SERVER_CPU,
  SETTINGS,
  spawnNode,
  startServers,
  table,
  untilQuiet,
  type Child,
  type RunFigures,
  type Server,
} from './bench-harness.js';
import { runSaturation, saturationScenarios, saturationSummary, type SaturationResult } from './saturation.js';

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
        const figures = await measureUndisturbed(load, server, scenario, SETTINGS.durationSeconds, round);
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
  const rounds: (readonly [RunFigures, RunFigures])[] = [];
  for (let round = 1; round <= SETTINGS.pairedRounds; round++) {
    await untilQuiet();
    // Which load starts first alternates by round: in bench:fleet's paired mode the first one moved a
    // round's ratio by up to a fifth, and a fixed order would lean every figure one way.
    const pair = round % 2 === 1 ? [service, koa] : [koa, service];
    const figures = await Promise.all(pair.map((server) => measure(load, server, scenario, SETTINGS.durationSeconds, round)));
    const [ours, theirs] = round % 2 === 1 ? [figures[0]!, figures[1]!] : [figures[1]!, figures[0]!];
    ratios.push(ours.cpuUsPerRequest / theirs.cpuUsPerRequest);
    p99Ratios.push(ours.p99 / theirs.p99);
    rounds.push([ours, theirs]);
  }
  const figures: PairedFigures = { cpuRatio: median(ratios), ratios, p99Ratio: median(p99Ratios) };
  console.log(
    `paired with ${koa.contender.label} (both on the server core at once, ${SETTINGS.pairedRounds} × ${SETTINGS.durationSeconds} s): ` +
      `CPU per request ${fixed(figures.cpuRatio, 3)}× (rounds ${ratios.map((r) => fixed(r, 3)).join(', ')}) → ` +
      `throughput at equal CPU ${fixed(1 / figures.cpuRatio, 2)}×; p99 ${fixed(figures.p99Ratio, 2)}×`,
  );
  // The conditions of those rounds, to set beside the saturation mode's: how busy each server and the load generator were.
  const of = (pick: (pair: readonly [RunFigures, RunFigures]) => number) => median(rounds.map(pick));
  console.log(
    `  paired conditions (medians): service ${fixed(
      of(([o]) => o.cpuUsPerRequest),
      2,
    )} µs CPU/req at ${int(of(([o]) => o.rps))} req/s, ` +
      `${koa.contender.label} ${fixed(
        of(([, t]) => t.cpuUsPerRequest),
        2,
      )} µs CPU/req at ${int(of(([, t]) => t.rps))} req/s; ` +
      `server core busy ${percent(of(([o, t]) => o.serverCpu + t.serverCpu))} (service ${percent(of(([o]) => o.serverCpu))}), ` +
      `load generator ${percent(of(([o]) => o.loadCpu))}`,
  );
  // GC pause per request, round by round: a heap that grows over the rounds (a log that keeps what it is given) shows here.
  const gcUs = (figures: RunFigures) => fixed((figures.gcShare / figures.rps) * 1e6, 1);
  console.log(
    `  GC pause µs/req by round: service ${rounds.map(([o]) => gcUs(o)).join(', ')}; ` +
      `${koa.contender.label} ${rounds.map(([, t]) => gcUs(t)).join(', ')}`,
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
  // BENCH_COMPARE_ENV: the other build's BENCH_SERVICE_ENV, so one checkout can be paired with itself under another setting.
  const other: Contender = {
    ...service.contender,
    label,
    root,
    ...(compareEnv === undefined ? {} : { env: JSON.parse(compareEnv) as Record<string, string> }),
  };
  const runs: number[] = [];
  for (let run = 1; run <= SETTINGS.abRuns; run++) {
    const [ours, theirs] = await startServers(scenario, [service.contender, other], 'ab-');
    try {
      if (SETTINGS.warmupSeconds > 0) {
        await Promise.all([ours!, theirs!].map((server) => measure(load, server, scenario, SETTINGS.warmupSeconds, 0)));
      }
      runs.push((await runPaired(load, scenario, ours!, theirs!)).cpuRatio);
    } finally {
      await Promise.all([ours!, theirs!].map(({ child }) => child.stop()));
    }
  }
  if (runs.length > 1) {
    console.log(
      `A/B over ${runs.length} runs, each a fresh pair of services: CPU per request ${fixed(median(runs), 3)}× ` +
        `(median of the runs' medians; runs ${runs.map((r) => fixed(r, 3)).join(', ')})`,
    );
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
    if (SETTINGS.saturationRounds > 0) {
      const saturation: SaturationResult[] = [];
      for (const scenario of saturationScenarios(SETTINGS.scenarios)) saturation.push(await runSaturation(load, scenario));
      console.log(saturationSummary(saturation));
      results.saturation = saturation;
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
