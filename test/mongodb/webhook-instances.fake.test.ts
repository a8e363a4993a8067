import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../support/fake-clock.js';
import { FakeMongo, mongoFailures } from '../support/fake-mongo.js';
import { postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { serviceStoresOn } from './mongo-adapters.js';

/**
 * Service instances sharing one MongoDB (the collection fake, in process) and a real receiver on
 * loopback: an instance abandoned without shutdown loses nothing, and instances share the dispatch
 * so that each event reaches each endpoint once per attempt.
 */
describe('webhooks across service instances on one MongoDB', () => {
  const running: TestService[] = [];
  const receivers: WebhookReceiver[] = [];
  afterEach(async () => {
    for (const service of running.splice(0)) await service.close();
    for (const receiver of receivers.splice(0)) await receiver.close();
  });

  async function instance(mongo: FakeMongo, clock: FakeClock): Promise<TestService> {
    const service = await startTestService({ clock, stores: await serviceStoresOn(mongo.db(), clock) });
    running.push(service);
    return service;
  }
  async function receiver(): Promise<WebhookReceiver> {
    const started = await WebhookReceiver.start();
    receivers.push(started);
    return started;
  }
  async function dispatch(...services: TestService[]): Promise<void> {
    await Promise.all(services.map((service) => service.store.webhookDispatch.round()));
    await Promise.all(services.map((service) => service.store.webhookDispatch.idle()));
  }
  const subscribe = async (service: TestService, url: string) =>
    (await postJson(service.url, PRO_KEY, '/v1/webhook-endpoints', { url, events: ['pet.created', 'order.placed'] })).json as {
      id: string;
      secret: string;
    };

  it('a change committed by an instance that died before relaying or delivering it is delivered by the next instance', async () => {
    const mongo = new FakeMongo();
    const clock = new FakeClock();
    const hooks = await receiver();
    const first = await instance(mongo, clock);
    const { id, secret } = await subscribe(first, hooks.url);
    // The pet is stored with its event's entry; the process dies before anything else happens (every later write lost).
    mongo.failAt('before', { collection: 'events', operation: 'insertOne' }, mongoFailures.network, { times: Infinity });
    const created = await postPet(first.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    mongo.comeBack();
    expect(created.status).toBe(201);
    expect(mongo.collection('events').stored).toEqual([]);
    expect(mongo.collection('pets').stored[0]).toMatchObject({ _id: 1, outbox: { type: 'pet.created' } });
    console.log('crash test: instance 1 answered 201 for pet 1, then stopped (not shut down) before its event was relayed or delivered');

    const second = await instance(mongo, clock); // the first is abandoned: never closed, never dispatched
    await dispatch(second);
    expect(hooks.received).toHaveLength(1);
    const delivered = new Webhook(secret).verify(hooks.received[0]!.body, hooks.received[0]!.headers as Record<string, string>);
    expect(delivered).toMatchObject({ id: 'evt_00000000000000000001', type: 'pet.created', data: { id: 1, name: 'Rex' } });
    const log = (await send(second.url, { path: `/v1/webhook-endpoints/${id}/deliveries`, key: PRO_KEY })).json as unknown[];
    expect(log).toMatchObject([{ eventId: 'evt_00000000000000000001', status: 'delivered', attempts: [{ status: 200 }] }]);
    console.log(
      `crash test: instance 2 started on the same store and delivered ${JSON.stringify(delivered)}; ` +
        `signature verified by standardwebhooks; delivery log ${JSON.stringify(log)}`,
    );
  });

  it('an attempt cut off by the death of its instance is left to another after the lease, not before', async () => {
    const mongo = new FakeMongo();
    const clock = new FakeClock();
    const hooks = await receiver();
    const first = await instance(mongo, clock);
    const second = await instance(mongo, clock);
    const { id } = await subscribe(first, hooks.url);
    await postPet(first.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    hooks.hold(); // the first instance's attempt never comes back: it died with the request in flight
    await first.store.webhookDispatch.round();
    await expect.poll(() => hooks.received.length).toBe(1);

    await dispatch(second);
    expect(hooks.received).toHaveLength(1); // claimed: not attempted twice at once
    clock.advance(60_001);
    hooks.release();
    await dispatch(second);
    expect(hooks.received).toHaveLength(2);
    expect(new Set(hooks.received.map((request) => request.headers['webhook-id']))).toEqual(new Set(['evt_00000000000000000001']));
    await first.store.webhookDispatch.idle();
    // The late answer of the dead instance's attempt writes nothing: the delivery is the second instance's now.
    const log = (await send(second.url, { path: `/v1/webhook-endpoints/${id}/deliveries`, key: PRO_KEY })).json;
    expect(log).toMatchObject([{ status: 'delivered', attempts: [{ status: 200 }] }]);
  });

  it('two instances deliver each event to each endpoint once per attempt', async () => {
    const mongo = new FakeMongo();
    const clock = new FakeClock();
    const [one, two] = [await receiver(), await receiver()];
    const a = await instance(mongo, clock);
    const b = await instance(mongo, clock);
    await subscribe(a, one.url);
    await subscribe(b, two.url);
    one.answer(...Array<number>(10).fill(500)); // every first attempt to endpoint one fails
    for (let i = 0; i < 10; i++) await postPet(i % 2 === 0 ? a.url : b.url, PRO_KEY, { name: `Pet ${i}`, categoryId: 1 });

    for (let round = 0; round < 3; round++) await dispatch(a, b);
    const ids = (hooks: WebhookReceiver) => hooks.received.map((request) => request.headers['webhook-id']).sort();
    const all = Array.from({ length: 10 }, (_, i) => `evt_${String(i + 1).padStart(20, '0')}`);
    expect(ids(one)).toEqual(all);
    expect(ids(two)).toEqual(all);

    clock.advance(6_001); // past every first retry delay (5 s + 20 %)
    for (let round = 0; round < 3; round++) await dispatch(a, b);
    expect(ids(one)).toEqual(all.flatMap((id) => [id, id]));
    expect(ids(two)).toEqual(all);
  });
});
