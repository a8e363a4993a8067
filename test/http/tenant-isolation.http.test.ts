import { afterEach, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../core/index.js';
import { patchJson, postJson, postPet, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Tenant isolation over HTTP, tried as an attacker would (DESIGN.md "No escalation, by any path"): a
 * key cannot make, keep alive or remove a power it does not hold, and a webhook endpoint dies with the
 * key it acts for.
 */
describe('no escalation by any path', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  const issue = async (owner: string, scopes: readonly Scope[], plan: 'free' | 'pro' = 'free') =>
    (await service.store.manageKeys.issue({ name: owner, plan, scopes, owner })).secret;
  const createKey = (key: string, body: object) => postJson(service.url, key, '/v1/keys', body);
  const revoke = (key: string, id: string) => send(service.url, { method: 'DELETE', path: `/v1/keys/${id}`, key });
  const rotate = (key: string, id: string, body: object = {}) => postJson(service.url, key, `/v1/keys/${id}/rotate`, body);
  const refusal = (res: RawResponse) => [
    res.status,
    res.json?.code,
    res.json?.details?.[0]?.field ?? res.headers['www-authenticate']?.match(/scope="([^"]+)"/)?.[1],
  ];

  it('a free key holding only keys:manage mints nothing stronger: no enterprise plan, no limits of its own, no fresh owner', async () => {
    service = await startTestService();
    const manager = await issue('shop-a', ['keys:manage']);
    expect(
      refusal(
        await createKey(manager, {
          name: 'x',
          plan: 'enterprise',
          scopes: ['keys:manage'],
          limits: { perMinute: 9_007_199_254_740_991, perDay: 9_007_199_254_740_991 },
        }),
      ),
    ).toEqual([403, 'grant_exceeds_caller', 'plan']);
    expect(refusal(await createKey(manager, { name: 'x', plan: 'pro', scopes: ['keys:manage'] }))).toEqual([403, 'grant_exceeds_caller', 'plan']);
    expect(refusal(await createKey(manager, { name: 'x', plan: 'free', scopes: ['keys:manage', 'pets:read'] }))).toEqual([
      403,
      'insufficient_scope',
      'pets:read',
    ]);
    expect(refusal(await createKey(manager, { name: 'x', plan: 'free', scopes: ['keys:manage'], owner: 'fresh-owner' }))).toEqual([
      403,
      'insufficient_scope',
      'orders:manage',
    ]);
    // Within its powers: a key of its own owner.
    const child = await createKey(manager, { name: 'x', plan: 'free', scopes: ['keys:manage'] });
    expect(child.status).toBe(201);
    expect(child.json.owner).toBe('shop-a');
  });

  it('an enterprise key grants at most its own limits', async () => {
    service = await startTestService();
    const big = (
      await service.store.manageKeys.issue({
        name: 'big',
        plan: 'enterprise',
        customLimits: { perMinute: 500, perDay: 50_000 },
        scopes: SCOPES,
        owner: 'shop-a',
      })
    ).secret;
    expect(
      refusal(await createKey(big, { name: 'x', plan: 'enterprise', scopes: ['pets:read'], limits: { perMinute: 501, perDay: 50_000 } })),
    ).toEqual([403, 'grant_exceeds_caller', 'limits']);
    expect(
      refusal(await createKey(big, { name: 'x', plan: 'enterprise', scopes: ['pets:read'], limits: { perMinute: 100, perDay: 50_001 } })),
    ).toEqual([403, 'grant_exceeds_caller', 'limits']);
    // pro's 300 a minute fit under 500; business's 1,000 do not.
    expect((await createKey(big, { name: 'x', plan: 'pro', scopes: ['pets:read'] })).status).toBe(201);
    expect(refusal(await createKey(big, { name: 'x', plan: 'business', scopes: ['pets:read'] }))).toEqual([403, 'grant_exceeds_caller', 'limits']);
  });

  it('a key whose powers end makes no key that outlives it, and rotates none that would', async () => {
    service = await startTestService();
    const admin = await issue('shop-a', SCOPES, 'pro');
    const expiresAt = new Date(service.clock.now() + 3_600_000).toISOString();
    const temporary = (await createKey(admin, { name: 'temp', plan: 'free', scopes: ['keys:manage', 'pets:read'], expiresAt })).json.secret as string;
    const made = await createKey(temporary, { name: 'x', plan: 'free', scopes: ['pets:read'] });
    expect(made.status).toBe(201);
    expect(made.json.expiresAt).toBe(expiresAt);
    const later = new Date(service.clock.now() + 7_200_000).toISOString();
    expect(refusal(await createKey(temporary, { name: 'x', plan: 'free', scopes: ['pets:read'], expiresAt: later }))).toEqual([
      403,
      'grant_exceeds_caller',
      'expiresAt',
    ]);
    const standing = (await createKey(admin, { name: 'y', plan: 'free', scopes: ['pets:read'] })).json.id as string;
    expect(refusal(await rotate(temporary, standing))).toEqual([403, 'grant_exceeds_caller', 'expiresAt']);
  });

  it('a keys:manage key neither revokes nor rotates a stronger key of its owner (403), and sees none of another owner (404)', async () => {
    service = await startTestService();
    const admin = await issue('shop-a', SCOPES);
    const manager = await issue('shop-a', ['keys:manage']);
    const keys = async (key: string) => (await send(service.url, { path: '/v1/keys', key })).json as { id: string; name: string; scopes: string[] }[];
    const adminId = (await keys(admin)).find((key) => key.scopes.length === SCOPES.length && key.name === 'shop-a')!.id;
    expect(refusal(await revoke(manager, adminId))).toEqual([403, 'insufficient_scope', 'pets:read']);
    expect(refusal(await rotate(manager, adminId))).toEqual([403, 'insufficient_scope', 'pets:read']);
    // The admin key still works.
    expect((await send(service.url, { path: '/v1/pets', key: admin })).status).toBe(200);

    // Another owner's keys are not there for it: listed, fetched, rotated or revoked, whatever their state.
    const other = await issue('shop-b', ['pets:read', 'keys:manage']);
    const otherId = (await keys(other)).map((key) => key.id);
    expect(otherId).toHaveLength(1);
    for (const res of [
      await send(service.url, { path: `/v1/keys/${otherId[0]}`, key: manager }),
      await revoke(manager, otherId[0]!),
      await rotate(manager, otherId[0]!, { expiresInSeconds: 999_999_999 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.code).toBe('not_found');
    }
    expect((await keys(manager)).map((key) => key.id)).not.toContain(otherId[0]);
    expect((await send(service.url, { path: '/v1/pets', key: other })).status).toBe(200);
  });

  it('an owner holds at most MAX_KEYS_PER_OWNER active keys, exactly under concurrency; revoked ones free a place', async () => {
    service = await startTestService({ env: { MAX_KEYS_PER_OWNER: '5' } });
    const admin = await issue('shop-a', SCOPES);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createKey(admin, { name: `k${i}`, plan: 'free', scopes: ['pets:read'] })),
    );
    const statuses = attempts.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4); // with the admin key itself, five
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect(attempts.find((res) => res.status === 409)!.json).toMatchObject({ code: 'key_limit', details: [{ field: 'owner' }] });
    const listed = ((await send(service.url, { path: '/v1/keys', key: admin })).json as { id: string; owner: string }[]).filter(
      (key) => key.owner === 'shop-a',
    );
    expect(listed).toHaveLength(5);
    const revoked = attempts.find((res) => res.status === 201)!.json.id as string;
    expect((await revoke(admin, revoked)).status).toBe(204);
    expect((await createKey(admin, { name: 'again', plan: 'free', scopes: ['pets:read'] })).status).toBe(201);
    // A rotation continues a lineage: it takes no place of its own. Keys made at one instant list in no fixed
    // order (their ids are random): the one rotated is an active key the admin made.
    const active = attempts.find((res) => res.status === 201 && res.json.id !== revoked)!.json.id as string;
    const rotated = await rotate(admin, active);
    expect(rotated.status).toBe(201);
  });

  it('keys of one owner share its open orders: a child key does not place orders past the limit', async () => {
    service = await startTestService({ env: { MAX_OPEN_ORDERS_PER_OWNER: '2' } });
    const admin = await issue('shop-a', SCOPES);
    const child = (await createKey(admin, { name: 'child', plan: 'free', scopes: ['keys:manage', 'orders:write', 'pets:read', 'orders:read'] })).json
      .secret as string;
    const grandchild = (await createKey(child, { name: 'grandchild', plan: 'free', scopes: ['orders:write'] })).json.secret as string;
    for (let i = 0; i < 4; i++) await postPet(service.url, admin, { name: `Pet ${i}`, categoryId: 1 });
    const placed = [];
    for (const [key, petId] of [
      [admin, 1],
      [child, 2],
      [grandchild, 3],
      [child, 4],
    ] as const) {
      placed.push((await postJson(service.url, key, '/v1/store/orders', { petId })).status);
    }
    expect(placed).toEqual([201, 201, 409, 409]);
  });
});

describe('a webhook endpoint dies with the key it acts for', () => {
  let service: TestService;
  let receiver: WebhookReceiver;
  afterEach(async () => {
    await service?.close();
    await receiver?.close();
  });

  const SHOP: Scope[] = ['pets:read', 'pets:write', 'orders:read', 'orders:write', 'events:read', 'webhooks:manage', 'keys:manage'];
  const dispatch = async () => {
    await service.store.webhookDispatch.round();
    await service.store.webhookDispatch.idle();
  };
  const keyIdOf = async (secret: string) => (await service.store.authenticate.execute(secret)).id;

  it('stops within one round of the revocation, reads disabled (key_inactive), fails what was pending, and is adopted by a qualified key', async () => {
    receiver = await WebhookReceiver.start();
    service = await startTestService();
    const issue = async (scopes: readonly Scope[]) =>
      (await service.store.manageKeys.issue({ name: 'shop', plan: 'pro', scopes, owner: 'shop-a' })).secret;
    const stolen = await issue(SHOP);
    const stolenId = await keyIdOf(stolen);
    const admin = await issue(SHOP);
    const created = await postJson(service.url, stolen, '/v1/webhook-endpoints', {
      url: `${receiver.url}/feed`,
      events: ['pet.created', 'order.placed'],
    });
    const path = `/v1/webhook-endpoints/${created.json.id}`;
    await postPet(service.url, admin, { name: 'Rex', categoryId: 1 });
    await dispatch();
    expect(receiver.received).toHaveLength(1);

    // A failing receiver leaves a delivery pending; then the stolen key is revoked.
    receiver.answer(500);
    await postPet(service.url, admin, { name: 'Tom', categoryId: 1 });
    await dispatch();
    expect((await send(service.url, { path: `${path}/deliveries`, key: admin })).json[0]).toMatchObject({ status: 'pending' });
    expect((await send(service.url, { method: 'DELETE', path: `/v1/keys/${stolenId}`, key: admin })).status).toBe(204);
    await postPet(service.url, admin, { name: 'Max', categoryId: 1 });
    await postJson(service.url, admin, '/v1/store/orders', { petId: 1 });
    service.clock.advance(3_600_000);
    const before = receiver.received.length;
    await dispatch();
    expect(receiver.received.length).toBe(before);

    const endpoint = await send(service.url, { path, key: admin });
    expect(endpoint.json).toMatchObject({ status: 'disabled', disabledReason: 'key_inactive', actsFor: stolenId });
    const deliveries = (await send(service.url, { path: `${path}/deliveries`, key: admin })).json as {
      status: string;
      attempts: { error?: string }[];
    }[];
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['failed', 'delivered']);
    expect(deliveries[0]!.attempts.at(-1)!.error).toBe('key_inactive');
    expect(
      (await send(service.url, { method: 'POST', path: `${path}/deliveries/${(deliveries[0] as unknown as { id: string }).id}/retry`, key: admin }))
        .json.code,
    ).toBe('key_inactive');

    // A key of the owner that reads what the endpoint subscribes to adopts it: it acts for that key from now on.
    const adopted = await patchJson(service.url, admin, path, { disabled: false });
    expect(adopted.status).toBe(200);
    expect(adopted.json).toMatchObject({ status: 'enabled', actsFor: await keyIdOf(admin) });
    expect(adopted.json).not.toHaveProperty('disabledReason');
    await postPet(service.url, admin, { name: 'Bella', categoryId: 1 });
    await dispatch();
    expect(receiver.received.length).toBe(before + 1);
  });

  it('stays enabled through a rotation whose successor holds the scope, and a weaker key of the owner neither sees nor adopts it', async () => {
    receiver = await WebhookReceiver.start();
    service = await startTestService();
    const issue = async (scopes: readonly Scope[]) =>
      (await service.store.manageKeys.issue({ name: 'shop', plan: 'pro', scopes, owner: 'shop-a' })).secret;
    const admin = await issue(SHOP);
    const weaker = await issue(['pets:read', 'webhooks:manage']);
    const created = await postJson(service.url, admin, '/v1/webhook-endpoints', { url: `${receiver.url}/feed`, events: ['pet.created'] });
    const path = `/v1/webhook-endpoints/${created.json.id}`;
    expect((await send(service.url, { path, key: weaker })).status).toBe(404);
    expect((await patchJson(service.url, weaker, path, { disabled: true })).status).toBe(404);

    const rotated = await postJson(service.url, admin, `/v1/keys/${await keyIdOf(admin)}/rotate`, { expiresInSeconds: 0 });
    expect(rotated.status).toBe(201);
    const successor = rotated.json.secret as string;
    expect((await send(service.url, { path, key: successor })).json).toMatchObject({ status: 'enabled' });
    await postPet(service.url, successor, { name: 'Rex', categoryId: 1 });
    await dispatch();
    expect(receiver.received).toHaveLength(1);

    // Revoked: the weaker key reads what the subscriptions need (pets:read), so it sees and may adopt it now.
    await send(service.url, { method: 'DELETE', path: `/v1/keys/${await keyIdOf(successor)}`, key: await issue(SHOP) });
    expect((await send(service.url, { path, key: weaker })).json).toMatchObject({ status: 'disabled', disabledReason: 'key_inactive' });
    expect((await patchJson(service.url, weaker, path, { disabled: false })).json).toMatchObject({
      status: 'enabled',
      actsFor: await keyIdOf(weaker),
    });
  });

  it('a paused endpoint receives nothing and fails what was pending; enabled again, it receives new events', async () => {
    receiver = await WebhookReceiver.start();
    service = await startTestService();
    const admin = (await service.store.manageKeys.issue({ name: 'shop', plan: 'pro', scopes: SHOP, owner: 'shop-a' })).secret;
    const created = await postJson(service.url, admin, '/v1/webhook-endpoints', { url: `${receiver.url}/feed`, events: ['pet.created'] });
    const path = `/v1/webhook-endpoints/${created.json.id}`;
    receiver.answer(500);
    await postPet(service.url, admin, { name: 'Rex', categoryId: 1 });
    await dispatch();
    const paused = await patchJson(service.url, admin, path, { disabled: true });
    expect(paused.json).toMatchObject({ status: 'disabled', disabledReason: 'manual' });
    expect((await send(service.url, { path: `${path}/deliveries`, key: admin })).json[0]).toMatchObject({ status: 'failed' });
    await postPet(service.url, admin, { name: 'Tom', categoryId: 1 });
    service.clock.advance(60_000);
    await dispatch();
    expect(receiver.received).toHaveLength(1);
    expect((await patchJson(service.url, admin, path, { disabled: false })).json).toMatchObject({ status: 'enabled' });
    await postPet(service.url, admin, { name: 'Max', categoryId: 1 });
    await dispatch();
    expect(receiver.received).toHaveLength(2);
    expect((await patchJson(service.url, admin, path, { disabled: 'no' })).status).toBe(400);
    expect((await patchJson(service.url, admin, path, { url: 'https://elsewhere.example/' })).status).toBe(400);
  });
});
