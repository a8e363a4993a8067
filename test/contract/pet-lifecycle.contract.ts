import { afterAll, describe, expect, it } from 'vitest';
import {
  CreatePet,
  DeletePet,
  GetInventory,
  IdempotentWrites,
  isOpenOrder,
  PlaceOrder,
  Reservations,
  UpdateOrder,
  UpdatePet,
  type Clock,
  type IdempotencySettings,
  type IdempotencyStore,
  type OrderRepository,
  type PetRepository,
} from '../../core/index.js';
import { aNewPet, anAccess } from '../support/mothers.js';
import type { ContractHarness } from './harness.js';

/** A key that sees and moves every order. */
const MANAGER = anAccess();

export interface LifecycleStores {
  readonly pets: PetRepository;
  readonly orders: OrderRepository;
  readonly idempotency: IdempotencyStore;
}

/** The use cases over one set of stores, as the service composes them. */
export function lifecycleOver(
  stores: LifecycleStores,
  clock: Clock = { now: () => Date.now() },
  settings: Partial<IdempotencySettings> & { readonly maxOpenOrders?: number } = {},
) {
  const reservations = new Reservations(stores.pets, stores.orders, clock);
  const idempotentWrites = new IdempotentWrites(stores.idempotency, clock, settings);
  return {
    ...stores,
    reservations,
    createPet: new CreatePet(stores.pets, idempotentWrites),
    placeOrder: new PlaceOrder(reservations, idempotentWrites, settings.maxOpenOrders),
    updateOrder: new UpdateOrder(reservations),
    updatePet: new UpdatePet(reservations),
    deletePet: new DeletePet(reservations),
    getInventory: new GetInventory(stores.pets),
  };
}

/**
 * DESIGN.md's invariant, checked over everything the stores hold: a reservation points only to an
 * open order; an open order's pet is pending and reserved by it; no pet is reserved by two open
 * orders; and the inventory equals the pets by status.
 */
export async function expectInvariant({ pets, orders }: Pick<LifecycleStores, 'pets' | 'orders'>): Promise<void> {
  const allPets = await pets.list({ limit: 10_000 });
  const allOrders = await orders.list({ limit: 10_000 });
  const counted = { available: 0, pending: 0, sold: 0 };
  const holders = new Map<number, number>();
  for (const pet of allPets) {
    counted[pet.status]++;
    const record = (await pets.findRecord(pet.id))!;
    if (record.reservedBy === null) continue;
    const holder = await orders.findById(record.reservedBy);
    expect(holder && isOpenOrder(holder.order.status), `pet ${pet.id} reserved by order ${record.reservedBy}, which is not open`).toBe(true);
    expect(pet.status).toBe('pending');
    holders.set(pet.id, record.reservedBy);
  }
  for (const order of allOrders) {
    if (!isOpenOrder(order.status)) continue;
    expect(holders.get(order.petId), `open order ${order.id}: its pet ${order.petId} is not reserved by it`).toBe(order.id);
  }
  expect(await pets.inventory()).toEqual(counted);
}

/** Codes of rejections, 'ok' for fulfilments. */
async function outcomesOf(operations: Promise<unknown>[]): Promise<string[]> {
  const settled = await Promise.allSettled(operations);
  return settled.map((s) => (s.status === 'fulfilled' ? 'ok' : String((s.reason as { code?: string }).code ?? s.reason)));
}

const count = (outcomes: string[], what: string) => outcomes.filter((o) => o === what).length;

/** The lifecycle use cases on one pair of stores, under the races the issue lists; run once per store pair. */
export function describePetLifecycleContract(adapter: string, harness: ContractHarness<LifecycleStores>): void {
  describe.skipIf(Boolean(harness.skip))(`pet lifecycle on ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('reserves an available pet for a new order, then sells it on delivery', async () => {
      const store = lifecycleOver(await harness.create());
      const pet = await store.pets.create(aNewPet());
      const record = await store.placeOrder.execute(MANAGER, { petId: pet.id });
      expect(record.order).toMatchObject({ petId: pet.id, status: 'placed' });
      expect(await store.pets.findRecord(pet.id)).toMatchObject({ pet: { status: 'pending' }, reservedBy: record.order.id });
      await expectInvariant(store);
      await store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'approved' }));
      const delivered = await store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'delivered' }));
      expect(delivered.order.status).toBe('delivered');
      expect(await store.pets.findRecord(pet.id)).toMatchObject({ pet: { status: 'sold' }, reservedBy: null });
      expect(await store.getInventory.execute()).toEqual({ available: 0, pending: 0, sold: 1 });
      await expectInvariant(store);
    });

    it('gives one of 50 concurrent orders for one pet (50 customers) the reservation, and 49 pet_not_available', async () => {
      const store = lifecycleOver(await harness.create());
      const pet = await store.pets.create(aNewPet());
      const outcomes = await outcomesOf(Array.from({ length: 50 }, () => store.placeOrder.execute(anAccess(), { petId: pet.id })));
      expect(count(outcomes, 'ok')).toBe(1);
      expect(count(outcomes, 'pet_not_available')).toBe(49);
      expect(await store.orders.list({ limit: 100 })).toHaveLength(1);
      await expectInvariant(store);
    });

    it('lets an owner hold at most its limit of open orders: one more is open_order_limit, and closing one makes room', async () => {
      const store = lifecycleOver(await harness.create(), undefined, { maxOpenOrders: 3 });
      const [customer, other] = [anAccess(), anAccess()];
      const pets = await Promise.all(Array.from({ length: 6 }, () => store.pets.create(aNewPet())));
      const placed = [];
      for (const pet of pets.slice(0, 3)) placed.push((await store.placeOrder.execute(customer, { petId: pet.id })).order);
      await expect(store.placeOrder.execute(customer, { petId: pets[3]!.id })).rejects.toMatchObject({ code: 'open_order_limit' });
      // The refused order is gone, and the pet it named still available; another owner is not limited by this one.
      expect(await store.orders.list({ limit: 10 })).toHaveLength(3);
      expect((await store.pets.findById(pets[3]!.id))?.status).toBe('available');
      await store.placeOrder.execute(other, { petId: pets[4]!.id });
      await store.updateOrder.execute(customer, placed[0]!.id, async () => ({ status: 'cancelled' }));
      await store.placeOrder.execute(customer, { petId: pets[3]!.id });
      await expectInvariant(store);
    });

    it("admits exactly the limit out of a burst of one owner's concurrent orders, however they interleave", async () => {
      const store = lifecycleOver(await harness.create(), undefined, { maxOpenOrders: 5 });
      const customer = anAccess();
      const pets = await Promise.all(Array.from({ length: 16 }, () => store.pets.create(aNewPet())));
      const outcomes = await outcomesOf(pets.map((pet) => store.placeOrder.execute(customer, { petId: pet.id })));
      expect(count(outcomes, 'ok')).toBe(5);
      expect(count(outcomes, 'open_order_limit')).toBe(11);
      expect(await store.orders.openOrdersOf(customer.owner, 20)).toHaveLength(5);
      await expectInvariant(store);
    });

    it('refuses orders for unknown and unavailable pets, and moves of a reserved pet', async () => {
      const store = lifecycleOver(await harness.create());
      const sold = await store.pets.create(aNewPet({ status: 'sold' }));
      await expect(store.placeOrder.execute(MANAGER, { petId: sold.id + 100 })).rejects.toMatchObject({ code: 'pet_not_found' });
      await expect(store.placeOrder.execute(MANAGER, { petId: sold.id })).rejects.toMatchObject({
        code: 'pet_not_available',
        details: [{ field: 'status', problem: 'sold' }],
      });
      const pet = await store.pets.create(aNewPet());
      const record = await store.placeOrder.execute(MANAGER, { petId: pet.id });
      await expect(store.updatePet.execute(MANAGER, pet.id, async () => ({ status: 'available' }))).rejects.toMatchObject({ code: 'pet_reserved' });
      await expect(store.deletePet.execute(MANAGER, pet.id)).rejects.toMatchObject({ code: 'pet_reserved' });
      // Its name may change while reserved; the reservation stays.
      expect(await store.updatePet.execute(MANAGER, pet.id, async () => ({ name: 'Bella' }))).toMatchObject({
        pet: { name: 'Bella' },
        reservedBy: record.order.id,
      });
      await expect(store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'delivered' }))).rejects.toMatchObject({
        code: 'invalid_transition',
      });
      await expectInvariant(store);
    });

    it('lets one of two PATCHes with the same If-Match win and the other fail with precondition_failed', async () => {
      const store = lifecycleOver(await harness.create());
      const pet = await store.pets.create(aNewPet());
      const outcomes = await outcomesOf([
        store.updatePet.execute(MANAGER, pet.id, async () => ({ name: 'A' }), [1]),
        store.updatePet.execute(MANAGER, pet.id, async () => ({ name: 'B' }), [1]),
      ]);
      expect(outcomes.sort()).toEqual(['ok', 'precondition_failed']);
    });

    it('serialises a cancel racing a deliver: one wins, the other is an invalid transition, the pet follows the winner', async () => {
      const store = lifecycleOver(await harness.create());
      const pet = await store.pets.create(aNewPet());
      const record = await store.placeOrder.execute(MANAGER, { petId: pet.id });
      await store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'approved' }));
      const outcomes = await outcomesOf([
        store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'cancelled' })),
        store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'delivered' })),
      ]);
      expect(outcomes.sort()).toEqual(['invalid_transition', 'ok']);
      const order = (await store.orders.findById(record.order.id))!.order;
      expect((await store.pets.findById(pet.id))!.status).toBe(order.status === 'delivered' ? 'sold' : 'available');
      await expectInvariant(store);
    });

    it('serialises a delivery racing a PATCH of the pet status', async () => {
      const store = lifecycleOver(await harness.create());
      const pet = await store.pets.create(aNewPet());
      const record = await store.placeOrder.execute(MANAGER, { petId: pet.id });
      await store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'approved' }));
      const outcomes = await outcomesOf([
        store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'delivered' })),
        store.updatePet.execute(MANAGER, pet.id, async () => ({ status: 'available' })),
      ]);
      // Serial outcomes: deliver first (then sold → available is invalid), or PATCH first (reserved).
      expect(outcomes[0]).toBe('ok');
      expect(['pet_reserved', 'invalid_transition']).toContain(outcomes[1]);
      expect((await store.pets.findById(pet.id))!.status).toBe('sold');
      await expectInvariant(store);
    });

    it('serialises a delete racing an order: either the order holds the pet or the pet is gone', async () => {
      const store = lifecycleOver(await harness.create());
      const pet = await store.pets.create(aNewPet());
      const outcomes = await outcomesOf([store.placeOrder.execute(MANAGER, { petId: pet.id }), store.deletePet.execute(MANAGER, pet.id)]);
      expect([
        ['ok', 'pet_reserved'],
        ['pet_not_found', 'ok'],
      ]).toContainEqual(outcomes);
      await expectInvariant(store);
    });

    it('returns the same order to a retry with the Idempotency-Key, and 422 for another body', async () => {
      const store = lifecycleOver(await harness.create());
      const [pet, other] = [await store.pets.create(aNewPet()), await store.pets.create(aNewPet())];
      const key = { scope: 'api-key-1', key: `order-${crypto.randomUUID()}` };
      const first = await store.placeOrder.execute(MANAGER, { petId: pet.id }, key);
      const again = await store.placeOrder.execute(MANAGER, { petId: pet.id }, key);
      expect(again).toEqual({ ...first, replayed: true });
      await expect(store.placeOrder.execute(MANAGER, { petId: other.id }, key)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
      // Concurrent duplicates: one order; the others are told the first is in flight, or replay it.
      const duplicateKey = { scope: 'api-key-1', key: `order-${crypto.randomUUID()}` };
      const duplicates = await outcomesOf([0, 1, 2].map(() => store.placeOrder.execute(MANAGER, { petId: other.id }, duplicateKey)));
      expect(count(duplicates, 'ok')).toBeGreaterThanOrEqual(1);
      expect(count(duplicates, 'ok') + count(duplicates, 'idempotency_key_in_progress')).toBe(3);
      expect((await store.orders.list({ limit: 10 })).filter((o) => o.petId === other.id)).toHaveLength(1);
      await expectInvariant(store);
    });
  });
  if (harness.skip) console.warn(`SKIPPED pet lifecycle (${adapter}): ${harness.skip}`);
}
