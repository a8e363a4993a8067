import { describe, expect, it } from 'vitest';
import { fingerprintOf, type IdempotencyClaim, type RecordedAnswer } from '../../core/index.js';
import { FakeMongo, mongoFailures } from '../support/fake-mongo.js';
import { anIdempotencyStore } from './mongo-adapters.js';

const OPTIONS = { ttlMs: 24 * 3_600_000, leaseMs: 60_000 };
const T0 = Date.UTC(2026, 10, 21, 12);
const AFTER_LEASE = T0 + OPTIONS.leaseMs + 1;
const ID = { scope: 'api-key-1', key: 'order-42' };
const ANSWER: RecordedAnswer = { pet: { id: 7, name: 'Rex', categoryId: 1, status: 'available' }, version: 1 };
const RECORDS = { collection: 'idempotency_records' } as const;

async function aStoreOnTheFake() {
  const mongo = new FakeMongo();
  return { mongo, store: await anIdempotencyStore(mongo.db()) };
}

type Claimed = Extract<IdempotencyClaim, { kind: 'claimed' }>;

function claimedOf(claim: IdempotencyClaim): Claimed {
  expect(claim).toMatchObject({ kind: 'claimed' });
  return claim as Claimed;
}

describe('MongoIdempotencyStore under forced interleavings (fake)', () => {
  it('keeps a record its slow owner completes between a taker reading it and taking it over: the taker replays', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    const slowOwner = claimedOf(await store.claim(ID, 'fp', T0, OPTIONS)).token;

    // The taker has read the record and judged it abandoned (lease passed); stop it before its takeover update.
    const beforeTakeover = mongo.pauseAt('before', { ...RECORDS, operation: 'updateOne' });
    const taker = store.claim(ID, 'fp', AFTER_LEASE, OPTIONS);
    await beforeTakeover.reached;
    await store.complete(ID, slowOwner, ANSWER);
    beforeTakeover.release();

    // A takeover by _id alone would overwrite the completed record and grant a second claim: a second pet.
    expect(await taker).toEqual({ kind: 'replay', answer: ANSWER });
    expect(await store.claim(ID, 'fp', AFTER_LEASE + 1, OPTIONS)).toEqual({ kind: 'replay', answer: ANSWER });
  });

  it('gives an abandoned claim to exactly one of two takers that both read it, and that one keeps its write tag', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    const abandoned = claimedOf(await store.claim(ID, 'fp', T0, OPTIONS));

    const secondRead = mongo.pauseAt('after', { ...RECORDS, operation: 'findOne' }, { nth: 2 });
    const firstRead = mongo.pauseAt('after', { ...RECORDS, operation: 'findOne' }, { nth: 1 });
    const a = store.claim(ID, 'fp', AFTER_LEASE, OPTIONS);
    await firstRead.reached;
    const b = store.claim(ID, 'fp', AFTER_LEASE, OPTIONS);
    await secondRead.reached;
    firstRead.release();
    const claimedByA = await a;
    secondRead.release();
    const claimedByB = await b;

    // Taken over in place: a delete and insert could let b start the record afresh with a new tag.
    expect(claimedByA).toEqual({ kind: 'claimed', token: expect.any(String), writeTag: abandoned.writeTag, resumed: true });
    expect(claimedByB).toEqual({ kind: 'in_progress' });
    expect(mongo.collection('idempotency_records').stored).toEqual([
      expect.objectContaining({ writeTag: abandoned.writeTag, token: (claimedByA as Claimed).token }),
    ]);
  });

  it('gives an expired record to exactly one of two takers that both read it before either took it over', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    await store.complete(ID, claimedOf(await store.claim(ID, 'fp', T0, OPTIONS)).token, ANSWER);
    const expired = T0 + OPTIONS.ttlMs;

    const secondRead = mongo.pauseAt('after', { ...RECORDS, operation: 'findOne' }, { nth: 2 });
    const firstRead = mongo.pauseAt('after', { ...RECORDS, operation: 'findOne' }, { nth: 1 });
    const a = store.claim(ID, 'other-fp', expired, OPTIONS);
    await firstRead.reached;
    const b = store.claim(ID, 'other-fp', expired, OPTIONS);
    await secondRead.reached;
    firstRead.release();
    const claimedByA = await a;
    secondRead.release();
    const claimedByB = await b;

    expect(claimedByA).toMatchObject({ kind: 'claimed', resumed: false });
    // b read the old record too; its takeover no longer matches, and judging again finds a's claim.
    expect(claimedByB).toEqual({ kind: 'in_progress' });
  });

  it('answers in_progress, not an error, when racers win every attempt', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    // Every insert loses to a racer (injected 11000) whose record is gone again by the read (swept, or given up
    // and expired): the loop is bounded.
    mongo.failAt('before', { ...RECORDS, operation: 'insertOne' }, () => mongoFailures.duplicateKey('fake.idempotency_records'), { times: Infinity });
    expect(await store.claim(ID, 'fp', T0, OPTIONS)).toEqual({ kind: 'in_progress' });
  });

  it('reports a claim that fails mid-way as unavailable, and leaves the key claimable', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    mongo.failAt('before', { ...RECORDS, operation: 'insertOne' }, mongoFailures.timeout);
    await expect(store.claim(ID, 'fp', T0, OPTIONS)).rejects.toMatchObject({ code: 'service_unavailable' });
    claimedOf(await store.claim(ID, 'fp', T0 + 1, OPTIONS));
  });
});

describe('MongoIdempotencyStore over records of the earlier version (createPet only, holding the pet, no write tag)', () => {
  const legacy = (overrides: Record<string, unknown>) => ({
    scope: ID.scope,
    key: ID.key,
    fingerprint: JSON.stringify(['Rex', 1, 'available']),
    token: 'old-token',
    pet: null,
    createdAt: new Date(T0),
    leaseUntil: new Date(T0 + OPTIONS.leaseMs),
    expiresAt: new Date(T0 + OPTIONS.ttlMs),
    ...overrides,
  });
  const createPetFingerprint = fingerprintOf('createPet', ['Rex', 1, 'available']);

  it("replays a completed one as createPet's answer at its first version, and refuses another request", async () => {
    const { mongo, store } = await aStoreOnTheFake();
    await mongo.collection('idempotency_records').insertOne(legacy({ pet: { id: 7, name: 'Rex', categoryId: 1, status: 'available' } }));
    expect(await store.claim(ID, createPetFingerprint, T0 + 1, OPTIONS)).toEqual({ kind: 'replay', answer: ANSWER });
    expect(await store.claim(ID, fingerprintOf('placeOrder', [7]), T0 + 1, OPTIONS)).toEqual({ kind: 'mismatch' });
  });

  it('starts an expired completed one afresh, and the new owner completes it', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    await mongo.collection('idempotency_records').insertOne(legacy({ pet: { id: 7, name: 'Rex', categoryId: 1, status: 'available' } }));
    const expired = T0 + OPTIONS.ttlMs;
    const other = fingerprintOf('createPet', ['Tom', 1, 'available']);
    const claim = claimedOf(await store.claim(ID, other, expired, OPTIONS));
    const answer = { ...ANSWER, pet: { id: 8, name: 'Tom', categoryId: 1, status: 'available' } };
    await store.complete(ID, claim.token, answer);
    expect(await store.claim(ID, other, expired + 1, OPTIONS)).toEqual({ kind: 'replay', answer });
  });

  it('starts an abandoned one afresh (it has no write tag to resume with)', async () => {
    const { mongo, store } = await aStoreOnTheFake();
    await mongo.collection('idempotency_records').insertOne(legacy({}));
    expect(await store.claim(ID, createPetFingerprint, T0 + 1, OPTIONS)).toEqual({ kind: 'in_progress' });
    const claim = claimedOf(await store.claim(ID, createPetFingerprint, AFTER_LEASE, OPTIONS));
    expect(claim.resumed).toBe(false);
    await store.complete(ID, claim.token, ANSWER);
    expect(await store.claim(ID, createPetFingerprint, AFTER_LEASE + 1, OPTIONS)).toEqual({ kind: 'replay', answer: ANSWER });
  });
});
