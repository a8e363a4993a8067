import { BSON, Double, Long } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { revokeUpdate, toApiKey, toApiKeyDocument, type ApiKeyDocument } from '../../adapters/mongodb/api-key-documents.js';
import { orderListFind } from '../../adapters/mongodb/mongo-order.repository.js';
import {
  completeUpdate,
  freshClaimFields,
  releaseUpdate,
  resumedClaimFields,
  toRecordState,
  type IdempotencyDocument,
} from '../../adapters/mongodb/idempotency-documents.js';
import {
  asSafeInteger,
  idFromCounter,
  NEXT_ID_UPDATE,
  PET_STATUS_INDEX_NAME,
  petListFind,
  toPet,
  toPetDocument,
  type PetDocument,
} from '../../adapters/mongodb/pet-documents.js';
import { judgeClaim, type RecordedAnswer } from '../../core/index.js';
import { anApiKey, aNewPet } from '../support/mothers.js';

/** What the database hands back: the document through the driver's own BSON round trip. */
function roundTrip<T extends object>(doc: T): T {
  return BSON.deserialize(BSON.serialize(doc)) as T;
}

describe('pet documents', () => {
  it('store the id as _id and read back every field exactly, up to 2^53-1', () => {
    const doc = toPetDocument(2 ** 53 - 1, aNewPet({ name: 'Ünïcödé 🐈', categoryId: 2 ** 53 - 1, status: 'sold' }));
    expect(doc).toEqual({ _id: 2 ** 53 - 1, name: 'Ünïcödé 🐈', categoryId: 2 ** 53 - 1, status: 'sold' });
    const pet = toPet(roundTrip(doc));
    expect(pet).toEqual({ id: 2 ** 53 - 1, name: 'Ünïcödé 🐈', categoryId: 2 ** 53 - 1, status: 'sold' });
    expect(Object.isFrozen(pet)).toBe(true);
  });

  it('read an int64 written by another tool as a number when exact, and refuse it when not', () => {
    const fromShell = roundTrip({ _id: Long.fromNumber(12), name: 'Rex', categoryId: Long.fromNumber(2 ** 53 - 1), status: 'available' });
    expect(toPet(fromShell as unknown as PetDocument)).toEqual({ id: 12, name: 'Rex', categoryId: 2 ** 53 - 1, status: 'available' });
    const tooBig = roundTrip({ _id: 1, name: 'Rex', categoryId: Long.fromString('9007199254740993'), status: 'available' });
    expect(() => toPet(tooBig as unknown as PetDocument)).toThrow('categoryId');
    expect(() => asSafeInteger(1.5, 'x')).toThrow();
  });

  it('count ids with a double increment, and never hand out an id past 2^53-1', () => {
    expect(NEXT_ID_UPDATE).toEqual({ $inc: { seq: new Double(1) } });
    expect(idFromCounter({ _id: 'pets', seq: 7 })).toBe(7);
    expect(() => idFromCounter({ _id: 'pets', seq: 2 ** 53 })).toThrow();
    expect(() => idFromCounter(null)).toThrow();
  });

  it('list by status after a cursor on the compound index, in id order', () => {
    expect(petListFind({ status: 'sold', afterId: 40, limit: 21 })).toEqual({
      filter: { status: 'sold', _id: { $gt: 40 }, gone: { $ne: true } },
      options: { sort: { _id: 1 }, limit: 21, hint: PET_STATUS_INDEX_NAME },
    });
  });

  it('list without a filter or cursor on the primary index', () => {
    expect(petListFind({ limit: 5 })).toEqual({ filter: { gone: { $ne: true } }, options: { sort: { _id: 1 }, limit: 5, hint: { _id: 1 } } });
    expect(petListFind({ afterId: 3, limit: 5 }).filter).toEqual({ _id: { $gt: 3 }, gone: { $ne: true } });
  });
});

describe('order listings', () => {
  it("read an owner's orders on the owner's index, with the status when filtered; a pet's on the pet's", () => {
    const hint = (query: Parameters<typeof orderListFind>[0]) => orderListFind(query).options.hint;
    expect(hint({ owner: 'a', limit: 21 })).toBe('committed_1_owner_1__id_1');
    expect(hint({ owner: 'a', status: 'placed', limit: 21 })).toBe('committed_1_owner_1_status_1__id_1');
    expect(hint({ owner: 'a', petId: 3, limit: 21 })).toBe('committed_1_petId_1__id_1');
    expect(hint({ status: 'placed', limit: 21 })).toBe('committed_1_status_1__id_1');
    expect(orderListFind({ owner: 'a', status: 'placed', afterId: 7, limit: 21 })).toEqual({
      filter: { committed: true, owner: 'a', status: 'placed', _id: { $gt: 7 } },
      options: { sort: { _id: 1 }, limit: 21, hint: 'committed_1_owner_1_status_1__id_1' },
    });
  });
});

describe('API key documents', () => {
  it('round-trip every field, and leave absent optional fields absent', () => {
    const enterprise = anApiKey({ plan: 'enterprise', customLimits: { perMinute: 5, perDay: 50 }, revokedAt: new Date(Date.UTC(2026, 1, 1)) });
    const free = anApiKey();
    expect(toApiKey(roundTrip(toApiKeyDocument(enterprise)))).toEqual(enterprise);
    const stored = toApiKeyDocument(free);
    expect(stored).toEqual({ _id: free.id, name: free.name, plan: 'free', digest: free.digest, createdAt: free.createdAt });
    const read = toApiKey(roundTrip(stored));
    expect(read).toEqual(free);
    expect('customLimits' in read || 'revokedAt' in read).toBe(false);
  });

  it('revoke only a key that is not revoked yet, so the first instant stands', () => {
    const at = new Date(Date.UTC(2026, 5, 1));
    expect(revokeUpdate('key-1', at)).toEqual({
      filter: { _id: 'key-1', revokedAt: { $exists: false } },
      update: { $set: { revokedAt: at } },
    });
  });

  it('never store the secret, only what the entity holds', () => {
    const doc: ApiKeyDocument = toApiKeyDocument(anApiKey());
    expect(Object.keys(doc).sort()).toEqual(['_id', 'createdAt', 'digest', 'name', 'plan']);
  });
});

describe('idempotency documents', () => {
  const id = { scope: 'api-key-1', key: 'idem-1' };
  const now = Date.UTC(2026, 0, 1);
  const options = { ttlMs: 86_400_000, leaseMs: 60_000 };
  const answer: RecordedAnswer = { order: { id: 2 ** 53 - 1, petId: 3, status: 'placed', placedAt: now, updatedAt: now }, version: 2 };
  const aClaim = (token: string, at = now): IdempotencyDocument => ({ ...id, ...freshClaimFields('fp', at, options, token, `tag-${token}`) });

  /**
   * Whether the server would pick `doc` with `filter`, for the flat equality filters these
   * builders make (a value that is an operator object would be a different kind of filter);
   * `null` matches a null or missing field, as on the server.
   */
  function picks(filter: object, doc: IdempotencyDocument): boolean {
    return Object.entries(filter).every(([field, value]) => {
      expect(value === null || typeof value !== 'object', `${field} is an equality`).toBe(true);
      const stored = (doc as unknown as Record<string, unknown>)[field];
      return value === null ? stored === null || stored === undefined : stored === value;
    });
  }
  const applied = (doc: IdempotencyDocument, update: { $set?: object }): IdempotencyDocument => ({ ...doc, ...update.$set });

  it('start a claim with its token, its write tag, its lease and its expiry (what the TTL index sweeps) counted from now', () => {
    expect(aClaim('token-1')).toEqual({
      scope: 'api-key-1',
      key: 'idem-1',
      fingerprint: 'fp',
      token: 'token-1',
      writeTag: 'tag-token-1',
      answer: null,
      createdAt: new Date(now),
      leaseUntil: new Date(now + 60_000),
      expiresAt: new Date(now + 86_400_000),
    });
  });

  it('read back as the state the claim rules judge, with the answer exact through BSON', () => {
    const completed = applied(aClaim('token-1'), completeUpdate(id, 'token-1', answer).update);
    const state = toRecordState(roundTrip(completed));
    expect(state).toEqual({ fingerprint: 'fp', answer, leaseUntil: now + 60_000, expiresAt: now + 86_400_000 });
    expect(judgeClaim(state, 'fp', now + 1)).toEqual({ kind: 'replay', answer });
  });

  it('resume a record by changing its owner and lease only', () => {
    expect(resumedClaimFields(aClaim('token-1'), now + 90_000, options, 'token-2')).toEqual({
      token: 'token-2',
      leaseUntil: new Date(now + 150_000),
    });
  });

  it('complete and release only the unfinished record of this key that the token claimed; a release keeps the request and its tag', () => {
    const owned = { scope: 'api-key-1', key: 'idem-1', token: 'token-1', answer: null, pet: null };
    expect(completeUpdate(id, 'token-1', answer)).toEqual({ filter: owned, update: { $set: { answer } } });
    expect(releaseUpdate(id, 'token-1')).toEqual({ filter: owned, update: { $set: { token: null, leaseUntil: new Date(0) } } });
    const released = applied(aClaim('token-1'), releaseUpdate(id, 'token-1').update);
    expect(judgeClaim(toRecordState(released), 'fp', now + 1).kind).toBe('resume');
    expect(picks(completeUpdate(id, 'token-1', answer).filter, released)).toBe(false);
  });

  it('leave a record taken over after the lease to its new owner', () => {
    const slow = aClaim('token-slow');
    const takenOver = applied(slow, { $set: resumedClaimFields(slow, now + options.leaseMs, options, 'token-next') });
    expect(picks(completeUpdate(id, 'token-slow', answer).filter, slow)).toBe(true);
    expect(picks(completeUpdate(id, 'token-slow', answer).filter, takenOver)).toBe(false);
    expect(picks(releaseUpdate(id, 'token-slow').filter, takenOver)).toBe(false);
    expect(picks(completeUpdate(id, 'token-next', answer).filter, takenOver)).toBe(true);
    expect(picks(releaseUpdate(id, 'token-next').filter, takenOver)).toBe(true);
  });

  it('leave a completed record alone, and the records of other keys too', () => {
    const claim = aClaim('token-1');
    const completed = applied(claim, completeUpdate(id, 'token-1', answer).update);
    expect(picks(completeUpdate(id, 'token-1', answer).filter, completed)).toBe(false);
    expect(picks(releaseUpdate(id, 'token-1').filter, completed)).toBe(false);
    expect(picks(releaseUpdate({ scope: 'api-key-1', key: 'idem-2' }, 'token-1').filter, claim)).toBe(false);
    expect(picks(releaseUpdate({ scope: 'api-key-2', key: 'idem-1' }, 'token-1').filter, claim)).toBe(false);
  });
});
