import { DuplicateApiKeyError, type ApiKey, type ApiKeyRepository } from '../../core/index.js';

/** API keys in process memory, indexed by digest (the per-request lookup) and by id. */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  private readonly byDigest = new Map<string, ApiKey>();
  private readonly byId = new Map<string, ApiKey>();

  async findByDigest(digest: string): Promise<ApiKey | null> {
    return this.byDigest.get(digest) ?? null;
  }

  async add(key: ApiKey): Promise<void> {
    if (this.byId.has(key.id)) throw new DuplicateApiKeyError('id');
    if (this.byDigest.has(key.digest)) throw new DuplicateApiKeyError('digest');
    const stored = Object.freeze({ ...key });
    this.byDigest.set(key.digest, stored);
    this.byId.set(key.id, stored);
  }

  async list(): Promise<ApiKey[]> {
    return [...this.byId.values()];
  }

  async revoke(id: string, at: Date): Promise<ApiKey | null> {
    const key = this.byId.get(id);
    if (!key) return null;
    if (key.revokedAt) return key;
    const revoked = Object.freeze({ ...key, revokedAt: at });
    this.byId.set(id, revoked);
    this.byDigest.set(key.digest, revoked);
    return revoked;
  }
}
