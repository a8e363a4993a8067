import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { deliveryExpiresAt, WriteTagTakenError, type Delivery, type WebhookEndpoint, type WebhookStore } from '../../core/index.js';
import type { FakeClock } from '../support/fake-clock.js';
import type { ContractHarness } from './harness.js';

/** The harness's clock starts here (FakeClock's default). */
const T0 = Date.UTC(2026, 10, 21, 12);
/** The endpoint limit the tests pass where they do not test it. */
const LIMIT = 16;
/** The retention the stores of the harness are built with (EVENT_RETENTION_DAYS' default). */
const RETENTION_MS = 30 * 86_400_000;

/**
 * How the webhook store's contract gets its stores: `create` as every contract; `instances` two stores
 * over one backend, as two service instances see it (in memory, one process: the same store twice);
 * `clock` the clock the stores read (the retention); `expire` runs the backend's own expiry at `now`
 * when it has one (MongoDB's TTL monitor), an in-memory store expiring as it is used.
 */
export interface WebhookStoreHarness extends ContractHarness<WebhookStore> {
  readonly clock: FakeClock;
  readonly instances: () => Promise<[WebhookStore, WebhookStore]>;
  readonly expire?: (now: number) => Promise<void>;
}

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

/**
 * Behaviour every WebhookStore adapter must share: endpoints and their limit, deliveries, the due
 * queries, claims by lease across instances, the retention.
 */
export function describeWebhookStoreContract(adapter: string, harness: WebhookStoreHarness): void {
  describe.skipIf(Boolean(harness.skip))(`WebhookStore contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());
    afterEach(() => harness.clock.set(T0));

    it('stores, finds, lists (by id, in creation order) and removes endpoints', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_2'), LIMIT);
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      await store.addEndpoint(anEndpoint('we_3'), LIMIT);
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
        await store.addEndpoint(anEndpoint(id, T0, owner), LIMIT);
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
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
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
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      await store.addEndpoint(anEndpoint('we_2'), LIMIT);
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
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      await store.addDeliveries([aDelivery('we_1', 1), aDelivery('we_1', 2), aDelivery('we_1', 3)]);
      await store.addDeliveries([aDelivery('we_1', 2, { type: 'order.placed' })]);
      expect((await store.listDeliveries('we_1', { limit: 10 })).map((delivery) => [delivery.sequence, delivery.type])).toEqual([
        [3, 'pet.created'],
        [2, 'pet.created'],
        [1, 'pet.created'],
      ]);
      expect((await store.listDeliveries('we_1', { before: { sequence: 3, id: '' }, limit: 1 })).map((delivery) => delivery.sequence)).toEqual([2]);
      expect(await store.findDelivery('we_1', aDelivery('we_1', 1).id)).toEqual(aDelivery('we_1', 1));
      expect(await store.findDelivery('we_2', aDelivery('we_1', 1).id)).toBeNull();
    });

    it('claims due deliveries once each, even concurrently; a claim holds until its lease ends', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
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
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
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
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      await store.addDeliveries([aDelivery('we_1', 1, { status: 'failed', failures: 7 }), aDelivery('we_1', 2)]);
      expect(await store.requeue('we_1', aDelivery('we_1', 1).id, T0 + 100)).toMatchObject({ status: 'pending', nextAttemptAt: T0 + 100 });
      expect(await store.claimDue('we_1', T0 + 100, T0 + 1_000, 1)).toHaveLength(1);
      const [held] = await store.claimDue('we_1', T0 + 100, T0 + 1_000, 1);
      expect(await store.requeue('we_1', held!.delivery.id, T0 + 200)).toMatchObject({ nextAttemptAt: T0 + 1_000 });
      expect(await store.requeue('we_1', 'dlv_none', T0)).toBeNull();
    });

    it('remembers where a manual retry returns to if it fails: a scheduled or given-up delivery, not one due or held already', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      const scheduled = aDelivery('we_1', 1, { failures: 2, nextAttemptAt: T0 + 60_000 });
      await store.addDeliveries([scheduled, aDelivery('we_1', 2, { status: 'failed', failures: 6 }), aDelivery('we_1', 3)]);
      expect(await store.requeue('we_1', scheduled.id, T0 + 100)).toMatchObject({
        status: 'pending',
        failures: 2,
        nextAttemptAt: T0 + 100,
        manual: { status: 'pending', nextAttemptAt: T0 + 60_000 },
      });
      // Due already (the manual retry itself, or a scheduled attempt): nothing changes.
      expect(await store.requeue('we_1', scheduled.id, T0 + 200)).toMatchObject({ nextAttemptAt: T0 + 100, manual: { nextAttemptAt: T0 + 60_000 } });
      expect(await store.requeue('we_1', aDelivery('we_1', 3).id, T0 + 200)).not.toHaveProperty('manual');
      expect(await store.requeue('we_1', aDelivery('we_1', 2).id, T0 + 300)).toMatchObject({ manual: { status: 'failed' } });
      // The outcome of the attempt clears it.
      const claims = await store.claimDue('we_1', T0 + 300, T0 + 10_000, 10);
      const claim = claims.find((claimed) => claimed.delivery.id === scheduled.id)!;
      expect(claim.delivery.manual).toEqual({ status: 'pending', nextAttemptAt: T0 + 60_000 });
      await store.finishAttempt(claim, { status: 'pending', attempts: [{ at: T0 + 300, status: 500 }], failures: 2, nextAttemptAt: T0 + 60_000 });
      expect(await store.findDelivery('we_1', scheduled.id)).toEqual({ ...scheduled, attempts: [{ at: T0 + 300, status: 500 }] });
      // Ended by a failure of every pending delivery, whose claims are over, it holds no manual mark either.
      expect(await store.failPending('we_1', 'endpoint_disabled', T0 + 20_000)).toBe(3);
      expect(await store.findDelivery('we_1', aDelivery('we_1', 2).id)).not.toHaveProperty('manual');
    });

    it('queues deliveries again: adds the missing, makes failed ones pending with a fresh count, leaves the others', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      const failed = aDelivery('we_1', 1, { status: 'failed', failures: 6, nextAttemptAt: T0 + 9 });
      const delivered = aDelivery('we_1', 2, { status: 'delivered', attempts: [{ at: T0 + 5, status: 200 }] });
      await store.addDeliveries([failed, delivered]);
      const queued = await store.queueAgain([aDelivery('we_1', 1), aDelivery('we_1', 2), aDelivery('we_1', 3)], T0 + 1_000);
      expect(queued).toBe(2);
      expect(await store.findDelivery('we_1', failed.id)).toEqual({ ...failed, status: 'pending', failures: 0, nextAttemptAt: T0 + 1_000 });
      expect(await store.findDelivery('we_1', delivered.id)).toEqual(delivered);
      expect(await store.findDelivery('we_1', aDelivery('we_1', 3).id)).toEqual(aDelivery('we_1', 3));
      expect(await store.nextDue()).toBe(T0 + 3);
      // Once each: queued again at once, they are pending, not added twice.
      expect(await store.queueAgain([aDelivery('we_1', 1), aDelivery('we_1', 3)], T0 + 2_000)).toBe(0);
    });

    it('lists deliveries by status, and a ping among those of its sequence, newest first, paged by sequence and id', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      const ping = aDelivery('we_1', 2, { id: 'ping_000000001abc', type: 'ping', status: 'failed' });
      await store.addDeliveries([
        aDelivery('we_1', 1, { status: 'failed' }),
        aDelivery('we_1', 2, { status: 'delivered' }),
        ping,
        aDelivery('we_1', 3),
      ]);
      const list = async (query: Parameters<WebhookStore['listDeliveries']>[1]) => (await store.listDeliveries('we_1', query)).map((d) => d.id);
      expect(await list({ limit: 10 })).toEqual([aDelivery('we_1', 3).id, ping.id, aDelivery('we_1', 2).id, aDelivery('we_1', 1).id]);
      expect(await list({ before: { sequence: 2, id: ping.id }, limit: 10 })).toEqual([aDelivery('we_1', 2).id, aDelivery('we_1', 1).id]);
      expect(await list({ statuses: ['failed'], limit: 10 })).toEqual([ping.id, aDelivery('we_1', 1).id]);
      expect(await list({ statuses: ['failed', 'pending'], before: { sequence: 2, id: ping.id }, limit: 10 })).toEqual([aDelivery('we_1', 1).id]);
      expect(await list({ statuses: ['delivered'], limit: 1 })).toEqual([aDelivery('we_1', 2).id]);
    });

    it('keeps secrets, tags and the ping mark across a key’s changes; rotates a secret only from the one read', async () => {
      const store = await harness.create();
      await store.addEndpoint({ ...anEndpoint('we_1'), description: 'Back office', writeTag: 'tag-1' }, LIMIT);
      await expect(store.addEndpoint({ ...anEndpoint('we_2'), writeTag: 'tag-1' }, LIMIT)).rejects.toThrow(WriteTagTakenError);
      expect(await store.findEndpointByWriteTag('shop-a', 'tag-1')).toMatchObject({ id: 'we_1', description: 'Back office' });
      expect(await store.findEndpointByWriteTag('shop-b', 'tag-1')).toBeNull();
      const secret = anEndpoint('we_1').secret;
      const rotation = {
        secret: 'whsec_bmV3IHNlY3JldCBuZXcgc2VjcmV0IG5ldw==',
        previousSecret: { secret, expiresAt: T0 + 1_000 },
        rotationTag: 'r-1',
      };
      expect(await store.rotateSecret('we_1', 'whsec_other', rotation)).toBe(false);
      expect(await store.rotateSecret('we_1', secret, rotation)).toBe(true);
      expect(await store.claimPing('we_1', T0, 10_000)).toBeNull();
      // A key's change writes neither the secrets nor the marks, whatever the endpoint it carries says.
      const { description: _removed, ...changed } = { ...anEndpoint('we_1'), url: 'https://shop.example/new', events: ['*' as const] };
      expect(await store.replaceEndpoint(changed)).toBe(true);
      expect(await store.findEndpoint('we_1')).toEqual({ ...changed, ...rotation, writeTag: 'tag-1', lastPingAt: T0 });
      // A second rotation replaces the previous secret; without an overlap there is none.
      expect(await store.rotateSecret('we_1', rotation.secret, { secret: 'whsec_dGhpcmQ=' })).toBe(true);
      const after = await store.findEndpoint('we_1');
      expect(after).toMatchObject({ secret: 'whsec_dGhpcmQ=' });
      expect(after).not.toHaveProperty('previousSecret');
      expect(after).not.toHaveProperty('rotationTag');
      expect(await store.rotateSecret('we_9', secret, rotation)).toBe(false);
    });

    it('grants one ping per interval, also to racing instances, and says when the next one is allowed', async () => {
      const [a, b] = await harness.instances();
      await a.addEndpoint(anEndpoint('we_1'), LIMIT);
      const racing = await Promise.all([a.claimPing('we_1', T0, 10_000), b.claimPing('we_1', T0, 10_000)]);
      expect(racing.filter((next) => next === null)).toHaveLength(1);
      expect(racing.filter((next) => next !== null)).toEqual([T0 + 10_000]);
      expect(await a.claimPing('we_1', T0 + 9_999, 10_000)).toBe(T0 + 10_000);
      expect(await b.claimPing('we_1', T0 + 10_000, 10_000)).toBeNull();
      expect(await a.claimPing('we_9', T0, 10_000)).toBeNull();
    });

    it('tells when the oldest pending event was created, and keeps the fan-out position moving forward only', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      expect(await store.oldestPending()).toBeNull();
      await store.addDeliveries([aDelivery('we_1', 5), aDelivery('we_1', 3, { status: 'delivered' }), aDelivery('we_1', 4)]);
      expect(await store.oldestPending()).toBe(T0 + 4);
      // A removed endpoint's deliveries wait for nothing any more.
      await store.addEndpoint(anEndpoint('we_2'), LIMIT);
      await store.addDeliveries([aDelivery('we_2', 1)]);
      expect(await store.oldestPending()).toBe(T0 + 1);
      await store.removeEndpoint('we_2');
      expect(await store.oldestPending()).toBe(T0 + 4);
      expect(await store.fanOutPosition()).toBe(0);
      await store.advanceFanOut(7);
      await store.advanceFanOut(4);
      expect(await store.fanOutPosition()).toBe(7);
    });

    it('finds the next due delivery and the endpoints with one due, the longest waiting first, passing over those excluded', async () => {
      const store = await harness.create();
      expect(await store.nextDue()).toBeNull();
      await store.addEndpoint(anEndpoint('we_1', T0, 'shop-a'), LIMIT);
      await store.addEndpoint(anEndpoint('we_2', T0, 'shop-a'), LIMIT);
      await store.addEndpoint(anEndpoint('we_3', T0, 'shop-b'), LIMIT);
      await store.addEndpoint(anEndpoint('we_4', T0, 'shop-c'), LIMIT);
      expect(await store.nextDue()).toBeNull();
      await store.addDeliveries([
        aDelivery('we_1', 1, { nextAttemptAt: T0 + 300 }),
        aDelivery('we_2', 2, { nextAttemptAt: T0 + 100 }),
        aDelivery('we_3', 3, { nextAttemptAt: T0 + 200 }),
        aDelivery('we_3', 4, { nextAttemptAt: T0 + 5_000 }),
        aDelivery('we_4', 5, { status: 'delivered', nextAttemptAt: T0 }),
      ]);
      const ids = (endpoints: WebhookEndpoint[]) => endpoints.map((endpoint) => endpoint.id);
      expect(await store.nextDue()).toBe(T0 + 100);
      expect(ids(await store.dueEndpoints(T0 + 250, 10))).toEqual(['we_2', 'we_3']);
      expect(ids(await store.dueEndpoints(T0 + 1_000, 2))).toEqual(['we_2', 'we_3']);
      expect(ids(await store.dueEndpoints(T0 + 99, 10))).toEqual([]);
      expect(await store.dueEndpoints(T0 + 1_000, 10)).toEqual([anEndpoint('we_2'), anEndpoint('we_3', T0, 'shop-b'), anEndpoint('we_1')]);
      // An instance whose bounds are reached asks past those endpoints and owners.
      expect(await store.nextDue({ endpoints: ['we_2'], owners: [] })).toBe(T0 + 200);
      expect(await store.nextDue({ endpoints: [], owners: ['shop-a'] })).toBe(T0 + 200);
      expect(await store.nextDue({ endpoints: ['we_3'], owners: ['shop-a'] })).toBeNull();
      expect(ids(await store.dueEndpoints(T0 + 1_000, 10, { endpoints: ['we_3'], owners: [] }))).toEqual(['we_2', 'we_1']);
      expect(ids(await store.dueEndpoints(T0 + 1_000, 10, { endpoints: [], owners: ['shop-a'] }))).toEqual(['we_3']);

      // A claim moves what it took to the lease's end; what is left of the endpoint is due as before.
      expect(await store.claimDue('we_3', T0 + 1_000, T0 + 60_000, 5)).toHaveLength(1);
      expect(await store.nextDue({ endpoints: ['we_2', 'we_1'], owners: [] })).toBe(T0 + 5_000);
      expect(ids(await store.dueEndpoints(T0 + 1_000, 10))).toEqual(['we_2', 'we_1']);
      // A retry scheduled sooner than the lease's end, a manual retry, and a failure move it too.
      const [claim] = await store.claimDue('we_2', T0 + 1_000, T0 + 60_000, 1);
      expect(await store.nextDue()).toBe(T0 + 300);
      await store.finishAttempt(claim!, { status: 'pending', attempts: [{ at: T0 + 1_000, status: 500 }], failures: 1, nextAttemptAt: T0 + 6_000 });
      expect(await store.nextDue({ endpoints: ['we_1', 'we_3'], owners: [] })).toBe(T0 + 6_000);
      await store.requeue('we_3', aDelivery('we_3', 4).id, T0 + 2_000);
      expect(ids(await store.dueEndpoints(T0 + 2_000, 10))).toEqual(['we_1', 'we_3']);
      expect(await store.failPending('we_1', 'key_inactive', T0 + 2_000)).toBe(1);
      expect(ids(await store.dueEndpoints(T0 + 2_000, 10))).toEqual(['we_3']);
      // Delivered, nothing is due of it; a removed endpoint is due no more.
      const [last] = await store.claimDue('we_3', T0 + 2_000, T0 + 60_000, 1);
      await store.finishAttempt(last!, { status: 'delivered', attempts: [{ at: T0 + 2_000, status: 204 }], failures: 0, nextAttemptAt: T0 + 2_000 });
      expect(await store.nextDue()).toBe(T0 + 6_000);
      await store.removeEndpoint('we_2');
      expect(await store.nextDue()).toBe(T0 + 60_000); // we_3's first claim, whose holder may have stopped
      expect(ids(await store.dueEndpoints(T0 + 60_000, 10))).toEqual(['we_3']);
    });

    it('shares deliveries between two instances by lease: each due delivery to one, the other takes over after the lease', async () => {
      const [a, b] = await harness.instances();
      await a.addEndpoint(anEndpoint('we_1'), LIMIT);
      await b.addDeliveries(Array.from({ length: 6 }, (_, i) => aDelivery('we_1', i + 1)));
      // What one instance added, the other sees due.
      expect(await a.nextDue()).toBe(T0 + 1);
      expect((await a.dueEndpoints(T0 + 10, 10)).map((endpoint) => endpoint.id)).toEqual(['we_1']);
      const now = T0 + 10;
      const [fromA, fromB] = await Promise.all([a.claimDue('we_1', now, now + 30_000, 6), b.claimDue('we_1', now, now + 30_000, 6)]);
      const claimed = [...fromA, ...fromB].map((claim) => claim.delivery.sequence).sort((x, y) => x - y);
      expect(claimed).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await a.dueEndpoints(now, 10)).toEqual([]);
      expect(await b.nextDue()).toBe(now + 30_000);
      // The instance that held one stops; after its lease the other takes it over, and the late outcome writes nothing.
      const [taken] = await b.claimDue('we_1', now + 30_000, now + 60_000, 1);
      expect(taken).toBeDefined();
      const stale = [...fromA, ...fromB].find((claim) => claim.delivery.id === taken!.delivery.id)!;
      const outcome = { status: 'delivered' as const, attempts: [{ at: now, status: 204 }], failures: 0, nextAttemptAt: now };
      expect(await a.finishAttempt(stale, outcome)).toBe(false);
      expect(await b.finishAttempt(taken!, outcome)).toBe(true);
      expect(await a.findDelivery('we_1', taken!.delivery.id)).toMatchObject({ status: 'delivered' });
    });

    it('holds an owner to its endpoint limit under concurrency, disabled endpoints counted, on two instances at once', async () => {
      const [a, b] = await harness.instances();
      const added = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).addEndpoint(anEndpoint(`we_${String(i).padStart(2, '0')}`, T0, 'shop-a'), 5)),
      );
      expect(added.filter(Boolean)).toHaveLength(5);
      expect(await a.listEndpoints({ owner: 'shop-a', limit: 20 })).toHaveLength(5);
      // Another owner is not held to shop-a's count.
      expect(await b.addEndpoint(anEndpoint('we_other', T0, 'shop-b'), 5)).toBe(true);
      // A disabled endpoint still counts; a removed one frees its place, for one of the creations racing for it.
      const [first] = await a.listEndpoints({ owner: 'shop-a', limit: 1 });
      expect(await a.replaceEndpoint({ ...first!, disabledAt: T0, disabledFor: 'manual' })).toBe(true);
      expect(await b.addEndpoint(anEndpoint('we_20', T0, 'shop-a'), 5)).toBe(false);
      const [second] = await b.listEndpoints({ owner: 'shop-a', afterId: first!.id, limit: 1 });
      expect(await a.removeEndpoint(second!.id)).toBe(true);
      const raced = await Promise.all([a.addEndpoint(anEndpoint('we_21', T0, 'shop-a'), 5), b.addEndpoint(anEndpoint('we_22', T0, 'shop-a'), 5)]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await b.listEndpoints({ owner: 'shop-a', limit: 20 })).toHaveLength(5);
      // A limit lowered below what an owner holds: nothing more until it holds fewer.
      expect(await a.addEndpoint(anEndpoint('we_23', T0, 'shop-a'), 3)).toBe(false);
    });

    it('keeps the last success a dispatcher recorded across a key’s changes, and disables for failing only when nothing succeeded since', async () => {
      const store = await harness.create();
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      await store.recordSuccess('we_1', T0 + 1_000);
      await store.recordSuccess('we_1', T0 + 500); // never back
      expect(await store.findEndpoint('we_1')).toMatchObject({ lastSuccessAt: T0 + 1_000 });
      await store.replaceEndpoint({ ...anEndpoint('we_1'), enabledAt: T0 + 200 });
      expect(await store.findEndpoint('we_1')).toEqual({ ...anEndpoint('we_1'), enabledAt: T0 + 200, lastSuccessAt: T0 + 1_000 });
      // Failing since before the last success: not disabled.
      expect(await store.disableFailing('we_1', T0 + 9_000, T0 + 999)).toBe(false);
      expect(await store.disableFailing('we_1', T0 + 9_000, T0 + 1_000)).toBe(true);
      expect(await store.findEndpoint('we_1')).toMatchObject({ disabledAt: T0 + 9_000, disabledFor: 'failing' });
      expect(await store.disableFailing('we_1', T0 + 9_500, T0 + 2_000)).toBe(false); // disabled already: told once
      // Enabled again by a key: failing counts from then.
      await store.replaceEndpoint({ ...anEndpoint('we_1'), enabledAt: T0 + 10_000 });
      expect(await store.disableFailing('we_1', T0 + 11_000, T0 + 9_999)).toBe(false);
      expect(await store.disableFailing('we_1', T0 + 11_000, T0 + 10_000)).toBe(true);
      expect(await store.disableFailing('we_9', T0, T0)).toBe(false);
    });

    it('keeps deliveries as long as their events and two days more, then drops them', async () => {
      const store = await harness.create();
      const now = harness.clock.now();
      await store.addEndpoint(anEndpoint('we_1'), LIMIT);
      // Events created 33, 31 and 1 days ago, under a retention of 30 days.
      const old = aDelivery('we_1', 1, { eventCreatedAt: now - 33 * 86_400_000, nextAttemptAt: now - 33 * 86_400_000 });
      const older = aDelivery('we_1', 2, { eventCreatedAt: now - 31 * 86_400_000, status: 'delivered' });
      const recent = aDelivery('we_1', 3, { eventCreatedAt: now - 86_400_000 });
      await store.addDeliveries([old, older, recent]);
      expect(deliveryExpiresAt(old.eventCreatedAt, RETENTION_MS)).toBeLessThan(now);
      await harness.expire?.(now);
      expect((await store.listDeliveries('we_1', { limit: 10 })).map((delivery) => delivery.sequence)).toEqual([3, 2]);
      expect(await store.findDelivery('we_1', old.id)).toBeNull();
      harness.clock.advance(86_400_000 + 1);
      await harness.expire?.(harness.clock.now());
      expect((await store.listDeliveries('we_1', { limit: 10 })).map((delivery) => delivery.sequence)).toEqual([3]);
      expect(await store.oldestPending()).toBe(recent.eventCreatedAt);
      harness.clock.advance(31 * 86_400_000);
      await harness.expire?.(harness.clock.now());
      expect(await store.listDeliveries('we_1', { limit: 10 })).toEqual([]);
      expect(await store.oldestPending()).toBeNull();
      const mark = await store.nextDue(); // a mark may stay early; a claim settles it
      expect(mark === null || mark <= recent.nextAttemptAt).toBe(true);
      expect(await store.claimDue('we_1', harness.clock.now(), harness.clock.now() + 1_000, 10)).toEqual([]);
      expect(await store.nextDue()).toBeNull();
    });
  });
}
