import type { ClaimRefusal, IdempotencySettings } from '../domain/idempotency-claim.js';
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
  /**
   * No live record existed: the caller owns the key now and must complete or release it with
   * this token. The token is opaque and unique to this claim: a later owner gets another one.
   */
  { readonly kind: 'claimed'; readonly token: string } | ClaimRefusal;

export interface IdempotencyStore {
  /**
   * Atomically claims the key for a request with this fingerprint, unless a live record exists
   * (the rules: judgeClaim in core/domain/idempotency-claim.ts). Records live `ttlMs` from their
   * creation; an in-progress claim older than `leaseMs` is considered abandoned (its process
   * died) and may be claimed again.
   */
  claim(id: IdempotencyRecordKey, fingerprint: string, now: number, options: IdempotencySettings): Promise<IdempotencyClaim>;
  /**
   * Stores the outcome of a claimed request, if the record is still the unfinished one this
   * token claimed; otherwise (taken over after the lease, released, expired) does nothing.
   */
  complete(id: IdempotencyRecordKey, token: string, pet: Pet): Promise<void>;
  /**
   * Gives a claim up (the request failed before creating anything), so a retry can run; like
   * `complete`, only while the unfinished record still carries this token.
   */
  release(id: IdempotencyRecordKey, token: string): Promise<void>;
}
