import { MAX_SAFE_ID, type PetStatus } from './pet.js';

/**
 * The opaque `cursor` of listPets: a version digit, the listing's status filter and the last id
 * of the page, in base 36; with an id filter, a dot and a digest of its ids. Tying the cursor to
 * its filters lets a cursor from another listing be refused instead of silently skipping pets.
 */
const TAG_OF_FILTER = { all: 'A', available: 'a', pending: 'p', sold: 's' } as const;
const CURSOR = /^1([Aaps])([0-9a-z]{1,11})(?:\.([0-9a-z]{1,7}))?$/;

/** `ids`: an id filter's ids, distinct and ascending. */
export function encodeCursor(status: PetStatus | undefined, lastId: number, ids?: readonly number[]): string {
  const position = `1${TAG_OF_FILTER[status ?? 'all']}${lastId.toString(36)}`;
  return ids === undefined ? position : `${position}.${digestOf(ids)}`;
}

export type CursorReading = { readonly ok: true; readonly afterId: number } | { readonly ok: false; readonly problem: string };

export function decodeCursor(cursor: string, status: PetStatus | undefined, ids?: readonly number[]): CursorReading {
  const match = CURSOR.exec(cursor);
  const afterId = match ? parseInt(match[2]!, 36) : NaN;
  if (!match || !(afterId >= 1 && afterId <= MAX_SAFE_ID)) {
    return { ok: false, problem: 'is malformed; pass the cursor of a Link rel="next" unchanged' };
  }
  if (match[1] !== TAG_OF_FILTER[status ?? 'all']) {
    return { ok: false, problem: 'belongs to a listing with another status filter' };
  }
  if (match[3] !== (ids === undefined ? undefined : digestOf(ids))) {
    return { ok: false, problem: 'belongs to a listing with another id filter' };
  }
  return { ok: true, afterId };
}

/** FNV-1a (32 bits) of the ids, in base 36: enough to tell one id filter from another in a cursor. */
function digestOf(ids: readonly number[]): string {
  let hash = 0x811c9dc5;
  const text = ids.join(',');
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}
