import type { Delivery, DeliveryAttempt, DeliveryStatus, WebhookEndpoint } from '../domain/webhooks.js';

export interface EndpointPageQuery {
  /** Only endpoints whose id sorts after this one (ids sort in creation order). */
  readonly afterId?: string;
  /** Only the endpoints of this owner; every endpoint when absent. */
  readonly owner?: string;
  readonly limit: number;
}

export interface DeliveryPageQuery {
  /** Only deliveries of events with a lower sequence (newest first). */
  readonly beforeSequence?: number;
  readonly limit: number;
}

/** What one finished attempt writes, only while the claim that made it still holds the delivery. */
export interface AttemptOutcome {
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttempt[];
  readonly failures: number;
  readonly nextAttemptAt: number;
}

/** A delivery claimed for one attempt: `token` proves the claim when the outcome is written. */
export interface ClaimedDelivery {
  readonly delivery: Delivery;
  readonly token: string;
}

/**
 * Webhook endpoints and their deliveries, shared by every instance (on MongoDB). Each method is one
 * atomic step on one record. Every adapter must pass test/contract/webhook-store.contract.ts.
 */
export interface WebhookStore {
  addEndpoint(endpoint: WebhookEndpoint): Promise<void>;
  findEndpoint(id: string): Promise<WebhookEndpoint | null>;
  /** In creation order. */
  listEndpoints(query: EndpointPageQuery): Promise<WebhookEndpoint[]>;
  /** Removes the endpoint and stops its deliveries; false when there was none. */
  removeEndpoint(id: string): Promise<boolean>;
  /** Writes what a key changed (the lineage it acts for, disabled or not); false when there is no such endpoint. */
  replaceEndpoint(endpoint: WebhookEndpoint): Promise<boolean>;

  /** Stores new deliveries; one whose id exists already is left as it is (fan-out is idempotent). */
  addDeliveries(deliveries: readonly Delivery[]): Promise<void>;
  /** An endpoint's deliveries, newest event first. */
  listDeliveries(endpointId: string, query: DeliveryPageQuery): Promise<Delivery[]>;
  findDelivery(endpointId: string, id: string): Promise<Delivery | null>;
  /**
   * Makes the delivery due at `now` for one more attempt (pending again if it was given up), unless an
   * attempt holds it (its lease not over): then that attempt is the one more. Null when there is no such delivery.
   */
  requeue(endpointId: string, id: string, now: number): Promise<Delivery | null>;
  /**
   * Claims up to `limit` of the endpoint's deliveries due at `now` (pending, `nextAttemptAt` ≤ now), oldest
   * due first, each by a compare-and-set that moves its `nextAttemptAt` to `leaseUntil`: of instances
   * claiming at once, each delivery goes to one. A claim whose holder stopped is due again after the lease.
   */
  claimDue(endpointId: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Writes an attempt's outcome if the claim still holds the delivery; false when it does not (lease over, retried, removed). */
  finishAttempt(claim: ClaimedDelivery, outcome: AttemptOutcome): Promise<boolean>;
  /**
   * Ends, as `failed` with an attempt recording `error` at `at`, every pending delivery of the endpoint
   * that no attempt holds (an attempt under way may finish). Returns how many it ended.
   */
  failPending(endpointId: string, error: string, at: number): Promise<number>;
  /** When the oldest event still pending delivery was created, or null when none is pending. */
  oldestPending(): Promise<number | null>;

  /** The sequence up to which events have been fanned out into deliveries (0 at first). */
  fanOutPosition(): Promise<number>;
  /** Moves the fan-out position forward to `sequence` (never back). */
  advanceFanOut(sequence: number): Promise<void>;
}
