import type { ApiKey } from '../domain/api-key.js';

/** Issued API keys, looked up by the SHA-256 digest of the presented secret. */
export interface ApiKeyRepository {
  /** The key with this digest (revoked or not), or null. May be up to a configured TTL stale (a cache in front of a shared store). */
  findByDigest(digest: string): Promise<ApiKey | null>;
  /** Stores a new key; rejects with DuplicateApiKeyError when the id or the digest is taken. */
  add(key: ApiKey): Promise<void>;
  /** All keys, oldest first. */
  list(): Promise<ApiKey[]>;
  /** Marks the key revoked at `at`; returns the updated key, or null if no key has this id. Revoking twice keeps the first instant. */
  revoke(id: string, at: Date): Promise<ApiKey | null>;
}
