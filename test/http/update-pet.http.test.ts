import { Agent } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';

const MERGE_PATCH = 'application/merge-patch+json';
const RATE_LIMITED = (res: RawResponse) => expect(res.headers['x-ratelimit-remaining']).toBeDefined();

describe('PATCH and DELETE /v1/pets/{petId}, ETag and conditional requests on pets', () => {
  let service: TestService;
  let tag: string;
  beforeEach(async () => {
    service = await startTestService();
    const created = await postPet(service.url, PRO_KEY, aNewPet({ name: 'Rex', categoryId: 3 }));
    tag = String(created.headers.etag);
  });
  afterEach(async () => service.close());

  const patch = (path: string, body: unknown, headers: Record<string, string> = {}) => patchJson(service.url, PRO_KEY, path, body, headers);
  const get = (path: string, headers: Record<string, string> = {}) => send(service.url, { path, key: PRO_KEY, headers });
  const del = (path: string, headers: Record<string, string> = {}) => send(service.url, { method: 'DELETE', path, key: PRO_KEY, headers });

  it('gives every pet answer a strong ETag that changes with the pet (201, 200 of GET and PATCH)', async () => {
    expect(tag).toMatch(/^"[^"]+"$/);
    expect((await get('/v1/pets/1')).headers.etag).toBe(tag);
    const renamed = await patch('/v1/pets/1', { name: 'Rex II' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toEqual({ id: 1, name: 'Rex II', categoryId: 3, status: 'available' });
    expect(renamed.headers.etag).not.toBe(tag);
    expect((await get('/v1/pets/1')).headers.etag).toBe(renamed.headers.etag);
    RATE_LIMITED(renamed);
  });

  it('applies a merge patch of several members at once, as application/merge-patch+json or application/json', async () => {
    const res = await patch('/v1/pets/1', { categoryId: 9, status: 'pending' }, { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: 1, name: 'Rex', categoryId: 9, status: 'pending' });
    expect((await get('/v1/pets/1')).json).toEqual(res.json);
  });

  it('answers {} with 200, the pet unchanged and the same ETag', async () => {
    const res = await patch('/v1/pets/1', {});
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: 1, name: 'Rex', categoryId: 3, status: 'available' });
    expect(res.headers.etag).toBe(tag);
  });

  it.each([
    [{ id: 2 }, 'id'],
    [{ colour: 'brown' }, 'colour'],
    [{ name: null }, 'name'],
    [{ status: null }, 'status'],
    [{ categoryId: 0 }, 'categoryId'],
    [{ name: '   ' }, 'name'],
    [{ status: 'lost' }, 'status'],
    [[{ name: 'x' }], 'body'],
  ])('refuses %j with 400 naming %s, changing nothing (all or nothing)', async (body, field) => {
    const res = await patch('/v1/pets/1', Array.isArray(body) ? body : { name: 'Changed', ...body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(res.json.message).toContain(field);
    expect((await get('/v1/pets/1')).json.name).toBe('Rex');
  });

  it('refuses a new name the display rules forbid (U+0085, U+2028, U+202E, only invisible characters), changing nothing', async () => {
    for (const name of ['\u0085', '\u2028', 'Rex\u202egnp', '\u200b\u2060']) {
      const res = await patch('/v1/pets/1', { name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.json).toMatchObject({ code: 'invalid_request', details: [{ field: 'name' }] });
    }
    expect((await get('/v1/pets/1')).json.name).toBe('Rex');
  });

  it('refuses a merge patch naming a member twice (400 naming it), changing nothing', async () => {
    for (const type of [MERGE_PATCH, 'application/json', 'application/merge-patch+json; charset=utf-8']) {
      const res = await patch('/v1/pets/1', '{"status":"sold","st\\u0061tus":"pending"}', { 'content-type': type });
      expect(res.status, type).toBe(400);
      expect(res.json).toMatchObject({ code: 'invalid_request', details: [{ field: 'status' }] });
    }
    expect((await get('/v1/pets/1')).json.status).toBe('available');
  });

  it('refuses other media types with 415 and Accept-Patch', async () => {
    for (const type of ['text/plain', 'application/json-patch+json', 'application/x-www-form-urlencoded']) {
      const res = await patch('/v1/pets/1', { name: 'x' }, { 'content-type': type });
      expect(res.status, type).toBe(415);
      expect(res.json).toMatchObject({ code: 'unsupported_media_type', status: 415 });
      expect(res.headers['accept-patch']).toBe(`${MERGE_PATCH}, application/json`);
    }
  });

  it('answers 413 for a body over 16 KiB and 400 for malformed JSON', async () => {
    expect((await patch('/v1/pets/1', JSON.stringify({ name: 'x'.repeat(17 * 1024) }))).status).toBe(413);
    const malformed = await patch('/v1/pets/1', '{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_request');
  });

  it('moves a status only as the table allows: 409 invalid_transition naming from and to', async () => {
    expect((await patch('/v1/pets/1', { status: 'sold' })).status).toBe(200);
    const res = await patch('/v1/pets/1', { status: 'available' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'invalid_transition', status: 409 });
    expect(res.json.message).toContain('sold');
    expect(res.json.message).toContain('available');
    // The current status again is a no-op, even from a final status.
    expect((await patch('/v1/pets/1', { status: 'sold' })).status).toBe(200);
  });

  it("keeps a reserved pet's status (409 pet_reserved, the order in details) but lets its name change", async () => {
    const order = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: 1 });
    expect(order.status).toBe(201);
    const res = await patch('/v1/pets/1', { status: 'available' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'pet_reserved', details: [{ field: 'orderId', problem: String(order.json.id) }] });
    const renamed = await patch('/v1/pets/1', { name: 'Reserved Rex' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: 'Reserved Rex', status: 'pending' });
  });

  it("names the holding order of a reserved pet (PATCH status, DELETE) only to a key that may see that order: its owner's, or with orders:manage", async () => {
    const order = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: 1 });
    expect(order.status).toBe(201);
    const keyFor = async (scopes: string[], owner?: string) => {
      const res = await postJson(service.url, PRO_KEY, '/v1/keys', { name: 'k', plan: 'free', scopes, ...(owner ? { owner } : {}) });
      expect(res.status).toBe(201);
      return res.json.secret as string;
    };
    const sameOwner = await keyFor(['pets:write'], order.json.owner as string);
    const otherOwner = await keyFor(['pets:write'], 'another-shop');
    const otherManager = await keyFor(['pets:write', 'orders:manage'], 'another-shop');
    const refusals = async (key: string) => [
      await patchJson(service.url, key, '/v1/pets/1', { status: 'available' }),
      await send(service.url, { method: 'DELETE', path: '/v1/pets/1', key }),
    ];
    for (const key of [sameOwner, otherManager]) {
      for (const res of await refusals(key)) {
        expect(res.json).toMatchObject({ code: 'pet_reserved', status: 409, details: [{ field: 'orderId', problem: String(order.json.id) }] });
      }
    }
    for (const res of await refusals(otherOwner)) {
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('pet_reserved');
      expect(res.json.details).toBeUndefined();
      expect(res.json.message).not.toContain(`order ${order.json.id}`);
      expect(res.json.message).toMatch(/reserved by an open order/);
    }
    expect((await get('/v1/pets/1')).json.status).toBe('pending');
  });

  describe('If-Match', () => {
    it('applies the patch when it names the current version, or is *', async () => {
      const first = await patch('/v1/pets/1', { name: 'A' }, { 'if-match': tag });
      expect(first.status).toBe(200);
      expect((await patch('/v1/pets/1', { name: 'B' }, { 'if-match': `"nope", ${String(first.headers.etag)}` })).status).toBe(200);
      expect((await patch('/v1/pets/1', { name: 'C' }, { 'if-match': '*' })).status).toBe(200);
    });

    it('answers 412 precondition_failed for a stale or weak tag, before reading the body', async () => {
      await patch('/v1/pets/1', { name: 'A' });
      const stale = await patch('/v1/pets/1', { name: 'B' }, { 'if-match': tag });
      expect(stale.status).toBe(412);
      expect(stale.json).toEqual({
        code: 'precondition_failed',
        message: 'If-Match: pet 1 has changed since the version it names; read it again and retry.',
        status: 412,
      });
      RATE_LIMITED(stale);
      // If-Match compares strongly: a weak tag never matches, not even the current version's, and the answer says why.
      const current = String((await get('/v1/pets/1')).headers.etag);
      const weak = await patch('/v1/pets/1', { name: 'B' }, { 'if-match': `W/${current}` });
      expect(weak.status).toBe(412);
      expect(weak.json.message).toBe(
        `If-Match: W/${current} is a weak tag, which never matches a write (If-Match compares strongly); send the ETag as it came, without W/.`,
      );
      // A strong tag beside it that is stale: the resource changed, whatever the weak one says.
      expect((await patch('/v1/pets/1', { name: 'B' }, { 'if-match': `W/${current}, ${tag}` })).json.message).toContain('has changed since');
      // 412 comes before the body's checks: a bad body and a bad media type are not looked at.
      expect((await patch('/v1/pets/1', '{oops', { 'if-match': tag })).status).toBe(412);
      expect((await patch('/v1/pets/1', 'x', { 'if-match': tag, 'content-type': 'text/plain' })).status).toBe(412);
      expect((await get('/v1/pets/1')).json.name).toBe('A');
    });

    it('answers 400 naming If-Match when it is not a list of entity tags', async () => {
      const res = await patch('/v1/pets/1', { name: 'x' }, { 'if-match': 'not-a-tag' });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('If-Match');
    });

    it('two PATCHes with the same If-Match: one 200, one 412 (the version check is part of the write)', async () => {
      const results = await Promise.all(['Left', 'Right'].map((name) => patch('/v1/pets/1', { name }, { 'if-match': tag })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
      const winner = results.find((r) => r.status === 200)!;
      expect((await get('/v1/pets/1')).json.name).toBe(winner.json.name);
    });
  });

  describe('order of checks: path (400), pet (404), If-Match (412), body (413/415/400), rules (409)', () => {
    it('400 for a malformed id before anything else', async () => {
      expect((await patch('/v1/pets/abc', '{oops', { 'if-match': '"x"' })).status).toBe(400);
      expect((await del('/v1/pets/01')).status).toBe(400);
    });

    it('404 for an unknown pet before If-Match and the body', async () => {
      for (const id of ['2', '9223372036854775807']) {
        const res = await patch(`/v1/pets/${id}`, '{oops', { 'if-match': '"x"', 'content-type': 'text/plain' });
        expect(res.status, id).toBe(404);
        expect(res.json).toMatchObject({ code: 'not_found', status: 404 });
      }
    });

    it('a body left unread by a 404 or 412 does not spoil the connection for the next request', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const big = JSON.stringify({ name: 'x'.repeat(8_000) });
        const headers = { 'content-type': MERGE_PATCH, 'if-match': '"p1.99"' };
        const missing = await send(service.url, { method: 'PATCH', path: '/v1/pets/2', key: PRO_KEY, headers, body: big, agent });
        const stale = await send(service.url, { method: 'PATCH', path: '/v1/pets/1', key: PRO_KEY, headers, body: big, agent });
        const next = await send(service.url, { path: '/v1/pets/1', key: PRO_KEY, agent });
        expect([missing.status, stale.status, next.status]).toEqual([404, 412, 200]);
        expect(new Set([missing.clientPort, stale.clientPort, next.clientPort]).size).toBe(1);
      } finally {
        agent.destroy();
      }
    });

    it('the body (400) before the rules (409)', async () => {
      await patch('/v1/pets/1', { status: 'sold' });
      expect((await patch('/v1/pets/1', { status: 'available', colour: 'red' })).status).toBe(400);
    });
  });

  describe('DELETE', () => {
    it('answers 204, then 404 everywhere; ids are never reused', async () => {
      const res = await del('/v1/pets/1');
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      RATE_LIMITED(res);
      expect((await get('/v1/pets/1')).status).toBe(404);
      expect((await patch('/v1/pets/1', { name: 'x' })).status).toBe(404);
      expect((await del('/v1/pets/1')).status).toBe(404);
      expect((await postPet(service.url, PRO_KEY, aNewPet())).json.id).toBe(2);
      expect((await get('/v1/pets')).json.map((p: { id: number }) => p.id)).toEqual([2]);
    });

    it('removes a pet held manually or sold, with If-Match checked (412 when stale)', async () => {
      const held = await patch('/v1/pets/1', { status: 'pending' });
      expect((await del('/v1/pets/1', { 'if-match': tag })).status).toBe(412);
      expect((await del('/v1/pets/1', { 'if-match': String(held.headers.etag) })).status).toBe(204);
    });

    it('refuses a reserved pet with 409 pet_reserved naming the order', async () => {
      const order = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: 1 });
      const res = await del('/v1/pets/1');
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ code: 'pet_reserved', details: [{ field: 'orderId', problem: String(order.json.id) }] });
    });
  });

  describe('getPet: If-None-Match and the sunset', () => {
    it('answers 304 without a body, with the ETag, the rate-limit and the deprecation headers (weak comparison)', async () => {
      for (const condition of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
        const res = await get('/v1/pets/1', { 'if-none-match': condition });
        expect(res.status, condition).toBe(304);
        expect(res.text).toBe('');
        expect(res.headers.etag).toBe(tag);
        expect(res.headers.deprecation).toBeDefined();
        expect(res.headers.sunset).toBe('Thu, 05 Dec 2030 00:00:00 GMT');
        RATE_LIMITED(res);
      }
      await patch('/v1/pets/1', { name: 'Changed' });
      const changed = await get('/v1/pets/1', { 'if-none-match': tag });
      expect(changed.status).toBe(200);
      expect(changed.json.name).toBe('Changed');
    });

    it("keeps PATCH and DELETE after getPet's sunset, without deprecation headers; GET answers 410", async () => {
      service.clock.set(Date.UTC(2030, 11, 5));
      expect((await get('/v1/pets/1')).status).toBe(410);
      const res = await patch('/v1/pets/1', { name: 'Still here' });
      expect(res.status).toBe(200);
      expect(res.headers.deprecation).toBeUndefined();
      expect(res.headers.sunset).toBeUndefined();
      expect((await del('/v1/pets/1')).status).toBe(204);
    });
  });
});
