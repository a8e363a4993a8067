import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FREE_KEY, postJson, postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { redisServerSkipReason, startRedisServer, type RedisServer } from '../support/redis-server.js';

const remaining = (res: RawResponse) => Number(res.headers['x-ratelimit-remaining']);

describe('GET /v1/rate_limit: any valid key, no plan token, answered while limited or suspended', () => {
  let service: TestService;
  afterEach(async () => service?.close());
  const status = (key = FREE_KEY) => send(service.url, { path: '/v1/rate_limit', key });
  const listPets = () => send(service.url, { path: '/v1/pets', key: FREE_KEY });

  it("reports the key's plan, scopes and buckets, with headers of the same figures, and takes nothing from them", async () => {
    service = await startTestService();
    expect(remaining(await listPets())).toBe(59);
    const res = await status();
    expect(res.status).toBe(200);
    const nowSeconds = Math.ceil(service.clock.now() / 1000);
    expect(res.json).toEqual({
      plan: 'free',
      scopes: expect.arrayContaining(['pets:read', 'keys:manage']),
      minute: { limit: 60, remaining: 59, reset: nowSeconds + 1 },
      day: { limit: 1000, remaining: 999, reset: nowSeconds + 87 },
    });
    expect(res.headers['x-ratelimit-limit']).toBe('60');
    expect(remaining(res)).toBe(59);
    expect(res.headers['x-ratelimit-reset']).toBe(String(nowSeconds + 1));
    for (let i = 0; i < 5; i++) await status();
    expect(remaining(await listPets())).toBe(58);
    expect((await send(service.url, { path: '/v1/rate_limit' })).status).toBe(401);
    expect((await send(service.url, { method: 'POST', path: '/v1/rate_limit', key: FREE_KEY })).status).toBe(405);
  });

  it('answers while the key is limited (remaining 0), and while suspended (suspendedUntil, the ban in the headers)', async () => {
    service = await startTestService({ env: { RATE_LIMIT_BAN_THRESHOLD: '1' } });
    let refused: RawResponse;
    do refused = await listPets();
    while (refused.status === 200);
    const limited = await status();
    expect(limited.status).toBe(200);
    expect(limited.json.minute.remaining).toBe(0);
    expect(limited.json.suspendedUntil).toBeUndefined();
    expect((await listPets()).json.code).toBe('key_suspended');
    const suspended = await status();
    expect(suspended.status).toBe(200);
    const until = Math.ceil(service.clock.now() / 1000) + 900;
    expect(suspended.json.suspendedUntil).toBe(until);
    expect(suspended.headers['x-ratelimit-reset']).toBe(String(until));
    expect(remaining(suspended)).toBe(0);
  });

  it("draws on a bucket of its own, the size of the plan's minute: 429 when that is empty, the plan untouched", async () => {
    service = await startTestService();
    for (let i = 0; i < 60; i++) expect((await status()).status).toBe(200);
    const refused = await status();
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.ratelimit).toMatch(/^"exempt";r=0;t=\d+$/);
    expect(remaining(await listPets())).toBe(59);
  });
});

/**
 * Conditional reads cost no quota (DESIGN.md "Rate limits"): a GET answered 304 gives its plan token
 * back, paid by the exempt bucket instead; exact under a burst, on the in-process and on the Redis limiter.
 */
const redisSkip = redisServerSkipReason();
describe.each([
  ['in-process', false],
  ['Redis', true],
])('conditional GETs answered 304 on the %s limiter', (_, onRedis) => {
  let redis: RedisServer | undefined;
  let service: TestService;
  beforeAll(async () => {
    if (onRedis && !redisSkip) redis = await startRedisServer();
  });
  afterAll(async () => redis?.stop());
  afterEach(async () => service?.close());

  const start = async () => {
    service = await startTestService(onRedis ? { env: { REDIS_URL: redis!.url } } : {});
  };
  const skip = onRedis && redisSkip !== undefined;

  it.skipIf(skip)('gives the plan token back: a 304 reports the figure before it, and the next request is charged from there', async () => {
    await start();
    const petId = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;
    const orderId = (await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId })).json.id as number;
    for (const path of [`/v1/pets/${petId}`, `/v1/store/orders/${orderId}`]) {
      const read = await send(service.url, { path, key: FREE_KEY });
      const before = remaining(read);
      const notModified = await send(service.url, { path, key: FREE_KEY, headers: { 'if-none-match': String(read.headers.etag) } });
      expect(notModified.status).toBe(304);
      expect(remaining(notModified)).toBe(before);
      // A conditional GET that is not a hit costs its token like any other.
      const changed = await send(service.url, { path, key: FREE_KEY, headers: { 'if-none-match': '"p1.999"' } });
      expect(changed.status).toBe(200);
      expect(remaining(changed)).toBe(before - 1);
    }
  });

  it.skipIf(skip)('stays exact under a burst of 40 concurrent conditional GETs: every one given back', async () => {
    await start();
    const petId = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;
    const read = await send(service.url, { path: `/v1/pets/${petId}`, key: FREE_KEY });
    const before = remaining(read);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        send(service.url, { path: `/v1/pets/${petId}`, key: FREE_KEY, headers: { 'if-none-match': String(read.headers.etag) } }),
      ),
    );
    expect(burst.every((res) => res.status === 304)).toBe(true);
    const after = remaining(await send(service.url, { path: '/v1/pets', key: FREE_KEY }));
    // One token taken since (Redis refills in real time: a second's refill, at most one more token on Free, may show).
    expect(after).toBeGreaterThanOrEqual(before - 1);
    expect(after).toBeLessThanOrEqual(before);
  });

  it.skipIf(skip)('beyond the exempt bucket (a flood of 304s), a 304 costs its plan token like any request', async () => {
    await start();
    const petId = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;
    const read = await send(service.url, { path: `/v1/pets/${petId}`, key: FREE_KEY });
    const conditional = () =>
      send(service.url, { path: `/v1/pets/${petId}`, key: FREE_KEY, headers: { 'if-none-match': String(read.headers.etag) } });
    for (let i = 0; i < 60; i++) await conditional();
    const plan = remaining(read);
    const charged = await conditional();
    expect(charged.status).toBe(304);
    expect(remaining(charged)).toBeLessThanOrEqual(plan - 1);
  });
});
