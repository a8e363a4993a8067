import { seesEveryOrder, type Access } from '../domain/access.js';
import { ValidationError } from '../domain/errors.js';
import type { Order, OrderStatus } from '../domain/order.js';
import { decodeOrderCursor, encodeOrderCursor } from '../domain/order-cursor.js';
import type { OrderRepository } from '../ports/order-repository.port.js';
import { DEFAULT_PAGE_SIZE } from './list-pets.use-case.js';

/** A listOrders query as the transport delivers it, its shape already checked; the cursor is checked here (bound to its filter). */
export interface ListOrdersQuery {
  readonly limit?: number;
  readonly status?: OrderStatus;
  /** Only orders for this pet. */
  readonly petId?: number;
  readonly cursor?: string;
}

export interface OrderPage {
  readonly orders: Order[];
  readonly nextCursor: string | null;
}

/**
 * listOrders: a page of orders in ascending id, optionally by status and pet (as listPets pages):
 * every order with `orders:manage`, else the caller's owner's only (the cursor is the same either way:
 * a position, which reveals nothing).
 */
export class ListOrders {
  constructor(private readonly orders: OrderRepository) {}

  async execute(access: Access, query: ListOrdersQuery = {}): Promise<OrderPage> {
    const { limit = DEFAULT_PAGE_SIZE, status, petId, cursor } = query;
    const filter = { ...(status ? { status } : {}), ...(petId !== undefined ? { petId } : {}) };
    let afterId: number | undefined;
    if (cursor !== undefined) {
      const reading = decodeOrderCursor(cursor, filter);
      if (!reading.ok) throw ValidationError.of('cursor', reading.problem);
      afterId = reading.afterId;
    }

    const owner = seesEveryOrder(access) ? {} : { owner: access.owner };
    const found = await this.orders.list({ ...filter, ...owner, afterId, limit: limit + 1 });
    if (found.length <= limit) return { orders: found, nextCursor: null };
    found.length = limit;
    return { orders: found, nextCursor: encodeOrderCursor(filter, found[limit - 1]!.id) };
  }
}
