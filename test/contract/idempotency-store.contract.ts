import { afterAll, describe, expect, it } from 'vitest';
import {
  StoreUnavailableError,
  type IdempotencyClaim,
  type IdempotencyRecordKey,
  type IdempotencyStore,
  type RecordedAnswer,
} from '../../core/index.js';
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

/** A recorded answer as an operation records one (createPet's shape here; the store never looks inside). */
function anAnswer(id = 41): RecordedAnswer {
  return { pet: { id, name: 'Rex', categoryId: 7, status: 'available' }, version: 1 };
}

type Claimed = Extract<IdempotencyClaim, { kind: 'claimed' }>;

/** A claim that must have been granted, resuming an earlier one or not as expected. */
function claimedOf(claim: IdempotencyClaim, resumed = false): Claimed {
  expect(claim).toEqual({ kind: 'claimed', token: expect.any(String), writeTag: expect.any(String), resumed });
  return claim as Claimed;
}

/** The token of a fresh claim that must have been granted. */
function tokenOf(claim: IdempotencyClaim): string {
  return claimedOf(claim).token;
}

/** Behaviour every IdempotencyStore adapter must share; run once per adapter. */
export function describeIdempotencyStoreContract(adapter: string, harness: ContractHarness<IdempotencyStore>): void {
  describe.skipIf(Boolean(harness.skip))(`IdempotencyStore contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('claims a new key, then replays the recorded answer, exactly as given, for the same fingerprint', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const token = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      // Any JSON object: big exact numbers, any text, nested objects, arrays, booleans, null.
      const answer: RecordedAnswer = {
        order: { id: Number.MAX_SAFE_INTEGER, petId: 2 ** 53 - 1, status: 'placed', placedAt: 1_767_225_600_123, note: 'Ünïcödé 🐈' },
        version: 2,
        flags: [true, false, null, 1.5, 'x'],
        nothing: null,
      };
      await store.complete(id, token, answer);
      expect(await store.claim(id, 'fp', T0 + 1000, OPTIONS)).toEqual({ kind: 'replay', answer });
      expect(await store.claim(id, 'fp', T0 + 2000, OPTIONS)).toEqual({ kind: 'replay', answer });
    });

    it('answers mismatch for another fingerprint, whether the first request finished or not', async () => {
      const store = await harness.create();
      const running = aRecordKey();
      await store.claim(running, 'fp-1', T0, OPTIONS);
      expect(await store.claim(running, 'fp-2', T0 + 1, OPTIONS)).toEqual({ kind: 'mismatch' });
      const done = aRecordKey();
      await store.complete(done, tokenOf(await store.claim(done, 'fp-1', T0, OPTIONS)), anAnswer());
      expect(await store.claim(done, 'fp-2', T0 + 1, OPTIONS)).toEqual({ kind: 'mismatch' });
    });

    it('answers in_progress while the first request with the key runs', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.claim(id, 'fp', T0, OPTIONS);
      expect(await store.claim(id, 'fp', T0 + LEASE_MS - 1, OPTIONS)).toEqual({ kind: 'in_progress' });
    });

    it('lets a retry of the same request resume a released claim at once, with its write tag; the releaser completes nothing', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const first = claimedOf(await store.claim(id, 'fp', T0, OPTIONS));
      await store.release(id, first.token);
      const retry = claimedOf(await store.claim(id, 'fp', T0 + 1, OPTIONS), true);
      expect(retry.writeTag).toBe(first.writeTag);
      expect(retry.token).not.toBe(first.token);
      await store.complete(id, first.token, anAnswer(1));
      expect(await store.claim(id, 'fp', T0 + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      await store.complete(id, retry.token, anAnswer(2));
      expect(await store.claim(id, 'fp', T0 + 3, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer(2) });
    });

    it('lets another request claim a released key afresh, with a new write tag, but never releases a completed record', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const first = claimedOf(await store.claim(id, 'fp', T0, OPTIONS));
      await store.release(id, first.token);
      const second = claimedOf(await store.claim(id, 'other-fp', T0 + 1, OPTIONS));
      expect(second.writeTag).not.toBe(first.writeTag);
      await store.complete(id, second.token, anAnswer());
      await store.release(id, second.token);
      expect(await store.claim(id, 'other-fp', T0 + 2, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer() });
    });

    it('keeps the first answer when a claim is completed twice', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const token = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      await store.complete(id, token, anAnswer(1));
      await store.complete(id, token, anAnswer(2));
      expect(await store.claim(id, 'fp', T0 + 1, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer(1) });
    });

    it('hands an abandoned claim over once its lease has run out: the same request resumes it with its write tag', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const abandoned = claimedOf(await store.claim(id, 'fp', T0, OPTIONS));
      const resumed = claimedOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS), true);
      expect(resumed.writeTag).toBe(abandoned.writeTag);
      // The new owner's lease counts from its own claim.
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      await store.complete(id, resumed.token, anAnswer());
      expect(await store.claim(id, 'fp', T0 + 3 * LEASE_MS, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer() });
    });

    it('starts an abandoned claim of another request, or an expired record, afresh: a new write tag, not resumed', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const abandoned = claimedOf(await store.claim(id, 'fp', T0, OPTIONS));
      const other = claimedOf(await store.claim(id, 'other-fp', T0 + LEASE_MS, OPTIONS));
      expect(other.writeTag).not.toBe(abandoned.writeTag);
      // Never completed and past its 24 h (counted from its own fresh start): the same request no longer resumes it.
      const expired = T0 + LEASE_MS + TTL_MS;
      const late = claimedOf(await store.claim(id, 'other-fp', expired, OPTIONS));
      expect(late.writeTag).not.toBe(other.writeTag);
      expect(await store.claim(id, 'other-fp', expired + 1, OPTIONS)).toEqual({ kind: 'in_progress' });
    });

    it('gives every claim its own token, also to the owner after a takeover, and every record its own write tag', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const claims = [claimedOf(await store.claim(id, 'fp', T0, OPTIONS))];
      claims.push(claimedOf(await store.claim(id, 'fp', T0 + LEASE_MS, OPTIONS), true));
      await store.release(id, claims[1]!.token);
      claims.push(claimedOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS), true));
      claims.push(claimedOf(await store.claim(aRecordKey(), 'fp', T0, OPTIONS)));
      expect(new Set(claims.map((c) => c.token)).size).toBe(4);
      expect(new Set(claims.map((c) => c.writeTag)).size).toBe(2);
    });

    it('ignores the complete of an owner whose claim was taken over, and lets the new owner complete', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const slow = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      const next = claimedOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS), true).token;
      await store.complete(id, slow, anAnswer(1));
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      await store.complete(id, next, anAnswer(2));
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 3, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer(2) });
    });

    it('ignores the release of an owner whose claim was taken over, running or completed', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const slow = tokenOf(await store.claim(id, 'fp', T0, OPTIONS));
      const next = claimedOf(await store.claim(id, 'fp', T0 + LEASE_MS + 1, OPTIONS), true).token;
      await store.release(id, slow);
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 2, OPTIONS)).toEqual({ kind: 'in_progress' });
      await store.complete(id, next, anAnswer(2));
      await store.release(id, slow);
      expect(await store.claim(id, 'fp', T0 + LEASE_MS + 3, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer(2) });
    });

    it('ignores a token claimed for another key, and one never handed out', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const other = tokenOf(await store.claim(aRecordKey(), 'fp', T0, OPTIONS));
      await store.claim(id, 'fp', T0, OPTIONS);
      for (const token of [other, 'not-a-token', '']) {
        await store.complete(id, token, anAnswer());
        await store.release(id, token);
      }
      expect(await store.claim(id, 'fp', T0 + 1, OPTIONS)).toEqual({ kind: 'in_progress' });
    });

    it('forgets a record ttlMs after its creation, and a completed one has no lease to lose', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      await store.complete(id, tokenOf(await store.claim(id, 'fp', T0, OPTIONS)), anAnswer());
      expect(await store.claim(id, 'other', T0 + TTL_MS - 1, OPTIONS)).toEqual({ kind: 'mismatch' });
      expect(await store.claim(id, 'fp', T0 + TTL_MS - 1, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer() });
      claimedOf(await store.claim(id, 'other', T0 + TTL_MS + 1, OPTIONS));
    });

    it('keeps scopes apart: the same key under two API keys are two records', async () => {
      const store = await harness.create();
      const a = aRecordKey({ key: 'shared-key' });
      const b = aRecordKey({ key: 'shared-key' });
      const tokenA = tokenOf(await store.claim(a, 'fp-a', T0, OPTIONS));
      tokenOf(await store.claim(b, 'fp-b', T0, OPTIONS));
      await store.complete(a, tokenA, anAnswer(1));
      expect(await store.claim(b, 'fp-b', T0 + 1, OPTIONS)).toEqual({ kind: 'in_progress' });
      expect(await store.claim(a, 'fp-a', T0 + 1, OPTIONS)).toEqual({ kind: 'replay', answer: anAnswer(1) });
    });

    it('lets exactly one of 20 concurrent identical claims win', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(id, 'fp', T0, OPTIONS)));
      expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.kind === 'in_progress')).toHaveLength(19);
    });

    it('lets exactly one of 20 concurrent takeovers of an abandoned claim win, resuming it with its write tag', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const abandoned = claimedOf(await store.claim(id, 'fp', T0, OPTIONS));
      const later = T0 + LEASE_MS + 1;
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(id, 'fp', later, OPTIONS)));
      expect(claims.filter((c) => c.kind === 'claimed')).toEqual([
        { kind: 'claimed', token: expect.any(String), writeTag: abandoned.writeTag, resumed: true },
      ]);
      expect(claims.filter((c) => c.kind === 'in_progress')).toHaveLength(19);
    });

    it('lets exactly one of 20 concurrent claims of another request take an abandoned claim over, afresh', async () => {
      const store = await harness.create();
      const id = aRecordKey();
      const abandoned = claimedOf(await store.claim(id, 'fp', T0, OPTIONS));
      const later = T0 + LEASE_MS + 1;
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(id, 'other-fp', later, OPTIONS)));
      const won = claims.filter((c): c is Claimed => c.kind === 'claimed');
      expect(won).toHaveLength(1);
      expect(won[0]!.resumed).toBe(false);
      expect(won[0]!.writeTag).not.toBe(abandoned.writeTag);
      expect(claims.filter((c) => c.kind === 'in_progress')).toHaveLength(19);
    });

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects claim, complete and release with StoreUnavailableError while its store is unreachable', async () => {
        const store = await unavailable();
        const id = aRecordKey();
        const failures = await failuresOf([
          () => store.claim(id, 'fp', T0, OPTIONS),
          () => store.complete(id, 'token', anAnswer()),
          () => store.release(id, 'token'),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED IdempotencyStore contract (${adapter}): ${harness.skip}`);
}
