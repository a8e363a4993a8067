import {
  FIRST_VERSION,
  PET_STATUSES,
  WriteTagTakenError,
  type EventEntry,
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
 * Where an in-memory repository records the event of each change, in the same synchronous step: an
 * InMemoryEventLog, the one the service reads its events and webhooks from. Required: a repository
 * that recorded nothing would lose every event without a word.
 */
export interface EventRecorder {
  record(change: Omit<EventEntry, 'createdAt'>): void;
}

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

  /** `events` records `pet.created`, `pet.updated` and `pet.deleted` with each write. */
  constructor(private readonly events: EventRecorder) {}

  async create(pet: NewPet, writeTag?: string): Promise<Pet> {
    if (writeTag !== undefined && this.byWriteTag.has(writeTag)) throw new WriteTagTakenError();
    const stored: Pet = Object.freeze({ id: ++this.lastId, name: pet.name, categoryId: pet.categoryId, status: pet.status });
    this.store(Object.freeze({ pet: stored, version: FIRST_VERSION, reservedBy: null }));
    if (writeTag !== undefined) {
      this.byWriteTag.set(writeTag, stored.id);
      this.writeTagOf.set(stored.id, writeTag);
    }
    this.events.record({ type: 'pet.created', data: stored });
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
    // Every replace changes the Pet (the use cases write no no-ops): its event is the pet after it.
    this.events.record({ type: 'pet.updated', data: pet });
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
    this.events.record({ type: 'pet.deleted', data: current.pet });
    return true;
  }

  async list(query: PetListQuery): Promise<Pet[]> {
    const listing = query.status === undefined ? this.all : this.byStatus[query.status];
    if (query.ids === undefined) return listing.page(query.afterId, query.limit, petOf);
    const found: Pet[] = [];
    for (const id of query.ids) {
      if (found.length >= query.limit) break;
      const record = id > (query.afterId ?? 0) ? listing.get(id) : undefined;
      if (record !== undefined) found.push(record.pet);
    }
    return found;
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
