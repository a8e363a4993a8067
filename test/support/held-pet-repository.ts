import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import type { NewPet, Pet } from '../../core/index.js';

/** A pet store whose creations wait until `release()` is called: a request held in flight. */
export class HeldPetRepository extends InMemoryPetRepository {
  private gate: Promise<void> = Promise.resolve();
  release: () => void = () => undefined;
  /** Resolves once a creation is waiting at the gate. */
  entered: Promise<void> = Promise.resolve();
  private arrive: () => void = () => undefined;
  hold(): void {
    this.gate = new Promise((resolve) => (this.release = resolve));
    this.entered = new Promise((resolve) => (this.arrive = resolve));
  }
  override async create(pet: NewPet): Promise<Pet> {
    this.arrive();
    await this.gate;
    return super.create(pet);
  }
}
