import { describe, expect, it } from 'vitest';
import { FIRST_LEASE_TOKENS, TokenLeases, type LeaseState, type TokenLeaseOptions } from '../../adapters/redis/token-leases.js';
import { FakeClock } from '../support/fake-clock.js';

/** A busy enterprise key's buckets: 100 million a minute, a billion a day (the benchmarks' key). */
const plan = {
  buckets: [
    { capacity: 100_000_000, windowMs: 60_000 },
    { capacity: 1_000_000_000, windowMs: 86_400_000 },
  ],
};

/** Leases driven as the Redis store drives them, Redis granting whatever is asked; `givenBack` records what ends unspent. */
function leasesFor(options: TokenLeaseOptions = {}) {
  const clock = new FakeClock(0);
  const givenBack: number[] = [];
  const leases = new TokenLeases<typeof plan>(
    options,
    async (_key, _plan, tokens) => void givenBack.push(tokens),
    () => clock.now(),
  );
  const maximum = leases.tokensFor(plan.buckets);
  const state = (): LeaseState => ({ sentAt: clock.now(), redisNowUs: clock.now() * 1_000, fullAtUs: [0, 0] });
  /** A script call asking for the lease, answered: what it asked for (and was granted). */
  const call = (): number => {
    const asked = leases.ask('k', plan, maximum);
    if (asked > 0) {
      leases.grant('k', plan, asked, state());
      leases.answered('k', asked);
    }
    return asked;
  };
  /** Spends leased tokens until one says to renew (a quarter left), as requests do. */
  const spendToRenewal = (): void => {
    while (!leases.spend('k', plan)!.renew);
  };
  /** A renewal that requests outran: it is asked for, requests find the lease spent and wait for it, it is answered. */
  const outrunRenewal = async (): Promise<number> => {
    spendToRenewal();
    const asked = leases.ask('k', plan, maximum);
    while (leases.spend('k', plan) !== undefined);
    const waiting = [leases.renewal('k')!, leases.renewal('k')!, leases.renewal('k')!];
    leases.grant('k', plan, asked, state());
    leases.answered('k', asked);
    await Promise.all(waiting);
    return asked;
  };
  return { clock, leases, givenBack, call, spendToRenewal, outrunRenewal };
}

describe('TokenLeases: how big a lease is', () => {
  it(`starts at ${FIRST_LEASE_TOKENS} tokens, and a renewal no request outran tops it up to that again`, () => {
    const { leases, call, spendToRenewal } = leasesFor();
    expect(call()).toBe(FIRST_LEASE_TOKENS);
    spendToRenewal();
    expect(leases.held('k', plan)).toBe(FIRST_LEASE_TOKENS / 4);
    expect(call()).toBe(FIRST_LEASE_TOKENS - FIRST_LEASE_TOKENS / 4);
    expect(leases.held('k', plan)).toBe(FIRST_LEASE_TOKENS);
  });

  it('doubles each time requests found it spent while its renewal was out (once per renewal, however many waited), up to `tokens`', async () => {
    const { leases, call, outrunRenewal } = leasesFor({ tokens: 200 });
    call();
    // Each renewal asks for what the size before it tops up (a quarter was left when it went out); requests outran it.
    expect(await outrunRenewal()).toBe(32 - 8);
    expect(await outrunRenewal()).toBe(64 - 6);
    expect(await outrunRenewal()).toBe(128 - 14);
    expect(await outrunRenewal()).toBe(200 - 28);
    expect(await outrunRenewal()).toBe(200 - 43);
    expect(leases.held('k', plan)).toBe(157);
  });

  it('grows no further than what the plan allows: what every bucket refills within a hold, and what it holds beyond its reserve', () => {
    const leases = new TokenLeases(
      { tokens: 1_024, reserve: 1_024, holdMs: 250 },
      async () => undefined,
      () => 0,
    );
    // 6,000 a minute refill 25 in 250 ms.
    expect(leases.tokensFor([{ capacity: 6_000, windowMs: 60_000 }])).toBe(25);
    // A bucket refilling fast but holding 1,060: 36 beyond the reserve.
    expect(leases.tokensFor([{ capacity: 1_060, windowMs: 1_000 }])).toBe(36);
    // At or under the reserve (every Business key's 1,000 a minute): never leased.
    expect(leases.tokensFor([{ capacity: 1_000, windowMs: 1 }])).toBe(0);
    expect(leases.tokensFor(plan.buckets)).toBe(1_024);
  });

  it('starts small again once a lease ran out its hold unrenewed: a subject gone quiet holds little when it comes back', async () => {
    const { clock, leases, givenBack, call, outrunRenewal } = leasesFor({ holdMs: 250 });
    call();
    await outrunRenewal();
    expect(await outrunRenewal()).toBe(64 - 6); // grown to 64, then to 128
    const held = leases.held('k', plan);
    clock.advance(250);
    expect(leases.held('k', plan)).toBe(0);
    expect(call()).toBe(FIRST_LEASE_TOKENS);
    // The expired lease's tokens went back to Redis.
    expect(givenBack).toEqual([held]);
  });
});
