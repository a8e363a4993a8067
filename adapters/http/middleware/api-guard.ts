import type { Context, Next } from 'koa';
import {
  QuotaExceededError,
  UnauthorizedError,
  withoutStackTrace,
  type AdmitRequest,
  type ApiKey,
  type Authenticate,
  type RateLimitStatus,
  type SecretDigestMemo,
} from '../../../core/index.js';
import { addHeader } from '../response.js';

/** `Bearer <token68>`, the scheme word in any case, exactly one credential. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;
const MALFORMED = new UnauthorizedError('The Authorization header must be "Bearer <API key>" with exactly one key.', true);

export const API_PREFIX = '/v1';
const PUBLIC_PATHS = new Set(['/v1/openapi.json']);

export interface ApiState {
  requestId: string;
  /** The authenticated key; set for every /v1 route except the public API description. */
  apiKey?: ApiKey;
}

/**
 * Runs before any /v1 route, unknown routes included: authenticates the caller, then charges the
 * request to its key's buckets (or, without a valid key, to its address's) and sets the
 * rate-limit headers, so every answer, 401 and 404 included, carries them. Refuses with 429
 * before 401: an address guessing keys is slowed down too.
 */
export function apiGuard(authenticate: Authenticate, admitRequest: AdmitRequest) {
  // One digest memo per connection: a client sends the same key with each request on it, hashed
  // once. The memo goes away with the connection (ARCHITECTURE.md: a proxy's connections).
  const digestMemos = new WeakMap<object, SecretDigestMemo>();
  const memoOf = (connection: object | null | undefined): SecretDigestMemo | undefined => {
    // A request object a host made up may come without a socket: then no memo, the key is hashed.
    if (typeof connection !== 'object' || connection === null) return undefined;
    let memo = digestMemos.get(connection);
    if (memo === undefined) digestMemos.set(connection, (memo = {}));
    return memo;
  };

  return async function apiGuard(ctx: Context, next: Next): Promise<void> {
    const path = ctx.path;
    if (!isUnderApiPrefix(path)) return next();

    let key: ApiKey | null = null;
    let refusal: UnauthorizedError | null = null;
    const header = ctx.req.headers.authorization ?? '';
    const match = header === '' ? null : BEARER.exec(header);
    // Node keeps the first of several Authorization headers and drops the rest: refuse them all.
    if (header !== '' && (!match || countHeader(ctx.req.rawHeaders, 'authorization') > 1)) {
      refusal = MALFORMED;
    } else {
      try {
        key = await authenticate.execute(match?.[1], memoOf(ctx.req.socket));
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) throw error;
        refusal = error;
      }
    }

    const admission = key ? await admitRequest.forKey(key) : await admitRequest.forAddress(ctx.ip);
    if (admission.status) setRateLimitHeaders(ctx, admission.status);
    if (admission.outcome !== 'admitted') throw quotaError(admission.outcome, admission.status!.retryAfter);
    if (refusal && !PUBLIC_PATHS.has(path)) throw refusal;
    if (key) (ctx.state as ApiState).apiKey = key;
    return next();
  };
}

/** The key apiGuard authenticated; a route reached without one is a wiring error, answered 401. */
export function authenticatedKey(ctx: Context): ApiKey {
  const key = (ctx.state as ApiState).apiKey;
  if (!key) throw new UnauthorizedError('An API key is required: send "Authorization: Bearer <key>".', false);
  return key;
}

/** `/v1` or below, in any letter case, so no spelling of the prefix slips past the guard. */
function isUnderApiPrefix(path: string): boolean {
  const c1 = path.charCodeAt(1);
  return (c1 === 118 || c1 === 86) && path.charCodeAt(2) === 49 && (path.length === 3 || path.charCodeAt(3) === 47);
}

function countHeader(rawHeaders: readonly string[], lowerCaseName: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === lowerCaseName.length && name.toLowerCase() === lowerCaseName) count++;
  }
  return count;
}

function setRateLimitHeaders(ctx: Context, status: RateLimitStatus): void {
  addHeader(ctx, 'X-RateLimit-Limit', String(status.limit));
  addHeader(ctx, 'X-RateLimit-Remaining', String(status.remaining));
  addHeader(ctx, 'X-RateLimit-Reset', String(status.resetAt));
  addHeader(ctx, 'RateLimit-Policy', status.policyField);
  addHeader(ctx, 'RateLimit', status.rateLimitField);
}

function quotaError(outcome: 'limited' | 'suspended', retryAfter: number): QuotaExceededError {
  return withoutStackTrace(() => refusal(outcome, retryAfter));
}

function refusal(outcome: 'limited' | 'suspended', retryAfter: number): QuotaExceededError {
  return outcome === 'suspended'
    ? new QuotaExceededError(
        'key_suspended',
        `This API key is suspended for repeatedly exceeding its rate limit; retry after ${retryAfter} seconds.`,
        retryAfter,
      )
    : new QuotaExceededError('rate_limited', `Rate limit exceeded; retry after ${retryAfter} seconds.`, retryAfter);
}
