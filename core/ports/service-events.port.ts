import { PLANS, type Plan } from '../domain/api-key.js';
import type { IdempotentOperationName } from '../domain/idempotency-claim.js';
import type { IdempotencyRecordKey } from './idempotency-store.port.js';
import type { TakeOutcome } from './token-bucket-store.port.js';

/**
 * Whose buckets a request was charged to: a key's plan, `anonymous` (a request without a valid key,
 * by client address) or `docs` (the public documentation, by client address).
 */
export type ChargedPlan = Plan | 'anonymous' | 'docs';
export const CHARGED_PLANS: readonly ChargedPlan[] = [...PLANS, 'anonymous', 'docs'];

/** What an Idempotency-Key decided when it did not lead to a new resource. */
export type IdempotencyOutcome = 'replayed' | 'mismatch' | 'in_progress';

/**
 * A request the driving adapter answered: every field the access line and the request metrics
 * need, gathered once. Field names are the access line's.
 */
export interface AnsweredRequest {
  /** The operation (an operationId from a set fixed at start-up, or `other`): never a raw path. */
  readonly operation: string;
  /** The request id (`X-Request-Id`). */
  readonly reqId: string;
  /** As the client sent it. */
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Time to answer, in milliseconds. */
  readonly ms: number;
  /** The W3C trace id the request came with, if any. */
  readonly traceId?: string | undefined;
}

/**
 * Everything the service reports as it happens, from the driving adapter (each request) and the
 * use cases (their decisions and the failures they survive): the one way of reporting, with one
 * implementation per audience (bootstrap wires the metrics, the log and the shutdown's count of
 * requests to it). Methods run on the request path: implementations keep them cheap and must
 * not throw.
 */
export interface ServiceEvents {
  /** A request arrived (in flight until `requestAnswered`). */
  requestStarted(): void;
  requestAnswered(request: AnsweredRequest): void;
  /** A request was answered 503 because a store was unreachable (`store` as the core names it). */
  storeUnavailable(store: string): void;
  /** A rate-limit decision of the limiter store. */
  admission(outcome: TakeOutcome, plan: ChargedPlan): void;
  /** The refusal that started a temporary ban. */
  banStarted(plan: ChargedPlan): void;
  /** The limiter store failed with `error`; the request was let through (`open`) or refused with 503 (`closed`). */
  limiterFailure(mode: 'open' | 'closed', error: unknown): void;
  /** The limiter store failed with `error` while giving back a 304's plan token: the request kept its answer, the key paid the token. */
  refundFailure(error: unknown): void;
  /** A request of `operation` with an Idempotency-Key that wrote nothing: answered from an earlier one, or refused. */
  idempotency(operation: IdempotentOperationName, outcome: IdempotencyOutcome): void;
  petCreated(): void;
  /**
   * A resource was written but its Idempotency-Key record could not be completed (`error`: the
   * database failed under a request). The client still gets its answer; a retry answers in progress
   * until the lease ends, then finds the resource by its write tag.
   */
  recordFailure(error: unknown, context: { readonly operation: IdempotentOperationName; readonly id: IdempotencyRecordKey }): void;
}

/** Reports nothing: the default of every use case. */
export const NO_SERVICE_EVENTS: ServiceEvents = Object.freeze({
  requestStarted: () => undefined,
  requestAnswered: () => undefined,
  storeUnavailable: () => undefined,
  admission: () => undefined,
  banStarted: () => undefined,
  limiterFailure: () => undefined,
  refundFailure: () => undefined,
  idempotency: () => undefined,
  petCreated: () => undefined,
  recordFailure: () => undefined,
});
