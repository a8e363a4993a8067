import type { Collection, Db, Filter, IndexDescription } from 'mongodb';
import {
  EVENT_TYPES,
  StoreUnavailableError,
  type Clock,
  type EventLog,
  type EventQuery,
  type EventType,
  type EventVisibility,
  type StoreEvent,
} from '../../core/index.js';
import { guarded, isDuplicateKey, isDuplicateKeyOn } from './mongo-errors.js';
import { OUTBOX_INDEX, type OutboxDocument, type OutboxEntry, type OutboxSource } from './outbox.js';
import type { CounterDocument } from './pet-documents.js';

/** A visible event as stored: its sequence is `_id`. */
export interface EventDocument {
  _id: number;
  source: string;
  type: EventType;
  data: Record<string, unknown>;
  owner: string | null;
  createdAt: Date;
  /** createdAt + EVENT_RETENTION_DAYS: the TTL index removes the event once it passes. */
  expiresAt: Date;
}

const SOURCE_INDEX_NAME = 'source_1';
const EVENT_INDEXES: readonly IndexDescription[] = [
  { key: { source: 1 }, name: SOURCE_INDEX_NAME, unique: true },
  { key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
];

const STORE = 'database';
const DEFAULT_RETENTION_MS = 30 * 86_400_000;
/** Entries relayed per relayPending call and source at most; normally none wait. */
const RELAY_BATCH = 100;
/** Inserts lost to a racing relay (each means another event became visible: progress) before giving up. */
const MAX_SEQUENCE_ROUNDS = 32;

/**
 * Events in MongoDB. Writes record an outbox entry on the changed document (see OutboxEntry); a relay
 * moves it here and then clears it. The sequence is assigned by that insert, as the highest visible
 * sequence + 1 (and above the high-water mark kept in `counters`, which outlives the TTL), with the
 * sequence as `_id`: of racing relays one wins each number and the others take the next. A sequence is
 * therefore inserted only once every lower one is visible, so a reader that sees n + 1 has seen n (or
 * will never see it): a cursor never skips an event. No lease, and no transaction.
 */
export class MongoEventLog implements EventLog {
  private readonly events: Collection<EventDocument>;
  private readonly counters: Collection<CounterDocument>;
  private readonly sources: OutboxSource[] = [];
  private readonly counterId: string;
  private readonly listeners: (() => void)[] = [];

  constructor(
    db: Db,
    readonly clock: Clock,
    private readonly retentionMs = DEFAULT_RETENTION_MS,
    collections: { readonly events: string; readonly counters: string } = { events: 'events', counters: 'counters' },
  ) {
    this.events = db.collection<EventDocument>(collections.events);
    this.counters = db.collection<CounterDocument>(collections.counters);
    this.counterId = `${collections.events}:sequence`;
  }

  async ensureIndexes(): Promise<void> {
    await guarded(STORE, () => this.events.createIndexes([...EVENT_INDEXES]));
  }

  onVisible(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** A repository whose writes carry outbox entries: relayPending looks there too. */
  addSource(source: OutboxSource): void {
    this.sources.push(source);
  }

  /** The outbox entry a write records now. */
  entry(source: string, type: EventType): OutboxEntry {
    return { source, type, at: new Date(this.clock.now()) };
  }

  /** Makes the entry on `document` visible (if it still carries it), then clears it. Idempotent. */
  async relay(source: OutboxSource, document: OutboxDocument): Promise<void> {
    const entry = document.outbox;
    if (!entry) return;
    const { data, owner } = source.eventOf(document);
    await this.insertVisible({ source: entry.source, type: entry.type, data: { ...data }, owner, createdAt: entry.at });
    await source.collection.updateOne({ _id: document._id, 'outbox.source': entry.source }, { $unset: { outbox: '' } });
  }

  async relayPending(): Promise<void> {
    await guarded(STORE, async () => {
      for (const source of this.sources) {
        const waiting = await source.collection.find({ 'outbox.at': { $exists: true } }, { limit: RELAY_BATCH, hint: OUTBOX_INDEX.name! }).toArray();
        for (const document of waiting) await this.relay(source, document);
      }
    });
  }

  async list(query: EventQuery): Promise<StoreEvent[]> {
    return guarded(STORE, async () => {
      const filter: Filter<EventDocument> = {};
      if (query.afterSequence !== undefined) filter._id = { $gt: query.afterSequence };
      if (query.types !== undefined) filter.type = { $in: [...query.types] };
      const visible = visibleFilter(query.visibility);
      if (visible === null) return [];
      if (visible !== undefined) filter.$or = visible;
      const found = await this.events.find(filter, { sort: { _id: 1 }, limit: query.limit, hint: { _id: 1 } }).toArray();
      return found.map(toEvent);
    });
  }

  async latestSequence(): Promise<number> {
    return guarded(STORE, () => this.highestSequence());
  }

  /** The TTL removes events by `expiresAt`, which grows with the sequence: everything below the lowest kept is gone. */
  async purgedThrough(): Promise<number> {
    return guarded(STORE, async () => {
      const [lowest] = await this.events.find({}, { sort: { _id: 1 }, limit: 1, projection: { _id: 1 }, hint: { _id: 1 } }).toArray();
      return lowest === undefined ? this.highestSequence() : lowest._id - 1;
    });
  }

  async find(sequence: number): Promise<StoreEvent | null> {
    return guarded(STORE, async () => {
      const found = await this.events.findOne({ _id: sequence });
      return found && toEvent(found);
    });
  }

  /** The highest sequence handed out: of the events kept, or the high-water mark when they expired. */
  private async highestSequence(): Promise<number> {
    const [highest] = await this.events.find({}, { sort: { _id: -1 }, limit: 1, projection: { _id: 1 }, hint: { _id: 1 } }).toArray();
    const mark = await this.counters.findOne({ _id: this.counterId });
    return Math.max(highest?._id ?? 0, mark?.seq ?? 0);
  }

  private async insertVisible(event: Omit<EventDocument, '_id' | 'expiresAt'>): Promise<void> {
    const document = { ...event, expiresAt: new Date(event.createdAt.getTime() + this.retentionMs) };
    for (let round = 0; round < MAX_SEQUENCE_ROUNDS; round++) {
      const sequence = (await this.highestSequence()) + 1;
      try {
        await this.events.insertOne({ _id: sequence, ...document });
      } catch (error) {
        if (isDuplicateKeyOn(error, SOURCE_INDEX_NAME)) return; // relayed already, by another
        if (isDuplicateKey(error)) continue; // another relay took this sequence: the next one
        throw error;
      }
      // Then the high-water mark, so expired events never hand their sequences out again. Raised only after the
      // insert: raised before, it would let a racing relay insert above a sequence not yet visible. Best effort:
      // the event is visible already, and the mark is read only once every event has expired.
      await this.counters.updateOne({ _id: this.counterId }, { $max: { seq: sequence } }, { upsert: true }).catch(() => undefined);
      for (const listener of this.listeners) listener();
      return;
    }
    throw new StoreUnavailableError(STORE);
  }
}

const PET_TYPES: EventType[] = EVENT_TYPES.filter((type) => type.startsWith('pet.'));
const ORDER_TYPES: EventType[] = EVENT_TYPES.filter((type) => type.startsWith('order.'));

/** The visible events as the alternatives of an `$or`: undefined when every event is, null when none is. */
function visibleFilter({ pets, orders }: EventVisibility): Filter<EventDocument>[] | undefined | null {
  if (pets && orders === 'all') return undefined;
  const alternatives: Filter<EventDocument>[] = [];
  if (pets) alternatives.push({ type: { $in: PET_TYPES } });
  if (orders === 'all') alternatives.push({ type: { $in: ORDER_TYPES } });
  else if (orders !== 'none') alternatives.push({ type: { $in: ORDER_TYPES }, owner: orders.owner });
  return alternatives.length === 0 ? null : alternatives;
}

function toEvent(document: EventDocument): StoreEvent {
  return Object.freeze({
    sequence: document._id,
    type: document.type,
    data: Object.freeze({ ...document.data }),
    owner: document.owner ?? null,
    createdAt: document.createdAt.getTime(),
  }) as unknown as StoreEvent;
}
