import type { Collection, Db } from 'mongodb';
import type { Filter } from 'mongodb';
import {
  FIRST_VERSION,
  StoreUnavailableError,
  WriteTagTakenError,
  type Inventory,
  type NewPet,
  type Pet,
  type PetChange,
  type PetListQuery,
  type PetRecord,
  type PetRepository,
} from '../../core/index.js';
import { PetInventory, type InventoryShardDocument } from './pet-inventory.js';
import { guarded, isDuplicateKey, isDuplicateKeyOn } from './mongo-errors.js';
import {
  asSafeInteger,
  atVersion,
  counterAtLeast,
  HIGHEST_ID_FIND,
  idFromCounter,
  NEXT_ID_UPDATE,
  PET_INDEXES,
  petListFind,
  toPet,
  toPetDocument,
  type CounterDocument,
  type PetDocument,
  versionOf,
} from './pet-documents.js';
import { WRITE_TAG_INDEX_NAME, writeTagField } from './write-tags.js';

export interface MongoPetCollections {
  readonly pets: string;
  /** Holds one sequence document per pets collection (its `_id` is the pets collection's name). */
  readonly counters: string;
}

const DEFAULT_PET_COLLECTIONS: MongoPetCollections = Object.freeze({ pets: 'pets', counters: 'counters' });

const STORE = 'pet store';

/**
 * Inserts per create: the first, and retries after moving the counter past a duplicate id. A
 * counter behind the data needs one retry; racing creates may each need another.
 */
const MAX_INSERT_ATTEMPTS = 3;

/**
 * Pets in MongoDB, shared by every instance of the service. Ids come from an atomic counter
 * document, so instances never hand out the same id and never reuse one. Call `ensureIndexes()`
 * once at start-up: listing names its index and fails without it.
 */
export class MongoPetRepository implements PetRepository {
  private readonly pets: Collection<PetDocument>;
  private readonly counters: Collection<CounterDocument>;
  private readonly counts: PetInventory;

  constructor(
    private readonly db: Db,
    private readonly collections: MongoPetCollections = DEFAULT_PET_COLLECTIONS,
    options: { readonly inventorySlotLeaseMs?: number } = {},
  ) {
    this.pets = db.collection<PetDocument>(collections.pets);
    this.counters = db.collection<CounterDocument>(collections.counters);
    const shards = db.collection<InventoryShardDocument>(collections.counters);
    this.counts = new PetInventory(this.pets, shards, `${collections.pets}:inventory`, options.inventorySlotLeaseMs);
  }

  /** Creates the indexes and the inventory's counter documents; a no-op when they exist, so every start may call it. */
  async ensureIndexes(): Promise<void> {
    await guarded(STORE, async () => {
      await this.pets.createIndexes([...PET_INDEXES]);
      await this.counts.ensureShards();
    });
  }

  /**
   * A duplicate `_id` means the counter is behind the data (a restore, a manual insert, a counter
   * reset): the counter is moved past the highest id with `$max` (atomic, never backwards, the same
   * for every instance doing it at once) and the insert retried; only after MAX_INSERT_ATTEMPTS is
   * it StoreUnavailableError (503). Each failed attempt leaves a gap in the ids, as a failed insert does.
   * A write tag is part of the same insert; a duplicate one is WriteTagTakenError.
   */
  async create(pet: NewPet, writeTag?: string): Promise<Pet> {
    return guarded(STORE, async () => {
      for (let attempt = 1; ; attempt++) {
        const document = toPetDocument(await this.nextId(), pet);
        try {
          await this.pets.insertOne({
            ...document,
            version: FIRST_VERSION,
            reservedBy: null,
            counted: null,
            unsettled: true,
            ...writeTagField(writeTag),
          });
          await this.settle(document._id);
          return toPet(document);
        } catch (error) {
          if (isDuplicateKeyOn(error, WRITE_TAG_INDEX_NAME)) throw new WriteTagTakenError();
          if (!isDuplicateKey(error)) throw error;
          if (attempt >= MAX_INSERT_ATTEMPTS) throw new StoreUnavailableError(STORE, 1, { cause: error });
        }
        await this.moveCounterPastHighestId();
      }
    });
  }

  async findById(id: number): Promise<Pet | null> {
    return guarded(STORE, async () => {
      const found = await this.pets.findOne({ _id: id });
      return found && !found.gone ? toPet(found) : null;
    });
  }

  async findByWriteTag(writeTag: string): Promise<Pet | null> {
    return guarded(STORE, async () => {
      const found = await this.pets.findOne({ writeTag });
      return found && !found.gone ? toPet(found) : null;
    });
  }

  async findRecord(id: number): Promise<PetRecord | null> {
    return guarded(STORE, async () => {
      const found = await this.pets.findOne({ _id: id });
      return found && !found.gone ? recordOf(found) : null;
    });
  }

  /** One conditional update (the version in the filter is the compare-and-set), then the inventory settled. */
  async replace(id: number, version: number, change: PetChange): Promise<PetRecord | null> {
    return guarded(STORE, async () => {
      const filter = { _id: id, gone: { $ne: true }, ...atVersion(version) } as Filter<PetDocument>;
      const fields = { name: change.name, categoryId: change.categoryId, status: change.status, reservedBy: change.reservedBy };
      const updated = await this.pets.findOneAndUpdate(
        filter,
        { $set: { ...fields, version: version + 1, unsettled: true } },
        { returnDocument: 'after' },
      );
      if (!updated) return null;
      await this.settle(id);
      return recordOf(updated);
    });
  }

  /**
   * Marks the pet gone at its version (invisible from then on) and frees its write tag in the same
   * update; the settle deletes it once it is no longer counted.
   */
  async remove(id: number, version: number): Promise<boolean> {
    return guarded(STORE, async () => {
      const filter = { _id: id, gone: { $ne: true }, ...atVersion(version) } as Filter<PetDocument>;
      const marked = await this.pets.updateOne(filter, { $set: { gone: true, unsettled: true, version: version + 1 }, $unset: { writeTag: '' } });
      if (marked.matchedCount === 0) return false;
      await this.settle(id);
      return true;
    });
  }

  async inventory(): Promise<Inventory> {
    return guarded(STORE, () => this.counts.read());
  }

  async list(query: PetListQuery): Promise<Pet[]> {
    return guarded(STORE, async () => {
      const { filter, options } = petListFind(query);
      const found = await this.pets.find(filter, options).toArray();
      return found.map(toPet);
    });
  }

  async ping(): Promise<void> {
    await guarded(STORE, () => this.db.command({ ping: 1 }));
  }

  /**
   * The write itself is done: a failure to settle (the database went away in between) must not
   * turn it into an error the client would retry. The pet stays marked and the next inventory read settles it.
   */
  private async settle(id: number): Promise<void> {
    await this.counts.settle(id).catch(() => undefined);
  }

  private async moveCounterPastHighestId(): Promise<void> {
    const [highest] = await this.pets.find(HIGHEST_ID_FIND.filter, HIGHEST_ID_FIND.options).toArray();
    if (!highest) return;
    const id = asSafeInteger(highest._id, 'pet id');
    await this.counters.updateOne({ _id: this.collections.pets }, counterAtLeast(id), { upsert: true });
  }

  private async nextId(): Promise<number> {
    const bump = () =>
      this.counters.findOneAndUpdate({ _id: this.collections.pets }, NEXT_ID_UPDATE, {
        upsert: true,
        returnDocument: 'after',
      });
    try {
      return idFromCounter(await bump());
    } catch (error) {
      // Two first-ever upserts can race on the counter's _id; the loser finds the document now.
      if (!isDuplicateKey(error)) throw error;
      return idFromCounter(await bump());
    }
  }
}

function recordOf(doc: PetDocument): PetRecord {
  return Object.freeze({ pet: toPet(doc), version: versionOf(doc), reservedBy: doc.reservedBy ?? null });
}
