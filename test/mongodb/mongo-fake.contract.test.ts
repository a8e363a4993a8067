import type { Db } from 'mongodb';
import { CachedApiKeyRepository } from '../../adapters/mongodb/cached-api-key.repository.js';
import { systemClock } from '../../adapters/node/system-clock.js';
import { describeApiKeyRepositoryContract } from '../contract/api-key-repository.contract.js';
import type { ContractHarness } from '../contract/harness.js';
import { describeIdempotencyStoreContract } from '../contract/idempotency-store.contract.js';
import { describeIdempotentWritesContract } from '../contract/idempotent-writes.contract.js';
import { describeOrderRepositoryContract } from '../contract/order-repository.contract.js';
import { describePetLifecycleContract } from '../contract/pet-lifecycle.contract.js';
import { describePetRepositoryContract } from '../contract/pet-repository.contract.js';
import { FakeMongo, mongoFailures } from '../support/fake-mongo.js';
import { MongoEventLog } from '../../adapters/mongodb/mongo-event-log.js';
import { MongoOrderRepository } from '../../adapters/mongodb/mongo-order.repository.js';
import { MongoPetRepository } from '../../adapters/mongodb/mongo-pet.repository.js';
import { MongoWebhookStore } from '../../adapters/mongodb/mongo-webhook.store.js';
import { describeEventLogContract } from '../contract/event-log.contract.js';
import { describeWebhookStoreContract } from '../contract/webhook-store.contract.js';
import { FakeClock } from '../support/fake-clock.js';
import { aPetRepository, anApiKeyRepository, anIdempotencyStore, anOrderRepository } from './mongo-adapters.js';

/**
 * The MongoDB adapters against the same contracts as the in-memory ones, on the in-process fake
 * (test/support/fake-mongo.ts): these run in every `npm test`. The same contracts run against a
 * real server in mongo.contract.test.ts when one is given.
 */
function onTheFake<T>(make: (db: Db) => Promise<T>, outage: () => Error): ContractHarness<T> {
  return {
    create: () => make(new FakeMongo().db()),
    unavailable: async () => {
      const mongo = new FakeMongo();
      const adapter = await make(mongo.db());
      mongo.goDown(outage);
      return adapter;
    },
  };
}

describePetRepositoryContract('MongoDB on the fake', onTheFake(aPetRepository, mongoFailures.network));
describeApiKeyRepositoryContract('MongoDB on the fake', onTheFake(anApiKeyRepository, mongoFailures.timeout));
// As the service composes it in production (bootstrap/stores.ts).
describeApiKeyRepositoryContract(
  'MongoDB on the fake behind the key cache',
  onTheFake(async (db) => new CachedApiKeyRepository(await anApiKeyRepository(db), systemClock, { ttlMs: 5_000 }), mongoFailures.network),
);
describeIdempotencyStoreContract('MongoDB on the fake', onTheFake(anIdempotencyStore, mongoFailures.writeConcernTimeout));
describeOrderRepositoryContract('MongoDB on the fake', onTheFake(anOrderRepository, mongoFailures.network));
const storesOnTheFake = async () => {
  const db = new FakeMongo().db();
  return { pets: await aPetRepository(db), orders: await anOrderRepository(db), idempotency: await anIdempotencyStore(db) };
};
describePetLifecycleContract('MongoDB on the fake', { create: storesOnTheFake });
describeIdempotentWritesContract('MongoDB on the fake', { create: storesOnTheFake });
describeEventLogContract('MongoDB on the fake', {
  create: async () => {
    const db = new FakeMongo().db();
    const events = new MongoEventLog(db, new FakeClock());
    const pets = new MongoPetRepository(db, undefined, { events });
    const orders = new MongoOrderRepository(db, undefined, { events });
    for (const store of [events, pets, orders]) await store.ensureIndexes();
    return { pets, orders, events };
  },
});
let webhookMongo = new FakeMongo();
describeWebhookStoreContract('MongoDB on the fake', {
  clock: new FakeClock(),
  create: async () => {
    webhookMongo = new FakeMongo();
    const store = new MongoWebhookStore(webhookMongo.db());
    await store.ensureIndexes();
    return store;
  },
  // Two service instances on one database.
  instances: async () => {
    webhookMongo = new FakeMongo();
    const [a, b] = [new MongoWebhookStore(webhookMongo.db()), new MongoWebhookStore(webhookMongo.db())];
    await Promise.all([a.ensureIndexes(), b.ensureIndexes()]);
    return [a, b];
  },
  expire: async (now) => void webhookMongo.reapExpired(new Date(now)),
});
