import { describe, expect, it } from 'vitest';
import { InMemoryEventLog } from '../../adapters/memory/in-memory-event-log.js';
import { InMemoryOrderRepository } from '../../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { InMemoryWebhookStore } from '../../adapters/memory/in-memory-webhook.store.js';
import {
  canSee,
  FIRST_VERSION,
  WebhookDispatcher,
  type EventAudience,
  type SendResult,
  type StoreEvent,
  type WebhookEndpoint,
  type WebhookSender,
} from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';

const MANAGER: EventAudience = { scopes: ['orders:manage', 'events:read'], owner: 'back-office' };
const STOREFRONT: EventAudience = { scopes: ['orders:read', 'orders:write', 'events:read'], owner: 'shop-7' };

describe('the visibility rule (one function for listEvents and for endpoints)', () => {
  const event = (type: StoreEvent['type'], owner: string | null) => ({ type, owner });

  it('shows pet events to everyone, order events to orders:manage, and to others only their own', () => {
    expect(canSee(STOREFRONT, event('pet.updated', null))).toBe(true);
    expect(canSee(MANAGER, event('order.placed', null))).toBe(true);
    expect(canSee(MANAGER, event('order.placed', 'shop-9'))).toBe(true);
    expect(canSee(STOREFRONT, event('order.placed', 'shop-7'))).toBe(true);
    expect(canSee(STOREFRONT, event('order.placed', 'shop-9'))).toBe(false);
    // Orders without an owner (placed before owners existed) are for orders:manage only.
    expect(canSee(STOREFRONT, event('order.cancelled', null))).toBe(false);
    expect(canSee({ scopes: [], owner: null }, event('order.cancelled', null))).toBe(false);
  });
});

/** A sender that records each attempt and answers when the test says (per endpoint URL). */
class ControlledSender implements WebhookSender {
  readonly sent: { url: string; sequence: number }[] = [];
  private readonly waiting = new Map<string, Array<(result: SendResult) => void>>();
  readonly held = new Set<string>();
  inFlight = 0;
  maxInFlight = 0;

  async send(target: { url: string }, event: StoreEvent): Promise<SendResult> {
    this.sent.push({ url: target.url, sequence: event.sequence });
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
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
  const sender = new ControlledSender();
  const random = { newSecret: () => 'whsec_x', newToken: () => 'token', fraction: () => 0.5 };
  const dispatcher = new WebhookDispatcher(log, store, sender, clock, random, settings);
  const endpoint = async (id: string, audience: EventAudience, events: WebhookEndpoint['events'] = ['pet.created', 'order.placed']) =>
    store.addEndpoint({ id, url: `https://${id}.example/`, events, secret: 'whsec_x', createdAt: clock.now(), createdBy: 'key', audience });
  return { clock, pets, orders, store, sender, dispatcher, endpoint };
}

describe('WebhookDispatcher', () => {
  it('gives each endpoint what the key that created it may see', async () => {
    const { pets, orders, sender, dispatcher, endpoint } = aSetup({ concurrency: 8, perEndpoint: 8 });
    await endpoint('manager', MANAGER);
    await endpoint('storefront', STOREFRONT);
    await pets.create({ name: 'Rex', categoryId: 1, status: 'available' });
    // Orders of no owner (placed before owners existed), of the storefront's owner, of another owner.
    for (const [id, owner] of [
      [1, null],
      [2, 'shop-7'],
      [3, 'shop-9'],
    ] as const) {
      await orders.insert({ order: { id, petId: 1, owner, status: 'placed', placedAt: 1, updatedAt: 1 }, version: FIRST_VERSION, committed: false });
      await orders.replace(id, FIRST_VERSION, { status: 'placed', updatedAt: 1, committed: true });
    }
    await dispatcher.round();
    await dispatcher.idle();
    expect(sender.sent.filter((sent) => sent.url.includes('manager')).map((sent) => sent.sequence)).toEqual([1, 2, 3, 4]);
    expect(sender.sent.filter((sent) => sent.url.includes('storefront')).map((sent) => sent.sequence)).toEqual([1, 3]);
  });

  it('lets a dead endpoint hold no more than its share of the attempts: the others are delivered meanwhile', async () => {
    const { pets, store, sender, dispatcher, endpoint } = aSetup({ concurrency: 4, perEndpoint: 2 });
    await endpoint('dead', MANAGER);
    await endpoint('alive', MANAGER);
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
