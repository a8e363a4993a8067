import type { Collection, Db } from 'mongodb';
import { StoreUnavailableError, type NewPet, type Pet, type PetListQuery, type PetRepository } from '../../core/index.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import {
  asSafeInteger,
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
} from './pet-documents.js';

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

  constructor(
    private readonly db: Db,
    private readonly collections: MongoPetCollections = DEFAULT_PET_COLLECTIONS,
  ) {
    this.pets = db.collection<PetDocument>(collections.pets);
    this.counters = db.collection<CounterDocument>(collections.counters);
  }

  /** Creates the listing index; a no-op when it exists already, so every start may call it. */
  async ensureIndexes(): Promise<void> {
    await guarded(STORE, () => this.pets.createIndexes([...PET_INDEXES]));
  }

  /**
   * A duplicate `_id` means the counter is behind the data (a restore, a manual insert, a counter
   * reset): the counter is moved past the highest id with `$max` (atomic, never backwards, the same
   * for every instance doing it at once) and the insert retried; only after MAX_INSERT_ATTEMPTS is
   * it StoreUnavailableError (503). Each failed attempt leaves a gap in the ids, as a failed insert does.
   */
  async create(pet: NewPet): Promise<Pet> {
    return guarded(STORE, async () => {
      for (let attempt = 1; ; attempt++) {
        const document = toPetDocument(await this.nextId(), pet);
        try {
          await this.pets.insertOne(document);
          return toPet(document);
        } catch (error) {
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
      return found && toPet(found);
    });
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
