import type { Collection, Db, Filter, IndexDescription } from 'mongodb';
import {
  IdempotencyKeyTakenError,
  type Order,
  type OrderChange,
  type OrderIdempotency,
  type OrderListQuery,
  type OrderRecord,
  type OrderRepository,
  type OrderStatus,
} from '../../core/index.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { asSafeInteger, idFromCounter, NEXT_ID_UPDATE, type CounterDocument } from './pet-documents.js';

/** An order as stored; its Idempotency-Key lives on it, so the order and its key are one atomic insert. */
export interface OrderDocument {
  _id: number;
  petId: number;
  status: OrderStatus;
  placedAt: Date;
  updatedAt: Date;
  version: number;
  committed: boolean;
  idempotency: { scope: string; key: string; fingerprint: string; expiresAt: Date } | null;
  /** Unique: `[scope, key]` while the order holds a key, `order:<id>` otherwise (a unique index cannot skip absent fields on every server). */
  idempotencySlot: string;
}

const ORDER_INDEXES: readonly IndexDescription[] = [
  { key: { idempotencySlot: 1 }, name: 'idempotencySlot_1', unique: true },
  { key: { committed: 1, status: 1, _id: 1 }, name: 'committed_1_status_1__id_1' },
  { key: { committed: 1, petId: 1, _id: 1 }, name: 'committed_1_petId_1__id_1' },
];

const DEFAULT_ORDER_COLLECTIONS = Object.freeze({ orders: 'orders', counters: 'counters' });
const STORE = 'order store';

/** Orders in MongoDB: every method is one single-document operation, conditional on the version where it changes one. */
export class MongoOrderRepository implements OrderRepository {
  private readonly orders: Collection<OrderDocument>;
  private readonly counters: Collection<CounterDocument>;

  constructor(
    db: Db,
    private readonly collections: { readonly orders: string; readonly counters: string } = DEFAULT_ORDER_COLLECTIONS,
  ) {
    this.orders = db.collection<OrderDocument>(collections.orders);
    this.counters = db.collection<CounterDocument>(collections.counters);
  }

  async ensureIndexes(): Promise<void> {
    await guarded(STORE, () => this.orders.createIndexes([...ORDER_INDEXES]));
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

  async insert(record: OrderRecord): Promise<void> {
    await guarded(STORE, async () => {
      try {
        await this.orders.insertOne(toDocument(record));
      } catch (error) {
        if (isDuplicateKey(error) && record.idempotency && !/index: _id_/.test((error as Error).message)) throw new IdempotencyKeyTakenError();
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

  async findByIdempotencyKey(scope: string, key: string): Promise<OrderRecord | null> {
    return guarded(STORE, async () => {
      const found = await this.orders.findOne({ idempotencySlot: slotOf({ scope, key }) });
      return found && toRecord(found);
    });
  }

  async replace(id: number, version: number, change: OrderChange): Promise<OrderRecord | null> {
    return guarded(STORE, async () => {
      const updated = await this.orders.findOneAndUpdate(
        { _id: id, version },
        {
          $set: {
            status: change.status,
            updatedAt: new Date(change.updatedAt),
            committed: change.committed,
            idempotency: idempotencyOf(change.idempotency),
            idempotencySlot: change.idempotency ? slotOf(change.idempotency) : `order:${id}`,
            version: version + 1,
          },
        },
        { returnDocument: 'after' },
      );
      return updated && toRecord(updated);
    });
  }

  async remove(id: number, version: number): Promise<boolean> {
    return guarded(STORE, async () => (await this.orders.deleteOne({ _id: id, version })).deletedCount === 1);
  }

  async list(query: OrderListQuery): Promise<Order[]> {
    return guarded(STORE, async () => {
      const filter: Filter<OrderDocument> = { committed: true };
      if (query.petId !== undefined) filter.petId = query.petId;
      if (query.status !== undefined) filter.status = query.status;
      if (query.afterId !== undefined) filter._id = { $gt: query.afterId };
      // A pet has few orders: its index first when both filters are given.
      const hint = query.petId !== undefined ? 'committed_1_petId_1__id_1' : query.status !== undefined ? 'committed_1_status_1__id_1' : { _id: 1 };
      const found = await this.orders.find(filter, { sort: { _id: 1 }, limit: query.limit, hint }).toArray();
      return found.map((doc) => toRecord(doc).order);
    });
  }
}

function slotOf(id: { readonly scope: string; readonly key: string }): string {
  return JSON.stringify([id.scope, id.key]);
}

function idempotencyOf(idempotency: OrderIdempotency | null): OrderDocument['idempotency'] {
  return (
    idempotency && {
      scope: idempotency.scope,
      key: idempotency.key,
      fingerprint: idempotency.fingerprint,
      expiresAt: new Date(idempotency.expiresAt),
    }
  );
}

function toDocument(record: OrderRecord): OrderDocument {
  const { order } = record;
  return {
    _id: order.id,
    petId: order.petId,
    status: order.status,
    placedAt: new Date(order.placedAt),
    updatedAt: new Date(order.updatedAt),
    version: record.version,
    committed: record.committed,
    idempotency: idempotencyOf(record.idempotency),
    idempotencySlot: record.idempotency ? slotOf(record.idempotency) : `order:${order.id}`,
  };
}

function toRecord(doc: OrderDocument): OrderRecord {
  const order: Order = Object.freeze({
    id: asSafeInteger(doc._id, 'order id'),
    petId: asSafeInteger(doc.petId, 'petId'),
    status: doc.status,
    placedAt: doc.placedAt.getTime(),
    updatedAt: doc.updatedAt.getTime(),
  });
  const idempotency = doc.idempotency && Object.freeze({ ...doc.idempotency, expiresAt: doc.idempotency.expiresAt.getTime() });
  return Object.freeze({ order, version: doc.version, committed: doc.committed, idempotency });
}
