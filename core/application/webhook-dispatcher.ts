import { eventIdOf, eventVisibilityOf, isVisibleUnder, type EventType, type EventVisibility, type StoreEvent } from '../domain/events.js';
import {
  DEFAULT_RETRY_SCHEDULE_MS,
  ENDPOINT_DISABLED,
  EVENT_NOT_VISIBLE,
  isDelivered,
  KEY_INACTIVE,
  MAX_KEPT_ATTEMPTS,
  retryDelay,
  type Delivery,
  type DeliveryAttempt,
  type WebhookEndpoint,
} from '../domain/webhooks.js';
import type { Clock } from '../ports/clock.port.js';
import type { EventLog } from '../ports/event-log.port.js';
import type { SendResult, WebhookRandom, WebhookSender } from '../ports/webhook-sender.port.js';
import type { ClaimedDelivery, WebhookStore } from '../ports/webhook-store.port.js';
import type { KeyLineages } from './key-lineages.js';

export type AttemptOutcomeName = 'delivered' | 'retrying' | 'given_up';

/** What the dispatcher reports as it works (metrics and logs); every method cheap, never throwing. */
export interface DispatchReports {
  /** One attempt finished: its outcome, for the event's type. */
  attempted(type: EventType, outcome: AttemptOutcomeName): void;
  /** An attempt that did not deliver: the endpoint, the delivery and the receiver's status or why there was none. */
  attemptFailed(failure: { readonly endpointId: string; readonly deliveryId: string; readonly type: EventType } & SendResult): void;
  /** Seconds since the oldest event still waiting for delivery was created (0: none waits). */
  oldestUndelivered(seconds: number): void;
}

const NO_DISPATCH_REPORTS: DispatchReports = Object.freeze({
  attempted: () => undefined,
  attemptFailed: () => undefined,
  oldestUndelivered: () => undefined,
});

export interface DispatcherSettings {
  /** Delays after each failed attempt (WEBHOOK_RETRY_SCHEDULE); given up after the last. */
  readonly retryScheduleMs: readonly number[];
  /** Attempts in flight in this instance at most. */
  readonly concurrency: number;
  /** Attempts in flight to one endpoint at most: a slow or dead endpoint holds no more slots than this. */
  readonly perEndpoint: number;
  /** How long a claim belongs to this instance: longer than an attempt may take (10 s), so no two overlap. */
  readonly leaseMs: number;
}

const DEFAULT_DISPATCHER_SETTINGS: DispatcherSettings = Object.freeze({
  retryScheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
  concurrency: 32,
  perEndpoint: 8,
  leaseMs: 60_000,
});

/** Events turned into deliveries per store read. */
const FAN_OUT_BATCH = 500;
/** Endpoints read per page when the dispatcher lists them. */
const ENDPOINT_PAGE = 100;

/** An endpoint as a round sees it: what it may receive now, or null when it may receive nothing (and why). */
interface EndpointInRound {
  readonly endpoint: WebhookEndpoint;
  readonly visibility: EventVisibility | null;
  readonly disabledBy: typeof KEY_INACTIVE | typeof ENDPOINT_DISABLED | null;
}

/**
 * Delivers events to webhook endpoints, one round at a time (bootstrap runs rounds in the service
 * process). A round: relays events that writes recorded but no one made visible; reads each endpoint's
 * lineage (what its active key may read, or nothing: revoked, expired, disabled); fans new events out
 * into deliveries (one per endpoint that may read the event, idempotent, from a position shared in the
 * store); then, per endpoint and within the bounds, claims due deliveries by lease and attempts each,
 * the event's visibility checked again at the attempt. An endpoint that may receive nothing has its
 * pending deliveries failed instead. Attempts run in the background of the round; `idle()` waits for
 * them. Nothing is queued in memory beyond the attempts in flight: what is not claimed stays in the store.
 */
export class WebhookDispatcher {
  private readonly settings: DispatcherSettings;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly busyByEndpoint = new Map<string, number>();

  constructor(
    private readonly log: EventLog,
    private readonly store: WebhookStore,
    private readonly lineages: KeyLineages,
    private readonly sender: WebhookSender,
    private readonly clock: Clock,
    private readonly random: WebhookRandom,
    settings: Partial<DispatcherSettings> = {},
    private readonly reports: DispatchReports = NO_DISPATCH_REPORTS,
    /** Told when an attempt ends (a slot is free again): the loop may run a round sooner. */
    private readonly onSlotFree: () => void = () => undefined,
  ) {
    this.settings = { ...DEFAULT_DISPATCHER_SETTINGS, ...settings };
  }

  /** Attempts in flight now. */
  get busy(): number {
    return this.inFlight.size;
  }

  /** One round; returns how many attempts it started. */
  async round(): Promise<number> {
    await this.log.relayPending();
    const endpoints = await this.inRound(await this.allEndpoints());
    await this.fanOut(endpoints);
    let started = 0;
    for (const { endpoint, visibility, disabledBy } of endpoints) {
      if (visibility === null) {
        await this.store.failPending(endpoint.id, disabledBy ?? KEY_INACTIVE, this.clock.now());
        continue;
      }
      const free = Math.min(this.settings.concurrency - this.inFlight.size, this.settings.perEndpoint - (this.busyByEndpoint.get(endpoint.id) ?? 0));
      if (free <= 0) continue;
      const now = this.clock.now();
      const claims = await this.store.claimDue(endpoint.id, now, now + this.settings.leaseMs, free);
      for (const claim of claims) this.start(endpoint, visibility, claim);
      started += claims.length;
    }
    const oldest = await this.store.oldestPending();
    this.reports.oldestUndelivered(oldest === null ? 0 : Math.max(0, (this.clock.now() - oldest) / 1000));
    return started;
  }

  /** Resolves once every attempt started so far has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async fanOut(endpoints: readonly EndpointInRound[]): Promise<void> {
    const receiving = endpoints.filter((each) => each.visibility !== null);
    if (receiving.length === 0) {
      // Nobody to deliver to: no reading of the events (an endpoint receives only events created after it).
      await this.store.advanceFanOut(await this.log.latestSequence());
      return;
    }
    for (;;) {
      const position = await this.store.fanOutPosition();
      const events = await this.log.list({ afterSequence: position, visibility: EVERY_EVENT, limit: FAN_OUT_BATCH });
      if (events.length === 0) return;
      const deliveries: Delivery[] = [];
      for (const event of events) {
        for (const { endpoint, visibility } of receiving) if (receives(endpoint, visibility!, event)) deliveries.push(newDelivery(endpoint, event));
      }
      if (deliveries.length > 0) await this.store.addDeliveries(deliveries);
      await this.store.advanceFanOut(events[events.length - 1]!.sequence);
      if (events.length < FAN_OUT_BATCH) return;
    }
  }

  /** Each endpoint with what its lineage's active key may read now (each lineage read once per round). */
  private async inRound(endpoints: readonly WebhookEndpoint[]): Promise<EndpointInRound[]> {
    const visibilityOf = new Map<string, EventVisibility | null>();
    const found: EndpointInRound[] = [];
    for (const endpoint of endpoints) {
      let visibility = visibilityOf.get(endpoint.actsFor);
      if (visibility === undefined) {
        const { acting } = await this.lineages.of(endpoint.actsFor);
        visibility = acting === null ? null : eventVisibilityOf(acting);
        visibilityOf.set(endpoint.actsFor, visibility);
      }
      const disabledBy = visibility === null ? KEY_INACTIVE : endpoint.disabledAt !== undefined ? ENDPOINT_DISABLED : null;
      found.push({ endpoint, visibility: disabledBy === null ? visibility : null, disabledBy });
    }
    return found;
  }

  private async allEndpoints(): Promise<WebhookEndpoint[]> {
    const all: WebhookEndpoint[] = [];
    for (let afterId: string | undefined; ;) {
      const page = await this.store.listEndpoints({ afterId, limit: ENDPOINT_PAGE });
      all.push(...page);
      if (page.length < ENDPOINT_PAGE) return all;
      afterId = page[page.length - 1]!.id;
    }
  }

  private start(endpoint: WebhookEndpoint, visibility: EventVisibility, claim: ClaimedDelivery): void {
    this.busyByEndpoint.set(endpoint.id, (this.busyByEndpoint.get(endpoint.id) ?? 0) + 1);
    const attempt = this.attempt(endpoint, visibility, claim)
      .catch(() => undefined) // a store failure: the lease runs out and the delivery is due again
      .finally(() => {
        this.inFlight.delete(attempt);
        const left = (this.busyByEndpoint.get(endpoint.id) ?? 1) - 1;
        if (left > 0) this.busyByEndpoint.set(endpoint.id, left);
        else this.busyByEndpoint.delete(endpoint.id);
        this.onSlotFree();
      });
    this.inFlight.add(attempt);
  }

  /** One attempt: sent only if the lineage may still read the event (an adopter may read less than the creator did). */
  private async attempt(endpoint: WebhookEndpoint, visibility: EventVisibility, claim: ClaimedDelivery): Promise<void> {
    const { delivery } = claim;
    const event = await this.log.find(delivery.sequence);
    const at = this.clock.now();
    if (event !== null && !isVisibleUnder(visibility, event)) return this.giveUp(claim, { at, error: EVENT_NOT_VISIBLE });
    const result: SendResult = event ? await this.sender.send(endpoint, event) : { error: 'the event is past its retention' };
    const attempts: DeliveryAttempt[] = [...delivery.attempts, { at, ...result }].slice(-MAX_KEPT_ATTEMPTS);
    let outcome: AttemptOutcomeName;
    if (isDelivered(result.status)) {
      outcome = 'delivered';
      await this.store.finishAttempt(claim, { status: 'delivered', attempts, failures: delivery.failures, nextAttemptAt: at });
    } else {
      const failures = delivery.failures + 1;
      const delay = event ? retryDelay(this.settings.retryScheduleMs, failures, this.random.fraction()) : null;
      outcome = delay === null ? 'given_up' : 'retrying';
      const now = this.clock.now();
      await this.store.finishAttempt(claim, {
        status: delay === null ? 'failed' : 'pending',
        attempts,
        failures,
        nextAttemptAt: delay === null ? now : now + delay,
      });
      this.reports.attemptFailed({ endpointId: endpoint.id, deliveryId: delivery.id, type: delivery.type, ...result });
    }
    this.reports.attempted(delivery.type, outcome);
  }

  /** Ends a claimed delivery as failed without sending it. */
  private async giveUp(claim: ClaimedDelivery, attempt: DeliveryAttempt): Promise<void> {
    const { delivery } = claim;
    const attempts = [...delivery.attempts, attempt].slice(-MAX_KEPT_ATTEMPTS);
    await this.store.finishAttempt(claim, { status: 'failed', attempts, failures: delivery.failures, nextAttemptAt: attempt.at });
    this.reports.attempted(delivery.type, 'given_up');
  }
}

/** Every event, as fan-out reads them before deciding per endpoint. */
const EVERY_EVENT: EventVisibility = Object.freeze({ pets: true, orders: 'all' });

/** An endpoint receives the events it subscribed to, created after it, that its lineage's active key may read. */
function receives(endpoint: WebhookEndpoint, visibility: EventVisibility, event: StoreEvent): boolean {
  return event.createdAt >= endpoint.createdAt && endpoint.events.includes(event.type) && isVisibleUnder(visibility, event);
}

/** One delivery per event and endpoint, its id made of both: fanning the same event out again adds nothing. */
function newDelivery(endpoint: WebhookEndpoint, event: StoreEvent): Delivery {
  return {
    id: `dlv_${eventIdOf(event.sequence).slice(4)}_${endpoint.id.slice(3)}`,
    endpointId: endpoint.id,
    sequence: event.sequence,
    type: event.type,
    status: 'pending',
    attempts: [],
    failures: 0,
    eventCreatedAt: event.createdAt,
    nextAttemptAt: event.createdAt,
  };
}
