import { afterAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, type BanRule, type BucketSpec, type TakeRequest, type TakeResult, type TokenBucketStore } from '../../core/index.js';
import type { FakeClock } from '../support/fake-clock.js';
import { failuresOf, type ContractHarness } from './harness.js';

/** Time as the suite sees the store's clock. */
interface SuiteTime {
  now(): number;
  /** Lets `ms` go by for the store. */
  pass(ms: number): Promise<void>;
  /** How far the store's clock may be from `now()` (ms). */
  readonly skewMs: number;
}

/**
 * The harness's clock, moved at once, when the adapter takes one; otherwise the real clock, waited
 * on (Redis decides on its server's TIME): windows are then short, and every timing assertion
 * leaves a wide margin, so the same cases hold on both.
 */
function timeOf(clock: FakeClock | undefined): SuiteTime {
  if (clock) return { now: () => clock.now(), pass: async (ms) => clock.advance(ms), skewMs: 0 };
  return { now: () => Date.now(), pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), skewMs: 1_000 };
}

let subjects = 0;
const aSubject = (): string => `contract:${process.pid}:${++subjects}:${Date.now()}`;
/** A bucket whose refill is negligible during a test. */
const slow = (capacity: number): BucketSpec => ({ capacity, windowMs: 600_000 });

async function takeTimes(store: TokenBucketStore, request: TakeRequest, times: number): Promise<TakeResult[]> {
  const results: TakeResult[] = [];
  for (let i = 0; i < times; i++) results.push(await store.take(request));
  return results;
}

/** Behaviour every TokenBucketStore adapter must share; run once per adapter. */
export function describeTokenBucketStoreContract(adapter: string, harness: ContractHarness<TokenBucketStore>): void {
  const time = timeOf(harness.clock);
  describe.skipIf(Boolean(harness.skip))(`TokenBucketStore contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('admits up to the capacity, then answers limited and takes nothing', async () => {
      const store = await harness.create();
      const request = { subject: aSubject(), buckets: [slow(3)] };
      const admitted = await takeTimes(store, request, 3);
      expect(admitted.map((r) => r.outcome)).toEqual(['admitted', 'admitted', 'admitted']);
      expect(admitted.map((r) => Math.round(r.levels[0]!.tokens))).toEqual([2, 1, 0]);

      const refused = await takeTimes(store, request, 2);
      for (const result of refused) {
        expect(result.outcome).toBe('limited');
        expect(result.suspendedUntil).toBe(0);
        expect(result.levels[0]!.tokens).toBeGreaterThanOrEqual(0);
        expect(result.levels[0]!.tokens).toBeLessThan(0.01);
      }
    });

    it('reports one level per bucket, in request order, with the time until full', async () => {
      const store = await harness.create();
      const before = time.now();
      const result = await store.take({ subject: aSubject(), buckets: [slow(3), { capacity: 10, windowMs: 1_000_000 }] });
      const after = time.now();

      expect(result.outcome).toBe('admitted');
      expect(result.suspendedUntil).toBe(0);
      // The store's own clock: the harness's, or the server's on the same machine, so close to ours.
      expect(result.now).toBeGreaterThanOrEqual(before - time.skewMs);
      expect(result.now).toBeLessThanOrEqual(after + time.skewMs);
      expect(result.levels).toHaveLength(2);
      const [minute, day] = result.levels;
      expect(minute!.tokens).toBeCloseTo(2, 2);
      expect(minute!.msUntilFull).toBeGreaterThan(199_000);
      expect(minute!.msUntilFull).toBeLessThanOrEqual(200_000);
      expect(day!.tokens).toBeCloseTo(9, 2);
      expect(day!.msUntilFull).toBeGreaterThan(99_000);
      expect(day!.msUntilFull).toBeLessThanOrEqual(100_000);
    });

    it('takes from every bucket or from none: the tightest bucket decides', async () => {
      const store = await harness.create();
      const request = { subject: aSubject(), buckets: [slow(5), slow(2)] };
      expect((await takeTimes(store, request, 2)).map((r) => r.outcome)).toEqual(['admitted', 'admitted']);

      const refused = await store.take(request);
      expect(refused.outcome).toBe('limited');
      expect(refused.levels).toHaveLength(2);
      expect(refused.levels[0]!.tokens).toBeCloseTo(3, 2);
      expect(refused.levels[1]!.tokens).toBeLessThan(0.01);

      // A wider bucket for the same subject is still drawn on only together with the tight one.
      const again = await store.take(request);
      expect(again.outcome).toBe('limited');
      expect(again.levels[0]!.tokens).toBeCloseTo(3, 2);
    });

    it('refills continuously over the window', async () => {
      const store = await harness.create();
      // A token every 500 ms: the four takes below have half a second before one comes back,
      // comfortable even on a loaded machine.
      const request = { subject: aSubject(), buckets: [{ capacity: 3, windowMs: 1_500 }] };
      await takeTimes(store, request, 3);
      expect((await store.take(request)).outcome).toBe('limited');

      await time.pass(1_800); // the time from empty to full, and a margin
      const refilled = await store.take(request);
      expect(refilled.outcome).toBe('admitted');
      expect(refilled.levels[0]!.tokens).toBeCloseTo(2, 1);
      expect(refilled.levels[0]!.msUntilFull).toBeGreaterThan(0);
      expect(refilled.levels[0]!.msUntilFull).toBeLessThanOrEqual(500 + 1);
      expect((await takeTimes(store, request, 2)).map((r) => r.outcome)).toEqual(['admitted', 'admitted']);
    });

    it('without a ban rule, keeps answering limited however often it is refused', async () => {
      const store = await harness.create();
      const request = { subject: aSubject(), buckets: [slow(1)] };
      await store.take(request);
      const refused = await takeTimes(store, request, 30);
      expect(new Set(refused.map((r) => r.outcome))).toEqual(new Set(['limited']));
    });

    it('suspends a subject refused more than the threshold, takes nothing while suspended, and admits it after', async () => {
      const store = await harness.create();
      const ban: BanRule = { threshold: 2, windowMs: 60_000, durationMs: 1_500 };
      const request = { subject: aSubject(), buckets: [{ capacity: 1, windowMs: 400 }], ban };

      const [first, strike1, strike2, banned] = await takeTimes(store, request, 4);
      expect(first!.outcome).toBe('admitted');
      expect(strike1!.outcome).toBe('limited');
      expect(strike2!.outcome).toBe('limited');
      expect(banned!.outcome).toBe('suspended');
      expect(banned!.suspendedUntil - banned!.now).toBeCloseTo(ban.durationMs, 0);
      expect(banned!.banStarted).toBe(true);
      expect(banned!.levels).toHaveLength(1);

      await time.pass(600); // the bucket is full again, but the ban goes on
      const during = await store.take(request);
      expect(during.outcome).toBe('suspended');
      expect(during.suspendedUntil).toBe(banned!.suspendedUntil);
      expect(during.banStarted ?? false).toBe(false);
      expect(during.levels[0]!.tokens).toBeCloseTo(1, 5);
      expect((await store.take(request)).levels[0]!.tokens).toBeCloseTo(1, 5); // nothing taken

      await time.pass(Math.max(0, banned!.suspendedUntil - during.now) + 300);
      const after = await store.take(request);
      expect(after.outcome).toBe('admitted');
      expect(after.suspendedUntil).toBe(0);
    });

    it('a threshold of zero suspends at the first refusal', async () => {
      const store = await harness.create();
      const request = { subject: aSubject(), buckets: [slow(1)], ban: { threshold: 0, windowMs: 60_000, durationMs: 60_000 } };
      expect((await store.take(request)).outcome).toBe('admitted');
      const banned = await store.take(request);
      expect(banned.outcome).toBe('suspended');
      expect(banned.suspendedUntil).toBeGreaterThan(banned.now + 59_000);
    });

    it('keeps subjects independent', async () => {
      const store = await harness.create();
      const buckets = [slow(2)];
      const ban: BanRule = { threshold: 0, windowMs: 60_000, durationMs: 60_000 };
      const busy = aSubject();
      await takeTimes(store, { subject: busy, buckets, ban }, 3);
      expect((await store.take({ subject: busy, buckets, ban })).outcome).toBe('suspended');

      const other = await store.take({ subject: aSubject(), buckets, ban });
      expect(other.outcome).toBe('admitted');
      expect(other.levels[0]!.tokens).toBeCloseTo(1, 2);
    });

    it('admits exactly the capacity out of 200 concurrent takes', async () => {
      const store = await harness.create();
      const request = { subject: aSubject(), buckets: [slow(50)] };
      const results = await Promise.all(Array.from({ length: 200 }, () => store.take(request)));
      expect(results.filter((r) => r.outcome === 'admitted')).toHaveLength(50);
      expect(results.filter((r) => r.outcome === 'limited')).toHaveLength(150);
    });

    it('peeks at the buckets as they stand, taking nothing and counting no strike', async () => {
      const store = await harness.create();
      const request = { subject: aSubject(), buckets: [slow(3), slow(10)], ban: { threshold: 0, windowMs: 60_000, durationMs: 60_000 } };
      const fresh = await store.peek(request);
      expect(fresh.levels.map((level) => level.tokens)).toEqual([3, 10]);
      expect(fresh.suspendedUntil).toBe(0);
      await takeTimes(store, request, 3);
      for (let i = 0; i < 5; i++) expect((await store.peek(request)).levels[0]!.tokens).toBeLessThan(0.01);
      // The peeks were no refusals: the next take is the first refused one, which the zero threshold bans.
      const banned = await store.take(request);
      expect(banned).toMatchObject({ outcome: 'suspended', banStarted: true });
      const during = await store.peek(request);
      expect(during.suspendedUntil).toBe(banned.suspendedUntil);
      expect(during.levels[1]!.tokens).toBeCloseTo(7, 2);
    });

    it("gives back what a take took, in every bucket, never beyond a bucket's capacity", async () => {
      const store = await harness.create();
      const request = { subject: aSubject(), buckets: [slow(3), slow(10)] };
      await takeTimes(store, request, 3);
      expect((await store.take(request)).outcome).toBe('limited');
      await store.refund(request);
      const after = await store.peek(request);
      expect(after.levels[0]!.tokens).toBeCloseTo(1, 2);
      expect(after.levels[1]!.tokens).toBeCloseTo(8, 2);
      expect((await store.take(request)).outcome).toBe('admitted');
      // Full buckets stay full; a subject never seen has nothing to give back.
      const full = { subject: aSubject(), buckets: [slow(3)] };
      await store.take(full);
      await store.refund(full);
      await store.refund(full);
      expect((await store.peek(full)).levels[0]!.tokens).toBeCloseTo(3, 5);
      await store.refund({ subject: aSubject(), buckets: [slow(3)] });
    });

    it('keeps takes and refunds exact in a concurrent burst: what is left is the capacity less the takes admitted, plus the refunds', async () => {
      const store = await harness.create();
      const request = {
        subject: aSubject(),
        buckets: [
          { capacity: 50, windowMs: 3_600_000_000 },
          { capacity: 1_000, windowMs: 3_600_000_000 },
        ],
      };
      // Empty the tight bucket, then race 40 refunds against 60 takes.
      expect((await Promise.all(Array.from({ length: 50 }, () => store.take(request)))).every((r) => r.outcome === 'admitted')).toBe(true);
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          i % 5 < 2 ? store.refund(request).then(() => 'refund' as const) : store.take(request).then((r) => r.outcome),
        ),
      );
      const admitted = burst.filter((outcome) => outcome === 'admitted').length;
      expect(burst.filter((outcome) => outcome === 'refund')).toHaveLength(40);
      expect(admitted).toBeGreaterThan(0);
      expect(admitted).toBeLessThanOrEqual(40);
      const [minute, day] = (await store.peek(request)).levels;
      expect(minute!.tokens).toBeCloseTo(40 - admitted, 1);
      expect(day!.tokens).toBeCloseTo(1_000 - 50 - admitted + 40, 1);
    });

    it('answers ping when reachable', async () => {
      const store = await harness.create();
      await expect(store.ping()).resolves.toBeUndefined();
    });

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects take, refund, peek and ping with StoreUnavailableError while its store is unreachable', async () => {
        const store = await unavailable();
        const failures = await failuresOf([
          () => store.take({ subject: aSubject(), buckets: [slow(3)] }),
          () => store.refund({ subject: aSubject(), buckets: [slow(3)] }),
          () => store.peek({ subject: aSubject(), buckets: [slow(3)] }),
          () => store.ping(),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED TokenBucketStore contract (${adapter}): ${harness.skip}`);
}
