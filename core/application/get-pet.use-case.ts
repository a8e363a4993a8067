import { GoneError, NotFoundError } from '../domain/errors.js';
import type { Pet } from '../domain/pet.js';
import type { Clock } from '../ports/clock.port.js';
import type { PetRecord, PetRepository } from '../ports/pet-repository.port.js';

/** getPet's deprecation: removed on 5 December 2030 (spec, Versioning). */
export const GET_PET_SUNSET = Date.UTC(2030, 11, 5);

/** getPet (deprecated): one pet by id, until the sunset instant; after it, GoneError. */
export class GetPet {
  constructor(
    private readonly pets: PetRepository,
    private readonly clock: Clock,
    private readonly sunsetAt: number = GET_PET_SUNSET,
  ) {}

  async execute(id: number): Promise<Pet> {
    this.checkSunset();
    const pet = await this.pets.findById(id);
    if (!pet) throw NotFoundError.forId('pet', id);
    return pet;
  }

  /** The pet with its version (what an ETag is made of). */
  async read(id: number): Promise<PetRecord> {
    this.checkSunset();
    const record = await this.pets.findRecord(id);
    if (!record) throw NotFoundError.forId('pet', id);
    return record;
  }

  /** GoneError from the sunset instant on: answered before any other check of the request's (DESIGN.md's order). */
  checkSunset(): void {
    if (this.clock.now() >= this.sunsetAt) {
      throw new GoneError('getPet was removed on its sunset date; use GET /v1/pets with a status filter.');
    }
  }
}
