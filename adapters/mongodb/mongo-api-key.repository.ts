import type { Collection, Db } from 'mongodb';
import {
  DuplicateApiKeyError,
  isStandingManager,
  KeyRotatedError,
  RotationLeavesNoManagerError,
  WriteTagTakenError,
  type ApiKey,
  type ApiKeyListQuery,
  type ApiKeyRepository,
  type RevokeOutcome,
  type Scope,
} from '../../core/index.js';
import {
  activeOf,
  API_KEY_INDEXES,
  API_KEY_LIST_SORT,
  keysAfter,
  ofLineage,
  revokeUpdate,
  ROTATED_FROM_INDEX_NAME,
  toApiKey,
  toApiKeyDocument,
  type ApiKeyDocument,
} from './api-key-documents.js';
import { guarded, isDuplicateKey, isDuplicateKeyOn } from './mongo-errors.js';
import { WRITE_TAG_INDEX_NAME } from './write-tags.js';

const DEFAULT_API_KEY_COLLECTION = 'api_keys';
const STORE = 'database';

/**
 * The one document that lists the standing manager keys (`members`), and every key that stopped
 * being one (`left`: revoked or rotated, which is final). The last-manager rule is decided on it
 * alone, by single-document conditional updates: MongoDB has no atomic step over two key documents
 * without a transaction (a replica set).
 */
interface ManagersDocument {
  _id: string;
  members: string[];
  left: string[];
}

const MANAGERS_ID = 'standing';

/**
 * API keys in MongoDB, so the CLI and every instance see the same keys. Call `ensureIndexes()`
 * first: the unique indexes refuse duplicates, and it creates the managers document.
 *
 * `members` is kept a subset of the real standing managers, so that "another member exists" always
 * means "another standing manager exists": a key joins after it is stored, leaves before it is
 * revoked or given an expiry, and a guarded leave (a revocation kept from the last manager, every
 * rotation's completion) never empties `members`. A crash between the two
 * writes, or a failed join, leaves a standing manager outside `members` (a revocation may then be
 * refused when it could pass: 409, never zero managers); a refused revocation first adds every stored
 * standing manager missing from `members` (`reconcile`), except those in `left`, which can never rejoin.
 */
export class MongoApiKeyRepository implements ApiKeyRepository {
  private readonly keys: Collection<ApiKeyDocument>;
  private readonly managers: Collection<ManagersDocument>;

  constructor(db: Db, collection: string = DEFAULT_API_KEY_COLLECTION, managersCollection = `${collection}_managers`) {
    this.keys = db.collection<ApiKeyDocument>(collection);
    this.managers = db.collection<ManagersDocument>(managersCollection);
  }

  async ensureIndexes(): Promise<void> {
    await guarded(STORE, async () => {
      await this.keys.createIndexes([...API_KEY_INDEXES]);
      await this.managers.updateOne({ _id: MANAGERS_ID }, { $setOnInsert: { members: [], left: [] } }, { upsert: true });
    });
  }

  async findByDigest(digest: string): Promise<ApiKey | null> {
    return this.findOne({ digest });
  }

  async findById(id: string): Promise<ApiKey | null> {
    return this.findOne({ _id: id });
  }

  async findByWriteTag(writeTag: string): Promise<ApiKey | null> {
    return this.findOne({ writeTag });
  }

  async add(key: ApiKey, writeTag?: string): Promise<void> {
    await guarded(STORE, async () => {
      try {
        await this.keys.insertOne(toApiKeyDocument(key, writeTag));
      } catch (error) {
        // Not the driver's text: it would quote the digest. The index that refused it names the field.
        if (isDuplicateKeyOn(error, WRITE_TAG_INDEX_NAME)) throw new WriteTagTakenError();
        if (isDuplicateKeyOn(error, ROTATED_FROM_INDEX_NAME)) throw new KeyRotatedError();
        if (isDuplicateKey(error)) throw new DuplicateApiKeyError(duplicatedField(error), { cause: error });
        throw error;
      }
      if (isStandingManager(key)) await this.join(key.id);
    });
  }

  async list(query: ApiKeyListQuery): Promise<ApiKey[]> {
    return guarded(STORE, async () =>
      (await this.keys.find(keysAfter(query), { sort: API_KEY_LIST_SORT, limit: query.limit }).toArray()).map(toApiKey),
    );
  }

  async activeKeysOf(owner: string, now: number, limit: number): Promise<ApiKey[]> {
    return guarded(STORE, async () =>
      (await this.keys.find(activeOf(owner, new Date(now)), { sort: API_KEY_LIST_SORT, limit }).toArray()).map(toApiKey),
    );
  }

  async findLineage(lineage: string, limit: number): Promise<ApiKey[]> {
    return guarded(STORE, async () =>
      (await this.keys.find(ofLineage(lineage), { sort: { createdAt: -1, _id: -1 }, limit }).toArray()).map(toApiKey),
    );
  }

  async remove(id: string): Promise<void> {
    await guarded(STORE, async () => {
      // Out of the managers first: `members` never names a key that is not stored.
      await this.leave(id);
      await this.keys.deleteOne({ _id: id });
    });
  }

  async revoke(id: string, at: Date, options: { readonly keepAManager: boolean }): Promise<RevokeOutcome | null> {
    return guarded(STORE, async () => {
      const found = await this.keys.findOne({ _id: id });
      if (!found) return null;
      if (found.revokedAt) return { kind: 'revoked', key: toApiKey(found) };
      if (isStandingManager(toApiKey(found))) {
        if (!options.keepAManager) await this.leave(id);
        else if (!(await this.leaveLeavingAnother(id))) {
          await this.reconcile();
          if (!(await this.leaveLeavingAnother(id))) return { kind: 'last_manager' };
        }
      }
      const { filter, update } = revokeUpdate(id, at);
      const revoked = await this.keys.findOneAndUpdate(filter, update, { returnDocument: 'after' });
      // No match: revoked meanwhile (then the first instant stands).
      const key = revoked ?? (await this.keys.findOne({ _id: id }));
      return key && { kind: 'revoked', key: toApiKey(key) };
    });
  }

  async completeRotation(successor: ApiKey, predecessorExpiresAt: Date): Promise<ApiKey | null> {
    return guarded(STORE, async () => {
      const predecessor = successor.rotatedFrom === undefined ? null : await this.keys.findOne({ _id: successor.rotatedFrom });
      if (!predecessor) return null;
      // The successor takes the predecessor's place among the managers before the predecessor leaves it, and the
      // predecessor leaves as a guarded revocation does: not when that would empty the list (its successor was revoked).
      if (isStandingManager(successor)) await this.join(successor.id);
      if (isStandingManager(toApiKey(predecessor)) && !(await this.leaveLeavingAnother(predecessor._id))) {
        await this.reconcile();
        if (!(await this.leaveLeavingAnother(predecessor._id))) throw new RotationLeavesNoManagerError(predecessor._id);
      }
      const updated = await this.keys.findOneAndUpdate(
        { _id: predecessor._id },
        { $min: { expiresAt: predecessorExpiresAt }, $set: { rotatedTo: successor.id } },
        { returnDocument: 'after' },
      );
      return updated && toApiKey(updated);
    });
  }

  async setScopes(id: string, scopes: readonly Scope[]): Promise<ApiKey | null> {
    return guarded(STORE, async () => {
      // Leaving before losing keys:manage, joining after gaining it: `members` never names a key that is not a manager.
      if (!scopes.includes('keys:manage')) await this.leave(id);
      const updated = await this.keys.findOneAndUpdate({ _id: id }, { $set: { scopes: [...scopes] } }, { returnDocument: 'after' });
      if (!updated) return null;
      const key = toApiKey(updated);
      if (isStandingManager(key)) await this.join(id);
      return key;
    });
  }

  private async findOne(filter: Partial<ApiKeyDocument>): Promise<ApiKey | null> {
    return guarded(STORE, async () => {
      const found = await this.keys.findOne(filter);
      return found && toApiKey(found);
    });
  }

  /**
   * Adds a standing manager to `members`, unless it left once (a key that left can never be a
   * standing manager again). A failure is not the caller's: the key is stored and works, and a
   * manager missing from `members` only makes a revocation refused until `reconcile` lists it.
   */
  private async join(id: string): Promise<void> {
    await this.managers.updateOne({ _id: MANAGERS_ID, left: { $ne: id } }, { $addToSet: { members: id } }).catch(() => undefined);
  }

  private async leave(id: string): Promise<void> {
    await this.managers.updateOne({ _id: MANAGERS_ID }, { $pull: { members: id }, $addToSet: { left: id } });
  }

  /**
   * Leaves `members` only while another member stays: a member pulls itself out of a list of two or
   * more; a key outside `members` leaves while the list is not empty. Each is one conditional update.
   */
  private async leaveLeavingAnother(id: string): Promise<boolean> {
    const pulled = await this.managers.findOneAndUpdate(
      { _id: MANAGERS_ID, members: id, 'members.1': { $exists: true } },
      { $pull: { members: id }, $addToSet: { left: id } },
    );
    if (pulled) return true;
    const outside = await this.managers.updateOne(
      { _id: MANAGERS_ID, members: { $ne: id }, 'members.0': { $exists: true } },
      { $addToSet: { left: id } },
    );
    return outside.matchedCount === 1;
  }

  /** Adds every stored standing manager that `members` lacks (a crash between a key's write and its join). */
  private async reconcile(): Promise<void> {
    const standing = await this.keys
      .find({ scopes: 'keys:manage', revokedAt: { $exists: false }, expiresAt: { $exists: false } } as never, { projection: { _id: 1 } })
      .toArray();
    for (const { _id } of standing) await this.join(_id);
  }
}

/** Which unique index refused the insert: `digest_1`, or the `_id` index (the key's id). */
function duplicatedField(error: unknown): 'id' | 'digest' {
  const pattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  if (pattern) return 'digest' in pattern ? 'digest' : 'id';
  return /index: digest_1/.test((error as Error).message) ? 'digest' : 'id';
}
