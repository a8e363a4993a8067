import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FREE_KEY, postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';

function limitHeaders(res: RawResponse) {
  return {
    limit: Number(res.headers['x-ratelimit-limit']),
    remaining: Number(res.headers['x-ratelimit-remaining']),
    reset: Number(res.headers['x-ratelimit-reset']),
  };
}

describe('rate limits over HTTP', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(async () => service.close());

  it('puts the rate-limit headers on every /v1 answer: 200, 201, 400, 401, 404, 405, 413, 415, 429', async () => {
    const { url } = service;
    const answers = [
      await send(url, { path: '/v1/pets', key: FREE_KEY }),
      await postPet(url, FREE_KEY, aNewPet()),
      await send(url, { path: '/v1/pets?limit=0', key: FREE_KEY }),
      await send(url, { path: '/v1/pets' }),
      await send(url, { path: '/v1/pets/999', key: FREE_KEY }),
      await send(url, { method: 'PUT', path: '/v1/pets', key: FREE_KEY }),
      await postPet(url, FREE_KEY, `{"name":"${'x'.repeat(20_000)}","categoryId":1}`),
      await postPet(url, FREE_KEY, 'name=Rex', { 'content-type': 'text/plain' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 201, 400, 401, 404, 405, 413, 415]);
    for (const res of answers) {
      expect(res.headers['x-ratelimit-limit'], `status ${res.status}`).toMatch(/^\d+$/);
      expect(res.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
      expect(res.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
      expect(res.headers['ratelimit-policy']).toBeDefined();
      expect(res.headers.ratelimit).toMatch(/^"minute";r=\d+;t=\d+$/);
    }
    // The keyed answers share one bucket: remaining counts down by one per request, 400/404/405/413/415 included.
    const keyed = answers.filter((r) => r.status !== 401).map((r) => limitHeaders(r).remaining);
    expect(keyed).toEqual([59, 58, 57, 56, 55, 54, 53]);
    expect(limitHeaders(answers[3]!)).toMatchObject({ limit: 30, remaining: 29 });
  });

  it('spells the IETF fields as the draft does: every bucket in RateLimit-Policy, the reported one in RateLimit', async () => {
    const keyed = await send(service.url, { path: '/v1/pets', key: FREE_KEY });
    expect(keyed.headers['ratelimit-policy']).toBe('"minute";q=60;w=60, "day";q=1000;w=86400');
    expect(keyed.headers.ratelimit).toBe('"minute";r=59;t=1');
    const anonymous = await send(service.url, { path: '/v1/pets' });
    expect(anonymous.headers['ratelimit-policy']).toBe('"minute";q=30;w=60');
    expect(anonymous.headers.ratelimit).toBe('"minute";r=29;t=2');
    const pro = await send(service.url, { path: '/v1/pets', key: PRO_KEY });
    expect(pro.headers['ratelimit-policy']).toBe('"minute";q=300;w=60, "day";q=10000;w=86400');
  });

  it('answers the 61st request of a free key within a minute with 429 rate_limited and Retry-After, then serves again', async () => {
    for (let i = 0; i < 60; i++) expect((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).status).toBe(200);
    const refused = await send(service.url, { path: '/v1/pets', key: FREE_KEY });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ code: 'rate_limited', message: 'Rate limit exceeded; retry after 1 second.', status: 429 });
    expect(refused.headers['retry-after']).toBe('1');
    expect(limitHeaders(refused)).toMatchObject({ limit: 60, remaining: 0 });
    expect(limitHeaders(refused).reset).toBeGreaterThan(service.clock.now() / 1000);
    // Other keys are not affected.
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).status).toBe(200);
    service.clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).status).toBe(200);
  });

  it('suspends a key that keeps hammering: 429 key_suspended with Retry-After to the end of the ban', async () => {
    for (let i = 0; i < 60; i++) await send(service.url, { path: '/v1/pets', key: FREE_KEY });
    for (let i = 0; i < 20; i++) expect((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).json.code).toBe('rate_limited');
    const banned = await send(service.url, { path: '/v1/pets', key: FREE_KEY });
    expect(banned.status).toBe(429);
    expect(banned.json).toMatchObject({ code: 'key_suspended', status: 429 });
    expect(banned.headers['retry-after']).toBe('900');
    service.clock.advance(899_000);
    expect((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).json.code).toBe('key_suspended');
    service.clock.advance(1_000);
    expect((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).status).toBe(200);
  });

  it('throttles requests without a valid key per address: 30 answers 401, then 429', async () => {
    const guesses = [];
    for (let i = 0; i < 31; i++)
      guesses.push(await send(service.url, { path: '/v1/pets', headers: { authorization: `Bearer guess-${i}-0123456789abc` } }));
    expect(guesses.slice(0, 30).every((r) => r.status === 401)).toBe(true);
    expect(guesses[29]!.headers['x-ratelimit-remaining']).toBe('0');
    expect(guesses[30]!.status).toBe(429);
    expect(guesses[30]!.json.code).toBe('rate_limited');
    // A valid key from the same address still works: keys have their own buckets.
    expect((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).status).toBe(200);
  });

  it('never admits more parallel requests than the bucket holds', async () => {
    const results = await Promise.all(Array.from({ length: 150 }, () => send(service.url, { path: '/v1/pets', key: FREE_KEY })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(60);
    expect(results.filter((r) => r.status === 429)).toHaveLength(90);
  });

  it('honours per-environment settings of the ban and the anonymous bucket', async () => {
    await service.close();
    service = await startTestService({
      env: { RATE_LIMIT_BAN_THRESHOLD: '2', RATE_LIMIT_BAN_DURATION_SECONDS: '60', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2' },
    });
    for (let i = 0; i < 60; i++) await send(service.url, { path: '/v1/pets', key: FREE_KEY });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).json.code);
    expect(codes).toEqual(['rate_limited', 'rate_limited', 'key_suspended']);
    const anonymous = [];
    for (let i = 0; i < 3; i++) anonymous.push((await send(service.url, { path: '/v1/pets' })).status);
    expect(anonymous).toEqual([401, 401, 429]);
  });
});
