import { describe, expect, it } from 'vitest';
import { CreatePet, GetPet, GoneError, ListPets, NotFoundError, ValidationError, decodeCursor, encodeCursor } from '../../core/index.js';
import { InMemoryIdempotencyStore } from '../../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { FakeClock } from '../support/fake-clock.js';
import { aNewPet } from '../support/mothers.js';

describe('listPets', () => {
  async function given(count: number, statusOf: (i: number) => 'available' | 'sold' = () => 'available'): Promise<ListPets> {
    const pets = new InMemoryPetRepository();
    for (let i = 0; i < count; i++) await pets.create(aNewPet({ name: `p${i}`, status: statusOf(i) }));
    return new ListPets(pets);
  }

  it('returns 20 pets by default and a cursor when more exist', async () => {
    const page = await (await given(21)).execute();
    expect(page.pets).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
  });

  it('returns no cursor when the page holds the last pet', async () => {
    const page = await (await given(20)).execute();
    expect(page.pets).toHaveLength(20);
    expect(page.nextCursor).toBeNull();
  });

  it('continues exactly after the cursor with the same filter', async () => {
    const listPets = await given(10, (i) => (i % 2 ? 'sold' : 'available'));
    const first = await listPets.execute({ status: 'sold', limit: 3 });
    expect(first.pets.map((p) => p.id)).toEqual([2, 4, 6]);
    const second = await listPets.execute({ status: 'sold', limit: 3, cursor: first.nextCursor! });
    expect(second.pets.map((p) => p.id)).toEqual([8, 10]);
    expect(second.nextCursor).toBeNull();
  });

  it.each([{ limit: 0 }, { limit: 101 }, { limit: 2.5 }, { status: 'lost' as never }, { cursor: 'nope' }])('refuses %j', async (query) => {
    await expect((await given(1)).execute(query)).rejects.toBeInstanceOf(ValidationError);
  });

  it('ties a cursor to its filter', () => {
    const cursor = encodeCursor('sold', 42);
    expect(decodeCursor(cursor, 'sold')).toEqual({ ok: true, afterId: 42 });
    expect(decodeCursor(cursor, undefined).ok).toBe(false);
    expect(decodeCursor(encodeCursor(undefined, 2 ** 53 - 1), undefined)).toEqual({ ok: true, afterId: 2 ** 53 - 1 });
    expect(decodeCursor('1Azzzzzzzzzzz', undefined).ok).toBe(false);
  });
});

describe('getPet', () => {
  it('finds a pet, refuses an unknown one, and is gone from the sunset on', async () => {
    const pets = new InMemoryPetRepository();
    const rex = await pets.create(aNewPet());
    const clock = new FakeClock(Date.UTC(2030, 0, 1));
    const getPet = new GetPet(pets, clock, Date.UTC(2030, 11, 5));
    expect(await getPet.execute(rex.id)).toEqual(rex);
    await expect(getPet.execute(99)).rejects.toBeInstanceOf(NotFoundError);
    clock.set(Date.UTC(2030, 11, 5));
    await expect(getPet.execute(rex.id)).rejects.toBeInstanceOf(GoneError);
  });
});

const aCreatePet = (pets: InMemoryPetRepository) => new CreatePet(pets, new InMemoryIdempotencyStore(), new FakeClock());

describe('createPet', () => {
  it('stores a valid pet and hands out a frozen copy', async () => {
    const pets = new InMemoryPetRepository();
    const pet = await aCreatePet(pets).execute({ name: 'Rex', categoryId: 5 });
    expect(pet).toEqual({ id: 1, name: 'Rex', categoryId: 5, status: 'available' });
    expect(Object.isFrozen(pet)).toBe(true);
    expect(await pets.findById(1)).toEqual(pet);
  });

  it('stores nothing when the body is invalid', async () => {
    const pets = new InMemoryPetRepository();
    await expect(aCreatePet(pets).execute({ name: '', categoryId: 5 })).rejects.toBeInstanceOf(ValidationError);
    expect(pets.size).toBe(0);
  });
});
