import { describe, expect, it } from 'vitest';
import { MongoEventLog } from '../../adapters/mongodb/mongo-event-log.js';
import { MongoOrderRepository } from '../../adapters/mongodb/mongo-order.repository.js';
import { MongoPetRepository } from '../../adapters/mongodb/mongo-pet.repository.js';
import { ListEvents } from '../../core/index.js';
import { lifecycleOver } from '../contract/pet-lifecycle.contract.js';
import { FakeClock } from '../support/fake-clock.js';
import { FakeMongo, mongoFailures, type OperationMatcher } from '../support/fake-mongo.js';
import { anAccess } from '../support/mothers.js';
import { anIdempotencyStore } from './mongo-adapters.js';

/**
 * DESIGN.md "Recorded with the change" on the MongoDB adapters, without a transaction: each write
 * carries its event as an outbox entry in the same single-document write, and a relay makes it visible.
 * For each write that emits an event, forced on the collection fake: cut short before it (no change,
 * no event), after it with the reply lost (the change made: its event appears once, by the next read),
 * between the event's insert and the entry's clearing (once, not twice), and relayed by a reader while
 * its writer is still relaying (once).
 */
const EVERYONE = anAccess({ scopes: ['pets:read', 'orders:manage', 'events:read'] });

async function aStore() {
  const mongo = new FakeMongo();
  const db = mongo.db();
  const clock = new FakeClock();
  const log = new MongoEventLog(db, clock);
  await log.ensureIndexes();
  const pets = new MongoPetRepository(db, undefined, { events: log, inventorySlotLeaseMs: 0 });
  const orders = new MongoOrderRepository(db, undefined, { events: log });
  await pets.ensureIndexes();
  await orders.ensureIndexes();
  const lifecycle = lifecycleOver({ pets, orders, idempotency: await anIdempotencyStore(db) }, clock);
  const listEvents = new ListEvents(log);
  /** What a reader sees (relaying what is pending first): `type status` per event. */
  const events = async () =>
    (await listEvents.execute(EVERYONE, { limit: 100 })).events.map((event) => `${event.type} ${(event.data as { status: string }).status}`);
  return { mongo, clock, log, events, ...lifecycle };
}
type Store = Awaited<ReturnType<typeof aStore>>;

const ON_PETS = { collection: 'pets', operation: 'findOneAndUpdate' } as const;
const ON_ORDERS = { collection: 'orders', operation: 'findOneAndUpdate' } as const;

interface WriteCase {
  readonly name: string;
  /** Brings the store to where the write applies; returns the write. */
  readonly arrange: (store: Store) => Promise<() => Promise<unknown>>;
  /** The single-document write that makes the change and carries its event. */
  readonly at: OperationMatcher;
  readonly nth?: number;
  /** The event it records. */
  readonly event: string;
}

const placed = async (store: Store) => {
  const pet = await store.createPet.execute({ name: 'Rex', categoryId: 1 });
  const { order } = await store.placeOrder.execute(EVERYONE, { petId: pet.pet.id });
  return order.id;
};
const move = (store: Store, id: number, status: 'approved' | 'delivered' | 'cancelled') =>
  store.updateOrder.execute(EVERYONE, id, async () => ({ status }));

const CASES: readonly WriteCase[] = [
  {
    name: 'createPet',
    arrange: async (store) => () => store.createPet.execute({ name: 'Rex', categoryId: 1 }),
    at: { collection: 'pets', operation: 'insertOne' },
    event: 'pet.created available',
  },
  {
    name: 'updatePet',
    arrange: async (store) => {
      await store.createPet.execute({ name: 'Rex', categoryId: 1 });
      return () => store.updatePet.execute(EVERYONE, 1, async () => ({ status: 'sold' }));
    },
    at: ON_PETS,
    event: 'pet.updated sold',
  },
  {
    name: 'deletePet',
    arrange: async (store) => {
      await store.createPet.execute({ name: 'Rex', categoryId: 1, status: 'pending' });
      return () => store.deletePet.execute(EVERYONE, 1);
    },
    at: ON_PETS,
    event: 'pet.deleted pending',
  },
  {
    name: "placeOrder's reservation of its pet",
    arrange: async (store) => {
      await store.createPet.execute({ name: 'Rex', categoryId: 1 });
      return () => store.placeOrder.execute(EVERYONE, { petId: 1 });
    },
    at: ON_PETS,
    event: 'pet.updated pending',
  },
  {
    name: "placeOrder's commit",
    arrange: async (store) => {
      await store.createPet.execute({ name: 'Rex', categoryId: 1 });
      return () => store.placeOrder.execute(EVERYONE, { petId: 1 });
    },
    at: ON_ORDERS,
    event: 'order.placed placed',
  },
  {
    name: 'approving an order',
    arrange: async (store) => {
      const id = await placed(store);
      return () => move(store, id, 'approved');
    },
    at: ON_ORDERS,
    event: 'order.approved approved',
  },
  {
    name: 'delivering an order',
    arrange: async (store) => {
      const id = await placed(store);
      await move(store, id, 'approved');
      return () => move(store, id, 'delivered');
    },
    at: ON_ORDERS,
    event: 'order.delivered delivered',
  },
  {
    name: 'delivering an order: its pet sold',
    arrange: async (store) => {
      const id = await placed(store);
      await move(store, id, 'approved');
      return () => move(store, id, 'delivered');
    },
    at: ON_PETS,
    event: 'pet.updated sold',
  },
  {
    name: 'cancelling an order',
    arrange: async (store) => {
      const id = await placed(store);
      return () => move(store, id, 'cancelled');
    },
    at: ON_ORDERS,
    event: 'order.cancelled cancelled',
  },
  {
    name: 'cancelling an order: its pet available again',
    arrange: async (store) => {
      const id = await placed(store);
      return () => move(store, id, 'cancelled');
    },
    at: ON_PETS,
    event: 'pet.updated available',
  },
];

const count = (events: readonly string[], event: string) => events.filter((seen) => seen === event).length;
const onEvents = { collection: 'events', operation: 'insertOne' } as const;
/** The relay's last step: clearing the entry on the changed document. */
const clearing = (collection: string): OperationMatcher => ({
  collection,
  operation: 'updateOne',
  where: (call) => 'outbox.source' in (call.args[0] as object),
});

describe.each(CASES)('$name on MongoDB records its event with the change', ({ arrange, at, nth, event }) => {
  it('cut short before the write: no change, no event', async () => {
    const store = await aStore();
    const write = await arrange(store);
    const before = await store.events();
    store.mongo.failAt('before', at, mongoFailures.network, { nth: nth ?? 1 });
    await expect(write()).rejects.toThrow();
    store.mongo.comeBack();
    const after = await store.events();
    expect(count(after, event)).toBe(count(before, event));
  });

  it('cut short right after the write (the reply lost, nothing relayed): the next read makes its event visible, once', async () => {
    const store = await aStore();
    const write = await arrange(store);
    const before = count(await store.events(), event);
    store.mongo.failAt('after', at, mongoFailures.network, { nth: nth ?? 1 });
    await expect(write()).rejects.toThrow();
    store.mongo.comeBack();
    expect(count(await store.events(), event)).toBe(before + 1);
    expect(count(await store.events(), event)).toBe(before + 1);
  });

  it('cut short between the event and the clearing of its entry: visible once, not twice', async () => {
    const store = await aStore();
    const write = await arrange(store);
    const before = count(await store.events(), event);
    store.mongo.failAt('before', clearing(at.collection!), mongoFailures.network, { times: Infinity });
    await write().catch(() => undefined);
    store.mongo.comeBack();
    expect(count(await store.events(), event)).toBe(before + 1);
    expect(store.mongo.collection(at.collection!).stored.filter((document) => document.outbox)).toEqual([]);
  });

  it('relayed by a reader while its writer is still relaying it: visible once', async () => {
    const store = await aStore();
    const write = await arrange(store);
    const before = count(await store.events(), event);
    const writerRelay = store.mongo.pauseAt('before', onEvents);
    const writing = write();
    await writerRelay.reached;
    const seen = store.events(); // relays the same entry (and any other pending) meanwhile
    writerRelay.release();
    await writing;
    await seen;
    expect(count(await store.events(), event)).toBe(before + 1);
  });
});

describe('a no-op on MongoDB records nothing', () => {
  it('the same status again, an empty patch, an unchanged name', async () => {
    const store = await aStore();
    const id = await placed(store);
    await move(store, id, 'approved');
    const before = await store.events();
    await move(store, id, 'approved');
    await store.updatePet.execute(EVERYONE, 1, async () => ({}));
    await store.updatePet.execute(EVERYONE, 1, async () => ({ name: 'Rex' }));
    expect(await store.events()).toEqual(before);
  });
});

describe('a write on MongoDB never overwrites an entry still waiting', () => {
  it('the next write to the document relays the entry its writer left before making its own', async () => {
    const store = await aStore();
    store.mongo.failAt('after', { collection: 'pets', operation: 'insertOne' }, mongoFailures.network);
    await expect(store.createPet.execute({ name: 'Rex', categoryId: 1 })).rejects.toThrow();
    store.mongo.comeBack();
    await store.updatePet.execute(EVERYONE, 1, async () => ({ name: 'Rex II' }));
    expect(await store.events()).toEqual(['pet.created available', 'pet.updated available']);
  });
});

describe('event sequences on MongoDB', () => {
  it('are assigned as events become visible: a reader never sees a number below one it has seen appear later', async () => {
    const store = await aStore();
    // The first create's relay stops before its insert, having chosen sequence 1; the second relays meanwhile and takes 1.
    const firstRelay = store.mongo.pauseAt('before', onEvents);
    const first = store.createPet.execute({ name: 'First', categoryId: 1 });
    await firstRelay.reached;
    await store.createPet.execute({ name: 'Second', categoryId: 1 });
    const listEvents = new ListEvents(store.log);
    const early = await store.log.list({ visibility: { pets: true, orders: 'all' }, limit: 10 });
    expect(early.map((event) => [event.sequence, (event.data as { name: string }).name])).toEqual([[1, 'Second']]);
    firstRelay.release();
    await first;
    // Read on from where the early reader was: the first create's event came after, under 2.
    const later = await listEvents.execute(EVERYONE, { cursor: 'e1' });
    expect(later.events.map((event) => [event.sequence, (event.data as { name: string }).name])).toEqual([[2, 'First']]);
  });

  it('are never handed out again once the events holding them expired (the high-water mark outlives the TTL)', async () => {
    const store = await aStore();
    await store.createPet.execute({ name: 'Old', categoryId: 1 });
    const events = store.mongo.collection('events');
    // What the TTL monitor does once the event expired.
    await events.deleteOne({ _id: 1 });
    await store.createPet.execute({ name: 'New', categoryId: 1 });
    expect(events.stored.map((document) => document._id)).toEqual([2]);
    expect(events.stored[0]!.expiresAt).toEqual(new Date(store.clock.now() + 30 * 86_400_000));
  });

  it('the retention is one low-water mark: after= below it is gone (410), at it or beyond, or with nothing kept, a position', async () => {
    const store = await aStore();
    const listEvents = new ListEvents(store.log);
    const after = async (sequence: number) =>
      (await listEvents.execute(EVERYONE, { after: `evt_${String(sequence).padStart(20, '0')}` })).events.map((event) => event.sequence);
    for (const name of ['A', 'B', 'C']) await store.createPet.execute({ name, categoryId: 1 });
    expect(await store.log.purgedThrough()).toBe(0);
    expect(await after(0)).toEqual([1, 2, 3]);
    // What the TTL monitor does as events expire, oldest first.
    await store.mongo.collection('events').deleteOne({ _id: 1 });
    expect(await store.log.purgedThrough()).toBe(1);
    await expect(after(0)).rejects.toMatchObject({ code: 'gone' });
    expect(await after(1)).toEqual([2, 3]);
    expect(await after(99)).toEqual([]);
    await store.mongo.collection('events').deleteMany({});
    expect(await store.log.purgedThrough()).toBe(3);
    await expect(after(2)).rejects.toMatchObject({ code: 'gone' });
    expect(await after(3)).toEqual([]);
  });

  it('a high-water mark that could not be raised fails neither the relay nor its reader; the next event raises it', async () => {
    const store = await aStore();
    // The writer's relay stops before the event's insert: the entry waits for a reader.
    store.mongo.failAt('before', onEvents, mongoFailures.network);
    await store.createPet.execute({ name: 'Old', categoryId: 1 });
    const raisingTheMark: OperationMatcher = { collection: 'counters', operation: 'updateOne', where: (call) => '$max' in (call.args[1] as object) };
    store.mongo.failAt('before', raisingTheMark, mongoFailures.network);
    expect(await store.events()).toEqual(['pet.created available']);
    expect(store.mongo.collection('pets').stored.filter((document) => document.outbox)).toEqual([]);
    await store.createPet.execute({ name: 'New', categoryId: 1 });
    expect(store.mongo.collection('counters').stored.find((document) => document._id === 'events:sequence')).toMatchObject({ seq: 2 });
  });
});
