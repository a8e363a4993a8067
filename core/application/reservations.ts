import { ConflictError, PetNotFoundError, StoreUnavailableError } from '../domain/errors.js';
import { checkPetTransition, PET_STATUS_AFTER_ORDER } from '../domain/lifecycle-rules.js';
import { isOpenOrder } from '../domain/order.js';
import type { PetStatus } from '../domain/pet.js';
import type { Clock } from '../ports/clock.port.js';
import type { OrderChange, OrderRecord, OrderRepository } from '../ports/order-repository.port.js';
import type { PetRecord, PetRepository } from '../ports/pet-repository.port.js';

/** How long an uncommitted order belongs to the request placing it; after that a reader completes or removes it. */
const DEFAULT_ORDER_LEASE_MS = 60_000;

/**
 * Rounds of "read, compare-and-set, lost to a concurrent change" before a use case gives up with
 * 503 (retry later). Each lost round means another request changed the record: progress was made.
 */
export const MAX_WRITE_ROUNDS = 8;

/**
 * The link between a pet and the order holding it, kept consistent on every store with single-record
 * compare-and-set steps only (no transaction): an order is written first, uncommitted; its pet is
 * then reserved by it; the order is then committed. An order's status change is written first,
 * then the pet released. A step cut short (crash, lost reply) leaves a state that the order decides:
 * - a pet reserved by an order that is missing or closed is released as that order says (sold,
 *   available) — by the next use case that reads the pet;
 * - an uncommitted order past its lease is committed if its pet is reserved by it, else removed —
 *   by the next read of the order, and at once by a retry with its Idempotency-Key (found by its write tag).
 * Every step is idempotent, so concurrent repairers and a slow original agree.
 */
export class Reservations {
  constructor(
    readonly pets: PetRepository,
    readonly orders: OrderRepository,
    readonly clock: Clock,
    readonly leaseMs: number = DEFAULT_ORDER_LEASE_MS,
  ) {}

  /** The pet's record with a dead reservation released first; null when there is no such pet. */
  async currentPet(id: number): Promise<PetRecord | null> {
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const record = await this.pets.findRecord(id);
      if (!record || record.reservedBy === null) return record;
      const holder = await this.orders.findById(record.reservedBy);
      if (holder && isOpenOrder(holder.order.status)) {
        if (holder.committed || !this.leaseOver(holder)) return record;
        // Reserved by an order whose placing stopped after the reservation: completing it is what was meant.
        await this.orders.replace(holder.order.id, holder.version, { ...changeOf(holder), committed: true });
        continue;
      }
      // The holder is gone or closed: its status says what the pet becomes (a missing one never held it).
      const status: PetStatus = (holder && PET_STATUS_AFTER_ORDER[holder.order.status]) ?? 'available';
      await this.release(record, status);
    }
    throw new StoreUnavailableError('pet store');
  }

  /**
   * The order as clients may see it: committed ones; an uncommitted one is invisible (null) while
   * its request may still finish it, and past its lease is completed or removed here.
   */
  async visibleOrder(id: number): Promise<OrderRecord | null> {
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const record = await this.orders.findById(id);
      if (!record || record.committed) return record;
      if (!this.leaseOver(record)) return null;
      const pet = await this.pets.findRecord(record.order.petId);
      if (pet?.reservedBy === id) await this.orders.replace(id, record.version, { ...changeOf(record), committed: true });
      else await this.orders.remove(id, record.version);
    }
    throw new StoreUnavailableError('order store');
  }

  /**
   * Reserves the order's pet for it (idempotent: a pet already reserved by it counts) and commits
   * the order. Refusals remove the uncommitted order: 422 for a missing pet, 409 for one not available.
   */
  async complete(record: OrderRecord): Promise<OrderRecord> {
    const { id, petId } = record.order;
    await this.reserve(record).catch(async (error: unknown) => {
      if (error instanceof ConflictError || error instanceof PetNotFoundError) await this.orders.remove(id, record.version).catch(() => undefined);
      throw error;
    });
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const current = await this.orders.findById(id);
      if (current?.committed) return current;
      if (!current) {
        // A reader judged the order abandoned (past its lease) before the reservation landed: undo it.
        const pet = await this.pets.findRecord(petId);
        if (pet?.reservedBy === id) await this.release(pet, 'available');
        throw new StoreUnavailableError('order store');
      }
      const committed = await this.orders.replace(id, current.version, { ...changeOf(current), committed: true });
      if (committed) return committed;
    }
    throw new StoreUnavailableError('order store');
  }

  /** After an order closed: frees or sells its pet if the pet is still reserved by it. */
  async releaseFor(order: OrderRecord): Promise<void> {
    const status = PET_STATUS_AFTER_ORDER[order.order.status];
    if (status === undefined) return;
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const pet = await this.pets.findRecord(order.order.petId);
      if (pet?.reservedBy !== order.order.id || (await this.release(pet, status))) return;
    }
    throw new StoreUnavailableError('pet store');
  }

  private async reserve(record: OrderRecord): Promise<void> {
    const { id, petId } = record.order;
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const pet = await this.currentPet(petId);
      if (!pet) throw new PetNotFoundError(petId);
      if (pet.reservedBy === id) return;
      if (pet.pet.status !== 'available') {
        throw new ConflictError('pet_not_available', `petId: pet ${petId} is ${pet.pet.status}, not available.`, [
          { field: 'status', problem: pet.pet.status },
        ]);
      }
      checkPetTransition('available', 'pending');
      if (await this.pets.replace(petId, pet.version, { ...pet.pet, status: 'pending', reservedBy: id })) return;
    }
    throw new StoreUnavailableError('pet store');
  }

  private async release(pet: PetRecord, status: PetStatus): Promise<boolean> {
    checkPetTransition(pet.pet.status, status);
    return (await this.pets.replace(pet.pet.id, pet.version, { ...pet.pet, status, reservedBy: null })) !== null;
  }

  /** Whether an uncommitted order's request may have stopped: past its lease, anyone may complete or remove it. */
  leaseOver(record: OrderRecord): boolean {
    return this.clock.now() >= record.order.placedAt + this.leaseMs;
  }
}

function changeOf(record: OrderRecord): OrderChange {
  return { status: record.order.status, updatedAt: record.order.updatedAt, committed: record.committed };
}
