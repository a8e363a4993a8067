import type { Access } from '../domain/access.js';
import { ConflictError, NotFoundError, PreconditionFailedError, StoreUnavailableError } from '../domain/errors.js';
import { satisfies, type VersionCondition } from '../domain/version.js';
import { maySeeOrder } from './get-order.use-case.js';
import { MAX_WRITE_ROUNDS, type Reservations } from './reservations.js';

/**
 * deletePet: removes a pet unless an open order reserves it; held manually or sold is fine. Ids are never reused.
 * The 409 names the holding order only to a caller who may see that order (its owner's key, or `orders:manage`).
 */
export class DeletePet {
  constructor(private readonly reservations: Reservations) {}

  async execute(access: Access, id: number, ifMatch?: VersionCondition): Promise<void> {
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const record = await this.reservations.currentPet(id);
      if (!record) throw NotFoundError.forId('pet', id);
      if (!satisfies(record.version, ifMatch)) throw new PreconditionFailedError(`pet ${id}`);
      if (record.reservedBy !== null) {
        const order = record.reservedBy;
        if (!(await maySeeOrder(this.reservations, access, order))) {
          throw new ConflictError(
            'pet_reserved',
            `Pet ${id} is reserved by an open order; it can be removed once that order is delivered or cancelled.`,
          );
        }
        throw new ConflictError('pet_reserved', `Pet ${id} is reserved by order ${order}; cancel or deliver the order first.`, [
          { field: 'orderId', problem: String(order) },
        ]);
      }
      // A compare-and-set too: an order reserving the pet in between makes this miss, and the next round says 409.
      if (await this.reservations.pets.remove(record.pet.id, record.version)) return;
    }
    throw new StoreUnavailableError('database');
  }
}
