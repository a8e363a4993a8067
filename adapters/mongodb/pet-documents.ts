import { Double, type Filter, type FindOptions, type IndexDescription, type UpdateFilter } from 'mongodb';
import { FIRST_VERSION, MAX_SAFE_ID, type NewPet, type Pet, type PetListQuery, type PetStatus } from '../../core/index.js';
import { WRITE_TAG_INDEX } from './write-tags.js';

/** A pet as stored: its id is the document's `_id`, so the primary index serves id lookups and order. */
export interface PetDocument {
  _id: number;
  name: string;
  categoryId: number;
  status: PetStatus;
  /** Raised by every change (compare-and-set); absent on pets stored before versions existed, which read as FIRST_VERSION. */
  version?: number;
  /** The order holding the pet, or null. */
  reservedBy?: number | null;
  /** The status the inventory counts this pet under (pet-inventory.ts); null or absent: not counted. */
  counted?: PetStatus | null;
  /** Set by a write the inventory has not caught up with yet. */
  unsettled?: boolean;
  /** Removed: invisible to every read, deleted once the inventory no longer counts it. */
  gone?: boolean;
  /** The write tag of the createPet under an Idempotency-Key that created it; absent otherwise, and once removed. */
  writeTag?: string;
}

/** One sequence per pets collection, in a shared counters collection. */
export interface CounterDocument {
  _id: string;
  seq: number;
}

export const PET_STATUS_INDEX_NAME = 'status_1__id_1';

/** Serves "pets with this status after this id, in id order" as one index range scan. */
export const PET_INDEXES: readonly IndexDescription[] = [
  { key: { status: 1, _id: 1 }, name: PET_STATUS_INDEX_NAME },
  // Pets the inventory has not counted yet (normally none): what an inventory read settles first.
  { key: { unsettled: 1 }, name: 'unsettled_1' },
  WRITE_TAG_INDEX,
];

/**
 * Bumps the sequence by a double 1: the counter then stays a BSON double, exact up to 2^53,
 * instead of an int32 that the server would widen to int64 past 2^31.
 */
export const NEXT_ID_UPDATE: UpdateFilter<CounterDocument> = { $inc: { seq: new Double(1) } };

/**
 * Moves the sequence up to `id` at least (never down), as a double like NEXT_ID_UPDATE: after it,
 * the next bump hands out an id above `id`.
 */
export function counterAtLeast(id: number): UpdateFilter<CounterDocument> {
  // The driver's types ask for a number here; the BSON wrapper is what keeps the field a double.
  return { $max: { seq: new Double(id) as unknown as number } };
}

/**
 * The pet with the highest numeric id: `$gt: 0` also keeps out ids of other BSON types (type
 * bracketing), which a manual insert might have left and which would sort above every number.
 */
export const HIGHEST_ID_FIND = {
  filter: { _id: { $gt: 0 } } as Filter<PetDocument>,
  options: { sort: { _id: -1 }, limit: 1, projection: { _id: 1 }, hint: { _id: 1 } } satisfies FindOptions,
};

/**
 * Converts a stored number to a JS number. The driver already promotes int32, double and
 * in-range int64 to numbers; anything else (a Long beyond 2^53, a Decimal128 written by
 * another tool) would lose precision, so it is refused rather than guessed.
 */
export function asSafeInteger(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new Error(`stored ${field} is not an integer within 2^53-1`);
}

export function toPetDocument(id: number, pet: NewPet): PetDocument {
  return { _id: id, name: pet.name, categoryId: pet.categoryId, status: pet.status };
}

/** The entity, frozen like the in-memory adapter's so callers share it safely. */
export function toPet(doc: PetDocument): Pet {
  return Object.freeze({
    id: asSafeInteger(doc._id, 'pet id'),
    name: doc.name,
    categoryId: asSafeInteger(doc.categoryId, 'categoryId'),
    status: doc.status,
  });
}

/** The id a counter value stands for, refusing to hand out an id no JSON client can represent. */
export function idFromCounter(counter: CounterDocument | null): number {
  const id = asSafeInteger(counter?.seq, 'pet counter');
  if (id < 1 || id > MAX_SAFE_ID) throw new Error('the pet id sequence is exhausted');
  return id;
}

/**
 * The query behind PetRepository.list: a range on `_id` after the cursor, in id order, with the
 * index named so the planner never picks a collection scan (a status filter on the compound
 * index, otherwise the primary index).
 */
export function petListFind(query: PetListQuery): { filter: Filter<PetDocument>; options: FindOptions } {
  const range = query.afterId === undefined ? {} : { _id: { $gt: query.afterId } };
  const visible = { gone: { $ne: true } };
  const filter: Filter<PetDocument> = query.status === undefined ? { ...range, ...visible } : { status: query.status, ...range, ...visible };
  return {
    filter,
    options: {
      sort: { _id: 1 },
      limit: query.limit,
      hint: query.status === undefined ? { _id: 1 } : PET_STATUS_INDEX_NAME,
    },
  };
}

/** The version a stored pet has (pets stored before versions existed have FIRST_VERSION). */
export function versionOf(doc: PetDocument): number {
  return doc.version ?? FIRST_VERSION;
}

/** Matches a pet at `version`, counting a missing version as FIRST_VERSION. */
export function atVersion(version: number): Filter<PetDocument> {
  return version === FIRST_VERSION ? { $or: [{ version }, { version: { $exists: false } }] } : { version };
}
