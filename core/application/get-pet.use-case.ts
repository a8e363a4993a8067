import { GoneError, NotFoundError } from '../domain/errors.js';
import { isAssignableId, type Pet } from '../domain/pet.js';
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

  /** `id` as a bigint: a well-formed int64 beyond 2^53−1, which names no pet (and a number could not hold exactly). */
  async execute(id: number | bigint): Promise<Pet> {
    this.checkSunset();
    const pet = isAssignableId(id) ? await this.pets.findById(id) : null;
    if (!pet) throw new NotFoundError(`No pet has the id ${id}.`);
    return pet;
  }

  /** The pet with its version (what an ETag is made of). */
  async read(id: number | bigint): Promise<PetRecord> {
    this.checkSunset();
    const record = isAssignableId(id) ? await this.pets.findRecord(id) : null;
    if (!record) throw new NotFoundError(`No pet has the id ${id}.`);
    return record;
  }

  private checkSunset(): void {
    if (this.clock.now() >= this.sunsetAt) {
      throw new GoneError('getPet was removed on its sunset date; use GET /v1/pets with a status filter.');
    }
  }
}
