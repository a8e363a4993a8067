import sortedBTree from 'sorted-btree';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  Clock,
  Delivery,
  DeliveryPageQuery,
  DeliveryPosition,
  DueExclusions,
  EndpointPageQuery,
  SecretRotation,
  WebhookEndpoint,
  WebhookStore,
} from '../../core/index.js';
import { deliveryExpiresAt, MAX_KEPT_ATTEMPTS, WriteTagTakenError } from '../../core/index.js';
import { DueOrder } from './due-order.js';

type BTreeClass = typeof sortedBTree.default;
// sorted-btree is CommonJS with its class as `exports.default` (see id-ordered.ts).
const BTree: BTreeClass = typeof sortedBTree === 'function' ? sortedBTree : sortedBTree.default;

/** DESIGN.md: events are kept at least 30 days (EVENT_RETENTION_DAYS); deliveries as long. */
const DEFAULT_EVENT_RETENTION_MS = 30 * 86_400_000;
/** The dropped front of the retention queue is cut off once it is this long and half of the queue. */
const COMPACT_AFTER = 1_024;

/** A delivery as the retention queue remembers it. */
interface Added {
  readonly eventCreatedAt: number;
  readonly endpointId: string;
  readonly id: string;
}

/** The listing's order: by sequence, then by id. */
function comparePositions(a: DeliveryPosition, b: DeliveryPosition): number {
  return a.sequence - b.sequence || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function positionTree() {
  return new BTree<DeliveryPosition, Delivery>([], comparePositions);
}

/** One endpoint's deliveries: by id, by position (the listing, newest first), and the pending ones by when they are due. */
interface EndpointDeliveries {
  readonly byId: Map<string, Delivery>;
  readonly byPosition: ReturnType<typeof positionTree>;
  /** Pending deliveries (claimed or not) by `nextAttemptAt`. */
  readonly due: DueOrder<Delivery>;
  /** When its earliest pending delivery is due, as entered in `endpointsByDue`. */
  dueAt: number | undefined;
}

/**
 * Webhook endpoints and deliveries in process memory: every method is one synchronous step, which
 * makes each claim and each outcome atomic, and the endpoint limit exact. One process, so a claim's
 * lease only matters after an attempt that never finished (it cannot outlive the process). Dies with
 * the process.
 *
 * Besides each endpoint's pending deliveries by due time, the endpoints are kept by the due time of
 * their earliest one: the next due delivery, and the endpoints with due ones, are the front of one
 * tree. Every delivery is also queued as it is added (fan-out adds them in event order), so the ones
 * past the retention are dropped from the front as the store is used (each operation looks first;
 * usually one comparison). One added out of order waits for those before it: kept longer, never less.
 */
export class InMemoryWebhookStore implements WebhookStore {
  /** Every endpoint by id: ids sort in creation order. */
  private readonly endpoints = new BTree<string, WebhookEndpoint>();
  private readonly idsByOwner = new Map<string, Set<string>>();
  private readonly deliveries = new Map<string, EndpointDeliveries>();
  private readonly tokens = new Map<string, string>();
  /** Endpoints by the due time of their earliest pending delivery. */
  private readonly endpointsByDue = new DueOrder<string>();
  /** Every pending delivery by its event's creation: the oldest undelivered event. */
  private readonly pendingByAge = new DueOrder<Delivery>();
  /** Every delivery in the order it was added, from `addedHead` on: the retention. */
  private added: Added[] = [];
  private addedHead = 0;
  private position = 0;
  private lastToken = 0;

  constructor(
    private readonly clock: Clock,
    private readonly eventRetentionMs = DEFAULT_EVENT_RETENTION_MS,
  ) {}

  async addEndpoint(endpoint: WebhookEndpoint, maxPerOwner: number): Promise<boolean> {
    this.dropExpired();
    if (endpoint.writeTag !== undefined && (await this.findEndpointByWriteTag(endpoint.owner, endpoint.writeTag)) !== null) {
      throw new WriteTagTakenError();
    }
    const owned = this.idsByOwner.get(endpoint.owner) ?? new Set<string>();
    if (owned.size >= maxPerOwner) return false;
    owned.add(endpoint.id);
    this.idsByOwner.set(endpoint.owner, owned);
    this.endpoints.set(endpoint.id, Object.freeze({ ...endpoint }));
    this.deliveries.set(endpoint.id, { byId: new Map(), byPosition: positionTree(), due: new DueOrder(), dueAt: undefined });
    return true;
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.get(id) ?? null;
  }

  async findEndpointByWriteTag(owner: string, writeTag: string): Promise<WebhookEndpoint | null> {
    for (const id of this.idsByOwner.get(owner) ?? []) {
      const endpoint = this.endpoints.get(id)!;
      if (endpoint.writeTag === writeTag) return endpoint;
    }
    return null;
  }

  async listEndpoints(query: EndpointPageQuery): Promise<WebhookEndpoint[]> {
    if (query.owner !== undefined) {
      // An owner's endpoints are few (MAX_WEBHOOK_ENDPOINTS_PER_OWNER).
      return [...(this.idsByOwner.get(query.owner) ?? [])]
        .filter((id) => query.afterId === undefined || id > query.afterId)
        .sort()
        .slice(0, query.limit)
        .map((id) => this.endpoints.get(id)!);
    }
    const page: WebhookEndpoint[] = [];
    for (const [id, endpoint] of this.endpoints.entries(query.afterId)) {
      if (page.length >= query.limit) break;
      if (id !== query.afterId) page.push(endpoint);
    }
    return page;
  }

  async replaceEndpoint(endpoint: WebhookEndpoint): Promise<boolean> {
    const stored = this.endpoints.get(endpoint.id);
    if (!stored) return false;
    const {
      lastSuccessAt: _success,
      secret: _secret,
      previousSecret: _previous,
      writeTag: _tag,
      rotationTag: _rotation,
      lastPingAt: _ping,
      ...changed
    } = endpoint;
    const {
      url: _url,
      events: _events,
      description: _description,
      actsFor: _actsFor,
      disabledAt: _at,
      disabledFor: _for,
      enabledAt: _enabled,
      ...kept
    } = stored;
    this.endpoints.set(endpoint.id, Object.freeze({ ...kept, ...changed }));
    return true;
  }

  async rotateSecret(endpointId: string, expectedSecret: string, rotation: SecretRotation): Promise<boolean> {
    const stored = this.endpoints.get(endpointId);
    if (!stored || stored.secret !== expectedSecret) return false;
    const { previousSecret: _previous, rotationTag: _tag, ...rest } = stored;
    this.endpoints.set(endpointId, Object.freeze({ ...rest, ...rotation }));
    return true;
  }

  async claimPing(endpointId: string, now: number, intervalMs: number): Promise<number | null> {
    const stored = this.endpoints.get(endpointId);
    if (!stored) return null;
    if (stored.lastPingAt !== undefined && now - stored.lastPingAt < intervalMs) return stored.lastPingAt + intervalMs;
    this.endpoints.set(endpointId, Object.freeze({ ...stored, lastPingAt: now }));
    return null;
  }

  async recordSuccess(endpointId: string, at: number): Promise<void> {
    const stored = this.endpoints.get(endpointId);
    if (stored && (stored.lastSuccessAt === undefined || stored.lastSuccessAt < at)) {
      this.endpoints.set(endpointId, Object.freeze({ ...stored, lastSuccessAt: at }));
    }
  }

  async disableFailing(endpointId: string, at: number, failingSince: number): Promise<boolean> {
    const stored = this.endpoints.get(endpointId);
    if (!stored || stored.disabledAt !== undefined) return false;
    const since = Math.max(stored.createdAt, stored.enabledAt ?? -Infinity, stored.lastSuccessAt ?? -Infinity);
    if (since > failingSince) return false;
    this.endpoints.set(endpointId, Object.freeze({ ...stored, disabledAt: at, disabledFor: 'failing' as const }));
    return true;
  }

  async removeEndpoint(id: string): Promise<boolean> {
    const endpoint = this.endpoints.get(id);
    const own = this.deliveries.get(id);
    // Its entries in the retention queue find nothing when they come up.
    for (const delivery of own?.byId.values() ?? []) {
      this.pendingByAge.delete(delivery.eventCreatedAt, delivery.id);
      this.tokens.delete(delivery.id);
    }
    if (own?.dueAt !== undefined) this.endpointsByDue.delete(own.dueAt, id);
    this.deliveries.delete(id);
    if (!endpoint) return false;
    this.endpoints.delete(id);
    const owned = this.idsByOwner.get(endpoint.owner);
    owned?.delete(id);
    if (owned?.size === 0) this.idsByOwner.delete(endpoint.owner);
    return true;
  }

  async addDeliveries(deliveries: readonly Delivery[]): Promise<void> {
    this.dropExpired();
    for (const delivery of deliveries) {
      const own = this.deliveries.get(delivery.endpointId);
      if (!own || own.byId.has(delivery.id)) continue;
      this.put(own, Object.freeze({ ...delivery }));
      this.added.push({ eventCreatedAt: delivery.eventCreatedAt, endpointId: delivery.endpointId, id: delivery.id });
    }
  }

  async listDeliveries(endpointId: string, query: DeliveryPageQuery): Promise<Delivery[]> {
    this.dropExpired();
    const own = this.deliveries.get(endpointId);
    if (!own) return [];
    const wanted = query.statuses === undefined ? undefined : new Set(query.statuses);
    const found: Delivery[] = [];
    for (const [, delivery] of own.byPosition.entriesReversed(query.before, undefined, true)) {
      if (found.length >= query.limit) break;
      if (wanted === undefined || wanted.has(delivery.status)) found.push(delivery);
    }
    return found;
  }

  async findDelivery(endpointId: string, id: string): Promise<Delivery | null> {
    this.dropExpired();
    return this.deliveries.get(endpointId)?.byId.get(id) ?? null;
  }

  async requeue(endpointId: string, id: string, now: number): Promise<Delivery | null> {
    this.dropExpired();
    const own = this.deliveries.get(endpointId);
    const current = own?.byId.get(id);
    if (!own || !current) return null;
    // Due already, or held by an attempt whose lease is not over: that attempt is the one more.
    if (current.status === 'pending' && (current.nextAttemptAt <= now || this.tokens.has(id))) return current;
    const manual = Object.freeze({ status: current.status, nextAttemptAt: current.nextAttemptAt });
    const next = Object.freeze({ ...current, status: 'pending' as const, nextAttemptAt: now, manual });
    this.put(own, next);
    return next;
  }

  async queueAgain(deliveries: readonly Delivery[], now: number): Promise<number> {
    this.dropExpired();
    let queued = 0;
    for (const delivery of deliveries) {
      const own = this.deliveries.get(delivery.endpointId);
      if (!own) continue;
      const current = own.byId.get(delivery.id);
      if (current === undefined) {
        this.put(own, Object.freeze({ ...delivery }));
        this.added.push({ eventCreatedAt: delivery.eventCreatedAt, endpointId: delivery.endpointId, id: delivery.id });
        queued++;
      } else if (current.status === 'failed' && !this.tokens.has(delivery.id)) {
        const { manual: _manual, ...rest } = current;
        this.put(own, Object.freeze({ ...rest, status: 'pending' as const, failures: 0, nextAttemptAt: now }));
        queued++;
      }
    }
    return queued;
  }

  async nextDue(except?: DueExclusions): Promise<number | null> {
    this.dropExpired();
    for (const [at] of this.dueOrder(Infinity, except)) return at;
    return null;
  }

  async dueEndpoints(now: number, limit: number, except?: DueExclusions): Promise<WebhookEndpoint[]> {
    this.dropExpired();
    const found: WebhookEndpoint[] = [];
    for (const [, endpoint] of this.dueOrder(now, except)) {
      if (found.length >= limit) break;
      found.push(endpoint);
    }
    return found;
  }

  async claimDue(endpointId: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]> {
    this.dropExpired();
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
    const { manual: _manual, ...current } = own.byId.get(delivery.id)!;
    this.put(own, Object.freeze({ ...current, ...outcome, attempts: Object.freeze([...outcome.attempts]) }));
    return true;
  }

  async failPending(endpointId: string, error: string, at: number): Promise<number> {
    this.dropExpired();
    const own = this.deliveries.get(endpointId);
    if (!own) return 0;
    let failed = 0;
    for (const delivery of own.due.upTo(Infinity, Infinity)) {
      // An attempt under way keeps its delivery until its lease is over.
      if (this.tokens.has(delivery.id) && delivery.nextAttemptAt > at) continue;
      this.tokens.delete(delivery.id);
      const attempts = Object.freeze([...delivery.attempts, Object.freeze({ at, error })].slice(-MAX_KEPT_ATTEMPTS));
      const { manual: _manual, ...rest } = delivery;
      this.put(own, Object.freeze({ ...rest, status: 'failed' as const, attempts, nextAttemptAt: at }));
      failed++;
    }
    return failed;
  }

  async oldestPending(): Promise<number | null> {
    this.dropExpired();
    return this.pendingByAge.firstTime() ?? null;
  }

  async fanOutPosition(): Promise<number> {
    return this.position;
  }

  async advanceFanOut(sequence: number): Promise<void> {
    this.position = Math.max(this.position, sequence);
  }

  /** The endpoints with pending deliveries by when their earliest is due, up to `until`, the excluded ones left out. */
  private *dueOrder(until: number, except: DueExclusions | undefined): Generator<[number, WebhookEndpoint]> {
    const endpoints = new Set(except?.endpoints);
    const owners = new Set(except?.owners);
    for (const [at, id] of this.endpointsByDue.inOrder(until)) {
      const endpoint = this.endpoints.get(id)!;
      if (!endpoints.has(id) && !owners.has(endpoint.owner)) yield [at, endpoint];
    }
  }

  private put(own: EndpointDeliveries, delivery: Delivery): void {
    const before = own.byId.get(delivery.id);
    const wasPending = before?.status === 'pending';
    const isPending = delivery.status === 'pending';
    if (wasPending) own.due.delete(before.nextAttemptAt, before.id);
    // Its event's time never changes: the oldest-pending order changes only when it starts or stops being pending.
    if (wasPending && !isPending) this.pendingByAge.delete(before.eventCreatedAt, before.id);
    if (isPending && !wasPending) this.pendingByAge.set(delivery.eventCreatedAt, delivery.id, delivery);
    own.byId.set(delivery.id, delivery);
    own.byPosition.set({ sequence: delivery.sequence, id: delivery.id }, delivery);
    if (isPending) own.due.set(delivery.nextAttemptAt, delivery.id, delivery);
    this.settle(own, delivery.endpointId);
  }

  /** Enters the endpoint in `endpointsByDue` under its earliest pending delivery (out of it when none is pending). */
  private settle(own: EndpointDeliveries, endpointId: string): void {
    const dueAt = own.due.firstTime();
    if (dueAt === own.dueAt) return;
    if (own.dueAt !== undefined) this.endpointsByDue.delete(own.dueAt, endpointId);
    if (dueAt !== undefined) this.endpointsByDue.set(dueAt, endpointId, endpointId);
    own.dueAt = dueAt;
  }

  /** Drops the deliveries whose event is past the retention (and the margin after it), from the front of the queue. */
  private dropExpired(): void {
    const now = this.clock.now();
    while (this.addedHead < this.added.length) {
      const { eventCreatedAt, endpointId, id } = this.added[this.addedHead]!;
      if (deliveryExpiresAt(eventCreatedAt, this.eventRetentionMs) >= now) break;
      this.addedHead++;
      const own = this.deliveries.get(endpointId);
      const current = own?.byId.get(id);
      if (!own || !current) continue; // its endpoint was removed
      own.byId.delete(id);
      own.byPosition.delete({ sequence: current.sequence, id });
      this.tokens.delete(id);
      if (current.status === 'pending') {
        own.due.delete(current.nextAttemptAt, id);
        this.pendingByAge.delete(current.eventCreatedAt, id);
        this.settle(own, endpointId);
      }
    }
    if (this.addedHead >= COMPACT_AFTER && this.addedHead * 2 >= this.added.length) {
      this.added = this.added.slice(this.addedHead);
      this.addedHead = 0;
    }
  }
}
