import type { EventType } from './events.js';

/**
 * A URL the store posts events to (DESIGN.md "Events and webhooks"). It acts for a key lineage: what
 * it receives, and whether it receives anything, is decided by that lineage's active key now.
 */
export interface WebhookEndpoint {
  readonly id: string;
  readonly url: string;
  /** The event types it subscribed to (at least one, no repeats). */
  readonly events: readonly EventType[];
  /** `whsec_` + base64 of the signing key: shown once, at creation. */
  readonly secret: string;
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

/** One event to one endpoint, with its attempts (oldest first). */
export interface Delivery {
  readonly id: string;
  readonly endpointId: string;
  readonly sequence: number;
  readonly type: EventType;
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttempt[];
  /** Failed attempts so far: the next delay is the schedule's figure at this place. */
  readonly failures: number;
  /** When the event was created: the age of the oldest undelivered event is measured from it. */
  readonly eventCreatedAt: number;
  /** When it may be attempted (next): due from then on; a claim moves it past the lease. */
  readonly nextAttemptAt: number;
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
