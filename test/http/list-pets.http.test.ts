import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FREE_KEY, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';
import type { PetStatus } from '../../core/index.js';

describe('GET /v1/pets (listPets)', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(async () => service.close());

  const list = (path: string) => send(service.url, { path, key: PRO_KEY });
  async function seed(statuses: PetStatus[]) {
    for (const [i, status] of statuses.entries()) {
      const created = await postPet(service.url, PRO_KEY, aNewPet({ name: `pet ${i}`, status }));
      expect(created.status).toBe(201);
    }
  }

  it('answers an empty JSON array when there are no pets', async () => {
    const res = await list('/v1/pets');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json).toEqual([]);
    expect(res.headers.link).toBeUndefined();
  });

  it('returns at most 20 pets by default, in creation order, with a Link to the next page', async () => {
    await seed(Array(25).fill('available'));
    const res = await list('/v1/pets');
    expect(res.json).toHaveLength(20);
    expect(res.json.map((p: { id: number }) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(res.headers.link).toMatch(/^<\/v1\/pets\?limit=20&cursor=[^>]+>; rel="next"$/);
  });

  it('honours limit and filters by status', async () => {
    await seed(['sold', 'available', 'sold', 'pending', 'sold']);
    const sold = await list('/v1/pets?status=sold&limit=2');
    expect(sold.json.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [1, 'sold'],
      [3, 'sold'],
    ]);
    expect(sold.headers.link).toMatch(/status=sold/);
    const limited = await list('/v1/pets?limit=1');
    expect(limited.json).toHaveLength(1);
  });

  it('walks every page by following Link rel="next" until it disappears', async () => {
    const statuses = Array.from({ length: 23 }, (_, i) => (i % 3 === 0 ? 'sold' : 'available'));
    await seed(statuses);
    const seen: number[] = [];
    let path: string | undefined = '/v1/pets?status=available&limit=4';
    let pages = 0;
    while (path) {
      const res = await list(path);
      expect(res.status).toBe(200);
      seen.push(...res.json.map((p: { id: number }) => p.id));
      path = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
      pages++;
    }
    const expected = statuses.flatMap((s, i) => (s === 'available' ? [i + 1] : []));
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 4));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=05', 'limit'],
    ['limit=5&limit=6', 'limit'],
    ['status=lost', 'status'],
    ['status=', 'status'],
    ['status=sold&status=pending', 'status'],
    ['stauts=sold', 'stauts'],
    ['__proto__=x', '__proto__'],
    ['cursor=garbage', 'cursor'],
    ['cursor=', 'cursor'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const res = await list(`/v1/pets?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(res.json.message).toContain(field);
    expect(res.json.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("names only this request's problems, never those of the request before", async () => {
    expect((await list('/v1/pets?status=lost')).status).toBe(400);
    const repeated = await list('/v1/pets?limit=5&limit=6');
    expect(repeated.json.details).toEqual([{ field: 'limit', problem: 'must be given at most once' }]);
  });

  it('refuses a cursor taken from a listing with another status filter', async () => {
    await seed(['sold', 'sold', 'sold']);
    const first = await list('/v1/pets?status=sold&limit=1');
    const cursor = /cursor=([^>&]+)/.exec(String(first.headers.link))![1];
    const res = await list(`/v1/pets?status=pending&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('cursor');
  });

  it('needs a key', async () => {
    const res = await send(service.url, { path: '/v1/pets' });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it('lets every key read the same store', async () => {
    await seed(['available']);
    const res = await send(service.url, { path: '/v1/pets', key: FREE_KEY });
    expect(res.json).toHaveLength(1);
  });

  describe("the id filter (getPet's successor)", () => {
    const ids = (res: { json: { id: number }[] }) => res.json.map((p) => p.id);

    it('answers the pets it names, in id order, leaving out unknown ids and counting a repeated id once', async () => {
      await seed(['available', 'sold', 'available', 'pending']);
      const res = await list('/v1/pets?id=3&id=1&id=999&id=3&id=9007199254740993');
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([1, 3]);
      // Several pets: no single version to tag the answer with.
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers.link).toBeUndefined();
      expect(ids(await list('/v1/pets?id=1&id=2&id=3&status=available'))).toEqual([1, 3]);
      expect(ids(await list('/v1/pets?id=999'))).toEqual([]);
    });

    it("reads one pet with its ETag and honours If-None-Match, as getPet did, so If-Match still works after getPet's sunset", async () => {
      await seed(['available', 'available']);
      const one = await list('/v1/pets?id=2');
      expect(one.json).toEqual([(await send(service.url, { path: '/v1/pets/2', key: PRO_KEY })).json]);
      const tag = String(one.headers.etag);
      expect(tag).toBe('"p2.1"');
      const unchanged = await send(service.url, { path: '/v1/pets?id=2', key: PRO_KEY, headers: { 'if-none-match': `W/${tag}` } });
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.etag).toBe(tag);
      const patch = await send(service.url, {
        method: 'PATCH',
        path: '/v1/pets/2',
        key: PRO_KEY,
        headers: { 'content-type': 'application/merge-patch+json', 'if-match': tag },
        body: '{"status":"sold"}',
      });
      expect(patch.status).toBe(200);
      const changed = await send(service.url, { path: '/v1/pets?id=2', key: PRO_KEY, headers: { 'if-none-match': tag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).toBe('"p2.2"');
      // The status filter applies: a pet named but not matching is absent, and the answer carries no ETag.
      const filtered = await list('/v1/pets?id=2&status=available');
      expect(filtered.json).toEqual([]);
      expect(filtered.headers.etag).toBeUndefined();
    });

    it('pages by limit when one is given, its next link repeating the ids, and refuses that cursor for other ids', async () => {
      await seed(['available', 'available', 'available', 'available', 'available']);
      const first = await list('/v1/pets?id=5&id=1&id=4&id=2&limit=2');
      expect(ids(first)).toEqual([1, 2]);
      const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))![1]!;
      expect(next).toMatch(/^\/v1\/pets\?limit=2&id=1&id=2&id=4&id=5&cursor=[\w.]+$/);
      const second = await list(next);
      expect(ids(second)).toEqual([4, 5]);
      expect(second.headers.link).toBeUndefined();
      const cursor = /cursor=([\w.]+)/.exec(next)![1];
      const foreign = await list(`/v1/pets?id=1&id=2&id=3&limit=2&cursor=${cursor}`);
      expect(foreign.status).toBe(400);
      expect(foreign.json.details).toEqual([{ field: 'cursor', problem: 'belongs to a listing with another id filter' }]);
      expect((await list(`/v1/pets?limit=2&cursor=${cursor}`)).status).toBe(400);
    });

    it.each([
      ['id=abc', 'each must be an integer; "abc" is not'],
      ['id=', 'each must be an integer; "" is not'],
      ['id=0', 'each must be at least 1; 0 is not'],
      ['id=3&id=-1', 'each must be at least 1; -1 is not'],
      ['id=01', 'each must be an integer; "01" is not'],
      ['id=99999999999999999999', 'each must be at most 9223372036854775807 (a 64-bit integer); 99999999999999999999 is not'],
      [Array.from({ length: 101 }, (_, i) => `id=${i + 1}`).join('&'), 'must be given at most 100 times'],
    ])('refuses ?%s with 400 naming id', async (query, problem) => {
      const res = await list(`/v1/pets?${query}`);
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual([{ field: 'id', problem }]);
    });

    it('takes 100 ids', async () => {
      await seed(['available']);
      const res = await list(`/v1/pets?${Array.from({ length: 100 }, (_, i) => `id=${i + 1}`).join('&')}`);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([1]);
    });
  });
});
