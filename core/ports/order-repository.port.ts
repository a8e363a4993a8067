import type { Order, OrderStatus } from '../domain/order.js';

/** The Idempotency-Key a placeOrder was sent with, stored on the order itself (one atomic write). */
export interface OrderIdempotency {
  /** The API key id: keys are never shared between callers. */
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  /** From then on (ms since the epoch) the key may be used for another order. */
  readonly expiresAt: number;
}

/**
 * A stored order. An order is written before its pet is reserved and `committed` once the
 * reservation holds: an uncommitted order is invisible to clients, and whoever finds one after
 * its lease (a retry, a read, a repair) completes it if its pet is reserved by it, or removes it.
 */
export interface OrderRecord {
  readonly order: Order;
  readonly version: number;
  readonly committed: boolean;
  readonly idempotency: OrderIdempotency | null;
}

export interface OrderChange {
  readonly status: OrderStatus;
  readonly updatedAt: number;
  readonly committed: boolean;
  readonly idempotency: OrderIdempotency | null;
}

export interface OrderListQuery {
  readonly status?: OrderStatus;
  readonly petId?: number;
  /** Only orders with a greater id. */
  readonly afterId?: number;
  readonly limit: number;
}

/** Another order holds this (scope, Idempotency-Key): the store's unique constraint refused the second. */
export class IdempotencyKeyTakenError extends Error {
  constructor() {
    super('another order holds this Idempotency-Key');
    this.name = 'IdempotencyKeyTakenError';
  }
}

/**
 * Store orders. Every adapter must pass test/contract/order-repository.contract.ts. Each method is
 * one atomic step on one order; the use cases (core/application) compose them with the pet
 * repository's compare-and-set so that every store keeps DESIGN.md's invariant the same way.
 * Failures to reach the store surface as StoreUnavailableError.
 */
export interface OrderRepository {
  /** A new order id: positive, greater than every id handed out before, never reused. */
  nextId(): Promise<number>;
  /** Stores a new order; IdempotencyKeyTakenError when another order holds its (scope, key). */
  insert(record: OrderRecord): Promise<void>;
  findById(id: number): Promise<OrderRecord | null>;
  findByIdempotencyKey(scope: string, key: string): Promise<OrderRecord | null>;
  /** Compare-and-set on the version; the new record, or null when the order changed or is gone. */
  replace(id: number, version: number, change: OrderChange): Promise<OrderRecord | null>;
  /** Removes an order if it still has `version` (an abandoned, uncommitted one). */
  remove(id: number, version: number): Promise<boolean>;
  /** Committed orders in ascending id, filtered and bounded as the query says. */
  list(query: OrderListQuery): Promise<Order[]>;
}
