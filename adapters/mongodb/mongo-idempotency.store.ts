import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import {
  judgeClaim,
  type IdempotencyClaim,
  type IdempotencyRecordKey,
  type IdempotencySettings,
  type IdempotencyStore,
  type RecordedAnswer,
} from '../../core/index.js';
import {
  completeUpdate,
  deadRecordFilter,
  freshClaimFields,
  IDEMPOTENCY_INDEXES,
  recordFilter,
  releaseUpdate,
  resumedClaimFields,
  toRecordState,
  type IdempotencyDocument,
} from './idempotency-documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';

const DEFAULT_IDEMPOTENCY_COLLECTION = 'idempotency_records';

const STORE = 'idempotency store';

/** Rounds of "insert, lost, dead record taken by another" before giving up as in progress. */
const MAX_CLAIM_ATTEMPTS = 5;

/**
 * Idempotency records in MongoDB, so a retry that lands on another instance still finds the
 * first request. A claim is an insert: the unique {scope, key} index lets exactly one of any
 * number of racing requests win. A dead record (expired, or an abandoned claim past its lease) is
 * taken over in place by one conditional update matching it only as it was judged (its _id, its
 * token and the dead state): of racing claimants exactly one matches (the update changes the
 * token), and a record its slow owner completed in the meantime is left alone. Resuming keeps the
 * record's write tag, which is why the takeover is an update and never a delete and insert: racing
 * claimants could otherwise start the record afresh and lose the tag. Tokens and tags are random,
 * so claims on any instance, before or after a restart, never share one. The claim rules themselves
 * (judgeClaim) live in core. Call `ensureIndexes()` at start-up: without the unique index races are lost.
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
    const token = randomUUID();
    return guarded(STORE, async () => {
      for (let attempt = 0; attempt < MAX_CLAIM_ATTEMPTS; attempt++) {
        const fresh = freshClaimFields(fingerprint, now, options, token, randomUUID());
        try {
          await this.records.insertOne({ ...recordFilterFields(id), ...fresh });
          return { kind: 'claimed', token, writeTag: fresh.writeTag, resumed: false };
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
        const existing = await this.records.findOne(recordFilter(id));
        if (!existing) continue; // swept in between: try the insert again
        const judgement = judgeClaim(toRecordState(existing), fingerprint, now);
        if (judgement.kind !== 'fresh' && judgement.kind !== 'resume') return judgement;
        // Resuming keeps the record's tag; records of earlier versions have none and start afresh, as they did then.
        const resumedTag = judgement.kind === 'resume' ? existing.writeTag : undefined;
        const taken = await this.records.updateOne(
          deadRecordFilter(existing, now),
          resumedTag === undefined
            ? // Started afresh: nothing of the dead record stays (an earlier version's `pet` included).
              { $set: fresh, $unset: { pet: '' } }
            : { $set: resumedClaimFields(existing, now, options, token) },
        );
        if (taken.matchedCount === 1) {
          return { kind: 'claimed', token, writeTag: resumedTag ?? fresh.writeTag, resumed: resumedTag !== undefined };
        }
        // No match: the record changed since it was read (completed, taken over); the next round judges it again.
      }
      // Others keep claiming this key at the same moment: one of them owns it.
      return { kind: 'in_progress' };
    });
  }

  async complete(id: IdempotencyRecordKey, token: string, answer: RecordedAnswer): Promise<void> {
    const { filter, update } = completeUpdate(id, token, answer);
    await guarded(STORE, () => this.records.updateOne(filter, update));
  }

  async release(id: IdempotencyRecordKey, token: string): Promise<void> {
    const { filter, update } = releaseUpdate(id, token);
    await guarded(STORE, () => this.records.updateOne(filter, update));
  }
}

function recordFilterFields(id: IdempotencyRecordKey): Pick<IdempotencyDocument, 'scope' | 'key'> {
  return { scope: id.scope, key: id.key };
}
