import type { ClaimRefusal, IdempotencySettings, RecordedAnswer } from '../domain/idempotency-claim.js';

/**
 * Records of requests sent with an `Idempotency-Key` (createPet, placeOrder, …), so that a retry
 * returns the first answer instead of writing a second resource (DESIGN.md "Safe retries").
 * Every adapter must pass test/contract/idempotency-store.contract.ts.
 */
export interface IdempotencyRecordKey {
  /** The API key id the record belongs to: records are never shared between callers. */
  readonly scope: string;
  /** The client's Idempotency-Key. */
  readonly key: string;
}

export type IdempotencyClaim =
  | {
      readonly kind: 'claimed';
      /**
       * The caller owns the key now and must complete or release it with this token. Opaque and
       * unique to this claim: a later owner gets another one.
       */
      readonly token: string;
      /**
       * The tag the resource is written with (in the same single write), so that a later claim of
       * the same request finds it. Random, given at the record's first claim and kept by claims
       * that resume it.
       */
      readonly writeTag: string;
      /**
       * True when this claim took over an abandoned (or given up) claim of the same request: its
       * owner may have written the resource under `writeTag` before it stopped.
       */
      readonly resumed: boolean;
    }
  | ClaimRefusal;

export interface IdempotencyStore {
  /**
   * Atomically claims the key for a request with this fingerprint, unless a live record exists
   * (the rules: judgeClaim in core/domain/idempotency-claim.ts). Records live `ttlMs` from their
   * creation; an unfinished claim older than `leaseMs` is abandoned (its process died) and is taken
   * over in place by the next claim: one of any number of racing claimants gets it, and a claim of
   * the same request keeps the record's write tag (`resumed`), another request's starts afresh.
   */
  claim(id: IdempotencyRecordKey, fingerprint: string, now: number, options: IdempotencySettings): Promise<IdempotencyClaim>;
  /**
   * Records the answer of a claimed request, if the record is still the unfinished one this token
   * claimed; otherwise (taken over after the lease, released, expired) does nothing.
   */
  complete(id: IdempotencyRecordKey, token: string, answer: RecordedAnswer): Promise<void>;
  /**
   * Gives a claim up (the request failed), so a retry can run at once: the record stays, abandoned,
   * and a retry of the same request resumes it with its write tag (finding what the failed attempt
   * may have written after all). Like `complete`, only while the unfinished record carries this token.
   */
  release(id: IdempotencyRecordKey, token: string): Promise<void>;
}

/**
 * A repository refused to write a resource under a write tag that another resource carries: the
 * caller finds that one instead. Every adapter that takes write tags throws this one type.
 */
export class WriteTagTakenError extends Error {
  constructor() {
    super('another resource was written under this write tag');
    this.name = 'WriteTagTakenError';
  }
}
