import type { IdempotencyClaim, IdempotencyRecordKey, IdempotencyStore, Pet } from '../../core/index.js';

/** What the claim rules need to know about a stored record; times in ms since the epoch. */
export interface IdempotencyRecordState {
  readonly fingerprint: string;
  /** The outcome once completed; null while the first request is in flight. */
  readonly pet: Pet | null;
  /** Until then an unfinished claim belongs to its request; after it, to whoever claims next. */
  readonly leaseUntil: number;
  /** From then on the record is dead (DESIGN.md: replayable for 24 h after creation). */
  readonly expiresAt: number;
}

/** `free`: the key may be (re)claimed; otherwise the answer the caller gets. */
export type ClaimJudgement = { readonly kind: 'free' } | Exclude<IdempotencyClaim, { readonly kind: 'claimed' }>;

const FREE: ClaimJudgement = Object.freeze({ kind: 'free' });
const IN_PROGRESS: ClaimJudgement = Object.freeze({ kind: 'in_progress' });
const MISMATCH: ClaimJudgement = Object.freeze({ kind: 'mismatch' });
export const CLAIMED: IdempotencyClaim = Object.freeze({ kind: 'claimed' });

/**
 * The claim rules every IdempotencyStore applies to the record it finds, written once so the
 * memory and MongoDB stores cannot drift apart (they belong in core; see the MongoDB store).
 * A different body is refused even while the first request runs: retrying it can never succeed,
 * so "in progress, retry later" would mislead.
 */
export function judgeClaim(record: IdempotencyRecordState | undefined, fingerprint: string, now: number): ClaimJudgement {
  if (!record || now >= record.expiresAt) return FREE;
  if (record.pet === null && now >= record.leaseUntil) return FREE;
  if (record.fingerprint !== fingerprint) return MISMATCH;
  return record.pet === null ? IN_PROGRESS : { kind: 'replay', pet: record.pet };
}

/** The record a successful claim at `now` starts. */
export function newRecordState(
  fingerprint: string,
  now: number,
  options: { readonly ttlMs: number; readonly leaseMs: number },
): IdempotencyRecordState {
  return { fingerprint, pet: null, leaseUntil: now + options.leaseMs, expiresAt: now + options.ttlMs };
}

/**
 * Idempotency records in process memory (one process only). Records are kept in claim order,
 * so expired ones are dropped from the front on every claim and memory stays bounded by the
 * requests of one TTL window.
 */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecordState>();

  async claim(
    id: IdempotencyRecordKey,
    fingerprint: string,
    now: number,
    options: { readonly ttlMs: number; readonly leaseMs: number },
  ): Promise<IdempotencyClaim> {
    this.dropExpired(now);
    const slot = slotOf(id);
    const judgement = judgeClaim(this.records.get(slot), fingerprint, now);
    if (judgement.kind !== 'free') return judgement;
    // Delete first so a taken-over record moves to the back and claim order is kept.
    this.records.delete(slot);
    this.records.set(slot, newRecordState(fingerprint, now, options));
    return CLAIMED;
  }

  async complete(id: IdempotencyRecordKey, pet: Pet): Promise<void> {
    const slot = slotOf(id);
    const record = this.records.get(slot);
    if (record && record.pet === null) this.records.set(slot, { ...record, pet });
  }

  async release(id: IdempotencyRecordKey): Promise<void> {
    const slot = slotOf(id);
    if (this.records.get(slot)?.pet === null) this.records.delete(slot);
  }

  /** Records held, expired ones not yet dropped included. */
  get size(): number {
    return this.records.size;
  }

  private dropExpired(now: number): void {
    for (const [slot, record] of this.records) {
      if (record.expiresAt > now) break;
      this.records.delete(slot);
    }
  }
}

/** One map key per (scope, key); JSON keeps any characters in either part from colliding. */
function slotOf(id: IdempotencyRecordKey): string {
  return JSON.stringify([id.scope, id.key]);
}
