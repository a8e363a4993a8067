import { describe, expect, it } from 'vitest';
import { MongoWebhookStore } from '../../adapters/mongodb/mongo-webhook.store.js';
import { FakeMongo } from '../support/fake-mongo.js';

const T0 = Date.UTC(2026, 10, 21, 12);

/** An endpoint as the version before places and due marks stored it. */
function storedEarlier(id: string, owner: string) {
  return {
    _id: id,
    url: 'https://shop.example/hooks',
    events: ['pet.created'],
    secret: 'whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQgc2VjcmV0',
    createdAt: new Date(T0),
    owner,
    actsFor: 'key-1',
  };
}

/** A pending delivery as that version stored it. */
function pendingDelivery(endpointId: string, sequence: number, dueAt: number) {
  return {
    _id: `dlv_${sequence}_${endpointId}`,
    endpointId,
    sequence,
    type: 'pet.created',
    status: 'pending',
    attempts: [],
    failures: 0,
    eventCreatedAt: new Date(T0),
    nextAttemptAt: new Date(dueAt),
    expiresAt: new Date(T0 + 32 * 86_400_000),
  };
}

describe('webhook endpoints stored by the version before places and due marks, on MongoDB', () => {
  it('get their places and due marks at start, once, when two instances start together: what was queued is dispatched, the limit holds', async () => {
    const mongo = new FakeMongo();
    const endpoints = mongo.db().collection('webhook_endpoints');
    // shop-a held more endpoints than the limit before there was one; shop-b one, with deliveries queued.
    for (let i = 0; i < 17; i++) await endpoints.insertOne(storedEarlier(`we_a${String(i).padStart(2, '0')}`, 'shop-a') as never);
    await endpoints.insertOne(storedEarlier('we_b', 'shop-b') as never);
    const deliveries = mongo.db().collection('webhook_deliveries');
    await deliveries.insertOne(pendingDelivery('we_b', 1, T0 + 5_000) as never);
    await deliveries.insertOne(pendingDelivery('we_b', 2, T0 + 1_000) as never);

    const [a, b] = [new MongoWebhookStore(mongo.db()), new MongoWebhookStore(mongo.db())];
    await Promise.all([a.ensureIndexes(), b.ensureIndexes()]);

    const stored = mongo.collection('webhook_endpoints').stored;
    const placesOf = (owner: string) => stored.filter((endpoint) => endpoint.owner === owner).map((endpoint) => endpoint.slot as number);
    expect(placesOf('shop-a').sort((x, y) => x - y)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(placesOf('shop-b')).toEqual([0]);
    // What the earlier version queued is due, and dispatched.
    expect(await a.nextDue()).toBe(T0 + 1_000);
    expect((await b.dueEndpoints(T0 + 1_000, 10)).map((endpoint) => endpoint.id)).toEqual(['we_b']);
    expect(await a.claimDue('we_b', T0 + 1_000, T0 + 60_000, 10)).toHaveLength(1);
    expect(await a.nextDue()).toBe(T0 + 5_000);
    // Over the limit: nothing more until it holds fewer than the limit.
    const another = (id: string) => ({ ...storedEarlier(id, 'shop-a'), id, events: ['pet.created' as const], createdAt: T0 });
    expect(await a.addEndpoint(another('we_a99'), 16)).toBe(false);
    await a.removeEndpoint('we_a03');
    expect(await a.addEndpoint(another('we_a99'), 16)).toBe(false);
    await a.removeEndpoint('we_a07');
    expect(await b.addEndpoint(another('we_a99'), 16)).toBe(true);
    expect((await b.findEndpoint('we_a99'))!.owner).toBe('shop-a');
    // A later start changes nothing.
    const before = mongo.collection('webhook_endpoints').stored;
    await a.ensureIndexes();
    expect(mongo.collection('webhook_endpoints').stored).toEqual(before);
  });
});
