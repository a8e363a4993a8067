import { LRUCache } from 'lru-cache';
import type { ApiKey, ApiKeyListQuery, ApiKeyRepository, Clock, RevokeOutcome, Scope } from '../../core/index.js';

export interface ApiKeyCacheOptions {
  /** How long a lookup, found or not, is answered from memory; 0 turns the cache off. */
  readonly ttlMs: number;
  /** Digests remembered at most; the least recently used one goes first (default 10,000). */
  readonly maxEntries?: number;
}

export const DEFAULT_API_KEY_CACHE_ENTRIES = 10_000;

/** What a lookup found: the key, or null for an unknown digest (remembered too; lru-cache holds no null). */
interface Found {
  readonly key: ApiKey | null;
}

/** The lru-cache TTL of a lookup that took the whole TTL: stale at once, so answered but never served again (0 would mean forever). */
const STALE_AT_ONCE = -1;

/**
 * Key lookups of one process, kept for `ttlMs`, in front of a repository that costs a round trip
 * per lookup: MongoDB's (bootstrap composes it there only; it imports nothing but the core). Every
 * request looks its key up; with the cache, N requests with one key cost one lookup per TTL, and
 * concurrent requests with a key not cached yet share one lookup (lru-cache's `fetch`). Unknown
 * digests are remembered too (a client retrying a bad key costs nothing), at most `maxEntries`,
 * the least recently used going first, so a flood of distinct unknown keys evicts entries instead
 * of growing memory. Only digests are held, never secrets.
 *
 * Staleness is bounded by the TTL, counted from the start of the lookup that filled an entry: a
 * key revoked elsewhere (the CLI, another instance) stops working here within `ttlMs`, and a key
 * issued elsewhere after a refused attempt with it works within `ttlMs`; so does an expiry set by a
 * rotation elsewhere. Changes through this instance (`add`, `remove`, `revoke`, `completeRotation`,
 * `setScopes`) take effect at once: they drop the key's digest, and a lookup of it in flight
 * meanwhile is answered but not remembered (lru-cache aborts it; `ignoreFetchAbort` lets it answer).
 * Failures are never remembered. Lookups by id, by write tag and listings always ask the store (key
 * management, not the request path).
 */
export class CachedApiKeyRepository implements ApiKeyRepository {
  private readonly lookups: LRUCache<string, Found> | undefined;

  constructor(
    private readonly inner: ApiKeyRepository,
    clock: Clock,
    options: ApiKeyCacheOptions,
  ) {
    const { ttlMs } = options;
    this.lookups =
      ttlMs > 0
        ? new LRUCache<string, Found>({
            max: options.maxEntries ?? DEFAULT_API_KEY_CACHE_ENTRIES,
            ttl: ttlMs,
            // The service's clock, read at every lookup (no timer holding a reading for a millisecond).
            perf: clock,
            ttlResolution: 0,
            ignoreFetchAbort: true,
            fetchMethod: async (digest, _stale, { options: entry }) => {
              const startedAt = clock.now();
              const found = { key: await inner.findByDigest(digest) };
              // lru-cache serves an entry while its age is at most its ttl: a millisecond less than what
              // is left, so that none is served once the TTL since the lookup's start has passed.
              const left = startedAt + ttlMs - clock.now();
              entry.ttl = left > 1 ? left - 1 : STALE_AT_ONCE;
              return found;
            },
          })
        : undefined;
  }

  /** Digests remembered now (expired ones not yet dropped included). */
  get size(): number {
    return this.lookups?.size ?? 0;
  }

  async findByDigest(digest: string): Promise<ApiKey | null> {
    if (this.lookups === undefined) return this.inner.findByDigest(digest);
    // Always a value: the fetch method returns one, and an aborted lookup still answers (ignoreFetchAbort).
    return (await this.lookups.fetch(digest))!.key;
  }

  findById(id: string): Promise<ApiKey | null> {
    return this.inner.findById(id);
  }

  findByWriteTag(writeTag: string): Promise<ApiKey | null> {
    return this.inner.findByWriteTag(writeTag);
  }

  async add(key: ApiKey, writeTag?: string): Promise<void> {
    try {
      await this.inner.add(key, writeTag);
    } finally {
      this.lookups?.delete(key.digest);
    }
  }

  list(query: ApiKeyListQuery): Promise<ApiKey[]> {
    return this.inner.list(query);
  }

  activeKeysOf(owner: string, now: number, limit: number): Promise<ApiKey[]> {
    return this.inner.activeKeysOf(owner, now, limit);
  }

  findLineage(lineage: string, limit: number): Promise<ApiKey[]> {
    return this.inner.findLineage(lineage, limit);
  }

  async remove(id: string): Promise<void> {
    // Rare (a key over its owner's limit): its digest is read first, to be dropped once it is gone.
    const key = await this.inner.findById(id);
    await this.changing(() => this.inner.remove(id));
    if (key) this.lookups?.delete(key.digest);
  }

  async revoke(id: string, at: Date, options: { readonly keepAManager: boolean }): Promise<RevokeOutcome | null> {
    const outcome = await this.changing(() => this.inner.revoke(id, at, options));
    if (outcome?.kind === 'revoked') this.lookups?.delete(outcome.key.digest);
    return outcome;
  }

  async completeRotation(successor: ApiKey, predecessorExpiresAt: Date): Promise<ApiKey | null> {
    const predecessor = await this.changing(() => this.inner.completeRotation(successor, predecessorExpiresAt));
    if (predecessor) this.lookups?.delete(predecessor.digest);
    return predecessor;
  }

  async setScopes(id: string, scopes: readonly Scope[]): Promise<ApiKey | null> {
    const key = await this.changing(() => this.inner.setScopes(id, scopes));
    if (key) this.lookups?.delete(key.digest);
    return key;
  }

  /** A change whose failure may have applied all the same, to a key whose digest is unknown here: then everything is forgotten. */
  private async changing<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      this.lookups?.clear();
      throw error;
    }
  }
}
