import { MAX_SAFE_ID } from './pet.js';
import type { OrderStatus } from './order.js';
import type { CursorReading } from './pet-cursor.js';

/**
 * The opaque `cursor` of listOrders: a version digit, the status filter, the petId filter (base 36,
 * empty when absent), a dot and the last id of the page. Tied to both filters, as listPets' cursor is.
 */
const TAG_OF_FILTER = { all: 'A', placed: 'p', approved: 'a', delivered: 'd', cancelled: 'c' } as const;
const CURSOR = /^2([Apadc])([0-9a-z]{0,11})\.([0-9a-z]{1,11})$/;

export interface OrderFilter {
  readonly status?: OrderStatus;
  readonly petId?: number;
}

export function encodeOrderCursor(filter: OrderFilter, lastId: number): string {
  return `2${TAG_OF_FILTER[filter.status ?? 'all']}${filter.petId?.toString(36) ?? ''}.${lastId.toString(36)}`;
}

export function decodeOrderCursor(cursor: string, filter: OrderFilter): CursorReading {
  const match = CURSOR.exec(cursor);
  const afterId = match ? parseInt(match[3]!, 36) : NaN;
  if (!match || !(afterId >= 1 && afterId <= MAX_SAFE_ID)) {
    return { ok: false, problem: 'is malformed; pass the cursor of a Link rel="next" unchanged' };
  }
  if (match[1] !== TAG_OF_FILTER[filter.status ?? 'all'] || match[2] !== (filter.petId?.toString(36) ?? '')) {
    return { ok: false, problem: 'belongs to a listing with other filters' };
  }
  return { ok: true, afterId };
}
