import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scope } from '../../core/index.js';
import { patchJson, postJson, postPet, send, startTestService, type TestService } from '../support/http-harness.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Who sees which events, over the real HTTP service (DESIGN.md "Events and webhooks", "Access"): events
 * follow the read scopes: pet events need `pets:read`; order events need `orders:manage` (every owner's)
 * or `orders:read` (the key's owner's). Webhook endpoints receive what the key they act for may read, and
 * are managed only by keys of its owner that hold every scope of that key.
 */
describe('events and webhooks by owner and scope', () => {
  let service: TestService;
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await service?.close();
    await receiver?.close();
    receiver = undefined;
  });

  const SHOP: Scope[] = ['pets:read', 'pets:write', 'orders:read', 'orders:write', 'events:read', 'webhooks:manage'];
  const issue = async (owner: string, scopes: readonly Scope[]) =>
    (await service.store.manageKeys.issue({ name: owner, plan: 'enterprise', customLimits: { perMinute: 10_000, perDay: 100_000 }, scopes, owner }))
      .secret;

  /** Keys of two shops and a back office; each shop sells one pet, shop B's order is then cancelled. */
  async function aStoreWithTwoShops() {
    service = await startTestService();
    const shopA = await issue('shop-a', SHOP);
    const shopB = await issue('shop-b', SHOP);
    const backOffice = await issue('back-office', ['pets:read', 'orders:manage', 'events:read', 'webhooks:manage']);
    return { shopA, shopB, backOffice };
  }
  async function trade(keys: { shopA: string; shopB: string }) {
    await postPet(service.url, keys.shopA, { name: 'Rex', categoryId: 3 });
    await postPet(service.url, keys.shopB, { name: 'Tom', categoryId: 3 });
    expect((await postJson(service.url, keys.shopA, '/v1/store/orders', { petId: 1 })).status).toBe(201);
    expect((await postJson(service.url, keys.shopB, '/v1/store/orders', { petId: 2 })).status).toBe(201);
    expect((await patchJson(service.url, keys.shopB, '/v1/store/orders/2', { status: 'cancelled' })).status).toBe(200);
  }
  /** `type id` of each event the key lists, all pages followed through their Link. */
  async function listed(key: string, path = '/v1/events?limit=2'): Promise<string[]> {
    const seen: string[] = [];
    let next: string | undefined = path;
    while (next !== undefined) {
      const res = await send(service.url, { path: next, key });
      expect(res.status).toBe(200);
      seen.push(...(res.json as { type: string; data: { id: number } }[]).map((event) => `${event.type} ${event.data.id}`));
      next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    return seen;
  }

  /** Every operation on the endpoint at `path` (and on one of its deliveries) answers `key` the 404 of a missing endpoint. */
  async function expectNoEndpointFor(key: string, path: string, deliveryId: string): Promise<void> {
    for (const [method, at] of [
      ['GET', path],
      ['GET', `${path}/deliveries`],
      ['POST', `${path}/deliveries/${deliveryId}/retry`],
      ['DELETE', path],
    ] as const) {
      const refused = await send(service.url, { method, path: at, key });
      expect(refused.status, `${method} ${at}`).toBe(404);
      expect(refused.json).toMatchObject({ code: 'not_found' });
    }
  }

  const PET_EVENTS = ['pet.created 1', 'pet.created 2', 'pet.updated 1', 'pet.updated 2', 'pet.updated 2'];

  it('listEvents: a shop sees every pet event and its own orders, not the other shop’s; orders:manage sees all', async () => {
    const keys = await aStoreWithTwoShops();
    await trade(keys);

    const everything = await listed(keys.backOffice);
    expect(everything).toEqual([
      'pet.created 1',
      'pet.created 2',
      'pet.updated 1',
      'order.placed 1',
      'pet.updated 2',
      'order.placed 2',
      'order.cancelled 2',
      'pet.updated 2',
    ]);
    expect((await listed(keys.shopA)).sort()).toEqual([...PET_EVENTS, 'order.placed 1'].sort());
    expect((await listed(keys.shopB)).sort()).toEqual([...PET_EVENTS, 'order.placed 2', 'order.cancelled 2'].sort());
    // The type filter narrows what the key may see, never widens it.
    expect(await listed(keys.shopA, '/v1/events?type=order.placed&type=order.cancelled')).toEqual(['order.placed 1']);
    // A second key of the same owner sees the same orders; a shop key holding orders:manage sees everything.
    expect(await listed(await issue('shop-a', ['events:read', 'orders:read']), '/v1/events?type=order.placed')).toEqual(['order.placed 1']);
    expect(await listed(await issue('shop-a', ['events:read', 'orders:manage']), '/v1/events?type=order.placed')).toEqual([
      'order.placed 1',
      'order.placed 2',
    ]);
  });

  it('listEvents follows the read scopes: no pet events without pets:read, no order events without orders:read; a filter beyond them is 403', async () => {
    const keys = await aStoreWithTwoShops();
    await trade(keys);
    expect(await listed(await issue('shop-a', ['events:read']))).toEqual([]);
    expect(await listed(await issue('shop-a', ['events:read', 'orders:read']))).toEqual(['order.placed 1']);
    expect((await listed(await issue('shop-a', ['events:read', 'pets:read']))).sort()).toEqual([...PET_EVENTS].sort());
    const beyond = await send(service.url, {
      path: '/v1/events?type=pet.created&type=order.placed',
      key: await issue('shop-a', ['events:read', 'pets:read']),
    });
    expect(beyond.status).toBe(403);
    expect(beyond.json).toMatchObject({ code: 'insufficient_scope' });
    expect(beyond.headers['www-authenticate']).toContain('scope="orders:read"');
  });

  it('refuses an endpoint subscribing to a type its key cannot read (403 naming the scope)', async () => {
    service = await startTestService();
    const ordersOnly = await issue('shop-a', ['orders:read', 'webhooks:manage']);
    const refused = await postJson(service.url, ordersOnly, '/v1/webhook-endpoints', {
      url: 'http://127.0.0.1:9/hooks',
      events: ['order.placed', 'pet.created'],
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'insufficient_scope' });
    expect(refused.headers['www-authenticate']).toContain('scope="pets:read"');
    const accepted = await postJson(service.url, ordersOnly, '/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', events: ['order.placed'] });
    expect(accepted.status).toBe(201);
  });

  it('listEvents and the webhook operations need their scopes: a storefront key gets 403 naming them', async () => {
    service = await startTestService();
    const storefront = (await service.store.manageKeys.issue({ name: 'storefront', plan: 'pro' })).secret; // the default scopes
    const events = await send(service.url, { path: '/v1/events', key: storefront });
    expect(events.status).toBe(403);
    expect(events.json).toMatchObject({ code: 'insufficient_scope' });
    expect(events.headers['www-authenticate']).toContain('scope="events:read"');
    const endpoint = await postJson(service.url, storefront, '/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', events: ['pet.created'] });
    expect(endpoint.status).toBe(403);
    expect(endpoint.headers['www-authenticate']).toContain('scope="webhooks:manage"');
    expect((await send(service.url, { path: '/v1/webhook-endpoints', key: await issue('x', ['events:read']) })).status).toBe(403);
  });

  it('an endpoint receives what its creating key may read, and is managed only by keys of that key’s owner', async () => {
    const keys = await aStoreWithTwoShops();
    receiver = await WebhookReceiver.start();
    const subscribe = async (key: string, path: string) => {
      const created = await postJson(service.url, key, '/v1/webhook-endpoints', {
        url: `${receiver!.url}${path}`,
        events: ['pet.created', 'order.placed', 'order.cancelled'],
      });
      expect(created.status).toBe(201);
      return created.json as { id: string; secret: string };
    };
    const forShopA = await subscribe(keys.shopA, '/shop-a');
    const forBackOffice = await subscribe(keys.backOffice, '/back-office');
    await trade(keys);
    await service.store.webhookDispatch.drain();

    const receivedAt = (path: string, secret: string) =>
      receiver!.received
        .filter((request) => request.path === path)
        .map(
          (request) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; data: { id: number } },
        )
        .map((event) => `${event.type} ${event.data.id}`)
        .sort();
    expect(receivedAt('/shop-a', forShopA.secret)).toEqual(['order.placed 1', 'pet.created 1', 'pet.created 2']);
    expect(receivedAt('/back-office', forBackOffice.secret)).toEqual([
      'order.cancelled 2',
      'order.placed 1',
      'order.placed 2',
      'pet.created 1',
      'pet.created 2',
    ]);

    // Shop B and the back office (other owners) neither list nor reach shop A's endpoint: 404, as for a missing one.
    const endpointsOf = async (key: string) =>
      ((await send(service.url, { path: '/v1/webhook-endpoints', key })).json as { id: string }[]).map((endpoint) => endpoint.id);
    expect(await endpointsOf(keys.shopB)).toEqual([]);
    expect(await endpointsOf(keys.shopA)).toEqual([forShopA.id]);
    expect(await endpointsOf(keys.backOffice)).toEqual([forBackOffice.id]);
    const pathA = `/v1/webhook-endpoints/${forShopA.id}`;
    const deliveries = await send(service.url, { path: `${pathA}/deliveries`, key: keys.shopA });
    expect(deliveries.status).toBe(200);
    const deliveryId = (deliveries.json as { id: string }[])[0]!.id;
    await expectNoEndpointFor(keys.shopB, pathA, deliveryId);
    await expectNoEndpointFor(keys.backOffice, pathA, deliveryId);
    expect((await send(service.url, { method: 'DELETE', path: pathA, key: keys.shopA })).status).toBe(204);
  });

  it('a shop key does not reach the endpoint its own orders:manage key made, which hears every owner’s orders', async () => {
    const keys = await aStoreWithTwoShops();
    const shopManager = await issue('shop-a', ['orders:manage', 'webhooks:manage']);
    receiver = await WebhookReceiver.start();
    const subscribe = async (key: string) =>
      ((await postJson(service.url, key, '/v1/webhook-endpoints', { url: receiver!.url, events: ['order.placed'] })).json as { id: string }).id;
    const managers = await subscribe(shopManager);
    const shops = await subscribe(keys.shopA);
    await trade(keys);
    await service.store.webhookDispatch.drain();

    const endpointsOf = async (key: string) =>
      ((await send(service.url, { path: '/v1/webhook-endpoints', key })).json as { id: string }[]).map((endpoint) => endpoint.id).sort();
    // Each key sees the endpoint only of a lineage whose scopes it holds all of.
    expect(await endpointsOf(keys.shopA)).toEqual([shops]);
    expect(await endpointsOf(shopManager)).toEqual([managers]);
    const path = `/v1/webhook-endpoints/${managers}`;
    // Its deliveries name shop B's order too: the manager key sees them, the shop key gets the 404 of a missing endpoint.
    const deliveries = await send(service.url, { path: `${path}/deliveries`, key: shopManager });
    expect((deliveries.json as unknown[]).length).toBe(2);
    const deliveryId = (deliveries.json as { id: string }[])[0]!.id;
    await expectNoEndpointFor(keys.shopA, path, deliveryId);
    expect((await send(service.url, { path, key: shopManager })).status).toBe(200);
  });
});
