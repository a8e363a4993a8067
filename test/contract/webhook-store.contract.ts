import { afterAll, describe, expect, it } from 'vitest';
import type { Delivery, WebhookEndpoint, WebhookStore } from '../../core/index.js';
import type { ContractHarness } from './harness.js';

const T0 = Date.UTC(2026, 10, 21, 12);

function anEndpoint(id: string, createdAt = T0, owner = 'shop-a', actsFor = 'key-1'): WebhookEndpoint {
  return {
    id,
    url: 'https://shop.example/hooks',
    events: ['pet.created', 'order.placed'],
    secret: 'whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQgc2VjcmV0',
    createdAt,
    owner,
    actsFor,
  };
}

function aDelivery(endpointId: string, sequence: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: `dlv_${sequence}_${endpointId}`,
    endpointId,
    sequence,
    type: 'pet.created',
    status: 'pending',
    attempts: [],
    failures: 0,
    eventCreatedAt: T0 + sequence,
    nextAttemptAt: T0 + sequence,
    ...overrides,
  };
}

/** Behaviour every WebhookStore adapter must share: endpoints, deliveries, claims by lease. */
export function describeWebhookStoreContract(adapter: string, harness: ContractHarness<WebhookStore>): void {
  describe.skipIf(Boolean(harness.skip))(`WebhookStore contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('stores, finds, lists (by id, in creation order) and removes endpoints', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_2'));
      await store.addEndpoint(anEndpoint('we_1'));
      await store.addEndpoint(anEndpoint('we_3'));
      expect(await store.findEndpoint('we_1')).toEqual(anEndpoint('we_1'));
      expect((await store.listEndpoints({ limit: 2 })).map((endpoint) => endpoint.id)).toEqual(['we_1', 'we_2']);
      expect((await store.listEndpoints({ afterId: 'we_2', limit: 5 })).map((endpoint) => endpoint.id)).toEqual(['we_3']);
      expect(await store.removeEndpoint('we_2')).toBe(true);
      expect(await store.removeEndpoint('we_2')).toBe(false);
      expect(await store.findEndpoint('we_2')).toBeNull();
    });

    it("lists one owner's endpoints in creation order, paged", async () => {
      const store = await harness.create();
      for (const [id, owner] of [
        ['we_1', 'shop-a'],
        ['we_2', 'shop-b'],
        ['we_3', 'shop-a'],
        ['we_4', 'shop-a'],
      ] as const) {
        await store.addEndpoint(anEndpoint(id, T0, owner));
      }
      const ids = async (query: Parameters<WebhookStore['listEndpoints']>[0]) => (await store.listEndpoints(query)).map((endpoint) => endpoint.id);
      expect(await ids({ owner: 'shop-a', limit: 2 })).toEqual(['we_1', 'we_3']);
      expect(await ids({ owner: 'shop-a', afterId: 'we_3', limit: 2 })).toEqual(['we_4']);
      expect(await ids({ owner: 'shop-b', limit: 10 })).toEqual(['we_2']);
      expect(await ids({ owner: 'shop-c', limit: 10 })).toEqual([]);
      expect(await ids({ limit: 10 })).toEqual(['we_1', 'we_2', 'we_3', 'we_4']);
    });

    it('replaces what a key changed: the lineage it acts for, disabled or enabled', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'));
      const adopted = { ...anEndpoint('we_1', T0, 'shop-a', 'key-2'), disabledAt: T0 + 5 };
      expect(await store.replaceEndpoint(adopted)).toBe(true);
      expect(await store.findEndpoint('we_1')).toEqual(adopted);
      expect(await store.replaceEndpoint(anEndpoint('we_1', T0, 'shop-a', 'key-2'))).toBe(true);
      expect(await store.findEndpoint('we_1')).toEqual(anEndpoint('we_1', T0, 'shop-a', 'key-2'));
      expect(await store.replaceEndpoint(anEndpoint('we_9'))).toBe(false);
      expect(await store.findEndpoint('we_9')).toBeNull();
    });

    it("fails an endpoint's pending deliveries, recording why, except one an attempt holds", async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'));
      await store.addEndpoint(anEndpoint('we_2'));
      await store.addDeliveries([
        aDelivery('we_1', 1),
        aDelivery('we_1', 2, { nextAttemptAt: T0 + 60_000 }),
        aDelivery('we_1', 3, { status: 'delivered' }),
        aDelivery('we_1', 4),
        aDelivery('we_2', 5),
      ]);
      const [held] = await store.claimDue('we_1', T0 + 1, T0 + 30_000, 1);
      expect(await store.failPending('we_1', 'key_inactive', T0 + 10)).toBe(2);
      const statuses = (await store.listDeliveries('we_1', { limit: 10 })).map((delivery) => [delivery.sequence, delivery.status]);
      expect(statuses).toEqual([
        [4, 'failed'],
        [3, 'delivered'],
        [2, 'failed'],
        [1, 'pending'],
      ]);
      expect((await store.findDelivery('we_1', aDelivery('we_1', 4).id))!.attempts).toEqual([{ at: T0 + 10, error: 'key_inactive' }]);
      expect(held!.delivery.sequence).toBe(1);
      expect(await store.findDelivery('we_2', aDelivery('we_2', 5).id)).toMatchObject({ status: 'pending' });
      expect(await store.oldestPending()).toBe(T0 + 1);
      // The held attempt may finish; once its lease is over it is failed too.
      expect(await store.failPending('we_1', 'key_inactive', T0 + 30_000)).toBe(1);
      expect(await store.failPending('we_1', 'key_inactive', T0 + 30_000)).toBe(0);
    });

    it('adds deliveries once (fan-out is idempotent) and lists them newest first', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'));
      await store.addDeliveries([aDelivery('we_1', 1), aDelivery('we_1', 2), aDelivery('we_1', 3)]);
      await store.addDeliveries([aDelivery('we_1', 2, { type: 'order.placed' })]);
      expect((await store.listDeliveries('we_1', { limit: 10 })).map((delivery) => [delivery.sequence, delivery.type])).toEqual([
        [3, 'pet.created'],
        [2, 'pet.created'],
        [1, 'pet.created'],
      ]);
      expect((await store.listDeliveries('we_1', { beforeSequence: 3, limit: 1 })).map((delivery) => delivery.sequence)).toEqual([2]);
      expect(await store.findDelivery('we_1', aDelivery('we_1', 1).id)).toEqual(aDelivery('we_1', 1));
      expect(await store.findDelivery('we_2', aDelivery('we_1', 1).id)).toBeNull();
    });

    it('claims due deliveries once each, even concurrently; a claim holds until its lease ends', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'));
      await store.addDeliveries(Array.from({ length: 10 }, (_, i) => aDelivery('we_1', i + 1)));
      await store.addDeliveries([aDelivery('we_1', 11, { nextAttemptAt: T0 + 60_000 })]);
      const now = T0 + 1_000;
      const [a, b] = await Promise.all([store.claimDue('we_1', now, now + 30_000, 10), store.claimDue('we_1', now, now + 30_000, 10)]);
      const claimed = [...a, ...b].map((claim) => claim.delivery.sequence).sort((x, y) => x - y);
      expect(claimed).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await store.claimDue('we_1', now + 29_000, now + 60_000, 10)).toEqual([]);
      // The lease ends: whoever held them is presumed dead, and they are due again.
      expect(await store.claimDue('we_1', now + 30_000, now + 60_000, 3)).toHaveLength(3);
    });

    it('writes an outcome only under the claim that holds the delivery', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'));
      await store.addDeliveries([aDelivery('we_1', 1)]);
      const [stale] = await store.claimDue('we_1', T0 + 10, T0 + 20, 1);
      const [current] = await store.claimDue('we_1', T0 + 20, T0 + 50, 1); // after the first lease
      const outcome = { status: 'delivered' as const, attempts: [{ at: T0 + 30, status: 200 }], failures: 0, nextAttemptAt: T0 + 30 };
      expect(await store.finishAttempt(stale!, { ...outcome, attempts: [{ at: T0 + 40, status: 500 }] })).toBe(false);
      expect(await store.finishAttempt(current!, outcome)).toBe(true);
      expect(await store.findDelivery('we_1', aDelivery('we_1', 1).id)).toMatchObject({
        status: 'delivered',
        attempts: [{ at: T0 + 30, status: 200 }],
      });
    });

    it('requeues a delivery for one more attempt now, unless an attempt holds it', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'));
      await store.addDeliveries([aDelivery('we_1', 1, { status: 'failed', failures: 7 }), aDelivery('we_1', 2)]);
      expect(await store.requeue('we_1', aDelivery('we_1', 1).id, T0 + 100)).toMatchObject({ status: 'pending', nextAttemptAt: T0 + 100 });
      expect(await store.claimDue('we_1', T0 + 100, T0 + 1_000, 1)).toHaveLength(1);
      const [held] = await store.claimDue('we_1', T0 + 100, T0 + 1_000, 1);
      expect(await store.requeue('we_1', held!.delivery.id, T0 + 200)).toMatchObject({ nextAttemptAt: T0 + 1_000 });
      expect(await store.requeue('we_1', 'dlv_none', T0)).toBeNull();
    });

    it('tells when the oldest pending event was created, and keeps the fan-out position moving forward only', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'));
      expect(await store.oldestPending()).toBeNull();
      await store.addDeliveries([aDelivery('we_1', 5), aDelivery('we_1', 3, { status: 'delivered' }), aDelivery('we_1', 4)]);
      expect(await store.oldestPending()).toBe(T0 + 4);
      // A removed endpoint's deliveries wait for nothing any more.
      await store.addEndpoint(anEndpoint('we_2'));
      await store.addDeliveries([aDelivery('we_2', 1)]);
      expect(await store.oldestPending()).toBe(T0 + 1);
      await store.removeEndpoint('we_2');
      expect(await store.oldestPending()).toBe(T0 + 4);
      expect(await store.fanOutPosition()).toBe(0);
      await store.advanceFanOut(7);
      await store.advanceFanOut(4);
      expect(await store.fanOutPosition()).toBe(7);
    });
  });
}
