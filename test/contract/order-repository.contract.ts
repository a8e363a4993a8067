import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_VERSION, StoreUnavailableError, WriteTagTakenError, type OrderRecord, type OrderRepository } from '../../core/index.js';
import { failuresOf, type ContractHarness } from './harness.js';

/** An uncommitted order record as placeOrder first writes it. */
function aRecord(id: number, overrides: Partial<OrderRecord['order']> = {}): OrderRecord {
  return {
    order: { id, petId: 1, owner: 'owner-a', status: 'placed', placedAt: 1_000, updatedAt: 1_000, ...overrides },
    version: FIRST_VERSION,
    committed: false,
  };
}

/** A write tag no other test uses (adapters whose `create` shares storage stay independent). */
const aWriteTag = () => `tag-${crypto.randomUUID()}`;

/** Behaviour every OrderRepository adapter must share; run once per adapter. */
export function describeOrderRepositoryContract(adapter: string, harness: ContractHarness<OrderRepository>): void {
  describe.skipIf(Boolean(harness.skip))(`OrderRepository contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    async function committed(orders: OrderRepository, record: OrderRecord): Promise<OrderRecord> {
      await orders.insert(record);
      return (await orders.replace(record.order.id, record.version, { ...record.order, committed: true }))!;
    }

    it('hands out positive, strictly increasing, distinct ids, also concurrently', async () => {
      const orders = await harness.create();
      const ids = await Promise.all(Array.from({ length: 30 }, () => orders.nextId()));
      expect(new Set(ids).size).toBe(30);
      expect(Math.min(...ids)).toBeGreaterThan(0);
      expect(await orders.nextId()).toBeGreaterThan(Math.max(...ids));
    });

    it('stores an order with its write tag and finds it by id and by tag', async () => {
      const orders = await harness.create();
      const tag = aWriteTag();
      const record = aRecord(await orders.nextId());
      await orders.insert(record, tag);
      expect(await orders.findById(record.order.id)).toEqual(record);
      expect(await orders.findByWriteTag(tag)).toEqual(record);
      expect(await orders.findByWriteTag(aWriteTag())).toBeNull();
      expect(await orders.findById(record.order.id + 100)).toBeNull();
    });

    it('refuses a second order with a write tag another order carries, also when both race; orders without one never collide', async () => {
      const orders = await harness.create();
      const tag = aWriteTag();
      const outcomes = await Promise.allSettled([1, 2, 3, 4].map(async () => orders.insert(aRecord(await orders.nextId()), tag)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WriteTagTakenError);
      await orders.insert(aRecord(await orders.nextId()));
      await orders.insert(aRecord(await orders.nextId()));
    });

    it('replaces an order only at its version, keeping its write tag; one of concurrent replaces wins', async () => {
      const orders = await harness.create();
      const tag = aWriteTag();
      const record = aRecord(await orders.nextId());
      await orders.insert(record, tag);
      const change = { status: 'approved' as const, updatedAt: 2_000, committed: true };
      const outcomes = await Promise.all([0, 1, 2].map(() => orders.replace(record.order.id, FIRST_VERSION, change)));
      expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
      const expected = { order: { ...record.order, status: 'approved', updatedAt: 2_000 }, version: FIRST_VERSION + 1, committed: true };
      expect(await orders.findById(record.order.id)).toEqual(expected);
      expect(await orders.findByWriteTag(tag)).toEqual(expected);
    });

    it('removes an order only at its version, which frees its write tag', async () => {
      const orders = await harness.create();
      const tag = aWriteTag();
      const record = aRecord(await orders.nextId());
      await orders.insert(record, tag);
      expect(await orders.remove(record.order.id, FIRST_VERSION + 1)).toBe(false);
      expect(await orders.remove(record.order.id, FIRST_VERSION)).toBe(true);
      expect(await orders.findById(record.order.id)).toBeNull();
      expect(await orders.findByWriteTag(tag)).toBeNull();
      const again = aRecord(await orders.nextId());
      await orders.insert(again, tag);
      expect(await orders.findByWriteTag(tag)).toEqual(again);
    });

    it('lists committed orders only, in ascending id, by status and pet, after a position', async () => {
      const orders = await harness.create();
      const made: OrderRecord[] = [];
      const plan = [
        { petId: 1, status: 'placed' },
        { petId: 2, status: 'delivered' },
        { petId: 1, status: 'cancelled' },
        { petId: 3, status: 'placed' },
        { petId: 1, status: 'placed' },
      ] as const;
      for (const { petId, status } of plan) made.push(await committed(orders, aRecord(await orders.nextId(), { petId, status })));
      await orders.insert(aRecord(await orders.nextId(), { petId: 1 }));
      const ids = (list: { id: number }[]) => list.map((o) => o.id);
      const id = (i: number) => made[i]!.order.id;
      expect(ids(await orders.list({ limit: 10 }))).toEqual([0, 1, 2, 3, 4].map(id));
      expect(await orders.list({ limit: 1 })).toEqual([made[0]!.order]);
      expect(ids(await orders.list({ status: 'placed', limit: 10 }))).toEqual([0, 3, 4].map(id));
      expect(ids(await orders.list({ petId: 1, limit: 10 }))).toEqual([0, 2, 4].map(id));
      expect(ids(await orders.list({ petId: 1, status: 'placed', limit: 10 }))).toEqual([0, 4].map(id));
      expect(ids(await orders.list({ petId: 1, afterId: id(0), limit: 1 }))).toEqual([id(2)]);
      expect(ids(await orders.list({ status: 'placed', afterId: id(3), limit: 10 }))).toEqual([id(4)]);
      expect(await orders.list({ petId: 99, limit: 10 })).toEqual([]);
    });

    it("lists one owner's committed orders, with and without a status filter, by pet, after a position; orders of no owner only unfiltered", async () => {
      const orders = await harness.create();
      const plan = [
        { owner: 'a', petId: 1, status: 'placed' },
        { owner: 'b', petId: 1, status: 'placed' },
        { owner: 'a', petId: 2, status: 'delivered' },
        { owner: null, petId: 3, status: 'placed' },
        { owner: 'a', petId: 1, status: 'placed' },
        { owner: 'b', petId: 2, status: 'cancelled' },
      ] as const;
      const made: OrderRecord[] = [];
      for (const fields of plan) made.push(await committed(orders, aRecord(await orders.nextId(), fields)));
      await orders.insert(aRecord(await orders.nextId(), { owner: 'a' }));
      const ids = (list: { id: number }[]) => list.map((o) => o.id);
      const id = (i: number) => made[i]!.order.id;
      expect(ids(await orders.list({ owner: 'a', limit: 10 }))).toEqual([0, 2, 4].map(id));
      expect(ids(await orders.list({ owner: 'a', status: 'placed', limit: 10 }))).toEqual([0, 4].map(id));
      expect(ids(await orders.list({ owner: 'a', status: 'placed', afterId: id(0), limit: 10 }))).toEqual([id(4)]);
      expect(ids(await orders.list({ owner: 'a', limit: 1 }))).toEqual([id(0)]);
      expect(ids(await orders.list({ owner: 'b', petId: 1, limit: 10 }))).toEqual([id(1)]);
      expect(ids(await orders.list({ owner: 'b', petId: 2, status: 'placed', limit: 10 }))).toEqual([]);
      expect(ids(await orders.list({ owner: 'c', limit: 10 }))).toEqual([]);
      expect(await orders.findById(id(3))).toMatchObject({ order: { owner: null } });
      expect(ids(await orders.list({ status: 'placed', limit: 10 }))).toEqual([0, 1, 3, 4].map(id));
    });

    it("finds an owner's open orders, committed or not, and no closed ones nor another owner's", async () => {
      const orders = await harness.create();
      const placed = await committed(orders, aRecord(await orders.nextId(), { owner: 'a' }));
      const approved = await committed(orders, aRecord(await orders.nextId(), { owner: 'a', status: 'approved' }));
      await committed(orders, aRecord(await orders.nextId(), { owner: 'a', status: 'delivered' }));
      await committed(orders, aRecord(await orders.nextId(), { owner: 'a', status: 'cancelled' }));
      await committed(orders, aRecord(await orders.nextId(), { owner: 'b' }));
      const uncommitted = aRecord(await orders.nextId(), { owner: 'a' });
      await orders.insert(uncommitted);
      const open = await orders.openOrdersOf('a', 10);
      expect(open.map((r) => r.order.id)).toEqual([placed.order.id, approved.order.id, uncommitted.order.id]);
      expect(open.find((r) => r.order.id === uncommitted.order.id)).toEqual(uncommitted);
      expect((await orders.openOrdersOf('a', 2)).map((r) => r.order.id)).toEqual([placed.order.id, approved.order.id]);
      expect(await orders.openOrdersOf('nobody', 10)).toEqual([]);
      // Cancelling one makes it closed; removing the uncommitted one takes it away.
      await orders.replace(placed.order.id, placed.version, { status: 'cancelled', updatedAt: 2_000, committed: true });
      await orders.remove(uncommitted.order.id, uncommitted.version);
      expect((await orders.openOrdersOf('a', 10)).map((r) => r.order.id)).toEqual([approved.order.id]);
    });

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects every operation with StoreUnavailableError while its store is unreachable', async () => {
        const orders = await unavailable();
        const failures = await failuresOf([
          () => orders.nextId(),
          () => orders.insert(aRecord(1)),
          () => orders.insert(aRecord(2), 'tag'),
          () => orders.findById(1),
          () => orders.findByWriteTag('tag'),
          () => orders.replace(1, 1, { status: 'approved', updatedAt: 1, committed: true }),
          () => orders.remove(1, 1),
          () => orders.list({ limit: 10 }),
          () => orders.list({ status: 'placed', petId: 3, limit: 10 }),
          () => orders.list({ owner: 'a', status: 'placed', limit: 10 }),
          () => orders.openOrdersOf('a', 10),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED OrderRepository contract (${adapter}): ${harness.skip}`);
}
