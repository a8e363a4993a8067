import type { Filter, IndexDescription, ObjectId, UpdateFilter } from 'mongodb';
import {
  fingerprintOf,
  newRecordState,
  RELEASED_LEASE_UNTIL,
  resumedRecordState,
  type IdempotencyRecordKey,
  type IdempotencyRecordState,
  type IdempotencySettings,
  type JsonValue,
  type PetStatus,
  type RecordedAnswer,
} from '../../core/index.js';

/** A request sent with an Idempotency-Key, as stored. */
export interface IdempotencyDocument {
  _id?: ObjectId;
  scope: string;
  key: string;
  fingerprint: string;
  /** The owning claim's token: only the request holding it may complete or release this record; null once given up. */
  token: string | null;
  /** The tag the request's resource is written with; kept by a claim that resumes the record. Absent on records of earlier versions. */
  writeTag?: string;
  /** The recorded answer; null while unfinished. Absent on records of earlier versions, which have `pet` instead. */
  answer?: RecordedAnswer | null;
  /** Earlier versions' answer (createPet's only): the pet created. */
  pet?: { id: number; name: string; categoryId: number; status: PetStatus } | null;
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

/** The fields a fresh claim at `now`, handing out `token` and `writeTag`, writes (inserted, or over a dead record). */
export function freshClaimFields(
  fingerprint: string,
  now: number,
  options: IdempotencySettings,
  token: string,
  writeTag: string,
): Omit<IdempotencyDocument, '_id' | 'scope' | 'key' | 'pet' | 'writeTag'> & { writeTag: string } {
  const state = newRecordState(fingerprint, now, options);
  return {
    fingerprint,
    token,
    writeTag,
    answer: null,
    createdAt: new Date(now),
    leaseUntil: new Date(state.leaseUntil),
    expiresAt: new Date(state.expiresAt),
  };
}

/** The fields a claim resuming `existing` at `now` changes: the owner and its lease; the request, its tag and its 24 h stay. */
export function resumedClaimFields(existing: IdempotencyDocument, now: number, options: IdempotencySettings, token: string) {
  return { token, leaseUntil: new Date(resumedRecordState(toRecordState(existing), now, options).leaseUntil) };
}

export function toRecordState(doc: IdempotencyDocument): IdempotencyRecordState {
  const common = { leaseUntil: doc.leaseUntil.getTime(), expiresAt: doc.expiresAt.getTime() };
  if (doc.answer !== undefined) return { ...common, fingerprint: doc.fingerprint, answer: doc.answer };
  // A record of an earlier version: createPet's, fingerprinted by [name, categoryId, status], holding the pet.
  const { pet } = doc;
  return {
    ...common,
    fingerprint: legacyFingerprint(doc.fingerprint),
    answer: pet ? { pet: { id: pet.id, name: pet.name, categoryId: pet.categoryId, status: pet.status }, version: 1 } : null,
  };
}

function legacyFingerprint(text: string): string {
  try {
    return fingerprintOf('createPet', JSON.parse(text) as JsonValue);
  } catch {
    return text; // not JSON: matches no request of this version
  }
}

/**
 * The record this token claimed, while unfinished: after a takeover or a release the record
 * carries another token (or none), and a completed record keeps its first answer, so neither matches.
 */
function ownedUnfinishedFilter(id: IdempotencyRecordKey, token: string): Filter<IdempotencyDocument> {
  return { ...recordFilter(id), token, answer: null, pet: null };
}

/** Completes the record only while the claim behind `token` still owns it unfinished. */
export function completeUpdate(
  id: IdempotencyRecordKey,
  token: string,
  answer: RecordedAnswer,
): { filter: Filter<IdempotencyDocument>; update: UpdateFilter<IdempotencyDocument> } {
  return { filter: ownedUnfinishedFilter(id, token), update: { $set: { answer } } };
}

/**
 * Gives the claim behind `token` up: its lease over at once and no owner, the rest (the request, its
 * write tag) kept for a retry to resume. Only while that claim still owns the record unfinished.
 */
export function releaseUpdate(
  id: IdempotencyRecordKey,
  token: string,
): { filter: Filter<IdempotencyDocument>; update: UpdateFilter<IdempotencyDocument> } {
  return { filter: ownedUnfinishedFilter(id, token), update: { $set: { token: null, leaseUntil: new Date(RELEASED_LEASE_UNTIL) } } };
}

/**
 * The dead record a claim at `now` judged, still in the state it was judged in: expired (its expiry
 * never changes), or an unfinished claim past its lease under the same token (null for one given up).
 * A slow owner that completes between the judgement and the takeover makes the record live again,
 * and a racing claimant that took it over first changed its token: then nothing matches, and the
 * claimer must read and judge again.
 */
export function deadRecordFilter(existing: IdempotencyDocument, now: number): Filter<IdempotencyDocument> {
  const at = new Date(now);
  const same = { _id: existing._id!, token: existing.token };
  if (now >= existing.expiresAt.getTime()) return { ...same, expiresAt: { $lte: at } };
  return { ...same, answer: null, pet: null, leaseUntil: { $lte: at } };
}
