import { afterEach, describe, expect, it } from 'vitest';
import { AnimalStoreNetworkError } from '../../client/src/index.js';
import { DEFAULT_RETRY, RequestCore } from '../../client/src/request-core.js';
import { answered, testClient, VirtualTime } from '../support/client-harness.js';
import { startTcpProxy, type ConnectionFate, type TcpProxy } from '../support/tcp-proxy.js';
import { PRO_KEY, startTestService, type TestService } from '../support/http-harness.js';

const addressOf = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port) });

/** Network failures between the client and the real service, made by a TCP proxy that cuts connections. */
describe('AnimalStoreClient over a failing network', () => {
  let service: TestService;
  let proxy: TcpProxy;
  afterEach(async () => {
    await proxy?.close();
    await service?.close();
  });

  async function start(fates: ConnectionFate[]) {
    service = await startTestService();
    proxy = await startTcpProxy(addressOf(service.url), fates);
    return testClient(service, { baseUrl: `${proxy.url}/v1` });
  }

  it('retries a read whose connections are reset, and gets its answer', async () => {
    const { client, time } = await start(['reset', 'reset']);
    expect((await client.listPets()).items).toEqual([]);
    expect(proxy.connections).toEqual(['reset', 'reset', 'pass']);
    expect(time.sent).toHaveLength(3);
    expect(answered(service)).toHaveLength(1); // the resets never reached the service
  });

  it('retries createPet whose answer was lost with the same Idempotency-Key: one pet, the first one', async () => {
    const { client, time } = await start(['drop-answer']);
    const pet = await client.createPet({ name: 'Rex', categoryId: 1 });
    expect(pet).toEqual({ id: 1, name: 'Rex', categoryId: 1, status: 'available' });
    // The service created the pet on the first attempt; the retry got that pet back instead of a second one.
    expect(answered(service).map((line) => `${line.method} ${line.status}`)).toEqual(['POST 201', 'POST 201']);
    expect(time.sent.map((request) => request.headers['idempotency-key'])).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      time.sent[0]!.headers['idempotency-key'],
    ]);
    expect((await client.listPets()).items).toEqual([pet]);
    // The next logical creation has a key of its own.
    await client.createPet({ name: 'Rex', categoryId: 1 });
    expect(new Set(time.sent.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key'])).size).toBe(2);
  });

  it('does not repeat a POST without an Idempotency-Key: the failure is reported after one attempt', async () => {
    service = await startTestService();
    proxy = await startTcpProxy(addressOf(service.url), ['drop-answer']);
    const time = new VirtualTime(service.clock);
    const core = new RequestCore({ apiKey: PRO_KEY, retry: DEFAULT_RETRY, maxConcurrency: 6, fetch: time.fetch, timing: time, random: Math.random });
    const error = await core.send({ method: 'POST', url: `${proxy.url}/v1/pets`, body: { name: 'Rex', categoryId: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnimalStoreNetworkError);
    expect(error).toMatchObject({ reason: 'network', attempts: 1 });
    expect(time.sent).toHaveLength(1);
    // With a key, the same loss is retried (and answered from the stored result).
    const retried = await core.send({ method: 'POST', url: `${proxy.url}/v1/pets`, body: { name: 'Tom', categoryId: 1 }, idempotencyKey: 'tom' });
    expect(retried.status).toBe(201);
  });

  it('gives up on a network that keeps failing after maxAttempts, with the cause', async () => {
    const { client, time } = await start(Array<ConnectionFate>(10).fill('reset'));
    const error = await client.listPets().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnimalStoreNetworkError);
    expect(error).toMatchObject({ reason: 'network', attempts: 5 });
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(time.sent).toHaveLength(5);
  });
});
