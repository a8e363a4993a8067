import type { Context, Next } from 'koa';
import { replyOf } from '../reply.js';

/** The methods of the API a browser may call (the preflight answers them all: routes tell 405 apart). */
const ALLOW_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';
/** The request headers a browser may send beyond the CORS-safelisted ones. */
const ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key, If-Match, If-None-Match, X-Request-Id, traceparent';
/** How long a browser may reuse a preflight answer (seconds; Chromium caps it at 7200). */
const MAX_AGE = '600';

/**
 * Cross-origin access for browsers, for the exact origins listed (CORS_ORIGINS), nothing for any
 * other. A preflight (OPTIONS with Access-Control-Request-Method) from a listed origin is answered
 * here, before the guard: browsers never send credentials with it, so it cannot carry a key. Every
 * other request from a listed origin goes on with Access-Control-Allow-Origin and the exposed
 * headers (`exposedHeaders`: those a script may read) collected on its Reply, so errors (401, 429) carry them too and a script can read them.
 */
export function cors(origins: readonly string[], exposedHeaders: readonly string[]) {
  const allowed: ReadonlySet<string> = new Set(origins);
  const exposed = exposedHeaders.join(', ');
  return async function cors(ctx: Context, next: Next): Promise<void> {
    const reply = replyOf(ctx);
    // The answer depends on Origin: caches must not hand one origin's answer to another.
    reply.header('Vary', 'Origin');
    const origin = ctx.req.headers.origin;
    if (origin === undefined || !allowed.has(origin)) {
      await next();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin);
    if (ctx.method === 'OPTIONS' && ctx.req.headers['access-control-request-method'] !== undefined) {
      reply
        .header('Access-Control-Allow-Methods', ALLOW_METHODS)
        .header('Access-Control-Allow-Headers', ALLOW_HEADERS)
        .header('Access-Control-Max-Age', MAX_AGE)
        .empty(204);
      return;
    }
    reply.header('Access-Control-Expose-Headers', exposed);
    await next();
  };
}
