import { MAX_SAFE_ID, type PetStatus } from './pet.js';

/**
 * The opaque `cursor` of listPets: a version digit, the listing's status filter and the last id
 * of the page, in base 36. Tying the cursor to its filter lets a cursor from another listing be
 * refused instead of silently skipping pets.
 */
const TAG_OF_FILTER = { all: 'A', available: 'a', pending: 'p', sold: 's' } as const;
const CURSOR = /^1([Aaps])([0-9a-z]{1,11})$/;

export function encodeCursor(status: PetStatus | undefined, lastId: number): string {
  return `1${TAG_OF_FILTER[status ?? 'all']}${lastId.toString(36)}`;
}

export type CursorReading = { readonly ok: true; readonly afterId: number } | { readonly ok: false; readonly problem: string };

export function decodeCursor(cursor: string, status: PetStatus | undefined): CursorReading {
  const match = CURSOR.exec(cursor);
  const afterId = match ? parseInt(match[2]!, 36) : NaN;
  if (!match || !(afterId >= 1 && afterId <= MAX_SAFE_ID)) {
    return { ok: false, problem: 'is malformed; pass the cursor of a Link rel="next" unchanged' };
  }
  if (match[1] !== TAG_OF_FILTER[status ?? 'all']) {
    return { ok: false, problem: 'belongs to a listing with another status filter' };
  }
  return { ok: true, afterId };
}
