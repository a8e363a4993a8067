import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpApp, httpLayers } from '../../adapters/http/app.js';
import { requestContext } from '../../adapters/http/middleware/request-context.js';
import { replyOf } from '../../adapters/http/reply.js';
import { createLogging } from '../../adapters/logging/pino-logger.js';
import { NO_SERVICE_EVENTS, StoreUnavailableError, type PetRepository } from '../../core/index.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { aNewPet, anEventLog } from '../support/mothers.js';
import { createAnimalStore } from '../../bootstrap/animal-store.js';
import { httpAppDependencies } from '../../bootstrap/server.js';

/** A pet store whose every call fails the way `failure` says. */
function failingPets(failure: () => Error): PetRepository {
  const fail = async () => {
    throw failure();
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

/** The methods of an Allow header, exactly, in a fixed order (the header's own order carries no meaning). */
const allowed = (res: RawResponse): string[] => String(res.headers.allow).split(', ').sort();

describe('HTTP protocol: errors, headers, routes, operations', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  it('sets X-Request-Id (keeping a sane incoming one), nosniff and no-store, and never X-Powered-By', async () => {
    service = await startTestService();
    const own = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { 'x-request-id': 'client-req.42_a' } });
    expect(own.headers['x-request-id']).toBe('client-req.42_a');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['x-powered-by']).toBeUndefined();
    const generated = new Set<unknown>();
    for (const insane of ['has space', 'x'.repeat(129), 'semi;colon', '<script>']) {
      const res = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { 'x-request-id': insane } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{16}-[0-9a-z]+$/);
      generated.add(res.headers['x-request-id']);
    }
    expect(generated.size).toBe(4);
  });

  it('puts the request id on every log line of the request', async () => {
    service = await startTestService();
    await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { 'x-request-id': 'trace-me' } });
    const lines = service.logLines.filter((l) => l.reqId === 'trace-me');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/v1/pets', status: 200 });
  });

  it('writes no access lines with ACCESS_LOG=false, but still logs failures', async () => {
    service = await startTestService({ env: { ACCESS_LOG: 'false' }, stores: { pets: failingPets(() => new Error('boom')), events: anEventLog() } });
    await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { 'x-request-id': 'quiet-1' } });
    expect(service.logLines.filter((l) => l.msg === 'request')).toEqual([]);
    expect(service.logLines.find((l) => l.reqId === 'quiet-1')?.level).toBe(50);
  });

  it('answers 405 with Allow (OPTIONS included, since it answers) for a known path and another method, 204 with Allow for OPTIONS', async () => {
    service = await startTestService();
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const res = await send(service.url, { method, path: '/v1/pets', key: PRO_KEY });
      expect(res.status).toBe(405);
      expect(res.json).toMatchObject({ code: 'method_not_allowed', status: 405 });
      expect(allowed(res)).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    }
    const byId = await send(service.url, { method: 'POST', path: '/v1/pets/1', key: PRO_KEY });
    expect(byId.status).toBe(405);
    expect(allowed(byId)).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH']);
    const options = await send(service.url, { method: 'OPTIONS', path: '/v1/pets', key: PRO_KEY });
    expect(options.status).toBe(204);
    expect(allowed(options)).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(options.headers['accept-patch']).toBeUndefined();
    // The store area: each path its own methods; where PATCH is allowed, OPTIONS names the patch formats.
    const expected: [string, string[]][] = [
      ['/v1/store/orders', ['GET', 'HEAD', 'OPTIONS', 'POST']],
      ['/v1/store/orders/1', ['GET', 'HEAD', 'OPTIONS', 'PATCH']],
      ['/v1/store/inventory', ['GET', 'HEAD', 'OPTIONS']],
    ];
    for (const [path, methods] of expected) {
      const refused = await send(service.url, { method: 'PUT', path, key: PRO_KEY });
      expect(refused.status, path).toBe(405);
      expect(allowed(refused), path).toEqual(methods);
    }
    const patchable = await send(service.url, { method: 'OPTIONS', path: '/v1/store/orders/1', key: PRO_KEY });
    expect(patchable.status).toBe(204);
    expect(patchable.headers['accept-patch']).toBe('application/merge-patch+json, application/json');
  });

  it('answers 404 not_found (Error body) for unknown routes, inside /v1 with a key and outside it', async () => {
    service = await startTestService();
    for (const path of ['/v1/store', '/v1/store/orders/1/items', '/v1/pets/1/photos', '/index.html', '/v2/pets']) {
      const res = await send(service.url, { path, key: PRO_KEY });
      expect(res.status, path).toBe(404);
      expect(res.json).toMatchObject({ code: 'not_found', status: 404 });
    }
  });

  it('answers 500 internal_error without leaking the cause, and logs it under the request id', async () => {
    service = await startTestService({ stores: { pets: failingPets(() => new Error('driver exploded at /srv/secret/path')), events: anEventLog() } });
    const res = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { 'x-request-id': 'boom-1' } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ code: 'internal_error', message: 'Internal server error.', status: 500 });
    expect(res.text).not.toContain('exploded');
    expect(res.text).not.toContain('/srv');
    const logged = service.logLines.find((l) => l.reqId === 'boom-1' && l.level === 50);
    expect(JSON.stringify(logged)).toContain('driver exploded');
  });

  it('answers 503 service_unavailable with Retry-After when a store is unreachable, and /readyz says 503', async () => {
    service = await startTestService({ stores: { pets: failingPets(() => new StoreUnavailableError('database', 2)), events: anEventLog() } });
    const res = await postPet(service.url, PRO_KEY, aNewPet());
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(res.headers['retry-after']).toBe('2');
    const ready = await send(service.url, { path: '/readyz' });
    expect(ready.status).toBe(503);
    expect(ready.json.checks.pets).toMatch(/^down/);
  });

  it('serves /healthz and /readyz without a key', async () => {
    service = await startTestService();
    expect((await send(service.url, { path: '/healthz' })).json).toEqual({ status: 'ok' });
    const ready = await send(service.url, { path: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', checks: { pets: 'ok', rateLimiter: 'ok' } });
  });

  it('serves the OpenAPI 3.1 description with getPet deprecated and the configured servers', async () => {
    service = await startTestService({ env: { PUBLIC_BASE_URL: 'https://pets.example.com/v1' } });
    const res = await send(service.url, { path: '/v1/openapi.json' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.json.info.version).toBe('1.0.0');
    // Staging is not configured: not listed.
    expect(res.json.servers.map((server: { url: string }) => server.url)).toEqual(['/v1', 'https://pets.example.com/v1']);
    expect(res.json.paths['/pets/{petId}'].get).toMatchObject({ operationId: 'getPet', deprecated: true });
    expect(res.json.paths['/pets'].get.operationId).toBe('listPets');
    expect(res.json.paths['/pets'].post.operationId).toBe('createPet');
    expect(res.json.components.schemas.NewPet.required).toEqual(['name', 'categoryId']);
  });

  it('routes each path to its operation in every group, trailing slash and all, and nothing else', async () => {
    service = await startTestService();
    expect((await postPet(service.url, PRO_KEY, aNewPet())).status).toBe(201);
    // Path (and method, when not GET), the status and Error code it must get.
    const expected: [string, number, string?][] = [
      ['/v1/pets', 200],
      ['/v1/pets/', 200],
      ['/v1/pets/1', 200],
      ['/v1/pets/1/', 200],
      // A path parameter is percent-decoded; one that does not decode reaches the checks as it came.
      ['/v1/pets/%31', 200],
      ['/v1/pets/%E0%A4%A', 400, 'invalid_request'],
      ['/v1/store/inventory', 200],
      ['/v1/store/orders/1', 404, 'not_found'],
      ['/v1/keys', 200],
      ['/v1/events', 200],
      ['/v1/webhook-endpoints', 200],
      ['/v1/rate_limit', 200],
      ['/v1/openapi.json', 200],
      ['PUT /v1/pets', 405, 'method_not_allowed'],
      ['/v1//pets', 404, 'not_found'],
      // A group's name must be the whole segment.
      ['/v1/petsx', 404, 'not_found'],
      ['/v1/pets.json', 404, 'not_found'],
      ['/v1/pets/1/orders', 404, 'not_found'],
      ['/v1/nothing', 404, 'not_found'],
      ['/v1/', 404, 'not_found'],
    ];
    const answers = await Promise.all(
      expected.map(async ([request]) => {
        const [method, path] = request.includes(' ') ? request.split(' ') : ['GET', request];
        const res = await send(service.url, { path: path!, method: method!, key: PRO_KEY });
        const code = (res.json as { code?: string } | undefined)?.code;
        return code === undefined ? [request, res.status] : [request, res.status, code];
      }),
    );
    expect(answers).toEqual(expected);
  });

  it('keeps serving after a burst of bad requests (no state corrupted)', async () => {
    const events = anEventLog();
    const pets = new InMemoryPetRepository(events);
    service = await startTestService({ stores: { pets, events } });
    await Promise.all(Array.from({ length: 30 }, () => postPet(service.url, PRO_KEY, '{"name":')));
    expect(pets.size).toBe(0);
    expect((await postPet(service.url, PRO_KEY, aNewPet())).status).toBe(201);
  });
});

describe('HTTP protocol: a header Node refuses', () => {
  it('answers a plain 500 with the request id instead of failing twice', async () => {
    const lines: Record<string, unknown>[] = [];
    const { logger, access } = createLogging({
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
    });
    const app = new Koa();
    app.use(
      requestContext(
        { warn: (f, m) => logger.warn(f, m), error: (f, m) => logger.error(f, m) },
        { events: { ...NO_SERVICE_EVENTS, requestAnswered: access } },
      ),
    );
    app.use((ctx) => replyOf(ctx).header('X-Broken', 'line\nbreak').json(200, '{"ok":true}'));
    const handle = app.callback(); // never rejects: Koa answers its own errors
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await send(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
        path: '/anything',
        headers: { 'x-request-id': 'broken-1' },
      });
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ code: 'internal_error', message: 'Internal server error.', status: 500 });
      expect(res.headers['x-request-id']).toBe('broken-1');
      expect(res.headers['x-broken']).toBeUndefined();
      expect(lines.find((line) => line.msg === 'response headers refused')).toMatchObject({ reqId: 'broken-1' });
      expect(lines.find((line) => line.msg === 'request')).toMatchObject({ reqId: 'broken-1', status: 500 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('HTTP protocol: the app answers every request through requestContext', () => {
  it('refuses to build an app whose first layer is not requestContext (its requests would never be answered)', async () => {
    const store = await createAnimalStore({ env: { APP_ENV: 'test' } });
    try {
      const deps = httpAppDependencies(store);
      const layers = httpLayers(deps);
      expect(() => createHttpApp(deps, layers.slice(1))).toThrow(/the first layer must be requestContext/);
      expect(() => createHttpApp(deps, layers)).not.toThrow();
    } finally {
      await store.close();
    }
  });
});
