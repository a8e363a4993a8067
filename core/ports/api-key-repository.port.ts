import type { ApiKey } from '../domain/api-key.js';
import { ConflictError } from '../domain/errors.js';
import type { Scope } from '../domain/scopes.js';

/** A page of keys, oldest first: those after `after` (by creation instant, then id), at most `limit`. */
export interface ApiKeyListQuery {
  readonly after?: { readonly createdAt: number; readonly id: string };
  /** Only the keys of this owner (a key stored without an owner is its own id's); every key when absent. */
  readonly owner?: string;
  readonly limit: number;
}

/** What a revocation did: the key as revoked (again: the first instant stands), or refused to leave no standing manager. */
export type RevokeOutcome = { readonly kind: 'revoked'; readonly key: ApiKey } | { readonly kind: 'last_manager' };

/**
 * Issued API keys, looked up by the SHA-256 digest of the presented secret. Every adapter must pass
 * test/contract/api-key-repository.contract.ts. Failures to reach the store surface as StoreUnavailableError.
 *
 * The store keeps one rule across keys itself, atomically (isStandingManager in core/domain/api-key.ts):
 * a revocation that would leave no standing manager key is refused unless forced, and so is the
 * completion of a rotation (the predecessor's expiry) when its successor no longer stands; of a
 * revocation and a completion racing for the last two, or two revocations, one passes.
 */
export interface ApiKeyRepository {
  /** The key with this digest (revoked or not), or null. May be up to a configured TTL stale (a cache in front of a shared store). */
  findByDigest(digest: string): Promise<ApiKey | null>;
  findById(id: string): Promise<ApiKey | null>;
  /** The key added under this write tag (createKey, rotateKey under an Idempotency-Key), or null. */
  findByWriteTag(writeTag: string): Promise<ApiKey | null>;
  /**
   * Stores a new key, with `writeTag` in the same single write when given. Rejects with
   * DuplicateApiKeyError when its id or digest is taken, WriteTagTakenError when another key carries
   * the tag, and KeyRotatedError when its `rotatedFrom` names a key that has a successor already
   * (one of racing rotations of a key wins).
   */
  add(key: ApiKey, writeTag?: string): Promise<void>;
  /** Keys oldest first (creation instant, then id). */
  list(query: ApiKeyListQuery): Promise<ApiKey[]>;
  /**
   * The owner's keys that count against its limit at `now`: neither revoked nor expired nor rotated
   * (a rotation's successor stands for its lineage), oldest first, at most `limit`.
   */
  activeKeysOf(owner: string, now: number, limit: number): Promise<ApiKey[]>;
  /** The keys of a lineage (the first id of their `rotatedFrom` chain), newest first, at most `limit`. */
  findLineage(lineage: string, limit: number): Promise<ApiKey[]>;
  /** Deletes a key added a moment ago that must not stand (over its owner's limit); a no-op when there is none. */
  remove(id: string): Promise<void>;
  /**
   * Marks the key revoked at `at` (revoking twice keeps the first instant); null when no key has
   * this id. With `keepAManager`, revoking the last standing manager key is refused (`last_manager`),
   * the check and the revocation one atomic step.
   */
  revoke(id: string, at: Date, options: { readonly keepAManager: boolean }): Promise<RevokeOutcome | null>;
  /**
   * Finishes the rotation that added `successor` (its `rotatedFrom` names the predecessor): the
   * predecessor expires at `predecessorExpiresAt` or sooner if it already did, and records its
   * successor. Idempotent (a retry after a failure completes it); the predecessor as it is now, or null if it is gone.
   * Rejects with RotationLeavesNoManagerError, the predecessor left as it was, when the predecessor is the
   * last standing manager key (its successor revoked meanwhile), the check and the expiry one atomic step.
   */
  completeRotation(successor: ApiKey, predecessorExpiresAt: Date): Promise<ApiKey | null>;
  /** Sets the scopes of a key (seeded keys, at every start); the key as it is now, or null. */
  setScopes(id: string, scopes: readonly Scope[]): Promise<ApiKey | null>;
}

/**
 * completeRotation refused (409 `last_manager_key`): expiring the predecessor would leave no standing
 * manager key, its successor having been revoked before the rotation completed. The predecessor keeps
 * working without an expiry; a retry of the rotation is refused alike.
 */
export class RotationLeavesNoManagerError extends ConflictError {
  constructor(predecessorId: string) {
    super(
      'last_manager_key',
      `Key ${predecessorId} is the last active key holding keys:manage without an expiry, and its successor was revoked before the rotation completed; it keeps working without an expiry: issue another such key first.`,
    );
  }
}

/** The key named by a successor's `rotatedFrom` has a successor already. */
export class KeyRotatedError extends Error {
  constructor() {
    super('the key has been rotated already');
    this.name = 'KeyRotatedError';
  }
}
