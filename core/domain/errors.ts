/**
 * Domain failures. Each carries a stable machine code; adapters map codes to their own
 * vocabulary (the HTTP adapter to statuses, a CLI to exit codes). Messages are safe to show.
 */
export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'not_found'
  | 'gone'
  | 'idempotency_key_reused'
  | 'idempotency_key_in_progress'
  | 'service_unavailable'
  | 'invalid_transition'
  | 'pet_reserved'
  | 'pet_not_available'
  | 'pet_not_found'
  | 'precondition_failed'
  | 'insufficient_scope'
  | 'grant_exceeds_caller'
  | 'last_manager_key'
  | 'key_inactive'
  | 'open_order_limit'
  | 'key_limit'
  | 'endpoint_limit'
  | 'endpoint_disabled'
  | 'rate_limited';

/** One invalid field or parameter, as listed in the Error body's optional `details`. */
export interface FieldProblem {
  readonly field: string;
  readonly problem: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Facts a client can act on (the offending field, the holding order, the current status). */
    readonly details?: readonly FieldProblem[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Problems listed at most: an error answer must never be much larger than the request that caused it. */
export const MAX_LISTED_PROBLEMS = 10;

export class ValidationError extends DomainError {
  declare readonly details: readonly FieldProblem[];
  constructor(problems: readonly FieldProblem[]) {
    const details = problems.slice(0, MAX_LISTED_PROBLEMS);
    const more = problems.length - details.length;
    super(
      'invalid_request',
      details.map((d) => `${d.field}: ${d.problem}`).join('; ') + (more > 0 ? `; and ${more} more problem${more > 1 ? 's' : ''}` : '') + '.',
      details,
    );
  }
  static of(field: string, problem: string): ValidationError {
    return new ValidationError([{ field, problem }]);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not_found', message);
  }
  /** "No pet has the id 12.": the one wording of a missing resource, in the core and at the edge alike. */
  static forId(resource: 'pet' | 'order' | 'API key', id: number | string): NotFoundError {
    return new NotFoundError(`No ${resource} has the id ${id}.`);
  }
}

export class UnauthorizedError extends DomainError {
  /** True when a credential was presented (and rejected), false when none was given. */
  constructor(
    message: string,
    readonly credentialGiven: boolean,
  ) {
    super('unauthorized', message);
  }
}

export class GoneError extends DomainError {
  constructor(message: string) {
    super('gone', message);
  }
}

/**
 * The stores a request can find unreachable, named alike wherever an outage is reported: the Error
 * body's message, the metrics' `store` label, the log line's `store` field. `database`: pets,
 * orders, API keys and Idempotency-Key records (MongoDB); `rate_limiter`: the token buckets (Redis).
 */
export const STORE_LABELS = ['database', 'rate_limiter'] as const;
export type StoreLabel = (typeof STORE_LABELS)[number];

const STORE_WORDS: Readonly<Record<StoreLabel, string>> = { database: 'database', rate_limiter: 'rate limiter' };

/** A store the use case depends on did not answer in time; the caller may retry later. */
export class StoreUnavailableError extends DomainError {
  constructor(
    readonly store: StoreLabel,
    readonly retryAfterSeconds = 1,
    options?: { cause?: unknown },
  ) {
    super('service_unavailable', `The ${STORE_WORDS[store]} is temporarily unavailable; retry later.`);
    if (options && 'cause' in options) (this as { cause?: unknown }).cause = options.cause;
  }
}

export class IdempotencyConflictError extends DomainError {
  constructor(code: 'idempotency_key_reused' | 'idempotency_key_in_progress', message: string) {
    super(code, message);
  }
}

/**
 * ApiKeyRepository.add refused the key: its id or its digest (the same secret) is stored already.
 * Every adapter answers this one type, so a caller (seeding at start-up, the CLI) can tell "exists"
 * from a failure. The message never quotes the digest.
 */
export class DuplicateApiKeyError extends DomainError {
  constructor(
    readonly field: 'id' | 'digest',
    options?: { cause?: unknown },
  ) {
    super('invalid_request', `An API key with this ${field} exists already.`);
    if (options && 'cause' in options) (this as { cause?: unknown }).cause = options.cause;
  }
}

/**
 * A move the status rules forbid, a pet held by an open order, an order for a pet that is not
 * available, the last standing manager key, a key that cannot be rotated, an owner at its open
 * orders' or active keys' limit: the request conflicts with the current state (HTTP 409).
 */
export class ConflictError extends DomainError {
  constructor(
    code:
      | 'invalid_transition'
      | 'pet_reserved'
      | 'pet_not_available'
      | 'last_manager_key'
      | 'key_inactive'
      | 'open_order_limit'
      | 'key_limit'
      | 'endpoint_limit'
      | 'endpoint_disabled',
    message: string,
    details?: readonly FieldProblem[],
  ) {
    super(code, message, details);
  }
}

/** An operation with a bound of its own (a webhook endpoint's pings) asked again too soon: 429 with Retry-After. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/** The caller's precondition (If-Match) names a version the resource no longer has (or, `why`, names it in a way that cannot match). */
export class PreconditionFailedError extends DomainError {
  constructor(what: string, why = `${what} has changed since the version it names; read it again and retry`) {
    super('precondition_failed', `If-Match: ${why}.`);
  }
}

/** An order names a pet that does not exist (any more): the request is well formed but cannot be processed. */
export class PetNotFoundError extends DomainError {
  constructor(petId: number) {
    super('pet_not_found', `petId: no pet has the id ${petId}.`, [{ field: 'petId', problem: `no pet has the id ${petId}` }]);
  }
}
