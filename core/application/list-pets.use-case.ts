import { PET_CURSORS, readCursor } from '../domain/cursor.js';
import type { Pet, PetStatus } from '../domain/pet.js';
import type { PetRepository } from '../ports/pet-repository.port.js';
import { pageOf, type PageQuery } from './pagination.js';

/** A listPets query as the transport delivers it, its shape (limit 1 … MAX_PAGE_SIZE, a status, 1 … MAX_PAGE_SIZE ids) already checked. */
export interface ListPetsQuery extends PageQuery {
  readonly status?: PetStatus;
  /** Only the pets with these ids (getPet's successor): repeats collapse, ids of no pet are simply absent; `limit` defaults to their number. */
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
    const filter = { ...(status ? { status } : {}), ...(ids ? { ids } : {}) };
    if (ids !== undefined && ids.length <= 1) {
      const afterId = cursor === undefined ? undefined : readCursor(PET_CURSORS, filter, cursor);
      return ids[0] === undefined ? { pets: [], nextCursor: null, ids } : this.one(ids[0], status, afterId, ids);
    }
    const page = await pageOf(PET_CURSORS, filter, query, (afterId, limit) => this.pets.list({ ...filter, afterId, limit }), ids?.length);
    return { pets: page.items, nextCursor: page.nextCursor, ...(ids ? { ids } : {}) };
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
