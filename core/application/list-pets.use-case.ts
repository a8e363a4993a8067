import { ValidationError } from '../domain/errors.js';
import type { Pet, PetStatus } from '../domain/pet.js';
import { decodeCursor, encodeCursor } from '../domain/pet-cursor.js';
import type { PetRepository } from '../ports/pet-repository.port.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A listPets query as the transport delivers it, its shape (limit 1 … MAX_PAGE_SIZE, a status, 1 … MAX_PAGE_SIZE ids) already checked. */
export interface ListPetsQuery {
  /** 20 when absent; with an id filter, the number of distinct ids. */
  readonly limit?: number;
  readonly status?: PetStatus;
  /** The `nextCursor` of a previous page of the same listing: checked here, since it is bound to its filters. */
  readonly cursor?: string;
  /** Only the pets with these ids (getPet's successor): repeats collapse, ids of no pet are simply absent. */
  readonly ids?: readonly number[];
}

export interface PetPage {
  /** Pets in ascending id order. */
  readonly pets: Pet[];
  /** Cursor of the following page, or null when this page is the last. */
  readonly nextCursor: string | null;
  /** The id filter as applied: its ids distinct and ascending (what the next page's link repeats). */
  readonly ids?: readonly number[];
  /** When the id filter names one pet and the page holds it: that pet's version (its ETag, for If-Match). */
  readonly version?: number;
}

/** listPets: a page of pets in creation order, optionally only those with one status, or with given ids. */
export class ListPets {
  constructor(private readonly pets: PetRepository) {}

  async execute(query: ListPetsQuery = {}): Promise<PetPage> {
    const { status, cursor } = query;
    const ids = query.ids === undefined ? undefined : [...new Set(query.ids)].sort((a, b) => a - b);
    const limit = query.limit ?? ids?.length ?? DEFAULT_PAGE_SIZE;
    let afterId: number | undefined;
    if (cursor !== undefined) {
      const reading = decodeCursor(cursor, status, ids);
      if (!reading.ok) throw ValidationError.of('cursor', reading.problem);
      afterId = reading.afterId;
    }
    if (ids?.length === 0) return { pets: [], nextCursor: null, ids };
    if (ids?.length === 1) return this.one(ids[0]!, status, afterId, ids);

    // One extra pet tells whether a next page exists without a second query.
    const found = await this.pets.list({ status, afterId, limit: limit + 1, ...(ids ? { ids } : {}) });
    if (found.length <= limit) return { pets: found, nextCursor: null, ...(ids ? { ids } : {}) };
    found.length = limit;
    return { pets: found, nextCursor: encodeCursor(status, found[limit - 1]!.id, ids), ...(ids ? { ids } : {}) };
  }

  /** An id filter of one pet: its record, so that the answer can carry the pet's version. */
  private async one(id: number, status: PetStatus | undefined, afterId: number | undefined, ids: readonly number[]): Promise<PetPage> {
    const record = await this.pets.findRecord(id);
    if (record === null || (status !== undefined && record.pet.status !== status) || (afterId !== undefined && id <= afterId)) {
      return { pets: [], nextCursor: null, ids };
    }
    return { pets: [record.pet], nextCursor: null, ids, version: record.version };
  }
}
