import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../core/index.js';
import { expectInvariant, lifecycleOver } from '../contract/pet-lifecycle.contract.js';
import { FakeClock } from '../support/fake-clock.js';
import { FakeMongo, mongoFailures, type OperationCall } from '../support/fake-mongo.js';
import { aNewPet, anAccess } from '../support/mothers.js';
import { aPetRepository, anIdempotencyStore, anOrderRepository } from './mongo-adapters.js';

/** A key that sees and moves every order. */
const MANAGER = anAccess();

/**
 * Crashes (an injected failure between two writes, the reply lost) and forced interleavings of the
 * pet lifecycle on the MongoDB adapters. After each, DESIGN.md's invariant holds once the next
 * read, retry or repair has run, and the inventory equals the pets by status.
 */
async function aStore(maxOpenOrders?: number) {
  const mongo = new FakeMongo();
  const db = mongo.db();
  const clock = new FakeClock();
  const stores = {
    pets: await aPetRepository(db, '', { inventorySlotLeaseMs: 0 }),
    orders: await anOrderRepository(db),
    idempotency: await anIdempotencyStore(db),
  };
  return { mongo, clock, ...lifecycleOver(stores, clock, maxOpenOrders === undefined ? {} : { maxOpenOrders }) };
}

const KEY = { scope: 'api-key-1', key: 'order-attempt-1' };
const onPets = (operation: OperationCall['operation']) => ({ collection: 'pets', operation });
const onOrders = (operation: OperationCall['operation']) => ({ collection: 'orders', operation });

describe('placeOrder cut short on MongoDB', () => {
  it.each([
    ['after the order is stored, before the pet is reserved', onOrders('insertOne')],
    ['after the pet is reserved, before the order is committed', onPets('findOneAndUpdate')],
    ['while committing the order', onOrders('findOneAndUpdate')],
  ])('%s: a retry with its Idempotency-Key gets its own order back', async (_, where) => {
    const store = await aStore();
    const pet = await store.pets.create(aNewPet());
    store.mongo.failAt('after', where, mongoFailures.network);
    await expect(store.placeOrder.execute(MANAGER, { petId: pet.id }, KEY)).rejects.toBeInstanceOf(StoreUnavailableError);
    // Whatever landed, nothing half-done breaks the invariant (a commit whose reply was lost is simply done).
    await expectInvariant(store);
    const retried = await store.placeOrder.execute(MANAGER, { petId: pet.id }, KEY);
    expect(retried.replayed).toBe(true);
    expect(await store.pets.findRecord(pet.id)).toMatchObject({ pet: { status: 'pending' }, reservedBy: retried.order.id });
    expect(await store.orders.list({ limit: 10 })).toEqual([retried.order]);
    await expectInvariant(store);
  });

  it('without a retry, an order whose pet it reserved is committed by the first read after its lease', async () => {
    const store = await aStore();
    const pet = await store.pets.create(aNewPet());
    store.mongo.failAt('before', onOrders('findOneAndUpdate'), mongoFailures.network);
    await expect(store.placeOrder.execute(MANAGER, { petId: pet.id })).rejects.toBeInstanceOf(StoreUnavailableError);
    const [orphan] = store.mongo.collection('orders').stored;
    // Within the lease it belongs to its request: invisible, and the pet stays held.
    expect(await store.reservations.visibleOrder(orphan!._id as number)).toBeNull();
    await expect(store.placeOrder.execute(MANAGER, { petId: pet.id })).rejects.toMatchObject({ code: 'pet_not_available' });
    store.clock.advance(60_000);
    expect(await store.reservations.visibleOrder(orphan!._id as number)).toMatchObject({ committed: true });
    await expectInvariant(store);
  });

  it('without a retry, an order that never reserved its pet is removed by the first read after its lease', async () => {
    const store = await aStore();
    const pet = await store.pets.create(aNewPet());
    store.mongo.failAt('after', onOrders('insertOne'), mongoFailures.network);
    await expect(store.placeOrder.execute(MANAGER, { petId: pet.id })).rejects.toBeInstanceOf(StoreUnavailableError);
    const [orphan] = store.mongo.collection('orders').stored;
    store.clock.advance(60_000);
    expect(await store.reservations.visibleOrder(orphan!._id as number)).toBeNull();
    expect(store.mongo.collection('orders').stored).toEqual([]);
    // The pet was never held: another order gets it.
    await store.placeOrder.execute(MANAGER, { petId: pet.id });
    await expectInvariant(store);
  });
});

describe('updateOrder cut short on MongoDB', () => {
  it.each(['delivered', 'cancelled'] as const)(
    'order %s but the pet not yet released: the retry, or the next use case reading the pet, completes it',
    async (status) => {
      for (const repair of ['retry', 'pet read'] as const) {
        const store = await aStore();
        const pet = await store.pets.create(aNewPet());
        const record = await store.placeOrder.execute(MANAGER, { petId: pet.id });
        await store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'approved' }));
        store.mongo.failAt('before', onPets('findOneAndUpdate'), mongoFailures.network);
        await expect(store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status }))).rejects.toBeInstanceOf(StoreUnavailableError);
        // The cut: the order is closed, its pet still reserved by it.
        expect((await store.pets.findRecord(pet.id))?.reservedBy).toBe(record.order.id);
        if (repair === 'retry') await store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status }));
        else await store.updatePet.execute(MANAGER, pet.id, async () => ({ name: 'read again' }));
        expect(await store.pets.findRecord(pet.id)).toMatchObject({
          pet: { status: status === 'delivered' ? 'sold' : 'available' },
          reservedBy: null,
        });
        await expectInvariant(store);
      }
    },
  );

  it('a cancel paused before its write while a delivery completes: the cancel then finds a delivered order (409)', async () => {
    const store = await aStore();
    const pet = await store.pets.create(aNewPet());
    const record = await store.placeOrder.execute(MANAGER, { petId: pet.id });
    await store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'approved' }));
    const pause = store.mongo.pauseAt('before', onOrders('findOneAndUpdate'));
    const cancel = store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'cancelled' })).catch((error: unknown) => error);
    await pause.reached;
    const delivered = store.updateOrder.execute(MANAGER, record.order.id, async () => ({ status: 'delivered' }));
    await delivered;
    pause.release();
    expect(await cancel).toMatchObject({ code: 'invalid_transition' });
    expect((await store.pets.findById(pet.id))?.status).toBe('sold');
    await expectInvariant(store);
  });

  it('two PATCHes with the same If-Match, the first paused after reading: one 200, one precondition_failed', async () => {
    const store = await aStore();
    const pet = await store.pets.create(aNewPet());
    const pause = store.mongo.pauseAt('before', onPets('findOneAndUpdate'));
    const first = store.updatePet.execute(MANAGER, pet.id, async () => ({ name: 'first' }), [1]).catch((error: unknown) => error);
    await pause.reached;
    const second = await store.updatePet.execute(MANAGER, pet.id, async () => ({ name: 'second' }), [1]).catch((error: unknown) => error);
    pause.release();
    const outcomes = [await first, second];
    expect(outcomes.filter((o) => (o as { code?: string }).code === 'precondition_failed')).toHaveLength(1);
    expect(outcomes.filter((o) => (o as { pet?: unknown }).pet !== undefined)).toHaveLength(1);
  });

  it('an order paused before reserving while the pet is deleted: 422 pet_not_found, no order left', async () => {
    const store = await aStore();
    const pet = await store.pets.create(aNewPet());
    const pause = store.mongo.pauseAt('before', onPets('findOneAndUpdate'));
    const order = store.placeOrder.execute(MANAGER, { petId: pet.id }).catch((error: unknown) => error);
    await pause.reached;
    // The delete's own write is an updateOne (it marks the pet gone): not held by the pause.
    await store.deletePet.execute(MANAGER, pet.id);
    pause.release();
    expect(await order).toMatchObject({ code: 'pet_not_found' });
    expect(await store.orders.list({ limit: 10 })).toEqual([]);
    await expectInvariant(store);
  });
});

describe('deletePet and the inventory cut short on MongoDB', () => {
  it('a delete whose inventory settle fails: the pet is gone at once and the next inventory read counts it out', async () => {
    const store = await aStore();
    const [a] = [await store.pets.create(aNewPet()), await store.pets.create(aNewPet({ status: 'sold' }))];
    store.mongo.failAt('before', { collection: 'counters', operation: 'updateOne' }, mongoFailures.network, { times: Infinity });
    await store.deletePet.execute(MANAGER, a.id);
    expect(await store.pets.findById(a.id)).toBeNull();
    store.mongo.comeBack();
    expect(await store.getInventory.execute()).toEqual({ available: 0, pending: 0, sold: 1 });
    expect(store.mongo.collection('pets').stored).toHaveLength(1);
  });

  it.each([1, 2, 3, 4])('a settle cut at its write %i (reply lost): the next inventory read finishes or voids it exactly once', async (nth) => {
    const store = await aStore();
    const pets = await Promise.all([0, 1, 2].map(() => store.pets.create(aNewPet())));
    // Settle writes: claim (counters), apply (counters), mark counted (pets), free the slot (counters).
    const settleWrites = {
      where: (call: OperationCall) => call.operation === 'updateOne' && (call.collection === 'counters' || call.collection === 'pets'),
    };
    store.mongo.failAt('after', settleWrites, mongoFailures.network, { nth });
    await store.updatePet.execute(MANAGER, pets[0]!.id, async () => ({ status: 'sold' }));
    await store.updatePet.execute(MANAGER, pets[1]!.id, async () => ({ status: 'pending' }));
    expect(await store.getInventory.execute()).toEqual({ available: 1, pending: 1, sold: 1 });
    await expectInvariant(store);
  });
});

describe('orders stored by the earlier version (their Idempotency-Key on the order, a unique idempotencySlot index)', () => {
  it('ensureIndexes drops the retired unique index, so orders without the field no longer collide; old orders read as before', async () => {
    const mongo = new FakeMongo();
    const old = mongo.collection('orders');
    await old.createIndexes([{ key: { idempotencySlot: 1 }, name: 'idempotencySlot_1', unique: true }]);
    const at = new Date(Date.UTC(2026, 0, 1));
    await old.insertOne({
      _id: 1,
      petId: 7,
      status: 'approved',
      placedAt: at,
      updatedAt: at,
      version: 3,
      committed: true,
      idempotency: { scope: 'api-key-1', key: 'buy-1', fingerprint: '7', expiresAt: at },
      idempotencySlot: '["api-key-1","buy-1"]',
    });
    const orders = await anOrderRepository(mongo.db());
    expect((await old.indexes()).map((index) => index.name)).not.toContain('idempotencySlot_1');
    // Every start calls it: the index being gone already is no error.
    await orders.ensureIndexes();
    expect(await orders.findById(1)).toEqual({
      // Placed before owners existed: nobody's (seen only with orders:manage).
      order: { id: 1, petId: 7, owner: null, status: 'approved', placedAt: at.getTime(), updatedAt: at.getTime() },
      version: 3,
      committed: true,
    });
    for (const id of [2, 3]) {
      await orders.insert({ order: { id, petId: 8, owner: 'o', status: 'placed', placedAt: 1, updatedAt: 1 }, version: 1, committed: false });
    }
    expect(old.stored.map((doc) => doc._id)).toEqual([1, 2, 3]);
  });
});

describe("an owner's open-orders limit on MongoDB, without a counter", () => {
  it('stays strict when the order with the lower id is stored after the other was counted', async () => {
    const store = await aStore(1);
    const customer = anAccess();
    const [first, second] = [await store.pets.create(aNewPet()), await store.pets.create(aNewPet())];
    // The first placement takes id 1 and stops before its insert; the second (id 2) is stored, counted alone, and passes.
    const paused = store.mongo.pauseAt('before', onOrders('insertOne'));
    const slow = store.placeOrder.execute(customer, { petId: first.id });
    await paused.reached;
    const fast = await store.placeOrder.execute(customer, { petId: second.id });
    expect(fast.order.id).toBe(2);
    paused.release();
    // Then the first is stored: it counts two open orders, the lower id its own, and the other committed: refused.
    await expect(slow).rejects.toMatchObject({ code: 'open_order_limit' });
    expect((await store.orders.openOrdersOf(customer.owner, 10)).map((r) => r.order.id)).toEqual([2]);
    expect((await store.pets.findById(first.id))?.status).toBe('available');
    await expectInvariant(store);
  });

  it('does not count an order abandoned while being placed once its lease is over', async () => {
    const store = await aStore(1);
    const customer = anAccess();
    const [first, second] = [await store.pets.create(aNewPet()), await store.pets.create(aNewPet())];
    // Stored, then the process stops before it reserves the pet.
    store.mongo.failAt('before', onPets('findOneAndUpdate'), mongoFailures.network);
    await expect(store.placeOrder.execute(customer, { petId: first.id })).rejects.toBeInstanceOf(StoreUnavailableError);
    // Within its lease it may still finish: it counts.
    await expect(store.placeOrder.execute(customer, { petId: second.id })).rejects.toMatchObject({ code: 'open_order_limit' });
    store.clock.advance(61_000);
    // After it, the count decides it first (removed: its pet was never reserved by it).
    const placed = await store.placeOrder.execute(customer, { petId: second.id });
    expect((await store.orders.openOrdersOf(customer.owner, 10)).map((r) => r.order.id)).toEqual([placed.order.id]);
    await expectInvariant(store);
  });
});
