import { InsufficientScopeError, seesEveryOrder, type Access } from '../domain/access.js';
import { PreconditionFailedError, StoreUnavailableError } from '../domain/errors.js';
import { checkOrderTransition } from '../domain/lifecycle-rules.js';
import type { Order, OrderStatus } from '../domain/order.js';
import { satisfies, type VersionCondition } from '../domain/version.js';
import type { OrderRecord } from '../ports/order-repository.port.js';
import { visibleOrderFor } from './get-order.use-case.js';
import { MAX_WRITE_ROUNDS, type Reservations } from './reservations.js';

/** An updateOrder body (a merge patch) as the transport delivers it, its shape checked. */
export type OrderPatch = Partial<Pick<Order, 'status'>>;

/** Moves only `orders:manage` may make (no-ops included): approving and delivering are the store's, not the customer's. */
const MANAGED_STATUSES: ReadonlySet<OrderStatus> = new Set(['approved', 'delivered']);

/**
 * updateOrder: placed → approved → delivered, placed or approved → cancelled. A key sees only its
 * owner's orders (404 for another's) unless it holds `orders:manage`, which approving and
 * delivering need (403 once the body is read, DESIGN.md's order of checks). The order is written
 * first (compare-and-set on its version), then its pet sold or freed. Cut short between the two,
 * the pet stays reserved by a closed order until the next use case reading the pet releases it, or
 * until this request is retried: the same status again is a no-op that finishes the release.
 */
export class UpdateOrder {
  constructor(private readonly reservations: Reservations) {}

  /** `readPatch` yields the body; it is called only once the order and the precondition are checked. */
  async execute(access: Access, id: number, readPatch: () => Promise<OrderPatch>, ifMatch?: VersionCondition): Promise<OrderRecord> {
    let record = await visibleOrderFor(this.reservations, access, id);
    if (!satisfies(record.version, ifMatch)) throw new PreconditionFailedError(`order ${id}`);
    const { status } = await readPatch();
    if (status !== undefined && MANAGED_STATUSES.has(status) && !seesEveryOrder(access)) throw InsufficientScopeError.of('orders:manage');
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const target = status ?? record.order.status;
      checkOrderTransition(record.order.status, target);
      if (target === record.order.status) {
        await this.reservations.releaseFor(record);
        return record;
      }
      const written = await this.reservations.orders.replace(record.order.id, record.version, {
        status: target,
        updatedAt: this.reservations.clock.now(),
        committed: true,
      });
      if (written) {
        await this.reservations.releaseFor(written);
        return written;
      }
      if (ifMatch !== undefined && ifMatch !== 'any') throw new PreconditionFailedError(`order ${id}`);
      record = await visibleOrderFor(this.reservations, access, id);
    }
    throw new StoreUnavailableError('database');
  }
}
