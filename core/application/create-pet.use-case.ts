import { IdempotencyConflictError, ValidationError } from '../domain/errors.js';
import { DEFAULT_IDEMPOTENCY_SETTINGS, type IdempotencySettings } from '../domain/idempotency-claim.js';
import type { NewPet, Pet } from '../domain/pet.js';
import { validateNewPet } from '../domain/pet-rules.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdempotencyRecordKey, IdempotencyStore } from '../ports/idempotency-store.port.js';
import type { PetRepository } from '../ports/pet-repository.port.js';
import { NO_SERVICE_EVENTS, type ServiceEvents } from '../ports/service-events.port.js';

const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

export interface CreatePetOutcome {
  readonly pet: Pet;
  /** True when the pet was created by an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean;
}

export interface CreatePetOptions extends Partial<IdempotencySettings> {
  /** Told of pets created, of idempotency outcomes, and of records it could not complete. */
  readonly events?: ServiceEvents;
}

/** createPet: validates an untrusted body against the domain rules and stores the pet. */
export class CreatePet {
  private readonly settings: IdempotencySettings;
  private readonly events: ServiceEvents;

  constructor(
    private readonly pets: PetRepository,
    private readonly idempotency: IdempotencyStore,
    private readonly clock: Clock,
    options: CreatePetOptions = {},
  ) {
    this.settings = {
      ttlMs: options.ttlMs ?? DEFAULT_IDEMPOTENCY_SETTINGS.ttlMs,
      leaseMs: options.leaseMs ?? DEFAULT_IDEMPOTENCY_SETTINGS.leaseMs,
    };
    this.events = options.events ?? NO_SERVICE_EVENTS;
  }

  async execute(input: unknown): Promise<Pet> {
    const pet = await this.pets.create(validateNewPet(input));
    this.events.petCreated();
    return pet;
  }

  /**
   * Creates the pet at most once per (caller, Idempotency-Key): a retry with the same body
   * returns the first pet; a different body or a concurrent duplicate is refused.
   */
  async executeOnce(input: unknown, id: IdempotencyRecordKey): Promise<CreatePetOutcome> {
    if (!IDEMPOTENCY_KEY.test(id.key)) {
      throw ValidationError.of('Idempotency-Key', 'must be 1 to 255 printable ASCII characters');
    }
    const newPet = validateNewPet(input);
    const claim = await this.idempotency.claim(id, fingerprintOf(newPet), this.clock.now(), this.settings);
    switch (claim.kind) {
      case 'replay':
        this.events.idempotency('replayed');
        return { pet: claim.pet, replayed: true };
      case 'in_progress':
        this.events.idempotency('in_progress');
        throw new IdempotencyConflictError(
          'idempotency_key_in_progress',
          'A request with this Idempotency-Key is still being processed; retry later.',
        );
      case 'mismatch':
        this.events.idempotency('mismatch');
        throw new IdempotencyConflictError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request body.');
      case 'claimed':
        break;
    }
    let pet: Pet;
    try {
      pet = await this.pets.create(newPet);
    } catch (error) {
      // The create's failure is the answer; a failed release only delays a retry until the lease ends.
      await this.idempotency.release(id, claim.token).catch(() => undefined);
      throw error;
    }
    this.events.petCreated();
    try {
      await this.idempotency.complete(id, claim.token, pet);
    } catch (error) {
      // The pet exists: an error now would make the client retry and, after the lease, create another.
      this.reportRecordFailure(error, id, pet);
    }
    return { pet, replayed: false };
  }

  private reportRecordFailure(error: unknown, id: IdempotencyRecordKey, pet: Pet): void {
    try {
      this.events.recordFailure(error, { id, pet });
    } catch {
      // A broken reporter must not turn a created pet into an error either.
    }
  }
}

/** Same pet, same fingerprint: an omitted status and an explicit default are one request. */
export function fingerprintOf(pet: NewPet): string {
  return JSON.stringify([pet.name, pet.categoryId, pet.status]);
}
