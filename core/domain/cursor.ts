import type { ApiKey } from './api-key.js';
import { ValidationError } from './errors.js';
import type { StoreEvent } from './events.js';
import type { OrderStatus } from './order.js';
import { MAX_SAFE_ID, type PetStatus } from './pet.js';
import type { Delivery, DeliveryStatus } from './webhooks.js';

/**
 * The opaque `cursor` of every listing, one format: the format's version and the listing's letter,
 * then a digest of each filter the listing has (empty when not filtered) and the position after which
 * the next page starts, separated by dots (`4p..2bi`: pets, neither filter, after id 3006; `4e2s`:
 * events, after the 100th). A cursor is bound to its listing and its filters: another's is refused
 * (400) rather than silently skipping items. Characters are URL-safe, so a Link carries it as is.
 * Cursors of the formats each listing handed out before this one are still read.
 */
const VERSION = '4';

/** A listing's cursors: what they are bound to, and how a position is written and read back. */
export interface Listing<Item, Position, Filter> {
  readonly letter: string;
  /** The filters a cursor is bound to, by name, each as text; undefined when the listing is not filtered by it. */
  filters(filter: Filter): readonly (readonly [name: string, value: string | undefined])[];
  /** Where the next page starts: after this item. */
  positionOf(item: Item): Position;
  writePosition(position: Position): string;
  /** A position from the text after the filters; undefined when malformed. */
  readPosition(text: string): Position | undefined;
  /** A cursor of the listing's earlier format: its position (its filters checked), or undefined when it is not a well-formed one. */
  readEarlier(cursor: string, filter: Filter): Position | undefined;
}

const MALFORMED = 'is malformed; pass the cursor of a Link rel="next" unchanged';
const malformed = (): ValidationError => ValidationError.of('cursor', MALFORMED);
const otherFilter = (name: string): ValidationError => ValidationError.of('cursor', `belongs to a listing with another ${name} filter`);

/** The cursor of the page that follows `last`. */
export function writeCursor<Item, Position, Filter>(listing: Listing<Item, Position, Filter>, filter: Filter, last: Item): string {
  const filters = listing.filters(filter).map(([, value]) => (value === undefined ? '' : digestOf(value)));
  return VERSION + listing.letter + [...filters, listing.writePosition(listing.positionOf(last))].join('.');
}

/** The position a cursor names, for a listing with these filters; a ValidationError naming `cursor` when it is not one of theirs. */
export function readCursor<Item, Position, Filter>(listing: Listing<Item, Position, Filter>, filter: Filter, cursor: string): Position {
  const filters = listing.filters(filter);
  const tokens = cursor.slice(2).split('.');
  if (cursor.charAt(0) !== VERSION || cursor.charAt(1) !== listing.letter || tokens.length <= filters.length) {
    const earlier = listing.readEarlier(cursor, filter);
    if (earlier === undefined) throw malformed();
    return earlier;
  }
  for (let i = 0; i < filters.length; i++) {
    const [name, value] = filters[i]!;
    if (tokens[i] !== (value === undefined ? '' : digestOf(value))) throw otherFilter(name);
  }
  const position = listing.readPosition(tokens.slice(filters.length).join('.'));
  if (position === undefined) throw malformed();
  return position;
}

/** FNV-1a (32 bits) of a filter's text, in base 36: enough to tell one filter from another. */
function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

const BASE36 = /^[0-9a-z]{1,11}$/;
const OPAQUE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A whole number from `min` to 2^53−1 written in base 36; undefined otherwise. */
function numberAt(text: string | undefined, min: number): number | undefined {
  if (text === undefined || !BASE36.test(text)) return undefined;
  const value = parseInt(text, 36);
  return value >= min && value <= MAX_SAFE_ID ? value : undefined;
}

/** A listing by ascending numeric id (pets, orders). */
const byId = { writePosition: (id: number) => id.toString(36), readPosition: (text: string) => numberAt(text, 1) };

/** A listing by event sequence (events, deliveries). */
const bySequence = { writePosition: (sequence: number) => sequence.toString(36), readPosition: (text: string) => numberAt(text, 0) };

/** Before this format: pets `1`, a status tag, the id in base 36, then with an id filter `.` and the digest of the ids. */
const EARLIER_PET = /^1([Aaps])([0-9a-z]{1,11})(?:\.([0-9a-z]{1,7}))?$/;
const PET_TAG = { all: 'A', available: 'a', pending: 'p', sold: 's' } as const;

export const PET_CURSORS: Listing<{ readonly id: number }, number, { readonly status?: PetStatus; readonly ids?: readonly number[] }> = {
  letter: 'p',
  filters: ({ status, ids }) => [
    ['status', status],
    // The ids as applied: distinct and ascending.
    ['id', ids?.join(',')],
  ],
  positionOf: (pet) => pet.id,
  ...byId,
  readEarlier: (cursor, { status, ids }) => {
    const match = EARLIER_PET.exec(cursor);
    if (!match) return undefined;
    if (match[1] !== PET_TAG[status ?? 'all']) throw otherFilter('status');
    if (match[3] !== (ids === undefined ? undefined : digestOf(ids.join(',')))) throw otherFilter('id');
    return numberAt(match[2], 1);
  },
};

/** Before this format: orders `2`, a status tag, the petId filter in base 36 (empty when absent), `.` and the id in base 36. */
const EARLIER_ORDER = /^2([Apadc])([0-9a-z]{0,11})\.([0-9a-z]{1,11})$/;
const ORDER_TAG = { all: 'A', placed: 'p', approved: 'a', delivered: 'd', cancelled: 'c' } as const;

export const ORDER_CURSORS: Listing<{ readonly id: number }, number, { readonly status?: OrderStatus; readonly petId?: number }> = {
  letter: 'o',
  filters: ({ status, petId }) => [
    ['status', status],
    ['petId', petId?.toString()],
  ],
  positionOf: (order) => order.id,
  ...byId,
  readEarlier: (cursor, { status, petId }) => {
    const match = EARLIER_ORDER.exec(cursor);
    if (!match) return undefined;
    if (match[1] !== ORDER_TAG[status ?? 'all']) throw otherFilter('status');
    if (match[2] !== (petId?.toString(36) ?? '')) throw otherFilter('petId');
    return numberAt(match[3], 1);
  },
};

/** Keys are listed oldest first, ties broken by id: a position is the last key's creation instant (ms) and id. */
interface KeyPosition {
  readonly createdAt: number;
  readonly id: string;
}
const EARLIER_KEY = /^3([0-9a-z]{1,11})\.([A-Za-z0-9_-]{1,64})$/;

export const KEY_CURSORS: Listing<ApiKey, KeyPosition, void> = {
  letter: 'k',
  filters: () => [],
  positionOf: (key) => ({ createdAt: key.createdAt.getTime(), id: key.id }),
  writePosition: ({ createdAt, id }) => `${createdAt.toString(36)}.${id}`,
  readPosition: (text) => {
    const dot = text.indexOf('.');
    return dot === -1 ? undefined : keyPosition(text.slice(0, dot), text.slice(dot + 1));
  },
  readEarlier: (cursor) => {
    const match = EARLIER_KEY.exec(cursor);
    return match ? keyPosition(match[1]!, match[2]!) : undefined;
  },
};

function keyPosition(createdAt: string, id: string): KeyPosition | undefined {
  const instant = numberAt(createdAt, 0);
  return instant !== undefined && OPAQUE_ID.test(id) ? { createdAt: instant, id } : undefined;
}

/** Before this format: events and deliveries alike, `e` and the sequence in base 36. */
const EARLIER_SEQUENCE = /^e([0-9a-z]{1,11})$/;
const earlierSequence = (cursor: string): number | undefined => numberAt(EARLIER_SEQUENCE.exec(cursor)?.[1], 0);

/** listEvents, oldest first: a position in the sequence, the same whatever the type filter (it reveals nothing). */
export const EVENT_CURSORS: Listing<StoreEvent, number, void> = {
  letter: 'e',
  filters: () => [],
  positionOf: (event) => event.sequence,
  ...bySequence,
  readEarlier: earlierSequence,
};

/** A delivery's place in its endpoint's listing: its sequence, then its id (empty: before every delivery of that sequence). */
interface DeliveryPosition {
  readonly sequence: number;
  readonly id: string;
}
/** Before this format: `4d` and the sequence alone, unfiltered. */
const EARLIER_DELIVERY = /^4d([0-9a-z]{1,11})$/;

/** An endpoint's deliveries, newest event first, by status or not: the sequence and id of the page's last. */
export const DELIVERY_CURSORS: Listing<Delivery, DeliveryPosition, { readonly statuses?: readonly DeliveryStatus[] | undefined }> = {
  letter: 'd',
  filters: ({ statuses }) => [['status', statuses?.join(',')]],
  positionOf: (delivery) => ({ sequence: delivery.sequence, id: delivery.id }),
  writePosition: ({ sequence, id }) => `${sequence.toString(36)}.${id}`,
  readPosition: (text) => {
    const dot = text.indexOf('.');
    if (dot === -1) return undefined;
    const sequence = numberAt(text.slice(0, dot), 0);
    const id = text.slice(dot + 1);
    return sequence !== undefined && OPAQUE_ID.test(id) ? { sequence, id } : undefined;
  },
  readEarlier: (cursor, { statuses }) => {
    const sequence = earlierSequence(cursor) ?? numberAt(EARLIER_DELIVERY.exec(cursor)?.[1], 0);
    if (sequence === undefined) return undefined;
    if (statuses !== undefined) throw otherFilter('status');
    return { sequence, id: '' };
  },
};

const EARLIER_ENDPOINT = /^w([A-Za-z0-9_-]{1,64})$/;

/** Webhook endpoints, in creation order (their ids sort so): the last endpoint's id. */
export const ENDPOINT_CURSORS: Listing<{ readonly endpoint: { readonly id: string } }, string, void> = {
  letter: 'w',
  filters: () => [],
  positionOf: (view) => view.endpoint.id,
  writePosition: (id) => id,
  readPosition: (text) => (OPAQUE_ID.test(text) ? text : undefined),
  readEarlier: (cursor) => EARLIER_ENDPOINT.exec(cursor)?.[1],
};
