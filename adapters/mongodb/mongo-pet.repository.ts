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
import type { MongoEventLog } from './mongo-event-log.js';
import { OUTBOX_INDEX, type OutboxDocument, type OutboxSource } from './outbox.js';

export interface MongoPetCollections {
  readonly pets: string;
  /** Holds one sequence document per pets collection (its `_id` is the pets collection's name). */
  readonly counters: string;
}

const DEFAULT_PET_COLLECTIONS: MongoPetCollections = Object.freeze({ pets: 'pets', counters: 'counters' });

const STORE = 'database';

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
  private readonly log: MongoEventLog;
  private readonly source: OutboxSource;

  /** `options.events` is where the pets' events become visible: the log the service reads them from. */
  constructor(
    private readonly db: Db,
    private readonly collections: MongoPetCollections = DEFAULT_PET_COLLECTIONS,
    options: { readonly inventorySlotLeaseMs?: number; readonly events: MongoEventLog },
  ) {
    this.pets = db.collection<PetDocument>(collections.pets);
    this.log = options.events;
    this.source = {
      collection: this.pets as unknown as Collection<OutboxDocument>,
      eventOf: (document) => ({ data: toPet(document as unknown as PetDocument), owner: null }),
    };
    this.log.addSource(this.source);
    this.counters = db.collection<CounterDocument>(collections.counters);
    const shards = db.collection<InventoryShardDocument>(collections.counters);
    this.counts = new PetInventory(this.pets, shards, `${collections.pets}:inventory`, options.inventorySlotLeaseMs);
  }

  /** Creates the indexes and the inventory's counter documents; a no-op when they exist, so every start may call it. */
  async ensureIndexes(): Promise<void> {
    await guarded(STORE, async () => {
      await this.pets.createIndexes([...PET_INDEXES, OUTBOX_INDEX]);
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
        const stored: PetDocument = {
          ...document,
          version: FIRST_VERSION,
          reservedBy: null,
          counted: null,
          unsettled: true,
          ...writeTagField(writeTag),
          outbox: this.log.entry(`pet:${document._id}:${FIRST_VERSION}`, 'pet.created'),
        };
        try {
          await this.pets.insertOne(stored);
          await this.afterWrite(stored);
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

  /**
   * One conditional update (the version in the filter is the compare-and-set) carrying the
   * `pet.updated` entry, then the entry relayed and the inventory settled.
   */
  async replace(id: number, version: number, change: PetChange): Promise<PetRecord | null> {
    return guarded(STORE, async () => {
      const fields = { name: change.name, categoryId: change.categoryId, status: change.status, reservedBy: change.reservedBy };
      const updated = await this.unlessRelayPending(id, version, () =>
        this.pets.findOneAndUpdate(
          this.writable(id, version),
          { $set: { ...fields, version: version + 1, unsettled: true, outbox: this.log.entry(`pet:${id}:${version + 1}`, 'pet.updated') } },
          { returnDocument: 'after' },
        ),
      );
      if (!updated) return null;
      await this.afterWrite(updated);
      return recordOf(updated);
    });
  }

  /**
   * Marks the pet gone at its version (invisible from then on) and frees its write tag in the same
   * update; the settle deletes it once it is no longer counted.
   */
  async remove(id: number, version: number): Promise<boolean> {
    return guarded(STORE, async () => {
      const marked = await this.unlessRelayPending(id, version, () =>
        this.pets.findOneAndUpdate(
          this.writable(id, version),
          {
            $set: { gone: true, unsettled: true, version: version + 1, outbox: this.log.entry(`pet:${id}:${version + 1}`, 'pet.deleted') },
            $unset: { writeTag: '' },
          },
          { returnDocument: 'after' },
        ),
      );
      if (!marked) return false;
      await this.afterWrite(marked);
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

  /** The pet at `version`, visible, with no outbox entry waiting (a write never overwrites one). */
  private writable(id: number, version: number): Filter<PetDocument> {
    return { _id: id, gone: { $ne: true }, outbox: null, ...atVersion(version) };
  }

  /**
   * Runs a conditional write; when it missed only because the pet at `version` still carries the entry
   * of its last write (that writer stopped before relaying it), relays the entry and tries again.
   */
  private async unlessRelayPending(id: number, version: number, write: () => Promise<PetDocument | null>): Promise<PetDocument | null> {
    for (let round = 0; round < 3; round++) {
      const written = await write();
      if (written) return written;
      const current = await this.pets.findOne({ _id: id });
      if (!current || current.gone || versionOf(current) !== version || !current.outbox) return null;
      await this.log.relay(this.source, current);
    }
    throw new StoreUnavailableError(STORE);
  }

  /**
   * The write itself is done (its event with it): relaying the entry and settling the inventory may
   * fail without making it an error the client would retry; the next read of events relays, the next
   * inventory read settles.
   */
  private async afterWrite(document: PetDocument): Promise<void> {
    await this.log.relay(this.source, document as unknown as OutboxDocument).catch(() => undefined);
    await this.settle(document._id);
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
