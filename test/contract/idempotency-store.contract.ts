import { afterAll, describe, expect, it } from 'vitest';
import type { IdempotencyRecordKey, IdempotencyStore, Pet } from '../../core/index.js';
import type { ContractHarness } from './harness.js';

const TTL_MS = 24 * 3_600_000;
const LEASE_MS = 60_000;
const OPTIONS = { ttlMs: TTL_MS, leaseMs: LEASE_MS };

/**
 * Times near the real clock: a database's own expiry sweep (a MongoDB TTL index) must not
 * remove records that a test still considers live.
 */
const T0 = Date.now();

let keyCounter = 0;
/** A key no other test uses, so adapters whose `create` shares storage stay independent. */
function aRecordKey(overrides: Partial<IdempotencyRecordKey> = {}): IdempotencyRecordKey {
  keyCounter++;
  return { scope: `api-key-${keyCounter}`, key: `idem-${keyCounter}`, ...overrides };
}

function aPet(overrides: Partial<Pet> = {}): Pet {
  return { id: 41, name: 'Rex', categoryId: 7, status: 'available', ...overrides };
}

/** Behaviour every IdempotencyStore adapter must share; run once per adapter. */
export function describeIdempotencyStoreContract(adapter: string, harness: ContractHarness<IdempotencyStore>): void {
  describe.skipIf(Boolean(harness.skip))(`IdempotencyStore contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('claims a new key, then replays the completed outcome for the same fingerprint', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      expect(await store.claim(id, 'fp', T0, OPTIONS)).toEqual({ kind: 'claimed' });
      const pet = aPet({ id: Number.MAX_SAFE_INTEGER, categoryId: 2 ** 53 - 1, name: 'Ünïcödé 🐈', status: 'sold' });
      await store.complete(id, pet);
      expect(await store.claim(id, 'fp', T0 + 1000, OPTIONS)).toEqual({ kind: 'replay', pet });
      expect(await store.claim(id, 'fp', T0 + 2000, OPTIONS)).toEqual({ kind: 'replay', pet });
    });

    it('answers mismatch for another fingerprint, whether the first request finished or not', async () => {
      const store = await harness.create();
      const running = aRecordKey();
      await store.claim(running, 'fp-1', T0, OPTIONS);
      expect(await store.claim(running, 'fp-2', T0 + 1, OPTIONS)).toEqual({ kind: 'mismatch' });
      const done = aRecordKey();
      await store.claim(done, 'fp-1', T0, OPTIONS);
      await store.complete(done, aPet());
      expect(await store.claim(done, 'fp-2', T0 + 1, OPTIONS)).toEqual({ kind: 'mismatch' });
    });

    it('answers in_progress while the first request with the key runs', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.claim(id, 'fp', T0, OPTIONS);
      expect(await store.claim(id, 'fp', T0 + LEASE_MS - 1, OPTIONS)).toEqual({ kind: 'in_progress' });
    });

    it('lets a retry claim the key after a release, but never releases a completed record', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.claim(id, 'fp', T0, OPTIONS);
      await store.release(id);
      expect(await store.claim(id, 'other-fp', T0 + 1, OPTIONS)).toEqual({ kind: 'claimed' });
      const pet = aPet();
      await store.complete(id, pet);
      await store.release(id);
      expect(await store.claim(id, 'other-fp', T0 + 2, OPTIONS)).toEqual({ kind: 'replay', pet });
    });

    it('hands an abandoned claim to the next request once its lease has run out', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.claim(id, 'fp', T0, OPTIONS);
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS)).toEqual({ kind: 'claimed' });
      // The new owner's lease counts from its own claim.
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      const pet = aPet();
      await store.complete(id, pet);
      expect(await store.claim(id, 'fp', T0 + 3 * LEASE_MS, OPTIONS)).toEqual({ kind: 'replay', pet });
    });

    it('forgets a record ttlMs after its creation, and a completed one has no lease to lose', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.claim(id, 'fp', T0, OPTIONS);
      const pet = aPet();
      await store.complete(id, pet);
      expect(await store.claim(id, 'other', T0 + TTL_MS - 1, OPTIONS)).toEqual({ kind: 'mismatch' });
      expect(await store.claim(id, 'fp', T0 + TTL_MS - 1, OPTIONS)).toEqual({ kind: 'replay', pet });
      expect(await store.claim(id, 'other', T0 + TTL_MS + 1, OPTIONS)).toEqual({ kind: 'claimed' });
    });

    it('keeps scopes apart: the same key under two API keys are two records', async () => {
      const store = await harness.create();
      const a = aRecordKey({ key: 'shared-key' });
      const b = aRecordKey({ key: 'shared-key' });
      expect(await store.claim(a, 'fp-a', T0, OPTIONS)).toEqual({ kind: 'claimed' });
      expect(await store.claim(b, 'fp-b', T0, OPTIONS)).toEqual({ kind: 'claimed' });
      await store.complete(a, aPet({ id: 1 }));
      expect(await store.claim(b, 'fp-b', T0 + 1, OPTIONS)).toEqual({ kind: 'in_progress' });
      expect(await store.claim(a, 'fp-a', T0 + 1, OPTIONS)).toEqual({ kind: 'replay', pet: aPet({ id: 1 }) });
    });

    it('lets exactly one of 20 concurrent identical claims win', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(id, 'fp', T0, OPTIONS)));
      expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.kind === 'in_progress')).toHaveLength(19);
    });

    it('lets exactly one of 20 concurrent takeovers of an abandoned claim win', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.claim(id, 'fp', T0, OPTIONS);
      const later = T0 + LEASE_MS + 1;
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(id, 'fp', later, OPTIONS)));
      expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.kind === 'in_progress')).toHaveLength(19);
    });
  });
  if (harness.skip) console.warn(`SKIPPED IdempotencyStore contract (${adapter}): ${harness.skip}`);
}
