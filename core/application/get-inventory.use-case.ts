import type { Inventory, PetRepository } from '../ports/pet-repository.port.js';

/** getInventory: existing pets by status, from counters the store keeps (no scan of the pets). */
export class GetInventory {
  constructor(private readonly pets: PetRepository) {}

  execute(): Promise<Inventory> {
    return this.pets.inventory();
  }
}
