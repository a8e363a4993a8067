import type { Pet } from '../domain/pet.js';

/**
 * Records of createPet requests sent with an `Idempotency-Key`, so that a retry returns the
 * first answer instead of creating a second pet (DESIGN.md "Safe retries").
 * Every adapter must pass test/contract/idempotency-store.contract.ts.
 */
export interface IdempotencyRecordKey {
  /** The API key id the record belongs to: records are never shared between callers. */
  readonly scope: string;
  /** The client's Idempotency-Key. */
  readonly key: string;
}

export type IdempotencyClaim =
  /** No live record existed: the caller owns the key now and must complete or release it. */
  | { readonly kind: 'claimed' }
  /** A finished request with the same fingerprint: answer with its pet. */
  | { readonly kind: 'replay'; readonly pet: Pet }
  /** The same key is being processed by another request right now. */
  | { readonly kind: 'in_progress' }
  /** The key was used with a different request. */
  | { readonly kind: 'mismatch' };

export interface IdempotencyStore {
  /**
   * Atomically claims the key for a request with this fingerprint, unless a live record exists.
   * Records live `ttlMs` from their creation; an in-progress claim older than `leaseMs` is
   * considered abandoned (its process died) and may be claimed again.
   */
  claim(
    id: IdempotencyRecordKey,
    fingerprint: string,
    now: number,
    options: { readonly ttlMs: number; readonly leaseMs: number },
  ): Promise<IdempotencyClaim>;
  /** Stores the outcome of a claimed request. */
  complete(id: IdempotencyRecordKey, pet: Pet): Promise<void>;
  /** Gives a claim up (the request failed before creating anything), so a retry can run. */
  release(id: IdempotencyRecordKey): Promise<void>;
}
