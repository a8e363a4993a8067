import { describe, expect, it } from 'vitest';
import {
  AdmitRequest,
  NO_SERVICE_EVENTS,
  QuotaPolicy,
  StoreUnavailableError,
  type Admission,
  type ApiKey,
  type TokenBucketStore,
} from '../../core/index.js';
import { InMemoryTokenBucketStore } from '../../adapters/memory/in-memory-token-bucket.store.js';
import { FakeClock } from '../support/fake-clock.js';
import { anApiKey } from '../support/mothers.js';

const BAN = { threshold: 20, windowMs: 60_000, durationMs: 15 * 60_000 };

function given() {
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  const admit = new AdmitRequest(new InMemoryTokenBucketStore(clock), new QuotaPolicy({ anonymousPerMinute: 30, docsPerMinute: 600, ban: BAN }));
  return { clock, admit };
}

async function repeat(times: number, once: () => Promise<Admission>): Promise<Admission[]> {
  const all: Admission[] = [];
  for (let i = 0; i < times; i++) all.push(await once());
  return all;
}

describe('quota policy and admitRequest (fake clock, no sleeping)', () => {
  it('admits 60 requests of a free key in a minute, refuses the 61st, and admits again after Retry-After', async () => {
    const { clock, admit } = given();
    const key = anApiKey({ plan: 'free' });
    const admitted = await repeat(60, () => admit.forKey(key));
    expect(admitted.every((a) => a.outcome === 'admitted')).toBe(true);
    expect(admitted.map((a) => a.status!.remaining)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    const refused = await admit.forKey(key);
    expect(refused.outcome).toBe('limited');
    expect(refused.status!.retryAfter).toBe(1); // one token of a 60/min bucket takes 1 s
    clock.advance(999);
    expect((await admit.forKey(key)).outcome).toBe('limited');
    clock.advance(1000);
    expect((await admit.forKey(key)).outcome).toBe('admitted');
  });

  it('reports the bucket with the fewest tokens: limit, remaining, reset rounded up, IETF fields', async () => {
    const { clock, admit } = given();
    const first = (await admit.forKey(anApiKey({ plan: 'free' }))).status!;
    expect(first.limit).toBe(60);
    expect(first.remaining).toBe(59);
    // One token of 60/min comes back in 1 s: the minute bucket is full 1 s from now.
    expect(first.resetAt).toBe(Math.ceil((clock.now() + 1000) / 1000));
    expect(first.bucket).toEqual({ name: 'minute', capacity: 60, windowMs: 60_000 });
    expect(first.plan.buckets).toEqual([first.bucket, { name: 'day', capacity: 1000, windowMs: 86_400_000 }]);
    expect(first.secondsUntilReset).toBe(1);
    expect(first.retryAfter).toBe(0);
  });

  it('rounds Retry-After up to whole seconds, at least 1', async () => {
    const { clock, admit } = given();
    const key = anApiKey({ plan: 'enterprise', customLimits: { perMinute: 7, perDay: 10_000 } });
    await repeat(7, () => admit.forKey(key));
    clock.advance(100); // 0.0117 of a token back; a token needs 60/7 s ≈ 8.57 s
    expect((await admit.forKey(key)).status!.retryAfter).toBe(Math.ceil((60_000 / 7 - 100) / 1000));
  });

  it('holds a key to its day bucket once the day is spent, and says so in the headers', async () => {
    const { clock, admit } = given();
    const key = anApiKey({ plan: 'enterprise', customLimits: { perMinute: 100, perDay: 150 } });
    expect((await repeat(100, () => admit.forKey(key))).every((a) => a.outcome === 'admitted')).toBe(true);
    clock.advance(60_000);
    const next = await repeat(51, () => admit.forKey(key));
    expect(next.slice(0, 50).every((a) => a.outcome === 'admitted')).toBe(true);
    const refused = next[50]!;
    expect(refused.outcome).toBe('limited');
    expect(refused.status!.limit).toBe(150);
    expect(refused.status!.remaining).toBe(0);
    // A day token takes 86400/150 = 576 s to come back.
    expect(refused.status!.retryAfter).toBeGreaterThan(500);
    expect(refused.status!.retryAfter).toBeLessThanOrEqual(576);
    expect(refused.status!.bucket.name).toBe('day');
    expect(refused.status!.secondsUntilReset).toBeGreaterThan(500);
  });

  it('suspends a key that keeps sending while limited, for the ban duration, then lets it back', async () => {
    const { clock, admit } = given();
    const key = anApiKey({ plan: 'free' });
    await repeat(60, () => admit.forKey(key));
    const strikes = await repeat(20, () => admit.forKey(key));
    expect(strikes.every((a) => a.outcome === 'limited')).toBe(true);
    const banned = await admit.forKey(key);
    expect(banned.outcome).toBe('suspended');
    expect(banned.status!.retryAfter).toBe(900);
    expect(banned.status!.remaining).toBe(0);
    clock.advance(600_000);
    const still = await admit.forKey(key);
    expect(still.outcome).toBe('suspended');
    expect(still.status!.retryAfter).toBe(300);
    clock.advance(300_000);
    expect((await admit.forKey(key)).outcome).toBe('admitted');
  });

  it('does not ban a client that backs off: refusals spread over time never reach the threshold', async () => {
    const { clock, admit } = given();
    const key = anApiKey({ plan: 'free' });
    for (let minute = 0; minute < 5; minute++) {
      await repeat(60, () => admit.forKey(key));
      const refused = await repeat(10, () => admit.forKey(key));
      expect(refused.every((a) => a.outcome === 'limited')).toBe(true);
      clock.advance(60_000);
    }
  });

  it('gives each plan its published limits', async () => {
    const { admit } = given();
    const limits = async (key: ApiKey) => (await admit.forKey(key)).status!.plan.buckets.map((b) => [b.name, b.capacity, b.windowMs]);
    expect(await limits(anApiKey({ plan: 'pro' }))).toEqual([
      ['minute', 300, 60_000],
      ['day', 10_000, 86_400_000],
    ]);
    expect(await limits(anApiKey({ plan: 'business' }))).toEqual([
      ['minute', 1000, 60_000],
      ['day', 100_000, 86_400_000],
    ]);
    expect(await limits(anApiKey({ plan: 'enterprise', customLimits: { perMinute: 5, perDay: 50 } }))).toEqual([
      ['minute', 5, 60_000],
      ['day', 50, 86_400_000],
    ]);
  });

  it('hands every request of one plan the same plan object, so adapters can cache what they derive from it', async () => {
    const { admit } = given();
    const a = (await admit.forKey(anApiKey({ plan: 'enterprise', customLimits: { perMinute: 5, perDay: 50 } }))).status!.plan;
    const b = (await admit.forKey(anApiKey({ plan: 'enterprise', customLimits: { perMinute: 5, perDay: 50 } }))).status!.plan;
    const other = (await admit.forKey(anApiKey({ plan: 'enterprise', customLimits: { perMinute: 5, perDay: 51 } }))).status!.plan;
    expect(a).toBe(b);
    expect(other).not.toBe(a);
  });

  it('counts keys separately, and anonymous callers per address with 30 a minute', async () => {
    const { admit } = given();
    await repeat(60, () => admit.forKey(anApiKey({ id: 'a' })));
    expect((await admit.forKey(anApiKey({ id: 'b' }))).outcome).toBe('admitted');
    const anonymous = await repeat(31, () => admit.forAddress('203.0.113.9'));
    expect(anonymous.filter((a) => a.outcome === 'admitted')).toHaveLength(30);
    expect(anonymous[30]!.outcome).toBe('limited');
    expect(anonymous[0]!.status!.plan.buckets).toEqual([{ name: 'minute', capacity: 30, windowMs: 60_000 }]);
    expect((await admit.forAddress('203.0.113.10')).outcome).toBe('admitted');
  });

  it('gives the public documentation its own budget per address (600 a minute), untouched by failed authentication', async () => {
    const { admit } = given();
    await repeat(31, () => admit.forAddress('203.0.113.9'));
    const docs = await repeat(601, () => admit.forDocs('203.0.113.9'));
    expect(docs.filter((a) => a.outcome === 'admitted')).toHaveLength(600);
    expect(docs[600]!.outcome).toBe('limited');
    expect(docs[0]!.status!.plan.buckets).toEqual([{ name: 'minute', capacity: 600, windowMs: 60_000 }]);
    // Never a ban: an address is shared by everyone behind it.
    expect((await repeat(50, () => admit.forDocs('203.0.113.9'))).every((a) => a.outcome === 'limited')).toBe(true);
    expect((await admit.forDocs('203.0.113.10')).outcome).toBe('admitted');
  });

  it('fails open (unmetered) or closed (StoreUnavailableError) when the store is down, reporting each failure', async () => {
    const down: TokenBucketStore = {
      take: async () => {
        throw new StoreUnavailableError('rate_limiter');
      },
      refund: async () => {
        throw new StoreUnavailableError('rate_limiter');
      },
      peek: async () => {
        throw new StoreUnavailableError('rate_limiter');
      },
      ping: async () => undefined,
    };
    const failures: unknown[] = [];
    const events = { ...NO_SERVICE_EVENTS, limiterFailure: (mode: string, error: unknown) => void failures.push([mode, error]) };
    const open = new AdmitRequest(down, new QuotaPolicy(), 'open', events);
    expect(await open.forKey(anApiKey())).toEqual({ outcome: 'admitted', status: null });
    const closed = new AdmitRequest(down, new QuotaPolicy(), 'closed', events);
    await expect(closed.forKey(anApiKey())).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(failures).toEqual([
      ['open', expect.any(StoreUnavailableError)],
      ['closed', expect.any(StoreUnavailableError)],
    ]);
  });
});
