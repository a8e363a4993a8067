import { PLANS, type Plan } from '../domain/api-key.js';
import type { IdempotentOperationName } from '../domain/idempotency-claim.js';
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
 * What the use cases report as it happens, for an operator's counters (bootstrap wires it to the
 * metrics adapter). Only figures from fixed sets: never a key id, an address or a pet. Every
 * method must be cheap and must not throw: it runs on the request path.
 */
export interface ServiceEvents {
  /** A rate-limit decision of the limiter store. */
  admission(outcome: TakeOutcome, plan: ChargedPlan): void;
  /** The refusal that started a temporary ban. */
  banStarted(plan: ChargedPlan): void;
  /** The limiter store failed; the request was let through (`open`) or refused with 503 (`closed`). */
  limiterFailure(mode: 'open' | 'closed'): void;
  /** A request of `operation` with an Idempotency-Key that wrote nothing: answered from an earlier one, or refused. */
  idempotency(operation: IdempotentOperationName, outcome: IdempotencyOutcome): void;
  petCreated(): void;
  /** A resource was written but its Idempotency-Key record could not be completed (the database failed). */
  recordFailure(): void;
}

/** Reports nothing: the default of every use case. */
export const NO_SERVICE_EVENTS: ServiceEvents = Object.freeze({
  admission: () => undefined,
  banStarted: () => undefined,
  limiterFailure: () => undefined,
  idempotency: () => undefined,
  petCreated: () => undefined,
  recordFailure: () => undefined,
});
