import type { Access } from '../domain/access.js';
import { ConflictError, NotFoundError, PreconditionFailedError, StoreUnavailableError, ValidationError } from '../domain/errors.js';
import { checkPetTransition } from '../domain/lifecycle-rules.js';
import { petFieldProblems, type Pet } from '../domain/pet.js';
import { satisfies, type VersionCondition } from '../domain/version.js';
import type { PetRecord } from '../ports/pet-repository.port.js';
import { maySeeOrder } from './get-order.use-case.js';
import { MAX_WRITE_ROUNDS, type Reservations } from './reservations.js';

/** A JSON Merge Patch of a pet as the transport delivers it: only the members sent, none of them null, their shape checked. */
export type PetPatch = Partial<Pick<Pet, 'name' | 'categoryId' | 'status'>>;

/**
 * updatePet: a merge patch of name, categoryId and status. The checks come in DESIGN.md's order:
 * the pet (404), the precondition (412), the body (400, read only then), the rules (409). The write
 * is a compare-and-set on the version read, so a concurrent change is never overwritten: with
 * If-Match it is 412, without it the patch is applied again to the new state. A reserved pet's 409 names
 * the holding order only to a caller who may see that order (its owner's key, or `orders:manage`).
 */
export class UpdatePet {
  constructor(private readonly reservations: Reservations) {}

  /** `readPatch` yields the body; it is called only once the pet and the precondition are checked. */
  async execute(access: Access, id: number, readPatch: () => Promise<PetPatch>, ifMatch?: VersionCondition): Promise<PetRecord> {
    let record = await this.find(id);
    if (!satisfies(record.version, ifMatch)) throw new PreconditionFailedError(`pet ${id}`);
    const patch = await readPatch();
    const problems = petFieldProblems(patch);
    if (problems.length > 0) throw new ValidationError(problems);
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const { pet } = record;
      const next = { name: patch.name ?? pet.name, categoryId: patch.categoryId ?? pet.categoryId, status: patch.status ?? pet.status };
      if (next.status !== pet.status) {
        if (record.reservedBy !== null) {
          const order = record.reservedBy;
          if (!(await maySeeOrder(this.reservations, access, order))) {
            throw new ConflictError(
              'pet_reserved',
              `status: pet ${pet.id} is reserved by an open order; it moves when that order is delivered or cancelled.`,
            );
          }
          throw new ConflictError('pet_reserved', `status: pet ${pet.id} is reserved by order ${order}; move the order instead.`, [
            { field: 'orderId', problem: String(order) },
          ]);
        }
        checkPetTransition(pet.status, next.status);
      }
      if (next.name === pet.name && next.categoryId === pet.categoryId && next.status === pet.status) return record;
      const written = await this.reservations.pets.replace(pet.id, record.version, { ...next, reservedBy: record.reservedBy });
      if (written) return written;
      // Changed since it was read: a named version is now stale; otherwise apply the patch to the new state.
      if (ifMatch !== undefined && ifMatch !== 'any') throw new PreconditionFailedError(`pet ${id}`);
      record = await this.find(id);
    }
    throw new StoreUnavailableError('database');
  }

  private async find(id: number): Promise<PetRecord> {
    const record = await this.reservations.currentPet(id);
    if (!record) throw NotFoundError.forId('pet', id);
    return record;
  }
}
