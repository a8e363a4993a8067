import { afterAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, type PetRepository } from '../../core/index.js';
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

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects every operation with StoreUnavailableError while its store is unreachable, ping included', async () => {
        const pets = await unavailable();
        const failures = await failuresOf([
          () => pets.create(aNewPet()),
          () => pets.findById(1),
          () => pets.list({ limit: 20 }),
          () => pets.list({ status: 'sold', afterId: 3, limit: 20 }),
          () => pets.ping(),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED PetRepository contract (${adapter}): ${harness.skip}`);
}
