import type { Order, OrderStatus } from '../domain/order.js';

/**
 * A stored order. An order is written before its pet is reserved and `committed` once the
 * reservation holds: an uncommitted order is invisible to clients, and whoever finds one after
 * its lease (a retry, a read, a repair) completes it if its pet is reserved by it, or removes it.
 */
export interface OrderRecord {
  readonly order: Order;
  readonly version: number;
  readonly committed: boolean;
}

export interface OrderChange {
  readonly status: OrderStatus;
  readonly updatedAt: number;
  readonly committed: boolean;
}

export interface OrderListQuery {
  readonly status?: OrderStatus;
  readonly petId?: number;
  /** Only this owner's orders. */
  readonly owner?: string;
  /** Only orders with a greater id. */
  readonly afterId?: number;
  readonly limit: number;
}

/**
 * Store orders. Every adapter must pass test/contract/order-repository.contract.ts. Each method is
 * one atomic step on one order; the use cases (core/application) compose them with the pet
 * repository's compare-and-set so that every store keeps DESIGN.md's invariant the same way.
 * Failures to reach the store surface as StoreUnavailableError.
 *
 * Each change records its event in the event log the service reads, as part of the change itself:
 * the `replace` that commits an order records `order.placed`, one that moves it `order.approved`,
 * `order.delivered` or `order.cancelled`; an uncommitted order, invisible to clients, records nothing.
 * As for pets (PetRepository), on every store and under any crash; an adapter is built with the log it
 * records into.
 */
export interface OrderRepository {
  /** A new order id: positive, greater than every id handed out before, never reused. */
  nextId(): Promise<number>;
  /**
   * Stores a new order. With a write tag (placeOrder under an Idempotency-Key) the tag is stored in
   * the same single write; WriteTagTakenError when an existing order carries it.
   */
  insert(record: OrderRecord, writeTag?: string): Promise<void>;
  findById(id: number): Promise<OrderRecord | null>;
  /** The existing order inserted under this write tag, or null (a removed order frees its tag). */
  findByWriteTag(writeTag: string): Promise<OrderRecord | null>;
  /** Compare-and-set on the version; the new record, or null when the order changed or is gone. */
  replace(id: number, version: number, change: OrderChange): Promise<OrderRecord | null>;
  /** Removes an order if it still has `version` (an abandoned, uncommitted one). */
  remove(id: number, version: number): Promise<boolean>;
  /** Committed orders in ascending id, filtered and bounded as the query says; by owner (with or without a status) in O(log n + limit). */
  list(query: OrderListQuery): Promise<Order[]>;
  /** The first `limit` open orders (placed, approved) of `owner`, committed or not, in ascending id. */
  openOrdersOf(owner: string, limit: number): Promise<OrderRecord[]>;
}
