import { afterAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, type IdempotencyClaim, type IdempotencyRecordKey, type IdempotencyStore, type Pet } from '../../core/index.js';
import { failuresOf, type ContractHarness } from './harness.js';

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

/** The token of a claim that must have been granted. */
function tokenOf(claim: IdempotencyClaim): string {
  expect(claim).toEqual({ kind: 'claimed', token: expect.any(String) });
  return (claim as { readonly token: string }).token;
}

/** Behaviour every IdempotencyStore adapter must share; run once per adapter. */
export function describeIdempotencyStoreContract(adapter: string, harness: ContractHarness<IdempotencyStore>): void {
  describe.skipIf(Boolean(harness.skip))(`IdempotencyStore contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('claims a new key, then replays the completed outcome for the same fingerprint', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const token = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      const pet = aPet({ id: Number.MAX_SAFE_INTEGER, categoryId: 2 ** 53 - 1, name: 'Ünïcödé 🐈', status: 'sold' });
      await store.complete(id, token, pet);
      expect(await store.claim(id, 'fp', T0 + 1000, OPTIONS)).toEqual({ kind: 'replay', pet });
      expect(await store.claim(id, 'fp', T0 + 2000, OPTIONS)).toEqual({ kind: 'replay', pet });
    });

    it('answers mismatch for another fingerprint, whether the first request finished or not', async () => {
      const store = await harness.create();
      const running = aRecordKey();
      await store.claim(running, 'fp-1', T0, OPTIONS);
      expect(await store.claim(running, 'fp-2', T0 + 1, OPTIONS)).toEqual({ kind: 'mismatch' });
      const done = aRecordKey();
      await store.complete(done, tokenOf(await store.claim(done, 'fp-1', T0, OPTIONS)), aPet());
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
      const first = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      await store.release(id, first);
      const second = tokenOf(await store.claim(id, 'other-fp', T0 + 1, OPTIONS));
      const pet = aPet();
      await store.complete(id, second, pet);
      await store.release(id, second);
      expect(await store.claim(id, 'other-fp', T0 + 2, OPTIONS)).toEqual({ kind: 'replay', pet });
    });

    it('keeps the first outcome when a claim is completed twice', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const token = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      await store.complete(id, token, aPet({ id: 1 }));
      await store.complete(id, token, aPet({ id: 2 }));
      expect(await store.claim(id, 'fp', T0 + 1, OPTIONS)).toEqual({ kind: 'replay', pet: aPet({ id: 1 }) });
    });

    it('hands an abandoned claim to the next request once its lease has run out', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.claim(id, 'fp', T0, OPTIONS);
      const token = tokenOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS));
      // The new owner's lease counts from its own claim.
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      const pet = aPet();
      await store.complete(id, token, pet);
      expect(await store.claim(id, 'fp', T0 + 3 * LEASE_MS, OPTIONS)).toEqual({ kind: 'replay', pet });
    });

    it('gives every claim its own token, also to the owner after a takeover', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const tokens = [tokenOf(await store.claim(id, 'fp', T0, OPTIONS))];
      tokens.push(tokenOf(await store.claim(id, 'fp', T0 + LEASE_MS, OPTIONS)));
      await store.release(id, tokens[1]!);
      tokens.push(tokenOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS)));
      tokens.push(tokenOf(await store.claim(aRecordKey(), 'fp', T0, OPTIONS)));
      expect(new Set(tokens).size).toBe(4);
    });

    it('ignores the complete of an owner whose claim was taken over, and lets the new owner complete', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const slow = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      const next = tokenOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS));
      await store.complete(id, slow, aPet({ id: 1 }));
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      await store.complete(id, next, aPet({ id: 2 }));
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 3, OPTIONS)).toEqual({ kind: 'replay', pet: aPet({ id: 2 }) });
    });

    it('ignores the release of an owner whose claim was taken over, running or completed', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const slow = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      const next = tokenOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS));
      await store.release(id, slow);
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      await store.complete(id, next, aPet({ id: 2 }));
      await store.release(id, slow);
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 3, OPTIONS)).toEqual({ kind: 'replay', pet: aPet({ id: 2 }) });
    });

    it('ignores a token claimed for another key, and one never handed out', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const other = tokenOf(await store.claim(aRecordKey(), 'fp', T0, OPTIONS));
      await store.claim(id, 'fp', T0, OPTIONS);
      for (const token of [other, 'not-a-token', '']) {
        await store.complete(id, token, aPet());
        await store.release(id, token);
      }
      expect(await store.claim(id, 'fp', T0 + 1, OPTIONS)).toEqual({ kind: 'in_progress' });
    });

    it('forgets a record ttlMs after its creation, and a completed one has no lease to lose', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const pet = aPet();
      await store.complete(id, tokenOf(await store.claim(id, 'fp', T0, OPTIONS)), pet);
      expect(await store.claim(id, 'other', T0 + TTL_MS - 1, OPTIONS)).toEqual({ kind: 'mismatch' });
      expect(await store.claim(id, 'fp', T0 + TTL_MS - 1, OPTIONS)).toEqual({ kind: 'replay', pet });
      expect(await store.claim(id, 'other', T0 + TTL_MS + 1, OPTIONS)).toEqual({ kind: 'claimed', token: expect.any(String) });
    });

    it('keeps scopes apart: the same key under two API keys are two records', async () => {
      const store = await harness.create();
      const a = aRecordKey({ key: 'shared-key' });
      const b = aRecordKey({ key: 'shared-key' });
      const tokenA = tokenOf(await store.claim(a, 'fp-a', T0, OPTIONS));
      tokenOf(await store.claim(b, 'fp-b', T0, OPTIONS));
      await store.complete(a, tokenA, aPet({ id: 1 }));
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

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects claim, complete and release with StoreUnavailableError while its store is unreachable', async () => {
        const store = await unavailable();
        const id = aRecordKey();
        const failures = await failuresOf([
          () => store.claim(id, 'fp', T0, OPTIONS),
          () => store.complete(id, 'token', aPet()),
          () => store.release(id, 'token'),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED IdempotencyStore contract (${adapter}): ${harness.skip}`);
}
