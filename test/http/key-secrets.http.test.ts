import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { getHeapSnapshot } from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnimalStore } from '../../bootstrap/animal-store.js';
import { SCOPES } from '../../core/index.js';
import { startTestService, type TestService } from '../support/http-harness.js';

/**
 * Secrets held as bytes only, so that this test holds no string of them: a key's string exists only
 * while the service (or the issuing call) works with it, and whatever still holds one when the heap
 * snapshot is taken is the service's doing.
 */
const aSecret = (): Buffer => Buffer.from(`as_${randomBytes(32).toString('base64url')}`);

/** Whether the heap, as a V8 snapshot takes it (after a full collection), holds each needle's text. */
async function heapHolds(needles: readonly Buffer[]): Promise<boolean[]> {
  const found = needles.map(() => false);
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1;
  let tail = Buffer.alloc(0);
  for await (const chunk of getHeapSnapshot()) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    needles.forEach((needle, i) => (found[i] ||= window.includes(needle)));
    tail = window.subarray(Math.max(0, window.length - overlap));
  }
  return found;
}

/** One request on a connection of its own, `Authorization` written from bytes; answers its status. */
function statusOf(url: string, path: string, key: Buffer): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      const head = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\nAuthorization: Bearer `);
      socket.end(Buffer.concat([head, key, Buffer.from('\r\n\r\n')]));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).subarray(0, 12).toString('latin1'))?.[1])));
  });
}

describe('API-key secrets in memory', () => {
  let service: TestService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
    vi.unstubAllEnvs();
  });

  it('are hashed and dropped: after requests with a seeded, an issued and an unknown key, the heap holds none of them', async () => {
    const [seeded, issued, unknown, control] = [aSecret(), aSecret(), aSecret(), aSecret()];
    // Made in calls of their own, so that the strings they pass on are garbage once they return.
    const start = () => startTestService({ env: { API_KEYS: `pro:${seeded.toString('latin1')}` } });
    service = await start();
    const issue = async (store: TestService['store']) =>
      Buffer.from((await store.manageKeys.issue({ name: 'held as bytes', plan: 'free', scopes: SCOPES }, { via: 'cli' })).secret);
    issued.set(await issue(service.store));

    for (let i = 0; i < 3; i++) {
      expect(await statusOf(service.url, '/v1/pets', seeded)).toBe(200);
      expect(await statusOf(service.url, '/v1/pets', issued)).toBe(200);
      expect(await statusOf(service.url, '/v1/no-such-route', issued)).toBe(404);
      expect(await statusOf(service.url, '/v1/pets', unknown)).toBe(401);
    }
    // The search itself works: a secret the test keeps in a Map is found.
    const held = new Map([[control.toString('latin1'), 'deliberately kept']]);
    const [seededFound, issuedFound, unknownFound, controlFound] = await heapHolds([seeded, issued, unknown, control]);
    expect(held.size).toBe(1);
    expect(controlFound).toBe(true);
    expect({ seededFound, issuedFound, unknownFound }).toEqual({ seededFound: false, issuedFound: false, unknownFound: false });
  }, 60_000);

  it('API_KEYS is deleted from process.env once read; an env object of the host is left as it is', async () => {
    const secret = 'pro-key-from-the-environment-0123456789';
    for (const [name, value] of Object.entries({ APP_ENV: 'test', LOG_LEVEL: 'silent', API_KEYS: `pro:${secret}` })) vi.stubEnv(name, value);
    for (const name of ['MONGODB_URI', 'REDIS_URL', 'REDIS_CLUSTER_NODES']) vi.stubEnv(name, '');
    const fromProcess = await createAnimalStore();
    try {
      expect(process.env.API_KEYS).toBeUndefined();
      expect(await fromProcess.authenticate.execute(secret)).toMatchObject({ plan: 'pro' });
      expect(fromProcess.config.apiKeys).toEqual([]);
    } finally {
      await fromProcess.close();
    }

    const env = { APP_ENV: 'test', API_KEYS: `pro:${secret}` };
    const hosted = await createAnimalStore({ env });
    try {
      expect(env).toEqual({ APP_ENV: 'test', API_KEYS: `pro:${secret}` });
      expect(await hosted.authenticate.execute(secret)).toMatchObject({ plan: 'pro' });
    } finally {
      await hosted.close();
    }
  });
});
