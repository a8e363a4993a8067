import type { Filter, IndexDescription, ObjectId, UpdateFilter } from 'mongodb';
import {
  newRecordState,
  type IdempotencyRecordKey,
  type IdempotencyRecordState,
  type IdempotencySettings,
  type Pet,
  type PetStatus,
} from '../../core/index.js';
import { toPet } from './pet-documents.js';

/** A createPet request sent with an Idempotency-Key, as stored. */
export interface IdempotencyDocument {
  _id?: ObjectId;
  scope: string;
  key: string;
  fingerprint: string;
  /** The claim's token: only the request holding it may complete or release this record. */
  token: string;
  pet: { id: number; name: string; categoryId: number; status: PetStatus } | null;
  createdAt: Date;
  leaseUntil: Date;
  /** createdAt + ttlMs: the TTL index removes the record once this instant passes. */
  expiresAt: Date;
}

export const IDEMPOTENCY_INDEXES: readonly IndexDescription[] = [
  // What makes "first request wins" atomic: a second insert for the same key fails with 11000.
  { key: { scope: 1, key: 1 }, name: 'scope_1_key_1', unique: true },
  // Garbage collection only (the server sweeps about once a minute); claims judge expiry themselves.
  { key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
];

export function recordFilter(id: IdempotencyRecordKey): Filter<IdempotencyDocument> {
  return { scope: id.scope, key: id.key };
}

/** The document a claim at `now`, handing out `token`, tries to insert. */
export function newClaimDocument(
  id: IdempotencyRecordKey,
  fingerprint: string,
  now: number,
  options: IdempotencySettings,
  token: string,
): IdempotencyDocument {
  const state = newRecordState(fingerprint, now, options);
  return {
    scope: id.scope,
    key: id.key,
    fingerprint,
    token,
    pet: null,
    createdAt: new Date(now),
    leaseUntil: new Date(state.leaseUntil),
    expiresAt: new Date(state.expiresAt),
  };
}

export function toRecordState(doc: IdempotencyDocument): IdempotencyRecordState {
  return {
    fingerprint: doc.fingerprint,
    pet: doc.pet && toPet({ _id: doc.pet.id, name: doc.pet.name, categoryId: doc.pet.categoryId, status: doc.pet.status }),
    leaseUntil: doc.leaseUntil.getTime(),
    expiresAt: doc.expiresAt.getTime(),
  };
}

/**
 * The record this token claimed, while unfinished: after a takeover the record carries another
 * token, and a completed record keeps its first outcome, so neither matches.
 */
export function ownedUnfinishedFilter(id: IdempotencyRecordKey, token: string): Filter<IdempotencyDocument> {
  return { ...recordFilter(id), token, pet: null };
}

/** Completes the record only while the claim behind `token` still owns it unfinished. */
export function completeUpdate(
  id: IdempotencyRecordKey,
  token: string,
  pet: Pet,
): { filter: Filter<IdempotencyDocument>; update: UpdateFilter<IdempotencyDocument> } {
  return {
    filter: ownedUnfinishedFilter(id, token),
    update: { $set: { pet: { id: pet.id, name: pet.name, categoryId: pet.categoryId, status: pet.status } } },
  };
}

/**
 * The dead record a claim at `now` judged free, still in the state it was judged in: expired (its
 * expiry never changes), or an abandoned claim whose lease has passed and that is still unfinished
 * under the same token. A slow owner that completes between the judgement and the delete makes the
 * record live again, and then nothing matches: the claimer must read and judge again.
 */
export function deadRecordFilter(existing: IdempotencyDocument, now: number): Filter<IdempotencyDocument> {
  const at = new Date(now);
  const same = { _id: existing._id!, token: existing.token };
  if (now >= existing.expiresAt.getTime()) return { ...same, expiresAt: { $lte: at } };
  return { ...same, pet: null, leaseUntil: { $lte: at } };
}

/** Releases the record only while the claim behind `token` still owns it: a completed one must stay replayable. */
export function releaseFilter(id: IdempotencyRecordKey, token: string): Filter<IdempotencyDocument> {
  return ownedUnfinishedFilter(id, token);
}
