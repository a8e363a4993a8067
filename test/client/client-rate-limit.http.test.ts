import { afterEach, describe, expect, it } from 'vitest';
import type { AnimalStoreClient } from '../../client/src/index.js';
import { answered, clientFailure, testClient, VirtualTime } from '../support/client-harness.js';
import { FREE_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

/**
 * The client on a Free key (60 a minute, refilled one a second; more than 20 refusals within a minute
 * suspend the key for 15 minutes), against the real service on its fake clock: the client's waits are
 * virtual, so minutes of the service's time run in about a second.
 */
describe('AnimalStoreClient and the rate limits', () => {
  let service: TestService;
  afterEach(() => service?.close());

  /** Spends the Free key's requests outside the client (another process on the same key). */
  async function spend(requests: number): Promise<void> {
    for (let i = 0; i < requests; i++) await send(service.url, { path: '/v1/pets', key: FREE_KEY });
  }

  /** Hammers the Free key until the service suspends it. */
  async function suspendFreeKey(): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if ((await send(service.url, { path: '/v1/pets', key: FREE_KEY })).json?.code === 'key_suspended') return;
    }
    throw new Error('the key was never suspended');
  }

  /**
   * `calls` calls at once, two in three createPet and one in three listPets, spread over `clients`;
   * every one must succeed and the key must not be suspended. Prints and returns the figures.
   */
  async function burst(label: string, clients: AnimalStoreClient[], calls: number) {
    const before = answered(service).length;
    const started = service.clock.now();
    const results = await Promise.allSettled(
      Array.from({ length: calls }, (_, i) => {
        const client = clients[i % clients.length]!;
        return i % 3 === 2 ? client.listPets({ limit: 1 }) : client.createPet({ name: `Pet ${i}`, categoryId: 1 });
      }),
    );
    const statuses = answered(service)
      .slice(before)
      .map((line) => line.status);
    const figures = {
      calls,
      succeeded: results.filter((result) => result.status === 'fulfilled').length,
      requests: statuses.length,
      refused429: statuses.filter((status) => status === 429).length,
      retries: statuses.length - calls,
      seconds: Math.round((service.clock.now() - started) / 100) / 10,
    };
    const after = await send(service.url, { path: '/v1/pets', key: FREE_KEY });
    console.log(
      `${label}: ${figures.calls} calls at once on ${clients.length} client(s) → ${figures.succeeded} succeeded; ` +
        `${figures.requests} requests, ${figures.refused429} answered 429, ${figures.retries} retries; ` +
        `${figures.seconds} s of the service's time; key afterwards: ${after.status} ${after.json?.code ?? ''}`.trimEnd(),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(after.json?.code).not.toBe('key_suspended');
    return figures;
  }

  it('rides out a burst of 150 calls on a fresh Free key: paced by the figures, all succeed, no 429 at all', async () => {
    service = await startTestService();
    const { client } = testClient(service, { apiKey: FREE_KEY, retry: { timeoutMs: 600_000 } });
    const figures = await burst('fresh Free key', [client], 150);
    expect(figures.refused429).toBe(0);
    // 60 at once, then one a second as the bucket refills: 90 s, the least the quota allows.
    expect(figures.seconds).toBeGreaterThanOrEqual(90);
    expect(figures.seconds).toBeLessThan(95);
    expect(client.rateLimit).toMatchObject({ limit: 60, remaining: expect.any(Number), refillIntervalMs: 1000 });
  });

  it('rides out the 429s of a burst when another process spent the key behind its back: held back together, no ban', async () => {
    service = await startTestService();
    const { client } = testClient(service, { apiKey: FREE_KEY, retry: { timeoutMs: 600_000 } });
    await client.listPets({ limit: 1 }); // the client's figures: 59 left
    await spend(57); // another process on the same key: 2 left in truth
    const figures = await burst('Free key spent behind the client', [client], 150);
    expect(figures.refused429).toBeGreaterThan(0);
    expect(figures.refused429).toBeLessThanOrEqual(6); // one wave of at most maxConcurrency, then the client knows
    expect(figures.seconds).toBeLessThan(160); // 148 s is the least: 2 left, then one a second
  });

  it('two clients on one Free key (two processes) share it without a ban', async () => {
    service = await startTestService();
    const time = new VirtualTime(service.clock);
    const clients = [1, 2].map(() => testClient(service, { apiKey: FREE_KEY, time, retry: { timeoutMs: 600_000, maxAttempts: 10 } }).client);
    const figures = await burst('two clients, one Free key', clients, 300);
    expect(figures.refused429).toBeLessThan(20);
    expect(figures.seconds).toBeLessThan(260); // 240 s is the least
  });

  it('reports a suspended key at once instead of hammering: one request for twenty calls, key_suspended with Retry-After', async () => {
    service = await startTestService();
    await suspendFreeKey();
    const before = answered(service).length;
    const started = service.clock.now();
    // A time budget longer than the ban: a suspension is still reported at once, not waited out.
    const { client } = testClient(service, { apiKey: FREE_KEY, retry: { timeoutMs: 3_600_000 } });

    const errors = await Promise.all(Array.from({ length: 20 }, () => clientFailure(client.listPets())));
    expect(answered(service).length - before).toBe(1);
    expect(service.clock.now()).toBe(started);
    for (const error of errors) {
      expect(error).toMatchObject({ code: 'key_suspended', status: 429 });
      expect(error.retryAfter).toBeGreaterThan(850);
      expect(error.retryAfter).toBeLessThanOrEqual(900);
    }
    expect(errors.map((error) => error.attempts).sort()).toEqual([...Array<number>(19).fill(0), 1]);
    expect(errors.find((error) => error.attempts === 0)!.message).toMatch(
      /^Not sent: the key is suspended for \d+ s more\. This API key is suspended/,
    );

    // Later calls are not sent either while the ban lasts; once it is over, they are.
    expect(await clientFailure(client.createPet({ name: 'Rex', categoryId: 1 }))).toMatchObject({ code: 'key_suspended', attempts: 0 });
    expect(answered(service).length - before).toBe(1);
    service.clock.advance(900_000);
    expect((await client.listPets()).items).toEqual([]);
  });

  it('throws at once a 429 whose Retry-After is beyond the time budget, and holds the next call without sending it', async () => {
    service = await startTestService();
    await spend(60);
    const before = answered(service).length;
    const { client } = testClient(service, { apiKey: FREE_KEY, retry: { timeoutMs: 500 } });
    const started = service.clock.now();
    expect(await clientFailure(client.listPets())).toMatchObject({ code: 'rate_limited', status: 429, retryAfter: 1, attempts: 1 });
    expect(service.clock.now()).toBe(started);
    const held = await clientFailure(client.listPets());
    expect(held).toMatchObject({ code: 'rate_limited', status: 429, attempts: 0 });
    expect(held.retryAfter).toBeGreaterThanOrEqual(1);
    expect(answered(service).length - before).toBe(1);
  });
});
