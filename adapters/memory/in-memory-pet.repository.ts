import type { NewPet, Pet, PetListQuery, PetRepository, PetStatus } from '../../core/index.js';

/**
 * Pets in process memory. Ids only grow and pets are never removed, so each list below is
 * sorted by id by construction: a page is a binary search plus a slice, O(log n + limit),
 * whatever the filter. Stored pets are frozen; callers share them safely.
 */
export class InMemoryPetRepository implements PetRepository {
  private readonly all: Pet[] = [];
  private readonly byStatus: Record<PetStatus, Pet[]> = { available: [], pending: [], sold: [] };
  private lastId = 0;

  async create(pet: NewPet): Promise<Pet> {
    return this.createNow(pet);
  }

  /** Synchronous create, for seeding and benchmarks. */
  createNow(pet: NewPet): Pet {
    const stored: Pet = Object.freeze({ id: ++this.lastId, name: pet.name, categoryId: pet.categoryId, status: pet.status });
    this.all.push(stored);
    this.byStatus[stored.status].push(stored);
    return stored;
  }

  async findById(id: number): Promise<Pet | null> {
    const index = firstIndexAbove(this.all, id - 1);
    const pet = this.all[index];
    return pet !== undefined && pet.id === id ? pet : null;
  }

  async list(query: PetListQuery): Promise<Pet[]> {
    const source = query.status === undefined ? this.all : this.byStatus[query.status];
    const start = query.afterId === undefined ? 0 : firstIndexAbove(source, query.afterId);
    return source.slice(start, start + query.limit);
  }

  async ping(): Promise<void> {}

  get size(): number {
    return this.all.length;
  }
}

/** Index of the first pet whose id is greater than `id` in an id-sorted list. */
function firstIndexAbove(pets: readonly Pet[], id: number): number {
  let low = 0;
  let high = pets.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (pets[middle]!.id <= id) low = middle + 1;
    else high = middle;
  }
  return low;
}
