/**
 * Rate-limiter store throughput and memory. Run: npm run bench:limiter
 * (compiles to dist-bench/ and runs node --expose-gc). Figures are for this machine only; the
 * baseline measured in the same run is what makes them comparable across machines.
 */
import { InMemoryTokenBucketStore } from '../adapters/memory/in-memory-token-bucket.store.js';
import { systemClock } from '../adapters/node/system-clock.js';
import { createRedisClient, whenRedisReady } from '../adapters/redis/redis-client.js';
import { RedisTokenBucketStore } from '../adapters/redis/redis-token-bucket.store.js';
import type { BucketSpec, Clock, TakeRequest } from '../core/index.js';
import { redisServerSkipReason, startRedisServer } from '../tools/redis-server.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Capacities that never run out during the run, so every decision takes the write path. */
const ROOMY: readonly BucketSpec[] = [
  { capacity: 1e9, windowMs: MINUTE },
  { capacity: 1e9, windowMs: DAY },
];
/** The Free plan (60/min, 1,000/day): one subject is refused almost always. */
const FREE: readonly BucketSpec[] = [
  { capacity: 60, windowMs: MINUTE },
  { capacity: 1_000, windowMs: DAY },
];
const BAN = { threshold: 20, windowMs: MINUTE, durationMs: 15 * MINUTE };

const gc = (globalThis as { gc?: () => void }).gc;
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;

function rate(operations: number, run: () => void): number {
  const started = process.hrtime.bigint();
  run();
  return operations / (Number(process.hrtime.bigint() - started) / 1e9);
}

function best(times: number, measure: () => number): number {
  let top = 0;
  for (let i = 0; i < times; i++) top = Math.max(top, measure());
  return top;
}

function memoryThroughput(): void {
  const N = 3_000_000;
  const SUBJECTS = 100_000;
  const subjects = Array.from({ length: SUBJECTS }, (_, i) => `key:${i.toString(36).padStart(8, '0')}`);

  const one = new InMemoryTokenBucketStore(systemClock);
  const oneRequest: TakeRequest = { subject: subjects[0]!, buckets: ROOMY, ban: BAN };
  const oneSubject = best(3, () =>
    rate(N, () => {
      for (let i = 0; i < N; i++) one.takeNow(oneRequest);
    }),
  );

  const free = new InMemoryTokenBucketStore(systemClock);
  const freeRequest: TakeRequest = { subject: subjects[0]!, buckets: FREE, ban: BAN };
  const oneSubjectRefused = best(3, () =>
    rate(N, () => {
      for (let i = 0; i < N; i++) free.takeNow(freeRequest);
    }),
  );

  const many = new InMemoryTokenBucketStore(systemClock);
  const requests: TakeRequest[] = subjects.map((subject) => ({ subject, buckets: FREE, ban: BAN }));
  const rotating = best(3, () =>
    rate(N, () => {
      for (let i = 0; i < N; i++) many.takeNow(requests[i % SUBJECTS]!);
    }),
  );

  // Baseline: the least a per-subject counter in a Map costs, over the same subjects.
  const counters = new Map<string, number>();
  const baselineOne = best(3, () =>
    rate(N, () => {
      const s = subjects[0]!;
      for (let i = 0; i < N; i++) counters.set(s, (counters.get(s) ?? 0) + 1);
    }),
  );
  const baselineMany = best(3, () =>
    rate(N, () => {
      for (let i = 0; i < N; i++) {
        const s = requests[i % SUBJECTS]!.subject;
        counters.set(s, (counters.get(s) ?? 0) + 1);
      }
    }),
  );

  console.log('In-memory store (one core, best of 3 runs of %s decisions, 2 buckets + ban rule, system clock)', fmt(N));
  console.log(`  one subject, admitted:            ${fmt(oneSubject)} decisions/s`);
  console.log(`  one subject, refused (Free plan): ${fmt(oneSubjectRefused)} decisions/s`);
  console.log(`  100,000 rotating subjects (Free): ${fmt(rotating)} decisions/s   (size ${fmt(many.size)})`);
  console.log(`  baseline Map get+set, 1 key:      ${fmt(baselineOne)} ops/s -> store at ${(oneSubject / baselineOne).toFixed(2)}x`);
  console.log(`  baseline Map get+set, 100k keys:  ${fmt(baselineMany)} ops/s -> store at ${(rotating / baselineMany).toFixed(2)}x`);
}

async function memoryAsyncThroughput(): Promise<void> {
  const N = 1_000_000;
  const store = new InMemoryTokenBucketStore(systemClock);
  const request: TakeRequest = { subject: 'key:async', buckets: ROOMY, ban: BAN };
  const started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await store.take(request);
  const perSecond = N / (Number(process.hrtime.bigint() - started) / 1e9);
  console.log(`  one subject through take() (await per decision): ${fmt(perSecond)} decisions/s`);
}

function memoryFootprint(): void {
  if (!gc) {
    console.log('Heap: skipped (run node with --expose-gc)');
    return;
  }
  let now = Date.UTC(2026, 0, 1);
  const clock: Clock = { now: () => now };
  const store = new InMemoryTokenBucketStore(clock);
  const SUBJECTS = 1_000_000;
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < SUBJECTS; i++) store.takeNow({ subject: `key:${i}`, buckets: FREE, ban: BAN });
  gc();
  const busy = process.memoryUsage().heapUsed;
  const busySize = store.size;

  now += DAY; // every bucket is full again
  let calls = 0;
  while (store.size > 10 && calls < 100_000) {
    store.takeNow({ subject: 'key:hot', buckets: FREE, ban: BAN });
    calls++;
  }
  gc();
  const idle = process.memoryUsage().heapUsed;
  console.log(`Heap held by the in-memory store (Free plan, ban rule; after gc):`);
  console.log(
    `  ${fmt(busySize)} subjects just used: +${mb(busy - before)} (${fmt((busy - before) / SUBJECTS)} bytes per subject, key string included)`,
  );
  console.log(`  after they went idle and ${fmt(calls)} more decisions swept them: +${mb(idle - before)} (size ${fmt(store.size)})`);
}

async function redisThroughput(): Promise<void> {
  const skip = redisServerSkipReason();
  if (skip) {
    console.log(`Redis: skipped: ${skip}`);
    return;
  }
  const server = await startRedisServer();
  const client = createRedisClient(server.url, { commandTimeoutMs: 2_000 });
  try {
    await whenRedisReady(client, 5_000);
    const store = new RedisTokenBucketStore(client, { keyPrefix: 'bench:', ownsClient: false });
    const SUBJECTS = 10_000;
    const requests: TakeRequest[] = Array.from({ length: SUBJECTS }, (_, i) => ({ subject: `key:${i}`, buckets: FREE, ban: BAN }));
    for (let i = 0; i < 2_000; i++) await store.take(requests[i % SUBJECTS]!); // warm-up

    const sequential = 20_000;
    let started = process.hrtime.bigint();
    for (let i = 0; i < sequential; i++) await store.take(requests[i % SUBJECTS]!);
    const oneAtATime = sequential / (Number(process.hrtime.bigint() - started) / 1e9);

    const total = 200_000;
    const inFlight = 64;
    let next = 0;
    // Redis's own CPU (user + system, INFO cpu) and the script's time per call (INFO commandstats).
    const redisCpu = async (): Promise<number> => {
      const info = await client.info('cpu');
      return Number(/used_cpu_sys:([\d.]+)/.exec(info)?.[1]) + Number(/used_cpu_user:([\d.]+)/.exec(info)?.[1]);
    };
    await client.config('RESETSTAT');
    const cpuBefore = await redisCpu();
    started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < total) await store.take(requests[next++ % SUBJECTS]!);
      }),
    );
    const pipelined = total / (Number(process.hrtime.bigint() - started) / 1e9);
    const cpuPerDecision = (((await redisCpu()) - cpuBefore) * 1e6) / total;
    const scriptUs = /cmdstat_evalsha:calls=\d+,usec=\d+,usec_per_call=([\d.]+)/.exec(await client.info('commandstats'))?.[1];

    console.log('Redis store (loopback, redis-server on this machine, one connection, 2 buckets + ban rule)');
    console.log(`  1 request at a time:  ${fmt(oneAtATime)} decisions/s (${(1e6 / oneAtATime).toFixed(0)} µs per round trip)`);
    console.log(`  ${inFlight} in flight:         ${fmt(pipelined)} decisions/s`);
    console.log(`  Redis CPU per decision (${inFlight} in flight): ${cpuPerDecision.toFixed(1)} µs; script time per EVALSHA: ${scriptUs ?? '?'} µs`);
  } finally {
    await client.quit().catch(() => client.disconnect());
    await server.stop();
  }
}

console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
memoryThroughput();
await memoryAsyncThroughput();
memoryFootprint();
await redisThroughput();
