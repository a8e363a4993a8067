/**
 * A fleet sharing one Redis: 1…N service processes (in-memory pets, one per process), each
 * loaded with GET /v1/pets/{id} by autocannon from this process, with the shared limiter
 * (REDIS_URL) or each its own in-process limiter, in the same run. Prints aggregate requests/s,
 * the service's CPU per request (all instances) and Redis's CPU per decision, both read from
 * /proc/<pid>/stat before and after each run (Linux; 10 ms ticks, so runs of a few seconds).
 * Each instance seeds the keys into its own in-memory store, under ids of its own (seeded ids are
 * random): N instances are N subjects in Redis, one per instance, not one key shared by N.
 *
 * Run: npm run bench:fleet. Settings (environment):
 *   FLEET_INSTANCES      instance counts to try, e.g. `1,2,4` (default `1,2`)
 *   FLEET_LIMITERS       `memory,redis` (default both; they alternate within each round)
 *   FLEET_ROUNDS         rounds (default 3; medians are printed)
 *   FLEET_DURATION       seconds of load per run (default 4)
 *   FLEET_CONNECTIONS    autocannon connections per instance (default 16)
 *   FLEET_RATE           requests/s per instance (default: as fast as it goes). On a machine without
 *                        spare cores, saturating runs give the limiters different loads (Redis takes
 *                        CPU from the instances), and CPU per request depends on load: a fixed rate
 *                        compares them at the same load
 *   FLEET_SCENARIO       `get` (enterprise key, every decision an admission: the issue's figure) or
 *                        `429` (a Free key far over its limit: a refusal storm)
 *   FLEET_REDIS_CPU      taskset CPU list for redis-server (default: not pinned)
 *   FLEET_INSTANCE_CPUS  `;`-separated taskset CPU lists, instance i gets entry i mod length (default: not pinned)
 *   FLEET_SERVICE_ENV    extra `NAME=value` pairs (`,`-separated) for every instance, e.g. `RATE_LIMIT_STORE_TIMEOUT_MS=1000`
 *   FLEET_PAIRED         `1`: in each round the limiters' instances are loaded at the same time (the same
 *                        machine state for both: on a shared machine a round's ratio is then worth more
 *                        than two consecutive runs'); default: one limiter after the other
 *   FLEET_QUIET_WAIT     seconds to wait before each run, when cores are pinned, for the pinned cores to be
 *                        quiet (other processes under 10 % of a core; default 60, 0 not at all)
 * Pin this process too (`taskset -c 0 npm run bench:fleet`) on a machine with cores to spare.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { redisServerSkipReason, scriptCallsIn, startRedisServer, type RedisServer } from '../test/support/redis-server.js';
import { API_KEYS } from './bench-fixtures.js';
import { untilQuiet } from './quiet-cores.js';

// The service as `npm start` runs it (npm run bench:fleet builds it first).
const MAIN = resolve(import.meta.dirname, '../../dist/bootstrap/main.js');
const env = process.env;
const SETTINGS = {
  instances: (env.FLEET_INSTANCES ?? '1,2').split(',').map(Number),
  limiters: (env.FLEET_LIMITERS ?? 'memory,redis').split(',') as ('memory' | 'redis')[],
  rounds: Number(env.FLEET_ROUNDS ?? 3),
  duration: Number(env.FLEET_DURATION ?? 4),
  connections: Number(env.FLEET_CONNECTIONS ?? 16),
  rate: env.FLEET_RATE ? Number(env.FLEET_RATE) : undefined,
  scenario: env.FLEET_SCENARIO === '429' ? '429' : 'get',
  redisCpu: env.FLEET_REDIS_CPU,
  instanceCpus: env.FLEET_INSTANCE_CPUS?.split(';').filter(Boolean) ?? [],
  serviceEnv: Object.fromEntries(
    (env.FLEET_SERVICE_ENV ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  ),
  quietWaitSeconds: Number(env.FLEET_QUIET_WAIT ?? 60),
  paired: env.FLEET_PAIRED === '1',
};
const KEY = SETTINGS.scenario === 'get' ? /enterprise:([^:]+)/.exec(API_KEYS)![1]! : /free:([^,]+)/.exec(API_KEYS)![1]!;
/** The cores named in FLEET_REDIS_CPU and FLEET_INSTANCE_CPUS (single CPUs and ranges such as `0-1`). */
const PINNED_CPUS = [
  ...new Set(
    [SETTINGS.redisCpu ?? '', ...SETTINGS.instanceCpus]
      .flatMap((list) => list.split(','))
      .filter(Boolean)
      .flatMap((part) => {
        const [from, to] = part.split('-').map(Number);
        return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => String(from! + i));
      }),
  ),
];
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface Instance {
  readonly child: ChildProcess;
  readonly url: string;
  readonly path: string;
}

/** Script calls (EVALSHA and EVAL) the server has run so far. */
async function scriptCalls(redis: RedisServer): Promise<number> {
  const client = new Redis(redis.url);
  try {
    return scriptCallsIn(await client.info('commandstats'));
  } finally {
    client.disconnect();
  }
}

/** User + system CPU of a process so far, in µs. */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 3, utime 14, stime 15.
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
}

function pinned(cpus: string | undefined, command: string, args: string[]): [string, string[]] {
  return cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args];
}

async function startInstance(index: number, redis: RedisServer | undefined): Promise<Instance> {
  const cpus = SETTINGS.instanceCpus.length ? SETTINGS.instanceCpus[index % SETTINGS.instanceCpus.length] : undefined;
  const [command, args] = pinned(cpus, process.execPath, [MAIN]);
  const child = spawn(command, args, {
    env: {
      PATH: env.PATH ?? '',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'false',
      API_KEYS,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      ...SETTINGS.serviceEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`instance ${index} did not start: ${output}`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        done(match[1]!);
      }
    });
  });
  const auth = { authorization: `Bearer ${/enterprise:([^:]+)/.exec(API_KEYS)![1]!}`, 'content-type': 'application/json' };
  const created = await fetch(`${url}/v1/pets`, { method: 'POST', headers: auth, body: '{"name":"Rex","categoryId":1,"status":"available"}' });
  const { id } = (await created.json()) as { id: number };
  return { child, url, path: `/v1/pets/${id}` };
}

function load(instance: Instance): Promise<{ requests: number; statuses: Record<string, number> }> {
  return new Promise((done, fail) => {
    const statuses: Record<string, number> = {};
    let requests = 0;
    const run = autocannon(
      {
        url: `${instance.url}${instance.path}`,
        headers: { authorization: `Bearer ${KEY}` },
        connections: SETTINGS.connections,
        duration: SETTINGS.duration,
        ...(SETTINGS.rate ? { overallRate: SETTINGS.rate } : {}),
      },
      (error) => (error ? fail(error) : done({ requests, statuses })),
    );
    run.on('response', (_client, status) => {
      requests++;
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

interface Figures {
  readonly perSecond: number;
  readonly serviceUsPerRequest: number;
  readonly redisUsPerDecision: number | undefined;
  /** Script calls Redis ran per request (below 1: requests coalesced per subject, or answered from a refusal note). */
  readonly redisCallsPerRequest: number | undefined;
  readonly statuses: Record<string, number>;
}

type Limiter = 'memory' | 'redis';

/** `count` instances of each limiter given, all loaded at the same time: figures by limiter. */
async function measure(count: number, limiters: readonly Limiter[], redis: RedisServer): Promise<Partial<Record<Limiter, Figures>>> {
  const groups: { limiter: Limiter; instances: Instance[] }[] = limiters.map((limiter) => ({ limiter, instances: [] }));
  const all = (): Instance[] => groups.flatMap((group) => group.instances);
  try {
    for (const group of groups)
      for (let i = 0; i < count; i++) group.instances.push(await startInstance(all().length, group.limiter === 'redis' ? redis : undefined));
    // Warm-up: JIT and connections, not counted.
    await Promise.all(all().map((instance) => fetch(`${instance.url}${instance.path}`, { headers: { authorization: `Bearer ${KEY}` } })));
    const serviceBefore = all().map((instance) => cpuUs(instance.child.pid!));
    const redisBefore = cpuUs(redis.pid!);
    const callsBefore = await scriptCalls(redis);
    const started = performance.now();
    const results = await Promise.all(all().map((instance) => load(instance)));
    const seconds = (performance.now() - started) / 1000;
    const serviceUs = all().map((instance, i) => cpuUs(instance.child.pid!) - serviceBefore[i]!);
    const redisUs = cpuUs(redis.pid!) - redisBefore;
    const calls = (await scriptCalls(redis)) - callsBefore;
    const figures: Partial<Record<Limiter, Figures>> = {};
    groups.forEach(({ limiter }, g) => {
      const mine = (_: unknown, i: number): boolean => Math.floor(i / count) === g;
      const ownResults = results.filter(mine);
      const requests = ownResults.reduce((sum, r) => sum + r.requests, 0);
      const statuses: Record<string, number> = {};
      for (const r of ownResults) for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
      figures[limiter] = {
        perSecond: requests / seconds,
        serviceUsPerRequest: serviceUs.filter(mine).reduce((sum, us) => sum + us, 0) / requests,
        // Only the Redis instances call Redis.
        redisUsPerDecision: limiter === 'redis' ? redisUs / requests : undefined,
        redisCallsPerRequest: limiter === 'redis' ? calls / requests : undefined,
        statuses,
      };
    });
    return figures;
  } finally {
    for (const instance of all()) instance.child.kill('SIGKILL');
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const geometricMean = (values: number[]): number => Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const skip = redisServerSkipReason();
if (skip && SETTINGS.limiters.includes('redis')) {
  console.log(`fleet benchmark: skipped: ${skip}`);
  process.exit(0);
}
const redis = await startRedisServer();
if (SETTINGS.redisCpu) spawnSync('taskset', ['-p', '-c', SETTINGS.redisCpu, String(redis.pid)], { stdio: 'ignore' });
console.log(
  `fleet: node ${process.version}, scenario ${SETTINGS.scenario}, ${SETTINGS.connections} connections per instance` +
    `${SETTINGS.rate ? ` at ${SETTINGS.rate} requests/s each` : ''}, ` +
    `${SETTINGS.rounds} rounds × ${SETTINGS.duration} s, redis ${SETTINGS.redisCpu ? `pinned to ${SETTINGS.redisCpu}` : 'not pinned'}, ` +
    `instances ${SETTINGS.instanceCpus.length ? `pinned to ${SETTINGS.instanceCpus.join(' | ')}` : 'not pinned'}` +
    `, ${SETTINGS.paired ? 'limiters loaded at the same time' : 'one limiter after the other'}` +
    (Object.keys(SETTINGS.serviceEnv).length ? `, service env ${JSON.stringify(SETTINGS.serviceEnv)}` : ''),
);
try {
  for (const count of SETTINGS.instances) {
    const runs: Record<string, Figures[]> = {};
    for (let round = 0; round < SETTINGS.rounds; round++) {
      // Alternate which limiter goes first: drift on a shared machine hits both alike.
      const order = round % 2 ? [...SETTINGS.limiters].reverse() : SETTINGS.limiters;
      for (const turn of SETTINGS.paired ? [order] : order.map((limiter) => [limiter])) {
        if (PINNED_CPUS.length > 0 && SETTINGS.quietWaitSeconds > 0) await untilQuiet(PINNED_CPUS, 0.1, SETTINGS.quietWaitSeconds);
        const figures = await measure(count, turn, redis);
        for (const limiter of turn) {
          (runs[limiter] ??= []).push(figures[limiter]!);
          if (env.FLEET_VERBOSE === '1') console.log(`    round ${round + 1} ${limiter}: ${JSON.stringify(figures[limiter])}`);
        }
      }
    }
    const memory = runs.memory ? median(runs.memory.map((f) => f.serviceUsPerRequest)) : undefined;
    // Each round's ratio: the figure to trust when the two ran at the same time (FLEET_PAIRED). Their
    // geometric mean, not their median: which limiter starts first alternates by round and moves a
    // paired round's ratio by up to a fifth, so every round must count (an even number of them).
    const roundRatios =
      runs.memory && runs.redis ? runs.redis.map((f, round) => f.serviceUsPerRequest / runs.memory![round]!.serviceUsPerRequest) : undefined;
    for (const limiter of SETTINGS.limiters) {
      const figures = runs[limiter]!;
      const service = median(figures.map((f) => f.serviceUsPerRequest));
      const redisFigures = figures.map((f) => f.redisUsPerDecision).filter((v): v is number => v !== undefined);
      console.log(
        `  ${count} instance(s), ${limiter.padEnd(6)} limiter: ${fmt(median(figures.map((f) => f.perSecond))).padStart(7)} requests/s, ` +
          `service ${fmt(service, 1)} µs CPU/request` +
          (memory !== undefined && limiter === 'redis'
            ? ` (${fmt(service / memory, 2)}× in-process; rounds' ratios: geometric mean ${fmt(geometricMean(roundRatios!), 3)}, ${roundRatios!.map((r) => fmt(r, 2)).join(' ')})`
            : '') +
          (redisFigures.length ? `, redis ${fmt(median(redisFigures), 1)} µs CPU/decision` : '') +
          (limiter === 'redis' ? `, ${fmt(median(figures.map((f) => f.redisCallsPerRequest ?? 0)), 3)} script calls/request` : '') +
          `, statuses ${JSON.stringify(figures.at(-1)!.statuses)}`,
      );
    }
  }
} finally {
  await redis.stop();
}
