import {
  DuplicateApiKeyError,
  isActiveKey,
  isStandingManager,
  lineageOf,
  ownerOf,
  KeyRotatedError,
  RotationLeavesNoManagerError,
  WriteTagTakenError,
  type ApiKey,
  type ApiKeyListQuery,
  type ApiKeyRepository,
  type RevokeOutcome,
  type Scope,
} from '../../core/index.js';

/**
 * API keys in process memory, indexed by digest (the per-request lookup), by id, by write tag and
 * by predecessor. Every method is one synchronous step, so the last-manager check and the
 * revocation are atomic by construction.
 */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  private readonly byDigest = new Map<string, ApiKey>();
  /** Insertion order; listed sorted by creation instant and id. */
  private readonly byId = new Map<string, ApiKey>();
  private readonly byWriteTag = new Map<string, string>();
  /** Predecessor id → successor id. */
  private readonly successors = new Map<string, string>();
  /** Ids of the standing manager keys (isStandingManager). */
  private readonly managers = new Set<string>();

  async findByDigest(digest: string): Promise<ApiKey | null> {
    return this.byDigest.get(digest) ?? null;
  }

  async findById(id: string): Promise<ApiKey | null> {
    return this.byId.get(id) ?? null;
  }

  async findByWriteTag(writeTag: string): Promise<ApiKey | null> {
    const id = this.byWriteTag.get(writeTag);
    return id === undefined ? null : (this.byId.get(id) ?? null);
  }

  async add(key: ApiKey, writeTag?: string): Promise<void> {
    if (this.byId.has(key.id)) throw new DuplicateApiKeyError('id');
    if (this.byDigest.has(key.digest)) throw new DuplicateApiKeyError('digest');
    if (writeTag !== undefined && this.byWriteTag.has(writeTag)) throw new WriteTagTakenError();
    if (key.rotatedFrom !== undefined && this.successors.has(key.rotatedFrom)) throw new KeyRotatedError();
    if (writeTag !== undefined) this.byWriteTag.set(writeTag, key.id);
    if (key.rotatedFrom !== undefined) this.successors.set(key.rotatedFrom, key.id);
    this.store(Object.freeze({ ...key }));
  }

  async list(query: ApiKeyListQuery): Promise<ApiKey[]> {
    const { after, owner, limit } = query;
    return this.oldestFirst((key) => (after === undefined || compareKeys(key, after) > 0) && (owner === undefined || ownerOf(key) === owner)).slice(
      0,
      limit,
    );
  }

  async activeKeysOf(owner: string, now: number, limit: number): Promise<ApiKey[]> {
    return this.oldestFirst((key) => ownerOf(key) === owner && key.rotatedTo === undefined && isActiveKey(key, () => now)).slice(0, limit);
  }

  async findLineage(lineage: string, limit: number): Promise<ApiKey[]> {
    return this.oldestFirst((key) => lineageOf(key) === lineage)
      .reverse()
      .slice(0, limit);
  }

  async remove(id: string): Promise<void> {
    const key = this.byId.get(id);
    if (!key) return;
    this.byId.delete(id);
    this.byDigest.delete(key.digest);
    this.managers.delete(id);
    for (const [tag, tagged] of this.byWriteTag) if (tagged === id) this.byWriteTag.delete(tag);
    if (key.rotatedFrom !== undefined) this.successors.delete(key.rotatedFrom);
  }

  async revoke(id: string, at: Date, options: { readonly keepAManager: boolean }): Promise<RevokeOutcome | null> {
    const key = this.byId.get(id);
    if (!key) return null;
    if (key.revokedAt) return { kind: 'revoked', key };
    if (options.keepAManager && this.managers.has(id) && this.managers.size === 1) return { kind: 'last_manager' };
    return { kind: 'revoked', key: this.store(Object.freeze({ ...key, revokedAt: at })) };
  }

  async completeRotation(successor: ApiKey, predecessorExpiresAt: Date): Promise<ApiKey | null> {
    const predecessor = successor.rotatedFrom === undefined ? undefined : this.byId.get(successor.rotatedFrom);
    if (!predecessor) return null;
    // Expiring the last standing manager is a leave like a revocation, kept as revocations are.
    if (this.managers.has(predecessor.id) && this.managers.size === 1) throw new RotationLeavesNoManagerError(predecessor.id);
    const expiresAt = predecessor.expiresAt && predecessor.expiresAt <= predecessorExpiresAt ? predecessor.expiresAt : predecessorExpiresAt;
    return this.store(Object.freeze({ ...predecessor, expiresAt, rotatedTo: successor.id }));
  }

  async setScopes(id: string, scopes: readonly Scope[]): Promise<ApiKey | null> {
    const key = this.byId.get(id);
    return key ? this.store(Object.freeze({ ...key, scopes: Object.freeze([...scopes]) })) : null;
  }

  /** Keys are few (an owner holds at most MAX_KEYS_PER_OWNER active ones): key management reads them all. */
  private oldestFirst(test: (key: ApiKey) => boolean): ApiKey[] {
    return [...this.byId.values()].filter(test).sort((a, b) => compareKeys(a, { createdAt: b.createdAt.getTime(), id: b.id }));
  }

  private store(key: ApiKey): ApiKey {
    this.byId.set(key.id, key);
    this.byDigest.set(key.digest, key);
    if (isStandingManager(key)) this.managers.add(key.id);
    else this.managers.delete(key.id);
    return key;
  }
}

/** Oldest first: by creation instant, then id. */
function compareKeys(key: ApiKey, other: { readonly createdAt: number; readonly id: string }): number {
  const difference = key.createdAt.getTime() - other.createdAt;
  return difference !== 0 ? difference : key.id < other.id ? -1 : key.id > other.id ? 1 : 0;
}
