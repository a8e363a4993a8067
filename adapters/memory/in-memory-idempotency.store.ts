import {
  judgeClaim,
  newRecordState,
  type IdempotencyClaim,
  type IdempotencyRecordKey,
  type IdempotencyRecordState,
  type IdempotencySettings,
  type IdempotencyStore,
  type Pet,
} from '../../core/index.js';

/** A record as held here: the claim rules' state plus the token of the claim that started it. */
interface StoredRecord extends IdempotencyRecordState {
  readonly token: string;
}

/**
 * Idempotency records in process memory (one process only). Records are kept in claim order,
 * so expired ones are dropped from the front on every claim and memory stays bounded by the
 * requests of one TTL window.
 */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, StoredRecord>();
  /** Tokens are unique per store, which is all a token must be: each claim gets the next one. */
  private claims = 0;

  async claim(id: IdempotencyRecordKey, fingerprint: string, now: number, options: IdempotencySettings): Promise<IdempotencyClaim> {
    this.dropExpired(now);
    const slot = slotOf(id);
    const judgement = judgeClaim(this.records.get(slot), fingerprint, now);
    if (judgement.kind !== 'free') return judgement;
    // Delete first so a taken-over record moves to the back and claim order is kept.
    this.records.delete(slot);
    const token = String(++this.claims);
    this.records.set(slot, { ...newRecordState(fingerprint, now, options), token });
    return { kind: 'claimed', token };
  }

  async complete(id: IdempotencyRecordKey, token: string, pet: Pet): Promise<void> {
    const slot = slotOf(id);
    const record = this.records.get(slot);
    if (isOwnedUnfinished(record, token)) this.records.set(slot, { ...record, pet });
  }

  async release(id: IdempotencyRecordKey, token: string): Promise<void> {
    const slot = slotOf(id);
    if (isOwnedUnfinished(this.records.get(slot), token)) this.records.delete(slot);
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
 * Only the claim that started a record may finish it, and only once: after a takeover the old
 * owner's token no longer matches, and a completed record keeps its first outcome.
 */
function isOwnedUnfinished(record: StoredRecord | undefined, token: string): record is StoredRecord {
  return record !== undefined && record.pet === null && record.token === token;
}

/** One map key per (scope, key); JSON keeps any characters in either part from colliding. */
function slotOf(id: IdempotencyRecordKey): string {
  return JSON.stringify([id.scope, id.key]);
}
