import type { Db } from 'mongodb';
import { MongoEventLog } from '../../adapters/mongodb/mongo-event-log.js';
import { MongoWebhookStore } from '../../adapters/mongodb/mongo-webhook.store.js';
import type { StoreOverrides } from '../../bootstrap/stores.js';
import type { Clock } from '../../core/index.js';
import { MongoApiKeyRepository } from '../../adapters/mongodb/mongo-api-key.repository.js';
import { MongoIdempotencyStore } from '../../adapters/mongodb/mongo-idempotency.store.js';
import { MongoOrderRepository } from '../../adapters/mongodb/mongo-order.repository.js';
import { MongoPetRepository } from '../../adapters/mongodb/mongo-pet.repository.js';

/**
 * The MongoDB adapters as the service builds them (indexes ensured), in collections named after
 * `suffix` so that tests sharing one database never see each other's documents. Used by the
 * contract runners on the fake and on a real server alike.
 */
/** The event log of `db` (its `events${suffix}` collection) that pets and orders record into, on the system clock unless given one. */
export async function anEventLogOn(db: Db, suffix = '', clock: Clock = { now: () => Date.now() }): Promise<MongoEventLog> {
  const events = new MongoEventLog(db, clock, undefined, { events: `events${suffix}`, counters: 'counters' });
  await events.ensureIndexes();
  return events;
}

/** Pets recording their events into `options.events`, or into the event log of `db` named after `suffix`. */
export async function aPetRepository(
  db: Db,
  suffix = '',
  options: { inventorySlotLeaseMs?: number; events?: MongoEventLog } = {},
): Promise<MongoPetRepository> {
  const events = options.events ?? (await anEventLogOn(db, suffix));
  const pets = new MongoPetRepository(db, { pets: `pets${suffix}`, counters: 'counters' }, { ...options, events });
  await pets.ensureIndexes();
  return pets;
}

export async function anApiKeyRepository(db: Db, suffix = ''): Promise<MongoApiKeyRepository> {
  const keys = new MongoApiKeyRepository(db, `api_keys${suffix}`);
  await keys.ensureIndexes();
  return keys;
}

export async function anIdempotencyStore(db: Db, suffix = ''): Promise<MongoIdempotencyStore> {
  const records = new MongoIdempotencyStore(db, `idempotency_records${suffix}`);
  await records.ensureIndexes();
  return records;
}

/** Orders recording their events into `events`, or into the event log of `db` named after `suffix`. */
export async function anOrderRepository(db: Db, suffix = '', events?: MongoEventLog): Promise<MongoOrderRepository> {
  const orders = new MongoOrderRepository(
    db,
    { orders: `orders${suffix}`, counters: 'counters' },
    { events: events ?? (await anEventLogOn(db, suffix)) },
  );
  await orders.ensureIndexes();
  return orders;
}

/**
 * Every store a service instance needs, on MongoDB collections of `db` (default names), as
 * bootstrap/stores.ts builds them: instances given stores over the same database share everything.
 */
export async function serviceStoresOn(db: Db, clock: Clock): Promise<StoreOverrides> {
  const events = new MongoEventLog(db, clock);
  const pets = new MongoPetRepository(db, undefined, { events, inventorySlotLeaseMs: 0 });
  const orders = new MongoOrderRepository(db, undefined, { events });
  const webhooks = new MongoWebhookStore(db);
  const apiKeys = new MongoApiKeyRepository(db);
  const idempotency = new MongoIdempotencyStore(db);
  for (const store of [events, pets, orders, webhooks, apiKeys, idempotency]) await store.ensureIndexes();
  return { events, pets, orders, webhooks, apiKeys, idempotency };
}
