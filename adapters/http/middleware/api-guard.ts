import type { Context, Next } from 'koa';
import { accessOf, UnauthorizedError, type Access, type AdmitRequest, type Admission, type ApiKey, type Authenticate } from '../../../core/index.js';
import { isApiPath, OPENAPI_PATH, RATE_LIMIT_PATH } from '../api-paths.js';
import { bearerCredential } from '../bearer-credential.js';
import { ConnectionDigests } from '../connection-digests.js';
import { sendError, toErrorResponse } from '../http-error.js';
import { admitted } from '../rate-limit-headers.js';
import { replyOf } from '../reply.js';

/** When the calling key stops working (RFC 3339), on every answer to a key that has an expiry (GitHub's `GitHub-Authentication-Token-Expiration`). */
const KEY_EXPIRATION = 'API-Key-Expiration';

const MALFORMED: UnauthorizedError = Object.freeze(new UnauthorizedError('Authorization: must be "Bearer <API key>" with exactly one key.', true));

/**
 * The one path under /v1 that answers without a key: the public documentation, with its own budget
 * per address. Compared, not looked up: a request's path is a fresh string, and hashing it for a set
 * of one cost more than the comparison.
 */
const PUBLIC_PATH = OPENAPI_PATH;

interface ApiState {
  /** The authenticated key; set for every /v1 route except the public API description. */
  apiKey?: ApiKey;
  /** The rate-limit decision of a keyed request (a 304 gives it back; `GET /v1/rate_limit` reports it). */
  admission?: Admission;
}

/**
 * Runs before any /v1 route, unknown routes included: authenticates the caller, then charges the
 * request to its key's buckets (or, without a valid key, to its address's) and adds the
 * rate-limit headers, so every answer, 401 and 404 included, carries them; an answer to a key with an
 * expiry carries `API-Key-Expiration`, so a client in a rotation's overlap learns it must switch. Refuses with 429
 * before 401: an address guessing keys is slowed down too. The public documentation is charged
 * to its own budget per address, and no key is looked at. Refusals are answered here, not
 * thrown: they are expected, and a flood of them must cost less than successful requests.
 * `GET /v1/rate_limit` with a valid key takes no plan token: it draws on the key's exempt bucket,
 * and is answered even while the key is limited or suspended.
 */
export function apiGuard(authenticate: Authenticate, admitRequest: AdmitRequest) {
  const digests = new ConnectionDigests();
  return async function apiGuard(ctx: Context, next: Next): Promise<void> {
    const path = ctx.path;
    if (!isApiPath(path)) {
      await next();
      return;
    }
    // No key is looked at: a client mistyping its key (or guessing keys) must not take the documentation down.
    if (path === PUBLIC_PATH) {
      if (admitted(replyOf(ctx), await admitRequest.forDocs(ctx.ip))) await next();
      return;
    }

    let key: ApiKey | null = null;
    let refusal: UnauthorizedError | null = null;
    const header = ctx.req.headers.authorization ?? '';
    // `Bearer <token68>`, the scheme word in any case, exactly one credential.
    const credential = header === '' ? null : bearerCredential(header);
    // Node keeps the first of several Authorization headers and drops the rest: refuse them all.
    if (header !== '' && (credential === null || countHeader(ctx.req.rawHeaders, 'authorization') > 1)) {
      refusal = MALFORMED;
    } else {
      try {
        const connection = ctx.req.socket;
        key = await authenticate.withDigest(credential ?? undefined, (secret) => digests.digestOf(connection, secret, authenticate.digestOf));
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) throw error;
        refusal = error;
      }
    }

    const reply = replyOf(ctx);
    // Before the limiter's answer, so that a 429 to the key carries it too; a key without expiry pays one comparison.
    if (key?.expiresAt !== undefined) reply.header(KEY_EXPIRATION, key.expiresAt.toISOString());
    let admission: Admission;
    if (key === null) admission = await admitRequest.forAddress(ctx.ip);
    else if (path === RATE_LIMIT_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) admission = await admitRequest.forStatus(key);
    else admission = await admitRequest.forKey(key);
    if (!admitted(reply, admission)) return;
    if (refusal) return sendError(reply, toErrorResponse(refusal));
    if (key) {
      const state = ctx.state as ApiState;
      state.apiKey = key;
      state.admission = admission;
    }
    await next();
  };
}

/** Who asks, as apiGuard authenticated them; a route reached without a key is a wiring error, answered 401. */
export function authenticatedAccess(ctx: Context): Access {
  const key = (ctx.state as ApiState).apiKey;
  if (!key) throw new UnauthorizedError('Authorization: an API key is required; send "Bearer <key>".', false);
  return accessOf(key);
}

/** The rate-limit decision apiGuard made for a keyed request (undefined for a public one). */
export function admissionOf(ctx: Context): Admission | undefined {
  return (ctx.state as ApiState).admission;
}

function countHeader(rawHeaders: readonly string[], lowerCaseName: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    // The spelling clients send (lower case) without lower-casing a copy; any other by it.
    if (name === lowerCaseName || (name.length === lowerCaseName.length && name.toLowerCase() === lowerCaseName)) count++;
  }
  return count;
}
