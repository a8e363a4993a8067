import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { LEGACY_SCOPES } from '../../core/index.js';
import { anApiKey } from '../support/mothers.js';
import { FREE_KEY, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every 8-digit window of the key's digest: an id holding any of them would let anyone test guesses offline. */
const digestWindows = (secret: string) => Array.from({ length: 57 }, (_, i) => sha256(secret).slice(i, i + 8));

interface KeyBody {
  readonly id: string;
  readonly name: string;
  readonly owner: string;
  readonly scopes: string[];
  readonly revokedAt?: string;
}

describe('keys seeded from API_KEYS', () => {
  const services: TestService[] = [];
  afterEach(async () => {
    for (const service of services.splice(0)) await service.close();
  });
  const start = async (options: Parameters<typeof startTestService>[0] = {}) => {
    const service = await startTestService(options);
    services.push(service);
    return service;
  };
  const keysOf = async (service: TestService, key = PRO_KEY) => (await send(service.url, { path: '/v1/keys', key })).json as KeyBody[];
  const seededAs = async (service: TestService, entry: number) => (await keysOf(service)).find((key) => key.name === `API_KEYS entry ${entry}`)!;

  it('get a random id, listed and stored on their orders, that reveals nothing of the secret and differs between processes', async () => {
    const one = await start();
    const other = await start();
    const free = await seededAs(one, 1);
    expect(free.id).not.toBe((await seededAs(other, 1)).id);
    for (const window of digestWindows(FREE_KEY)) expect(free.id).not.toContain(window);
    // A key seeded without an owner is its own owner: its orders carry its id.
    const petId = (await postPet(one.url, FREE_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;
    const order = await postJson(one.url, FREE_KEY, '/v1/store/orders', { petId });
    expect(order.json).toMatchObject({ owner: free.id });
    expect(free.owner).toBe(free.id);
  });

  it('keep their id at the next start on a store that keeps keys, and a revoked one stays revoked with the scopes it had', async () => {
    const apiKeys = new InMemoryApiKeyRepository();
    // A seeded key an earlier version stored with the scopes of its time, revoked since.
    const revoked = anApiKey({
      id: 'an-old-seeded-key',
      name: 'API_KEYS entry 2',
      plan: 'pro',
      digest: sha256(PRO_KEY),
      scopes: LEGACY_SCOPES,
      revokedAt: new Date(Date.UTC(2026, 0, 2)),
    });
    await apiKeys.add(revoked);
    const first = await start({ stores: { apiKeys } });
    const before = await keysOf(first, FREE_KEY);
    expect(before).toHaveLength(3);

    const second = await start({ stores: { apiKeys } });
    const after = await keysOf(second, FREE_KEY);
    expect(after.map((key) => key.id)).toEqual(before.map((key) => key.id));
    expect(after.find((key) => key.id === revoked.id)).toMatchObject({ scopes: LEGACY_SCOPES, revokedAt: '2026-01-02T00:00:00.000Z' });
    expect((await send(second.url, { path: '/v1/pets', key: PRO_KEY })).status).toBe(401);
  });
});
