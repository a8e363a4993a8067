import type { Db, Document } from 'mongodb';
import { MongoError, MongoServerSelectionError } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoApiKeyRepository } from '../../adapters/mongodb/mongo-api-key.repository.js';
import { MongoConnection } from '../../adapters/mongodb/mongo-connection.js';
import { MongoIdempotencyStore } from '../../adapters/mongodb/mongo-idempotency.store.js';
import { MongoOrderRepository, orderListFind, type OrderDocument } from '../../adapters/mongodb/mongo-order.repository.js';
import { MongoPetRepository } from '../../adapters/mongodb/mongo-pet.repository.js';
import { PET_STATUS_INDEX_NAME, petListFind, type PetDocument } from '../../adapters/mongodb/pet-documents.js';
import { StoreUnavailableError, type PetListQuery } from '../../core/index.js';
import { describeApiKeyRepositoryContract } from '../contract/api-key-repository.contract.js';
import type { ContractHarness } from '../contract/harness.js';
import { describeIdempotencyStoreContract } from '../contract/idempotency-store.contract.js';
import { describeIdempotentWritesContract } from '../contract/idempotent-writes.contract.js';
import { describeOrderRepositoryContract } from '../contract/order-repository.contract.js';
import { describePetLifecycleContract } from '../contract/pet-lifecycle.contract.js';
import { describePetRepositoryContract } from '../contract/pet-repository.contract.js';
import { aNewPet } from '../support/mothers.js';
import { MongoEventLog } from '../../adapters/mongodb/mongo-event-log.js';
import { dueFind, MongoWebhookStore } from '../../adapters/mongodb/mongo-webhook.store.js';
import { describeEventLogContract } from '../contract/event-log.contract.js';
import { describeWebhookStoreContract } from '../contract/webhook-store.contract.js';
import { FakeClock } from '../support/fake-clock.js';
import { provideTestMongo } from '../support/mongo-server.js';
import { aPetRepository, anApiKeyRepository, anIdempotencyStore, anOrderRepository } from './mongo-adapters.js';
import { freePort } from '../support/free-port.js';

const setup = await provideTestMongo('mongo_contract');
afterAll(async () => setup.mongo?.close());

let collectionCounter = 0;
const unreachable: MongoConnection[] = [];
afterAll(async () => Promise.all(unreachable.map((connection) => connection.close())));

/**
 * Each `create` gets collections of its own in the suite's database, so every test starts empty;
 * `unavailable` builds the adapter on a client pointed at a port nothing listens on.
 */
function harnessOf<T>(make: (db: Db, suffix: string) => Promise<T>, build: (db: Db) => T): ContractHarness<T> {
  const mongo = setup.mongo;
  if (!mongo) return { skip: setup.skip, create: () => Promise.reject(new Error(setup.skip)) };
  return {
    create: () => make(mongo.db, `_${++collectionCounter}`),
    unavailable: async () => {
      const connection = new MongoConnection(`mongodb://127.0.0.1:${await freePort()}/unreachable`, {
        serverSelectionTimeoutMS: 300,
        connectTimeoutMS: 300,
      });
      unreachable.push(connection);
      return build(connection.db());
    },
  };
}

describePetRepositoryContract(
  'MongoDB',
  harnessOf(aPetRepository, (db) => new MongoPetRepository(db, undefined, { events: new MongoEventLog(db, new FakeClock()) })),
);
describeApiKeyRepositoryContract(
  'MongoDB',
  harnessOf(anApiKeyRepository, (db) => new MongoApiKeyRepository(db)),
);
describeIdempotencyStoreContract(
  'MongoDB',
  harnessOf(anIdempotencyStore, (db) => new MongoIdempotencyStore(db)),
);
describeOrderRepositoryContract(
  'MongoDB',
  harnessOf(anOrderRepository, (db) => new MongoOrderRepository(db, undefined, { events: new MongoEventLog(db, new FakeClock()) })),
);
describeEventLogContract(
  'MongoDB',
  harnessOf(
    async (db, suffix) => {
      const events = new MongoEventLog(db, new FakeClock(), undefined, { events: `events${suffix}`, counters: 'counters' });
      const pets = new MongoPetRepository(db, { pets: `pets${suffix}`, counters: 'counters' }, { events });
      const orders = new MongoOrderRepository(db, { orders: `orders${suffix}`, counters: 'counters' }, { events });
      for (const store of [events, pets, orders]) await store.ensureIndexes();
      return { pets, orders, events };
    },
    (db) => {
      const events = new MongoEventLog(db, new FakeClock());
      return { pets: new MongoPetRepository(db, undefined, { events }), orders: new MongoOrderRepository(db, undefined, { events }), events };
    },
  ),
);
/** Webhook stores in collections of their own per test; two on the same collections for two instances. */
let webhookSuffix = '';
const webhookStoreOn = async (db: Db, suffix: string) => {
  const store = new MongoWebhookStore(db, undefined, {
    endpoints: `webhook_endpoints${suffix}`,
    deliveries: `webhook_deliveries${suffix}`,
    counters: 'counters',
  });
  await store.ensureIndexes();
  return store;
};
describeWebhookStoreContract('MongoDB', {
  ...harnessOf(
    async (db, suffix) => webhookStoreOn(db, (webhookSuffix = suffix)),
    (db) => new MongoWebhookStore(db),
  ),
  clock: new FakeClock(),
  instances: async () => {
    const suffix = (webhookSuffix = `_${++collectionCounter}`);
    return [await webhookStoreOn(setup.mongo!.db, suffix), await webhookStoreOn(setup.mongo!.db, suffix)];
  },
  // The server's TTL monitor runs once a minute: what it would delete at `now` is deleted here, by the same rule.
  expire: async (now) => {
    await setup.mongo!.db.collection(`webhook_deliveries${webhookSuffix}`).deleteMany({ expiresAt: { $lt: new Date(now) } });
  },
});
// The lifecycle (races, the invariant, the inventory) and the idempotent writes on a real server: stores in collections of their own per test.
const storesOnTheServer = setup.mongo
  ? {
      create: async () => {
        const suffix = `_${++collectionCounter}`;
        const { db } = setup.mongo;
        return {
          pets: await aPetRepository(db, suffix),
          orders: await anOrderRepository(db, suffix),
          idempotency: await anIdempotencyStore(db, suffix),
        };
      },
    }
  : { skip: setup.skip, create: () => Promise.reject(new Error(setup.skip)) };
describePetLifecycleContract('MongoDB', storesOnTheServer);
describeIdempotentWritesContract('MongoDB', storesOnTheServer);

describe.skipIf(Boolean(setup.skip))('MongoDB adapters on a server', () => {
  const db = () => setup.mongo!.db;

  it('lists by status after a cursor with an index scan, never a collection scan', async () => {
    const pets = await aPetRepository(db(), '_explain');
    const statuses = ['available', 'pending', 'sold'] as const;
    for (let i = 0; i < 300; i++) await pets.create(aNewPet({ status: statuses[i % 3]! }));
    const explainOf = (query: PetListQuery) => {
      const { filter, options } = petListFind(query);
      return db().collection<PetDocument>('pets_explain').find(filter, options).explain('queryPlanner');
    };
    const byStatus = planOf(await explainOf({ status: 'sold', afterId: 120, limit: 21 }));
    expect(byStatus.stages).toContain('IXSCAN');
    expect(byStatus.stages).not.toContain('COLLSCAN');
    expect(byStatus.indexNames).toContain(PET_STATUS_INDEX_NAME);
    const all = planOf(await explainOf({ afterId: 120, limit: 21 }));
    expect(all.stages.some((stage) => stage.includes('IXSCAN'))).toBe(true);
    expect(all.stages).not.toContain('COLLSCAN');
    const byIds = planOf(await explainOf({ ids: [5, 50, 150], status: 'sold', afterId: 5, limit: 3 }));
    expect(byIds.stages.some((stage) => stage.includes('IXSCAN'))).toBe(true);
    expect(byIds.stages).not.toContain('COLLSCAN');
  });

  it("lists one owner's orders, with and without a status, on its index: no collection scan, no sort, a page's worth of keys", async () => {
    const orders = await anOrderRepository(db(), '_owners');
    const owners = ['a', 'b', 'c', 'd'];
    for (let i = 0; i < 400; i++) {
      const id = await orders.nextId();
      const record = {
        order: { id, petId: i, owner: owners[i % 4]!, status: i % 3 ? 'placed' : 'delivered', placedAt: i, updatedAt: i },
        version: 1,
        committed: false,
      } as const;
      await orders.insert(record);
      await orders.replace(id, 1, { status: record.order.status, updatedAt: i, committed: true });
    }
    for (const query of [
      { owner: 'b', afterId: 150, limit: 21 },
      { owner: 'b', status: 'placed' as const, afterId: 150, limit: 21 },
    ]) {
      const { filter, options } = orderListFind(query);
      const explained = await db().collection<OrderDocument>('orders_owners').find(filter, options).explain('executionStats');
      const plan = planOf(explained);
      expect(plan.stages, JSON.stringify(query)).toContain('IXSCAN');
      expect(plan.stages).not.toContain('COLLSCAN');
      expect(plan.stages).not.toContain('SORT');
      expect(explained.executionStats.totalKeysExamined).toBeLessThanOrEqual(22);
      expect(await orders.list(query)).toHaveLength(21);
    }
  });

  it('finds the next due delivery and the due endpoints on the dueAt index, whatever the number of endpoints: no collection scan, no sort', async () => {
    const store = new MongoWebhookStore(db(), undefined, {
      endpoints: 'webhook_endpoints_due',
      deliveries: 'webhook_deliveries_due',
      counters: 'counters',
    });
    await store.ensureIndexes();
    const t0 = Date.UTC(2026, 10, 21, 12);
    for (let i = 0; i < 300; i++) {
      const endpoint = {
        id: `we_${String(i).padStart(4, '0')}`,
        url: 'https://shop.example/',
        events: ['pet.created' as const],
        secret: 's',
        createdAt: t0,
        owner: `o${i % 20}`,
        actsFor: 'k',
      };
      expect(await store.addEndpoint(endpoint, 16)).toBe(true);
    }
    // Ten endpoints have a delivery due; the others none.
    for (let i = 0; i < 10; i++) {
      await store.addDeliveries([
        {
          id: `dlv_${i}`,
          endpointId: `we_${String(i * 30).padStart(4, '0')}`,
          sequence: i + 1,
          type: 'pet.created',
          status: 'pending',
          attempts: [],
          failures: 0,
          eventCreatedAt: t0 + i,
          nextAttemptAt: t0 + i,
        },
      ]);
    }
    const except = { endpoints: ['we_0000'], owners: ['o10'] };
    for (const query of [{ limit: 1 }, { limit: 1, except }, { now: t0 + 5, limit: 256, except }]) {
      const { filter, options } = dueFind(query);
      const explained = await db()
        .collection('webhook_endpoints_due')
        .find(filter as Document, options)
        .explain('executionStats');
      const plan = planOf(explained);
      expect(plan.stages, JSON.stringify(query)).toContain('IXSCAN');
      expect(plan.stages).not.toContain('COLLSCAN');
      expect(plan.stages).not.toContain('SORT');
      expect(plan.indexNames).toContain('dueAt_1');
      // Only the marked endpoints are in the index: the 290 without a due delivery are never looked at.
      expect(explained.executionStats.totalKeysExamined).toBeLessThanOrEqual(10);
    }
    expect(await store.nextDue(except)).toBe(t0 + 1);
  });

  it('never gives two repository instances sharing one database the same id', async () => {
    const [a, b] = [await aPetRepository(db(), '_shared'), await aPetRepository(db(), '_shared')];
    const created = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).create(aNewPet({ name: `p${i}` }))));
    expect(new Set(created.map((p) => p.id)).size).toBe(40);
    expect(await b.list({ limit: 100 })).toHaveLength(40);
  });

  it('stores ids, category ids and the counter as doubles, which read back as exact JS numbers', async () => {
    const pets = await aPetRepository(db(), '_types');
    const pet = await pets.create(aNewPet({ categoryId: 2 ** 53 - 1 }));
    const [types] = await db()
      .collection('pets_types')
      .aggregate([{ $match: { _id: pet.id } }, { $project: { id: { $type: '$_id' }, category: { $type: '$categoryId' } } }])
      .toArray();
    expect(types).toMatchObject({ category: 'double' });
    expect(['int', 'double']).toContain(types!.id);
    const [counter] = await db()
      .collection('counters')
      .aggregate([{ $match: { _id: 'pets_types' } }, { $project: { seq: { $type: '$seq' } } }])
      .toArray();
    expect(counter).toMatchObject({ seq: 'double' });
    expect(await pets.findById(pet.id)).toEqual(pet);
  });

  it('recovers from a counter behind the data on a real server too', async () => {
    const pets = await aPetRepository(db(), '_restored');
    await db()
      .collection<PetDocument>('pets_restored')
      .insertMany([1, 2, 3].map((id) => ({ _id: id, name: `restored ${id}`, categoryId: 1, status: 'available' as const })));
    const created = await Promise.all(Array.from({ length: 10 }, () => pets.create(aNewPet())));
    expect(new Set(created.map((pet) => pet.id)).size).toBe(10);
    expect(Math.min(...created.map((pet) => pet.id))).toBeGreaterThan(3);
  });

  it('creates its indexes idempotently: unique digest, unique {scope,key}, and a TTL on expiresAt', async () => {
    const keys = new MongoApiKeyRepository(db(), 'api_keys_indexes');
    const records = new MongoIdempotencyStore(db(), 'idempotency_indexes');
    for (let i = 0; i < 2; i++) await Promise.all([keys.ensureIndexes(), records.ensureIndexes()]);
    const keyIndexes = await db().collection('api_keys_indexes').indexes();
    expect(keyIndexes.find((index) => index.name === 'digest_1')).toMatchObject({ unique: true });
    const recordIndexes = await db().collection('idempotency_indexes').indexes();
    expect(recordIndexes.find((index) => index.name === 'scope_1_key_1')).toMatchObject({ unique: true });
    expect(recordIndexes.find((index) => index.name === 'expiresAt_ttl')).toMatchObject({ expireAfterSeconds: 0 });
  });
});
if (setup.skip) console.warn(`SKIPPED MongoDB adapter tests (explain, shared ids, types, indexes): ${setup.skip}`);

describe('MongoDB adapters without a server', () => {
  it('answer StoreUnavailableError quickly, with the driver text only as the cause', async () => {
    const connection = new MongoConnection(`mongodb://127.0.0.1:${await freePort()}/unreachable`, {
      serverSelectionTimeoutMS: 300,
      connectTimeoutMS: 300,
      socketTimeoutMS: 300,
    });
    try {
      const pets = new MongoPetRepository(connection.db(), undefined, { events: new MongoEventLog(connection.db(), new FakeClock()) });
      const keys = new MongoApiKeyRepository(connection.db());
      const records = new MongoIdempotencyStore(connection.db());
      const started = Date.now();
      const failures = await Promise.all(
        [
          pets.create(aNewPet()),
          pets.findById(1),
          pets.list({ status: 'sold', limit: 20 }),
          pets.ping(),
          pets.ensureIndexes(),
          keys.findByDigest('0'.repeat(64)),
          keys.list({ limit: 10 }),
          keys.revoke('k', new Date(), { keepAManager: true }),
          records.claim({ scope: 's', key: 'k' }, 'fp', Date.now(), { ttlMs: 1000, leaseMs: 100 }),
          connection.connect(),
          connection.ping(),
        ].map((operation) =>
          operation.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(StoreUnavailableError);
        const error = failure as StoreUnavailableError;
        expect(error.message).toMatch(/^The [\w ]+ is temporarily unavailable; retry later\.$/);
        // Operations queued behind the failed automatic connect see it as a closed topology.
        expect(error.cause).toBeInstanceOf(MongoError);
      }
      expect((failures[0] as Error).message).toBe('The database is temporarily unavailable; retry later.');
      expect(failures.some((failure) => (failure as Error).cause instanceof MongoServerSelectionError)).toBe(true);
    } finally {
      await connection.close();
    }
  });

  it('keeps trying to connect after a failed first connection, and stops once closed', async () => {
    const connection = new MongoConnection(`mongodb://127.0.0.1:${await freePort()}/unreachable`, {
      serverSelectionTimeoutMS: 200,
      connectTimeoutMS: 200,
    });
    let attempts = 0;
    connection.client.on('topologyOpening', () => attempts++);
    try {
      await expect(
        new MongoPetRepository(connection.db(), undefined, { events: new MongoEventLog(connection.db(), new FakeClock()) }).findById(1),
      ).rejects.toBeInstanceOf(StoreUnavailableError);
      // The driver alone would stay closed for good; the connection opens new topologies instead.
      await waitUntil(() => attempts >= 3, 5_000);
    } finally {
      await connection.close();
    }
    const afterClose = attempts;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(attempts).toBe(afterClose);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every stage and index name in an explain's winning plan, whichever engine produced it. */
function planOf(explain: Document): { stages: string[]; indexNames: string[] } {
  const stages: string[] = [];
  const indexNames: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [field, value] of Object.entries(node)) {
      if (field === 'stage' && typeof value === 'string') stages.push(value);
      else if (field === 'indexName' && typeof value === 'string') indexNames.push(value);
      else visit(value);
    }
  };
  visit(explain.queryPlanner?.winningPlan);
  return { stages, indexNames };
}
