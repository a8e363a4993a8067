import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_VERSION, StoreUnavailableError, WriteTagTakenError, type PetRepository } from '../../core/index.js';
import { aNewPet } from '../support/mothers.js';
import { failuresOf, type ContractHarness } from './harness.js';

/** Behaviour every PetRepository adapter must share; run once per adapter. */
export function describePetRepositoryContract(adapter: string, harness: ContractHarness<PetRepository>): void {
  describe.skipIf(Boolean(harness.skip))(`PetRepository contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('assigns positive, strictly increasing ids and returns the stored pet', async () => {
      const pets = await harness.create();
      const first = await pets.create(aNewPet({ name: 'Rex', categoryId: 7, status: 'pending' }));
      const second = await pets.create(aNewPet({ name: 'Tom' }));
      expect(first).toEqual({ id: first.id, name: 'Rex', categoryId: 7, status: 'pending' });
      expect(first.id).toBeGreaterThan(0);
      expect(second.id).toBeGreaterThan(first.id);
    });

    it('gives distinct ids to concurrent creations', async () => {
      const pets = await harness.create();
      const created = await Promise.all(Array.from({ length: 50 }, (_, i) => pets.create(aNewPet({ name: `p${i}` }))));
      expect(new Set(created.map((p) => p.id)).size).toBe(50);
    });

    it('finds a pet by id, and answers null for an unknown id', async () => {
      const pets = await harness.create();
      const created = await pets.create(aNewPet({ name: 'Ünïcödé 🐈', categoryId: Number.MAX_SAFE_INTEGER }));
      expect(await pets.findById(created.id)).toEqual(created);
      expect(await pets.findById(created.id + 1000)).toBeNull();
      expect(await pets.findById(Number.MAX_SAFE_INTEGER)).toBeNull();
    });

    it('keeps names and large category ids exactly', async () => {
      const pets = await harness.create();
      const name = ' spaced  name\u00a0with e\u0301 ';
      const created = await pets.create(aNewPet({ name, categoryId: 2 ** 53 - 1 }));
      const found = await pets.findById(created.id);
      expect(found?.name).toBe(name);
      expect(found?.categoryId).toBe(2 ** 53 - 1);
    });

    it('lists in ascending id order, bounded by limit', async () => {
      const pets = await harness.create();
      const created = [];
      for (let i = 0; i < 5; i++) created.push(await pets.create(aNewPet({ name: `p${i}` })));
      expect(await pets.list({ limit: 3 })).toEqual(created.slice(0, 3));
      expect(await pets.list({ limit: 100 })).toEqual(created);
    });

    it('filters by status and continues after a cursor position', async () => {
      const pets = await harness.create();
      const statuses = ['sold', 'available', 'sold', 'pending', 'sold', 'sold'] as const;
      const created = [];
      for (const status of statuses) created.push(await pets.create(aNewPet({ status })));
      const sold = created.filter((p) => p.status === 'sold');
      expect(await pets.list({ status: 'sold', limit: 10 })).toEqual(sold);
      expect(await pets.list({ status: 'sold', limit: 2, afterId: sold[0]!.id })).toEqual(sold.slice(1, 3));
      expect(await pets.list({ status: 'sold', limit: 10, afterId: sold[3]!.id })).toEqual([]);
      expect(await pets.list({ limit: 10, afterId: created[2]!.id })).toEqual(created.slice(3));
      // A cursor position between ids continues at the next larger id.
      expect(await pets.list({ status: 'pending', limit: 10, afterId: 0 })).toEqual([created[3]]);
    });

    it('answers an empty list on an empty store and on a filter nobody matches', async () => {
      const pets = await harness.create();
      expect(await pets.list({ limit: 20 })).toEqual([]);
      await pets.create(aNewPet({ status: 'available' }));
      expect(await pets.list({ status: 'sold', limit: 20 })).toEqual([]);
    });

    it('answers ping when reachable', async () => {
      const pets = await harness.create();
      await expect(pets.ping()).resolves.toBeUndefined();
    });

    it('keeps a version and a reservation beside each pet, starting at FIRST_VERSION without one', async () => {
      const pets = await harness.create();
      const pet = await pets.create(aNewPet({ status: 'pending' }));
      expect(await pets.findRecord(pet.id)).toEqual({ pet, version: FIRST_VERSION, reservedBy: null });
      expect(await pets.findRecord(pet.id + 1000)).toBeNull();
    });

    it('replaces a pet only at the version given, raising it, and keeps the reservation it is given', async () => {
      const pets = await harness.create();
      const pet = await pets.create(aNewPet({ name: 'Rex', status: 'available' }));
      const change = { name: 'Max', categoryId: 9, status: 'pending' as const, reservedBy: 77 };
      const next = await pets.replace(pet.id, FIRST_VERSION, change);
      expect(next).toEqual({ pet: { id: pet.id, name: 'Max', categoryId: 9, status: 'pending' }, version: FIRST_VERSION + 1, reservedBy: 77 });
      expect(await pets.replace(pet.id, FIRST_VERSION, { ...change, name: 'stale' })).toBeNull();
      expect(await pets.findRecord(pet.id)).toEqual(next);
      expect(await pets.findById(pet.id)).toEqual(next!.pet);
      expect(await pets.replace(pet.id + 1000, FIRST_VERSION, change)).toBeNull();
    });

    it('lets exactly one of concurrent replaces at one version win', async () => {
      const pets = await harness.create();
      const pet = await pets.create(aNewPet());
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          pets.replace(pet.id, FIRST_VERSION, { name: `n${i}`, categoryId: 1, status: 'pending', reservedBy: i + 1 }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
      expect((await pets.findRecord(pet.id))?.version).toBe(FIRST_VERSION + 1);
    });

    it('moves a pet between status listings when its status changes, in id order', async () => {
      const pets = await harness.create();
      const created = [];
      for (let i = 0; i < 5; i++) created.push(await pets.create(aNewPet({ name: `p${i}` })));
      await pets.replace(created[3]!.id, FIRST_VERSION, { ...created[3]!, status: 'sold', reservedBy: null });
      await pets.replace(created[1]!.id, FIRST_VERSION, { ...created[1]!, status: 'sold', reservedBy: null });
      expect((await pets.list({ status: 'sold', limit: 10 })).map((p) => p.id)).toEqual([created[1]!.id, created[3]!.id]);
      expect((await pets.list({ status: 'available', limit: 10 })).map((p) => p.id)).toEqual([created[0]!.id, created[2]!.id, created[4]!.id]);
      expect((await pets.list({ limit: 10 })).map((p) => p.status)).toEqual(['available', 'sold', 'available', 'sold', 'available']);
    });

    it('removes a pet only at its version; it is then gone everywhere and its id is never reused', async () => {
      const pets = await harness.create();
      const [a, b] = [await pets.create(aNewPet({ status: 'sold' })), await pets.create(aNewPet())];
      expect(await pets.remove(a.id, FIRST_VERSION + 1)).toBe(false);
      expect(await pets.remove(a.id, FIRST_VERSION)).toBe(true);
      expect(await pets.remove(a.id, FIRST_VERSION)).toBe(false);
      expect(await pets.findById(a.id)).toBeNull();
      expect(await pets.findRecord(a.id)).toBeNull();
      expect(await pets.list({ limit: 10 })).toEqual([b]);
      expect(await pets.list({ status: 'sold', limit: 10 })).toEqual([]);
      expect((await pets.create(aNewPet())).id).toBeGreaterThan(b.id);
    });

    it('keeps the inventory equal to the pets by status through creates, changes and removals', async () => {
      const pets = await harness.create();
      expect(await pets.inventory()).toEqual({ available: 0, pending: 0, sold: 0 });
      const created = [];
      for (const status of ['available', 'available', 'pending', 'sold'] as const) created.push(await pets.create(aNewPet({ status })));
      expect(await pets.inventory()).toEqual({ available: 2, pending: 1, sold: 1 });
      await pets.replace(created[0]!.id, FIRST_VERSION, { ...created[0]!, status: 'sold', reservedBy: null });
      await pets.remove(created[2]!.id, FIRST_VERSION);
      await pets.replace(created[1]!.id, FIRST_VERSION, { ...created[1]!, name: 'renamed', reservedBy: null });
      expect(await pets.inventory()).toEqual({ available: 1, pending: 0, sold: 2 });
    });

    it('keeps the inventory exact under concurrent changes', async () => {
      const pets = await harness.create();
      const created = await Promise.all(Array.from({ length: 24 }, (_, i) => pets.create(aNewPet({ name: `p${i}` }))));
      const statuses = ['pending', 'sold', 'available'] as const;
      await Promise.all(
        created.map((pet, i) =>
          i % 4 === 3
            ? pets.remove(pet.id, FIRST_VERSION)
            : pets.replace(pet.id, FIRST_VERSION, { ...pet, status: statuses[i % 3]!, reservedBy: null }),
        ),
      );
      const listed = await pets.list({ limit: 100 });
      const counted = { available: 0, pending: 0, sold: 0 };
      for (const pet of listed) counted[pet.status]++;
      expect(await pets.inventory()).toEqual(counted);
      expect(listed).toHaveLength(18);
    });

    it('stores a write tag with the pet and finds the pet by it; pets without one never collide', async () => {
      const pets = await harness.create();
      const tag = `tag-${crypto.randomUUID()}`;
      const tagged = await pets.create(aNewPet({ name: 'Tagged' }), tag);
      await pets.create(aNewPet());
      await pets.create(aNewPet());
      expect(await pets.findByWriteTag(tag)).toEqual(tagged);
      expect(await pets.findByWriteTag(`tag-${crypto.randomUUID()}`)).toBeNull();
      // The tag stays with the pet through its changes.
      const changed = await pets.replace(tagged.id, FIRST_VERSION, { name: 'Renamed', categoryId: 2, status: 'sold', reservedBy: null });
      expect(await pets.findByWriteTag(tag)).toEqual(changed!.pet);
    });

    it('refuses a second pet with a write tag another pet carries, also when they race, and creates nothing for it', async () => {
      const pets = await harness.create();
      const tag = `tag-${crypto.randomUUID()}`;
      const outcomes = await Promise.allSettled([1, 2, 3, 4].map((i) => pets.create(aNewPet({ name: `p${i}` }), tag)));
      const created = outcomes.filter((o) => o.status === 'fulfilled');
      expect(created).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WriteTagTakenError);
      expect(await pets.list({ limit: 10 })).toEqual([created[0]!.value]);
    });

    it('frees the write tag of a removed pet', async () => {
      const pets = await harness.create();
      const tag = `tag-${crypto.randomUUID()}`;
      const first = await pets.create(aNewPet(), tag);
      expect(await pets.remove(first.id, FIRST_VERSION)).toBe(true);
      expect(await pets.findByWriteTag(tag)).toBeNull();
      const second = await pets.create(aNewPet(), tag);
      expect(await pets.findByWriteTag(tag)).toEqual(second);
    });

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects every operation with StoreUnavailableError while its store is unreachable, ping included', async () => {
        const pets = await unavailable();
        const failures = await failuresOf([
          () => pets.create(aNewPet()),
          () => pets.create(aNewPet(), 'tag'),
          () => pets.findById(1),
          () => pets.findByWriteTag('tag'),
          () => pets.list({ limit: 20 }),
          () => pets.list({ status: 'sold', afterId: 3, limit: 20 }),
          () => pets.ping(),
          () => pets.findRecord(1),
          () => pets.replace(1, 1, { name: 'n', categoryId: 1, status: 'sold', reservedBy: null }),
          () => pets.remove(1, 1),
          () => pets.inventory(),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED PetRepository contract (${adapter}): ${harness.skip}`);
}
