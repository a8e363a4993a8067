import { ValidationError, type FieldProblem } from '../domain/errors.js';
import { isOrderStatus, ORDER_STATUSES, type Order, type OrderStatus } from '../domain/order.js';
import { decodeOrderCursor, encodeOrderCursor } from '../domain/order-cursor.js';
import { isAssignableId } from '../domain/pet.js';
import type { OrderRepository } from '../ports/order-repository.port.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-pets.use-case.js';

export interface ListOrdersQuery {
  readonly limit?: number;
  readonly status?: OrderStatus;
  /** Only orders for this pet; a valid id beyond 2^53−1 (a bigint) names no pet, so no orders. */
  readonly petId?: number | bigint;
  readonly cursor?: string;
}

export interface OrderPage {
  readonly orders: Order[];
  readonly nextCursor: string | null;
}

/** listOrders: a page of orders in ascending id, optionally by status and pet (as listPets pages). */
export class ListOrders {
  constructor(private readonly orders: OrderRepository) {}

  async execute(query: ListOrdersQuery = {}): Promise<OrderPage> {
    const { limit = DEFAULT_PAGE_SIZE, status, cursor } = query;
    const problems: FieldProblem[] = [];
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      problems.push({ field: 'limit', problem: `must be an integer from 1 to ${MAX_PAGE_SIZE}` });
    }
    if (status !== undefined && !isOrderStatus(status)) problems.push({ field: 'status', problem: `must be one of ${ORDER_STATUSES.join(', ')}` });
    if (query.petId !== undefined && !(typeof query.petId === 'bigint' || (Number.isSafeInteger(query.petId) && query.petId >= 1))) {
      problems.push({ field: 'petId', problem: 'must be a positive integer' });
    }
    const petId = query.petId !== undefined && isAssignableId(query.petId) ? query.petId : undefined;
    const filter = { ...(status ? { status } : {}), ...(petId !== undefined ? { petId } : {}) };
    let afterId: number | undefined;
    if (cursor !== undefined) {
      const reading = decodeOrderCursor(String(cursor), filter);
      if (reading.ok) afterId = reading.afterId;
      else problems.push({ field: 'cursor', problem: reading.problem });
    }
    if (problems.length > 0) throw new ValidationError(problems);
    if (query.petId !== undefined && petId === undefined) return { orders: [], nextCursor: null };

    const found = await this.orders.list({ ...filter, afterId, limit: limit + 1 });
    if (found.length <= limit) return { orders: found, nextCursor: null };
    found.length = limit;
    return { orders: found, nextCursor: encodeOrderCursor(filter, found[limit - 1]!.id) };
  }
}
