import type { Collection, Db } from 'mongodb';
import { DuplicateApiKeyError, type ApiKey, type ApiKeyRepository } from '../../core/index.js';
import { API_KEY_INDEXES, API_KEY_LIST_SORT, revokeUpdate, toApiKey, toApiKeyDocument, type ApiKeyDocument } from './api-key-documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';

const DEFAULT_API_KEY_COLLECTION = 'api_keys';

const STORE = 'database';

/**
 * API keys in MongoDB, so the CLI issues keys that every service instance sees. Call
 * `ensureIndexes()` before the first `add`: the unique digest index is what refuses a duplicate.
 */
export class MongoApiKeyRepository implements ApiKeyRepository {
  private readonly keys: Collection<ApiKeyDocument>;

  constructor(db: Db, collection: string = DEFAULT_API_KEY_COLLECTION) {
    this.keys = db.collection<ApiKeyDocument>(collection);
  }

  async ensureIndexes(): Promise<void> {
    await guarded(STORE, () => this.keys.createIndexes([...API_KEY_INDEXES]));
  }

  async findByDigest(digest: string): Promise<ApiKey | null> {
    return guarded(STORE, async () => {
      const found = await this.keys.findOne({ digest });
      return found && toApiKey(found);
    });
  }

  async add(key: ApiKey): Promise<void> {
    await guarded(STORE, async () => {
      try {
        await this.keys.insertOne(toApiKeyDocument(key));
      } catch (error) {
        // Not the driver's text: it would quote the digest. The index that refused it names the field.
        if (isDuplicateKey(error)) throw new DuplicateApiKeyError(duplicatedField(error), { cause: error });
        throw error;
      }
    });
  }

  async list(): Promise<ApiKey[]> {
    return guarded(STORE, async () => (await this.keys.find({}, { sort: API_KEY_LIST_SORT }).toArray()).map(toApiKey));
  }

  async revoke(id: string, at: Date): Promise<ApiKey | null> {
    return guarded(STORE, async () => {
      const { filter, update } = revokeUpdate(id, at);
      const revoked = await this.keys.findOneAndUpdate(filter, update, { returnDocument: 'after' });
      // No match: unknown id, or revoked before (then the first instant stands).
      const key = revoked ?? (await this.keys.findOne({ _id: id }));
      return key && toApiKey(key);
    });
  }
}

/** Which unique index refused the insert: `digest_1`, or the `_id` index (the key's id). */
function duplicatedField(error: unknown): 'id' | 'digest' {
  const pattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  if (pattern) return 'digest' in pattern ? 'digest' : 'id';
  return /index: digest_1/.test((error as Error).message) ? 'digest' : 'id';
}
