import type { Timing } from './admission.js';
import { linkWithRel } from './link-header.js';
import type { RateLimitFigures } from './rate-limit.js';
import { DEFAULT_RETRY, RequestCore, type ApiRequest, type ApiResponse, type Fetch, type RetryOptions } from './request-core.js';
import type { components, operations } from './openapi.generated.js';

type Schemas = components['schemas'];
export type Pet = Schemas['Pet'];
export type NewPet = Schemas['NewPet'];
export type PetPatch = Schemas['PetPatch'];
export type PetStatus = Schemas['PetStatus'];
export type Order = Schemas['Order'];
export type NewOrder = Schemas['NewOrder'];
export type OrderPatch = Schemas['OrderPatch'];
export type OrderStatus = Schemas['OrderStatus'];
export type Inventory = Schemas['Inventory'];
export type Key = Schemas['Key'];
export type NewKey = Schemas['NewKey'];
export type RotateKey = Schemas['RotateKey'];
export type Scope = Schemas['Scope'];
export type RateLimitReport = Schemas['RateLimit'];
export type ListKeysParams = NonNullable<operations['listKeys']['parameters']['query']>;
export type ListPetsParams = NonNullable<operations['listPets']['parameters']['query']>;
export type ListOrdersParams = NonNullable<operations['listOrders']['parameters']['query']>;
export type Event = Schemas['Event'];
export type EventType = Schemas['EventType'];
export type NewWebhookEndpoint = Schemas['NewWebhookEndpoint'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpoint'];
export type WebhookEndpointPatch = Schemas['WebhookEndpointPatch'];
export type RotateWebhookSecret = Schemas['RotateWebhookSecret'];
export type WebhookSecrets = Schemas['WebhookSecrets'];
export type Delivery = Schemas['Delivery'];
export type ListEventsParams = NonNullable<operations['listEvents']['parameters']['query']>;
/** `limit`, `status` (repeatable: `['failed', 'pending']`) and `cursor`. */
export type ListDeliveriesParams = NonNullable<operations['listDeliveries']['parameters']['query']>;
/** `limit` and `cursor`, as every listing takes them. */
export type PageParams = NonNullable<operations['listWebhookEndpoints']['parameters']['query']>;

export interface AnimalStoreClientOptions {
  /** A server of the API description: `https://api.animal-store.example/v1`, `http://127.0.0.1:3000/v1` (a bare origin gets `/v1`). */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  readonly apiKey: string;
  /** Attempts, backoff and time budget of each call (defaults in DEFAULT_RETRY). */
  readonly retry?: Partial<RetryOptions>;
  /** Requests of this client in flight at once. Default 6: several processes sharing one key (their sum in flight) should stay under its ban threshold (20 refusals). */
  readonly maxConcurrency?: number;
  /** Defaults to the global `fetch`. */
  readonly fetch?: Fetch;
  /** Defaults to `setTimeout`; must resolve early when `signal` aborts. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Defaults to `Date.now`. */
  readonly now?: () => number;
  /** Defaults to `Math.random`. */
  readonly random?: () => number;
}

/** One page of a listing: its items, and where the next one is (`Link: <…>; rel="next"`), if there is one. */
export interface Page<T> {
  readonly items: T[];
  /** The URL of the next page, as the service linked it. */
  readonly next: string | undefined;
  /** The opaque cursor of the next page, for `listPets({ …params, cursor })`. */
  readonly nextCursor: string | undefined;
}

/** Options of a creation: the Idempotency-Key, one per logical creation (a fresh random UUID when left out). */
export interface CreateOptions {
  readonly idempotencyKey?: string;
}

/** Options of a change: `ifMatch`, the `ETag` last read (`etagOf`), so that the change applies only to that version (412 otherwise). */
export interface ChangeOptions {
  readonly ifMatch?: string;
}

/**
 * A typed client of the Animal Store API (`/v1`). Every call goes through one request core that
 * retries what is safe to retry, honours `Retry-After`, holds all calls of this client back while its
 * key is limited, and throws `AnimalStoreError` (an error answer) or `AnimalStoreNetworkError` (none).
 */
export class AnimalStoreClient {
  private readonly core: RequestCore;
  private readonly base: string;
  private readonly etags = new WeakMap<object, string>();

  constructor(options: AnimalStoreClientOptions) {
    const base = new URL(options.baseUrl);
    // A bare origin means the API on it: every server of the description ends in /v1.
    this.base = base.pathname === '/' ? `${base.origin}/v1` : base.href.replace(/\/+$/, '');
    if (!/^[\x21-\x7e]+$/.test(options.apiKey)) throw new TypeError('apiKey: must be the key as issued (printable ASCII, no spaces).');
    const timing: Timing = { now: options.now ?? Date.now, sleep: options.sleep ?? sleep };
    this.core = new RequestCore({
      apiKey: options.apiKey,
      retry: { ...DEFAULT_RETRY, ...options.retry },
      maxConcurrency: options.maxConcurrency ?? 6,
      fetch: options.fetch ?? ((url, init) => fetch(url, init)),
      timing,
      random: options.random ?? Math.random,
    });
  }

  /** The rate-limit figures of the latest answer that carried them (X-RateLimit-Limit, -Remaining, -Reset). */
  get rateLimit(): RateLimitFigures | undefined {
    return this.core.admission.rateLimit;
  }

  /** The `ETag` that came with a pet or order this client returned (for `ifMatch`); undefined for listed items (but findPet's). */
  etagOf(resource: Pet | Order): string | undefined {
    return this.etags.get(resource);
  }

  /** listPets: one page of pets, oldest first. */
  async listPets(params: ListPetsParams = {}): Promise<Page<Pet>> {
    return this.page<Pet>(this.url('/pets', params));
  }

  /** Every pet of the listing, page after page (following `Link: rel="next"`), each exactly once. */
  async *pets(params: ListPetsParams = {}): AsyncGenerator<Pet, void, undefined> {
    yield* this.walk<Pet>(this.url('/pets', params));
  }

  /**
   * createPet. Sends one Idempotency-Key for the whole call, the same on every retry, so a retry after
   * a lost answer returns the pet the first attempt created instead of creating another. Pass your
   * own `idempotencyKey` to make a repeat of this call, later or from another process, safe as well.
   */
  async createPet(pet: NewPet, options: CreateOptions = {}): Promise<Pet> {
    return this.versioned<Pet>({ method: 'POST', url: this.url('/pets'), body: pet, idempotencyKey: options.idempotencyKey ?? newKey() });
  }

  /**
   * One pet by id, through listPets' `id` filter (getPet's successor): the pet, or undefined when
   * there is none. Its `ETag` comes along, for `etagOf` and `ifMatch`, as with getPet.
   */
  async findPet(petId: number): Promise<Pet | undefined> {
    const response = await this.core.send({ method: 'GET', url: this.url('/pets', { id: [petId] }) });
    const [pet] = response.body as Pet[];
    const etag = response.headers.get('etag');
    if (pet !== undefined && etag !== null) this.etags.set(pet, etag);
    return pet;
  }

  /**
   * getPet: one pet by id.
   * @deprecated The service marks getPet deprecated (`Deprecation` header) and removes it at its `Sunset`,
   * Thu, 05 Dec 2030 00:00:00 GMT by default: from then on it answers 410 `gone`. Use `findPet` (the same
   * pet and `ETag`, undefined instead of a 404); updatePet and deletePet stay.
   */
  async getPet(petId: number): Promise<Pet> {
    return this.versioned<Pet>({ method: 'GET', url: this.url(`/pets/${petId}`) });
  }

  /** updatePet: a JSON Merge Patch of name, categoryId, status. Not retried after a 503 or a lost answer (a repeat could answer 412). */
  async updatePet(petId: number, patch: PetPatch, options: ChangeOptions = {}): Promise<Pet> {
    return this.versioned<Pet>({ method: 'PATCH', url: this.url(`/pets/${petId}`), body: patch, ...mergePatch(options) });
  }

  /** deletePet. Not retried after a 503 or a lost answer (a repeat would answer 404). */
  async deletePet(petId: number, options: ChangeOptions = {}): Promise<void> {
    await this.core.send({ method: 'DELETE', url: this.url(`/pets/${petId}`), ...ifMatch(options) });
  }

  /** placeOrder: reserves an available pet. One Idempotency-Key per call, as createPet. */
  async placeOrder(order: NewOrder, options: CreateOptions = {}): Promise<Order> {
    return this.versioned<Order>({ method: 'POST', url: this.url('/store/orders'), body: order, idempotencyKey: options.idempotencyKey ?? newKey() });
  }

  /** listOrders: one page of orders, oldest first. */
  async listOrders(params: ListOrdersParams = {}): Promise<Page<Order>> {
    return this.page<Order>(this.url('/store/orders', params));
  }

  /** Every order of the listing, page after page. */
  async *orders(params: ListOrdersParams = {}): AsyncGenerator<Order, void, undefined> {
    yield* this.walk<Order>(this.url('/store/orders', params));
  }

  async getOrder(orderId: number): Promise<Order> {
    return this.versioned<Order>({ method: 'GET', url: this.url(`/store/orders/${orderId}`) });
  }

  /** updateOrder: approve, deliver or cancel. Not retried after a 503 or a lost answer. */
  async updateOrder(orderId: number, patch: OrderPatch, options: ChangeOptions = {}): Promise<Order> {
    return this.versioned<Order>({ method: 'PATCH', url: this.url(`/store/orders/${orderId}`), body: patch, ...mergePatch(options) });
  }

  async getInventory(): Promise<Inventory> {
    return (await this.core.send({ method: 'GET', url: this.url('/store/inventory') })).body as Inventory;
  }

  /** listEvents: one page of events, oldest first (`type`: only these types). */
  async listEvents(params: ListEventsParams = {}): Promise<Page<Event>> {
    return this.page<Event>(this.url('/events', params));
  }

  /**
   * Every event of the listing, oldest first, page after page; ends at the newest. `after`: resume after
   * the last event id processed (e.g. after a receiver's downtime: the id before the oldest event it
   * missed); keep the id of each event yielded to resume again later. An `after` the retention purged past
   * throws AnimalStoreError 410 `gone`.
   */
  async *events(params: ListEventsParams = {}): AsyncGenerator<Event, void, undefined> {
    yield* this.walk<Event>(this.url('/events', params));
  }

  /** Every event after `eventId`, oldest first: `events({ ...params, after: eventId })`. */
  eventsAfter(eventId: string, params: Omit<ListEventsParams, 'after' | 'cursor'> = {}): AsyncGenerator<Event, void, undefined> {
    return this.events({ ...params, after: eventId });
  }

  /**
   * createWebhookEndpoint: the answer carries the signing `secret` (keep it for `verifyWebhook`; GET
   * …/secret shows it again). One Idempotency-Key per call: a retry answers the same endpoint and secret.
   */
  async createWebhookEndpoint(endpoint: NewWebhookEndpoint, options: CreateOptions = {}): Promise<CreatedWebhookEndpoint> {
    const request = {
      method: 'POST',
      url: this.url('/webhook-endpoints'),
      body: endpoint,
      idempotencyKey: options.idempotencyKey ?? newKey(),
    } as const;
    return (await this.core.send(request)).body as CreatedWebhookEndpoint;
  }

  /** updateWebhookEndpoint: a JSON Merge Patch of url, events, description (null removes it) and disabled. */
  async updateWebhookEndpoint(endpointId: string, patch: WebhookEndpointPatch): Promise<WebhookEndpoint> {
    const url = this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}`);
    return (await this.core.send({ method: 'PATCH', url, body: patch, contentType: 'application/merge-patch+json' })).body as WebhookEndpoint;
  }

  /**
   * rotateWebhookSecret: a new signing secret; the old one signs beside it for `expiresInSeconds` (default
   * 86400), so `verifyWebhook` with either accepts every delivery meanwhile. One Idempotency-Key per call:
   * a retry answers the same secret instead of rotating again.
   */
  async rotateWebhookSecret(endpointId: string, rotation: RotateWebhookSecret = {}, options: CreateOptions = {}): Promise<string> {
    const url = this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}/rotate-secret`);
    const response = await this.core.send({ method: 'POST', url, body: rotation, idempotencyKey: options.idempotencyKey ?? newKey() });
    return (response.body as { secret: string }).secret;
  }

  /** getWebhookSecret: the current secret, and the previous one while a rotation's overlap lasts. */
  async getWebhookSecret(endpointId: string): Promise<WebhookSecrets> {
    return (await this.core.send({ method: 'GET', url: this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}/secret`) }))
      .body as WebhookSecrets;
  }

  /** pingWebhookEndpoint: one signed `{ "type": "ping" }` (202), at most one per endpoint every 10 s; the ping as a delivery. */
  async pingWebhookEndpoint(endpointId: string): Promise<Delivery> {
    return (await this.core.send({ method: 'POST', url: this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}/ping`) })).body as Delivery;
  }

  /** recoverWebhookEndpoint: queue again what the endpoint missed since `since` (RFC 3339); how many deliveries were queued. */
  async recoverWebhookEndpoint(endpointId: string, since: string): Promise<number> {
    const url = this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}/recover`);
    return ((await this.core.send({ method: 'POST', url, body: { since } })).body as { queued: number }).queued;
  }

  async listWebhookEndpoints(params: PageParams = {}): Promise<Page<WebhookEndpoint>> {
    return this.page<WebhookEndpoint>(this.url('/webhook-endpoints', params));
  }

  async *webhookEndpoints(params: PageParams = {}): AsyncGenerator<WebhookEndpoint, void, undefined> {
    yield* this.walk<WebhookEndpoint>(this.url('/webhook-endpoints', params));
  }

  async getWebhookEndpoint(endpointId: string): Promise<WebhookEndpoint> {
    return (await this.core.send({ method: 'GET', url: this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}`) })).body as WebhookEndpoint;
  }

  async deleteWebhookEndpoint(endpointId: string): Promise<void> {
    await this.core.send({ method: 'DELETE', url: this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}`) });
  }

  /** An endpoint's deliveries with their attempts, newest first: one page (`status`: only those). */
  async listDeliveries(endpointId: string, params: ListDeliveriesParams = {}): Promise<Page<Delivery>> {
    return this.page<Delivery>(this.url(`/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`, params));
  }

  /** retryDelivery: one more attempt, at once (202); the delivery as queued. */
  async retryDelivery(endpointId: string, deliveryId: string): Promise<Delivery> {
    const path = `/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`;
    return (await this.core.send({ method: 'POST', url: this.url(path) })).body as Delivery;
  }

  /**
   * getRateLimit (`GET /v1/rate_limit`): this key's plan, scopes and quota as they stand. Costs no
   * token of the plan and is answered while the key is limited or suspended. (`rateLimit`, the
   * property, holds the figures of the latest answer instead, without a request.)
   */
  async getRateLimit(): Promise<RateLimitReport> {
    return (await this.core.send({ method: 'GET', url: this.url('/rate_limit') })).body as RateLimitReport;
  }

  /** createKey (scope `keys:manage`): the new key with its `secret`, shown this once. One Idempotency-Key per call, as createPet (a replay answers without the secret). */
  async createKey(key: NewKey, options: CreateOptions = {}): Promise<Key> {
    return (await this.core.send({ method: 'POST', url: this.url('/keys'), body: key, idempotencyKey: options.idempotencyKey ?? newKey() }))
      .body as Key;
  }

  /** listKeys: one page of keys, oldest first, revoked and expired ones included. */
  async listKeys(params: ListKeysParams = {}): Promise<Page<Key>> {
    return this.page<Key>(this.url('/keys', params));
  }

  /** Every key, page after page. */
  async *keys(params: ListKeysParams = {}): AsyncGenerator<Key, void, undefined> {
    yield* this.walk<Key>(this.url('/keys', params));
  }

  async getKey(keyId: string): Promise<Key> {
    return (await this.core.send({ method: 'GET', url: this.url(`/keys/${encodeURIComponent(keyId)}`) })).body as Key;
  }

  /** revokeKey: the key answers 401 from now on. Not retried after a 503 or a lost answer. */
  async revokeKey(keyId: string): Promise<void> {
    await this.core.send({ method: 'DELETE', url: this.url(`/keys/${encodeURIComponent(keyId)}`) });
  }

  /**
   * rotateKey: a new key (with its `secret`) continuing this one's quota; the old one keeps working for
   * `expiresInSeconds` (default 86400). One Idempotency-Key per call, so a retry after a lost answer
   * answers the same new key (without its secret) instead of failing with `key_inactive`.
   */
  async rotateKey(keyId: string, rotation: RotateKey = {}, options: CreateOptions = {}): Promise<Key> {
    const url = this.url(`/keys/${encodeURIComponent(keyId)}/rotate`);
    return (await this.core.send({ method: 'POST', url, body: rotation, idempotencyKey: options.idempotencyKey ?? newKey() })).body as Key;
  }

  private async page<T>(url: string): Promise<Page<T>> {
    const response = await this.core.send({ method: 'GET', url });
    const next = nextPage(response, this.base);
    return {
      items: response.body as T[],
      next,
      nextCursor: next === undefined ? undefined : (new URL(next).searchParams.get('cursor') ?? undefined),
    };
  }

  private async *walk<T>(first: string): AsyncGenerator<T, void, undefined> {
    for (let url: string | undefined = first; url !== undefined;) {
      const page: Page<T> = await this.page<T>(url);
      yield* page.items;
      url = page.next;
    }
  }

  /** A request answering one resource with its `ETag`, kept for `etagOf`. */
  private async versioned<T extends object>(request: ApiRequest): Promise<T> {
    const response = await this.core.send(request);
    const resource = response.body as T;
    const etag = response.headers.get('etag');
    if (etag !== null) this.etags.set(resource, etag);
    return resource;
  }

  /** A repeatable parameter (listPets' `id`) is sent once per value: `?id=3&id=5`. */
  private url(path: string, query: Record<string, string | number | readonly (string | number)[] | undefined> = {}): string {
    const url = new URL(this.base + path);
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
    }
    return url.href;
  }
}

function nextPage(response: ApiResponse, base: string): string | undefined {
  const target = linkWithRel(response.headers.get('link'), 'next');
  return target === undefined ? undefined : new URL(target, base).href;
}

function ifMatch(options: ChangeOptions): Pick<ApiRequest, 'headers'> {
  return options.ifMatch === undefined ? {} : { headers: { 'if-match': options.ifMatch } };
}

function mergePatch(options: ChangeOptions): Pick<ApiRequest, 'headers' | 'contentType'> {
  return { contentType: 'application/merge-patch+json', ...ifMatch(options) };
}

/** An Idempotency-Key: 122 random bits (crypto.randomUUID, in Node ≥ 19 and every current browser). */
function newKey(): string {
  return globalThis.crypto.randomUUID();
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
