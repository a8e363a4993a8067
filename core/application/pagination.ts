import { readCursor, writeCursor, type Listing } from '../domain/cursor.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** What a listing is asked: how many at most (its shape already checked), and where the previous page ended. */
export interface PageQuery {
  readonly limit?: number;
  /** The `nextCursor` of a previous page of the same listing: checked here, since it is bound to its filters. */
  readonly cursor?: string;
}

export interface Page<Item> {
  readonly items: Item[];
  /** Cursor of the following page, or null when this page is the last. */
  readonly nextCursor: string | null;
}

/**
 * One page of any listing: the cursor read back into a position (400 naming `cursor` when it is not
 * this listing's with these filters), one item more than the page fetched after it, so that a next
 * page is known without a second query, and the cursor of that next page, if any.
 */
export async function pageOf<Item extends Listed, Listed, Position, Filter>(
  listing: Listing<Listed, Position, Filter>,
  filter: Filter,
  query: PageQuery,
  fetch: (after: Position | undefined, count: number) => Promise<Item[]>,
  defaultLimit = DEFAULT_PAGE_SIZE,
): Promise<Page<Item>> {
  const limit = query.limit ?? defaultLimit;
  const after = query.cursor === undefined ? undefined : readCursor(listing, filter, query.cursor);
  const found = await fetch(after, limit + 1);
  if (found.length <= limit) return { items: found, nextCursor: null };
  found.length = limit;
  return { items: found, nextCursor: writeCursor(listing, filter, found[limit - 1]!) };
}
