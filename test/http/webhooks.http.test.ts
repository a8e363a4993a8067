import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { Resolver } from '../../adapters/webhooks/address-policy.js';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Webhook endpoints and deliveries over the real HTTP service, with a real receiver on loopback that
 * checks every signature with the `standardwebhooks` package. The dispatcher's rounds are driven here
 * (`webhookDispatch.round()`), on the service's fake clock.
 */
describe('/v1/webhook-endpoints: signed deliveries, retries on the schedule, the delivery log', () => {
  let service: TestService;
  let receiver: WebhookReceiver;
  afterEach(async () => {
    await service?.close();
    await receiver?.close();
  });

  async function start(options: { resolver?: Resolver; env?: Record<string, string> } = {}) {
    receiver = await WebhookReceiver.start();
    service = await startTestService({
      ...(options.resolver ? { webhookResolver: options.resolver } : {}),
      ...(options.env ? { env: options.env } : {}),
    });
  }
  const createEndpoint = (body: unknown) => postJson(service.url, PRO_KEY, '/v1/webhook-endpoints', body);
  const get = (path: string) => send(service.url, { path, key: PRO_KEY });
  /** One dispatcher round and the attempts it started, finished. */
  async function dispatch(): Promise<void> {
    await service.store.webhookDispatch.round();
    await service.store.webhookDispatch.idle();
  }
  function verified(secret: string): unknown[] {
    return receiver.received.map((request) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>));
  }

  it('creates an endpoint (secret shown once), POSTs each subscribed event signed, and lists, gets and deletes it', async () => {
    await start();
    const created = await createEndpoint({ url: `${receiver.url}/hooks`, events: ['pet.created', 'order.placed'] });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.stringMatching(/^we_[A-Za-z0-9_-]+$/),
      url: `${receiver.url}/hooks`,
      events: ['pet.created', 'order.placed'],
      status: 'enabled',
      actsFor: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      createdAt: '2026-11-21T12:00:00.000Z',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
    });
    expect(created.headers.location).toBe(`/v1/webhook-endpoints/${created.json.id}`);
    const { id, secret } = created.json as { id: string; secret: string };

    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await patchJson(service.url, PRO_KEY, '/v1/pets/1', { name: 'Rex II' }); // not subscribed
    await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: 1 });
    await dispatch();

    expect(receiver.received.map((request) => request.path)).toEqual(['/hooks', '/hooks']);
    const events = verified(secret) as { id: string; type: string; data: { id: number } }[];
    expect(events.map((event) => event.type).sort()).toEqual(['order.placed', 'pet.created']);
    for (const [i, request] of receiver.received.entries()) {
      expect(request.headers['webhook-id']).toBe(events[i]!.id);
      expect(request.headers['content-type']).toBe('application/json');
    }
    // A tampered body or another secret fails the package's verification.
    const first = receiver.received[0]!;
    expect(() => new Webhook(secret).verify(first.body.replace('Rex', 'Rax'), first.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Webhook('whsec_' + Buffer.from('another secret 0123456789').toString('base64')).verify(first.body, first.headers as Record<string, string>),
    ).toThrow();

    const listed = await get('/v1/webhook-endpoints');
    expect(listed.json).toEqual([
      {
        id,
        url: `${receiver.url}/hooks`,
        events: ['pet.created', 'order.placed'],
        status: 'enabled',
        actsFor: created.json.actsFor,
        createdAt: created.json.createdAt,
      },
    ]);
    expect((await get(`/v1/webhook-endpoints/${id}`)).json).not.toHaveProperty('secret');
    expect((await send(service.url, { method: 'DELETE', path: `/v1/webhook-endpoints/${id}`, key: PRO_KEY })).status).toBe(204);
    expect((await get(`/v1/webhook-endpoints/${id}`)).status).toBe(404);
    await postPet(service.url, PRO_KEY, { name: 'Tom', categoryId: 3 });
    await dispatch();
    expect(receiver.received).toHaveLength(2);
  });

  it('sends only events created after the endpoint', async () => {
    await start();
    await postPet(service.url, PRO_KEY, { name: 'Before', categoryId: 3 });
    service.clock.advance(1);
    await createEndpoint({ url: receiver.url, events: ['pet.created'] });
    await postPet(service.url, PRO_KEY, { name: 'After', categoryId: 3 });
    await dispatch();
    expect(receiver.received.map((request) => (JSON.parse(request.body) as { data: { name: string } }).data.name)).toEqual(['After']);
  });

  it('retries a receiver answering 500 three times once after each failure on the schedule, then stops; the log shows every attempt', async () => {
    await start();
    receiver.answer(500, 500, 500);
    const { id, secret } = (await createEndpoint({ url: receiver.url, events: ['pet.created'] })).json as { id: string; secret: string };
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await dispatch();
    expect(receiver.received).toHaveLength(1);

    // Each delay is its figure ±20 %: nothing before 80 % of it, the next attempt by 120 %.
    for (const delayMs of [5_000, 60_000, 600_000]) {
      service.clock.advance(delayMs * 0.8 - 1);
      const before = receiver.received.length;
      await dispatch();
      expect(receiver.received).toHaveLength(before);
      service.clock.advance(delayMs * 0.4 + 1);
      await dispatch();
      expect(receiver.received).toHaveLength(before + 1);
    }
    service.clock.advance(86_400_000);
    await dispatch();
    expect(receiver.received).toHaveLength(4);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids)).toEqual(new Set(['evt_00000000000000000001']));
    expect(verified(secret)).toHaveLength(4);

    const log = await get(`/v1/webhook-endpoints/${id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.json).toEqual([
      {
        id: expect.stringMatching(/^dlv_00000000000000000001_/),
        eventId: 'evt_00000000000000000001',
        type: 'pet.created',
        status: 'delivered',
        attempts: [
          { at: expect.any(String), status: 500 },
          { at: expect.any(String), status: 500 },
          { at: expect.any(String), status: 500 },
          { at: expect.any(String), status: 200 },
        ],
      },
    ]);
    console.log(`delivery log (GET /v1/webhook-endpoints/${id}/deliveries):\n${JSON.stringify(log.json, null, 2)}`);
    const failures = service.logLines.filter((line) => line.msg === 'webhook attempt failed');
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatchObject({ level: 40, endpointId: id, status: 500, eventType: 'pet.created' });
    expect(JSON.stringify(failures)).not.toContain('answered 500'); // the body is never logged

    const metrics = (await send(service.url, { path: '/metrics' })).text;
    expect(metrics).toContain('animal_store_webhook_attempts_total{type="pet.created",outcome="retrying"} 3');
    expect(metrics).toContain('animal_store_webhook_attempts_total{type="pet.created",outcome="delivered"} 1');
    expect(metrics).toContain('animal_store_webhook_oldest_undelivered_seconds 0');
  });

  it('reports the age of the oldest event still waiting for delivery (what an operator alerts on)', async () => {
    await start();
    receiver.answer(500, 500);
    await createEndpoint({ url: receiver.url, events: ['pet.created'] });
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await dispatch();
    service.clock.advance(90_000);
    await dispatch();
    expect((await send(service.url, { path: '/metrics' })).text).toContain('animal_store_webhook_oldest_undelivered_seconds 90');
  });

  it('gives up after the schedule, and a manual retry (202) attempts it once more at once', async () => {
    await start({ env: { WEBHOOK_RETRY_SCHEDULE: '1s,2s' } });
    receiver.answer(503, 503, 503);
    const { id } = (await createEndpoint({ url: receiver.url, events: ['pet.created'] })).json as { id: string };
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    for (let i = 0; i < 4; i++) {
      await dispatch();
      service.clock.advance(3_000);
    }
    expect(receiver.received).toHaveLength(3);
    const [delivery] = (await get(`/v1/webhook-endpoints/${id}/deliveries`)).json as { id: string; status: string }[];
    expect(delivery!.status).toBe('failed');

    const retry = await postJson(service.url, PRO_KEY, `/v1/webhook-endpoints/${id}/deliveries/${delivery!.id}/retry`, '');
    expect(retry.status).toBe(202);
    expect(retry.json).toMatchObject({ id: delivery!.id, status: 'pending' });
    await dispatch();
    expect(receiver.received).toHaveLength(4);
    expect(((await get(`/v1/webhook-endpoints/${id}/deliveries`)).json as { status: string }[])[0]!.status).toBe('delivered');
    expect((await postJson(service.url, PRO_KEY, `/v1/webhook-endpoints/${id}/deliveries/dlv_nope/retry`, '')).status).toBe(404);
    expect((await postJson(service.url, PRO_KEY, `/v1/webhook-endpoints/${id}/deliveries/bad.id/retry`, '')).status).toBe(400);
  });

  it('follows no redirect: a 302 is a failed attempt, retried later, and its target never called', async () => {
    await start();
    receiver.answer({ redirectTo: '/elsewhere' });
    const { id } = (await createEndpoint({ url: `${receiver.url}/hooks`, events: ['pet.created'] })).json as { id: string };
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await dispatch();
    expect(receiver.received.map((request) => request.path)).toEqual(['/hooks']);
    const [delivery] = (await get(`/v1/webhook-endpoints/${id}/deliveries`)).json as { status: string; attempts: { status: number }[] }[];
    expect(delivery).toMatchObject({ status: 'pending', attempts: [{ status: 302 }] });
  });

  it('refuses URLs the address rules forbid, whatever the host resolves to (400 naming url)', async () => {
    const answers: Record<string, string[]> = {
      'private.example': ['10.0.0.7'],
      'mixed.example': ['93.184.216.34', '192.168.1.1'],
      'loopback.example': ['127.0.0.1'],
      'link-local.example': ['169.254.10.10'],
      'metadata.example': ['169.254.169.254'],
      'metadata6.example': ['fd00:ec2::254'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'nat64.example': ['64:ff9b::a00:1'],
      'shared.example': ['100.64.0.1'],
      'unique-local.example': ['fc00::1'],
    };
    const resolvable: Record<string, string[]> = { ...answers, localhost: ['127.0.0.1', '::1'] };
    await start({
      resolver: async (host) => (resolvable[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    });
    const refused = [
      ...Object.keys(answers).map((host) => `https://${host}/hooks`),
      'https://nowhere.example/hooks',
      'https://user:pass@public.example/hooks',
      'http://10.1.2.3/hooks',
      'http://[::ffff:169.254.169.254]/hooks',
      'http://[fe80::1]/hooks',
      'http://127.0.0.2/hooks',
      'ftp://127.0.0.1/hooks',
      'hooks',
    ];
    for (const url of refused) {
      const res = await createEndpoint({ url, events: ['pet.created'] });
      expect(res.status, url).toBe(400);
      expect(res.json.details, url).toEqual([{ field: 'url', problem: expect.any(String) }]);
      expect(res.json.message, url).not.toMatch(/10\.0\.0\.7|192\.168|169\.254\.169/); // the answer never names an address it resolved to
    }
    expect((await createEndpoint({ url: 'http://localhost:1/hooks', events: ['pet.created'] })).status).toBe(201);
    expect((await createEndpoint({ url: 'https://[2606:4700::1111]/hooks', events: ['pet.created'] })).status).toBe(201);
    expect((await createEndpoint({ url: 'https://x.example/', events: [] })).status).toBe(400);
    expect((await createEndpoint({ url: 'https://x.example/', events: ['pet.eaten'] })).status).toBe(400);
  });

  it('checks the address again at each attempt and connects to the one it checked (DNS rebinding)', async () => {
    let rebound = false;
    await start({
      resolver: async () => [{ address: rebound ? '127.0.0.1' : '93.184.216.34', family: 4 }],
    });
    const { id } = (await createEndpoint({ url: 'http://rebinding.example/hooks', events: ['pet.created'] })).json as { id: string };
    rebound = true; // from now on the name points at this machine
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await dispatch();
    const [delivery] = (await get(`/v1/webhook-endpoints/${id}/deliveries`)).json as { status: string; attempts: { error: string }[] }[];
    expect(delivery).toMatchObject({ status: 'pending', attempts: [{ error: 'address_not_allowed' }] });
    expect(receiver.received).toHaveLength(0);
  });

  it('requires https in staging and production', async () => {
    const { resolveTarget } = await import('../../adapters/webhooks/address-policy.js');
    const rules = { allowLoopback: false, requireHttps: true };
    const resolve: Resolver = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await resolveTarget('http://shop.example/hooks', rules, resolve)).toMatchObject({ ok: false, problem: 'must use https' });
    expect(await resolveTarget('https://127.0.0.1/hooks', rules, resolve)).toMatchObject({
      ok: false,
      problem: 'must not point to a loopback address',
    });
    // IP literals are read as URLs read them: 0x7f000001 is 127.0.0.1.
    expect(await resolveTarget('https://0x7f000001/hooks', rules, resolve)).toMatchObject({
      ok: false,
      problem: 'must not point to a loopback address',
    });
    expect(await resolveTarget('https://[::ffff:7f00:1]/hooks', rules, resolve)).toMatchObject({ ok: false });
    expect(await resolveTarget('https://shop.example/hooks', rules, resolve)).toMatchObject({ ok: true, address: '93.184.216.34' });
  });

  it('holds an owner to MAX_WEBHOOK_ENDPOINTS_PER_OWNER, disabled endpoints counted: one more is 409 endpoint_limit, exactly when creations race', async () => {
    await start({ env: { MAX_WEBHOOK_ENDPOINTS_PER_OWNER: '3' } });
    const first = (await createEndpoint({ url: `${receiver.url}/0`, events: ['pet.created'] })).json as { id: string };
    expect((await createEndpoint({ url: `${receiver.url}/1`, events: ['pet.created'] })).status).toBe(201);
    expect((await patchJson(service.url, PRO_KEY, `/v1/webhook-endpoints/${first.id}`, { disabled: true })).status).toBe(200);
    const raced = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createEndpoint({ url: `${receiver.url}/raced-${i}`, events: ['pet.created'] })),
    );
    expect(raced.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(raced.find((res) => res.status === 409)!.json).toEqual({
      code: 'endpoint_limit',
      message: expect.stringMatching(/holds 3 webhook endpoints, the most allowed \(disabled ones count\)/),
      status: 409,
      details: [{ field: 'owner', problem: 'at most 3 webhook endpoints' }],
    });
    expect((await get('/v1/webhook-endpoints')).json).toHaveLength(3);
    expect((await send(service.url, { method: 'DELETE', path: `/v1/webhook-endpoints/${first.id}`, key: PRO_KEY })).status).toBe(204);
    expect((await createEndpoint({ url: `${receiver.url}/again`, events: ['pet.created'] })).status).toBe(201);
  });

  it('disables an endpoint failing for WEBHOOK_DISABLE_AFTER (disabledReason failing, one warning, the metric), until a key enables it again', async () => {
    await start({ env: { WEBHOOK_RETRY_SCHEDULE: '30m,30m,30m,30m', WEBHOOK_DISABLE_AFTER: '1h' } });
    receiver.answer(500, 500, 500, 500, 500);
    const { id } = (await createEndpoint({ url: receiver.url, events: ['pet.created'] })).json as { id: string };
    const path = `/v1/webhook-endpoints/${id}`;
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await dispatch(); // fails at 0 min
    service.clock.advance(40 * 60_000);
    await postPet(service.url, PRO_KEY, { name: 'Tom', categoryId: 3 });
    await dispatch(); // the retry and Tom's first attempt fail at 40 min: failing for less than an hour
    expect((await get(path)).json).toMatchObject({ status: 'enabled' });
    service.clock.advance(40 * 60_000);
    await dispatch(); // both retries fail at 80 min: the first to end disables it
    expect(receiver.received).toHaveLength(5);
    expect((await get(path)).json).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const disabled = service.logLines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('webhook endpoint disabled'));
    expect(disabled).toEqual([
      expect.objectContaining({ level: 40, endpointId: id, reason: 'failing', failingSince: new Date(Date.UTC(2026, 10, 21, 12)).toISOString() }),
    ]);
    expect((await send(service.url, { path: '/metrics' })).text).toContain('animal_store_webhook_endpoints_disabled_total{reason="failing"} 1');
    const deliveries = (await get(`${path}/deliveries`)).json as { status: string; attempts: { error?: string }[] }[];
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts.at(-1)!.error])).toEqual([
      ['failed', 'endpoint_disabled'],
      ['failed', 'endpoint_disabled'],
    ]);
    // Nothing more is queued or sent; enabled again by a key, it receives new events.
    await postPet(service.url, PRO_KEY, { name: 'Max', categoryId: 3 });
    service.clock.advance(60 * 60_000);
    await dispatch();
    expect(receiver.received).toHaveLength(5);
    expect((await patchJson(service.url, PRO_KEY, path, { disabled: false })).json).toMatchObject({ status: 'enabled' });
    await postPet(service.url, PRO_KEY, { name: 'Kit', categoryId: 3 });
    await dispatch();
    expect(receiver.received).toHaveLength(6);
    expect(receiver.received.at(-1)!.body).toContain('"Kit"');
  });
});
