import type { Delivery, DeliveryAttempt, DeliveryStatus, PreviousSecret, WebhookEndpoint } from '../domain/webhooks.js';

export interface EndpointPageQuery {
  /** Only endpoints whose id sorts after this one (ids sort in creation order). */
  readonly afterId?: string;
  /** Only the endpoints of this owner; every endpoint when absent. */
  readonly owner?: string;
  readonly limit: number;
}

/** Where a delivery sits in its endpoint's listing (newest first): by sequence, then by id. */
export interface DeliveryPosition {
  readonly sequence: number;
  /** Empty: before every delivery of that sequence. */
  readonly id: string;
}

export interface DeliveryPageQuery {
  /** Only deliveries after this one in the listing: a lower sequence, or the same and a lower id (newest first). */
  readonly before?: DeliveryPosition;
  /** Only deliveries in one of these statuses; every status when absent. */
  readonly statuses?: readonly DeliveryStatus[];
  readonly limit: number;
}

/** A rotation of an endpoint's secret: the new current one, and the one that keeps signing beside it until it expires. */
export interface SecretRotation {
  readonly secret: string;
  readonly previousSecret?: PreviousSecret;
  /** The rotate-secret request's write tag (Idempotency-Key), if it had one. */
  readonly rotationTag?: string;
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
 * What a dispatcher cannot start an attempt for now (each list as long as its attempts in flight allow: a
 * few dozen at most): the endpoints and the owners at their bound. The due queries pass over them.
 */
export interface DueExclusions {
  readonly endpoints: readonly string[];
  readonly owners: readonly string[];
}

/**
 * Webhook endpoints and their deliveries, shared by every instance (on MongoDB). Each method is one
 * atomic step on one record, unless it says otherwise. Deliveries are kept as long as their event and
 * two days more (`deliveryExpiresAt`), then dropped, on every store. Every adapter
 * must pass test/contract/webhook-store.contract.ts.
 *
 * Due deliveries are found without a walk over endpoints: `nextDue` and `dueEndpoints` are one indexed
 * query each, whatever the number of endpoints, so an instance with nothing to send costs the same with
 * ten thousand endpoints as with none.
 */
export interface WebhookStore {
  /**
   * Stores the endpoint unless its owner holds `maxPerOwner` endpoints already (disabled ones count): false
   * then. Exact under concurrency: of creations racing for an owner's last place, one gets it. Throws
   * WriteTagTakenError when another endpoint carries its `writeTag`.
   */
  addEndpoint(endpoint: WebhookEndpoint, maxPerOwner: number): Promise<boolean>;
  findEndpoint(id: string): Promise<WebhookEndpoint | null>;
  /** The owner's endpoint created with this write tag (an Idempotency-Key's), or null. */
  findEndpointByWriteTag(owner: string, writeTag: string): Promise<WebhookEndpoint | null>;
  /** In creation order. */
  listEndpoints(query: EndpointPageQuery): Promise<WebhookEndpoint[]>;
  /** Removes the endpoint and stops its deliveries; false when there was none. */
  removeEndpoint(id: string): Promise<boolean>;
  /**
   * Writes what a key changed (url, events, description, the lineage it acts for, disabled or not and why, when
   * it was enabled); false when there is no such endpoint. The secrets, the tags, `lastPingAt` and
   * `lastSuccessAt` stay as stored: rotations, pings and the dispatchers keep them.
   */
  replaceEndpoint(endpoint: WebhookEndpoint): Promise<boolean>;
  /**
   * Rotates the endpoint's secrets if its current secret is still `expectedSecret` (a compare-and-set: of
   * rotations racing from one secret, one wins); false otherwise, or when there is no such endpoint.
   */
  rotateSecret(endpointId: string, expectedSecret: string, rotation: SecretRotation): Promise<boolean>;
  /**
   * Takes the endpoint's ping turn at `now` if its last ping is at least `intervalMs` old (of racing pings, one
   * gets it): null then (also when there is no such endpoint), else when the next ping is allowed.
   */
  claimPing(endpointId: string, now: number, intervalMs: number): Promise<number | null>;
  /** Raises the endpoint's `lastSuccessAt` to `at` (never lowers it). */
  recordSuccess(endpointId: string, at: number): Promise<void>;
  /**
   * Disables the endpoint for failing (`disabledAt` = `at`, `disabledFor` = `failing`) if it is enabled and
   * neither succeeded, was created nor was enabled after `failingSince`; true when this call disabled it (of
   * instances racing to, one is told).
   */
  disableFailing(endpointId: string, at: number, failingSince: number): Promise<boolean>;

  /** Stores new deliveries; one whose id exists already is left as it is (fan-out is idempotent). */
  addDeliveries(deliveries: readonly Delivery[]): Promise<void>;
  /** An endpoint's deliveries, newest event first. */
  listDeliveries(endpointId: string, query: DeliveryPageQuery): Promise<Delivery[]>;
  findDelivery(endpointId: string, id: string): Promise<Delivery | null>;
  /**
   * A manual retry: makes the delivery due at `now` for one more attempt, remembering in `manual` the status and
   * next attempt it returns to if that attempt fails; unless it is pending and due already, or an attempt holds
   * it (its lease not over): then that attempt is the one more, and nothing changes. Null when there is no such
   * delivery.
   */
  requeue(endpointId: string, id: string, now: number): Promise<Delivery | null>;
  /**
   * Queues each delivery again (recover): one not stored is added; a stored one that is `failed` and held by no
   * attempt becomes pending, due at `now`, its failures counted from 0; any other is left as it is. Returns how
   * many it queued.
   */
  queueAgain(deliveries: readonly Delivery[], now: number): Promise<number>;
  /**
   * When a delivery next falls due: the earliest `nextAttemptAt` of a pending delivery (a claimed one's is its
   * lease's end), of endpoints and owners not excluded; null when none is pending. Never later than the truth;
   * a store may answer earlier (a mark not yet settled: `claimDue` and `failPending` settle it).
   */
  nextDue(except?: DueExclusions): Promise<number | null>;
  /**
   * Up to `limit` endpoints with a delivery due at `now`, those due the longest first, but the excluded
   * ones; as `nextDue`, it may name an endpoint whose due deliveries were just claimed by another.
   */
  dueEndpoints(now: number, limit: number, except?: DueExclusions): Promise<WebhookEndpoint[]>;
  /**
   * Claims up to `limit` of the endpoint's deliveries due at `now` (pending, `nextAttemptAt` ≤ now), oldest
   * due first, each by a compare-and-set that moves its `nextAttemptAt` to `leaseUntil`: of instances
   * claiming at once, each delivery goes to one. A claim whose holder stopped is due again after the lease.
   */
  claimDue(endpointId: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Writes an attempt's outcome (clearing `manual`) if the claim still holds the delivery; false when it does not (lease over, retried, removed). */
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
