import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import { NO_SERVICE_EVENTS, StoreUnavailableError, type ServiceEvents } from '../../../core/index.js';
import { requestEntered, requestLeft } from '../client-errors.js';
import { HttpError, INTERNAL_ERROR, sendError, toErrorResponse } from '../http-error.js';
import type { HttpLog } from '../http-log.js';
import type { HttpOperation } from '../http-metrics.js';
import { startReply, type Reply } from '../reply.js';
import { traceIdOf } from '../trace-context.js';

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

export interface RequestContextOptions {
  /** Told of every request as it arrives and once it is answered (the metrics, the access line), and of 503s for an unreachable store. */
  readonly events?: ServiceEvents;
  /** The operation a finished request was: the route that matched, else `other`. */
  readonly operationOf?: (ctx: Context) => HttpOperation;
}

/**
 * Outermost middleware: gives the request its id and its Reply, answers every failure with the
 * Error body, turns "no route" into 404, and reports the answered request, its fields gathered
 * once, to the service's events (whence its access line and its metrics). A valid W3C
 * `traceparent` gives the trace id, logged and echoed as `X-Trace-Id`.
 */
export function requestContext(log: HttpLog, options: RequestContextOptions = {}) {
  const newRequestId = requestIds();
  const events = options.events ?? NO_SERVICE_EVENTS;
  const operationOf = options.operationOf ?? (() => 'other' as const);
  return async function requestContext(ctx: Context, next: Next): Promise<void> {
    const started = performance.now();
    events.requestStarted();
    // Node's objects directly on this per-request path: Koa's delegating getters cost more than the work.
    const req = ctx.req;
    const headers = req.headers;
    const incoming = headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
    const traceparent = headers.traceparent;
    const traceId = traceparent === undefined ? undefined : traceIdOf(traceparent);
    ctx.state.requestId = requestId;
    requestEntered(req, ctx.res);
    const reply = startReply(ctx, requestId, traceId);
    try {
      await next();
      if (!reply.isSent) throw new HttpError('not_found', `No route ${ctx.method} ${ctx.path}.`);
    } catch (error) {
      renderError(reply, error, log, events);
    }
    events.requestAnswered({
      operation: operationOf(ctx),
      reqId: requestId,
      method: req.method!,
      path: ctx.path,
      // Node's 408 when the body timed out, not the 400 the app made of the aborted body (client-errors.ts).
      status: requestLeft(req, ctx.res),
      ms: performance.now() - started,
      traceId,
    });
  };
}

function renderError(reply: Reply, error: unknown, log: HttpLog, events: ServiceEvents): void {
  const response = toErrorResponse(error);
  if (response === INTERNAL_ERROR) {
    log.error({ reqId: reply.requestId, err: error }, 'unhandled error');
  } else if (error instanceof StoreUnavailableError) {
    // The same label as the metrics' and the message's, so a log search and an alert agree.
    log.warn({ reqId: reply.requestId, store: error.store, err: (error as { cause?: unknown }).cause ?? error }, 'store unavailable');
    events.storeUnavailable(error.store);
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
