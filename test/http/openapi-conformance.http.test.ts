import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PetRepository } from '../../core/index.js';
import { StoreUnavailableError } from '../../core/index.js';
import { FREE_KEY, postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { OpenApiConformance } from '../support/openapi-conformance.js';
import { HeldPetRepository } from '../support/held-pet-repository.js';
import { anEventLog } from '../support/mothers.js';

const ORIGIN = 'https://app.example';
/** CORS on, so the CORS headers are exercised (and must be declared) on every answer below. */
const ENV = { CORS_ORIGINS: ORIGIN };
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

function unreachablePets(): PetRepository {
  const fail = async () => {
    throw new StoreUnavailableError('database', 2);
  };
  return {
    create: fail,
    findById: fail,
    findByWriteTag: fail,
    list: fail,
    ping: fail,
    findRecord: fail,
    replace: fail,
    remove: fail,
    inventory: fail,
  };
}

/**
 * Every answer of the real server, checked against the document it serves at /v1/openapi.json:
 * each request below goes through `exchange`, which records the problems; the suite fails on any.
 */
describe('the service honours its OpenAPI document', () => {
  let service: TestService;
  let conformance: OpenApiConformance | undefined;
  const problems: string[] = [];
  const exchanges: string[] = [];
  afterEach(async () => service?.close());

  async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<void> {
    service = await startTestService({ ...options, env: { ...ENV, ...options.env } });
    const served = await send(service.url, { path: '/v1/openapi.json' });
    expect(served.status).toBe(200);
    conformance ??= new OpenApiConformance(served.json, '/v1');
    check('GET', '/v1/openapi.json', served);
  }

  function check(method: string, path: string, res: RawResponse): RawResponse {
    exchanges.push(`${method} ${path} ${res.status}`);
    problems.push(...conformance!.check(method, path, res));
    return res;
  }

  /** One request, from a browser at a listed origin and with a trace context, half of the time. */
  let turn = 0;
  async function call(method: string, path: string, options: { key?: string; headers?: Record<string, string>; body?: string } = {}) {
    const decorated: Record<string, string> = turn++ % 2 === 0 ? { origin: ORIGIN, traceparent: TRACEPARENT } : {};
    const res = await send(service.url, { method, path, ...options, headers: { ...decorated, ...options.headers } });
    return check(method, path, res);
  }
  const json = (body: unknown, type = 'application/json') => ({ headers: { 'content-type': type }, body: JSON.stringify(body) });

  it('pets: every status of listPets, createPet, getPet, updatePet, deletePet', async () => {
    await start();
    const created = await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: 'Rex', categoryId: 1 }) });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const replay = { key: PRO_KEY, headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' }, body: '{"name":"Bo","categoryId":2}' };
    expect((await call('POST', '/v1/pets', replay)).status).toBe(201);
    expect((await call('POST', '/v1/pets', replay)).headers['idempotent-replayed']).toBe('true');
    expect((await call('POST', '/v1/pets', { ...replay, body: '{"name":"Other","categoryId":2}' })).status).toBe(422);
    expect((await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: '' }) })).status).toBe(400);
    expect((await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: 'Rex', categoryId: 1 }, 'text/plain') })).status).toBe(415);
    expect((await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: 'x'.repeat(20_000), categoryId: 1 }) })).status).toBe(413);
    expect((await call('POST', '/v1/pets', json({ name: 'Rex', categoryId: 1 }))).status).toBe(401);
    for (let i = 0; i < 3; i++) await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: `P${i}`, categoryId: 1, status: 'pending' }) });

    const page = await call('GET', '/v1/pets?limit=2', { key: PRO_KEY });
    expect(page.status).toBe(200);
    expect(page.headers.link).toMatch(/rel="next"/);
    expect((await call('GET', '/v1/pets?status=pending', { key: PRO_KEY })).status).toBe(200);
    expect((await call('HEAD', '/v1/pets', { key: PRO_KEY })).status).toBe(200);
    expect((await call('GET', '/v1/pets?limit=0', { key: PRO_KEY })).status).toBe(400);
    expect((await call('GET', '/v1/pets', { headers: { authorization: 'Bearer nope-nope-nope-nope' } })).status).toBe(401);

    // listPets by id: several pets, one with its ETag, 304 while it is current, a malformed id.
    expect((await call('GET', `/v1/pets?id=${id}&id=999999&id=1`, { key: PRO_KEY })).status).toBe(200);
    const byId = await call('GET', `/v1/pets?id=${id}`, { key: PRO_KEY });
    expect(byId.headers.etag).toBeDefined();
    expect((await call('GET', `/v1/pets?id=${id}`, { key: PRO_KEY, headers: { 'if-none-match': String(byId.headers.etag) } })).status).toBe(304);
    expect((await call('GET', '/v1/pets?id=x', { key: PRO_KEY })).status).toBe(400);

    const one = await call('GET', `/v1/pets/${id}`, { key: PRO_KEY });
    expect(one.status).toBe(200);
    const tag = String(one.headers.etag);
    expect((await call('GET', `/v1/pets/${id}`, { key: PRO_KEY, headers: { 'if-none-match': tag } })).status).toBe(304);
    expect((await call('GET', '/v1/pets/abc', { key: PRO_KEY })).status).toBe(400);
    expect((await call('GET', '/v1/pets/999999', { key: PRO_KEY })).status).toBe(404);

    const patched = await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, ...json({ name: 'Rex II' }, 'application/merge-patch+json') });
    expect(patched.status).toBe(200);
    const stale = { 'if-match': tag };
    expect(
      (await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, headers: { ...stale, 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(412);
    expect((await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, ...json({ name: null }, 'application/merge-patch+json') })).status).toBe(400);
    expect((await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, ...json({ name: 'A' }, 'text/plain') })).status).toBe(415);
    expect(
      (await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, ...json({ name: 'x'.repeat(20_000) }, 'application/merge-patch+json') })).status,
    ).toBe(413);
    expect((await call('PATCH', '/v1/pets/999999', { key: PRO_KEY, ...json({ name: 'A' }, 'application/merge-patch+json') })).status).toBe(404);
    expect((await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, ...json({ status: 'sold' }, 'application/merge-patch+json') })).status).toBe(200);
    expect((await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, ...json({ status: 'available' }, 'application/merge-patch+json') })).status).toBe(
      409,
    );

    expect((await call('DELETE', `/v1/pets/${id}`, { key: PRO_KEY, headers: stale })).status).toBe(412);
    expect((await call('DELETE', '/v1/pets/abc', { key: PRO_KEY })).status).toBe(400);
    expect((await call('DELETE', `/v1/pets/${id}`, { key: PRO_KEY })).status).toBe(204);
    expect((await call('DELETE', `/v1/pets/${id}`, { key: PRO_KEY })).status).toBe(404);

    expect((await call('OPTIONS', '/v1/pets', { key: PRO_KEY })).status).toBe(204);
    expect((await call('OPTIONS', `/v1/pets/${id}`, { key: PRO_KEY })).status).toBe(204);
    expect((await call('OPTIONS', '/v1/openapi.json', { key: PRO_KEY })).status).toBe(204);
    // The document compressed, and 304 to a cache that names it.
    const compressed = await call('GET', '/v1/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect((await call('GET', '/v1/openapi.json', { headers: { 'if-none-match': String(compressed.headers.etag) } })).status).toBe(304);
    const preflight = await call('OPTIONS', '/v1/pets', { headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect((await call('PUT', '/v1/pets', { key: PRO_KEY })).status).toBe(405);
    expect((await call('POST', `/v1/pets/${id}`, { key: PRO_KEY })).status).toBe(405);
    expect((await call('DELETE', '/v1/openapi.json', { key: PRO_KEY })).status).toBe(405);
  });

  it('store: every status of placeOrder, listOrders, getOrder, updateOrder, getInventory', async () => {
    await start();
    const pet = (await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: 'Rex', categoryId: 1 }) })).json.id as number;
    const placed = await call('POST', '/v1/store/orders', {
      key: PRO_KEY,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'o1' },
      body: JSON.stringify({ petId: pet }),
    });
    expect(placed.status).toBe(201);
    const order = placed.json.id as number;
    expect((await call('POST', '/v1/store/orders', { key: PRO_KEY, ...json({ petId: pet }) })).status).toBe(409);
    expect((await call('POST', '/v1/store/orders', { key: PRO_KEY, ...json({ petId: 999999 }) })).status).toBe(422);
    expect((await call('POST', '/v1/store/orders', { key: PRO_KEY, ...json({ petId: 'x' }) })).status).toBe(400);
    expect((await call('POST', '/v1/store/orders', { key: PRO_KEY, ...json({ petId: pet }, 'text/plain') })).status).toBe(415);
    expect((await call('POST', '/v1/store/orders', { key: PRO_KEY, ...json({ petId: pet, pad: 'x'.repeat(20_000) }) })).status).toBe(413);
    expect((await call('DELETE', `/v1/pets/${pet}`, { key: PRO_KEY })).status).toBe(409);

    expect((await call('GET', '/v1/store/orders?limit=1', { key: PRO_KEY })).status).toBe(200);
    expect((await call('GET', `/v1/store/orders?petId=${pet}&status=placed`, { key: PRO_KEY })).status).toBe(200);
    expect((await call('GET', '/v1/store/orders?status=lost', { key: PRO_KEY })).status).toBe(400);
    const read = await call('GET', `/v1/store/orders/${order}`, { key: PRO_KEY });
    expect(read.status).toBe(200);
    expect((await call('GET', `/v1/store/orders/${order}`, { key: PRO_KEY, headers: { 'if-none-match': String(read.headers.etag) } })).status).toBe(
      304,
    );
    expect((await call('GET', '/v1/store/orders/0', { key: PRO_KEY })).status).toBe(400);
    expect((await call('GET', '/v1/store/orders/999999', { key: PRO_KEY })).status).toBe(404);

    const patch = (body: unknown, headers: Record<string, string> = {}) =>
      call('PATCH', `/v1/store/orders/${order}`, {
        key: PRO_KEY,
        headers: { 'content-type': 'application/merge-patch+json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await patch({ status: 'delivered' })).status).toBe(409);
    expect((await patch({ status: 'approved' })).status).toBe(200);
    expect((await patch({ status: 'cancelled' }, { 'if-match': String(read.headers.etag) })).status).toBe(412);
    expect((await patch({ status: null })).status).toBe(400);
    expect((await patch({ status: 'approved' }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect(
      (await call('PATCH', '/v1/store/orders/999999', { key: PRO_KEY, ...json({ status: 'approved' }, 'application/merge-patch+json') })).status,
    ).toBe(404);

    expect((await call('GET', '/v1/store/inventory', { key: PRO_KEY })).status).toBe(200);
    for (const path of ['/v1/store/orders', `/v1/store/orders/${order}`, '/v1/store/inventory']) {
      expect((await call('OPTIONS', path, { key: PRO_KEY })).status).toBe(204);
      expect((await call('PUT', path, { key: PRO_KEY })).status).toBe(405);
    }
  });

  it('keys and access: every status of createKey, listKeys, getKey, revokeKey, rotateKey, getRateLimit; 403 on every kind of operation', async () => {
    await start();
    const created = await call('POST', '/v1/keys', {
      key: PRO_KEY,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'c1' },
      body: '{"name":"shop","plan":"free"}',
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.json as { id: string; secret: string };
    expect(
      (
        await call('POST', '/v1/keys', {
          key: PRO_KEY,
          headers: { 'content-type': 'application/json', 'idempotency-key': 'c1' },
          body: '{"name":"shop","plan":"free"}',
        })
      ).headers['idempotent-replayed'],
    ).toBe('true');
    expect(
      (
        await call('POST', '/v1/keys', {
          key: PRO_KEY,
          headers: { 'content-type': 'application/json', 'idempotency-key': 'c1' },
          body: '{"name":"x","plan":"free"}',
        })
      ).status,
    ).toBe(422);
    expect((await call('POST', '/v1/keys', { key: PRO_KEY, ...json({ name: 'x', plan: 'gold' }) })).status).toBe(400);
    expect((await call('POST', '/v1/keys', { key: PRO_KEY, ...json({ name: 'x', plan: 'free' }, 'text/plain') })).status).toBe(415);
    expect((await call('POST', '/v1/keys', { key: PRO_KEY, ...json({ name: 'x'.repeat(20_000), plan: 'free' }) })).status).toBe(413);
    expect((await call('POST', '/v1/keys', { key: secret, ...json({ name: 'x', plan: 'free' }) })).status).toBe(403);
    expect((await call('GET', '/v1/keys?limit=1', { key: PRO_KEY })).headers.link).toMatch(/rel="next"/);
    expect((await call('GET', '/v1/keys?limit=0', { key: PRO_KEY })).status).toBe(400);
    expect((await call('GET', `/v1/keys/${id}`, { key: PRO_KEY })).status).toBe(200);
    expect((await call('GET', '/v1/keys/no-such-key', { key: PRO_KEY })).status).toBe(404);
    expect((await call('GET', '/v1/keys/bad%20id', { key: PRO_KEY })).status).toBe(400);
    const rotated = await call('POST', `/v1/keys/${id}/rotate`, { key: PRO_KEY });
    expect(rotated.status).toBe(201);
    expect((await call('POST', `/v1/keys/${id}/rotate`, { key: PRO_KEY, ...json({}) })).status).toBe(409);
    expect((await call('POST', `/v1/keys/${id}/rotate`, { key: PRO_KEY, ...json({ expiresInSeconds: -1 }) })).status).toBe(400);
    expect((await call('DELETE', `/v1/keys/${rotated.json.id as string}`, { key: PRO_KEY })).status).toBe(204);
    expect((await call('DELETE', '/v1/keys/no-such-key', { key: PRO_KEY })).status).toBe(404);
    expect((await call('GET', '/v1/rate_limit', { key: secret })).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/v1/keys'],
      ['DELETE', '/v1/pets/1'],
      ['GET', '/v1/store/inventory'],
    ] as const) {
      expect((await call(method, path, { key: secret })).status, `${method} ${path}`).toBe(
        method === 'GET' && path.endsWith('inventory') ? 200 : 403,
      );
    }
    const pet = (await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: 'Rex', categoryId: 1 }) })).json.id as number;
    const order = (await call('POST', '/v1/store/orders', { key: secret, ...json({ petId: pet }) })).json.id as number;
    expect(
      (await call('PATCH', `/v1/store/orders/${order}`, { key: secret, ...json({ status: 'approved' }, 'application/merge-patch+json') })).status,
    ).toBe(403);
    for (const path of ['/v1/keys', `/v1/keys/${id}`, `/v1/keys/${id}/rotate`, '/v1/rate_limit']) {
      expect((await call('OPTIONS', path, { key: PRO_KEY })).status).toBe(204);
      expect((await call('PUT', path, { key: PRO_KEY })).status).toBe(405);
    }
  });

  it('429 limited and suspended, on keyed and public operations', async () => {
    await start({ env: { RATE_LIMIT_BAN_THRESHOLD: '2', RATE_LIMIT_DOCS_PER_MINUTE: '3' } });
    const codes: string[] = [];
    for (let i = 0; i < 64; i++) {
      const res = await send(service.url, { path: '/v1/pets', key: FREE_KEY });
      if (res.status === 429 || i % 16 === 0) codes.push(check('GET', '/v1/pets', res).json.code ?? 'ok');
    }
    expect(codes).toContain('rate_limited');
    expect(codes).toContain('key_suspended');
    for (let i = 0; i < 4; i++) await call('GET', '/v1/openapi.json');
    expect(exchanges.at(-1)).toBe('GET /v1/openapi.json 429');
  });

  it('409 in progress, and 503 with a store unreachable', async () => {
    const events = anEventLog();
    const pets = new HeldPetRepository(events);
    await start({ stores: { pets, events } });
    pets.hold();
    const request = {
      key: PRO_KEY,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'slow' },
      body: '{"name":"Rex","categoryId":1}',
    };
    const first = send(service.url, { method: 'POST', path: '/v1/pets', ...request });
    await pets.entered;
    expect((await call('POST', '/v1/pets', request)).status).toBe(409);
    pets.release();
    check('POST', '/v1/pets', await first);
    await service.close();

    await start({ stores: { pets: unreachablePets(), events: anEventLog() } });
    expect((await call('GET', '/v1/pets', { key: PRO_KEY })).status).toBe(503);
    expect((await call('POST', '/v1/pets', { key: PRO_KEY, ...json({ name: 'Rex', categoryId: 1 }) })).status).toBe(503);
    expect((await call('GET', '/v1/pets/1', { key: PRO_KEY })).status).toBe(503);
    expect((await call('GET', '/v1/store/inventory', { key: PRO_KEY })).status).toBe(503);
  });

  it('410 once getPet is past its sunset', async () => {
    await start({ env: { GETPET_DEPRECATED_AT: '2020-01-01', GETPET_SUNSET_AT: '2020-06-01' } });
    const id = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;
    expect((await call('GET', `/v1/pets/${id}`, { key: PRO_KEY })).status).toBe(410);
    // PATCH and DELETE outlive the sunset.
    expect((await call('PATCH', `/v1/pets/${id}`, { key: PRO_KEY, ...json({ name: 'B' }, 'application/merge-patch+json') })).status).toBe(200);
  });

  afterAll(() => {
    // The statuses each operation was seen answering: every one the list in the issue names.
    const seen = Object.fromEntries([...(conformance?.seen ?? [])].map(([name, statuses]) => [name, [...statuses].sort()]));
    const all = new Set(Object.values(seen).flat());
    expect(problems, `${problems.length} answers disagree with the document`).toEqual([]);
    for (const status of [200, 201, 204, 304, 400, 401, 403, 404, 405, 409, 410, 412, 413, 415, 422, 429, 503])
      expect(all, JSON.stringify(seen)).toContain(status);
    expect(exchanges.length).toBeGreaterThan(90);
  });
});
