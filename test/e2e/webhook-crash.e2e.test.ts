import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { naming, provideTestMongo } from '../support/mongo-server.js';
import { startServiceProcess, type ServiceProcess } from '../support/process.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const setup = await provideTestMongo('webhook_crash');
afterAll(async () => setup.mongo?.close());
if (setup.skip) console.warn(`SKIPPED webhooks across a killed service process on a real MongoDB: ${setup.skip}`);

const KEY = 'crash-test-key-0123456789abcdef';

/**
 * The service as two processes on one real MongoDB and a real receiver on loopback: the first
 * commits a change and is killed (SIGKILL: no shutdown, nothing flushed) before it dispatches
 * anything; the second, started on the same database, delivers the change's event. (The same
 * crash, cut at each write, is proven on the collection fake in test/mongodb/webhook-instances.)
 */
describe.skipIf(Boolean(setup.skip))('webhooks across a killed service process, on a real MongoDB', () => {
  const processes: ServiceProcess[] = [];
  const receivers: WebhookReceiver[] = [];
  afterEach(async () => {
    for (const service of processes.splice(0)) service.child.kill('SIGKILL');
    for (const receiver of receivers.splice(0)) await receiver.close();
  });

  async function start(env: Record<string, string>): Promise<ServiceProcess> {
    const service = await startServiceProcess({ APP_ENV: 'test', LOG_LEVEL: 'warn', MONGODB_URI: setup.mongo!.uri, API_KEYS: `pro:${KEY}`, ...env });
    processes.push(service);
    return service;
  }
  async function call(service: ServiceProcess, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${service.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${KEY}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: await res.json() };
  }

  it('an event committed by a process killed before it dispatched anything is delivered by the next process', async () => {
    const receiver = await WebhookReceiver.start();
    receivers.push(receiver);
    // The first process never dispatches (WEBHOOK_DISPATCH=false): whatever reaches the receiver is the second's doing.
    const first = await start({ WEBHOOK_DISPATCH: 'false' });
    const endpoint = await call(first, 'POST', '/v1/webhook-endpoints', { url: receiver.url, events: ['pet.created'] });
    expect(endpoint.status).toBe(201);
    const { id: endpointId, secret } = endpoint.json as { id: string; secret: string };
    const created = await call(first, 'POST', '/v1/pets', { name: 'Rex', categoryId: 3 });
    expect(created.status).toBe(201);
    const pet = created.json as { id: number };
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(receiver.received).toEqual([]);
    console.log(`crash test (real MongoDB, ${setup.mongo!.source}): process 1 answered 201 for pet ${pet.id}, then was killed (SIGKILL)`);

    const second = await start({});
    // The second process's dispatcher finds the event at start (then polls every second); its attempt is logged once the receiver has answered.
    const deliveries = () => call(second, 'GET', `/v1/webhook-endpoints/${endpointId}/deliveries`);
    const deadline = Date.now() + 15_000;
    let log = await deliveries();
    while ((log.json as Array<{ status: string }>)[0]?.status !== 'delivered' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200)); // well inside the key's 300 requests a minute
      log = await deliveries();
    }
    expect(log.json).toMatchObject([{ status: 'delivered', attempts: [{ status: 200 }] }]);
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    const delivered = new Webhook(secret).verify(hook!.body, hook!.headers as Record<string, string>);
    expect(delivered).toMatchObject({ type: 'pet.created', data: { id: pet.id, name: 'Rex', categoryId: 3 } });
    console.log(`crash test (real MongoDB): process 2 delivered ${JSON.stringify(delivered)}; delivery log ${JSON.stringify(log.json)}`);
  });
});

describe('the connection string a service process is given for a suite database', () => {
  it('names the database and keeps the hosts, the options and the database the credentials belong to', () => {
    expect(naming('mongodb://127.0.0.1:27017', 'suite')).toBe('mongodb://127.0.0.1:27017/suite');
    expect(naming('mongodb://a:1,b:2/shop?replicaSet=rs0', 'suite')).toBe('mongodb://a:1,b:2/suite?replicaSet=rs0');
    expect(naming('mongodb://op:pw@a:1/shop', 'suite')).toBe('mongodb://op:pw@a:1/suite?authSource=shop');
    expect(naming('mongodb+srv://op:pw@db.example/?retryWrites=true', 'suite')).toBe(
      'mongodb+srv://op:pw@db.example/suite?retryWrites=true&authSource=admin',
    );
    expect(naming('mongodb://op:pw@a:1/shop?authSource=admin', 'suite')).toBe('mongodb://op:pw@a:1/suite?authSource=admin');
    expect(() => naming('http://a:1/shop', 'suite')).toThrow('not a MongoDB connection string');
  });
});
