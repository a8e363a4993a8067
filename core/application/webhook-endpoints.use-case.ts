import { holds, scopesOf, type Access } from '../domain/access.js';
import { checkDisplayText } from '../domain/display-text.js';
import { ConflictError, NotFoundError, RateLimitedError, StoreUnavailableError, ValidationError } from '../domain/errors.js';
import { DELIVERY_CURSORS, ENDPOINT_CURSORS } from '../domain/cursor.js';
import { EVENT_TYPES, eventVisibilityOf, readScopeOf, requireReadable, type EventType } from '../domain/events.js';
import { firstMissingScope } from '../domain/grants.js';
import { listOf, objectOf, oneOf, text, wholeNumber, type ShapeOf } from '../domain/json-shape.js';
import type { Scope } from '../domain/scopes.js';
import {
  DEFAULT_MAX_WEBHOOK_ENDPOINTS_PER_OWNER,
  DELIVERY_STATUSES,
  ENDPOINT_DISABLED,
  EVERY_EVENT_TYPE,
  KEY_INACTIVE,
  OPAQUE_ID,
  PING,
  PING_INTERVAL_MS,
  isPing,
  newDelivery,
  subscribesTo,
  type Delivery,
  type DeliveryStatus,
  type DisabledReason,
  type EventSubscription,
  type PreviousSecret,
  type StoredDisabledReason,
  type WebhookEndpoint,
} from '../domain/webhooks.js';
import type { Clock } from '../ports/clock.port.js';
import type { EventLog } from '../ports/event-log.port.js';
import type { IdempotencyRecordKey } from '../ports/idempotency-store.port.js';
import type { WebhookRandom, WebhookUrlPolicy } from '../ports/webhook-sender.port.js';
import type { WebhookStore } from '../ports/webhook-store.port.js';
import type { IdempotentOperation, IdempotentWrites } from './idempotent-writes.js';
import type { KeyLineages, LineageState } from './key-lineages.js';
import { DEFAULT_ROTATION_OVERLAP_SECONDS, MAX_ROTATION_OVERLAP_SECONDS } from './manage-keys.use-case.js';
import { pageOf, type PageQuery } from './pagination.js';
import { MAX_WRITE_ROUNDS } from './reservations.js';
import type { DispatchReports } from './webhook-dispatcher.js';

/** A new endpoint as the transport delivers it, its shape checked: where to, which events, and what its owner calls it. */
export interface NewWebhookEndpoint {
  readonly url: string;
  readonly events: readonly EventSubscription[];
  readonly description?: string;
}

/**
 * A merge patch of an endpoint: `url`, `events` and `description` (null removes it) as at creation;
 * `disabled: true` pauses it; `false` enables it, adopting it when its lineage is inactive.
 */
export interface WebhookEndpointPatch {
  readonly url?: string;
  readonly events?: readonly EventSubscription[];
  readonly description?: string | null;
  readonly disabled?: boolean;
}

/** What rotate-secret takes: how long the old secret keeps signing (DEFAULT_ROTATION_OVERLAP_SECONDS when absent). */
export interface RotateSecretRequest {
  readonly expiresInSeconds?: number;
}

/** The secrets an endpoint signs with now: the current one, and the previous one while a rotation's overlap lasts. */
export interface EndpointSecrets {
  readonly secret: string;
  readonly previous?: PreviousSecret;
}

/** An answer of an operation taking an Idempotency-Key, and whether it is the first request's, replayed. */
export interface Replayable<Answer> {
  readonly answer: Answer;
  readonly replayed: boolean;
}

export interface DeliveryQuery extends PageQuery {
  /** Only deliveries in these statuses (repeats collapse); all when absent or empty. */
  readonly statuses?: readonly DeliveryStatus[];
}

/** An endpoint as its managers see it: enabled, or disabled and why (worked out when read). */
export interface EndpointView {
  readonly endpoint: WebhookEndpoint;
  readonly disabledReason: DisabledReason | null;
}

export interface EndpointPage {
  readonly endpoints: EndpointView[];
  readonly nextCursor: string | null;
}

/** Events read per page while recover walks the log. */
const RECOVER_BATCH = 500;

export interface DeliveryPage {
  readonly deliveries: Delivery[];
  readonly nextCursor: string | null;
}

/** Told when a delivery should be attempted at once (a manual retry) or an endpoint changed: the dispatcher looks again. */
export type DispatchNudge = () => void;

export interface WebhookEndpointsOptions {
  readonly nudge?: DispatchNudge;
  /** MAX_WEBHOOK_ENDPOINTS_PER_OWNER: one more is 409 `endpoint_limit`. */
  readonly maxEndpointsPerOwner?: number;
  /** Where a key's disabling of an endpoint is reported (the metrics). */
  readonly reports?: Pick<DispatchReports, 'endpointDisabled'>;
  /** The Idempotency-Key protocol of create and rotate-secret; without it a request given such a key is simply run. */
  readonly idempotency?: IdempotentWrites;
}

/** Endpoint ids sort in creation order: the creation time in base 36 (9 digits), then random characters. */
const ENDPOINT_PREFIX = 'we_';
/** A ping's `webhook-id` and delivery id: `ping_`, its time in base 36 (9 digits), random characters. */
const PING_PREFIX = 'ping_';

/**
 * The webhook endpoint operations (scope `webhooks:manage`): create (the subscribed types readable by
 * the creator, the URL checked against the address rules, the secret shown in the answer), list, get,
 * update (url, events, description; pause, enable, adopt), delete; its secrets, rotated with an overlap;
 * a ping; a recovery of what it missed; its deliveries, newest first, by status; a manual retry of one.
 *
 * An endpoint acts for its creator's key lineage and belongs to that key's owner (DESIGN.md "Events and
 * webhooks"). It is managed only by keys of its owner that hold every scope of its lineage's active key
 * (a weaker key cannot see, keep or redirect what a stronger one made: it gets the 404 of a missing
 * one). While the lineage has no active key holding `webhooks:manage` the endpoint reads disabled
 * (`key_inactive`), its pending deliveries fail, and a key of its owner holding the scopes its
 * subscriptions need may adopt it by enabling it. An owner holds at most MAX_WEBHOOK_ENDPOINTS_PER_OWNER
 * endpoints, disabled ones included (the store keeps the count exact under concurrency).
 */
export class WebhookEndpoints {
  private readonly nudge: DispatchNudge;
  private readonly maxEndpointsPerOwner: number;
  private readonly reports: Pick<DispatchReports, 'endpointDisabled'>;

  private readonly idempotency: IdempotentWrites | undefined;

  constructor(
    private readonly store: WebhookStore,
    private readonly log: EventLog,
    private readonly lineages: KeyLineages,
    private readonly urls: WebhookUrlPolicy,
    private readonly random: WebhookRandom,
    private readonly clock: Clock,
    options: WebhookEndpointsOptions = {},
  ) {
    this.nudge = options.nudge ?? (() => undefined);
    this.maxEndpointsPerOwner = options.maxEndpointsPerOwner ?? DEFAULT_MAX_WEBHOOK_ENDPOINTS_PER_OWNER;
    this.reports = options.reports ?? { endpointDisabled: () => undefined };
    this.idempotency = options.idempotency;
  }

  /**
   * createWebhookEndpoint: the subscriptions readable by the creator, the description display text, the URL
   * checked against the address rules. With an Idempotency-Key, a retry answers the first endpoint again,
   * its secret included (kept to sign: the same secret, not a new one).
   */
  async create(creator: Access, input: NewWebhookEndpoint, idempotency?: IdempotencyRecordKey): Promise<Replayable<EndpointView>> {
    // What an endpoint receives is what its lineage may read: subscribing to more is escalation (403).
    const events = checkSubscriptions(creator, input.events);
    if (input.description !== undefined) checkDisplayText('description', input.description);
    await this.checkUrl(input.url, creator.owner);
    const request = { url: input.url, events, ...(input.description !== undefined ? { description: input.description } : {}) };
    if (idempotency === undefined || this.idempotency === undefined) return { answer: await this.add(creator, request), replayed: false };
    return this.idempotency.run(CREATE_ENDPOINT, idempotency, [request.url, [...events], request.description ?? null], {
      findWritten: async (writeTag) => {
        const endpoint = await this.store.findEndpointByWriteTag(creator.owner, writeTag);
        return endpoint && { endpoint, disabledReason: null };
      },
      write: (writeTag) => this.add(creator, request, writeTag),
    });
  }

  private async add(creator: Access, input: NewWebhookEndpoint, writeTag?: string): Promise<EndpointView> {
    const createdAt = this.clock.now();
    const endpoint: WebhookEndpoint = Object.freeze({
      id: `${ENDPOINT_PREFIX}${createdAt.toString(36).padStart(9, '0')}${this.random.newToken().slice(0, 16)}`,
      url: input.url,
      events: Object.freeze([...input.events]),
      ...(input.description !== undefined ? { description: input.description } : {}),
      secret: this.random.newSecret(),
      createdAt,
      owner: creator.owner,
      actsFor: creator.lineage,
      ...(writeTag !== undefined ? { writeTag } : {}),
    });
    if (!(await this.store.addEndpoint(endpoint, this.maxEndpointsPerOwner))) {
      throw new ConflictError(
        'endpoint_limit',
        `Owner ${creator.owner} holds ${this.maxEndpointsPerOwner} webhook endpoints, the most allowed (disabled ones count); delete one first.`,
        [{ field: 'owner', problem: `at most ${this.maxEndpointsPerOwner} webhook endpoints` }],
      );
    }
    this.nudge();
    return { endpoint, disabledReason: null };
  }

  /** The caller's owner's endpoints it may manage, in creation order. */
  async list(access: Access, query: PageQuery = {}): Promise<EndpointPage> {
    const page = await pageOf(ENDPOINT_CURSORS, undefined, query, async (afterId, count) => {
      const states = new Map<string, Promise<LineageState>>();
      const visible: EndpointView[] = [];
      // The owner's endpoints are few (MAX_WEBHOOK_ENDPOINTS_PER_OWNER); those the caller may not manage are skipped.
      for (;;) {
        const found = await this.store.listEndpoints({ afterId, owner: access.owner, limit: count });
        for (const endpoint of found) {
          afterId = endpoint.id;
          let state = states.get(endpoint.actsFor);
          if (state === undefined) states.set(endpoint.actsFor, (state = this.lineages.of(endpoint.actsFor)));
          const view = viewFor(access, endpoint, await state);
          if (view !== null && visible.push(view) === count) return visible;
        }
        if (found.length < count) return visible;
      }
    });
    return { endpoints: page.items, nextCursor: page.nextCursor };
  }

  async get(access: Access, id: string): Promise<EndpointView> {
    return (await this.managed(access, id)).view;
  }

  async remove(access: Access, id: string): Promise<void> {
    await this.managed(access, id);
    if (!(await this.store.removeEndpoint(id))) throw notFound('webhook endpoint', id);
    this.nudge();
  }

  /**
   * PATCH, a merge patch: `url` checked by the address rules again; `events` readable by the caller and by the
   * lineage the endpoint acts for, as at creation; `description` display text (null removes it). `disabled:
   * true` pauses the endpoint (its pending deliveries fail with `endpoint_disabled`); `false` enables it (one
   * disabled for failing too: its failures count from now), and when its lineage is inactive the caller adopts
   * it: it acts for the caller's lineage from then on.
   */
  async update(access: Access, id: string, readPatch: () => Promise<WebhookEndpointPatch>): Promise<EndpointView> {
    const { view, state } = await this.managed(access, id);
    // The body is read once the endpoint is known to be the caller's (404 before 400).
    const patch = await readPatch();
    const { endpoint } = view;
    const adopting = patch.disabled === false && state.acting === null;
    let next: WebhookEndpoint = endpoint;
    if (patch.events !== undefined) {
      const events = checkSubscriptions(access, patch.events);
      // The lineage the endpoint goes on acting for must read them too (an adoption makes it the caller's).
      if (!adopting && state.acting !== null) checkSubscriptions(state.acting, events);
      if (!sameList(events, endpoint.events)) next = { ...next, events: Object.freeze(events) };
    }
    if (patch.description === null && endpoint.description !== undefined) {
      const { description: _removed, ...rest } = next;
      next = rest;
    } else if (typeof patch.description === 'string' && patch.description !== endpoint.description) {
      checkDisplayText('description', patch.description);
      next = { ...next, description: patch.description };
    }
    if (patch.url !== undefined && patch.url !== endpoint.url) {
      await this.checkUrl(patch.url, endpoint.owner);
      next = { ...next, url: patch.url };
    }
    const now = this.clock.now();
    if (patch.disabled === true && endpoint.disabledAt === undefined) next = disabled(next, now, 'manual');
    if (patch.disabled === false) {
      if (adopting) {
        // Adopting hands the caller's lineage what the subscriptions need: the caller must read them all.
        checkSubscriptions(access, next.events);
        next = enabled({ ...next, actsFor: access.lineage }, now);
      } else if (endpoint.disabledAt !== undefined) next = enabled(next, now);
    }
    if (next === endpoint) return view;
    if (!(await this.store.replaceEndpoint(Object.freeze(next)))) throw notFound('webhook endpoint', id);
    if (next.disabledAt !== undefined && endpoint.disabledAt === undefined) {
      this.reports.endpointDisabled({ endpointId: id, owner: endpoint.owner, reason: 'manual' });
      await this.store.failPending(id, ENDPOINT_DISABLED, now);
    }
    this.nudge();
    return this.get(access, id);
  }

  /**
   * rotate-secret: a new current secret; the old one keeps signing beside it for `expiresInSeconds` (every
   * attempt carries both signatures), and a second rotation during that overlap ends the oldest at once.
   * With an Idempotency-Key, a retry answers the same new secret.
   */
  async rotateSecret(
    access: Access,
    id: string,
    readRequest: () => Promise<RotateSecretRequest>,
    idempotency?: IdempotencyRecordKey,
  ): Promise<Replayable<{ readonly secret: string }>> {
    await this.managed(access, id);
    // The body is read once the endpoint is known to be the caller's (404 before 400).
    const { expiresInSeconds } = await readRequest();
    const seconds = expiresInSeconds ?? DEFAULT_ROTATION_OVERLAP_SECONDS;
    if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > MAX_ROTATION_OVERLAP_SECONDS) {
      throw ValidationError.of('expiresInSeconds', `must be a whole number from 0 to ${MAX_ROTATION_OVERLAP_SECONDS}`);
    }
    const rotate = (rotationTag?: string) => this.rotate(id, seconds * 1000, rotationTag);
    if (idempotency === undefined || this.idempotency === undefined) return { answer: await rotate(), replayed: false };
    return this.idempotency.run(ROTATE_SECRET, idempotency, [id, seconds], {
      findWritten: async (rotationTag) => {
        const endpoint = await this.store.findEndpoint(id);
        return endpoint !== null && endpoint.rotationTag === rotationTag ? { secret: endpoint.secret } : null;
      },
      write: rotate,
    });
  }

  /** A compare-and-set from the secret read: of rotations racing, each makes its own secret current in turn (never three at once). */
  private async rotate(id: string, overlapMs: number, rotationTag?: string): Promise<{ readonly secret: string }> {
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      const endpoint = await this.store.findEndpoint(id);
      if (endpoint === null) throw notFound('webhook endpoint', id);
      const now = this.clock.now();
      const secret = this.random.newSecret();
      const previousSecret = overlapMs > 0 ? { previousSecret: Object.freeze({ secret: endpoint.secret, expiresAt: now + overlapMs }) } : {};
      if (await this.store.rotateSecret(id, endpoint.secret, { secret, ...previousSecret, ...(rotationTag !== undefined ? { rotationTag } : {}) })) {
        return { secret };
      }
    }
    throw new StoreUnavailableError('database');
  }

  /** The secrets the endpoint signs with now (Svix's): they are kept to sign, so they can be shown. */
  async secrets(access: Access, id: string): Promise<EndpointSecrets> {
    const { endpoint } = (await this.managed(access, id)).view;
    const previous = endpoint.previousSecret;
    return { secret: endpoint.secret, ...(previous !== undefined && previous.expiresAt > this.clock.now() ? { previous } : {}) };
  }

  /**
   * ping: one signed `{ "type": "ping" }` (webhook-id `ping_…`), a single attempt recorded as a delivery of no
   * event, at most one per endpoint per PING_INTERVAL_MS (429 with the seconds to wait). Refused on a disabled
   * endpoint (409): nothing is sent to one.
   */
  async ping(access: Access, id: string): Promise<Delivery> {
    const { view } = await this.managed(access, id);
    requireEnabled(view);
    const now = this.clock.now();
    const nextAllowed = await this.store.claimPing(id, now, PING_INTERVAL_MS);
    if (nextAllowed !== null) {
      const seconds = Math.max(1, Math.ceil((nextAllowed - now) / 1000));
      throw new RateLimitedError(
        `Webhook endpoint ${id} was pinged less than ${PING_INTERVAL_MS / 1000} seconds ago; retry after ${seconds} seconds.`,
        seconds,
      );
    }
    const delivery: Delivery = Object.freeze({
      id: `${PING_PREFIX}${now.toString(36).padStart(9, '0')}${this.random.newToken().slice(0, 16)}`,
      endpointId: id,
      // Listed among the deliveries of its time: after those of the events visible now.
      sequence: await this.log.latestSequence(),
      type: PING,
      status: 'pending',
      attempts: Object.freeze([]),
      failures: 0,
      eventCreatedAt: now,
      nextAttemptAt: now,
    });
    await this.store.addDeliveries([delivery]);
    this.nudge();
    return delivery;
  }

  /**
   * recover `{ since }` (Svix's): queues again, once each, the events created since that instant (those the
   * retention kept) that the endpoint would receive now and that were not delivered to it: a missing delivery
   * is added, a failed one is pending again with a fresh schedule; delivered and pending ones stay as they are.
   * Refused on a disabled endpoint (409): enable it first. Returns how many deliveries it queued.
   */
  async recover(access: Access, id: string, readRequest: () => Promise<{ readonly since: string }>): Promise<number> {
    const { view, state } = await this.managed(access, id);
    const { since: sinceText } = await readRequest();
    const since = Date.parse(sinceText);
    const now = this.clock.now();
    if (!Number.isFinite(since)) throw ValidationError.of('since', 'must be an RFC 3339 date-time');
    if (since > now) throw ValidationError.of('since', 'must not be in the future');
    requireEnabled(view);
    const { endpoint } = view;
    // What it would receive now: what its lineage's active key may read, of its subscriptions, created after it.
    const visibility = eventVisibilityOf(state.acting!);
    const types = endpoint.events.includes(EVERY_EVENT_TYPE) ? undefined : (endpoint.events as EventType[]);
    const from = Math.max(since, endpoint.createdAt);
    let queued = 0;
    for (let afterSequence = 0; ;) {
      const events = await this.log.list({ afterSequence, visibility, limit: RECOVER_BATCH, ...(types ? { types } : {}) });
      const deliveries = events
        .filter((event) => event.createdAt >= from && subscribesTo(endpoint, event.type))
        .map((event) => newDelivery(endpoint, event));
      if (deliveries.length > 0) queued += await this.store.queueAgain(deliveries, this.clock.now());
      if (events.length < RECOVER_BATCH) break;
      afterSequence = events[events.length - 1]!.sequence;
    }
    if (queued > 0) this.nudge();
    return queued;
  }

  async deliveries(access: Access, endpointId: string, query: DeliveryQuery = {}): Promise<DeliveryPage> {
    const { view } = await this.managed(access, endpointId);
    // Worked out when read: a disabled endpoint, or one whose lineage is inactive, has no pending delivery
    // (what was pending when it was disabled, an attempt under way then, or what fell due since).
    if (view.disabledReason !== null) {
      await this.store.failPending(endpointId, view.disabledReason === 'key_inactive' ? KEY_INACTIVE : ENDPOINT_DISABLED, this.clock.now());
    }
    // Applied in the listing's order, so that a cursor is bound to the filter whatever order it was sent in.
    const statuses = query.statuses && query.statuses.length > 0 ? DELIVERY_STATUSES.filter((status) => query.statuses!.includes(status)) : undefined;
    const page = await pageOf(DELIVERY_CURSORS, { statuses }, query, (before, limit) =>
      this.store.listDeliveries(endpointId, { ...(before ? { before } : {}), ...(statuses ? { statuses } : {}), limit }),
    );
    return { deliveries: page.items, nextCursor: page.nextCursor };
  }

  /**
   * One more attempt at once (202), as DESIGN.md words a manual retry: the delivery is due now, within the
   * dispatch bounds; success ends it as delivered; failure changes neither its failure count nor its next
   * scheduled attempt (a given-up one stays failed). While an attempt is due or under way, nothing is added.
   * A ping's delivery is pinged again (its bound applies). 409 while the lineage is inactive.
   */
  async retry(access: Access, endpointId: string, deliveryId: string): Promise<Delivery> {
    const { view } = await this.managed(access, endpointId);
    const delivery = OPAQUE_ID.test(deliveryId) ? await this.store.findDelivery(endpointId, deliveryId) : null;
    if (!delivery) throw notFound('delivery', deliveryId);
    if (view.disabledReason === 'key_inactive') throw lineageInactive(endpointId);
    if (isPing(delivery)) return this.ping(access, endpointId);
    const requeued = await this.store.requeue(endpointId, deliveryId, this.clock.now());
    if (!requeued) throw notFound('delivery', deliveryId);
    this.nudge();
    return requeued;
  }

  private async checkUrl(url: string, owner: string): Promise<void> {
    const problem = await this.urls.check(url, owner);
    if (problem !== null) throw ValidationError.of('url', problem);
  }

  /** The endpoint `id` as the caller may manage it, with its lineage's state; otherwise the 404 of a missing one. */
  private async managed(access: Access, id: string): Promise<{ view: EndpointView; state: LineageState }> {
    const endpoint = OPAQUE_ID.test(id) ? await this.store.findEndpoint(id) : null;
    if (endpoint === null || endpoint.owner !== access.owner) throw notFound('webhook endpoint', id);
    const state = await this.lineages.of(endpoint.actsFor);
    const view = viewFor(access, endpoint, state);
    if (view === null) throw notFound('webhook endpoint', id);
    return { view, state };
  }
}

/**
 * The endpoint as `access` sees it, or null when it may not manage it: it must be of the caller's
 * owner and the caller must hold every scope of the lineage's active key; while the lineage is
 * inactive, the scopes its subscriptions need (as its last key read them).
 */
function viewFor(access: Access, endpoint: WebhookEndpoint, state: LineageState): EndpointView | null {
  if (endpoint.owner !== access.owner) return null;
  const needed = state.acting !== null ? scopesOf(state.acting.key) : subscriptionNeeds(endpoint, state);
  if (firstMissingScope(access, needed) !== undefined) return null;
  const disabledReason = state.acting === null ? 'key_inactive' : endpoint.disabledAt !== undefined ? (endpoint.disabledFor ?? 'manual') : null;
  return { endpoint, disabledReason };
}

/**
 * The read scopes an endpoint's subscriptions need; every owner's orders if its last key heard them. `*` needs
 * what its last key read of the two families.
 */
function subscriptionNeeds(endpoint: WebhookEndpoint, state: LineageState): Scope[] {
  const latest = state.latest === null ? [] : scopesOf(state.latest);
  const everyOrder = latest.includes('orders:manage');
  const types = endpoint.events.includes(EVERY_EVENT_TYPE)
    ? EVENT_TYPES.filter((type) => latest.includes(readScopeOf(type)) || (readScopeOf(type) === 'orders:read' && everyOrder))
    : (endpoint.events as EventType[]);
  return [...new Set(types.map((type) => (readScopeOf(type) === 'orders:read' && everyOrder ? 'orders:manage' : readScopeOf(type))))];
}

/**
 * The subscriptions as stored (repeats collapsed), if `reader` may read every one (403 naming the scope):
 * `*` stands alone and needs at least one readable family.
 */
function checkSubscriptions(reader: Access, events: readonly EventSubscription[]): EventSubscription[] {
  const unique = [...new Set(events)];
  if (unique.includes(EVERY_EVENT_TYPE)) {
    if (unique.length > 1) throw ValidationError.of('events', '"*" (every type) stands alone');
    if (!holds(reader, 'pets:read') && !holds(reader, 'orders:read')) requireReadable(reader, ['pet.created']);
    return unique;
  }
  requireReadable(reader, unique as EventType[]);
  return unique;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** 409 unless the endpoint is enabled: nothing is sent to a disabled one (a ping, a recovery). */
function requireEnabled(view: EndpointView): void {
  const { disabledReason, endpoint } = view;
  if (disabledReason === 'key_inactive') throw lineageInactive(endpoint.id);
  if (disabledReason !== null) {
    throw new ConflictError('endpoint_disabled', `Webhook endpoint ${endpoint.id} is disabled (${disabledReason}); enable it first.`);
  }
}

/** A created endpoint as its Idempotency-Key record holds it: what the 201 answered, its secret included. */
const RECORDED_ENDPOINT = objectOf({
  endpoint: objectOf(
    {
      id: text,
      url: text,
      events: listOf(oneOf([EVERY_EVENT_TYPE, ...EVENT_TYPES])),
      secret: text,
      createdAt: wholeNumber,
      owner: text,
      actsFor: text,
    },
    { description: text },
  ),
});

const CREATE_ENDPOINT: IdempotentOperation<EndpointView, ShapeOf<typeof RECORDED_ENDPOINT>> = {
  name: 'createWebhookEndpoint',
  record: ({ endpoint }) => ({
    endpoint: {
      id: endpoint.id,
      url: endpoint.url,
      events: [...endpoint.events],
      secret: endpoint.secret,
      createdAt: endpoint.createdAt,
      owner: endpoint.owner,
      actsFor: endpoint.actsFor,
      ...(endpoint.description !== undefined ? { description: endpoint.description } : {}),
    },
  }),
  recorded: RECORDED_ENDPOINT,
  replay: ({ endpoint }) => ({ endpoint: Object.freeze({ ...endpoint, events: Object.freeze([...endpoint.events]) }), disabledReason: null }),
};

const RECORDED_SECRET = objectOf({ secret: text });

const ROTATE_SECRET: IdempotentOperation<{ readonly secret: string }, ShapeOf<typeof RECORDED_SECRET>> = {
  name: 'rotateWebhookSecret',
  record: ({ secret }) => ({ secret }),
  recorded: RECORDED_SECRET,
  replay: ({ secret }) => ({ secret }),
};

/** The endpoint disabled at `at`, for `reason`. */
function disabled(endpoint: WebhookEndpoint, at: number, reason: StoredDisabledReason): WebhookEndpoint {
  return Object.freeze({ ...endpoint, disabledAt: at, disabledFor: reason });
}

/** The endpoint enabled at `at`: failing is counted from then at the earliest. */
function enabled(endpoint: WebhookEndpoint, at: number): WebhookEndpoint {
  const { disabledAt: _at, disabledFor: _for, ...rest } = endpoint;
  return Object.freeze({ ...rest, enabledAt: at });
}

function lineageInactive(endpointId: string): ConflictError {
  return new ConflictError(
    'key_inactive',
    `Webhook endpoint ${endpointId} acts for a key that is revoked or expired; a key of its owner adopts it by enabling it.`,
  );
}

function notFound(what: string, id: string): NotFoundError {
  return new NotFoundError(`No ${what} has the id ${id}.`);
}
