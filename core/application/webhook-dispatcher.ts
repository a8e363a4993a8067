import { eventVisibilityOf, isVisibleUnder, type EventType, type EventVisibility, type StoreEvent } from '../domain/events.js';
import {
  DEFAULT_DISABLE_AFTER_MS,
  DEFAULT_RETRY_SCHEDULE_MS,
  ENDPOINT_DISABLED,
  EVENT_NOT_VISIBLE,
  failingSince,
  isDelivered,
  KEY_INACTIVE,
  PING,
  MAX_KEPT_ATTEMPTS,
  retryDelay,
  signingSecrets,
  newDelivery,
  subscribesTo,
  SUCCESS_RECORDED_EVERY_MS,
  type Delivery,
  type DeliveryAttempt,
  type WebhookEndpoint,
} from '../domain/webhooks.js';
import type { Clock } from '../ports/clock.port.js';
import type { EventLog } from '../ports/event-log.port.js';
import type { SendResult, WebhookRandom, WebhookSender } from '../ports/webhook-sender.port.js';
import type { ClaimedDelivery, DueExclusions, WebhookStore } from '../ports/webhook-store.port.js';
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
  /**
   * An endpoint disabled: by a key (`manual`), or for failing since `failingSince` (told once, by the
   * instance whose attempt disabled it).
   */
  endpointDisabled(disabled: EndpointDisabled): void;
}

export type EndpointDisabled =
  | { readonly endpointId: string; readonly owner: string; readonly reason: 'manual' }
  | { readonly endpointId: string; readonly owner: string; readonly reason: 'failing'; readonly failingSince: number };

const NO_DISPATCH_REPORTS: DispatchReports = Object.freeze({
  attempted: () => undefined,
  attemptFailed: () => undefined,
  oldestUndelivered: () => undefined,
  endpointDisabled: () => undefined,
});

export interface DispatcherSettings {
  /** Delays after each failed attempt (WEBHOOK_RETRY_SCHEDULE); given up after the last. */
  readonly retryScheduleMs: readonly number[];
  /** Attempts in flight in this instance at most (WEBHOOK_CONCURRENCY). */
  readonly concurrency: number;
  /** Attempts in flight to one endpoint at most (WEBHOOK_CONCURRENCY_PER_ENDPOINT): a slow or dead endpoint holds no more. */
  readonly perEndpoint: number;
  /** Attempts in flight to one owner's endpoints at most (WEBHOOK_CONCURRENCY_PER_OWNER): one tenant holds no more. */
  readonly perOwner: number;
  /** How long a claim belongs to this instance: longer than an attempt may take (10 s), so no two overlap. */
  readonly leaseMs: number;
  /** WEBHOOK_DISABLE_AFTER: an attempt failing this long after the endpoint's last success (or creation, or enabling) disables it. */
  readonly disableAfterMs: number;
}

const DEFAULT_DISPATCHER_SETTINGS: DispatcherSettings = Object.freeze({
  retryScheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
  concurrency: 32,
  perEndpoint: 4,
  perOwner: 8,
  leaseMs: 60_000,
  disableAfterMs: DEFAULT_DISABLE_AFTER_MS,
});

/** What one dispatch did, and when to look again. */
export interface DispatchResult {
  /** Attempts started. */
  readonly started: number;
  /** Every slot of this instance is taken: an attempt's end (a slot free) is the next reason to look. */
  readonly saturated: boolean;
  /** It stopped with startable deliveries left (its passes ran out): dispatch again at once. */
  readonly more: boolean;
  /**
   * When the next delivery this instance could start falls due (the endpoints and owners at their bound
   * left out); null when none is pending, or when `saturated` or `more`. At or before now: due, but not
   * startable now (an attempt's end will tell).
   */
  readonly nextDueAt: number | null;
}

/** Events turned into deliveries per store read. */
const FAN_OUT_BATCH = 500;
/** Endpoints read per page when fan-out lists them. */
const ENDPOINT_PAGE = 100;
/** Due endpoints a dispatch considers at once: owners take turns among them, the longest waiting first. */
const DUE_WINDOW = 256;
/** Claims in a dispatch before it hands back (another is asked for at once when it started any). */
const MAX_PASSES = 8;
/** Round-robin positions kept per owner, and successes remembered per endpoint, before they are forgotten (memory stays bounded). */
const MAX_REMEMBERED = 10_000;

/** What an endpoint's lineage lets it receive now, or why it may receive nothing. */
type Receiving = { readonly visibility: EventVisibility } | { readonly blocked: typeof KEY_INACTIVE | typeof ENDPOINT_DISABLED };

/**
 * Delivers events to webhook endpoints (bootstrap's WebhookDispatch runs it in the service process).
 *
 * - `fanOut` turns new events into deliveries: one per endpoint whose lineage's active key may read the
 *   event (idempotent, from a position shared in the store). Only then are the endpoints read.
 * - `dispatch` starts attempts. The store names the endpoints with due deliveries (one indexed query,
 *   never a walk over endpoints); owners take turns among them (round-robin over owners, then over each
 *   owner's endpoints) within the bounds: WEBHOOK_CONCURRENCY in this instance,
 *   WEBHOOK_CONCURRENCY_PER_OWNER per owner, WEBHOOK_CONCURRENCY_PER_ENDPOINT per endpoint. An owner
 *   whose endpoints all hang holds at most its per-owner share; an endpoint at its bound, or an owner at
 *   theirs, is left out of the store's due queries, so it never hides the others. An endpoint whose
 *   lineage is inactive, or that is disabled, has its pending deliveries failed instead.
 * - Each attempt checks the event's visibility again, records the outcome under its claim, schedules a
 *   retry or gives up, and disables the endpoint for failing after WEBHOOK_DISABLE_AFTER without a success.
 *
 * Attempts run in the background; `idle()` waits for them. Nothing is queued in memory beyond the
 * attempts in flight: what is not claimed stays in the store.
 */
export class WebhookDispatcher {
  private readonly settings: DispatcherSettings;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly busyByEndpoint = new Map<string, number>();
  private readonly busyByOwner = new Map<string, number>();
  /** The owner given the last slot: the next turn starts after it. */
  private lastOwner = '';
  /** Per owner, its endpoint given the last slot. */
  private readonly lastEndpointOf = new Map<string, string>();
  /** Per endpoint, the latest success this instance recorded (the store's may be newer). */
  private readonly successes = new Map<string, number>();
  /** The highest event sequence known to be fanned out. */
  private fannedOutTo = 0;

  constructor(
    private readonly log: EventLog,
    private readonly store: WebhookStore,
    private readonly lineages: KeyLineages,
    private readonly sender: WebhookSender,
    private readonly clock: Clock,
    private readonly random: WebhookRandom,
    settings: Partial<DispatcherSettings> = {},
    private readonly reports: DispatchReports = NO_DISPATCH_REPORTS,
    /** Told when an attempt ends (a slot is free again): the loop may dispatch sooner. */
    private readonly onSlotFree: () => void = () => undefined,
  ) {
    this.settings = { ...DEFAULT_DISPATCHER_SETTINGS, ...settings };
  }

  /** Attempts in flight now. */
  get busy(): number {
    return this.inFlight.size;
  }

  /**
   * Everything at once (tests, and hosts that drive dispatch themselves): relay, fan-out, dispatch, and
   * the oldest undelivered event measured. Returns the attempts started.
   */
  async round(): Promise<number> {
    await this.log.relayPending();
    await this.fanOut();
    const { started } = await this.dispatch();
    await this.measureOldest();
    return started;
  }

  /**
   * What needs no hurry: relays the events whose writer stopped before making them visible, and measures
   * the oldest undelivered event (the gauge an operator alerts on).
   */
  async housekeeping(): Promise<void> {
    await this.log.relayPending();
    await this.measureOldest();
  }

  private async measureOldest(): Promise<void> {
    const oldest = await this.store.oldestPending();
    this.reports.oldestUndelivered(oldest === null ? 0 : Math.max(0, (this.clock.now() - oldest) / 1000));
  }

  /** Whether events became visible beyond those fanned out (one read of the log: other instances' writes). */
  async hasNewEvents(): Promise<boolean> {
    const [next] = await this.log.list({ afterSequence: this.fannedOutTo, visibility: EVERY_EVENT, limit: 1 });
    return next !== undefined;
  }

  /** Turns the events after the shared position into deliveries; returns how many it added. */
  async fanOut(): Promise<number> {
    let added = 0;
    let receiving: { endpoint: WebhookEndpoint; visibility: EventVisibility }[] | undefined;
    for (;;) {
      const position = await this.store.fanOutPosition();
      receiving ??= await this.receivingEndpoints();
      if (receiving.length === 0) {
        // Nobody to deliver to: no event is read. The endpoints are read again once the latest event is known:
        // when still none receives, every event up to it was made before any endpoint made later, which
        // receives only events created after it.
        const latest = await this.log.latestSequence();
        receiving = await this.receivingEndpoints();
        if (receiving.length === 0) {
          if (latest > position) await this.store.advanceFanOut(latest);
          this.fannedOutTo = Math.max(this.fannedOutTo, latest, position);
          return added;
        }
      }
      const events = await this.log.list({ afterSequence: position, visibility: EVERY_EVENT, limit: FAN_OUT_BATCH });
      if (events.length === 0) {
        this.fannedOutTo = Math.max(this.fannedOutTo, position);
        return added;
      }
      const deliveries: Delivery[] = [];
      for (const event of events) {
        for (const { endpoint, visibility } of receiving) if (receives(endpoint, visibility, event)) deliveries.push(newDelivery(endpoint, event));
      }
      if (deliveries.length > 0) await this.store.addDeliveries(deliveries);
      const last = events[events.length - 1]!.sequence;
      await this.store.advanceFanOut(last);
      this.fannedOutTo = Math.max(this.fannedOutTo, last);
      added += deliveries.length;
      if (events.length < FAN_OUT_BATCH) return added;
    }
  }

  /**
   * Starts attempts for due deliveries, owners taking turns, within the bounds; then says when to look
   * again. Another pass while slots are left that the last one's turns could not use (an endpoint had
   * fewer due deliveries than it was given, or one that may receive nothing had its deliveries failed).
   */
  async dispatch(): Promise<DispatchResult> {
    let started = 0;
    let again = false;
    const receiving = new Map<string, Promise<Receiving>>();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const free = this.settings.concurrency - this.inFlight.size;
      if (free <= 0) return { started, saturated: true, more: false, nextDueAt: null };
      const now = this.clock.now();
      const except = this.exclusions();
      if (pass === 0) {
        // Usually nothing is due: one read says so.
        const next = await this.store.nextDue(except);
        if (next === null || next > now) return { started, saturated: false, more: false, nextDueAt: next };
      }
      const due = await this.store.dueEndpoints(now, DUE_WINDOW, except);
      let startedNow = 0;
      again = due.length === DUE_WINDOW;
      await Promise.all(
        this.turns(due, free).map(async ({ endpoint, slots }) => {
          let state = receiving.get(endpoint.id);
          if (state === undefined) receiving.set(endpoint.id, (state = this.receivingOf(endpoint)));
          const found = await state;
          if ('blocked' in found) {
            // Worked out when claimed: an endpoint that may receive nothing has nothing pending.
            if ((await this.store.failPending(endpoint.id, found.blocked, this.clock.now())) > 0) again = true;
            return;
          }
          const claims = await this.store.claimDue(endpoint.id, now, now + this.settings.leaseMs, slots);
          for (const claim of claims) this.start(endpoint, found.visibility, claim);
          startedNow += claims.length;
          if (claims.length < slots) again = true;
        }),
      );
      started += startedNow;
      if (!again || (startedNow === 0 && due.length === 0)) {
        again = false;
        break;
      }
    }
    if (this.inFlight.size >= this.settings.concurrency) return { started, saturated: true, more: false, nextDueAt: null };
    if (again) return { started, saturated: false, more: true, nextDueAt: null };
    return { started, saturated: false, more: false, nextDueAt: await this.store.nextDue(this.exclusions()) };
  }

  /** Resolves once every attempt started so far has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * Hands out `free` slots among the due endpoints: one per owner in turn (owners in name order, starting
   * after the owner served last), each owner's slot going to its next endpoint in turn, skipping what is at
   * its bound; again until the slots or the endpoints with room run out.
   */
  private turns(due: readonly WebhookEndpoint[], free: number): { endpoint: WebhookEndpoint; slots: number }[] {
    const byOwner = new Map<string, WebhookEndpoint[]>();
    for (const endpoint of due) {
      const owned = byOwner.get(endpoint.owner);
      if (owned) owned.push(endpoint);
      else byOwner.set(endpoint.owner, [endpoint]);
    }
    const owners = rotatedAfter([...byOwner.keys()].sort(), this.lastOwner);
    const queues = owners.map((owner) => {
      const endpoints = byOwner.get(owner)!.sort((a, b) => (a.id < b.id ? -1 : 1));
      return { owner, endpoints: rotatedAfter(endpoints, this.lastEndpointOf.get(owner) ?? '', (endpoint) => endpoint.id), next: 0 };
    });
    const slots = new Map<WebhookEndpoint, number>();
    const ownerLoad = new Map<string, number>();
    let left = free;
    for (let progress = true; left > 0 && progress;) {
      progress = false;
      for (const queue of queues) {
        if (left === 0) break;
        const load = (this.busyByOwner.get(queue.owner) ?? 0) + (ownerLoad.get(queue.owner) ?? 0);
        if (load >= this.settings.perOwner) continue;
        for (let tried = 0; tried < queue.endpoints.length; tried++) {
          const endpoint = queue.endpoints[queue.next++ % queue.endpoints.length]!;
          if ((this.busyByEndpoint.get(endpoint.id) ?? 0) + (slots.get(endpoint) ?? 0) >= this.settings.perEndpoint) continue;
          slots.set(endpoint, (slots.get(endpoint) ?? 0) + 1);
          ownerLoad.set(queue.owner, load + 1);
          this.remember(this.lastEndpointOf, queue.owner, endpoint.id);
          this.lastOwner = queue.owner;
          left--;
          progress = true;
          break;
        }
      }
    }
    return [...slots].map(([endpoint, count]) => ({ endpoint, slots: count }));
  }

  /** The endpoints and owners at their bound: the store's due queries pass over them. */
  private exclusions(): DueExclusions {
    const endpoints: string[] = [];
    const owners: string[] = [];
    for (const [id, busy] of this.busyByEndpoint) if (busy >= this.settings.perEndpoint) endpoints.push(id);
    for (const [owner, busy] of this.busyByOwner) if (busy >= this.settings.perOwner) owners.push(owner);
    return { endpoints, owners };
  }

  /** What the endpoint may receive now: nothing while it is disabled or its lineage has no active key holding `webhooks:manage`. */
  private async receivingOf(endpoint: WebhookEndpoint): Promise<Receiving> {
    if (endpoint.disabledAt !== undefined) return { blocked: ENDPOINT_DISABLED };
    const { acting } = await this.lineages.of(endpoint.actsFor);
    return acting === null ? { blocked: KEY_INACTIVE } : { visibility: eventVisibilityOf(acting) };
  }

  /** Every endpoint that may receive events now, with what its lineage's active key may read (each lineage read once). */
  private async receivingEndpoints(): Promise<{ endpoint: WebhookEndpoint; visibility: EventVisibility }[]> {
    const visibilityOf = new Map<string, Promise<EventVisibility | null>>();
    const found: { endpoint: WebhookEndpoint; visibility: EventVisibility }[] = [];
    for (let afterId: string | undefined; ;) {
      const page = await this.store.listEndpoints({ afterId, limit: ENDPOINT_PAGE });
      for (const endpoint of page) {
        if (endpoint.disabledAt !== undefined) continue;
        let visibility = visibilityOf.get(endpoint.actsFor);
        if (visibility === undefined) {
          visibility = this.lineages.of(endpoint.actsFor).then(({ acting }) => (acting === null ? null : eventVisibilityOf(acting)));
          visibilityOf.set(endpoint.actsFor, visibility);
        }
        const readable = await visibility;
        if (readable !== null) found.push({ endpoint, visibility: readable });
      }
      if (page.length < ENDPOINT_PAGE) return found;
      afterId = page[page.length - 1]!.id;
    }
  }

  private start(endpoint: WebhookEndpoint, visibility: EventVisibility, claim: ClaimedDelivery): void {
    const { id, owner } = endpoint;
    this.busyByEndpoint.set(id, (this.busyByEndpoint.get(id) ?? 0) + 1);
    this.busyByOwner.set(owner, (this.busyByOwner.get(owner) ?? 0) + 1);
    const attempt = this.attempt(endpoint, visibility, claim)
      .catch(() => undefined) // a store failure: the lease runs out and the delivery is due again
      .finally(() => {
        this.inFlight.delete(attempt);
        release(this.busyByEndpoint, id);
        release(this.busyByOwner, owner);
        this.onSlotFree();
      });
    this.inFlight.add(attempt);
  }

  /**
   * One attempt, signed with every secret the endpoint signs with now (two during a rotation's overlap): sent
   * only if the lineage may still read the event (an adopter may read less than the creator did). A ping is
   * one attempt, never retried nor counted toward disabling; a manual retry's failure leaves the delivery as it was.
   */
  private async attempt(endpoint: WebhookEndpoint, visibility: EventVisibility, claim: ClaimedDelivery): Promise<void> {
    const { delivery } = claim;
    const at = this.clock.now();
    const target = { url: endpoint.url, owner: endpoint.owner, secrets: signingSecrets(endpoint, at) };
    const { type } = delivery;
    if (type === PING) {
      const result = await this.sender.send(target, { ping: delivery.id });
      const attempts = [...delivery.attempts, { at, ...result }].slice(-MAX_KEPT_ATTEMPTS);
      const status = isDelivered(result.status) ? 'delivered' : 'failed';
      await this.store.finishAttempt(claim, { status, attempts, failures: delivery.failures, nextAttemptAt: at });
      return;
    }
    const event = await this.log.find(delivery.sequence);
    if (event !== null && !isVisibleUnder(visibility, event)) return this.giveUp(claim, type, { at, error: EVENT_NOT_VISIBLE });
    const result: SendResult = event ? await this.sender.send(target, { event }) : { error: 'the event is past its retention' };
    const attempts: DeliveryAttempt[] = [...delivery.attempts, { at, ...result }].slice(-MAX_KEPT_ATTEMPTS);
    let outcome: AttemptOutcomeName;
    if (isDelivered(result.status)) {
      outcome = 'delivered';
      await this.store.finishAttempt(claim, { status: 'delivered', attempts, failures: delivery.failures, nextAttemptAt: at });
      await this.recordSuccess(endpoint, at);
    } else if (delivery.manual !== undefined) {
      // DESIGN.md: a manual retry's failure changes neither the failure count nor the next scheduled attempt.
      const { status, nextAttemptAt } = delivery.manual;
      outcome = status === 'failed' ? 'given_up' : 'retrying';
      await this.store.finishAttempt(claim, { status, attempts, failures: delivery.failures, nextAttemptAt });
      this.reports.attemptFailed({ endpointId: endpoint.id, deliveryId: delivery.id, type, ...result });
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
      this.reports.attemptFailed({ endpointId: endpoint.id, deliveryId: delivery.id, type, ...result });
      await this.disableIfFailing(endpoint, at);
    }
    this.reports.attempted(type, outcome);
  }

  /** Keeps the endpoint's last success, written at most once per SUCCESS_RECORDED_EVERY_MS (not once per delivery). */
  private async recordSuccess(endpoint: WebhookEndpoint, at: number): Promise<void> {
    const known = Math.max(endpoint.lastSuccessAt ?? -Infinity, this.successes.get(endpoint.id) ?? -Infinity);
    if (at - known < SUCCESS_RECORDED_EVERY_MS) return;
    this.remember(this.successes, endpoint.id, at);
    await this.store.recordSuccess(endpoint.id, at);
  }

  /**
   * DESIGN.md "Bounds": an attempt that fails at least WEBHOOK_DISABLE_AFTER after the endpoint's last
   * success (or its creation, or its last enabling) disables it; its pending deliveries then fail. The
   * store decides on what it holds (another instance's success may be newer than what this one knows).
   */
  private async disableIfFailing(endpoint: WebhookEndpoint, at: number): Promise<void> {
    const since = Math.max(failingSince(endpoint), this.successes.get(endpoint.id) ?? -Infinity);
    if (at - since < this.settings.disableAfterMs) return;
    if (!(await this.store.disableFailing(endpoint.id, this.clock.now(), at - this.settings.disableAfterMs))) return;
    this.reports.endpointDisabled({ endpointId: endpoint.id, owner: endpoint.owner, reason: 'failing', failingSince: since });
    await this.store.failPending(endpoint.id, ENDPOINT_DISABLED, this.clock.now());
  }

  /** Ends a claimed delivery as failed without sending it. */
  private async giveUp(claim: ClaimedDelivery, type: EventType, attempt: DeliveryAttempt): Promise<void> {
    const { delivery } = claim;
    const attempts = [...delivery.attempts, attempt].slice(-MAX_KEPT_ATTEMPTS);
    await this.store.finishAttempt(claim, { status: 'failed', attempts, failures: delivery.failures, nextAttemptAt: attempt.at });
    this.reports.attempted(type, 'given_up');
  }

  /** Sets an entry of a map that must stay bounded: past MAX_REMEMBERED entries it starts over (a lost entry costs one more write, or a turn out of order). */
  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    if (map.size >= MAX_REMEMBERED && !map.has(key)) map.clear();
    map.set(key, value);
  }
}

/** Every event, as fan-out reads them before deciding per endpoint. */
const EVERY_EVENT: EventVisibility = Object.freeze({ pets: true, orders: 'all' });

/** An endpoint receives the events it subscribed to, created after it, that its lineage's active key may read. */
function receives(endpoint: WebhookEndpoint, visibility: EventVisibility, event: StoreEvent): boolean {
  return event.createdAt >= endpoint.createdAt && subscribesTo(endpoint, event.type) && isVisibleUnder(visibility, event);
}

/** The items in their order, starting after the one whose key is `last` (from the first when none is). */
function rotatedAfter<T>(items: readonly T[], last: string, keyOf: (item: T) => string = String): T[] {
  const start = items.findIndex((item) => keyOf(item) > last);
  return start <= 0 ? [...items] : [...items.slice(start), ...items.slice(0, start)];
}

function release(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
