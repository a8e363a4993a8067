import type { Context, Next } from 'koa';
import { UnauthorizedError, type AdmitRequest, type ApiKey, type Authenticate } from '../../../core/index.js';
import { isApiPath, OPENAPI_PATH } from '../api-paths.js';
import { quotaRefusal, sendError, toErrorResponse } from '../http-error.js';
import { addRateLimitHeaders } from '../rate-limit-headers.js';
import { replyOf } from '../reply.js';

/** `Bearer <token68>`, the scheme word in any case, exactly one credential. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;
const MALFORMED: UnauthorizedError = Object.freeze(
  new UnauthorizedError('The Authorization header must be "Bearer <API key>" with exactly one key.', true),
);

/** Paths under /v1 that answer without a key (still rate-limited, per address). */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([OPENAPI_PATH]);

interface ApiState {
  /** The authenticated key; set for every /v1 route except the public API description. */
  apiKey?: ApiKey;
}

/**
 * Runs before any /v1 route, unknown routes included: authenticates the caller, then charges the
 * request to its key's buckets (or, without a valid key, to its address's) and adds the
 * rate-limit headers, so every answer, 401 and 404 included, carries them. Refuses with 429
 * before 401: an address guessing keys is slowed down too. Refusals are answered here, not
 * thrown: they are expected, and a flood of them must cost less than successful requests.
 */
export function apiGuard(authenticate: Authenticate, admitRequest: AdmitRequest) {
  return async function apiGuard(ctx: Context, next: Next): Promise<void> {
    const path = ctx.path;
    if (!isApiPath(path)) {
      await next();
      return;
    }

    let key: ApiKey | null = null;
    let refusal: UnauthorizedError | null = null;
    const header = ctx.req.headers.authorization ?? '';
    const match = header === '' ? null : BEARER.exec(header);
    // Node keeps the first of several Authorization headers and drops the rest: refuse them all.
    if (header !== '' && (!match || countHeader(ctx.req.rawHeaders, 'authorization') > 1)) {
      refusal = MALFORMED;
    } else {
      try {
        key = await authenticate.execute(match?.[1]);
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) throw error;
        refusal = error;
      }
    }

    const reply = replyOf(ctx);
    const admission = key ? await admitRequest.forKey(key) : await admitRequest.forAddress(ctx.ip);
    if (admission.status) addRateLimitHeaders(reply, admission.status);
    if (admission.outcome !== 'admitted') return sendError(reply, quotaRefusal(admission.outcome, admission.status!.retryAfter));
    if (refusal && !PUBLIC_PATHS.has(path)) return sendError(reply, toErrorResponse(refusal));
    if (key) (ctx.state as ApiState).apiKey = key;
    await next();
  };
}

/** The key apiGuard authenticated; undefined when the guard was not among the layers (a benchmark's ablation). */
export function authenticatedKeyOf(ctx: Context): ApiKey | undefined {
  return (ctx.state as ApiState).apiKey;
}

function countHeader(rawHeaders: readonly string[], lowerCaseName: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === lowerCaseName.length && name.toLowerCase() === lowerCaseName) count++;
  }
  return count;
}
