import { describe, expect, it } from 'vitest';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { InMemoryEventLog } from '../../adapters/memory/in-memory-event-log.js';
import { InMemoryOrderRepository } from '../../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { InMemoryWebhookStore } from '../../adapters/memory/in-memory-webhook.store.js';
import {
  eventVisibilityOf,
  FIRST_VERSION,
  isVisibleUnder,
  KeyLineages,
  WebhookDispatcher,
  type Scope,
  type SendResult,
  type StoreEvent,
  type WebhookEndpoint,
  type WebhookSender,
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

  async send(target: { url: string }, event: StoreEvent): Promise<SendResult> {
    this.sent.push({ url: target.url, sequence: event.sequence });
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.failing.has(target.url)) return { status: 500 };
      if (!this.held.has(target.url)) return { status: 204 };
      return await new Promise<SendResult>((resolve) => this.waiting.set(target.url, [...(this.waiting.get(target.url) ?? []), resolve]));
    } finally {
      this.inFlight--;
    }
  }

  release(url: string): void {
    this.held.delete(url);
    for (const resolve of this.waiting.get(url) ?? []) resolve({ status: 204 });
    this.waiting.delete(url);
  }
}

function aSetup(settings: { concurrency: number; perEndpoint: number }) {
  const clock = new FakeClock();
  const log = new InMemoryEventLog(clock);
  const pets = new InMemoryPetRepository(log);
  const orders = new InMemoryOrderRepository(log);
  const store = new InMemoryWebhookStore();
  const keys = new InMemoryApiKeyRepository();
  const sender = new ControlledSender();
  const random = { newSecret: () => 'whsec_x', newToken: () => 'token', fraction: () => 0.5 };
  const dispatcher = new WebhookDispatcher(log, store, new KeyLineages(keys, clock), sender, clock, random, settings);
  /** A key of `owner` holding `scopes`: the lineage an endpoint acts for. */
  const key = async (scopes: Scope[], owner: string) => {
    const made = anApiKey({ scopes, owner, createdAt: new Date(clock.now()) });
    await keys.add(made);
    return made;
  };
  const endpoint = async (id: string, actsFor: { id: string; owner?: string }, events: WebhookEndpoint['events'] = ['pet.created', 'order.placed']) =>
    store.addEndpoint({
      id,
      url: `https://${id}.example/`,
      events,
      secret: 'whsec_x',
      createdAt: clock.now(),
      owner: actsFor.owner!,
      actsFor: actsFor.id,
    });
  const placeOrder = async (id: number, owner: string | null) => {
    await orders.insert({ order: { id, petId: 1, owner, status: 'placed', placedAt: 1, updatedAt: 1 }, version: FIRST_VERSION, committed: false });
    await orders.replace(id, FIRST_VERSION, { status: 'placed', updatedAt: 1, committed: true });
  };
  const deliver = async () => {
    await dispatcher.round();
    await dispatcher.idle();
  };
  return { clock, pets, orders, store, keys, sender, dispatcher, key, endpoint, placeOrder, deliver };
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
});
