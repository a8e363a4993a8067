import type { Access } from '../domain/access.js';
import { ConflictError } from '../domain/errors.js';
import { nullable, objectOf, oneOf, text, wholeNumber, type ShapeOf } from '../domain/json-shape.js';
import { ORDER_STATUSES, type Order } from '../domain/order.js';
import { FIRST_VERSION } from '../domain/version.js';
import type { IdempotencyRecordKey } from '../ports/idempotency-store.port.js';
import type { OrderRecord } from '../ports/order-repository.port.js';
import type { IdempotentOperation, IdempotentWrites } from './idempotent-writes.js';
import { MAX_WRITE_ROUNDS, type Reservations } from './reservations.js';

/** A placeOrder request as the transport delivers it, its shape already checked: the pet to order. */
export type PlaceOrderInput = Pick<Order, 'petId'>;

/** What placeOrder answers: the order as committed, with the version its ETag is made of. */
export interface PlacedOrder {
  readonly order: Order;
  readonly version: number;
}

export interface PlaceOrderOutcome extends PlacedOrder {
  /** True when the order was placed by an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean;
}

/** A placeOrder answer as its Idempotency-Key record holds it; one recorded before orders had owners has none. */
const RECORDED_ORDER = objectOf({
  order: objectOf(
    { id: wholeNumber, petId: wholeNumber, status: oneOf(ORDER_STATUSES), placedAt: wholeNumber, updatedAt: wholeNumber },
    { owner: nullable(text) },
  ),
  version: wholeNumber,
});

const PLACE_ORDER: IdempotentOperation<PlacedOrder, ShapeOf<typeof RECORDED_ORDER>> = {
  name: 'placeOrder',
  record: ({ order, version }) => ({
    order: { id: order.id, petId: order.petId, owner: order.owner, status: order.status, placedAt: order.placedAt, updatedAt: order.updatedAt },
    version,
  }),
  recorded: RECORDED_ORDER,
  replay: ({ order: { id, petId, owner, status, placedAt, updatedAt }, version }) =>
    // Recorded before orders had owners: placed by no owner's key as far as anyone can tell.
    ({ order: Object.freeze({ id, petId, owner: owner ?? null, status, placedAt, updatedAt }), version }),
};

/** DESIGN.md "Access": at most this many open orders per owner, unless configured otherwise. */
export const DEFAULT_MAX_OPEN_ORDERS_PER_OWNER = 20;

/**
 * placeOrder: an order for an available pet, which becomes `pending`, reserved by it. The order is
 * stored first (uncommitted, with the Idempotency-Key claim's write tag, so the order and the proof
 * of the request are one write), then the pet reserved, then the order committed (Reservations says
 * why and how a cut-short attempt is decided). A retry after any failure resumes the claim, finds
 * the order by its tag and completes it: every step is idempotent, so it gets its own order back.
 *
 * The order belongs to the caller's owner, who may hold at most `maxOpenOrders` open orders (409
 * `open_order_limit`), strictly under concurrency and without a counter: the order is inserted
 * first, then the owner's open orders are counted, its own included; over the limit, it is removed
 * again. Of racing placements the last to count a total that fits sees every other that passed
 * (each inserted before it counted), so no more than the limit pass; at the very limit a placement
 * may be refused that a calmer moment would have admitted, never the other way round.
 */
export class PlaceOrder {
  constructor(
    private readonly reservations: Reservations,
    private readonly idempotency: IdempotentWrites,
    private readonly maxOpenOrders: number = DEFAULT_MAX_OPEN_ORDERS_PER_OWNER,
  ) {}

  async execute(access: Access, input: PlaceOrderInput, idempotency?: IdempotencyRecordKey): Promise<PlaceOrderOutcome> {
    const { petId } = input;
    if (idempotency === undefined) return { ...(await this.place(access.owner, petId)), replayed: false };
    const { answer, replayed } = await this.idempotency.run(PLACE_ORDER, idempotency, [petId], {
      findWritten: (writeTag) => this.placedUnder(writeTag),
      write: (writeTag) => this.place(access.owner, petId, writeTag),
    });
    return { ...answer, replayed };
  }

  private async place(owner: string, petId: number, writeTag?: string): Promise<PlacedOrder> {
    const { orders, clock } = this.reservations;
    const now = clock.now();
    const record: OrderRecord = {
      order: { id: await orders.nextId(), petId, owner, status: 'placed', placedAt: now, updatedAt: now },
      version: FIRST_VERSION,
      committed: false,
    };
    await orders.insert(record, writeTag);
    await this.checkOpenOrders(record);
    return asCommitted(await this.reservations.complete(record));
  }

  /**
   * Refuses (and removes) `record` when its owner's open orders would be over the limit with it. The
   * owner's open orders are read in id order, `maxOpenOrders + 1` at most: when they all fit, it
   * passes; when `maxOpenOrders` of them have lower ids, it is refused; otherwise (a burst of this
   * owner's orders in flight, some of them with higher ids and about to be refused) it reads again.
   * Passing needs a count that fits, read after its own insert: so strict, whatever the interleaving.
   */
  private async checkOpenOrders(record: OrderRecord): Promise<void> {
    const owner = record.order.owner!;
    const { orders } = this.reservations;
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const found = await orders.openOrdersOf(owner, this.maxOpenOrders + 1);
      let abandoned = false;
      for (const other of found) {
        if (other.committed || other.order.id === record.order.id || !this.reservations.leaseOver(other)) continue;
        // Abandoned while being placed: decided now (committed if its pet is reserved by it, else removed), then read again.
        await this.reservations.visibleOrder(other.order.id);
        abandoned = true;
      }
      if (abandoned) continue;
      if (found.length <= this.maxOpenOrders) return;
      const rank = found.findIndex((other) => other.order.id === record.order.id);
      if (rank < 0 || rank >= this.maxOpenOrders) break;
    }
    await orders.remove(record.order.id, record.version).catch(() => undefined);
    throw new ConflictError(
      'open_order_limit',
      `This key's owner has ${this.maxOpenOrders} open orders, the most allowed; deliver or cancel one first.`,
      [{ field: 'owner', problem: `at most ${this.maxOpenOrders} open orders` }],
    );
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
