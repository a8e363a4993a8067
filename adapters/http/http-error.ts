import {
  DomainError,
  IdempotencyConflictError,
  InsufficientScopeError,
  RateLimitedError,
  StoreUnavailableError,
  UnauthorizedError,
  type FieldProblem,
  type TakeOutcome,
} from '../../core/index.js';
import { statusOf, type ErrorCodeName } from './error-codes.js';
import type { Reply } from './reply.js';

/** A failure that exists only at the HTTP level (wrong method, body too large, wrong media type…). */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCodeName,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = statusOf(code);
  }
}

/** What goes on the wire for a failure: DESIGN.md's Error table. */
export interface ErrorResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: { code: string; message: string; status: number; details?: readonly FieldProblem[] };
}

const WWW_AUTHENTICATE = 'Bearer realm="animal-store"';
const WWW_AUTHENTICATE_INVALID = 'Bearer realm="animal-store", error="invalid_token"';

export const INTERNAL_ERROR: ErrorResponse = {
  status: 500,
  headers: {},
  body: { code: 'internal_error', message: 'Internal server error.', status: 500 },
};

/**
 * Maps anything thrown while handling a request to its Error response. Only our own messages
 * reach the client; unknown errors become a bare 500 (the caller logs the original).
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof DomainError) {
    const status = statusOf(error.code);
    const body: ErrorResponse['body'] = { code: error.code, message: error.message, status };
    if (error.details !== undefined) body.details = error.details;
    return { status, headers: headersOf(error), body };
  }
  if (error instanceof HttpError) {
    return { status: error.status, headers: error.headers, body: { code: error.code, message: error.message, status: error.status } };
  }
  return INTERNAL_ERROR;
}

function headersOf(error: DomainError): Record<string, string> {
  if (error instanceof UnauthorizedError) {
    return { 'WWW-Authenticate': error.credentialGiven ? WWW_AUTHENTICATE_INVALID : WWW_AUTHENTICATE };
  }
  if (error instanceof InsufficientScopeError) return insufficientScopeHeaders(error);
  if (error instanceof StoreUnavailableError || error instanceof RateLimitedError) {
    return { 'Retry-After': String(error.retryAfterSeconds) };
  }
  if (error instanceof IdempotencyConflictError && error.code === 'idempotency_key_in_progress') {
    return { 'Retry-After': '1' };
  }
  return {};
}

const insufficientScope = new Map<string, Readonly<Record<string, string>>>();

/** RFC 6750 §3.1: the challenge names the error and the scope that would do. */
function insufficientScopeHeaders(error: InsufficientScopeError): Readonly<Record<string, string>> {
  let headers = insufficientScope.get(error.scope);
  if (headers === undefined) {
    headers = Object.freeze({ 'WWW-Authenticate': `${WWW_AUTHENTICATE}, error="insufficient_scope", scope="${error.scope}"` });
    insufficientScope.set(error.scope, headers);
  }
  return headers;
}

/**
 * The answer to a request over its quota (`limited`) or from a suspended key. Built as an answer,
 * not thrown: under a flood of refusals an Error with its stack trace would cost more than the
 * answer itself.
 */
export function quotaRefusal(outcome: Exclude<TakeOutcome, 'admitted'>, retryAfter: number): ErrorResponse {
  const [code, message] =
    outcome === 'suspended'
      ? ['key_suspended', `This API key is suspended for repeatedly exceeding its rate limit; retry after ${seconds(retryAfter)}.`]
      : ['rate_limited', `Rate limit exceeded; retry after ${seconds(retryAfter)}.`];
  return { status: 429, headers: { 'Retry-After': String(retryAfter) }, body: { code, message, status: 429 } };
}

function seconds(count: number): string {
  return count === 1 ? '1 second' : `${count} seconds`;
}

/** Answers with an Error body; throws only when Node refuses a header collected on the way. */
export function sendError(reply: Reply, response: ErrorResponse): void {
  for (const name in response.headers) reply.header(name, response.headers[name]!);
  reply.json(response.status, JSON.stringify(response.body));
}
