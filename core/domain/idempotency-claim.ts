/**
 * The claim rules every IdempotencyStore applies to the record it finds for a key, written once
 * so that the in-memory and MongoDB stores cannot drift apart (DESIGN.md "Safe retries").
 */

/** The operations that take an Idempotency-Key: one record key space, told apart by the fingerprint. */
export const IDEMPOTENT_OPERATIONS = ['createPet', 'placeOrder', 'createKey', 'rotateKey', 'createWebhookEndpoint', 'rotateWebhookSecret'] as const;
export type IdempotentOperationName = (typeof IDEMPOTENT_OPERATIONS)[number];

/** A JSON value: what an answer is recorded as, so that every store keeps any operation's answer as it is. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [member: string]: JsonValue };

/** A finished request's answer as its operation recorded it: a JSON object whose member names are plain words. */
export type RecordedAnswer = { readonly [member: string]: JsonValue };

/**
 * What a request is compared by: its operation and its request as the operation identifies it (the
 * typed input, defaults applied). The same key used on another operation is another request.
 */
export function fingerprintOf(operation: IdempotentOperationName, request: JsonValue): string {
  return `${operation}:${JSON.stringify(request)}`;
}

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
  /** The answer once completed; null while the request is in flight or after it gave its claim up. */
  readonly answer: RecordedAnswer | null;
  /** Until then (exclusive) an unfinished claim belongs to its request; from then on, to whoever claims next. */
  readonly leaseUntil: number;
  /** From then on the record is dead (DESIGN.md: replayable for 24 h after creation). */
  readonly expiresAt: number;
}

/** Why a claim is not granted: what the caller answers instead. */
export type ClaimRefusal =
  /** A finished request with the same fingerprint: answer what it answered. */
  | { readonly kind: 'replay'; readonly answer: RecordedAnswer }
  /** The same key is being processed by another request right now. */
  | { readonly kind: 'in_progress' }
  /** The key was used with a different request. */
  | { readonly kind: 'mismatch' };

/**
 * `fresh`: the key may be claimed as new (no record, an expired one, or an abandoned claim of another
 * request); `resume`: an abandoned claim of this very request, to be taken over with its write tag,
 * since the resource it may have written carries that tag; otherwise why not.
 */
export type ClaimJudgement = { readonly kind: 'fresh' } | { readonly kind: 'resume' } | ClaimRefusal;

const FRESH: ClaimJudgement = Object.freeze({ kind: 'fresh' });
const RESUME: ClaimJudgement = Object.freeze({ kind: 'resume' });
const IN_PROGRESS: ClaimJudgement = Object.freeze({ kind: 'in_progress' });
const MISMATCH: ClaimJudgement = Object.freeze({ kind: 'mismatch' });

/**
 * Judges a claim at `now` against the record found for the key (undefined: none). A lease or a
 * TTL that ends at `x` has ended when `now >= x`. A different body is refused even while the
 * first request runs: retrying it can never succeed, so "in progress, retry later" would mislead.
 */
export function judgeClaim(record: IdempotencyRecordState | undefined, fingerprint: string, now: number): ClaimJudgement {
  if (!record || now >= record.expiresAt) return FRESH;
  if (record.answer === null && now >= record.leaseUntil) return record.fingerprint === fingerprint ? RESUME : FRESH;
  if (record.fingerprint !== fingerprint) return MISMATCH;
  return record.answer === null ? IN_PROGRESS : { kind: 'replay', answer: record.answer };
}

/** The record a fresh claim at `now` starts. */
export function newRecordState(fingerprint: string, now: number, options: IdempotencySettings): IdempotencyRecordState {
  return { fingerprint, answer: null, leaseUntil: now + options.leaseMs, expiresAt: now + options.ttlMs };
}

/** The record a resuming claim at `now` leaves: a new lease; the request, its write tag and its 24 h are the record's. */
export function resumedRecordState(record: IdempotencyRecordState, now: number, options: IdempotencySettings): IdempotencyRecordState {
  return { ...record, leaseUntil: now + options.leaseMs };
}

/** The lease of a claim given up: over at once, so the next claim (a retry) need not wait. */
export const RELEASED_LEASE_UNTIL = 0;
