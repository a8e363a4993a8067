import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnimalStoreClient } from '../../client/src/index.js';
import { startServiceProcess, type ServiceProcess } from '../support/process.js';

const FREE = 'free-real-time-key-0123456789';

/**
 * The client with its own defaults (setTimeout, Date.now, Math.random, the global fetch) against the
 * service process on the system clock: a Free key's burst ridden out in real time.
 */
describe('the client in real time against the service process', () => {
  let service: ServiceProcess;
  beforeAll(async () => {
    service = await startServiceProcess({ APP_ENV: 'test', LOG_LEVEL: 'info', API_KEYS: `free:${FREE}` });
  });
  afterAll(() => service?.child.kill('SIGTERM'));

  it('rides out a burst of 65 calls on a Free key (60 at once, then one a second): all succeed, no 429', async () => {
    const client = new AnimalStoreClient({ baseUrl: service.url, apiKey: FREE });
    const started = Date.now();
    const pets = await Promise.all(Array.from({ length: 65 }, (_, i) => client.createPet({ name: `Pet ${i}`, categoryId: 1 })));
    const seconds = (Date.now() - started) / 1000;
    const answers = () => service.output().match(/"method":"POST"[^\n]*"status":\d+/g) ?? [];
    for (let waited = 0; answers().length < pets.length && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = answers().filter((line) => line.endsWith('"status":429')).length;
    console.log(
      `real time, Free key: 65 calls at once → ${pets.length} pets in ${seconds.toFixed(1)} s; ${answers().length} POSTs answered, ${refused} with 429`,
    );
    expect(answers()).toHaveLength(65);
    expect(refused).toBe(0);
    expect(new Set(pets.map((pet) => pet.id)).size).toBe(65);
    expect(seconds).toBeGreaterThan(4);
    expect(seconds).toBeLessThan(15);
    const listed = await fetch(`${service.url}/v1/pets?limit=1`, { headers: { authorization: `Bearer ${FREE}` } });
    expect(((await listed.json()) as { code?: string }).code).not.toBe('key_suspended');
  }, 30_000);
});
