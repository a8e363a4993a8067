import { ConflictError, NotFoundError, PreconditionFailedError, StoreUnavailableError } from '../domain/errors.js';
import { satisfies, type VersionCondition } from '../domain/version.js';
import { MAX_WRITE_ROUNDS, type Reservations } from './reservations.js';

/** deletePet: removes a pet unless an open order reserves it; held manually or sold is fine. Ids are never reused. */
export class DeletePet {
  constructor(private readonly reservations: Reservations) {}

  async execute(id: number, ifMatch?: VersionCondition): Promise<void> {
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const record = await this.reservations.currentPet(id);
      if (!record) throw NotFoundError.forId('pet', id);
      if (!satisfies(record.version, ifMatch)) throw new PreconditionFailedError(`Pet ${id}`);
      if (record.reservedBy !== null) {
        throw new ConflictError('pet_reserved', `Pet ${id} is reserved by order ${record.reservedBy}; cancel or deliver the order first.`, [
          { field: 'orderId', problem: String(record.reservedBy) },
        ]);
      }
      // A compare-and-set too: an order reserving the pet in between makes this miss, and the next round says 409.
      if (await this.reservations.pets.remove(record.pet.id, record.version)) return;
    }
    throw new StoreUnavailableError('pet store');
  }
}
