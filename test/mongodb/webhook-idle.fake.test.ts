import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnimalStore, type AnimalStore } from '../../bootstrap/animal-store.js';
import { accessOf, type Clock } from '../../core/index.js';
import { FakeMongo } from '../support/fake-mongo.js';
import { serviceStoresOn } from './mongo-adapters.js';

const T0 = Date.UTC(2026, 10, 21, 12);
const ADMIN = 'idle-admin-key-0123456789abcdef';

/**
 * The dispatcher as the service runs it (`webhookDispatch.start()`), on the MongoDB fake, its timers and
 * clock faked together (vitest's fake timers move Date.now): what an idle instance asks of the store,
 * and how soon a change of its own is dispatched.
 */
describe('webhook dispatch of an instance on MongoDB with nothing to send', () => {
  let store: AnimalStore | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date'], now: T0 });
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    vi.useRealTimers();
  });

  async function anInstance(mongo: FakeMongo, endpoints: number): Promise<AnimalStore> {
    const clock: Clock = { now: () => Date.now() };
    store = await createAnimalStore({
      env: { APP_ENV: 'test', API_KEYS: `pro:${ADMIN}`, LOG_LEVEL: 'silent' },
      clock,
      ...(await serviceStoresOn(mongo.db(), clock)),
    });
    // Sixteen endpoints per owner (the limit), each owner's through a key of its own.
    for (let i = 0; i < endpoints; i += 16) {
      const { key } = await store.manageKeys.issue({
        name: `owner ${i}`,
        plan: 'pro',
        scopes: ['pets:read', 'webhooks:manage'],
        owner: `owner-${i}`,
      });
      for (let j = i; j < Math.min(endpoints, i + 16); j++) {
        await store.webhookEndpoints.create(accessOf(key), { url: `http://127.0.0.1:9/hooks/${j}`, events: ['pet.created'] });
      }
    }
    return store;
  }

  /** Store operations per second of fake time over 10 s, after 3 s to settle. */
  async function idleQueriesPerSecond(endpoints: number): Promise<number> {
    const mongo = new FakeMongo();
    (await anInstance(mongo, endpoints)).webhookDispatch.start();
    await vi.advanceTimersByTimeAsync(3_000);
    const before = mongo.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    const perSecond = (mongo.calls.length - before) / 10;
    await store!.close();
    store = undefined;
    return perSecond;
  }

  it('asks the store at most four things a second, the same with 160 endpoints as with none', async () => {
    const none = await idleQueriesPerSecond(0);
    const many = await idleQueriesPerSecond(160);
    console.log(`idle store operations a second: ${none} with no endpoint, ${many} with 160`);
    expect(many).toBeLessThanOrEqual(4);
    expect(many).toBe(none);
  });

  it('dispatches an event recorded here at once, without waiting for its poll', async () => {
    const mongo = new FakeMongo();
    const instance = await anInstance(mongo, 1);
    instance.webhookDispatch.start();
    await vi.advanceTimersByTimeAsync(3_000);
    await instance.createPet.execute({ name: 'Rex', categoryId: 1 });
    // Claimed (a lease token on it, or the attempt made already) within the next turns of the event loop: no fake time passes.
    const attempted = () => {
      const [delivery] = mongo.collection('webhook_deliveries').stored;
      return delivery !== undefined && (delivery.leaseToken !== undefined || (delivery.attempts as unknown[]).length > 0);
    };
    for (let turn = 0; turn < 50 && !attempted(); turn++) await vi.advanceTimersByTimeAsync(0);
    expect(mongo.collection('webhook_deliveries').stored).toHaveLength(1);
    expect(attempted()).toBe(true);
    expect(Date.now()).toBe(T0 + 3_000);
  });
});
