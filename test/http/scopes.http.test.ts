import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../core/index.js';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { ANY_KEY, PUBLIC, type AnyOperation } from '../../adapters/http/operations/operation.js';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';

/** The operations any valid key may call, and those answered without one: a change here is a decision. */
const ANY_KEY_OPERATIONS = ['getRateLimit'];
const PUBLIC_OPERATIONS = ['getOpenApi'];

/** `orders:manage` implies these; a key "lacking" one of them must lack it too. */
const IMPLIED_BY: Partial<Record<Scope, Scope>> = { 'orders:read': 'orders:manage', 'orders:write': 'orders:manage' };

let service: TestService;
const issue = async (scopes: readonly Scope[]) =>
  (await service.store.manageKeys.issue({ name: 'scoped', plan: 'enterprise', customLimits: { perMinute: 10_000, perDay: 100_000 }, scopes })).secret;

/** One request that reaches `operation`: its path with ids filled in, a JSON body where it takes one. */
function call(operation: AnyOperation, key: string | undefined): Promise<RawResponse> {
  const path = `/v1${operation.path.replace(/\{[^}]+\}/g, '1')}`;
  if (operation.method === 'POST') return key ? postJson(service.url, key, path, {}) : send(service.url, { method: 'POST', path });
  if (operation.method === 'PATCH') return patchJson(service.url, key ?? '', path, {});
  return send(service.url, { method: operation.method, path, ...(key ? { key } : {}) });
}

/**
 * Every operation of the list, called with a key lacking its scope (403 `insufficient_scope`, the
 * scope named in the challenge and the message) and with a key holding that scope alone (not 403):
 * an operation added without a scope it enforces fails here.
 */
describe('every operation needs its scope', () => {
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('declares a scope of the service, or is one of the few open to any key or to none', () => {
    for (const operation of OPERATIONS) {
      if (operation.scope === ANY_KEY) expect(ANY_KEY_OPERATIONS, operation.id).toContain(operation.id);
      else if (operation.scope === PUBLIC) expect(PUBLIC_OPERATIONS, operation.id).toContain(operation.id);
      else expect(SCOPES, operation.id).toContain(operation.scope);
    }
  });

  it.each(OPERATIONS.filter((operation) => operation.scope !== ANY_KEY && operation.scope !== PUBLIC).map((operation) => [operation.id, operation]))(
    '%s: 403 without its scope, not 403 with it alone',
    async (_, operation) => {
      const scope = operation.scope as Scope;
      const lacking = await issue(SCOPES.filter((s) => s !== scope && s !== IMPLIED_BY[scope]));
      const refused = await call(operation, lacking);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'insufficient_scope', status: 403 });
      expect(refused.json.message).toContain(scope);
      expect(refused.headers['www-authenticate']).toBe(`Bearer realm="animal-store", error="insufficient_scope", scope="${scope}"`);
      // Counted against the quota like any answered request.
      expect(refused.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
      const allowed = await call(operation, await issue([scope]));
      // Past the scope: answered by the operation itself (an id that names nothing is its own 404, not "no route").
      expect([401, 403, 405], `${operation.id} with ${scope}: ${allowed.text}`).not.toContain(allowed.status);
      expect(String(allowed.json?.message)).not.toMatch(/^No route/);
    },
  );

  it('getRateLimit answers any valid key, whatever its scopes; getOpenApi answers without a key', async () => {
    const rateLimit = OPERATIONS.find((operation) => operation.id === 'getRateLimit')!;
    expect((await call(rateLimit, await issue(['inventory:read']))).status).toBe(200);
    expect((await call(rateLimit, undefined)).status).toBe(401);
    expect(
      (
        await call(
          OPERATIONS.find((operation) => operation.id === 'getOpenApi')!,
          undefined,
        )
      ).status,
    ).toBe(200);
  });

  it('checks the scope after the route (404, 405 stay) and before the parameters (403, not 400)', async () => {
    const storefront = await issue(['pets:read', 'orders:read', 'orders:write', 'inventory:read']);
    expect((await send(service.url, { path: '/v1/nowhere', key: storefront })).status).toBe(404);
    expect((await send(service.url, { method: 'PUT', path: '/v1/pets/1', key: storefront })).status).toBe(405);
    expect((await send(service.url, { method: 'DELETE', path: '/v1/pets/not-an-id', key: storefront })).status).toBe(403);
    expect((await postJson(service.url, storefront, '/v1/pets', 'not json')).status).toBe(403);
    // Held: the parameters are checked as before.
    expect((await send(service.url, { path: '/v1/pets/not-an-id', key: storefront })).status).toBe(400);
  });
});

describe('orders belong to the owner of the key that placed them', () => {
  let alice: string;
  let bob: string;
  let clerk: string;
  beforeAll(async () => {
    service = await startTestService({ env: { MAX_OPEN_ORDERS_PER_OWNER: '2' } });
    const storefront: Scope[] = ['pets:read', 'orders:read', 'orders:write', 'inventory:read'];
    alice = await issue(storefront);
    bob = await issue(storefront);
    clerk = await issue(['orders:manage']);
  });
  afterAll(() => service.close());

  const place = async (key: string) => {
    const petId = (await postPet(service.url, PRO_KEY, aNewPet())).json.id as number;
    return postJson(service.url, key, '/v1/store/orders', { petId });
  };

  it("hides another owner's orders: 404 to GET and PATCH, absent from lists; orders:manage sees them all", async () => {
    const mine = (await place(alice)).json;
    const theirs = (await place(bob)).json;
    expect(mine.owner).not.toBe(theirs.owner);
    expect((await send(service.url, { path: `/v1/store/orders/${theirs.id}`, key: alice })).status).toBe(404);
    const unknown = await send(service.url, { path: '/v1/store/orders/999999', key: alice });
    const hidden = await send(service.url, { path: `/v1/store/orders/${theirs.id}`, key: alice });
    // Not found in the same words as an order that does not exist, but for the id.
    expect(hidden.json.message.replace(String(theirs.id), 'N')).toBe(unknown.json.message.replace('999999', 'N'));
    expect((await patchJson(service.url, alice, `/v1/store/orders/${theirs.id}`, { status: 'cancelled' })).status).toBe(404);
    expect((await send(service.url, { path: '/v1/store/orders', key: alice })).json.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    expect((await send(service.url, { path: `/v1/store/orders?petId=${theirs.petId}`, key: alice })).json).toEqual([]);
    const all = (await send(service.url, { path: '/v1/store/orders?limit=100', key: clerk })).json.map((o: { id: number }) => o.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await send(service.url, { path: `/v1/store/orders/${theirs.id}`, key: clerk })).status).toBe(200);
  });

  it('lets a customer cancel its own order only; approving and delivering need orders:manage, no-ops included (403 once the body is read)', async () => {
    const order = (await place(alice)).json;
    const path = `/v1/store/orders/${order.id}`;
    const approve = await patchJson(service.url, alice, path, { status: 'approved' });
    expect(approve.status).toBe(403);
    expect(approve.headers['www-authenticate']).toContain('scope="orders:manage"');
    // The order of checks: a bad body is 400 before the scope of the move is looked at, a stale If-Match 412.
    expect((await patchJson(service.url, alice, path, { status: 'lost' })).status).toBe(400);
    expect((await patchJson(service.url, alice, path, { status: 'approved' }, { 'if-match': '"o1.99"' })).status).toBe(412);
    expect((await patchJson(service.url, clerk, path, { status: 'approved' })).status).toBe(200);
    expect((await patchJson(service.url, alice, path, { status: 'approved' })).status).toBe(403);
    expect((await patchJson(service.url, alice, path, { status: 'delivered' })).status).toBe(403);
    expect((await patchJson(service.url, alice, path, { status: 'cancelled' })).status).toBe(200);
  });

  it('refuses an owner its open orders beyond MAX_OPEN_ORDERS_PER_OWNER with 409 open_order_limit', async () => {
    const carol = await issue(['pets:read', 'orders:read', 'orders:write']);
    expect((await place(carol)).status).toBe(201);
    expect((await place(carol)).status).toBe(201);
    const third = await place(carol);
    expect(third.status).toBe(409);
    expect(third.json).toMatchObject({ code: 'open_order_limit', status: 409 });
    expect((await place(bob)).status).toBe(201);
  });
});
