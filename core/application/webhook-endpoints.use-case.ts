import { seesEveryOrder, type Access } from '../domain/access.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { decodeEventCursor, encodeEventCursor, eventAudienceOf, hearsEveryOrder, type EventType } from '../domain/events.js';
import { OPAQUE_ID, type Delivery, type WebhookEndpoint } from '../domain/webhooks.js';
import type { Clock } from '../ports/clock.port.js';
import type { WebhookRandom, WebhookUrlPolicy } from '../ports/webhook-sender.port.js';
import type { WebhookStore } from '../ports/webhook-store.port.js';
import { DEFAULT_PAGE_SIZE } from './list-pets.use-case.js';

export interface NewWebhookEndpoint {
  readonly url: string;
  readonly events: readonly EventType[];
}

export interface PageQuery {
  readonly limit?: number;
  readonly cursor?: string;
}

export interface EndpointPage {
  readonly endpoints: WebhookEndpoint[];
  readonly nextCursor: string | null;
}

export interface DeliveryPage {
  readonly deliveries: Delivery[];
  readonly nextCursor: string | null;
}

/** Told when a delivery should be attempted at once (a manual retry): the dispatcher wakes up. */
export type DispatchNudge = () => void;

/** Endpoint ids sort in creation order: the creation time in base 36 (9 digits), then random characters. */
const ENDPOINT_PREFIX = 'we_';
const ENDPOINT_CURSOR = /^w([A-Za-z0-9_-]{1,64})$/;

/**
 * The webhook endpoint operations (scope `webhooks:manage`): create (the URL checked against the
 * address rules, the secret shown once), list, get, delete; an endpoint's deliveries, newest first;
 * and a manual retry of one. An endpoint belongs to the owner of the key that created it, as an order
 * does: without `orders:manage` a key manages only its owner's endpoints, and of those not the ones made
 * by an `orders:manage` key (another's is the same 404 as a missing one, and absent from the list),
 * since an endpoint's deliveries name the order events it hears.
 */
export class WebhookEndpoints {
  constructor(
    private readonly store: WebhookStore,
    private readonly urls: WebhookUrlPolicy,
    private readonly random: WebhookRandom,
    private readonly clock: Clock,
    private readonly nudge: DispatchNudge = () => undefined,
  ) {}

  async create(creator: Access, input: NewWebhookEndpoint): Promise<WebhookEndpoint> {
    const problem = await this.urls.check(input.url);
    if (problem !== null) throw ValidationError.of('url', problem);
    const createdAt = this.clock.now();
    const endpoint: WebhookEndpoint = Object.freeze({
      id: `${ENDPOINT_PREFIX}${createdAt.toString(36).padStart(9, '0')}${this.random.newToken().slice(0, 16)}`,
      url: input.url,
      events: Object.freeze([...new Set(input.events)]),
      secret: this.random.newSecret(),
      createdAt,
      createdBy: creator.key.id,
      audience: Object.freeze(eventAudienceOf(creator)),
    });
    await this.store.addEndpoint(endpoint);
    return endpoint;
  }

  async list(access: Access, query: PageQuery = {}): Promise<EndpointPage> {
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    let afterId: string | undefined;
    if (cursor !== undefined) {
      const match = ENDPOINT_CURSOR.exec(cursor);
      if (!match) throw ValidationError.of('cursor', 'is malformed; pass the cursor of a Link rel="next" unchanged');
      afterId = match[1];
    }
    const owner = seesEveryOrder(access) ? undefined : access.owner;
    const found = await this.store.listEndpoints({ afterId, ...(owner === undefined ? {} : { owner }), limit: limit + 1 });
    if (found.length <= limit) return { endpoints: found, nextCursor: null };
    found.length = limit;
    return { endpoints: found, nextCursor: `w${found[limit - 1]!.id}` };
  }

  async get(access: Access, id: string): Promise<WebhookEndpoint> {
    const endpoint = OPAQUE_ID.test(id) ? await this.store.findEndpoint(id) : null;
    if (!endpoint || !mayManage(access, endpoint)) throw notFound('webhook endpoint', id);
    return endpoint;
  }

  async remove(access: Access, id: string): Promise<void> {
    await this.get(access, id);
    if (!(await this.store.removeEndpoint(id))) throw notFound('webhook endpoint', id);
  }

  async deliveries(access: Access, endpointId: string, query: PageQuery = {}): Promise<DeliveryPage> {
    await this.get(access, endpointId);
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    let beforeSequence: number | undefined;
    if (cursor !== undefined) {
      const position = decodeEventCursor(cursor);
      if (position === null) throw ValidationError.of('cursor', 'is malformed; pass the cursor of a Link rel="next" unchanged');
      beforeSequence = position;
    }
    const found = await this.store.listDeliveries(endpointId, { beforeSequence, limit: limit + 1 });
    if (found.length <= limit) return { deliveries: found, nextCursor: null };
    found.length = limit;
    return { deliveries: found, nextCursor: encodeEventCursor(found[limit - 1]!.sequence) };
  }

  /** One more attempt at once (202): the delivery is due now, pending again if it was given up. */
  async retry(access: Access, endpointId: string, deliveryId: string): Promise<Delivery> {
    await this.get(access, endpointId);
    const delivery = OPAQUE_ID.test(deliveryId) ? await this.store.requeue(endpointId, deliveryId, this.clock.now()) : null;
    if (!delivery) throw notFound('delivery', deliveryId);
    this.nudge();
    return delivery;
  }
}

/**
 * With `orders:manage` a key manages every endpoint. Without, only its owner's that hear no more than
 * that owner's orders: an endpoint made by an `orders:manage` key hears every owner's, and its
 * deliveries would name their events.
 */
function mayManage(access: Access, endpoint: WebhookEndpoint): boolean {
  return seesEveryOrder(access) || (endpoint.audience.owner === access.owner && !hearsEveryOrder(endpoint.audience));
}

function notFound(what: string, id: string): NotFoundError {
  return new NotFoundError(`No ${what} has the id ${id}.`);
}
