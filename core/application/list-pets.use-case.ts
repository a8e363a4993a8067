import { ValidationError } from '../domain/errors.js';
import type { Pet, PetStatus } from '../domain/pet.js';
import { decodeCursor, encodeCursor } from '../domain/pet-cursor.js';
import type { PetRepository } from '../ports/pet-repository.port.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A listPets query as the transport delivers it, its shape (limit 1 … MAX_PAGE_SIZE, a status) already checked. */
export interface ListPetsQuery {
  /** 20 when absent. */
  readonly limit?: number;
  readonly status?: PetStatus;
  /** The `nextCursor` of a previous page of the same listing: checked here, since it is bound to its filter. */
  readonly cursor?: string;
}

export interface PetPage {
  /** Pets in ascending id order. */
  readonly pets: Pet[];
  /** Cursor of the following page, or null when this page is the last. */
  readonly nextCursor: string | null;
}

/** listPets: a page of pets in creation order, optionally only those with one status. */
export class ListPets {
  constructor(private readonly pets: PetRepository) {}

  async execute(query: ListPetsQuery = {}): Promise<PetPage> {
    const { limit = DEFAULT_PAGE_SIZE, status, cursor } = query;
    let afterId: number | undefined;
    if (cursor !== undefined) {
      const reading = decodeCursor(cursor, status);
      if (!reading.ok) throw ValidationError.of('cursor', reading.problem);
      afterId = reading.afterId;
    }

    // One extra pet tells whether a next page exists without a second query.
    const found = await this.pets.list({ status, afterId, limit: limit + 1 });
    if (found.length <= limit) return { pets: found, nextCursor: null };
    found.length = limit;
    return { pets: found, nextCursor: encodeCursor(status, found[limit - 1]!.id) };
  }
}
