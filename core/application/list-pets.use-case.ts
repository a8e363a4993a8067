import { ValidationError, type FieldProblem } from '../domain/errors.js';
import { isPetStatus, PET_STATUSES, type Pet, type PetStatus } from '../domain/pet.js';
import { decodeCursor, encodeCursor } from '../domain/pet-cursor.js';
import type { PetRepository } from '../ports/pet-repository.port.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface ListPetsQuery {
  /** 1 … 100; 20 when absent. */
  readonly limit?: number;
  readonly status?: PetStatus;
  /** The `nextCursor` of a previous page of the same listing. */
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
    const problems: FieldProblem[] = [];
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      problems.push({ field: 'limit', problem: `must be an integer from 1 to ${MAX_PAGE_SIZE}` });
    }
    if (status !== undefined && !isPetStatus(status)) {
      problems.push({ field: 'status', problem: `must be one of ${PET_STATUSES.join(', ')}` });
    }
    let afterId: number | undefined;
    if (cursor !== undefined) {
      const reading = decodeCursor(String(cursor), status);
      if (reading.ok) afterId = reading.afterId;
      else problems.push({ field: 'cursor', problem: reading.problem });
    }
    if (problems.length > 0) throw new ValidationError(problems);

    // One extra pet tells whether a next page exists without a second query.
    const found = await this.pets.list({ status, afterId, limit: limit + 1 });
    if (found.length <= limit) return { pets: found, nextCursor: null };
    found.length = limit;
    return { pets: found, nextCursor: encodeCursor(status, found[limit - 1]!.id) };
  }
}
