import { eventIdOf, type EventType } from './events.js';

/** `events: ["*"]`: every type the lineage may read, those added later included (resolved at fan-out, never stored expanded). */
export const EVERY_EVENT_TYPE = '*';
/** What an endpoint subscribes to: event types, or `*` alone. */
export type EventSubscription = EventType | typeof EVERY_EVENT_TYPE;

/**
 * A URL the store posts events to (DESIGN.md "Events and webhooks"). It acts for a key lineage: what
 * it receives, and whether it receives anything, is decided by that lineage's active key now.
 */
export interface WebhookEndpoint {
  readonly id: string;
  readonly url: string;
  /** The event types it subscribed to (at least one, no repeats), or `*` alone. */
  readonly events: readonly EventSubscription[];
  /** What its owner calls it (display text, as a pet's name); absent when none was given. */
  readonly description?: string;
  /** `whsec_` + base64 of the current signing key: every attempt is signed with it. */
  readonly secret: string;
  /**
   * The secret before the last rotation, still signing every attempt (a second signature) until
   * `expiresAt`; a second rotation replaces it, so an endpoint never holds more than two.
   */
  readonly previousSecret?: PreviousSecret;
  /** The write tag of the createWebhookEndpoint request (Idempotency-Key) that made it. */
  readonly writeTag?: string;
  /** The write tag of the rotate-secret request (Idempotency-Key) that made its current secret. */
  readonly rotationTag?: string;
  /** When it was last pinged: the next ping is allowed PING_INTERVAL_MS later. Kept by the store, never written by a key's change. */
  readonly lastPingAt?: number;
  readonly createdAt: number;
  /** The owner of the keys that manage it: its creator's. */
  readonly owner: string;
  /** The key lineage it acts for (the lineage's first key id): at creation the creator's, then the adopter's. */
  readonly actsFor: string;
  /**
   * Set when it was disabled, by a key (PATCH `disabled: true`) or for failing (WEBHOOK_DISABLE_AFTER):
   * nothing is queued or sent until a key enables it again.
   */
  readonly disabledAt?: number;
  /** Why it was disabled (with `disabledAt`); `manual` when absent (stored before endpoints were disabled for failing). */
  readonly disabledFor?: StoredDisabledReason;
  /** When a key last enabled it (PATCH `disabled: false`, an adoption included): failing is counted from then at the earliest. */
  readonly enabledAt?: number;
  /**
   * When an attempt last delivered to it, as the dispatchers recorded it (each at most SUCCESS_RECORDED_EVERY_MS
   * behind the truth): kept by the store, never written by a key's change.
   */
  readonly lastSuccessAt?: number;
}

export interface PreviousSecret {
  readonly secret: string;
  readonly expiresAt: number;
}

/** Whether the endpoint receives events of `type` (its lineage's visibility aside): subscribed, or subscribed to every type. */
export function subscribesTo(endpoint: Pick<WebhookEndpoint, 'events'>, type: EventType): boolean {
  return endpoint.events.includes(EVERY_EVENT_TYPE) || endpoint.events.includes(type);
}

/** The secrets an attempt at `now` is signed with: the current one, and the previous one during a rotation's overlap. */
export function signingSecrets(endpoint: Pick<WebhookEndpoint, 'secret' | 'previousSecret'>, now: number): string[] {
  const previous = endpoint.previousSecret;
  return previous !== undefined && previous.expiresAt > now ? [endpoint.secret, previous.secret] : [endpoint.secret];
}

/** DESIGN.md: at most one ping per endpoint per 10 s. */
export const PING_INTERVAL_MS = 10_000;

/** Why an endpoint was disabled, as stored: by a key, or for failing since WEBHOOK_DISABLE_AFTER. */
export type StoredDisabledReason = 'manual' | 'failing';

/**
 * Why an endpoint reads disabled: a key disabled it, it failed for WEBHOOK_DISABLE_AFTER, or its lineage has
 * no active key holding `webhooks:manage`.
 */
export type DisabledReason = StoredDisabledReason | 'key_inactive';

/** The default of WEBHOOK_DISABLE_AFTER (Stripe's three days of failures). */
export const DEFAULT_DISABLE_AFTER_MS = 3 * 86_400_000;

/**
 * How stale an endpoint's `lastSuccessAt` may be: a dispatcher writes a success only when the one stored is
 * older than this, so a busy endpoint costs no write per delivery; next to WEBHOOK_DISABLE_AFTER (days) it is nothing.
 */
export const SUCCESS_RECORDED_EVERY_MS = 60_000;

/**
 * Since when the endpoint may have been failing: its last success, or its creation or last enabling if later.
 * An attempt that fails at least WEBHOOK_DISABLE_AFTER after this disables it (DESIGN.md "Bounds").
 */
export function failingSince(endpoint: WebhookEndpoint): number {
  return Math.max(endpoint.createdAt, endpoint.enabledAt ?? -Infinity, endpoint.lastSuccessAt ?? -Infinity);
}

/** The default of MAX_WEBHOOK_ENDPOINTS_PER_OWNER (Stripe's figure); disabled endpoints count. */
export const DEFAULT_MAX_WEBHOOK_ENDPOINTS_PER_OWNER = 16;

/**
 * A delivery is kept as long as its event (EVENT_RETENTION_DAYS) and this much longer, on every store: the
 * retries of an event created just before its retention ends can still be read in the delivery log.
 */
const DELIVERY_KEPT_BEYOND_EVENT_MS = 2 * 86_400_000;

/** When a delivery of an event created at `eventCreatedAt` is dropped: once this instant has passed. */
export function deliveryExpiresAt(eventCreatedAt: number, eventRetentionMs: number): number {
  return eventCreatedAt + eventRetentionMs + DELIVERY_KEPT_BEYOND_EVENT_MS;
}

/** The attempt error of a delivery its endpoint could no longer send: the lineage inactive, or the endpoint disabled. */
export const KEY_INACTIVE = 'key_inactive';
export const ENDPOINT_DISABLED = 'endpoint_disabled';
/** The attempt error of a delivery whose event the lineage may no longer read (an adopter with fewer scopes). */
export const EVENT_NOT_VISIBLE = 'not_visible';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One try: when, and the receiver's HTTP status or why there was none. */
export interface DeliveryAttempt {
  readonly at: number;
  readonly status?: number;
  readonly error?: string;
}

/** The type of a ping's delivery: a signed `{ "type": "ping" }`, not an event. */
export const PING = 'ping';

/**
 * One event to one endpoint, with its attempts (oldest first); or one ping (`type: "ping"`, a single
 * attempt, never retried, never counted toward disabling).
 */
export interface Delivery {
  readonly id: string;
  readonly endpointId: string;
  /**
   * The event's sequence; for a ping, the latest sequence when it was made. Deliveries are listed by it, then by
   * id, newest first, so a ping sits among the deliveries of its time.
   */
  readonly sequence: number;
  readonly type: EventType | typeof PING;
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttempt[];
  /** Failed attempts so far: the next delay is the schedule's figure at this place. */
  readonly failures: number;
  /** When the event was created: the age of the oldest undelivered event is measured from it. */
  readonly eventCreatedAt: number;
  /** When it may be attempted (next): due from then on; a claim moves it past the lease. */
  readonly nextAttemptAt: number;
  /**
   * While a manual retry's attempt is due or under way: the state it returns to if that attempt fails (a
   * manual retry changes neither the failure count nor the schedule). Cleared by the attempt's outcome.
   */
  readonly manual?: { readonly status: DeliveryStatus; readonly nextAttemptAt: number };
}

/** Whether the delivery is a ping's. */
export function isPing(delivery: Pick<Delivery, 'type'>): boolean {
  return delivery.type === PING;
}

/** Attempts kept per delivery: the newest, so manual retries cannot grow a record without bound. */
export const MAX_KEPT_ATTEMPTS = 25;

/** The default of WEBHOOK_RETRY_SCHEDULE: the delays after the first, second, … failed attempt; then given up. */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [5_000, 60_000, 600_000, 3_600_000, 21_600_000, 86_400_000];

/** Each delay its figure ±20 %, so receivers that come back are not hit by every delivery at once. */
const RETRY_JITTER = 0.2;

/**
 * The delay before the next attempt after `failures` scheduled failures, or null when the schedule is
 * spent (the delivery is given up). `random` in [0, 1).
 */
export function retryDelay(schedule: readonly number[], failures: number, random: number): number | null {
  const base = schedule[failures - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random));
}

/** Only a 2xx answer delivers (redirects are not followed). */
export function isDelivered(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status <= 299;
}

/** Ids of keys, endpoints, deliveries and events: opaque, 1–64 characters of `A-Za-z0-9_-`. */
export const OPAQUE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The delivery of an event to an endpoint, its id made of both: the same as fan-out's, so an event is queued once. */
export function newDelivery(
  endpoint: Pick<WebhookEndpoint, 'id'>,
  event: { readonly sequence: number; readonly type: EventType; readonly createdAt: number },
): Delivery {
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
