import { describe, expect, it } from 'vitest';
import type { IdempotencyClaim, Pet } from '../../core/index.js';
import { FakeMongo, mongoFailures } from '../support/fake-mongo.js';
import { anIdempotencyStore } from './mongo-adapters.js';

const OPTIONS = { ttlMs: 24 * 3_600_000, leaseMs: 60_000 };
const T0 = Date.UTC(2026, 10, 21, 12);
const AFTER_LEASE = T0 + OPTIONS.leaseMs + 1;
const ID = { scope: 'api-key-1', key: 'order-42' };
const PET: Pet = { id: 7, name: 'Rex', categoryId: 1, status: 'available' };
const RECORDS = { collection: 'idempotency_records' } as const;

async function aStoreOnTheFake() {
  const mongo = new FakeMongo();
  return { mongo, store: await anIdempotencyStore(mongo.db()) };
}

function tokenOf(claim: IdempotencyClaim): string {
  expect(claim).toMatchObject({ kind: 'claimed' });
  return (claim as { readonly token: string }).token;
}

describe('MongoIdempotencyStore under forced interleavings (fake)', () => {
  it('keeps a record its slow owner completes between a taker reading it and deleting it: the taker replays', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    const slowOwner = tokenOf(await store.claim(ID, 'fp', T0, OPTIONS));

    // The taker has read the record and judged it abandoned (lease passed); stop it before it deletes.
    const beforeDelete = mongo.pauseAt('before', { ...RECORDS, operation: 'deleteOne' });
    const taker = store.claim(ID, 'fp', AFTER_LEASE, OPTIONS);
    await beforeDelete.reached;
    await store.complete(ID, slowOwner, PET);
    beforeDelete.release();

    // Deleting by _id alone removed the completed record and granted a second claim: a second pet.
    expect(await taker).toEqual({ kind: 'replay', pet: PET });
    expect(await store.claim(ID, 'fp', AFTER_LEASE + 1, OPTIONS)).toEqual({ kind: 'replay', pet: PET });
  });

  it('gives an expired record to exactly one of two takers that both read it before either deleted it', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    await store.complete(ID, tokenOf(await store.claim(ID, 'fp', T0, OPTIONS)), PET);
    const expired = T0 + OPTIONS.ttlMs;

    const secondRead = mongo.pauseAt('after', { ...RECORDS, operation: 'findOne' }, { nth: 2 });
    const first = mongo.pauseAt('after', { ...RECORDS, operation: 'findOne' }, { nth: 1 });
    const a = store.claim(ID, 'other-fp', expired, OPTIONS);
    await first.reached;
    const b = store.claim(ID, 'other-fp', expired, OPTIONS);
    await secondRead.reached;
    first.release();
    const claimedByA = await a;
    secondRead.release();
    const claimedByB = await b;

    expect(claimedByA).toMatchObject({ kind: 'claimed' });
    // b read the old record too; its delete no longer matches, and judging again finds a's claim.
    expect(claimedByB).toEqual({ kind: 'in_progress' });
  });

  it('answers in_progress, not an error, when racers win every attempt', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    await store.claim(ID, 'fp', T0, OPTIONS);
    // The abandoned record goes, but every insert then loses to a racer (injected 11000, and the
    // racer's record is gone again by the read): the loop is bounded.
    mongo.failAt('before', { ...RECORDS, operation: 'insertOne' }, () => mongoFailures.duplicateKey('fake.idempotency_records'), { times: Infinity });
    expect(await store.claim(ID, 'fp', AFTER_LEASE, OPTIONS)).toEqual({ kind: 'in_progress' });
  });

  it('reports a claim that fails mid-way as unavailable, and leaves the key claimable', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    mongo.failAt('before', { ...RECORDS, operation: 'insertOne' }, mongoFailures.timeout);
    await expect(store.claim(ID, 'fp', T0, OPTIONS)).rejects.toMatchObject({ code: 'service_unavailable' });
    tokenOf(await store.claim(ID, 'fp', T0 + 1, OPTIONS));
  });
});
