import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient, whenRedisReady } from '../../adapters/redis/redis-client.js';
import { redisServerSkipReason, scriptCallsIn, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startServiceProcess, type ServiceProcess } from '../support/process.js';

const skip = redisServerSkipReason();
if (skip) console.warn(`SKIPPED shared-quota end-to-end tests: ${skip}`);

const KEY = 'shared-free-key-0123456789';
const BUSY_KEY = 'shared-enterprise-key-0123456789';

describe.skipIf(Boolean(skip))('several service processes sharing one Redis', () => {
  let redis: RedisServer;
  const services: ServiceProcess[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    // A loaded CI machine can take longer than the default 300 ms to answer a burst: a timed-out take
    // fails open (admitted unmetered), which would blur the exact count this file checks.
    const env = {
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      API_KEYS: `free:${KEY},enterprise:${BUSY_KEY}:100000:100000000`,
      REDIS_URL: redis.url,
      RATE_LIMIT_STORE_TIMEOUT_MS: '2000',
    };
    services.push(await startServiceProcess({ ...env, RATE_LIMIT_LEASE_TOKENS: '1024' }));
    services.push(await startServiceProcess(env));
    services.push(await startServiceProcess({ ...env, RATE_LIMIT_FAILURE_MODE: 'closed' }));
  });
  afterAll(async () => {
    for (const service of services) service.child.kill('SIGKILL');
    await redis?.stop();
  });

  const list = (service: ServiceProcess, key = KEY) => fetch(`${service.url}/v1/pets`, { headers: { authorization: `Bearer ${key}` } });

  // A subject every process names alike: the client's address (requests without a key, 30 a minute). A key
  // seeded by each process from API_KEYS has a random id in each, so each meters it on its own; keys a fleet
  // shares live in MongoDB, where every instance finds a key under the one id stored with it.
  it('enforce one quota: an address without a key gets 30 requests a minute in total, not 30 per process', async () => {
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => fetch(`${(i % 2 ? a : b).url}/v1/pets`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('send every request to Redis unless RATE_LIMIT_LEASE_TOKENS is set; with it a key far from its limits is leased tokens: 40 requests, a few calls', async () => {
    const [leasing, , exact] = services as [ServiceProcess, ServiceProcess, ServiceProcess];
    const admin = createRedisClient(redis.url);
    try {
      await whenRedisReady(admin, 5_000);
      const scriptCallsFor = async (service: ServiceProcess): Promise<number> => {
        await admin.config('RESETSTAT');
        for (let i = 0; i < 40; i++) expect((await list(service, BUSY_KEY)).status).toBe(200);
        return scriptCallsIn(await admin.info('commandstats'));
      };
      // The 1st request's call leases 32 tokens, the 34th's 32 more: 2 calls, or a few more on a machine
      // so slow that a lease's 250 ms end before its tokens are spent (each end gives them back: a call).
      const leased = await scriptCallsFor(leasing);
      expect(leased).toBeGreaterThanOrEqual(2);
      expect(leased).toBeLessThanOrEqual(10);
      expect(await scriptCallsFor(exact)).toBe(40);
    } finally {
      admin.disconnect();
    }
  });

  it('when Redis goes away: fail-open serves unmetered and /readyz says degraded; fail-closed answers 503 quickly', async () => {
    const [open, , closed] = services as [ServiceProcess, ServiceProcess, ServiceProcess];
    await redis.stop();
    // The key was refused just before: an instance keeps answering that refusal from its note until
    // the refusal's Retry-After (no token can have come back before), then serves it unmetered.
    let served = await list(open);
    for (const deadline = Date.now() + 3_000; served.status === 429 && Date.now() < deadline;) {
      expect(((await served.json()) as { code: string }).code).toBe('rate_limited');
      await new Promise((r) => setTimeout(r, 100));
      served = await list(open);
    }
    const started = Date.now();
    expect(served.status).toBe(200);
    expect(served.headers.get('x-ratelimit-limit')).toBeNull();
    const ready = (await (await fetch(`${open.url}/readyz`)).json()) as { checks: Record<string, string> };
    expect(ready.checks.rateLimiter).toMatch(/failing open/);
    const refused = await list(closed);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { code: string }).code).toBe('service_unavailable');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(open.output()).toContain('rate-limiter store unreachable');

    await redis.start();
    // The clients reconnect by themselves; the fresh server has fresh buckets.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await list(closed)).status;
    }
    expect(status).toBe(200);
  });
});
