import type { NewPet, Pet, PetStatus } from '../domain/pet.js';

export interface PetListQuery {
  /** Only pets with this status; all pets when absent. */
  readonly status?: PetStatus;
  /** Only pets whose id is greater than this (the cursor position); from the start when absent. */
  readonly afterId?: number;
  /** Maximum number of pets returned, ≥ 1. */
  readonly limit: number;
}

/**
 * Where pets live. Every adapter must pass test/contract/pet-repository.contract.ts.
 * Failures to reach the store surface as StoreUnavailableError.
 */
export interface PetRepository {
  /** Stores the pet under a new id: positive, greater than every id handed out before, never reused. */
  create(pet: NewPet): Promise<Pet>;
  /** The pet with this id, or null. */
  findById(id: number): Promise<Pet | null>;
  /**
   * Stored pets in ascending id order, filtered and bounded as the query says. Ids are assigned
   * before a pet is stored, so with concurrent creates a pet may become visible after pets with
   * higher ids (a shared store); a listing is not a change feed.
   */
  list(query: PetListQuery): Promise<Pet[]>;
  /** Whether the store answers (for readiness probes). */
  ping(): Promise<void>;
}
