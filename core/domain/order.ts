/** An order's progress (DESIGN.md "Pet lifecycle and store orders"); the order is the table's. */
export const ORDER_STATUSES = ['placed', 'approved', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One animal ordered by a store. Times are ms since the epoch; the HTTP adapter writes them as RFC 3339 UTC. */
export interface Order {
  readonly id: number;
  readonly petId: number;
  /** The owner of the key that placed it (DESIGN.md "Access"); null for orders placed before owners existed. */
  readonly owner: string | null;
  readonly status: OrderStatus;
  readonly placedAt: number;
  readonly updatedAt: number;
}

/** An open order holds its pet (reserved, `pending`) until it is delivered or cancelled. */
export function isOpenOrder(status: OrderStatus): boolean {
  return status === 'placed' || status === 'approved';
}
