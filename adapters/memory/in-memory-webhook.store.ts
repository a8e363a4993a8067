import type {
  AttemptOutcome,
  ClaimedDelivery,
  Delivery,
  DeliveryPageQuery,
  EndpointPageQuery,
  WebhookEndpoint,
  WebhookStore,
} from '../../core/index.js';
import { MAX_KEPT_ATTEMPTS } from '../../core/index.js';
import { DueOrder } from './due-order.js';
import { IdOrdered } from './id-ordered.js';

/** One endpoint's deliveries: by id, by event sequence (the listing, newest first), and the pending ones by when they are due. */
interface EndpointDeliveries {
  readonly byId: Map<string, Delivery>;
  readonly bySequence: IdOrdered<Delivery>;
  /** Pending deliveries (claimed or not) by `nextAttemptAt`. */
  readonly due: DueOrder<Delivery>;
}

/**
 * Webhook endpoints and deliveries in process memory: every method is one synchronous step, which
 * makes each claim and each outcome atomic. One process, so a claim's lease only matters after an
 * attempt that never finished (it cannot outlive the process). Dies with the process.
 */
export class InMemoryWebhookStore implements WebhookStore {
  private readonly endpoints = new Map<string, WebhookEndpoint>();
  private readonly deliveries = new Map<string, EndpointDeliveries>();
  private readonly tokens = new Map<string, string>();
  /** Every pending delivery by its event's creation: the oldest undelivered event. */
  private readonly pendingByAge = new DueOrder<Delivery>();
  private position = 0;
  private lastToken = 0;

  async addEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    this.endpoints.set(endpoint.id, endpoint);
    this.deliveries.set(endpoint.id, { byId: new Map(), bySequence: new IdOrdered(), due: new DueOrder() });
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.get(id) ?? null;
  }

  async listEndpoints(query: EndpointPageQuery): Promise<WebhookEndpoint[]> {
    // Ids sort in creation order; endpoints are few.
    return [...this.endpoints.values()]
      .filter(
        (endpoint) => (query.afterId === undefined || endpoint.id > query.afterId) && (query.owner === undefined || endpoint.owner === query.owner),
      )
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, query.limit);
  }

  async replaceEndpoint(endpoint: WebhookEndpoint): Promise<boolean> {
    if (!this.endpoints.has(endpoint.id)) return false;
    this.endpoints.set(endpoint.id, Object.freeze({ ...endpoint }));
    return true;
  }

  async removeEndpoint(id: string): Promise<boolean> {
    for (const delivery of this.deliveries.get(id)?.byId.values() ?? []) this.pendingByAge.delete(delivery.eventCreatedAt, delivery.id);
    this.deliveries.delete(id);
    return this.endpoints.delete(id);
  }

  async addDeliveries(deliveries: readonly Delivery[]): Promise<void> {
    for (const delivery of deliveries) {
      const own = this.deliveries.get(delivery.endpointId);
      if (!own || own.byId.has(delivery.id)) continue;
      this.put(own, Object.freeze({ ...delivery }));
    }
  }

  async listDeliveries(endpointId: string, query: DeliveryPageQuery): Promise<Delivery[]> {
    const own = this.deliveries.get(endpointId);
    if (!own) return [];
    return own.bySequence.pageDown(query.beforeSequence, query.limit);
  }

  async findDelivery(endpointId: string, id: string): Promise<Delivery | null> {
    return this.deliveries.get(endpointId)?.byId.get(id) ?? null;
  }

  async requeue(endpointId: string, id: string, now: number): Promise<Delivery | null> {
    const own = this.deliveries.get(endpointId);
    const current = own?.byId.get(id);
    if (!own || !current) return null;
    // Held by an attempt whose lease is not over: that attempt is the one more.
    if (this.tokens.has(id) && current.nextAttemptAt > now) return current;
    this.tokens.delete(id);
    const next = Object.freeze({ ...current, status: 'pending' as const, nextAttemptAt: now });
    this.put(own, next);
    return next;
  }

  async claimDue(endpointId: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]> {
    const own = this.deliveries.get(endpointId);
    if (!own || limit <= 0) return [];
    return own.due.upTo(now, limit).map((delivery) => {
      const token = String(++this.lastToken);
      this.tokens.set(delivery.id, token);
      const claimed = Object.freeze({ ...delivery, nextAttemptAt: leaseUntil });
      this.put(own, claimed);
      return { delivery: claimed, token };
    });
  }

  async finishAttempt(claim: ClaimedDelivery, outcome: AttemptOutcome): Promise<boolean> {
    const { delivery, token } = claim;
    const own = this.deliveries.get(delivery.endpointId);
    if (!own || this.tokens.get(delivery.id) !== token) return false;
    this.tokens.delete(delivery.id);
    this.put(own, Object.freeze({ ...own.byId.get(delivery.id)!, ...outcome, attempts: Object.freeze([...outcome.attempts]) }));
    return true;
  }

  async failPending(endpointId: string, error: string, at: number): Promise<number> {
    const own = this.deliveries.get(endpointId);
    if (!own) return 0;
    let failed = 0;
    for (const delivery of own.due.upTo(Infinity, Infinity)) {
      // An attempt under way keeps its delivery until its lease is over.
      if (this.tokens.has(delivery.id) && delivery.nextAttemptAt > at) continue;
      this.tokens.delete(delivery.id);
      const attempts = Object.freeze([...delivery.attempts, Object.freeze({ at, error })].slice(-MAX_KEPT_ATTEMPTS));
      this.put(own, Object.freeze({ ...delivery, status: 'failed' as const, attempts, nextAttemptAt: at }));
      failed++;
    }
    return failed;
  }

  async oldestPending(): Promise<number | null> {
    return this.pendingByAge.firstTime() ?? null;
  }

  async fanOutPosition(): Promise<number> {
    return this.position;
  }

  async advanceFanOut(sequence: number): Promise<void> {
    this.position = Math.max(this.position, sequence);
  }

  private put(own: EndpointDeliveries, delivery: Delivery): void {
    const before = own.byId.get(delivery.id);
    if (before?.status === 'pending') {
      own.due.delete(before.nextAttemptAt, before.id);
      this.pendingByAge.delete(before.eventCreatedAt, before.id);
    }
    own.byId.set(delivery.id, delivery);
    own.bySequence.set(delivery.sequence, delivery);
    if (delivery.status === 'pending') {
      own.due.set(delivery.nextAttemptAt, delivery.id, delivery);
      this.pendingByAge.set(delivery.eventCreatedAt, delivery.id, delivery);
    }
  }
}
