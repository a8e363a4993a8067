import { describe, expect, it } from 'vitest';
import { InMemoryIdempotencyStore } from '../../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import {
  CreatePet,
  IdempotencyConflictError,
  ValidationError,
  type Clock,
  type NewPet,
  type Pet,
  type PetRepository,
} from '../../core/index.js';

/** Given memory stores and a fixed clock: a CreatePet that honours Idempotency-Key. */
function aCreatePet(pets: PetRepository = new InMemoryPetRepository()) {
  const clock: Clock = { now: () => Date.UTC(2026, 0, 1) };
  return { pets, createPet: new CreatePet(pets, new InMemoryIdempotencyStore(), clock) };
}

const caller = (key: string, scope = 'api-key-1') => ({ scope, key });

describe('CreatePet.executeOnce with the in-memory stores', () => {
  it('returns the first pet for a retry with the same body and creates no second pet', async () => {
    const { pets, createPet } = aCreatePet();
    const first = await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    // An explicit default status is the same request as an omitted one.
    const retry = await createPet.executeOnce({ name: 'Rex', categoryId: 3, status: 'available' }, caller('k-1'));
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ pet: first.pet, replayed: true });
    expect(await pets.list({ limit: 10 })).toEqual([first.pet]);
  });

  it('refuses the same key with a different body as idempotency_key_reused', async () => {
    const { createPet } = aCreatePet();
    await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    const reuse = createPet.executeOnce({ name: 'Tom', categoryId: 3 }, caller('k-1'));
    await expect(reuse).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(reuse).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('creates one pet for two concurrent duplicates: one 201, the other in progress or a replay', async () => {
    const { pets, createPet } = aCreatePet();
    const body = { name: 'Rex', categoryId: 3 };
    const [a, b] = await Promise.allSettled([
      createPet.executeOnce(body, caller('k-1')),
      createPet.executeOnce(body, caller('k-1')),
    ]);
    const outcomes = [a, b].map((r) =>
      r.status === 'fulfilled' ? (r.value.replayed ? 'replay' : 'created') : (r.reason as IdempotencyConflictError).code,
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'idempotency_key_in_progress' || o === 'replay')).toHaveLength(1);
    expect(await pets.list({ limit: 10 })).toHaveLength(1);
  });

  it('keeps callers apart: the same Idempotency-Key under two API keys creates two pets', async () => {
    const { pets, createPet } = aCreatePet();
    await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1', 'api-key-1'));
    await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1', 'api-key-2'));
    expect(await pets.list({ limit: 10 })).toHaveLength(2);
  });

  it('lets a retry run when the first attempt failed before creating anything', async () => {
    const memory = new InMemoryPetRepository();
    let failNext = true;
    const flaky: PetRepository = {
      create: async (pet: NewPet): Promise<Pet> => {
        if (failNext) {
          failNext = false;
          throw new Error('store hiccup');
        }
        return memory.create(pet);
      },
      findById: (id) => memory.findById(id),
      list: (query) => memory.list(query),
      ping: () => memory.ping(),
    };
    const { createPet } = aCreatePet(flaky);
    await expect(createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'))).rejects.toThrow('store hiccup');
    const retry = await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    expect(retry.replayed).toBe(false);
    expect(memory.size).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['non-ASCII', 'clé'],
    ['a control character', 'key\n'],
  ])('refuses an Idempotency-Key that is %s, naming the header', async (_, key) => {
    const { createPet } = aCreatePet();
    const attempt = createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller(key));
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ details: [{ field: 'Idempotency-Key' }] });
  });

  it('accepts a key of exactly 255 printable ASCII characters', async () => {
    const { createPet } = aCreatePet();
    const outcome = await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('~'.repeat(255)));
    expect(outcome.replayed).toBe(false);
  });
});
