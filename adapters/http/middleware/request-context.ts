import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import { StoreUnavailableError } from '../../../core/index.js';
import { requestEntered, requestLeft } from '../client-errors.js';
import { HttpError, INTERNAL_ERROR, sendError, toErrorResponse } from '../http-error.js';
import type { HttpLog } from '../http-log.js';
import type { HttpMetrics, HttpOperation } from '../http-metrics.js';
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
  /** Counts every request by operation, method and status, and times it. */
  readonly metrics?: HttpMetrics;
  /** The operation a finished request was (for metrics): the route that matched, else `other`. */
  readonly operationOf?: (ctx: Context) => HttpOperation;
}

/**
 * Outermost middleware: gives the request its id and its Reply, answers every failure with the
 * Error body, turns "no route" into 404, writes one access-log line and reports the request to
 * the metrics. A valid W3C `traceparent` gives the trace id, logged and echoed as `X-Trace-Id`.
 */
export function requestContext(log: HttpLog, options: RequestContextOptions = {}) {
  const newRequestId = requestIds();
  const access = log.access;
  const { metrics } = options;
  const operationOf = options.operationOf ?? (() => 'other' as const);
  const timed = access !== undefined || metrics !== undefined;
  return async function requestContext(ctx: Context, next: Next): Promise<void> {
    const started = timed ? performance.now() : 0;
    metrics?.requestStarted();
    // Node's objects directly on this per-request path: Koa's delegating getters cost more than the work.
    const headers = ctx.req.headers;
    const incoming = headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
    const traceparent = headers.traceparent;
    const traceId = traceparent === undefined ? undefined : traceIdOf(traceparent);
    ctx.state.requestId = requestId;
    requestEntered(ctx.req, ctx.res);
    const reply = startReply(ctx, requestId, traceId);
    try {
      await next();
      if (!reply.isSent) throw new HttpError(404, 'not_found', `No route ${ctx.method} ${ctx.path}.`);
    } catch (error) {
      renderError(reply, error, log, metrics);
    }
    const ms = timed ? performance.now() - started : 0;
    // Node's 408 when the body timed out, not the 400 the app made of the aborted body (client-errors.ts).
    const status = requestLeft(ctx.req, ctx.res);
    metrics?.requestFinished(operationOf(ctx), ctx.req.method!, status, ms / 1000);
    if (access) {
      const entry = { reqId: requestId, method: ctx.req.method!, path: ctx.path, status, ms };
      access(traceId === undefined ? entry : { ...entry, traceId });
    }
  };
}

function renderError(reply: Reply, error: unknown, log: HttpLog, metrics: HttpMetrics | undefined): void {
  const response = toErrorResponse(error);
  if (response === INTERNAL_ERROR) {
    log.error({ reqId: reply.requestId, err: error }, 'unhandled error');
  } else if (error instanceof StoreUnavailableError) {
    // The same label as the metrics' and the message's, so a log search and an alert agree.
    log.warn({ reqId: reply.requestId, store: error.store, err: (error as { cause?: unknown }).cause ?? error }, 'store unavailable');
    metrics?.storeUnavailable(error.store);
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
