import type { ApiKey, ApiKeyListQuery, ApiKeyRepository, Clock, RevokeOutcome, Scope } from '../../core/index.js';

export interface ApiKeyCacheOptions {
  /** How long a lookup, found or not, is answered from memory; 0 turns the cache off. */
  readonly ttlMs: number;
  /** Digests remembered at most; the least recently used one goes first (default 10,000). */
  readonly maxEntries?: number;
}

export const DEFAULT_API_KEY_CACHE_ENTRIES = 10_000;

interface Entry {
  readonly key: ApiKey | null;
  /** Answered from memory until then (exclusive), counted from when the lookup started. */
  readonly until: number;
}

/**
 * Key lookups of one process, kept for `ttlMs`, in front of a repository that costs a round trip
 * per lookup: MongoDB's (bootstrap composes it there only; it imports nothing but the core). Every request looks its key up; with the cache, N requests with one key
 * cost one lookup per TTL. Unknown digests are remembered too (a client retrying a bad key costs
 * nothing), and the map is LRU-bounded, so a flood of distinct unknown keys evicts entries instead
 * of growing memory. Only digests are held, never secrets.
 *
 * Staleness is bounded by the TTL, counted from the start of the lookup that filled an entry: a
 * key revoked elsewhere (the CLI, another instance) stops working here within `ttlMs`, and a key
 * issued elsewhere after a refused attempt with it works within `ttlMs`; so does an expiry set by a
 * rotation elsewhere. Changes through this instance (`add`, `revoke`, `completeRotation`,
 * `setScopes`) take effect at once: they drop the key's digest, and a lookup that was in flight
 * meanwhile is answered but not remembered. Failures are never remembered. Lookups by id, by write
 * tag and listings always ask the store (key management, not the request path).
 */
export class CachedApiKeyRepository implements ApiKeyRepository {
  private readonly entries = new Map<string, Entry>();
  /** One lookup per digest at a time: concurrent requests with a key not cached yet share it. */
  private readonly pending = new Map<string, Promise<ApiKey | null>>();
  /** Changes with every add and revoke here, so a lookup that started before one is not remembered. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly inner: ApiKeyRepository,
    private readonly clock: Clock,
    options: ApiKeyCacheOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? DEFAULT_API_KEY_CACHE_ENTRIES;
  }

  /** Digests remembered now (expired ones not yet dropped included). */
  get size(): number {
    return this.entries.size;
  }

  findByDigest(digest: string): Promise<ApiKey | null> {
    if (this.ttlMs <= 0) return this.inner.findByDigest(digest);
    const now = this.clock.now();
    const entry = this.entries.get(digest);
    if (entry !== undefined) {
      // Deleted and set again: a Map keeps insertion order, so the first entry is the least recently used.
      this.entries.delete(digest);
      if (now < entry.until) {
        this.entries.set(digest, entry);
        return Promise.resolve(entry.key);
      }
    }
    return this.pending.get(digest) ?? this.lookUp(digest, now);
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
      this.forget(key.digest);
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
    await this.changing(() => this.inner.remove(id));
    // Rare (a key over its owner's limit): its digest is not known here, so it is found among the entries.
    this.generation++;
    for (const [digest, entry] of this.entries) if (entry.key?.id === id) this.forget(digest);
  }

  async revoke(id: string, at: Date, options: { readonly keepAManager: boolean }): Promise<RevokeOutcome | null> {
    const outcome = await this.changing(() => this.inner.revoke(id, at, options));
    if (outcome?.kind === 'revoked') this.forget(outcome.key.digest);
    return outcome;
  }

  async completeRotation(successor: ApiKey, predecessorExpiresAt: Date): Promise<ApiKey | null> {
    const predecessor = await this.changing(() => this.inner.completeRotation(successor, predecessorExpiresAt));
    if (predecessor) this.forget(predecessor.digest);
    return predecessor;
  }

  async setScopes(id: string, scopes: readonly Scope[]): Promise<ApiKey | null> {
    const key = await this.changing(() => this.inner.setScopes(id, scopes));
    if (key) this.forget(key.digest);
    return key;
  }

  /** A change whose failure may have applied all the same, to a key whose digest is unknown here: then everything is forgotten. */
  private async changing<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      this.generation++;
      this.entries.clear();
      this.pending.clear();
      throw error;
    }
  }

  private lookUp(digest: string, startedAt: number): Promise<ApiKey | null> {
    const generation = this.generation;
    const lookup = this.inner.findByDigest(digest).then(
      (key) => {
        if (this.pending.get(digest) === lookup) this.pending.delete(digest);
        if (generation === this.generation) this.remember(digest, { key, until: startedAt + this.ttlMs });
        return key;
      },
      (error: unknown) => {
        if (this.pending.get(digest) === lookup) this.pending.delete(digest);
        throw error;
      },
    );
    this.pending.set(digest, lookup);
    return lookup;
  }

  private remember(digest: string, entry: Entry): void {
    this.entries.delete(digest);
    this.entries.set(digest, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  private forget(digest: string): void {
    this.generation++;
    this.entries.delete(digest);
    this.pending.delete(digest);
  }
}
