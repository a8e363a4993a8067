import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scope } from '../../core/index.js';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { WebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver.js';

/**
 * Managing a webhook endpoint over the real HTTP service, with a real receiver on loopback: PATCH of
 * url, events and description, `["*"]`, secret rotation (both signatures verified by the
 * `standardwebhooks` package), ping, recover, the deliveries' status filter, a manual retry that leaves
 * the schedule alone, and catching up with listEvents `after=`. Each operation also for a key without the
 * scope (403), for another owner's endpoint (404) and for bad input (400 naming the field).
 */
describe('managing webhook endpoints: edit, every type, rotate, ping, recover, filter, retry, catch up', () => {
  let service: TestService;
  let receiver: WebhookReceiver;
  afterEach(async () => {
    await service?.close();
    await receiver?.close();
  });

  async function start(env: Record<string, string> = {}) {
    receiver = await WebhookReceiver.start();
    service = await startTestService({ env });
  }
  const issue = async (owner: string, scopes: readonly Scope[]) =>
    (await service.store.manageKeys.issue({ name: owner, plan: 'pro', scopes, owner })).secret;
  const get = (path: string, key = PRO_KEY) => send(service.url, { path, key });
  const post = (path: string, body: unknown = '', key = PRO_KEY, headers: Record<string, string> = {}) =>
    postJson(service.url, key, path, body, headers);
  async function createEndpoint(body: Record<string, unknown>, key = PRO_KEY): Promise<{ id: string; secret: string }> {
    const created = await post('/v1/webhook-endpoints', { url: receiver.url, ...body }, key);
    expect(created.status).toBe(201);
    return created.json as { id: string; secret: string };
  }
  async function dispatch(): Promise<void> {
    await service.store.webhookDispatch.round();
    await service.store.webhookDispatch.idle();
  }
  const verify = (secret: string, request: ReceivedWebhook) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  const problem = (res: RawResponse) => (res.json as { details?: { field: string }[] }).details?.map((detail) => detail.field);
  const types = (requests: readonly ReceivedWebhook[]) => requests.map((request) => (JSON.parse(request.body) as { type: string }).type);

  /** For each operation on an endpoint: 403 without `webhooks:manage`, 404 for another owner's, each before reading the body. */
  async function expectGuarded(method: string, path: (id: string) => string, body?: unknown): Promise<void> {
    const { id } = await createEndpoint({ events: ['pet.created'] });
    const noScope = await issue('pro-owner-x', ['pets:read', 'orders:read']);
    const otherOwner = await issue('shop-other', ['webhooks:manage', 'pets:read', 'orders:read', 'events:read']);
    const call = (key: string) =>
      send(service.url, {
        method,
        path: path(id),
        key,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
    const refused = await call(noScope);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'insufficient_scope', message: expect.stringContaining('webhooks:manage') });
    expect((await call(otherOwner)).status).toBe(404);
  }

  it('PATCH merges url, events and description, each checked as on create (400 naming the field, 403 for an unreadable type)', async () => {
    await start();
    const { id } = await createEndpoint({ events: ['pet.created'], description: 'Back office' });
    const patch = (body: unknown, key = PRO_KEY) => patchJson(service.url, key, `/v1/webhook-endpoints/${id}`, body);

    const changed = await patch({ url: `${receiver.url}/v2`, events: ['order.placed', 'pet.updated'], description: 'Fulfilment' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      url: `${receiver.url}/v2`,
      events: ['order.placed', 'pet.updated'],
      description: 'Fulfilment',
      status: 'enabled',
    });
    expect((await patch({ description: null })).json).not.toHaveProperty('description');
    expect((await get(`/v1/webhook-endpoints/${id}`)).json).toMatchObject({ url: `${receiver.url}/v2`, events: ['order.placed', 'pet.updated'] });

    // The new URL and events are what the next delivery goes by.
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 }); // pet.created: no longer subscribed
    await patchJson(service.url, PRO_KEY, '/v1/pets/1', { name: 'Rex II' });
    await dispatch();
    expect(receiver.received.map((request) => [request.path, types([request])[0]])).toEqual([['/v2', 'pet.updated']]);

    const refusals: [unknown, string][] = [
      [{ url: 'http://10.0.0.7/hooks' }, 'url'],
      [{ url: 'ftp://example.com/' }, 'url'],
      [{ events: ['*', 'pet.created'] }, 'events'],
      [{ events: [] }, 'events'],
      [{ events: ['pet.exploded'] }, 'events.0'],
      [{ description: 'a\u0007b' }, 'description'],
      [{ description: '   ' }, 'description'],
      [{ disabled: 'yes' }, 'disabled'],
    ];
    for (const [body, field] of refusals) {
      const refused = await patch(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(problem(refused)?.[0], JSON.stringify(body)).toBe(field);
    }
    // A key of the owner that reads pets but not orders manages an endpoint of its own only within that.
    const petsOnly = await issue('pro', ['webhooks:manage', 'pets:read']);
    const own = await createEndpoint({ events: ['pet.created'] }, petsOnly);
    const escalation = await patchJson(service.url, petsOnly, `/v1/webhook-endpoints/${own.id}`, { events: ['order.placed'] });
    expect(escalation.status).toBe(403);
    expect(escalation.json).toMatchObject({ code: 'insufficient_scope', message: expect.stringContaining('orders:read') });
    await expectGuarded('PATCH', (endpointId) => `/v1/webhook-endpoints/${endpointId}`, { description: 'x' });
  });

  it('events ["*"]: every type the lineage may read, resolved when each event is fanned out', async () => {
    await start();
    const petsOnly = await issue('shop-p', ['webhooks:manage', 'pets:read', 'pets:write', 'orders:write']);
    const every = await createEndpoint({ events: ['*'] });
    const petsEvery = await createEndpoint({ events: ['*'], url: `${receiver.url}/pets-only` }, petsOnly);
    expect((await get(`/v1/webhook-endpoints/${every.id}`)).json).toMatchObject({ events: ['*'] });
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await post('/v1/store/orders', { petId: 1 });
    await dispatch();
    const to = (path: string) => types(receiver.received.filter((request) => request.path === path)).sort();
    expect(to('/')).toEqual(['order.placed', 'pet.created', 'pet.updated']);
    expect(to('/pets-only')).toEqual(['pet.created', 'pet.updated']);
    expect(petsEvery.id).toMatch(/^we_/);
    // A key reading neither pets nor orders has nothing for "*" to mean.
    const blind = await issue('shop-b', ['webhooks:manage', 'inventory:read']);
    const refused = await post('/v1/webhook-endpoints', { url: receiver.url, events: ['*'] }, blind);
    expect(refused.status).toBe(403);
    expect((await post('/v1/webhook-endpoints', { url: receiver.url, events: ['*', 'pet.created'] })).status).toBe(400);
  });

  it('rotate-secret: every attempt during the overlap carries both signatures, each verified by standardwebhooks; never more than two', async () => {
    await start();
    const { id, secret: first } = await createEndpoint({ events: ['pet.created'] });
    const rotated = await post(`/v1/webhook-endpoints/${id}/rotate-secret`, { expiresInSeconds: 3600 });
    expect(rotated.status).toBe(201);
    const { secret: second } = rotated.json as { secret: string };
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    expect((await get(`/v1/webhook-endpoints/${id}/secret`)).json).toEqual({
      secret: second,
      previous: { secret: first, expiresAt: '2026-11-21T13:00:00.000Z' },
    });

    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await dispatch();
    const [delivery] = receiver.received;
    expect(String(delivery!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    // One delivery, verified against the old secret and against the new one.
    expect(verify(first, delivery!)).toMatchObject({ type: 'pet.created' });
    expect(verify(second, delivery!)).toMatchObject({ type: 'pet.created' });

    // A second rotation during the overlap ends the oldest at once.
    const { secret: third } = (await post(`/v1/webhook-endpoints/${id}/rotate-secret`, {})).json as { secret: string };
    expect((await get(`/v1/webhook-endpoints/${id}/secret`)).json).toMatchObject({ secret: third, previous: { secret: second } });
    await postPet(service.url, PRO_KEY, { name: 'Tom', categoryId: 3 });
    await dispatch();
    const next = receiver.received[1]!;
    expect(String(next.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(third, next)).toBeTruthy();
    expect(verify(second, next)).toBeTruthy();
    expect(() => verify(first, next)).toThrow();

    // Past the overlap, one signature.
    service.clock.advance(86_400_000 + 1);
    expect((await get(`/v1/webhook-endpoints/${id}/secret`)).json).toEqual({ secret: third });
    await postPet(service.url, PRO_KEY, { name: 'Kit', categoryId: 3 });
    await dispatch();
    const last = receiver.received.at(-1)!;
    expect(String(last.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verify(second, last)).toThrow();

    for (const [body, field] of [
      [{ expiresInSeconds: -1 }, 'expiresInSeconds'],
      [{ expiresInSeconds: 604_801 }, 'expiresInSeconds'],
      [{ expiresIn: 5 }, 'expiresIn'],
    ] as const) {
      const refused = await post(`/v1/webhook-endpoints/${id}/rotate-secret`, body);
      expect(refused.status).toBe(400);
      expect(problem(refused)).toEqual([field]);
    }
    await expectGuarded('POST', (endpointId) => `/v1/webhook-endpoints/${endpointId}/rotate-secret`, {});
    await expectGuarded('GET', (endpointId) => `/v1/webhook-endpoints/${endpointId}/secret`);
  });

  it('Idempotency-Key on create and rotate-secret: a replay answers the same endpoint and the same secret, generating none', async () => {
    await start();
    const body = { url: receiver.url, events: ['pet.created'], description: 'Shop' };
    const created = await post('/v1/webhook-endpoints', body, PRO_KEY, { 'idempotency-key': 'create-1' });
    const replayed = await post('/v1/webhook-endpoints', body, PRO_KEY, { 'idempotency-key': 'create-1' });
    expect(created.status).toBe(201);
    expect(replayed.status).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json).toEqual(created.json);
    expect((await get('/v1/webhook-endpoints')).json).toHaveLength(1);
    const reused = await post('/v1/webhook-endpoints', { ...body, description: 'Other' }, PRO_KEY, { 'idempotency-key': 'create-1' });
    expect(reused.status).toBe(422);

    const { id } = created.json as { id: string };
    const rotate = () => post(`/v1/webhook-endpoints/${id}/rotate-secret`, { expiresInSeconds: 60 }, PRO_KEY, { 'idempotency-key': 'rotate-1' });
    const first = await rotate();
    const again = await rotate();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    // Not rotated twice: the replayed secret is current, and the created one is still the previous.
    expect((await get(`/v1/webhook-endpoints/${id}/secret`)).json).toMatchObject({
      secret: (first.json as { secret: string }).secret,
      previous: { secret: (created.json as { secret: string }).secret },
    });
  });

  it('ping: one signed {"type":"ping"} with webhook-id ping_…, recorded as a delivery of no event, one per 10 s, refused when disabled', async () => {
    await start();
    const { id, secret } = await createEndpoint({ events: ['pet.created'] });
    const ping = () => post(`/v1/webhook-endpoints/${id}/ping`);
    const accepted = await ping();
    expect(accepted.status).toBe(202);
    expect(accepted.json).toMatchObject({ id: expect.stringMatching(/^ping_/), eventId: null, type: 'ping', status: 'pending' });
    await dispatch();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['webhook-id']).toBe((accepted.json as { id: string }).id);
    expect(verify(secret, receiver.received[0]!)).toEqual({ type: 'ping' });

    const tooSoon = await ping();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json).toMatchObject({ code: 'rate_limited' });
    expect(tooSoon.headers['retry-after']).toBe('10');
    service.clock.advance(10_000);
    receiver.answer(500);
    expect((await ping()).status).toBe(202);
    await dispatch();
    service.clock.advance(60_000);
    await dispatch(); // a failed ping is not retried
    expect(receiver.received).toHaveLength(2);

    const log = (await get(`/v1/webhook-endpoints/${id}/deliveries`)).json as {
      eventId: unknown;
      type: string;
      status: string;
      attempts: unknown[];
    }[];
    expect(log.map((delivery) => [delivery.eventId, delivery.type, delivery.status, delivery.attempts.length])).toEqual([
      [null, 'ping', 'failed', 1],
      [null, 'ping', 'delivered', 1],
    ]);
    expect((await get('/v1/events')).json).toEqual([]);

    service.clock.advance(10_000);
    await patchJson(service.url, PRO_KEY, `/v1/webhook-endpoints/${id}`, { disabled: true });
    expect((await ping()).json).toMatchObject({ code: 'endpoint_disabled', status: 409 });
    // Its lineage inactive: key_inactive.
    const creator = await service.store.manageKeys.issue({ name: 'creator', plan: 'pro', scopes: ['webhooks:manage', 'pets:read'], owner: 'shop-k' });
    const manager = await issue('shop-k', ['webhooks:manage', 'pets:read']);
    const other = await createEndpoint({ events: ['pet.created'] }, creator.secret);
    await service.store.manageKeys.revoke(creator.key.id);
    const inactive = await post(`/v1/webhook-endpoints/${other.id}/ping`, '', manager);
    expect(inactive.json).toMatchObject({ code: 'key_inactive', status: 409 });
    expect((await post('/v1/webhook-endpoints/not.an.id/ping')).status).toBe(400);
    await expectGuarded('POST', (endpointId) => `/v1/webhook-endpoints/${endpointId}/ping`);
  });

  it('recover { since }: after a pause, what it missed since then is queued once each, delivered and failed alike', async () => {
    await start();
    const { id } = await createEndpoint({ events: ['pet.created'] });
    const path = `/v1/webhook-endpoints/${id}`;
    await patchJson(service.url, PRO_KEY, path, { disabled: true });
    const refused = await post(`${path}/recover`, { since: '2026-11-21T12:00:00Z' });
    expect(refused.json).toMatchObject({ code: 'endpoint_disabled', status: 409 });
    service.clock.advance(1_000);
    for (const name of ['A', 'B', 'C']) await postPet(service.url, PRO_KEY, { name, categoryId: 3 });
    await dispatch();
    expect(receiver.received).toHaveLength(0);
    await patchJson(service.url, PRO_KEY, path, { disabled: false });

    const recovered = await post(`${path}/recover`, { since: '2026-11-21T12:00:00Z' });
    expect(recovered.status).toBe(202);
    expect(recovered.json).toEqual({ queued: 3 });
    expect((await post(`${path}/recover`, { since: '2026-11-21T12:00:00Z' })).json).toEqual({ queued: 0 }); // once each
    await dispatch();
    expect(receiver.received.map((request) => (JSON.parse(request.body) as { data: { name: string } }).data.name).sort()).toEqual(['A', 'B', 'C']);

    for (const [body, field] of [
      [{}, 'since'],
      [{ since: 'yesterday' }, 'since'],
      [{ since: '2099-01-01T00:00:00Z' }, 'since'],
    ] as const) {
      const bad = await post(`${path}/recover`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(problem(bad), JSON.stringify(body)).toEqual([field]);
    }
    await expectGuarded('POST', (endpointId) => `/v1/webhook-endpoints/${endpointId}/recover`, { since: '2026-11-21T12:00:00Z' });
  });

  it('lists deliveries by status (repeatable), paged with the filter; a manual retry that fails leaves the count and schedule alone', async () => {
    await start();
    const { id } = await createEndpoint({ events: ['pet.created'] });
    const deliveries = async (query = '') =>
      (await get(`/v1/webhook-endpoints/${id}/deliveries${query}`)).json as { id: string; status: string; nextAttemptAt?: string }[];
    receiver.answer(500);
    await postPet(service.url, PRO_KEY, { name: 'Failing', categoryId: 3 });
    await dispatch();
    await postPet(service.url, PRO_KEY, { name: 'Fine', categoryId: 3 });
    await dispatch();
    expect((await deliveries('?status=pending')).map((delivery) => delivery.status)).toEqual(['pending']);
    expect((await deliveries('?status=delivered&status=pending')).map((delivery) => delivery.status)).toEqual(['delivered', 'pending']);
    const paged = await get(`/v1/webhook-endpoints/${id}/deliveries?status=delivered&status=pending&limit=1`);
    expect(paged.headers.link).toMatch(/status=delivered&status=pending&cursor=/);
    const bad = await get(`/v1/webhook-endpoints/${id}/deliveries?status=lost`);
    expect(bad.status).toBe(400);
    expect(problem(bad)?.[0]).toMatch(/^status/);
    // A cursor of the unfiltered listing is refused on a filtered one.
    const unfiltered = await get(`/v1/webhook-endpoints/${id}/deliveries?limit=1`);
    const cursor = /cursor=([^&>]+)/.exec(String(unfiltered.headers.link))![1]!;
    expect((await get(`/v1/webhook-endpoints/${id}/deliveries?status=pending&cursor=${cursor}`)).status).toBe(400);

    const [pending] = await deliveries('?status=pending');
    const scheduledAt = pending!.nextAttemptAt!;
    receiver.answer(500);
    expect((await post(`/v1/webhook-endpoints/${id}/deliveries/${pending!.id}/retry`)).status).toBe(202);
    await dispatch();
    // The manual attempt failed: the delivery is due when it was before, its failure count unchanged.
    const [after] = await deliveries('?status=pending');
    expect(after).toMatchObject({ id: pending!.id, status: 'pending', nextAttemptAt: scheduledAt });
    expect((after as unknown as { attempts: unknown[] }).attempts).toHaveLength(2);
    // Its next scheduled failure is its second: retried after 1 min ±20 %, not after 10 min.
    service.clock.set(Date.parse(scheduledAt));
    receiver.answer(500);
    await dispatch();
    const [third] = await deliveries('?status=pending');
    const delay = Date.parse(third!.nextAttemptAt!) - Date.parse(scheduledAt);
    expect(delay).toBeGreaterThanOrEqual(48_000);
    expect(delay).toBeLessThanOrEqual(72_000);
    await expectGuarded('GET', (endpointId) => `/v1/webhook-endpoints/${endpointId}/deliveries?status=failed`);
  });

  it('listEvents after=<event id>: the events after that position; only a purged one is 410; with cursor 400', async () => {
    await start({ EVENT_RETENTION_DAYS: '30' });
    for (const name of ['A', 'B', 'C']) await postPet(service.url, PRO_KEY, { name, categoryId: 3 });
    const ids = (res: RawResponse) => (res.json as { id: string }[]).map((event) => event.id);
    expect(ids(await get('/v1/events?after=evt_00000000000000000001'))).toEqual(['evt_00000000000000000002', 'evt_00000000000000000003']);
    expect(ids(await get('/v1/events?after=evt_00000000000000000099'))).toEqual([]);
    expect(ids(await get('/v1/events?after=evt_99999999999999999999'))).toEqual([]);
    const both = await get('/v1/events?after=evt_00000000000000000001&cursor=4e1');
    expect(both.status).toBe(400);
    expect(problem(both)).toEqual(['after']);
    const malformed = await get('/v1/events?after=42');
    expect(malformed.status).toBe(400);
    expect(problem(malformed)).toEqual(['after']);
    // Past the retention the first events are purged (by the next write): after one of them is gone.
    service.clock.advance(31 * 86_400_000);
    await postPet(service.url, PRO_KEY, { name: 'D', categoryId: 3 });
    const gone = await get('/v1/events?after=evt_00000000000000000001');
    expect(gone.status).toBe(410);
    expect(gone.json).toMatchObject({ code: 'gone' });
    expect(ids(await get('/v1/events?after=evt_00000000000000000003'))).toEqual(['evt_00000000000000000004']);
  });

  it('catches up after downtime: a receiver down while changes are made recovers every missed event with after= from the last delivered id', async () => {
    await start();
    const { secret } = await createEndpoint({ events: ['*'] });
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await dispatch();
    const delivered = receiver.received.map((request) => verify(secret, request) as { id: string });
    const lastDelivered = delivered.at(-1)!.id;

    // The receiver goes down; changes go on.
    const port = new URL(receiver.url).port;
    await receiver.close();
    await patchJson(service.url, PRO_KEY, '/v1/pets/1', { name: 'Rex II' });
    await post('/v1/store/orders', { petId: 1 });
    await postPet(service.url, PRO_KEY, { name: 'Tom', categoryId: 3 });
    await dispatch();
    expect(port).not.toBe('');

    // Back up, it reads what it missed from the last event it received, page by page.
    const missed: string[] = [];
    for (let after = lastDelivered; ;) {
      const page = (await get(`/v1/events?after=${after}&limit=2`)).json as { id: string; type: string }[];
      if (page.length === 0) break;
      missed.push(...page.map((event) => `${event.id} ${event.type}`));
      after = page.at(-1)!.id;
    }
    expect(missed).toEqual([
      'evt_00000000000000000002 pet.updated',
      'evt_00000000000000000003 pet.updated',
      'evt_00000000000000000004 order.placed',
      'evt_00000000000000000005 pet.created',
    ]);
  });
});
