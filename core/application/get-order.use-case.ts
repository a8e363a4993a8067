import { NotFoundError } from '../domain/errors.js';
import type { OrderRecord } from '../ports/order-repository.port.js';
import type { Reservations } from './reservations.js';

/** getOrder: one order by id (an order still being placed is not there yet). */
export class GetOrder {
  constructor(private readonly reservations: Reservations) {}

  async execute(id: number): Promise<OrderRecord> {
    const record = await this.reservations.visibleOrder(id);
    if (!record) throw NotFoundError.forId('order', id);
    return record;
  }
}
