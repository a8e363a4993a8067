import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

/** A body's problems come in one 400: the schema's and the domain rules' together, each named, in the order they were sent. */
describe('one 400 names every problem of a body', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => service.close());

  it('createPet: a blank name (a domain rule) with a bad categoryId and status (the schema)', async () => {
    const res = await postPet(service.url, PRO_KEY, { name: '  ', categoryId: -1, status: 'lost' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_request');
    expect(res.json.details).toEqual([
      { field: 'name', problem: 'must not be empty or only whitespace' },
      { field: 'categoryId', problem: 'must be at least 1' },
      { field: 'status', problem: 'must be one of available, pending, sold' },
    ]);
    expect(res.json.message).toBe(
      'name: must not be empty or only whitespace; categoryId: must be at least 1; status: must be one of available, pending, sold.',
    );
  });

  it('lists the problems in the order the body sent its members, missing ones last', async () => {
    const res = await postPet(service.url, PRO_KEY, { status: 'lost', name: 'Re\u0007x' });
    expect(res.json.details.map((d: { field: string }) => d.field)).toEqual(['status', 'name', 'categoryId']);
  });

  it('updatePet: the same for a merge patch', async () => {
    const created = await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 });
    const res = await patchJson(service.url, PRO_KEY, `/v1/pets/${created.json.id}`, { name: '\u200b', categoryId: null });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([
      { field: 'name', problem: 'must not be made only of invisible characters' },
      { field: 'categoryId', problem: 'must not be null: a merge patch cannot remove it' },
    ]);
  });

  it('createWebhookEndpoint and its PATCH: a blank description (a domain rule) with an empty events list (the schema)', async () => {
    const created = await postJson(service.url, PRO_KEY, '/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/hook', events: [], description: ' ' });
    expect(created.status).toBe(400);
    expect(created.json.details.map((d: { field: string }) => d.field)).toEqual(['events', 'description']);
    const endpoint = await postJson(service.url, PRO_KEY, '/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/hook', events: ['pet.created'] });
    const patched = await patchJson(service.url, PRO_KEY, `/v1/webhook-endpoints/${endpoint.json.id}`, { description: '\u202eevil', events: [] });
    expect(patched.status).toBe(400);
    expect(patched.json.details.map((d: { field: string }) => d.field)).toEqual(['description', 'events']);
  });

  it('createKey on a pro key: limits without perDay AND limits on a plan other than enterprise, in one 400 (before any 403)', async () => {
    const res = await postJson(service.url, PRO_KEY, '/v1/keys', { name: 'partner', plan: 'pro', limits: { perMinute: 100 } });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([
      { field: 'limits.perDay', problem: 'is required' },
      { field: 'limits', problem: 'custom limits are for enterprise keys; pro has fixed limits' },
    ]);
    expect(res.json.message).toBe('limits.perDay: is required; limits: custom limits are for enterprise keys; pro has fixed limits.');
  });

  it('createKey: a blank name, a past expiry and an unknown scope together', async () => {
    const res = await postJson(service.url, PRO_KEY, '/v1/keys', {
      name: ' ',
      plan: 'free',
      scopes: ['pets:read', 'pets:fly'],
      expiresAt: '2001-01-01T00:00:00Z',
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([
      { field: 'name', problem: 'must not be empty or only whitespace' },
      { field: 'scopes.1', problem: expect.stringMatching(/^must be one of pets:read, /) },
      { field: 'expiresAt', problem: 'must be in the future' },
    ]);
  });

  it('createKey with a body the schema accepts: every domain rule at once', async () => {
    const res = await postJson(service.url, PRO_KEY, '/v1/keys', { name: '\u2028', plan: 'free', expiresAt: '2001-01-01T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([
      { field: 'name', problem: 'must not contain line or paragraph separators (U+2028)' },
      { field: 'expiresAt', problem: 'must be in the future' },
    ]);
  });

  it('an enterprise plan asked by a pro key with a bad name: 400 first (DESIGN: body before grant_exceeds_caller)', async () => {
    const res = await postJson(service.url, PRO_KEY, '/v1/keys', { name: '', plan: 'enterprise', limits: { perMinute: 1, perDay: 10 } });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ field: 'name', problem: 'must not be empty' }]);
    const fixed = await postJson(service.url, PRO_KEY, '/v1/keys', { name: 'big', plan: 'enterprise', limits: { perMinute: 1, perDay: 10 } });
    expect(fixed.status).toBe(403);
    expect(fixed.json.code).toBe('grant_exceeds_caller');
  });

  it('a hostile body of thousands of wrong members: 400 with the first ten named and the count of the rest', async () => {
    const members = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`m${i}`, 0]));
    const started = performance.now();
    const res = await postPet(service.url, PRO_KEY, { name: ' ', categoryId: 'x', ...members });
    expect(res.status).toBe(400);
    expect(res.json.details).toHaveLength(10);
    expect(res.json.details.slice(0, 3)).toEqual([
      { field: 'name', problem: 'must not be empty or only whitespace' },
      { field: 'categoryId', problem: 'must be an integer' },
      { field: 'm0', problem: 'is not a known field' },
    ]);
    expect(res.json.message).toMatch(/; and 1492 more problems\.$/);
    expect(res.text.length).toBeLessThan(2_000);
    // Generous: a quadratic pass over 1,500 problems would still fit, but not one over the members of every problem.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a query with several problems names them all at once', async () => {
    const res = await send(service.url, { path: '/v1/pets?limit=0&status=lost&colour=red', headers: { authorization: `Bearer ${PRO_KEY}` } });
    expect(res.status).toBe(400);
    expect(res.json.details.map((d: { field: string }) => d.field).sort()).toEqual(['colour', 'limit', 'status']);
  });
});
