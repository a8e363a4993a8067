import type { Collection, Db, Filter, FindOptions, IndexDescription } from 'mongodb';
import {
  orderEventType,
  StoreUnavailableError,
  WriteTagTakenError,
  type Order,
  type OrderChange,
  type OrderListQuery,
  type OrderRecord,
  type OrderRepository,
  type OrderStatus,
} from '../../core/index.js';
import { guarded, isDuplicateKey, isDuplicateKeyOn, isIndexNotFound } from './mongo-errors.js';
import { asSafeInteger, idFromCounter, NEXT_ID_UPDATE, type CounterDocument } from './pet-documents.js';
import { WRITE_TAG_INDEX, WRITE_TAG_INDEX_NAME, writeTagField } from './write-tags.js';
import type { MongoEventLog } from './mongo-event-log.js';
import { OUTBOX_INDEX, type OutboxDocument, type OutboxEntry, type OutboxSource } from './outbox.js';

/** An order as stored; placed under an Idempotency-Key, it carries the claim's write tag, written with it in one insert. */
export interface OrderDocument {
  _id: number;
  petId: number;
  /** Absent on orders placed before owners existed (read as null). */
  owner?: string | null;
  status: OrderStatus;
  placedAt: Date;
  updatedAt: Date;
  version: number;
  committed: boolean;
  writeTag?: string;
  /** The event of the last change, until it is relayed to the events (outbox.ts). */
  outbox?: OutboxEntry | null;
}

const OWNER_INDEX = 'committed_1_owner_1__id_1';
const OWNER_STATUS_INDEX = 'committed_1_owner_1_status_1__id_1';
const OPEN_STATUSES: OrderStatus[] = ['placed', 'approved'];

const ORDER_INDEXES: readonly IndexDescription[] = [
  WRITE_TAG_INDEX,
  { key: { committed: 1, status: 1, _id: 1 }, name: 'committed_1_status_1__id_1' },
  { key: { committed: 1, petId: 1, _id: 1 }, name: 'committed_1_petId_1__id_1' },
  OUTBOX_INDEX,
  // listOrders of one owner, with and without a status filter (a page: O(log n + limit)); the
  // second also finds an owner's open orders, committed or not, for the open-orders limit.
  { key: { committed: 1, owner: 1, _id: 1 }, name: OWNER_INDEX },
  { key: { committed: 1, owner: 1, status: 1, _id: 1 }, name: OWNER_STATUS_INDEX },
];

/**
 * Indexes of earlier versions to drop: the unique `idempotencySlot` of orders that carried their
 * Idempotency-Key themselves (orders written since lack the field, so they would all collide in it).
 */
const RETIRED_ORDER_INDEXES: readonly string[] = ['idempotencySlot_1'];

const DEFAULT_ORDER_COLLECTIONS = Object.freeze({ orders: 'orders', counters: 'counters' });
const STORE = 'database';

/** Orders in MongoDB: every method is one single-document operation, conditional on the version where it changes one. */
export class MongoOrderRepository implements OrderRepository {
  private readonly orders: Collection<OrderDocument>;
  private readonly counters: Collection<CounterDocument>;
  private readonly log: MongoEventLog;
  private readonly source: OutboxSource;

  /** `options.events` is where the orders' events become visible: the log the service reads them from. */
  constructor(
    db: Db,
    private readonly collections: { readonly orders: string; readonly counters: string } = DEFAULT_ORDER_COLLECTIONS,
    options: { readonly events: MongoEventLog },
  ) {
    this.orders = db.collection<OrderDocument>(collections.orders);
    this.counters = db.collection<CounterDocument>(collections.counters);
    this.log = options.events;
    this.source = {
      collection: this.orders as unknown as Collection<OutboxDocument>,
      eventOf: (document) => {
        const { order } = toRecord(document as unknown as OrderDocument);
        return { data: order, owner: order.owner };
      },
    };
    this.log.addSource(this.source);
  }

  /** Creates the indexes (a no-op when they exist) and drops retired ones, so every start may call it. */
  async ensureIndexes(): Promise<void> {
    await guarded(STORE, async () => {
      await this.orders.createIndexes([...ORDER_INDEXES]);
      for (const name of RETIRED_ORDER_INDEXES) {
        // Absent (a new database, or another instance dropped it first): nothing to do.
        await this.orders.dropIndex(name).catch((error: unknown) => {
          if (!isIndexNotFound(error)) throw error;
        });
      }
    });
  }

  async nextId(): Promise<number> {
    return guarded(STORE, async () => {
      const bump = () => this.counters.findOneAndUpdate({ _id: this.collections.orders }, NEXT_ID_UPDATE, { upsert: true, returnDocument: 'after' });
      try {
        return idFromCounter(await bump());
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return idFromCounter(await bump());
      }
    });
  }

  async insert(record: OrderRecord, writeTag?: string): Promise<void> {
    await guarded(STORE, async () => {
      try {
        await this.orders.insertOne({ ...toDocument(record), ...writeTagField(writeTag) });
      } catch (error) {
        if (isDuplicateKeyOn(error, WRITE_TAG_INDEX_NAME)) throw new WriteTagTakenError();
        throw error;
      }
    });
  }

  async findById(id: number): Promise<OrderRecord | null> {
    return guarded(STORE, async () => {
      const found = await this.orders.findOne({ _id: id });
      return found && toRecord(found);
    });
  }

  async findByWriteTag(writeTag: string): Promise<OrderRecord | null> {
    return guarded(STORE, async () => {
      const found = await this.orders.findOne({ writeTag });
      return found && toRecord(found);
    });
  }

  /**
   * One conditional update; a committed order's change carries its event (`order.placed` for the
   * commit, else the new status's), relayed right after. An entry still waiting from the last change
   * (its writer stopped before relaying it) is relayed first.
   */
  async replace(id: number, version: number, change: OrderChange): Promise<OrderRecord | null> {
    return guarded(STORE, async () => {
      const fields = { status: change.status, updatedAt: new Date(change.updatedAt), committed: change.committed, version: version + 1 };
      const outbox = change.committed ? { outbox: this.log.entry(`order:${id}:${version + 1}`, orderEventType(change.status)) } : {};
      for (let round = 0; round < 3; round++) {
        const updated = await this.orders.findOneAndUpdate(
          { _id: id, version, outbox: null },
          { $set: { ...fields, ...outbox } },
          { returnDocument: 'after' },
        );
        if (updated) {
          // The change is made, its event with it: a failed relay is finished by the next read of events.
          await this.log.relay(this.source, updated as unknown as OutboxDocument).catch(() => undefined);
          return toRecord(updated);
        }
        const current = await this.orders.findOne({ _id: id });
        if (!current || current.version !== version || !current.outbox) return null;
        await this.log.relay(this.source, current);
      }
      throw new StoreUnavailableError(STORE);
    });
  }

  async remove(id: number, version: number): Promise<boolean> {
    return guarded(STORE, async () => (await this.orders.deleteOne({ _id: id, version })).deletedCount === 1);
  }

  async list(query: OrderListQuery): Promise<Order[]> {
    return guarded(STORE, async () => {
      const { filter, options } = orderListFind(query);
      const found = await this.orders.find(filter, options).toArray();
      return found.map((doc) => toRecord(doc).order);
    });
  }

  async openOrdersOf(owner: string, limit: number): Promise<OrderRecord[]> {
    return guarded(STORE, async () => {
      // Both values of `committed` named, so that the index is read in four narrow ranges (merged in _id order).
      const filter: Filter<OrderDocument> = { committed: { $in: [false, true] }, owner, status: { $in: OPEN_STATUSES } };
      const found = await this.orders.find(filter, { sort: { _id: 1 }, limit, hint: OWNER_STATUS_INDEX }).toArray();
      return found.map(toRecord);
    });
  }
}

/**
 * The find of a listing, on the index that serves it in id order (no sort stage, a page read in
 * O(log n + limit)): a pet has few orders, so its index first; then the owner's (with the status
 * when filtered); then the status's; else the primary index.
 */
export function orderListFind(query: OrderListQuery): { filter: Filter<OrderDocument>; options: FindOptions } {
  const filter: Filter<OrderDocument> = { committed: true };
  if (query.petId !== undefined) filter.petId = query.petId;
  if (query.owner !== undefined) filter.owner = query.owner;
  if (query.status !== undefined) filter.status = query.status;
  if (query.afterId !== undefined) filter._id = { $gt: query.afterId };
  let hint: string | { _id: 1 };
  if (query.petId !== undefined) hint = 'committed_1_petId_1__id_1';
  else if (query.owner !== undefined) hint = query.status !== undefined ? OWNER_STATUS_INDEX : OWNER_INDEX;
  else hint = query.status !== undefined ? 'committed_1_status_1__id_1' : { _id: 1 };
  return { filter, options: { sort: { _id: 1 }, limit: query.limit, hint } };
}

function toDocument(record: OrderRecord): OrderDocument {
  const { order } = record;
  return {
    _id: order.id,
    petId: order.petId,
    owner: order.owner,
    status: order.status,
    placedAt: new Date(order.placedAt),
    updatedAt: new Date(order.updatedAt),
    version: record.version,
    committed: record.committed,
  };
}

function toRecord(doc: OrderDocument): OrderRecord {
  const order: Order = Object.freeze({
    id: asSafeInteger(doc._id, 'order id'),
    petId: asSafeInteger(doc.petId, 'petId'),
    owner: typeof doc.owner === 'string' ? doc.owner : null,
    status: doc.status,
    placedAt: doc.placedAt.getTime(),
    updatedAt: doc.updatedAt.getTime(),
  });
  // Orders of earlier versions may also carry `idempotency` and `idempotencySlot`: ignored.
  return Object.freeze({ order, version: doc.version, committed: doc.committed });
}
