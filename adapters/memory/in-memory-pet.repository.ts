import {
  FIRST_VERSION,
  PET_STATUSES,
  WriteTagTakenError,
  type Inventory,
  type NewPet,
  type Pet,
  type PetChange,
  type PetListQuery,
  type PetRecord,
  type PetRepository,
  type PetStatus,
} from '../../core/index.js';
import { IdOrdered } from './id-ordered.js';

/**
 * Pets in process memory: their records in B+ trees ordered by id, one of all pets (which is also
 * the lookup by id) and one per status, so a page is O(log n + limit) whatever the filter, and a
 * status change or a removal O(log n). No Map beside the trees: a create costs two tree inserts and
 * nothing more (BENCHMARKS.md); only pets created under a write tag are also in two small maps.
 * Each operation runs in one synchronous step, which makes every compare-and-set atomic; the
 * inventory is the sizes of the per-status trees. Stored pets and records are frozen.
 */
export class InMemoryPetRepository implements PetRepository {
  private readonly all = new IdOrdered<PetRecord>();
  private readonly byStatus: Record<PetStatus, IdOrdered<PetRecord>> = {
    available: new IdOrdered(),
    pending: new IdOrdered(),
    sold: new IdOrdered(),
  };
  /** Write tags of existing pets, both ways (a removed pet frees its tag). */
  private readonly byWriteTag = new Map<string, number>();
  private readonly writeTagOf = new Map<number, string>();
  private lastId = 0;

  async create(pet: NewPet, writeTag?: string): Promise<Pet> {
    if (writeTag !== undefined && this.byWriteTag.has(writeTag)) throw new WriteTagTakenError();
    const stored: Pet = Object.freeze({ id: ++this.lastId, name: pet.name, categoryId: pet.categoryId, status: pet.status });
    this.store(Object.freeze({ pet: stored, version: FIRST_VERSION, reservedBy: null }));
    if (writeTag !== undefined) {
      this.byWriteTag.set(writeTag, stored.id);
      this.writeTagOf.set(stored.id, writeTag);
    }
    return stored;
  }

  async findById(id: number): Promise<Pet | null> {
    return this.all.get(id)?.pet ?? null;
  }

  async findByWriteTag(writeTag: string): Promise<Pet | null> {
    const id = this.byWriteTag.get(writeTag);
    return id === undefined ? null : (this.all.get(id)?.pet ?? null);
  }

  async findRecord(id: number): Promise<PetRecord | null> {
    return this.all.get(id) ?? null;
  }

  async replace(id: number, version: number, change: PetChange): Promise<PetRecord | null> {
    const current = this.all.get(id);
    if (!current || current.version !== version) return null;
    this.unstore(current);
    const pet: Pet = Object.freeze({ id, name: change.name, categoryId: change.categoryId, status: change.status });
    const next: PetRecord = Object.freeze({ pet, version: version + 1, reservedBy: change.reservedBy });
    this.store(next);
    return next;
  }

  async remove(id: number, version: number): Promise<boolean> {
    const current = this.all.get(id);
    if (!current || current.version !== version) return false;
    this.unstore(current);
    const writeTag = this.writeTagOf.get(id);
    if (writeTag !== undefined) {
      this.writeTagOf.delete(id);
      this.byWriteTag.delete(writeTag);
    }
    return true;
  }

  async list(query: PetListQuery): Promise<Pet[]> {
    return (query.status === undefined ? this.all : this.byStatus[query.status]).page(query.afterId, query.limit, petOf);
  }

  async inventory(): Promise<Inventory> {
    return Object.fromEntries(PET_STATUSES.map((status) => [status, this.byStatus[status].size])) as Record<PetStatus, number>;
  }

  async ping(): Promise<void> {}

  get size(): number {
    return this.all.size;
  }

  private store(record: PetRecord): void {
    this.all.set(record.pet.id, record);
    this.byStatus[record.pet.status].set(record.pet.id, record);
  }

  private unstore(record: PetRecord): void {
    this.all.delete(record.pet.id);
    this.byStatus[record.pet.status].delete(record.pet.id);
  }
}

const petOf = (record: PetRecord): Pet => record.pet;
