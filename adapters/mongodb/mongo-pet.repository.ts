import type { Collection, Db } from 'mongodb';
import type { NewPet, Pet, PetListQuery, PetRepository } from '../../core/index.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import {
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

export const DEFAULT_PET_COLLECTIONS: MongoPetCollections = Object.freeze({ pets: 'pets', counters: 'counters' });

const STORE = 'pet store';

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

  async create(pet: NewPet): Promise<Pet> {
    return guarded(STORE, async () => {
      const document = toPetDocument(await this.nextId(), pet);
      await this.pets.insertOne(document);
      return toPet(document);
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
