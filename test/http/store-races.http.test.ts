import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryOrderRepository } from '../../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import type { StoreOverrides } from '../../bootstrap/stores.js';
import { expectInvariant } from '../contract/pet-lifecycle.contract.js';
import { FakeMongo, mongoFailures, type OperationCall } from '../support/fake-mongo.js';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { aNewPet, anEventLog } from '../support/mothers.js';
import { anEventLogOn, aPetRepository, anOrderRepository } from '../mongodb/mongo-adapters.js';
import { Barrier } from '../support/barrier.js';

/**
 * The races and crashes of issue 17 over real HTTP, on the in-memory default and on the MongoDB
 * adapters (over the collection fake): the answers are the serial ones, DESIGN.md's invariant holds
 * afterwards, and the inventory equals the pets by status.
 */
async function mongoStores() {
  const mongo = new FakeMongo();
  const db = mongo.db();
  const events = await anEventLogOn(db);
  return {
    mongo,
    stores: { events, pets: await aPetRepository(db, '', { inventorySlotLeaseMs: 0, events }), orders: await anOrderRepository(db, '', events) },
  };
}

interface LifecycleOverrides extends StoreOverrides {
  readonly pets: NonNullable<StoreOverrides['pets']>;
  readonly orders: NonNullable<StoreOverrides['orders']>;
}

const STORES: [string, () => Promise<{ stores: LifecycleOverrides }>][] = [
  [
    'memory',
    async () => {
      const events = anEventLog();
      return { stores: { events, pets: new InMemoryPetRepository(events), orders: new InMemoryOrderRepository(events) } };
    },
  ],
  ['MongoDB (fake)', mongoStores],
];

/** The inventory over HTTP against a count of every pet by status (listed page by page). */
async function expectInventoryMatchesPets(service: TestService): Promise<void> {
  const counted = { available: 0, pending: 0, sold: 0 };
  for (const status of ['available', 'pending', 'sold'] as const) {
    const page = await send(service.url, { path: `/v1/pets?status=${status}&limit=100`, key: PRO_KEY });
    counted[status] = page.json.length;
  }
  expect((await send(service.url, { path: '/v1/store/inventory', key: PRO_KEY })).json).toEqual(counted);
}

describe.each(STORES)('races over HTTP on %s', (_, makeStores) => {
  let service: TestService;
  let barrier: Barrier;
  afterEach(async () => {
    await service.close();
    expect(barrier.timedOut, 'the barrier forced the interleaving').toBe(false);
  });

  /** The service on these stores, their writes held by a barrier (armed by each test where the race is). */
  async function startRacing() {
    const { stores } = await makeStores();
    barrier = new Barrier();
    const raced = { ...stores, pets: barrier.wrap(stores.pets, 'replace', 'remove'), orders: barrier.wrap(stores.orders, 'replace') };
    // One key plays the many customers of these races: its owner may hold as many open orders as they place.
    service = await startTestService({ stores: raced, env: { MAX_OPEN_ORDERS_PER_OWNER: '1000' } });
    return stores;
  }

  it('50 concurrent orders for one pet → one 201, 49 × 409, one reservation', async () => {
    const stores = await startRacing();
    const petId = (await postPet(service.url, PRO_KEY, aNewPet())).json.id as number;
    await postPet(service.url, PRO_KEY, aNewPet({ status: 'sold' }));
    // All 50 read the pet available before any reserves it: only the compare-and-set decides.
    barrier.arm(50);
    const results = await Promise.all(Array.from({ length: 50 }, () => postJson(service.url, PRO_KEY, '/v1/store/orders', { petId })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [placed] = results.filter((r) => r.status === 201);
    expect((await service.store.getPet.read(petId)).reservedBy).toBe(placed!.json.id);
    expect((await send(service.url, { path: '/v1/store/orders', key: PRO_KEY })).json).toEqual([placed!.json]);
    await expectInvariant(stores);
    await expectInventoryMatchesPets(service);
  });

  it('two PATCHes with the same If-Match → one 200, one 412', async () => {
    const stores = await startRacing();
    const created = await postPet(service.url, PRO_KEY, aNewPet());
    const tag = String(created.headers.etag);
    // Both pass the If-Match check on version 1 before either writes: the write itself must refuse the second.
    barrier.arm(2);
    const results = await Promise.all(
      (['pending', 'sold'] as const).map((status) => patchJson(service.url, PRO_KEY, '/v1/pets/1', { status }, { 'if-match': tag })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await send(service.url, { path: '/v1/pets/1', key: PRO_KEY })).json.status).toBe(winner.json.status);
    await expectInvariant(stores);
    await expectInventoryMatchesPets(service);
  });

  it('a cancel racing a deliver, and a delete racing an order: serial outcomes only', async () => {
    const stores = await startRacing();
    const petId = (await postPet(service.url, PRO_KEY, aNewPet())).json.id as number;
    const { json: placed } = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId });
    await patchJson(service.url, PRO_KEY, `/v1/store/orders/${placed.id}`, { status: 'approved' });
    barrier.arm(2);
    const [cancel, deliver] = await Promise.all(
      ['cancelled', 'delivered'].map((status) => patchJson(service.url, PRO_KEY, `/v1/store/orders/${placed.id}`, { status })),
    );
    expect([cancel!.status, deliver!.status].sort()).toEqual([200, 409]);
    const petStatus = (await send(service.url, { path: `/v1/pets/${petId}`, key: PRO_KEY })).json.status;
    expect(petStatus).toBe(cancel!.status === 200 ? 'available' : 'sold');

    const other = (await postPet(service.url, PRO_KEY, aNewPet())).json.id as number;
    barrier.arm(2);
    const [removed, ordered] = await Promise.all([
      send(service.url, { method: 'DELETE', path: `/v1/pets/${other}`, key: PRO_KEY }),
      postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: other }),
    ]);
    // Either the delete came first (204, then 422 for the order) or the order did (201, then 409 pet_reserved).
    expect([
      [204, 422],
      [409, 201],
    ]).toContainEqual([removed.status, ordered.status]);
    await expectInvariant(stores);
    await expectInventoryMatchesPets(service);
  });
});

describe('placeOrder cut short over HTTP (MongoDB fake): a retry with its Idempotency-Key gets its own order', () => {
  let service: TestService;
  afterEach(async () => service.close());

  const onPets = (operation: OperationCall['operation']) => ({ collection: 'pets', operation });
  const onOrders = (operation: OperationCall['operation']) => ({ collection: 'orders', operation });

  it.each([
    ['after the order is stored', onOrders('insertOne')],
    ['after the pet is reserved', onPets('findOneAndUpdate')],
    ['after the order is committed (reply lost)', onOrders('findOneAndUpdate')],
  ])('%s', async (_, where) => {
    const { mongo, stores } = await mongoStores();
    service = await startTestService({ stores });
    const petId = (await postPet(service.url, PRO_KEY, aNewPet())).json.id as number;
    mongo.failAt('after', where, mongoFailures.network);
    const key = { 'idempotency-key': 'buy-rex' };
    const crashed = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId }, key);
    expect(crashed.status).toBe(503);
    expect(crashed.json.code).toBe('service_unavailable');
    expect(crashed.headers['retry-after']).toBeDefined();

    const retried = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId }, key);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json).toMatchObject({ petId, status: 'placed' });
    expect(retried.headers.location).toBe(`/v1/store/orders/${retried.json.id}`);
    expect((await send(service.url, { path: '/v1/store/orders', key: PRO_KEY })).json).toEqual([retried.json]);
    expect((await service.store.getPet.read(petId)).reservedBy).toBe(retried.json.id);
    await expectInvariant(stores);
    await expectInventoryMatchesPets(service);
  });
});
