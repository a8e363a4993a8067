import { scopesOf, type Access } from '../domain/access.js';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors.js';
import { DELIVERY_CURSORS, ENDPOINT_CURSORS } from '../domain/cursor.js';
import { readScopeOf, requireReadable } from '../domain/events.js';
import { firstMissingScope } from '../domain/grants.js';
import type { Scope } from '../domain/scopes.js';
import {
  DEFAULT_MAX_WEBHOOK_ENDPOINTS_PER_OWNER,
  ENDPOINT_DISABLED,
  KEY_INACTIVE,
  OPAQUE_ID,
  type Delivery,
  type DisabledReason,
  type StoredDisabledReason,
  type WebhookEndpoint,
} from '../domain/webhooks.js';
import type { Clock } from '../ports/clock.port.js';
import type { WebhookRandom, WebhookUrlPolicy } from '../ports/webhook-sender.port.js';
import type { WebhookStore } from '../ports/webhook-store.port.js';
import type { KeyLineages, LineageState } from './key-lineages.js';
import { pageOf, type PageQuery } from './pagination.js';
import type { DispatchReports } from './webhook-dispatcher.js';

/** A new endpoint as the transport delivers it, its shape checked: where to, and which events. */
export type NewWebhookEndpoint = Pick<WebhookEndpoint, 'url' | 'events'>;

/** A merge patch of an endpoint: `disabled: true` pauses it; `false` enables it, adopting it when its lineage is inactive. */
export interface WebhookEndpointPatch {
  readonly disabled?: boolean;
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
}

/** Endpoint ids sort in creation order: the creation time in base 36 (9 digits), then random characters. */
const ENDPOINT_PREFIX = 'we_';

/**
 * The webhook endpoint operations (scope `webhooks:manage`): create (the subscribed types readable by
 * the creator, the URL checked against the address rules, the secret shown once), list, get, update
 * (pause, enable, adopt), delete; an endpoint's deliveries, newest first; a manual retry of one.
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

  constructor(
    private readonly store: WebhookStore,
    private readonly lineages: KeyLineages,
    private readonly urls: WebhookUrlPolicy,
    private readonly random: WebhookRandom,
    private readonly clock: Clock,
    options: WebhookEndpointsOptions = {},
  ) {
    this.nudge = options.nudge ?? (() => undefined);
    this.maxEndpointsPerOwner = options.maxEndpointsPerOwner ?? DEFAULT_MAX_WEBHOOK_ENDPOINTS_PER_OWNER;
    this.reports = options.reports ?? { endpointDisabled: () => undefined };
  }

  async create(creator: Access, input: NewWebhookEndpoint): Promise<EndpointView> {
    // What an endpoint receives is what its lineage may read: subscribing to more is escalation (403).
    requireReadable(creator, input.events);
    const problem = await this.urls.check(input.url, creator.owner);
    if (problem !== null) throw ValidationError.of('url', problem);
    const createdAt = this.clock.now();
    const endpoint: WebhookEndpoint = Object.freeze({
      id: `${ENDPOINT_PREFIX}${createdAt.toString(36).padStart(9, '0')}${this.random.newToken().slice(0, 16)}`,
      url: input.url,
      events: Object.freeze([...new Set(input.events)]),
      secret: this.random.newSecret(),
      createdAt,
      owner: creator.owner,
      actsFor: creator.lineage,
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
   * PATCH: `disabled: true` pauses the endpoint (its pending deliveries fail with `endpoint_disabled`);
   * `false` enables it (one disabled for failing too: its failures count from now), and when its lineage
   * is inactive the caller adopts it: it acts for the caller's lineage from then on.
   */
  async update(access: Access, id: string, readPatch: () => Promise<WebhookEndpointPatch>): Promise<EndpointView> {
    const { view, state } = await this.managed(access, id);
    // The body is read once the endpoint is known to be the caller's (404 before 400).
    const patch = await readPatch();
    const { endpoint } = view;
    const now = this.clock.now();
    let next = endpoint;
    if (patch.disabled === true && endpoint.disabledAt === undefined) next = disabled(endpoint, now, 'manual');
    if (patch.disabled === false) {
      if (state.acting === null) {
        // Adopting hands the caller's lineage what the subscriptions need: the caller must read them all.
        requireReadable(access, endpoint.events);
        next = enabled({ ...endpoint, actsFor: access.lineage }, now);
      } else if (endpoint.disabledAt !== undefined) next = enabled(endpoint, now);
    }
    if (next === endpoint) return view;
    if (!(await this.store.replaceEndpoint(next))) throw notFound('webhook endpoint', id);
    if (next.disabledAt !== undefined) {
      this.reports.endpointDisabled({ endpointId: id, owner: endpoint.owner, reason: 'manual' });
      await this.store.failPending(id, ENDPOINT_DISABLED, now);
    }
    this.nudge();
    return this.get(access, id);
  }

  async deliveries(access: Access, endpointId: string, query: PageQuery = {}): Promise<DeliveryPage> {
    const { view } = await this.managed(access, endpointId);
    // Worked out when read: a disabled endpoint, or one whose lineage is inactive, has no pending delivery
    // (what was pending when it was disabled, an attempt under way then, or what fell due since).
    if (view.disabledReason !== null) {
      await this.store.failPending(endpointId, view.disabledReason === 'key_inactive' ? KEY_INACTIVE : ENDPOINT_DISABLED, this.clock.now());
    }
    const page = await pageOf(DELIVERY_CURSORS, undefined, query, (beforeSequence, limit) =>
      this.store.listDeliveries(endpointId, { beforeSequence, limit }),
    );
    return { deliveries: page.items, nextCursor: page.nextCursor };
  }

  /** One more attempt at once (202): the delivery is due now, pending again if it was given up. 409 while the lineage is inactive. */
  async retry(access: Access, endpointId: string, deliveryId: string): Promise<Delivery> {
    const { view } = await this.managed(access, endpointId);
    const delivery = OPAQUE_ID.test(deliveryId) ? await this.store.findDelivery(endpointId, deliveryId) : null;
    if (!delivery) throw notFound('delivery', deliveryId);
    if (view.disabledReason === 'key_inactive') throw lineageInactive(endpointId);
    const requeued = await this.store.requeue(endpointId, deliveryId, this.clock.now());
    if (!requeued) throw notFound('delivery', deliveryId);
    this.nudge();
    return requeued;
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

/** The read scopes an endpoint's subscriptions need; every owner's orders if its last key heard them. */
function subscriptionNeeds(endpoint: WebhookEndpoint, state: LineageState): Scope[] {
  const everyOrder = state.latest !== null && scopesOf(state.latest).includes('orders:manage');
  return [...new Set(endpoint.events.map((type) => (readScopeOf(type) === 'orders:read' && everyOrder ? 'orders:manage' : readScopeOf(type))))];
}

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
