import type { NewPet, Pet, PetStatus } from '../domain/pet.js';

export interface PetListQuery {
  /** Only pets with this status; all pets when absent. */
  readonly status?: PetStatus;
  /** Only pets whose id is greater than this (the cursor position); from the start when absent. */
  readonly afterId?: number;
  /** Maximum number of pets returned, ≥ 1. */
  readonly limit: number;
  /** Only pets with these ids (distinct, ascending, at most a page's worth); all pets when absent. */
  readonly ids?: readonly number[];
}

/** A stored pet with what the store keeps beside it: its version and the order reserving it. */
export interface PetRecord {
  readonly pet: Pet;
  /** FIRST_VERSION at creation, raised by every change. */
  readonly version: number;
  /** The id of the order holding this pet (DESIGN.md: not a field of the Pet body), or null. */
  readonly reservedBy: number | null;
}

/** Everything a change may set; the id never changes. */
export interface PetChange {
  readonly name: string;
  readonly categoryId: number;
  readonly status: PetStatus;
  readonly reservedBy: number | null;
}

/** Existing pets by status, kept as counters (no scan of the pets to answer it). */
export type Inventory = Readonly<Record<PetStatus, number>>;

/**
 * Where pets live. Every adapter must pass test/contract/pet-repository.contract.ts.
 * Failures to reach the store surface as StoreUnavailableError.
 *
 * Each change records its event (DESIGN.md "Events and webhooks") in the event log the service reads
 * (EventLog: listEvents, webhooks), as part of the change itself: `create` records `pet.created`, a
 * `replace` that changes the pet `pet.updated`, `remove` `pet.deleted` (the pet as it was). A committed
 * change always has its event, and an event never describes a change that did not happen, on every
 * store and whatever crash comes between two writes (test/contract/event-log.contract.ts). An adapter is
 * therefore built with the log it records into; none records nowhere.
 */
export interface PetRepository {
  /**
   * Stores the pet under a new id: positive, greater than every id handed out before, never reused.
   * With a write tag (createPet under an Idempotency-Key) the tag is stored in the same single write;
   * WriteTagTakenError when an existing pet carries it.
   */
  create(pet: NewPet, writeTag?: string): Promise<Pet>;
  /** The pet with this id, or null. */
  findById(id: number): Promise<Pet | null>;
  /** The existing pet created under this write tag, or null (a removed pet frees its tag). */
  findByWriteTag(writeTag: string): Promise<Pet | null>;
  /**
   * Stored pets in ascending id order, filtered and bounded as the query says. Ids are assigned
   * before a pet is stored, so with concurrent creates a pet may become visible after pets with
   * higher ids (a shared store); a listing is not a change feed.
   */
  list(query: PetListQuery): Promise<Pet[]>;
  /** The pet with this id, its version and its reservation, or null. */
  findRecord(id: number): Promise<PetRecord | null>;
  /**
   * Compare-and-set: applies `change` (and raises the version) only if the pet still has `version`,
   * in one atomic step with the check; returns the new record, or null when the pet changed or is gone.
   */
  replace(id: number, version: number, change: PetChange): Promise<PetRecord | null>;
  /** Removes the pet if it still has `version` (atomically with the check); false when it changed or is gone. Ids are never reused. */
  remove(id: number, version: number): Promise<boolean>;
  /** Existing pets by status, equal to a count of the pets whenever no write is in flight. */
  inventory(): Promise<Inventory>;
  /** Whether the store answers (for readiness probes). */
  ping(): Promise<void>;
}
