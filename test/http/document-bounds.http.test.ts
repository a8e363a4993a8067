import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../core/index.js';
import { postJson, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

type Node = Record<string, any>;

/** The served document bounds what a client may send, and each bound it states is the one the service enforces. */
describe('the bounds the served document states', () => {
  let service: TestService;
  let document: Node;
  beforeAll(async () => {
    service = await startTestService();
    document = (await send(service.url, { path: '/v1/openapi.json' })).json as Node;
  });
  afterAll(async () => service.close());
  const keyed = { authorization: `Bearer ${PRO_KEY}` };

  it('NewKey.scopes: at most one of each scope, so at most 9 — and a tenth is refused', async () => {
    expect(document.components.schemas.NewKey.properties.scopes.maxItems).toBe(SCOPES.length);
    const res = await postJson(service.url, PRO_KEY, '/v1/keys', { name: 'k', plan: 'free', scopes: [...SCOPES, 'pets:read'] });
    expect(res.status).toBe(400);
    expect(res.json.details).toContainEqual({ field: 'scopes', problem: 'must have at most 9 items' });
  });

  it('owner and expiresAt have a maxLength, and a longer value is refused', async () => {
    const { owner, expiresAt } = document.components.schemas.NewKey.properties;
    expect(owner.maxLength).toBe(64);
    expect(expiresAt.maxLength).toBe(64);
    const res = await postJson(service.url, PRO_KEY, '/v1/keys', {
      name: 'k',
      plan: 'free',
      owner: 'o'.repeat(65),
      expiresAt: `2099-01-01T00:00:00.${'0'.repeat(50)}Z`,
    });
    expect(res.status).toBe(400);
    expect(res.json.details.map((d: { field: string }) => d.field)).toEqual(['owner', 'expiresAt']);
  });

  it.each([
    ['keyId', '/v1/keys/'],
    ['endpointId', '/v1/webhook-endpoints/'],
  ])('the path id %s has a maxLength of 64, and a 65-character one is 400', async (name, prefix) => {
    expect(document.components.parameters[name].schema).toMatchObject({ minLength: 1, maxLength: 64 });
    const res = await send(service.url, { path: `${prefix}${'a'.repeat(65)}`, headers: keyed });
    expect(res.status).toBe(400);
    expect(res.json.details[0].field).toBe(name);
  });

  it('the path id deliveryId has a maxLength of 64', () => {
    expect(document.components.parameters.deliveryId.schema).toMatchObject({ minLength: 1, maxLength: 64 });
  });

  it('the id filter: each item an int64 of at least 1, and one beyond int64 is refused', async () => {
    expect(document.components.parameters.idFilter.schema.items).toEqual({ type: 'integer', format: 'int64', minimum: 1 });
    const res = await send(service.url, { path: '/v1/pets?id=9223372036854775808', headers: keyed });
    expect(res.status).toBe(400);
    expect((await send(service.url, { path: '/v1/pets?id=9223372036854775807', headers: keyed })).status).toBe(200);
  });

  it('getOpenApi declares the 400 that `?x=1` gets', async () => {
    expect(document.paths['/openapi.json'].get.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const res = await send(service.url, { path: '/v1/openapi.json?x=1' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('x: is not a known query parameter.');
  });

  it('every operation declares a 400: each refuses a query parameter it does not take', async () => {
    for (const [path, item] of Object.entries(document.paths as Record<string, Node>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'options' || method.startsWith('x-')) continue;
        expect(operation.responses['400'], `${method} ${path}`).toBeDefined();
      }
    }
    const inventory = await send(service.url, { path: '/v1/store/inventory?x=1', headers: keyed });
    expect(inventory.status).toBe(400);
  });
});
