import { scopesOf, type Access } from './access.js';
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
 * Who reads events (a key through listEvents, or the key that created a webhook endpoint, as it was
 * then): its scopes and its owner, as far as events care.
 */
export interface EventAudience {
  readonly scopes: readonly string[];
  readonly owner: string | null;
}

/** The scope that shows every order, whoever placed it (no other scope implies it). */
export const ALL_ORDERS_SCOPE = 'orders:manage';

/** The audience of a key: the scopes it holds and its owner (DESIGN.md "Access"). */
export function eventAudienceOf(access: Access): EventAudience {
  return { scopes: Object.freeze([...scopesOf(access.key)]), owner: access.owner };
}

/**
 * Which events an audience may see, as a query states it: every pet event, and order events either
 * all (`orders: 'all'`) or only those of one owner (none when the audience has no owner).
 */
export interface EventVisibility {
  readonly orders: 'all' | { readonly owner: string | null };
}

/**
 * The one visibility rule (DESIGN.md "Events and webhooks"): order events only for audiences holding
 * `orders:manage`; others get pet events and their owner's order events. Stores query with this
 * form; `canSee` applies it to one event: both come from here.
 */
export function eventVisibility(audience: EventAudience): EventVisibility {
  return { orders: hearsEveryOrder(audience) ? 'all' : { owner: audience.owner } };
}

/** Whether an audience sees the order events of every owner (its key held `orders:manage`). */
export function hearsEveryOrder(audience: EventAudience): boolean {
  return audience.scopes.includes(ALL_ORDERS_SCOPE);
}

export function canSee(audience: EventAudience, event: Pick<StoreEvent, 'type' | 'owner'>): boolean {
  return isVisibleUnder(eventVisibility(audience), event);
}

export function isVisibleUnder(visibility: EventVisibility, event: Pick<StoreEvent, 'type' | 'owner'>): boolean {
  if (!isOrderEvent(event.type) || visibility.orders === 'all') return true;
  return event.owner !== null && event.owner === visibility.orders.owner;
}

/** The opaque cursor of listEvents and endpoint listings: a version letter and a position in base 36. */
const CURSOR = /^e([0-9a-z]{1,11})$/;

export function encodeEventCursor(sequence: number): string {
  return `e${sequence.toString(36)}`;
}

export function decodeEventCursor(cursor: string): number | null {
  const match = CURSOR.exec(cursor);
  const sequence = match ? parseInt(match[1]!, 36) : NaN;
  return Number.isSafeInteger(sequence) && sequence >= 0 ? sequence : null;
}
