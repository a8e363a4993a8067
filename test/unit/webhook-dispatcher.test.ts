import { describe, expect, it } from 'vitest';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { InMemoryEventLog } from '../../adapters/memory/in-memory-event-log.js';
import { InMemoryOrderRepository } from '../../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { InMemoryWebhookStore } from '../../adapters/memory/in-memory-webhook.store.js';
import {
  DEFAULT_DISABLE_AFTER_MS,
  eventVisibilityOf,
  FIRST_VERSION,
  isVisibleUnder,
  KeyLineages,
  WebhookDispatcher,
  type DispatcherSettings,
  type DispatchReports,
  type EndpointDisabled,
  type Scope,
  type SendResult,
  type StoreEvent,
  type WebhookMessage,
  type WebhookEndpoint,
  type WebhookSender,
  type WebhookStore,
} from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { anAccess, anApiKey } from '../support/mothers.js';

const MANAGER: Scope[] = ['pets:read', 'orders:manage', 'events:read', 'webhooks:manage'];
const STOREFRONT: Scope[] = ['pets:read', 'orders:read', 'orders:write', 'events:read', 'webhooks:manage'];

describe('the visibility rule (one function for listEvents and for endpoints)', () => {
  const event = (type: StoreEvent['type'], owner: string | null) => ({ type, owner });
  const sees = (scopes: Scope[], owner: string) => (type: StoreEvent['type'], eventOwner: string | null) =>
    isVisibleUnder(eventVisibilityOf(anAccess({ scopes, owner })), event(type, eventOwner));

  it('shows pet events with pets:read, every order event with orders:manage, and with orders:read only the owner’s own', () => {
    const manager = sees(MANAGER, 'back-office');
    const storefront = sees(STOREFRONT, 'shop-7');
    expect(storefront('pet.updated', null)).toBe(true);
    expect(manager('order.placed', null)).toBe(true);
    expect(manager('order.placed', 'shop-9')).toBe(true);
    expect(storefront('order.placed', 'shop-7')).toBe(true);
    expect(storefront('order.placed', 'shop-9')).toBe(false);
    // Orders without an owner (placed before owners existed) are for orders:manage only.
    expect(storefront('order.cancelled', null)).toBe(false);
    // No read scope, no events: events:read alone shows nothing.
    const reader = sees(['events:read'], 'shop-7');
    expect(reader('pet.created', null)).toBe(false);
    expect(reader('order.placed', 'shop-7')).toBe(false);
    expect(sees(['orders:read'], 'shop-7')('pet.created', null)).toBe(false);
  });
});

/** A sender that records each attempt and answers when the test says (per endpoint URL). */
class ControlledSender implements WebhookSender {
  readonly sent: { url: string; sequence: number }[] = [];
  private readonly waiting = new Map<string, Array<(result: SendResult) => void>>();
  readonly held = new Set<string>();
  /** URLs answered 500. */
  readonly failing = new Set<string>();
  inFlight = 0;
  maxInFlight = 0;
  /** Attempts under way, per URL. */
  readonly inFlightTo = new Map<string, number>();

  async send(target: { url: string }, message: WebhookMessage): Promise<SendResult> {
    this.sent.push({ url: target.url, sequence: 'event' in message ? message.event.sequence : 0 });
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    this.inFlightTo.set(target.url, (this.inFlightTo.get(target.url) ?? 0) + 1);
    try {
      if (this.failing.has(target.url)) return { status: 500 };
      if (!this.held.has(target.url)) return { status: 204 };
      return await new Promise<SendResult>((resolve) => this.waiting.set(target.url, [...(this.waiting.get(target.url) ?? []), resolve]));
    } finally {
      this.inFlight--;
      this.inFlightTo.set(target.url, this.inFlightTo.get(target.url)! - 1);
    }
  }

  release(url: string): void {
    this.held.delete(url);
    for (const resolve of this.waiting.get(url) ?? []) resolve({ status: 204 });
    this.waiting.delete(url);
  }
}

function aSetup(settings: Partial<DispatcherSettings> & { concurrency: number; perEndpoint: number }, options: { store?: WebhookStore } = {}) {
  const clock = new FakeClock();
  const log = new InMemoryEventLog(clock);
  const pets = new InMemoryPetRepository(log);
  const orders = new InMemoryOrderRepository(log);
  const store = options.store ?? new InMemoryWebhookStore(clock);
  const keys = new InMemoryApiKeyRepository();
  const sender = new ControlledSender();
  const random = { newSecret: () => 'whsec_x', newToken: () => 'token', fraction: () => 0.5 };
  const reported: { disabled: EndpointDisabled[] } = { disabled: [] };
  const reports: DispatchReports = {
    attempted: () => undefined,
    attemptFailed: () => undefined,
    oldestUndelivered: () => undefined,
    endpointDisabled: (disabled) => void reported.disabled.push(disabled),
  };
  const dispatcher = new WebhookDispatcher(log, store, new KeyLineages(keys, clock), sender, clock, random, settings, reports);
  /** A key of `owner` holding `scopes`: the lineage an endpoint acts for. */
  const key = async (scopes: Scope[], owner: string) => {
    const made = anApiKey({ scopes, owner, createdAt: new Date(clock.now()) });
    await keys.add(made);
    return made;
  };
  const endpoint = async (id: string, actsFor: { id: string; owner?: string }, events: WebhookEndpoint['events'] = ['pet.created', 'order.placed']) =>
    store.addEndpoint(
      {
        id,
        url: `https://${id}.example/`,
        events,
        secret: 'whsec_x',
        createdAt: clock.now(),
        owner: actsFor.owner!,
        actsFor: actsFor.id,
      },
      16,
    );
  const placeOrder = async (id: number, owner: string | null) => {
    await orders.insert({ order: { id, petId: 1, owner, status: 'placed', placedAt: 1, updatedAt: 1 }, version: FIRST_VERSION, committed: false });
    await orders.replace(id, FIRST_VERSION, { status: 'placed', updatedAt: 1, committed: true });
  };
  const deliver = async () => {
    await dispatcher.round();
    await dispatcher.idle();
  };
  return { clock, log, pets, orders, store, keys, sender, dispatcher, key, endpoint, placeOrder, deliver, reported };
}

describe('WebhookDispatcher', () => {
  it('gives each endpoint what the key its lineage acts through may read', async () => {
    const { pets, sender, key, endpoint, placeOrder, deliver } = aSetup({ concurrency: 8, perEndpoint: 8 });
    await endpoint('manager', await key(MANAGER, 'back-office'));
    await endpoint('storefront', await key(STOREFRONT, 'shop-7'));
    await endpoint('orders-only', await key(['orders:read', 'webhooks:manage'], 'shop-7'));
    await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
    // Orders of no owner (placed before owners existed), of the storefront's owner, of another owner.
    await placeOrder(1, null);
    await placeOrder(2, 'shop-7');
    await placeOrder(3, 'shop-9');
    await deliver();
    const to = (name: string) => sender.sent.filter((sent) => sent.url.includes(name)).map((sent) => sent.sequence);
    expect(to('manager')).toEqual([1, 2, 3, 4]);
    expect(to('storefront')).toEqual([1, 3]);
    expect(to('orders-only')).toEqual([3]);
  });

  it('stops an endpoint at once when its key is revoked: nothing more sent, its pending deliveries failed as key_inactive', async () => {
    const { pets, store, keys, sender, clock, key, endpoint, deliver } = aSetup({ concurrency: 8, perEndpoint: 8 });
    const creator = await key(STOREFRONT, 'shop-7');
    await endpoint('hook', creator);
    sender.failing.add('https://hook.example/');
    await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
    await pets.create({ name: 'Tom', categoryId: 1, status: 'available' });
    await deliver(); // both attempted once, failed, due again in about 5 s
    await keys.revoke(creator.id, new Date(clock.now()), { keepAManager: false });
    await pets.create({ name: 'Max', categoryId: 1, status: 'available' });
    clock.advance(10_000);
    sender.sent.length = 0;
    await deliver();
    expect(sender.sent).toEqual([]);
    const deliveries = await store.listDeliveries('hook', { limit: 10 });
    // The events before the revocation were queued, then failed; the one after was never queued.
    expect(deliveries.map((delivery) => [delivery.sequence, delivery.status, delivery.attempts.at(-1)?.error])).toEqual([
      [2, 'failed', 'key_inactive'],
      [1, 'failed', 'key_inactive'],
    ]);
    expect(await store.oldestPending()).toBeNull();
  });

  it('keeps an endpoint alive through a rotation of its key, and ends it when the last key of the lineage expires', async () => {
    const { pets, keys, sender, clock, key, endpoint, deliver } = aSetup({ concurrency: 8, perEndpoint: 8 });
    const first = await key(STOREFRONT, 'shop-7');
    await endpoint('hook', first);
    const successor = anApiKey({
      scopes: STOREFRONT,
      owner: 'shop-7',
      lineage: first.id,
      rotatedFrom: first.id,
      expiresAt: new Date(clock.now() + 60_000),
    });
    await keys.add(successor);
    await keys.completeRotation(successor, new Date(clock.now()));
    await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
    await deliver();
    expect(sender.sent.map((sent) => sent.sequence)).toEqual([1]);
    clock.advance(60_000);
    await pets.create({ name: 'Tom', categoryId: 1, status: 'available' });
    await deliver();
    expect(sender.sent.map((sent) => sent.sequence)).toEqual([1]);
  });

  it('checks again at the attempt: a delivery queued for a key that read more is not sent once a narrower key adopted the endpoint', async () => {
    const { store, sender, clock, keys, key, endpoint, placeOrder, deliver } = aSetup({ concurrency: 8, perEndpoint: 8 });
    const manager = await key(MANAGER, 'shop-7');
    await endpoint('hook', manager, ['order.placed']);
    sender.failing.add('https://hook.example/');
    await placeOrder(1, 'shop-9');
    await placeOrder(2, 'shop-7');
    await deliver(); // both queued for the manager's lineage, attempted, due again in about 5 s
    // Adopted (after the revocation) by a storefront key of shop-7, which reads only shop-7's orders.
    const narrower = await key(STOREFRONT, 'shop-7');
    await keys.revoke(manager.id, new Date(clock.now()), { keepAManager: false });
    const adopted = (await store.findEndpoint('hook'))!;
    await store.replaceEndpoint({ ...adopted, actsFor: narrower.id });
    sender.failing.clear();
    clock.advance(10_000);
    sender.sent.length = 0;
    await deliver();
    expect(sender.sent.map((sent) => sent.sequence)).toEqual([2]);
    const deliveries = await store.listDeliveries('hook', { limit: 10 });
    expect(deliveries.map((delivery) => [delivery.sequence, delivery.status])).toEqual([
      [2, 'delivered'],
      [1, 'failed'],
    ]);
    expect(deliveries[1]!.attempts.at(-1)?.error).toBe('not_visible');
  });

  it('lets a dead endpoint hold no more than its share of the attempts: the others are delivered meanwhile', async () => {
    const { pets, store, sender, dispatcher, key, endpoint } = aSetup({ concurrency: 4, perEndpoint: 2 });
    const manager = await key(MANAGER, 'back-office');
    await endpoint('dead', manager);
    await endpoint('alive', manager);
    sender.held.add('https://dead.example/');
    for (let i = 0; i < 10; i++) await pets.create({ name: `Pet ${i}`, categoryId: 1, status: 'available' });
    for (let round = 0; round < 10; round++) {
      await dispatcher.round();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const to = (url: string) => sender.sent.filter((sent) => sent.url === url).length;
    expect(to('https://alive.example/')).toBe(10);
    expect(to('https://dead.example/')).toBe(2); // two attempts stuck; the other eight wait in the store, not in memory
    expect(sender.maxInFlight).toBeLessThanOrEqual(4);
    expect(dispatcher.busy).toBe(2);
    expect((await store.listDeliveries('dead', { limit: 20 })).filter((delivery) => delivery.status === 'pending')).toHaveLength(10);
    sender.release('https://dead.example/');
    for (let round = 0; round < 10; round++) {
      await dispatcher.round();
      await dispatcher.idle();
    }
    expect(to('https://dead.example/')).toBe(10);
  });

  it('while fewer than WEBHOOK_CONCURRENCY / WEBHOOK_CONCURRENCY_PER_OWNER owners hang, another owner’s due delivery starts in the next dispatch', async () => {
    const { pets, sender, dispatcher, key, endpoint } = aSetup({ concurrency: 32, perEndpoint: 4, perOwner: 8 });
    // Three owners (fewer than 32 / 8), sixteen hanging endpoints each, created before the healthy one.
    for (const owner of ['flood-1', 'flood-2', 'flood-3']) {
      const creator = await key(MANAGER, owner);
      for (let i = 0; i < 16; i++) {
        await endpoint(`${owner}-${i}`, creator, ['pet.created']);
        sender.held.add(`https://${owner}-${i}.example/`);
      }
    }
    await endpoint('healthy', await key(MANAGER, 'shop'), ['pet.created']);
    for (let i = 0; i < 20; i++) await pets.create({ name: `Pet ${i}`, categoryId: 1, status: 'available' });
    await dispatcher.round();
    const flooding = () => [...sender.inFlightTo].filter(([url]) => url.includes('flood')).reduce((sum, [, count]) => sum + count, 0);
    // Each flooding owner holds its share and no more; the rest of the slots stay free for the others.
    expect(flooding()).toBe(24);
    for (const owner of ['flood-1', 'flood-2', 'flood-3']) {
      const ownerInFlight = [...sender.inFlightTo].filter(([url]) => url.includes(`${owner}-`)).reduce((sum, [, count]) => sum + count, 0);
      expect(ownerInFlight).toBe(8);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(sender.sent.filter((sent) => sent.url === 'https://healthy.example/').length).toBeGreaterThan(0);
    // Drain what the healthy endpoint had; the floods still hang.
    for (let round = 0; round < 10; round++) {
      await dispatcher.round();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(sender.sent.filter((sent) => sent.url === 'https://healthy.example/')).toHaveLength(20);
    // A new event: its healthy delivery starts in the very next dispatch, behind 3 × 16 endpoints with backlogs.
    await pets.create({ name: 'Fresh', categoryId: 1, status: 'available' });
    await dispatcher.round();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sender.sent.filter((sent) => sent.url === 'https://healthy.example/').map((sent) => sent.sequence)).toContain(21); // the 21st event
    expect(flooding()).toBe(24);
  });

  it('takes turns between owners, then between each owner’s endpoints: one owner’s many endpoints do not crowd out another’s one', async () => {
    const { pets, sender, dispatcher, key, endpoint } = aSetup({ concurrency: 4, perEndpoint: 4, perOwner: 2 });
    const many = await key(MANAGER, 'many');
    for (let i = 0; i < 8; i++) {
      await endpoint(`many-${i}`, many, ['pet.created']);
      sender.held.add(`https://many-${i}.example/`);
    }
    await endpoint('one', await key(MANAGER, 'one'), ['pet.created']);
    sender.held.add('https://one.example/');
    for (let i = 0; i < 5; i++) await pets.create({ name: `Pet ${i}`, categoryId: 1, status: 'available' });
    await dispatcher.round();
    const inFlight = [...sender.inFlightTo].filter(([, count]) => count > 0);
    expect(inFlight.filter(([url]) => url.includes('many-'))).toEqual([expect.any(Array), expect.any(Array)]);
    // Two of `many`'s endpoints, one attempt each (its turns go round its endpoints); two for `one`.
    expect(inFlight.filter(([url]) => url.includes('many-')).map(([, count]) => count)).toEqual([1, 1]);
    expect(sender.inFlightTo.get('https://one.example/')).toBe(2);
    // An attempt ends: its slot goes back to its owner's next endpoint in turn.
    sender.release('https://many-0.example/');
    sender.held.add('https://many-0.example/');
    await new Promise((resolve) => setImmediate(resolve));
    await dispatcher.round();
    expect(sender.inFlight).toBe(4);
    expect(sender.inFlightTo.get('https://one.example/')).toBe(2);
  });

  it('costs the same while nothing is due whatever the number of endpoints: no walk over them, one read of what is due next', async () => {
    const counts = async (endpoints: number) => {
      const clock = new FakeClock();
      const calls: string[] = [];
      const store = counting(new InMemoryWebhookStore(clock), calls);
      const { dispatcher, key, endpoint } = aSetup({ concurrency: 32, perEndpoint: 4 }, { store });
      const creator = await key(MANAGER, 'shop');
      for (let i = 0; i < endpoints; i++) await endpoint(`hook-${String(i).padStart(4, '0')}`, creator, ['pet.created']);
      calls.length = 0;
      expect(await dispatcher.hasNewEvents()).toBe(false);
      expect(await dispatcher.dispatch()).toEqual({ started: 0, saturated: false, more: false, nextDueAt: null });
      return calls;
    };
    expect(await counts(1_000)).toEqual(['nextDue']);
    expect(await counts(0)).toEqual(['nextDue']);
  });

  it('fails the pending deliveries of an endpoint that may receive nothing when they fall due, not in a walk over endpoints', async () => {
    const { pets, store, sender, clock, key, keys, endpoint, dispatcher } = aSetup({ concurrency: 8, perEndpoint: 4 });
    const creator = await key(STOREFRONT, 'shop-7');
    await endpoint('hook', creator, ['pet.created']);
    sender.failing.add('https://hook.example/');
    await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
    await dispatcher.round();
    await dispatcher.idle();
    await keys.revoke(creator.id, new Date(clock.now()), { keepAManager: false });
    // Not due yet: nothing touches it.
    expect((await dispatcher.dispatch()).started).toBe(0);
    expect((await store.listDeliveries('hook', { limit: 1 }))[0]).toMatchObject({ status: 'pending' });
    clock.advance(10_000);
    expect((await dispatcher.dispatch()).started).toBe(0);
    expect((await store.listDeliveries('hook', { limit: 1 }))[0]).toMatchObject({
      status: 'failed',
      attempts: [{ status: 500 }, { error: 'key_inactive' }],
    });
    expect(await store.nextDue()).toBeNull();
  });

  it('disables an endpoint whose attempts fail WEBHOOK_DISABLE_AFTER after its last success: told once, its pending deliveries failed', async () => {
    const { pets, store, sender, clock, key, endpoint, dispatcher, reported } = aSetup({ concurrency: 8, perEndpoint: 4 });
    await endpoint('hook', await key(MANAGER, 'shop'), ['pet.created']);
    await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
    await dispatcher.round();
    await dispatcher.idle();
    expect(await store.findEndpoint('hook')).toMatchObject({ lastSuccessAt: clock.now() });
    const lastSuccess = clock.now();
    sender.failing.add('https://hook.example/');
    // Failing for a day short of three: still enabled, retried on the schedule.
    clock.advance(DEFAULT_DISABLE_AFTER_MS - 86_400_000);
    await pets.create({ name: 'Tom', categoryId: 1, status: 'available' });
    await pets.create({ name: 'Max', categoryId: 1, status: 'available' });
    await dispatcher.round();
    await dispatcher.idle();
    expect(await store.findEndpoint('hook')).not.toHaveProperty('disabledAt');
    expect(reported.disabled).toEqual([]);
    // A day later, the next failed attempt disables it.
    clock.advance(86_400_000);
    await dispatcher.round();
    await dispatcher.idle();
    expect(await store.findEndpoint('hook')).toMatchObject({ disabledAt: clock.now(), disabledFor: 'failing' });
    expect(reported.disabled).toEqual([{ endpointId: 'hook', owner: 'shop', reason: 'failing', failingSince: lastSuccess }]);
    const deliveries = await store.listDeliveries('hook', { limit: 10 });
    expect(
      deliveries.map((delivery) => [delivery.sequence, delivery.status, delivery.attempts.at(-1)?.error ?? delivery.attempts.at(-1)?.status]),
    ).toEqual([
      [3, 'failed', 'endpoint_disabled'],
      [2, 'failed', 'endpoint_disabled'],
      [1, 'delivered', 204],
    ]);
    // Nothing more is sent, and nothing more is queued for it.
    sender.sent.length = 0;
    await pets.create({ name: 'Kit', categoryId: 1, status: 'available' });
    clock.advance(86_400_000);
    await dispatcher.round();
    await dispatcher.idle();
    expect(sender.sent).toEqual([]);
    expect(await store.listDeliveries('hook', { limit: 10 })).toHaveLength(3);
  });

  it('counts failing from the creation or the last enabling when later than the last success', async () => {
    const { pets, store, sender, clock, key, endpoint, dispatcher, reported } = aSetup({ concurrency: 8, perEndpoint: 4, disableAfterMs: 60_000 });
    await endpoint('hook', await key(MANAGER, 'shop'), ['pet.created']);
    sender.failing.add('https://hook.example/');
    clock.advance(59_999);
    await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
    await dispatcher.round();
    await dispatcher.idle();
    expect(reported.disabled).toEqual([]);
    await store.replaceEndpoint({ ...(await store.findEndpoint('hook'))!, enabledAt: clock.now() });
    clock.advance(10_000); // the retry, 10 s after the enabling
    await dispatcher.round();
    await dispatcher.idle();
    expect(reported.disabled).toEqual([]);
    clock.advance(60_000);
    await dispatcher.round();
    await dispatcher.idle();
    expect(reported.disabled).toMatchObject([{ endpointId: 'hook', reason: 'failing' }]);
  });
});

/** The store, each call's method name pushed to `calls`. */
function counting(store: WebhookStore, calls: string[]): WebhookStore {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
