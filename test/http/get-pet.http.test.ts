import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';

describe('GET /v1/pets/{petId} (getPet, deprecated)', () => {
  let service: TestService;
  const pet = aNewPet({ categoryId: 3, status: 'pending' });
  beforeEach(async () => {
    service = await startTestService();
    await postPet(service.url, PRO_KEY, pet);
  });
  afterEach(async () => service.close());

  const get = (petId: string) => send(service.url, { path: `/v1/pets/${petId}`, key: PRO_KEY });

  it('returns the pet with the deprecation headers', async () => {
    const res = await get('1');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: 1, ...pet });
    expect(res.headers.deprecation).toBe(`@${Date.UTC(2025, 11, 5) / 1000}`);
    expect(res.headers.sunset).toBe('Thu, 05 Dec 2030 00:00:00 GMT');
    expect(res.headers.link).toContain('</v1/pets?id=1>; rel="successor-version"');
    expect(res.headers.link).toContain('rel="deprecation"');
  });

  it('answers 404 not_found for an unknown id, with the deprecation headers still on', async () => {
    const res = await get('2');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'not_found', status: 404 });
    expect(res.json.message).toContain('2');
    expect(res.headers.sunset).toBeDefined();
  });

  it.each(['9007199254740992', '9223372036854775807'])('answers 404 for the well-formed int64 id %s beyond 2^53−1', async (id) => {
    const res = await get(id);
    expect(res.status).toBe(404);
    expect(res.json.message).toContain(id);
  });

  it.each(['abc', '0', '01', '-1', '1.5', '1e3', '9223372036854775808', '99999999999999999999', '%20'])(
    'answers 400 naming petId for the malformed id %s',
    async (id) => {
      const res = await get(id);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'invalid_request', status: 400 });
      expect(res.json.message).toContain('petId');
    },
  );

  it('answers 410 gone from the sunset instant on (by the service clock)', async () => {
    service.clock.set(Date.UTC(2030, 11, 4, 23, 59, 59));
    expect((await get('1')).status).toBe(200);
    service.clock.set(Date.UTC(2030, 11, 5));
    const res = await get('1');
    expect(res.status).toBe(410);
    expect(res.json).toMatchObject({ code: 'gone', status: 410 });
    expect(res.json.message).toContain('/v1/pets');
  });
});
