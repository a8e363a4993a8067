import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import {
  judgeClaim,
  type IdempotencyClaim,
  type IdempotencyRecordKey,
  type IdempotencySettings,
  type IdempotencyStore,
  type Pet,
} from '../../core/index.js';
import {
  completeUpdate,
  deadRecordFilter,
  IDEMPOTENCY_INDEXES,
  newClaimDocument,
  recordFilter,
  releaseFilter,
  toRecordState,
  type IdempotencyDocument,
} from './idempotency-documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';

const DEFAULT_IDEMPOTENCY_COLLECTION = 'idempotency_records';

const STORE = 'idempotency store';

/** Rounds of "insert, lost, stale record removed" before giving up as in progress. */
const MAX_CLAIM_ATTEMPTS = 5;

/**
 * Idempotency records in MongoDB, so a retry that lands on another instance still finds the
 * first request. A claim is an insert: the unique {scope, key} index lets exactly one of any
 * number of racing requests win. A dead record (expired, or an abandoned claim past its lease)
 * is deleted only as it was judged (its _id, token and the dead state), so neither a racer's
 * fresh claim nor a record its slow owner completed in the meantime is removed.
 * Each claim stores a random token that complete and release must match, so a slow request
 * whose claim was taken over cannot finish the new owner's record. The claim rules themselves
 * (judgeClaim) live in core. Call `ensureIndexes()` at start-up: without the unique index races
 * are lost.
 */
export class MongoIdempotencyStore implements IdempotencyStore {
  private readonly records: Collection<IdempotencyDocument>;

  constructor(db: Db, collection: string = DEFAULT_IDEMPOTENCY_COLLECTION) {
    this.records = db.collection<IdempotencyDocument>(collection);
  }

  async ensureIndexes(): Promise<void> {
    await guarded(STORE, () => this.records.createIndexes([...IDEMPOTENCY_INDEXES]));
  }

  async claim(id: IdempotencyRecordKey, fingerprint: string, now: number, options: IdempotencySettings): Promise<IdempotencyClaim> {
    // Random (122 bits), so claims on any instance, before or after a restart, never share one.
    const token = randomUUID();
    return guarded(STORE, async () => {
      for (let attempt = 0; attempt < MAX_CLAIM_ATTEMPTS; attempt++) {
        try {
          await this.records.insertOne(newClaimDocument(id, fingerprint, now, options, token));
          return { kind: 'claimed', token };
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
        const existing = await this.records.findOne(recordFilter(id));
        if (!existing) continue; // swept or released in between: try the insert again
        const judgement = judgeClaim(toRecordState(existing), fingerprint, now);
        if (judgement.kind !== 'free') return judgement;
        // No match: the record changed since it was read (completed, taken over); the next round judges it again.
        await this.records.deleteOne(deadRecordFilter(existing, now));
      }
      // Others keep claiming this key at the same moment: one of them owns it.
      return { kind: 'in_progress' };
    });
  }

  async complete(id: IdempotencyRecordKey, token: string, pet: Pet): Promise<void> {
    const { filter, update } = completeUpdate(id, token, pet);
    await guarded(STORE, () => this.records.updateOne(filter, update));
  }

  async release(id: IdempotencyRecordKey, token: string): Promise<void> {
    await guarded(STORE, () => this.records.deleteOne(releaseFilter(id, token)));
  }
}
