import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perTokenUs } from '../../adapters/redis/bucket-levels.js';
import {
  FIRST_LEASE_TOKENS,
  LeasedTokenBucketStore,
  type LeaseAsk,
  type LeaseGrant,
  type LeasingStore,
  type TokenLeaseOptions,
} from '../../adapters/redis/token-leases.js';
import {
  StoreUnavailableError,
  type BucketSpec,
  type BucketsState,
  type SubjectBuckets,
  type TakeRequest,
  type TakeResult,
} from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';

/** A bucket refilled over an hour; the fake Redis refills nothing (its tokens come back only when given back), and a hold of an hour bounds no lease. */
const HOUR_MS = 3_600_000;
const bucketOf = (capacity: number): BucketSpec => ({ capacity, windowMs: HOUR_MS });

interface Call {
  readonly subject: string;
  readonly answer: () => void;
  readonly fail: () => void;
}

/**
 * Redis as the leases see it, shared by the processes a test runs: per subject, the tokens taken
 * (one from every bucket of a take). Each process sends the requests of a subject made in one tick
 * as one call, as the Redis store does; calls wait until the test answers them, so a test decides
 * what is out while requests come. A call decides its takes in order, then grants what its lease ask
 * can have, as the script does: once its takes are all admitted, only while every bucket keeps the
 * reserve.
 */
class FakeRedis {
  readonly taken = new Map<string, number>();
  readonly suspended = new Set<string>();
  readonly calls: Call[] = [];
  /** Every lease ask sent, as asked. */
  readonly asks: LeaseAsk[] = [];
  constructor(readonly clock = new FakeClock()) {}

  process(): FakeProcess {
    return new FakeProcess(this);
  }

  /** Answers the calls out, oldest first, until none is (the requests they let through may send more: those too). */
  async answerAll(): Promise<void> {
    for (;;) {
      // The requests an answer lets through send their calls at the end of the tick after it.
      await settle();
      await settle();
      const call = this.calls.shift();
      if (call === undefined) return;
      call.answer();
    }
  }

  /** Tokens of the subject's buckets left in Redis. */
  left(subject: string, buckets: readonly BucketSpec[]): number {
    return Math.min(...buckets.map((b) => b.capacity)) - (this.taken.get(subject) ?? 0);
  }
}

interface Batch {
  readonly buckets: readonly BucketSpec[];
  readonly takes: PromiseWithResolvers<TakeResult>[];
  lease?: { readonly ask: LeaseAsk; readonly answer: PromiseWithResolvers<LeaseGrant> };
}

/** One process's connection to the FakeRedis: a LeasingStore that counts its calls, and its lease asks out per subject. */
class FakeProcess implements LeasingStore {
  readonly now: () => number;
  private batches = new Map<string, Batch>();
  private readonly asksOut = new Map<string, number>();
  /** The most lease asks ever out at once for one subject. */
  mostAsksOut = 0;
  callsSent = 0;

  constructor(private readonly redis: FakeRedis) {
    this.now = () => redis.clock.now();
  }

  take(request: TakeRequest): Promise<TakeResult> {
    const take = Promise.withResolvers<TakeResult>();
    this.batchOf(request).takes.push(take);
    return take.promise;
  }

  async takeLeasing(request: TakeRequest, ask: LeaseAsk): Promise<{ readonly result: TakeResult; readonly lease: LeaseGrant | undefined }> {
    const [lease, result] = await Promise.all([this.lease(request, ask), this.take(request)]);
    return { result, lease };
  }

  lease(request: TakeRequest, ask: LeaseAsk): Promise<LeaseGrant> {
    const batch = this.batchOf(request);
    expect(batch.lease, 'one lease ask per call').toBeUndefined();
    batch.lease = { ask, answer: Promise.withResolvers<LeaseGrant>() };
    return batch.lease.answer.promise;
  }

  async giveBack({ subject }: SubjectBuckets, tokens: number): Promise<void> {
    this.callsSent++;
    this.redis.taken.set(subject, (this.redis.taken.get(subject) ?? 0) - tokens);
  }

  refund(request: SubjectBuckets): Promise<void> {
    return this.giveBack(request, 1);
  }

  async peek({ subject, buckets }: SubjectBuckets): Promise<BucketsState> {
    return { now: this.now(), levels: levels(buckets, this.redis.taken.get(subject) ?? 0, 0), suspendedUntil: 0 };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}

  private batchOf({ subject, buckets }: TakeRequest): Batch {
    let batch = this.batches.get(subject);
    if (batch === undefined) {
      if (this.batches.size === 0) setImmediate(() => this.send());
      this.batches.set(subject, (batch = { buckets, takes: [] }));
    }
    return batch;
  }

  /** The batches of this tick, one call each. */
  private send(): void {
    const batches = this.batches;
    this.batches = new Map();
    for (const [subject, batch] of batches) {
      this.callsSent++;
      const sentAt = this.now();
      if (batch.lease) {
        this.redis.asks.push(batch.lease.ask);
        const out = (this.asksOut.get(subject) ?? 0) + 1;
        this.asksOut.set(subject, out);
        this.mostAsksOut = Math.max(this.mostAsksOut, out);
      }
      const back = () => batch.lease && this.asksOut.set(subject, this.asksOut.get(subject)! - 1);
      this.redis.calls.push({
        subject,
        fail: () => {
          back();
          const failure = new StoreUnavailableError('rate_limiter');
          for (const take of batch.takes) take.reject(failure);
          batch.lease?.answer.reject(failure);
        },
        answer: () => {
          back();
          this.decide(subject, batch, sentAt);
        },
      });
    }
  }

  private decide(subject: string, { buckets, takes, lease }: Batch, sentAt: number): void {
    const nowUs = this.now() * 1000;
    const state = () => ({ sentAt, redisNowUs: nowUs, fullAtUs: fullAt(buckets, this.redis.taken.get(subject) ?? 0, nowUs) });
    if (this.redis.suspended.has(subject)) {
      for (const take of takes)
        take.resolve({ outcome: 'suspended', now: nowUs / 1000, levels: levels(buckets, 0, 0), suspendedUntil: nowUs / 1000 + 60_000 });
      lease?.answer.resolve({ tokens: 0, state: state(), suspended: true });
      return;
    }
    const admitted = Math.max(0, Math.min(takes.length, this.redis.left(subject, buckets)));
    const leased =
      lease !== undefined && admitted === takes.length
        ? Math.max(0, Math.min(lease.ask.tokens, this.redis.left(subject, buckets) - admitted - lease.ask.reserve))
        : 0;
    const taken = (this.redis.taken.get(subject) ?? 0) + admitted + leased;
    this.redis.taken.set(subject, taken);
    // Take j's levels count the later admissions and the tokens leased with them as the subject's, as the Redis store's do.
    takes.forEach((take, j) =>
      take.resolve(
        j < admitted
          ? { outcome: 'admitted', now: nowUs / 1000, levels: levels(buckets, taken, admitted - 1 - j + leased), suspendedUntil: 0 }
          : { outcome: 'limited', now: nowUs / 1000, levels: levels(buckets, taken, 0), suspendedUntil: 0 },
      ),
    );
    lease?.answer.resolve({ tokens: leased, state: state(), suspended: false });
  }
}

function fullAt(buckets: readonly BucketSpec[], taken: number, nowUs: number): number[] {
  return buckets.map((bucket) => nowUs + taken * perTokenUs(bucket));
}

function levels(buckets: readonly BucketSpec[], taken: number, back: number) {
  return buckets.map((bucket) => {
    const msUntilFull = ((taken - back) * perTokenUs(bucket)) / 1000;
    return { tokens: bucket.capacity - (msUntilFull * bucket.capacity) / bucket.windowMs, msUntilFull };
  });
}

/** Lets every promise already settled run its continuations. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A process leasing tokens through the FakeRedis. */
function leasingProcess(redis: FakeRedis, options: TokenLeaseOptions = {}) {
  const connection = redis.process();
  return { connection, store: new LeasedTokenBucketStore(connection, { reserve: 0, holdMs: HOUR_MS, ...options }) };
}

const remaining = (state: Pick<TakeResult, 'levels'>) => Math.round(state.levels[0]!.tokens);

describe('LeasedTokenBucketStore', () => {
  it('never admits more than the limit, and takes in Redis only tokens it spends or gives back, whatever the interleaving of processes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.oneof(fc.record({ take: fc.nat(2), count: fc.integer({ min: 1, max: 40 }) }), fc.constant('answer' as const)), { maxLength: 60 }),
        async (capacity, reserve, steps) => {
          const redis = new FakeRedis();
          const processes = [0, 1, 2].map(() => leasingProcess(redis, { tokens: 64, reserve }));
          const request = { subject: 'k', buckets: [bucketOf(capacity)] };
          const results: Promise<TakeResult>[] = [];
          for (const step of steps) {
            if (step === 'answer') await redis.answerAll();
            else for (let i = 0; i < step.count; i++) results.push(processes[step.take]!.store.take(request));
            await settle();
          }
          await redis.answerAll();
          const outcomes = await Promise.all(results);
          const admitted = outcomes.filter((result) => result.outcome === 'admitted').length;
          expect(admitted).toBeLessThanOrEqual(capacity);
          // One lease ask out per subject and process at a time.
          for (const { connection } of processes) expect(connection.mostAsksOut).toBeLessThanOrEqual(1);
          // Closed, every process has given back what it did not spend.
          await Promise.all(processes.map(({ store }) => store.close()));
          expect(redis.taken.get('k') ?? 0).toBe(admitted);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reports for each request what one process alone would report without leases, in the order they came', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 12 }), async (bursts) => {
        const leasing = new FakeRedis();
        const plain = new FakeRedis();
        const { store } = leasingProcess(leasing, { tokens: 64 });
        const without = plain.process();
        const request = { subject: 'k', buckets: [bucketOf(5_000), bucketOf(100_000)] };
        for (const burst of bursts) {
          const leased = Array.from({ length: burst }, () => store.take(request));
          const exact = Array.from({ length: burst }, () => without.take(request));
          await leasing.answerAll();
          await plain.answerAll();
          expect((await Promise.all(leased)).map(remaining)).toEqual((await Promise.all(exact)).map(remaining));
        }
        // Its own view of the buckets too: the tokens it holds are still the subject's.
        expect(remaining(await store.peek(request))).toBe(remaining(await without.peek(request)));
      }),
      { numRuns: 50 },
    );
  });

  it('sends one call for a burst that finds the lease spent while its renewal is out: they wait for its tokens', async () => {
    const redis = new FakeRedis();
    const { connection, store } = leasingProcess(redis, { tokens: 1_024 });
    const request = { subject: 'k', buckets: [bucketOf(100_000)] };
    const first = store.take(request);
    const burst = Array.from({ length: 20 }, () => store.take(request));
    await settle();
    expect(connection.callsSent).toBe(1);
    await redis.answerAll();
    expect((await Promise.all([first, ...burst])).every((result) => result.outcome === 'admitted')).toBe(true);
    // The first call's lease served the burst; what it did not cover went to Redis in one more call at most.
    expect(connection.callsSent).toBeLessThanOrEqual(2);
    expect(connection.mostAsksOut).toBe(1);
  });

  it('never asks for more than `tokens`, than what any bucket refills within a hold, nor what would leave a bucket under its reserve', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ capacity: fc.integer({ min: 1, max: 1_000_000 }), windowMs: fc.integer({ min: 1_000, max: 86_400_000 }) }),
        fc.integer({ min: 1, max: 4_096 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        async (bucket, tokens, reserve, holdMs) => {
          const redis = new FakeRedis();
          const { store } = leasingProcess(redis, { tokens, reserve, holdMs });
          const request = { subject: 'k', buckets: [bucket] };
          for (let round = 0; round < 6; round++) {
            const takes = Array.from({ length: 200 }, () => store.take(request));
            await redis.answerAll();
            await Promise.all(takes);
          }
          for (const ask of redis.asks) {
            expect(ask.tokens).toBeLessThanOrEqual(tokens);
            expect(ask.tokens).toBeLessThanOrEqual((holdMs * bucket.capacity) / bucket.windowMs);
            expect(ask.tokens).toBeLessThanOrEqual(bucket.capacity - reserve);
            expect(ask.reserve).toBe(reserve);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('grows its lease while requests outrun its renewals, up to `tokens`, and starts small again after a quiet hold', async () => {
    const redis = new FakeRedis();
    const { store } = leasingProcess(redis, { tokens: 300, holdMs: 250 });
    // Refilling 300 tokens within the hold: the hold does not bound the lease below `tokens`.
    const request = { subject: 'k', buckets: [{ capacity: 1_000_000, windowMs: 250_000 }] };
    for (let round = 0; round < 10; round++) {
      // More requests than the lease holds come while its renewal is out.
      const takes = Array.from({ length: 400 }, () => store.take(request));
      await redis.answerAll();
      await Promise.all(takes);
    }
    const sizes = redis.asks.map((ask) => ask.tokens);
    expect(sizes[0]).toBe(FIRST_LEASE_TOKENS);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(300);
    expect(sizes.at(-1)).toBeGreaterThan(FIRST_LEASE_TOKENS);

    redis.clock.advance(250);
    const asked = redis.asks.length;
    const take = store.take(request);
    await redis.answerAll();
    await take;
    expect(redis.asks[asked]!.tokens).toBeLessThanOrEqual(FIRST_LEASE_TOKENS);
  });

  it('gives back what it holds once its hold is over', async () => {
    const redis = new FakeRedis();
    const { store } = leasingProcess(redis, { holdMs: 250 });
    const request = { subject: 'k', buckets: [{ capacity: 1_000_000, windowMs: 250_000 }] };
    const take = store.take(request);
    await redis.answerAll();
    await take;
    expect(redis.taken.get('k')).toBeGreaterThan(1);
    redis.clock.advance(250);
    // Ended when next looked at: the next take finds no lease, and the tokens are back.
    const next = store.take(request);
    await settle();
    expect(redis.taken.get('k')).toBe(1);
    await redis.answerAll();
    await next;
  });

  it('spends nothing more of its lease once Redis answers that the subject is suspended, and gives it back', async () => {
    const redis = new FakeRedis();
    const { store } = leasingProcess(redis);
    const request = { subject: 'k', buckets: [bucketOf(100_000)] };
    const first = store.take(request);
    await redis.answerAll();
    let admitted = (await first).outcome === 'admitted' ? 1 : 0;
    // A ban started elsewhere; the lease is spent until its renewal goes out, and Redis answers it "suspended".
    redis.suspended.add('k');
    while (redis.calls.length === 0) {
      expect((await store.take(request)).outcome).toBe('admitted');
      admitted++;
      await settle();
    }
    await redis.answerAll();
    const after = Array.from({ length: 5 }, () => store.take(request));
    await redis.answerAll();
    expect((await Promise.all(after)).map((result) => result.outcome)).toEqual(Array(5).fill('suspended'));
    // What it held and did not spend went back.
    expect(redis.taken.get('k')).toBe(admitted);
  });

  it('fails the requests waiting for a call that fails with its failure, sending none of their own', async () => {
    const redis = new FakeRedis();
    const { connection, store } = leasingProcess(redis);
    const request = { subject: 'k', buckets: [bucketOf(100_000)] };
    const first = store.take(request);
    await settle();
    const waiting = Array.from({ length: 5 }, () => store.take(request));
    await settle();
    expect(redis.calls).toHaveLength(1);
    redis.calls.shift()!.fail();
    for (const take of [first, ...waiting]) await expect(take).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(connection.callsSent).toBe(1);
  });
});
