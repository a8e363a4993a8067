import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_VERSION, type EventLog, type OrderRepository, type PetRepository, type StoreEvent } from '../../core/index.js';
import type { ContractHarness } from './harness.js';

/** The pet and order repositories of one store, and the log their writes record events in. */
export interface RecordingStores {
  readonly pets: PetRepository;
  readonly orders: OrderRepository;
  readonly events: EventLog;
}

const ALL = { pets: true, orders: 'all' } as const;
const brief = (event: StoreEvent) => `${event.type} ${(event.data as { id: number }).id} ${(event.data as { status: string }).status}`;

/**
 * Behaviour every store must share for events (DESIGN.md "Events and webhooks"): the repositories'
 * writes record their events, the log shows them in sequence, filtered by type and visibility.
 */
export function describeEventLogContract(adapter: string, harness: ContractHarness<RecordingStores>): void {
  describe.skipIf(Boolean(harness.skip))(`EventLog contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    async function visible(events: EventLog, query: Partial<Parameters<EventLog['list']>[0]> = {}): Promise<StoreEvent[]> {
      await events.relayPending();
      return events.list({ visibility: ALL, limit: 100, ...query });
    }

    it('records each pet write: created, updated (the pet after), deleted (the pet before)', async () => {
      const { pets, events } = await harness.create();
      const pet = await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
      const updated = await pets.replace(pet.id, FIRST_VERSION, { name: 'Rex', categoryId: 1, status: 'sold', reservedBy: null });
      await pets.remove(pet.id, updated!.version);
      const seen = await visible(events);
      expect(seen.map(brief)).toEqual([`pet.created ${pet.id} available`, `pet.updated ${pet.id} sold`, `pet.deleted ${pet.id} sold`]);
      expect(seen[0]).toMatchObject({ data: pet, owner: null, createdAt: expect.any(Number) });
      expect(seen.map((event) => event.sequence)).toEqual([...seen.map((event) => event.sequence)].sort((a, b) => a - b));
    });

    it('records nothing for a write that did not happen (a stale version)', async () => {
      const { pets, events } = await harness.create();
      const pet = await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
      expect(await pets.replace(pet.id, FIRST_VERSION + 5, { name: 'X', categoryId: 1, status: 'sold', reservedBy: null })).toBeNull();
      expect(await pets.remove(pet.id, FIRST_VERSION + 5)).toBe(false);
      expect((await visible(events)).map(brief)).toEqual([`pet.created ${pet.id} available`]);
    });

    it("records an order's commit as order.placed and each status move, nothing while uncommitted", async () => {
      const { orders, events } = await harness.create();
      const id = await orders.nextId();
      const record = {
        order: { id, petId: 1, owner: 'shop-7', status: 'placed' as const, placedAt: 1_000, updatedAt: 1_000 },
        version: FIRST_VERSION,
        committed: false,
      };
      await orders.insert(record);
      expect(await visible(events)).toEqual([]);
      const committed = await orders.replace(id, FIRST_VERSION, { status: 'placed', updatedAt: 1_000, committed: true });
      await orders.replace(id, committed!.version, { status: 'cancelled', updatedAt: 2_000, committed: true });
      const other = await orders.nextId();
      await orders.insert({ ...record, order: { ...record.order, id: other } });
      await orders.remove(other, FIRST_VERSION);
      expect((await visible(events)).map(brief)).toEqual([`order.placed ${id} placed`, `order.cancelled ${id} cancelled`]);
    });

    it('pages by sequence, filters by type and by visibility, finds one by sequence', async () => {
      const { pets, orders, events } = await harness.create();
      for (let i = 0; i < 5; i++) await pets.create({ name: `Pet ${i}`, categoryId: 1, status: 'available' });
      const id = await orders.nextId();
      await orders.insert({
        order: { id, petId: 1, owner: 'shop-7', status: 'placed', placedAt: 1, updatedAt: 1 },
        version: FIRST_VERSION,
        committed: false,
      });
      await orders.replace(id, FIRST_VERSION, { status: 'placed', updatedAt: 1, committed: true });
      const all = await visible(events);
      expect(all.map((event) => event.owner)).toEqual([null, null, null, null, null, 'shop-7']);
      expect(all).toHaveLength(6);
      const [, second, third] = all;
      expect(await events.list({ visibility: ALL, afterSequence: second!.sequence, limit: 1 })).toEqual([third]);
      expect((await events.list({ visibility: ALL, types: ['order.placed'], limit: 10 })).map(brief)).toEqual([`order.placed ${id} placed`]);
      // A reader without orders:manage sees its owner's orders, no other's; without a read scope, none of that kind.
      expect((await events.list({ visibility: { pets: true, orders: { owner: 'someone' } }, limit: 10 })).map((event) => event.type)).toEqual(
        Array(5).fill('pet.created'),
      );
      expect(await events.list({ visibility: { pets: true, orders: { owner: 'shop-7' } }, limit: 10 })).toEqual(all);
      expect((await events.list({ visibility: { pets: true, orders: 'none' }, limit: 10 })).map((event) => event.type)).toEqual(
        Array(5).fill('pet.created'),
      );
      expect((await events.list({ visibility: { pets: false, orders: { owner: 'shop-7' } }, limit: 10 })).map(brief)).toEqual([
        `order.placed ${id} placed`,
      ]);
      expect(await events.list({ visibility: { pets: false, orders: 'all' }, types: ['pet.created'], limit: 10 })).toEqual([]);
      expect(await events.list({ visibility: { pets: false, orders: 'none' }, limit: 10 })).toEqual([]);
      expect(await events.find(third!.sequence)).toEqual(third);
      expect(await events.find(999_999)).toBeNull();
      expect(await events.latestSequence()).toBe(all.at(-1)!.sequence);
    });

    it('gives concurrent writes distinct sequences, every event visible once', async () => {
      const { pets, events } = await harness.create();
      await Promise.all(Array.from({ length: 20 }, (_, i) => pets.create({ name: `Pet ${i}`, categoryId: 1, status: 'available' })));
      const seen = await visible(events);
      expect(seen).toHaveLength(20);
      expect(new Set(seen.map((event) => event.sequence)).size).toBe(20);
      expect(new Set(seen.map((event) => (event.data as { id: number }).id)).size).toBe(20);
    });
  });
}
