import { holds, requireScope, seesEveryOrder, type Access } from './access.js';
import type { Scope } from './scopes.js';
import type { Order } from './order.js';
import type { Pet } from './pet.js';

/** What a change records (DESIGN.md "Events and webhooks"); the order is the document's. */
export const EVENT_TYPES = [
  'pet.created',
  'pet.updated',
  'pet.deleted',
  'order.placed',
  'order.approved',
  'order.delivered',
  'order.cancelled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
type PetEventType = Extract<EventType, `pet.${string}`>;
export type OrderEventType = Extract<EventType, `order.${string}`>;

/** What a change records, before it is visible: its type, the resource after it (for `pet.deleted`, before), when. */
export type EventEntry =
  | { readonly type: PetEventType; readonly data: Pet; readonly createdAt: number }
  | { readonly type: OrderEventType; readonly data: Order; readonly createdAt: number };

/** An event as readers see it: an entry made visible under its sequence number. */
export type StoreEvent = EventEntry & {
  /** Position in the order readers see events: assigned when the event becomes visible, never reused. */
  readonly sequence: number;
  /** The owner of the order an order event describes (null for orders placed before owners existed); null for pet events. */
  readonly owner: string | null;
};

/** Every order status moves to the event of the same name (an order's commit is `order.placed`). */
export function orderEventType(status: Order['status']): OrderEventType {
  return `order.${status}`;
}

function isOrderEvent(type: EventType): type is OrderEventType {
  return type.startsWith('order.');
}

/** `evt_` + the sequence zero-padded to 20 digits: ids sort as readers see the events. */
export function eventIdOf(sequence: number): string {
  return `evt_${String(sequence).padStart(20, '0')}`;
}

/**
 * Which events a reader may see, as a query states it (DESIGN.md "Events and webhooks"): pet events
 * or none, and order events of every owner, of one owner, or none.
 */
export interface EventVisibility {
  readonly pets: boolean;
  readonly orders: 'all' | 'none' | { readonly owner: string };
}

/**
 * The one visibility rule: events follow the read scopes. `pet.*` needs `pets:read`; `order.*` needs
 * `orders:read` (the reader's owner's orders) or `orders:manage` (every owner's). listEvents reads
 * with it, and a webhook endpoint receives what the key its lineage acts through may read.
 */
export function eventVisibilityOf(access: Access): EventVisibility {
  return {
    pets: holds(access, 'pets:read'),
    orders: seesEveryOrder(access) ? 'all' : holds(access, 'orders:read') ? { owner: access.owner } : 'none',
  };
}

export function isVisibleUnder(visibility: EventVisibility, event: Pick<StoreEvent, 'type' | 'owner'>): boolean {
  if (!isOrderEvent(event.type)) return visibility.pets;
  const { orders } = visibility;
  return orders === 'all' || (orders !== 'none' && event.owner !== null && event.owner === orders.owner);
}

/** The scope that reads events of this type. */
export function readScopeOf(type: EventType): Scope {
  return isOrderEvent(type) ? 'orders:read' : 'pets:read';
}

/** 403 naming the first read scope the caller lacks for one of `types` (a type filter, a subscription). */
export function requireReadable(access: Access, types: readonly EventType[]): void {
  for (const type of types) requireScope(access, readScopeOf(type));
}
