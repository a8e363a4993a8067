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
import { redisServerSkipReason, scriptCallsIn, startRedisServer } from '../test/support/redis-server.js';

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
    const started = process.hrtime.bigint();
    for (let i = 0; i < sequential; i++) await store.take(requests[i % SUBJECTS]!);
    const oneAtATime = sequential / (Number(process.hrtime.bigint() - started) / 1e9);

    // Redis's own CPU (user + system, INFO cpu) and the script's time per call (INFO commandstats).
    const redisCpu = async (): Promise<number> => {
      const info = await client.info('cpu');
      return Number(/used_cpu_sys:([\d.]+)/.exec(info)?.[1]) + Number(/used_cpu_user:([\d.]+)/.exec(info)?.[1]);
    };
    const inFlight = 64;
    /** `total` decisions, `parallel` at a time, through `store`: decisions/s, Redis CPU and script calls per decision. */
    const run = async (store: RedisTokenBucketStore, total: number, requestAt: (i: number) => TakeRequest, parallel = inFlight) => {
      let next = 0;
      await client.config('RESETSTAT');
      const cpuBefore = await redisCpu();
      const begun = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          while (next < total) await store.take(requestAt(next++));
        }),
      );
      const perSecond = total / (Number(process.hrtime.bigint() - begun) / 1e9);
      const cpuUs = (((await redisCpu()) - cpuBefore) * 1e6) / total;
      const stats = await client.info('commandstats');
      const calls = scriptCallsIn(stats);
      return {
        perSecond,
        cpuUs,
        callsPerDecision: calls / total,
        scriptUs: /cmdstat_evalsha:calls=\d+,usec=\d+,usec_per_call=([\d.]+)/.exec(stats)?.[1],
      };
    };
    const line = (label: string, f: Awaited<ReturnType<typeof run>>, baseline?: Awaited<ReturnType<typeof run>>): void =>
      console.log(
        `  ${label.padEnd(44)} ${fmt(f.perSecond).padStart(9)} decisions/s, Redis CPU ${f.cpuUs.toFixed(1).padStart(5)} µs/decision, ` +
          `${f.callsPerDecision.toFixed(3)} script calls/decision` +
          (baseline ? ` (Redis CPU ${(f.cpuUs / baseline.cpuUs).toFixed(2)}× the line above)` : ''),
      );

    // Every request of a different subject: one script call each (nothing to coalesce or note).
    const rotating = await run(store, 200_000, (i) => requests[i % SUBJECTS]!);
    // One busy subject with room to spare: its concurrent requests share script calls.
    const hot: TakeRequest = { subject: 'key:hot', buckets: ROOMY, ban: BAN };
    const hotOne = await run(store, 200_000, () => hot);
    // A 429 storm, one request at a time (nothing to coalesce): Free subjects far over their limit,
    // each for 500 requests, so that part of the storm is refused (strikes) and part suspended.
    const unnoted = new RedisTokenBucketStore(client, { keyPrefix: 'bench-unnoted:', ownsClient: false, refusalNotes: false });
    const storm = (i: number): TakeRequest => ({ subject: `key:storm:${Math.floor(i / 500)}`, buckets: FREE, ban: BAN });
    const stormPlain = await run(unnoted, 20_000, storm, 1);
    const stormNoted = await run(store, 20_000, storm, 1);

    console.log('Redis store (loopback, redis-server on this machine, one connection, 2 buckets + ban rule)');
    console.log(`  1 request at a time:  ${fmt(oneAtATime)} decisions/s (${(1e6 / oneAtATime).toFixed(0)} µs per round trip)`);
    console.log(`  ${inFlight} in flight; the script's own time per EVALSHA (rotating subjects): ${rotating.scriptUs ?? '?'} µs`);
    line('10,000 rotating subjects (one call each)', rotating);
    line('one busy subject (coalesced per tick)', hotOne, rotating);
    line('429 storm, 1 at a time, notes off', stormPlain);
    line('429 storm, 1 at a time, refused subjects noted', stormNoted, stormPlain);
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
