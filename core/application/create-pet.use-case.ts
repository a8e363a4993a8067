import { ValidationError } from '../domain/errors.js';
import { objectOf, oneOf, text, wholeNumber, type ShapeOf } from '../domain/json-shape.js';
import { DEFAULT_PET_STATUS, PET_STATUSES, petFieldProblems, type NewPet, type Pet } from '../domain/pet.js';
import { FIRST_VERSION } from '../domain/version.js';
import type { IdempotencyRecordKey } from '../ports/idempotency-store.port.js';
import type { PetRepository } from '../ports/pet-repository.port.js';
import { NO_SERVICE_EVENTS, type ServiceEvents } from '../ports/service-events.port.js';
import type { IdempotentOperation, IdempotentWrites } from './idempotent-writes.js';

/** A createPet request as the transport delivers it, its shape already checked: a pet without its id, its status optional. */
export type CreatePetInput = Pick<Pet, 'name' | 'categoryId'> & Partial<Pick<Pet, 'status'>>;

/** What createPet answers: the pet as created, at its first version. */
export interface CreatedPet {
  readonly pet: Pet;
  readonly version: number;
}

export interface CreatePetOutcome extends CreatedPet {
  /** True when the pet was created by an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean;
}

/** A createPet answer as its Idempotency-Key record holds it. */
const RECORDED_PET = objectOf({
  pet: objectOf({ id: wholeNumber, name: text, categoryId: wholeNumber, status: oneOf(PET_STATUSES) }),
  version: wholeNumber,
});

const CREATE_PET: IdempotentOperation<CreatedPet, ShapeOf<typeof RECORDED_PET>> = {
  name: 'createPet',
  record: ({ pet, version }) => ({ pet: { id: pet.id, name: pet.name, categoryId: pet.categoryId, status: pet.status }, version }),
  recorded: RECORDED_PET,
  replay: ({ pet, version }) => ({ pet: Object.freeze({ id: pet.id, name: pet.name, categoryId: pet.categoryId, status: pet.status }), version }),
};

/** createPet: checks the name's domain rules and stores the pet, at most once per Idempotency-Key. */
export class CreatePet {
  constructor(
    private readonly pets: PetRepository,
    private readonly idempotency: IdempotentWrites,
    private readonly events: ServiceEvents = NO_SERVICE_EVENTS,
  ) {}

  /**
   * Without a key, creates the pet. With one, a retry with the same body returns the first answer
   * (the pet as created, whatever happened to it since); another body or a concurrent duplicate is refused.
   */
  async execute(input: CreatePetInput, idempotency?: IdempotencyRecordKey): Promise<CreatePetOutcome> {
    const problems = petFieldProblems(input);
    if (problems.length > 0) throw new ValidationError(problems);
    const newPet: NewPet = { name: input.name, categoryId: input.categoryId, status: input.status ?? DEFAULT_PET_STATUS };
    if (idempotency === undefined) return { ...(await this.create(newPet)), replayed: false };
    // An omitted status and an explicit default are one request.
    const { answer, replayed } = await this.idempotency.run(CREATE_PET, idempotency, [newPet.name, newPet.categoryId, newPet.status], {
      findWritten: async (writeTag) => {
        const pet = await this.pets.findByWriteTag(writeTag);
        // It was created from this very request: the first answer is that, at the first version.
        return pet && { pet: Object.freeze({ id: pet.id, ...newPet }), version: FIRST_VERSION };
      },
      write: (writeTag) => this.create(newPet, writeTag),
    });
    return { ...answer, replayed };
  }

  private async create(newPet: NewPet, writeTag?: string): Promise<CreatedPet> {
    const pet = await this.pets.create(newPet, writeTag);
    this.events.petCreated();
    return { pet, version: FIRST_VERSION };
  }
}
