import { describe, expect, it } from 'vitest';
import { InMemoryTokenBucketStore } from '../../adapters/memory/in-memory-token-bucket.store.js';
import type { BanRule, TakeRequest } from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';

function given(): { clock: FakeClock; store: InMemoryTokenBucketStore } {
  const clock = new FakeClock();
  return { clock, store: new InMemoryTokenBucketStore(clock) };
}

function drain(store: InMemoryTokenBucketStore, request: TakeRequest, times: number): void {
  for (let i = 0; i < times; i++) expect(store.takeNow(request).outcome).toBe('admitted');
}

describe('InMemoryTokenBucketStore', () => {
  describe('refill', () => {
    it('refills one token per windowMs / capacity, continuously', () => {
      const { clock, store } = given();
      const request = { subject: 'k', buckets: [{ capacity: 60, windowMs: 60_000 }] };
      drain(store, request, 60);

      clock.advance(500);
      const half = store.takeNow(request);
      expect(half.outcome).toBe('limited');
      expect(half.levels[0]).toEqual({ tokens: 0.5, msUntilFull: 59_500 });

      clock.advance(500);
      const one = store.takeNow(request);
      expect(one.outcome).toBe('admitted');
      expect(one.levels[0]).toEqual({ tokens: 0, msUntilFull: 60_000 });
    });

    it('admits at the instant a whole token is back, not a millisecond before', () => {
      const { clock, store } = given();
      const request = { subject: 'k', buckets: [{ capacity: 3, windowMs: 1_000 }] };
      drain(store, request, 3);
      clock.advance(333);
      expect(store.takeNow(request).outcome).toBe('limited');
      clock.advance(1);
      expect(store.takeNow(request).outcome).toBe('admitted');
    });

    it('never holds more than its capacity, however long it was idle', () => {
      const { clock, store } = given();
      const request = { subject: 'k', buckets: [{ capacity: 5, windowMs: 1_000 }] };
      store.takeNow(request);
      clock.advance(10_000_000);
      expect(store.takeNow(request).levels[0]).toEqual({ tokens: 4, msUntilFull: 200 });
      drain(store, request, 4);
      expect(store.takeNow(request).outcome).toBe('limited');
    });

    it('keeps each bucket on its own rate: the day bucket is still short after the minute one refilled', () => {
      const { clock, store } = given();
      const request = {
        subject: 'k',
        buckets: [
          { capacity: 2, windowMs: 60_000 },
          { capacity: 3, windowMs: 86_400_000 },
        ],
      };
      drain(store, request, 2);
      clock.advance(60_000);
      const third = store.takeNow(request);
      expect(third.outcome).toBe('admitted');
      expect(third.levels[0]).toEqual({ tokens: 1, msUntilFull: 30_000 });
      expect(third.levels[1]!.tokens).toBeCloseTo(60_000 / 28_800_000, 12);

      clock.advance(60_000);
      const fourth = store.takeNow(request);
      expect(fourth.outcome).toBe('limited');
      expect(fourth.levels[0]).toEqual({ tokens: 2, msUntilFull: 0 }); // nothing taken from the minute bucket
    });
  });

  describe('ban', () => {
    const ban: BanRule = { threshold: 3, windowMs: 60_000, durationMs: 900_000 };
    const request = { subject: 'k', buckets: [{ capacity: 1, windowMs: 1_000 }], ban };

    it('suspends at the refusal after `threshold` strikes, until now + durationMs exactly', () => {
      const { clock, store } = given();
      drain(store, request, 1);
      for (let i = 0; i < 3; i++) expect(store.takeNow(request).outcome).toBe('limited');
      const banned = store.takeNow(request);
      expect(banned.outcome).toBe('suspended');
      expect(banned.suspendedUntil).toBe(clock.now() + 900_000);

      clock.advance(899_999);
      const during = store.takeNow(request);
      expect(during).toMatchObject({ outcome: 'suspended', suspendedUntil: banned.suspendedUntil });
      expect(during.levels[0]).toEqual({ tokens: 1, msUntilFull: 0 });

      clock.advance(1);
      const after = store.takeNow(request);
      expect(after).toMatchObject({ outcome: 'admitted', suspendedUntil: 0 });
    });

    it('starts the subject over when the ban ends: one refusal is a strike again, not a new ban', () => {
      const { clock, store } = given();
      drain(store, request, 1);
      for (let i = 0; i < 4; i++) store.takeNow(request);
      clock.advance(900_000);
      drain(store, request, 1);
      expect(store.takeNow(request).outcome).toBe('limited');
    });

    it('forgets strikes at the rate of the strike bucket: spread-out refusals never ban', () => {
      const { clock, store } = given();
      drain(store, request, 1);
      // One refusal every 20 s = exactly the strike bucket's refill, so it never runs dry.
      for (let i = 0; i < 50; i++) {
        expect(store.takeNow(request).outcome).toBe('limited');
        clock.advance(20_000);
        drain(store, request, 1);
      }
    });

    it('does not evict a banned subject whose buckets are full again', () => {
      const { clock, store } = given();
      drain(store, request, 1);
      for (let i = 0; i < 4; i++) store.takeNow(request);
      clock.advance(120_000);
      for (let i = 0; i < 10; i++) store.takeNow({ subject: `other-${i}`, buckets: [{ capacity: 1, windowMs: 1 }] });
      expect(store.takeNow(request).outcome).toBe('suspended');
    });
  });

  describe('memory', () => {
    it('forgets subjects once their buckets are full again: 100,000 subjects, then a few hundred calls', () => {
      const { clock, store } = given();
      const buckets = [{ capacity: 10, windowMs: 60_000 }];
      for (let i = 0; i < 100_000; i++) store.takeNow({ subject: `addr:${i}`, buckets });
      expect(store.size).toBeGreaterThanOrEqual(99_000);

      clock.advance(5_999); // one token of ten over a minute is back after 6 s
      for (let i = 0; i < 100; i++) store.takeNow({ subject: 'hot', buckets });
      expect(store.size).toBeGreaterThanOrEqual(99_000); // not full yet

      clock.advance(1);
      for (let i = 0; i < 500; i++) store.takeNow({ subject: 'hot', buckets });
      expect(store.size).toBeLessThanOrEqual(2);
      expect(store.takeNow({ subject: 'addr:7', buckets }).levels[0]!.tokens).toBe(9); // forgotten = full
    });

    it('stays within a small multiple of the busy subjects under a stream of new subjects', () => {
      const { clock, store } = given();
      const buckets = [{ capacity: 1, windowMs: 1_000 }];
      let largest = 0;
      // One new subject per millisecond, each busy for 1 s: about 1,000 busy at any time.
      for (let i = 0; i < 100_000; i++) {
        store.takeNow({ subject: `addr:${i}`, buckets });
        clock.advance(1);
        largest = Math.max(largest, store.size);
      }
      expect(largest).toBeLessThan(2_500);
    });

    it('take() resolves to the same decision as takeNow()', async () => {
      const { store } = given();
      const request = { subject: 'k', buckets: [{ capacity: 2, windowMs: 1_000 }] };
      expect((await store.take(request)).levels).toEqual([{ tokens: 1, msUntilFull: 500 }]);
      expect(store.takeNow(request).levels).toEqual([{ tokens: 0, msUntilFull: 1_000 }]);
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('rejects bucket specs that make no sense', async () => {
      const { store } = given();
      await expect(store.take({ subject: 'k', buckets: [{ capacity: 0, windowMs: 1_000 }] })).rejects.toThrow(RangeError);
      await expect(store.take({ subject: 'k', buckets: [{ capacity: 1, windowMs: Number.NaN }] })).rejects.toThrow(RangeError);
    });
  });
});
