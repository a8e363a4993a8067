import { describe, expect, it } from 'vitest';
import {
  CreatePet,
  GetPet,
  GoneError,
  IdempotentWrites,
  ListPets,
  NotFoundError,
  Reservations,
  UpdatePet,
  ValidationError,
  PET_CURSORS,
  writeCursor,
} from '../../core/index.js';
import { InMemoryIdempotencyStore } from '../../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryOrderRepository } from '../../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { FakeClock } from '../support/fake-clock.js';
import { aNewPet, anAccess, anEventLog } from '../support/mothers.js';

const ANYONE = anAccess();

describe('listPets', () => {
  async function given(count: number, statusOf: (i: number) => 'available' | 'sold' = () => 'available'): Promise<ListPets> {
    const pets = new InMemoryPetRepository(anEventLog());
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

  it.each([{ cursor: 'nope' }, { cursor: writeCursor(PET_CURSORS, { status: 'sold' }, { id: 2 }) }])(
    'refuses the cursor of %j (malformed, or of another filter), naming it',
    async (query) => {
      await expect((await given(1)).execute(query)).rejects.toMatchObject({ code: 'invalid_request', details: [{ field: 'cursor' }] });
    },
  );

  it('with ids: only those pets, repeats collapsed, the limit defaulting to their number', async () => {
    const listPets = await given(30);
    const page = await listPets.execute({ ids: [25, 3, 25, 7, 99] });
    expect(page.pets.map((p) => p.id)).toEqual([3, 7, 25]);
    expect(page.ids).toEqual([3, 7, 25, 99]);
    expect(page.nextCursor).toBeNull();
    expect(page.version).toBeUndefined();
    // 25 distinct ids: beyond the default of 20, all on one page.
    const many = await listPets.execute({ ids: Array.from({ length: 25 }, (_, i) => i + 1) });
    expect(many.pets).toHaveLength(25);
    expect(many.nextCursor).toBeNull();
  });

  it('with ids and a smaller limit: pages, each cursor bound to the ids', async () => {
    const listPets = await given(10);
    const first = await listPets.execute({ ids: [9, 2, 5], limit: 2 });
    expect(first.pets.map((p) => p.id)).toEqual([2, 5]);
    const second = await listPets.execute({ ids: [2, 5, 9, 5], limit: 2, cursor: first.nextCursor! });
    expect(second.pets.map((p) => p.id)).toEqual([9]);
    await expect(listPets.execute({ ids: [2, 5], limit: 2, cursor: first.nextCursor! })).rejects.toMatchObject({ details: [{ field: 'cursor' }] });
    await expect(listPets.execute({ limit: 2, cursor: first.nextCursor! })).rejects.toBeInstanceOf(ValidationError);
  });

  it('with one id: the pet and its version, or nothing (unknown, another status)', async () => {
    const listPets = await given(3, (i) => (i === 1 ? 'sold' : 'available'));
    expect(await listPets.execute({ ids: [2, 2] })).toEqual({ pets: [expect.objectContaining({ id: 2 })], nextCursor: null, ids: [2], version: 1 });
    expect(await listPets.execute({ ids: [2], status: 'available' })).toEqual({ pets: [], nextCursor: null, ids: [2] });
    expect(await listPets.execute({ ids: [7] })).toEqual({ pets: [], nextCursor: null, ids: [7] });
    expect(await listPets.execute({ ids: [] })).toEqual({ pets: [], nextCursor: null, ids: [] });
  });
});

describe('getPet', () => {
  it('finds a pet, refuses an unknown one, and is gone from the sunset on', async () => {
    const pets = new InMemoryPetRepository(anEventLog());
    const rex = await pets.create(aNewPet());
    const clock = new FakeClock(Date.UTC(2030, 0, 1));
    const getPet = new GetPet(pets, clock, Date.UTC(2030, 11, 5));
    expect(await getPet.execute(rex.id)).toEqual(rex);
    expect(await getPet.read(rex.id)).toEqual({ pet: rex, version: 1, reservedBy: null });
    await expect(getPet.execute(99)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPet.read(99)).rejects.toThrow('No pet has the id 99.');
    clock.set(Date.UTC(2030, 11, 5));
    await expect(getPet.execute(rex.id)).rejects.toBeInstanceOf(GoneError);
  });
});

const aCreatePet = (pets: InMemoryPetRepository) => new CreatePet(pets, new IdempotentWrites(new InMemoryIdempotencyStore(), new FakeClock()));

describe('createPet', () => {
  it('stores a pet, its status defaulted, and hands out a frozen copy at the first version', async () => {
    const pets = new InMemoryPetRepository(anEventLog());
    const outcome = await aCreatePet(pets).execute({ name: 'Rex', categoryId: 5 });
    expect(outcome).toEqual({ pet: { id: 1, name: 'Rex', categoryId: 5, status: 'available' }, version: 1, replayed: false });
    expect(Object.isFrozen(outcome.pet)).toBe(true);
    expect(await pets.findById(1)).toEqual(outcome.pet);
  });

  it('stores nothing when the name breaks a domain rule, naming it', async () => {
    const pets = new InMemoryPetRepository(anEventLog());
    await expect(aCreatePet(pets).execute({ name: ' ', categoryId: 5 })).rejects.toMatchObject({ details: [{ field: 'name' }] });
    expect(pets.size).toBe(0);
  });
});

describe('updatePet', () => {
  it("checks a patched name's domain rules once the pet and the precondition are, and changes nothing then", async () => {
    const pets = new InMemoryPetRepository(anEventLog());
    const rex = await pets.create(aNewPet());
    const updatePet = new UpdatePet(new Reservations(pets, new InMemoryOrderRepository(anEventLog()), new FakeClock()));
    let reads = 0;
    const patch = (body: { name?: string }) => async () => (reads++, body);
    await expect(updatePet.execute(ANYONE, rex.id + 1, patch({ name: 'a\u0000' }))).rejects.toThrow(`No pet has the id ${rex.id + 1}.`);
    await expect(updatePet.execute(ANYONE, rex.id, patch({ name: 'a\u0000' }), [7])).rejects.toMatchObject({ code: 'precondition_failed' });
    expect(reads).toBe(0);
    await expect(updatePet.execute(ANYONE, rex.id, patch({ name: 'a\u0000' }))).rejects.toBeInstanceOf(ValidationError);
    expect(await pets.findRecord(rex.id)).toEqual({ pet: rex, version: 1, reservedBy: null });
    expect((await updatePet.execute(ANYONE, rex.id, patch({ name: 'Bella' }))).pet.name).toBe('Bella');
  });
});
