import type { Order } from '../domain/order.js';
import { FIRST_VERSION } from '../domain/version.js';
import type { IdempotencyRecordKey } from '../ports/idempotency-store.port.js';
import type { OrderRecord } from '../ports/order-repository.port.js';
import type { IdempotentOperation, IdempotentWrites } from './idempotent-writes.js';
import type { Reservations } from './reservations.js';

/** A placeOrder request as the transport delivers it, its shape already checked. */
export interface PlaceOrderInput {
  readonly petId: number;
}

/** What placeOrder answers: the order as committed, with the version its ETag is made of. */
export interface PlacedOrder {
  readonly order: Order;
  readonly version: number;
}

export interface PlaceOrderOutcome extends PlacedOrder {
  /** True when the order was placed by an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean;
}

const PLACE_ORDER: IdempotentOperation<PlacedOrder> = {
  name: 'placeOrder',
  record: ({ order, version }) => ({
    order: { id: order.id, petId: order.petId, status: order.status, placedAt: order.placedAt, updatedAt: order.updatedAt },
    version,
  }),
  replay: (recorded) => {
    const { order, version } = recorded as unknown as PlacedOrder;
    return { order: Object.freeze({ ...order }), version };
  },
};

/**
 * placeOrder: an order for an available pet, which becomes `pending`, reserved by it. The order is
 * stored first (uncommitted, with the Idempotency-Key claim's write tag, so the order and the proof
 * of the request are one write), then the pet reserved, then the order committed (Reservations says
 * why and how a cut-short attempt is decided). A retry after any failure resumes the claim, finds
 * the order by its tag and completes it: every step is idempotent, so it gets its own order back.
 */
export class PlaceOrder {
  constructor(
    private readonly reservations: Reservations,
    private readonly idempotency: IdempotentWrites,
  ) {}

  async execute(input: PlaceOrderInput, idempotency?: IdempotencyRecordKey): Promise<PlaceOrderOutcome> {
    const { petId } = input;
    if (idempotency === undefined) return { ...(await this.place(petId)), replayed: false };
    const { answer, replayed } = await this.idempotency.run(PLACE_ORDER, idempotency, [petId], {
      findWritten: (writeTag) => this.placedUnder(writeTag),
      write: (writeTag) => this.place(petId, writeTag),
    });
    return { ...answer, replayed };
  }

  private async place(petId: number, writeTag?: string): Promise<PlacedOrder> {
    const { orders, clock } = this.reservations;
    const now = clock.now();
    const record: OrderRecord = {
      order: { id: await orders.nextId(), petId, status: 'placed', placedAt: now, updatedAt: now },
      version: FIRST_VERSION,
      committed: false,
    };
    await orders.insert(record, writeTag);
    return asCommitted(await this.reservations.complete(record));
  }

  /** The order an earlier attempt inserted under this tag, completed if it was cut short; null when there is none. */
  private async placedUnder(writeTag: string): Promise<PlacedOrder | null> {
    const earlier = await this.reservations.orders.findByWriteTag(writeTag);
    if (!earlier) return null;
    return asCommitted(earlier.committed ? earlier : await this.reservations.complete(earlier));
  }
}

/**
 * The order as its commit left it, which is what placeOrder answers (and replays): it is inserted
 * `placed` at FIRST_VERSION with `updatedAt` = `placedAt` (above), and committed by one compare-and-set
 * that changes nothing else (Reservations, whoever commits it), so that state is known whatever
 * happened to the order since.
 */
function asCommitted(record: OrderRecord): PlacedOrder {
  return { order: Object.freeze({ ...record.order, status: 'placed', updatedAt: record.order.placedAt }), version: FIRST_VERSION + 1 };
}
