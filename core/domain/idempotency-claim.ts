import type { Pet } from './pet.js';

/**
 * The claim rules every IdempotencyStore applies to the record it finds for a key, written once
 * so that the in-memory and MongoDB stores cannot drift apart (DESIGN.md "Safe retries").
 */

/** How long idempotency records live and claims last. */
export interface IdempotencySettings {
  /** How long a finished request can be replayed (DESIGN.md: 24 h). */
  readonly ttlMs: number;
  /** After how long an unfinished claim counts as abandoned by a crashed process. */
  readonly leaseMs: number;
}

export const DEFAULT_IDEMPOTENCY_SETTINGS: IdempotencySettings = { ttlMs: 24 * 3_600_000, leaseMs: 60_000 };

/** What the claim rules need to know about a stored record; times in ms since the epoch. */
export interface IdempotencyRecordState {
  readonly fingerprint: string;
  /** The outcome once completed; null while the first request is in flight. */
  readonly pet: Pet | null;
  /** Until then (exclusive) an unfinished claim belongs to its request; from then on, to whoever claims next. */
  readonly leaseUntil: number;
  /** From then on the record is dead (DESIGN.md: replayable for 24 h after creation). */
  readonly expiresAt: number;
}

/** Why a claim is not granted: what the caller answers instead. */
export type ClaimRefusal =
  /** A finished request with the same fingerprint: answer with its pet. */
  | { readonly kind: 'replay'; readonly pet: Pet }
  /** The same key is being processed by another request right now. */
  | { readonly kind: 'in_progress' }
  /** The key was used with a different request. */
  | { readonly kind: 'mismatch' };

/** `free`: the key may be (re)claimed; otherwise why not. */
export type ClaimJudgement = { readonly kind: 'free' } | ClaimRefusal;

const FREE: ClaimJudgement = Object.freeze({ kind: 'free' });
const IN_PROGRESS: ClaimJudgement = Object.freeze({ kind: 'in_progress' });
const MISMATCH: ClaimJudgement = Object.freeze({ kind: 'mismatch' });

/**
 * Judges a claim at `now` against the record found for the key (undefined: none). A lease or a
 * TTL that ends at `x` has ended when `now >= x`. A different body is refused even while the
 * first request runs: retrying it can never succeed, so "in progress, retry later" would mislead.
 */
export function judgeClaim(record: IdempotencyRecordState | undefined, fingerprint: string, now: number): ClaimJudgement {
  if (!record || now >= record.expiresAt) return FREE;
  if (record.pet === null && now >= record.leaseUntil) return FREE;
  if (record.fingerprint !== fingerprint) return MISMATCH;
  return record.pet === null ? IN_PROGRESS : { kind: 'replay', pet: record.pet };
}

/** The record a successful claim at `now` starts. */
export function newRecordState(fingerprint: string, now: number, options: IdempotencySettings): IdempotencyRecordState {
  return { fingerprint, pet: null, leaseUntil: now + options.leaseMs, expiresAt: now + options.ttlMs };
}
