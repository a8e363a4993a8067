import { randomUUID } from 'node:crypto';
import {
  judgeClaim,
  newRecordState,
  RELEASED_LEASE_UNTIL,
  resumedRecordState,
  type IdempotencyClaim,
  type IdempotencyRecordKey,
  type IdempotencyRecordState,
  type IdempotencySettings,
  type IdempotencyStore,
  type RecordedAnswer,
} from '../../core/index.js';

/** A record as held here: the claim rules' state, the token of the claim owning it (null once given up) and its write tag. */
interface StoredRecord extends IdempotencyRecordState {
  readonly token: string | null;
  readonly writeTag: string;
}

/**
 * Idempotency records in process memory (one process only). Records are kept in the order of their
 * creation, so expired ones are dropped from the front on every claim and memory stays bounded by
 * the requests of one TTL window.
 */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, StoredRecord>();
  /** Tokens are unique per store, which is all a token must be: each claim gets the next one. */
  private claims = 0;

  async claim(id: IdempotencyRecordKey, fingerprint: string, now: number, options: IdempotencySettings): Promise<IdempotencyClaim> {
    this.dropExpired(now);
    const slot = slotOf(id);
    const existing = this.records.get(slot);
    const judgement = judgeClaim(existing, fingerprint, now);
    if (judgement.kind !== 'fresh' && judgement.kind !== 'resume') return judgement;
    const token = String(++this.claims);
    if (judgement.kind === 'resume') {
      // Taken over in place: same creation time, so the record keeps its place in the expiry order.
      const resumed = { ...resumedRecordState(existing!, now, options), token, writeTag: existing!.writeTag };
      this.records.set(slot, resumed);
      return { kind: 'claimed', token, writeTag: resumed.writeTag, resumed: true };
    }
    // Delete first so a record started afresh moves to the back and creation order is kept.
    this.records.delete(slot);
    // Random rather than counted: tags end up in pet and order stores that may outlive this process.
    const writeTag = randomUUID();
    this.records.set(slot, { ...newRecordState(fingerprint, now, options), token, writeTag });
    return { kind: 'claimed', token, writeTag, resumed: false };
  }

  async complete(id: IdempotencyRecordKey, token: string, answer: RecordedAnswer): Promise<void> {
    const slot = slotOf(id);
    const record = this.records.get(slot);
    if (isOwnedUnfinished(record, token)) this.records.set(slot, { ...record, answer: freezeDeep(answer) });
  }

  async release(id: IdempotencyRecordKey, token: string): Promise<void> {
    const slot = slotOf(id);
    const record = this.records.get(slot);
    if (isOwnedUnfinished(record, token)) this.records.set(slot, { ...record, token: null, leaseUntil: RELEASED_LEASE_UNTIL });
  }

  /** Records held, expired ones not yet dropped included. */
  get size(): number {
    return this.records.size;
  }

  private dropExpired(now: number): void {
    for (const [slot, record] of this.records) {
      if (record.expiresAt > now) break;
      this.records.delete(slot);
    }
  }
}

/**
 * Only the claim that owns a record may finish it, and only once: after a takeover or a release the
 * old owner's token no longer matches, and a completed record keeps its first answer.
 */
function isOwnedUnfinished(record: StoredRecord | undefined, token: string): record is StoredRecord {
  return record !== undefined && record.answer === null && record.token === token;
}

/** One map key per (scope, key); JSON keeps any characters in either part from colliding. */
function slotOf(id: IdempotencyRecordKey): string {
  return JSON.stringify([id.scope, id.key]);
}

/** The answer as kept: a frozen copy, so no caller can change what later replays answer. */
function freezeDeep(answer: RecordedAnswer): RecordedAnswer {
  return JSON.parse(JSON.stringify(answer), (_, value: unknown) =>
    typeof value === 'object' && value !== null ? Object.freeze(value) : value,
  ) as RecordedAnswer;
}
