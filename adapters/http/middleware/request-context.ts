import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import { HttpError, INTERNAL_ERROR, sendError, toErrorResponse } from '../http-error.js';
import type { HttpLog } from '../http-log.js';
import { startReply, type Reply } from '../reply.js';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const INTERNAL_ERROR_JSON = JSON.stringify(INTERNAL_ERROR.body);

/**
 * Request ids made here: a random prefix per app and a counter (`3f9c0a1b2c3d4e5f-1a`). Unique
 * across processes for every practical purpose, at a tenth of the cost of a UUID per request.
 */
function requestIds(): () => string {
  const prefix = `${randomBytes(8).toString('hex')}-`;
  let last = 0;
  return () => prefix + (++last).toString(36);
}

/**
 * Outermost middleware: gives the request its id and its Reply, answers every failure with the
 * Error body, turns "no route" into 404, and writes one access-log line.
 */
export function requestContext(log: HttpLog) {
  const newRequestId = requestIds();
  const access = log.access;
  return async function requestContext(ctx: Context, next: Next): Promise<void> {
    const started = access ? performance.now() : 0;
    // Node's objects directly on this per-request path: Koa's delegating getters cost more than the work.
    const incoming = ctx.req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
    ctx.state.requestId = requestId;
    const reply = startReply(ctx, requestId);
    try {
      await next();
      if (!reply.isSent) throw new HttpError(404, 'not_found', `No route ${ctx.method} ${ctx.path}.`);
    } catch (error) {
      renderError(reply, error, log);
    }
    if (access) {
      access({ reqId: requestId, method: ctx.req.method!, path: ctx.path, status: ctx.res.statusCode, ms: performance.now() - started });
    }
  };
}

function renderError(reply: Reply, error: unknown, log: HttpLog): void {
  const response = toErrorResponse(error);
  if (response === INTERNAL_ERROR) {
    log.error({ reqId: reply.requestId, err: error }, 'unhandled error');
  } else if (response.status === 503) {
    log.warn({ reqId: reply.requestId, err: (error as { cause?: unknown }).cause ?? error }, 'store unavailable');
  }
  // Answered already (a failure while the body was being sent): the client has its status.
  if (reply.isSent) return;
  try {
    sendError(reply, response);
  } catch (writeError) {
    // A header collected on the way was invalid (Node refused it): a plain 500 without them.
    log.error({ reqId: reply.requestId, err: writeError }, 'response headers refused');
    reply.fallback(INTERNAL_ERROR.status, INTERNAL_ERROR_JSON);
  }
}
