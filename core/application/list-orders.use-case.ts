import { seesEveryOrder, type Access } from '../domain/access.js';
import { ORDER_CURSORS } from '../domain/cursor.js';
import type { Order, OrderStatus } from '../domain/order.js';
import type { OrderRepository } from '../ports/order-repository.port.js';
import { pageOf, type PageQuery } from './pagination.js';

/** A listOrders query as the transport delivers it, its shape already checked; the cursor is checked here (bound to its filter). */
export interface ListOrdersQuery extends PageQuery {
  readonly status?: OrderStatus;
  /** Only orders for this pet. */
  readonly petId?: number;
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
    const { status, petId } = query;
    const filter = { ...(status ? { status } : {}), ...(petId !== undefined ? { petId } : {}) };
    const owner = seesEveryOrder(access) ? {} : { owner: access.owner };
    const page = await pageOf(ORDER_CURSORS, filter, query, (afterId, limit) => this.orders.list({ ...filter, ...owner, afterId, limit }));
    return { orders: page.items, nextCursor: page.nextCursor };
  }
}
