import {
  isOpenOrder,
  orderEventType,
  WriteTagTakenError,
  type Order,
  type OrderChange,
  type OrderListQuery,
  type OrderRecord,
  type OrderRepository,
  type OrderStatus,
} from '../../core/index.js';
import { IdOrdered } from './id-ordered.js';
import type { EventRecorder } from './in-memory-pet.repository.js';

/**
 * Orders in process memory. Each operation is one synchronous step (atomic); committed orders are
 * listed from B+ trees (all, per status, per owner, per owner and status); a pet's orders are few,
 * so the petId filter walks them. Open orders are kept per owner too, committed or not, for the
 * open-orders limit.
 */
export class InMemoryOrderRepository implements OrderRepository {
  private readonly records = new Map<number, OrderRecord>();
  /** Write tags of existing orders, both ways (a removed order frees its tag). */
  private readonly byWriteTag = new Map<string, number>();
  private readonly writeTagOf = new Map<number, string>();
  private readonly all = new IdOrdered<Order>();
  private readonly byStatus = new Map<OrderStatus, IdOrdered<Order>>();
  private readonly byPet = new Map<number, IdOrdered<Order>>();
  private readonly byOwner = new Map<string, IdOrdered<Order>>();
  private readonly byOwnerAndStatus = new Map<string, Map<OrderStatus, IdOrdered<Order>>>();
  private readonly openByOwner = new Map<string, IdOrdered<OrderRecord>>();
  private lastId = 0;

  /** `events` records an order event with each replace (its commit is `order.placed`). */
  constructor(private readonly events: EventRecorder) {}

  async nextId(): Promise<number> {
    return ++this.lastId;
  }

  async insert(record: OrderRecord, writeTag?: string): Promise<void> {
    if (this.records.has(record.order.id)) throw new Error(`order ${record.order.id} exists already`);
    if (writeTag !== undefined) {
      if (this.byWriteTag.has(writeTag)) throw new WriteTagTakenError();
      this.byWriteTag.set(writeTag, record.order.id);
      this.writeTagOf.set(record.order.id, writeTag);
    }
    this.store(freeze(record));
  }

  async findById(id: number): Promise<OrderRecord | null> {
    return this.records.get(id) ?? null;
  }

  async findByWriteTag(writeTag: string): Promise<OrderRecord | null> {
    const id = this.byWriteTag.get(writeTag);
    return id === undefined ? null : (this.records.get(id) ?? null);
  }

  async replace(id: number, version: number, change: OrderChange): Promise<OrderRecord | null> {
    const current = this.records.get(id);
    if (!current || current.version !== version) return null;
    this.unstore(current);
    const next = freeze({
      order: { ...current.order, status: change.status, updatedAt: change.updatedAt },
      version: version + 1,
      committed: change.committed,
    });
    this.store(next);
    // Every replace is a visible change (the use cases write no no-ops): a commit, or a status move.
    if (change.committed) this.events.record({ type: orderEventType(change.status), data: next.order });
    return next;
  }

  async remove(id: number, version: number): Promise<boolean> {
    const current = this.records.get(id);
    if (!current || current.version !== version) return false;
    this.unstore(current);
    const writeTag = this.writeTagOf.get(id);
    if (writeTag !== undefined) {
      this.writeTagOf.delete(id);
      this.byWriteTag.delete(writeTag);
    }
    return true;
  }

  async list(query: OrderListQuery): Promise<Order[]> {
    const { petId, status, owner } = query;
    if (petId === undefined) {
      let tree: IdOrdered<Order> | undefined;
      if (owner === undefined) tree = status === undefined ? this.all : this.byStatus.get(status);
      else tree = status === undefined ? this.byOwner.get(owner) : this.byOwnerAndStatus.get(owner)?.get(status);
      return tree ? tree.page(query.afterId, query.limit, same) : [];
    }
    const forPet = this.byPet.get(petId);
    if (!forPet) return [];
    const found: Order[] = [];
    let after = query.afterId;
    // A pet has few orders (one open at a time): filtering its own tree by status and owner stays small.
    while (found.length < query.limit) {
      const page = forPet.page(after, query.limit, same);
      if (page.length === 0) break;
      for (const order of page)
        if ((status === undefined || order.status === status) && (owner === undefined || order.owner === owner)) found.push(order);
      after = page[page.length - 1]!.id;
    }
    return found.slice(0, query.limit);
  }

  async openOrdersOf(owner: string, limit: number): Promise<OrderRecord[]> {
    return this.openByOwner.get(owner)?.page(undefined, limit, (record) => record) ?? [];
  }

  private store(record: OrderRecord): void {
    const { order } = record;
    this.records.set(order.id, record);
    if (order.owner !== null && isOpenOrder(order.status)) {
      let open = this.openByOwner.get(order.owner);
      if (!open) this.openByOwner.set(order.owner, (open = new IdOrdered<OrderRecord>()));
      open.set(order.id, record);
    }
    if (!record.committed) return;
    this.all.set(order.id, order);
    treeOf(this.byStatus, order.status).set(order.id, order);
    treeOf(this.byPet, order.petId).set(order.id, order);
    if (order.owner !== null) {
      treeOf(this.byOwner, order.owner).set(order.id, order);
      let byStatus = this.byOwnerAndStatus.get(order.owner);
      if (!byStatus) this.byOwnerAndStatus.set(order.owner, (byStatus = new Map<OrderStatus, IdOrdered<Order>>()));
      treeOf(byStatus, order.status).set(order.id, order);
    }
  }

  private unstore(record: OrderRecord): void {
    const { order } = record;
    this.records.delete(order.id);
    this.all.delete(order.id);
    this.byStatus.get(order.status)?.delete(order.id);
    this.byPet.get(order.petId)?.delete(order.id);
    if (order.owner !== null) {
      this.byOwner.get(order.owner)?.delete(order.id);
      this.byOwnerAndStatus.get(order.owner)?.get(order.status)?.delete(order.id);
      const open = this.openByOwner.get(order.owner);
      open?.delete(order.id);
      if (open?.size === 0) this.openByOwner.delete(order.owner);
    }
  }
}

function treeOf<K>(trees: Map<K, IdOrdered<Order>>, key: K): IdOrdered<Order> {
  let tree = trees.get(key);
  if (!tree) trees.set(key, (tree = new IdOrdered<Order>()));
  return tree;
}

function freeze(record: OrderRecord): OrderRecord {
  return Object.freeze({ order: Object.freeze({ ...record.order }), version: record.version, committed: record.committed });
}

const same = (order: Order): Order => order;
