import { seesEveryOrder, type Access } from '../domain/access.js';
import { NotFoundError } from '../domain/errors.js';
import type { OrderRecord } from '../ports/order-repository.port.js';
import type { Reservations } from './reservations.js';

/**
 * The order `id` as `access` may see it: committed (an order still being placed is not there yet),
 * and its owner's unless the caller holds `orders:manage`. Another owner's order is not found, so
 * its existence is not revealed.
 */
export async function visibleOrderFor(reservations: Reservations, access: Access, id: number): Promise<OrderRecord> {
  const record = await reservations.visibleOrder(id);
  if (!record || !isSeenBy(record, access)) throw NotFoundError.forId('order', id);
  return record;
}

/** Whether `access` may see the order `id` (getOrder would answer it): what a refusal may say of an order holding a pet. */
export async function maySeeOrder(reservations: Reservations, access: Access, id: number): Promise<boolean> {
  const record = await reservations.visibleOrder(id);
  return record !== null && isSeenBy(record, access);
}

function isSeenBy(record: OrderRecord, access: Access): boolean {
  return record.order.owner === access.owner || seesEveryOrder(access);
}

/** getOrder: one order by id, if the caller may see it. */
export class GetOrder {
  constructor(private readonly reservations: Reservations) {}

  execute(access: Access, id: number): Promise<OrderRecord> {
    return visibleOrderFor(this.reservations, access, id);
  }
}
