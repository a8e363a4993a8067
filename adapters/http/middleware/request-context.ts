import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { createAccessLog } from '../../logging/access-log.js';
import { HttpError, toErrorResponse, INTERNAL_ERROR } from '../http-error.js';
import { addHeader, applyPendingHeaders, isAnswered, keepPendingHeaders, sendJson } from '../response.js';

const BASE_HEADERS = 3;
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Request ids made here: a random per-process prefix and a counter. Unique across processes
 * for every practical purpose, and a tenth of the cost of a random UUID per request.
 */
const ID_PREFIX = `${randomBytes(8).toString('hex')}-`;
let lastId = 0;
export function newRequestId(): string {
  return ID_PREFIX + (++lastId).toString(36);
}

/**
 * Outermost middleware: gives the request its id, answers every failure with the Error body,
 * turns "no route" into 404, and writes one access-log line. Headers set earlier in the chain
 * (rate-limit figures) survive an error because the response is rendered here, not by Koa.
 */
export function requestContext(logger: Logger, accessLog = true) {
  const writeAccessLine = accessLog ? createAccessLog(logger) : null;
  return async function requestContext(ctx: Context, next: Next): Promise<void> {
    const started = writeAccessLine ? performance.now() : 0;
    // Node's objects directly on this per-request path: Koa's delegating getters cost more than the work.
    const incoming = ctx.req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
    ctx.state.requestId = requestId;
    // The first BASE_HEADERS collected: an error answer falls back on them alone (renderError).
    addHeader(ctx, 'X-Request-Id', requestId);
    addHeader(ctx, 'X-Content-Type-Options', 'nosniff');
    addHeader(ctx, 'Cache-Control', 'no-store');
    try {
      await next();
      if (!isAnswered(ctx) && ctx.status === 404) {
        throw new HttpError(404, 'not_found', `No route ${ctx.method} ${ctx.path}.`);
      }
      applyPendingHeaders(ctx);
    } catch (error) {
      renderError(ctx, error, logger, requestId);
    }
    if (writeAccessLine) {
      writeAccessLine(requestId, ctx.req.method!, ctx.path, ctx.res.statusCode, Math.round((performance.now() - started) * 10) / 10);
    }
  };
}

function renderError(ctx: Context, error: unknown, logger: Logger, requestId: string): void {
  const response = toErrorResponse(error);
  if (response === INTERNAL_ERROR) {
    logger.error({ reqId: requestId, err: error }, 'unhandled error');
  } else if (response.status === 503) {
    logger.warn({ reqId: requestId, err: (error as { cause?: unknown }).cause ?? error }, 'store unavailable');
  }
  // Answered already (a failure while the body was being sent): the client has its status.
  if (ctx.res.headersSent) return;
  // A failure after a body was chosen (e.g. a stream) leaves the headers of that body behind.
  ctx.res.removeHeader('Content-Length');
  ctx.res.removeHeader('Content-Encoding');
  for (const name in response.headers) addHeader(ctx, name, response.headers[name]!);
  try {
    sendJson(ctx, response.body, response.status);
  } catch (writeError) {
    // A header collected on the way was invalid (Node refused it): a plain 500 with the base headers.
    logger.error({ reqId: requestId, err: writeError }, 'response headers refused');
    keepPendingHeaders(ctx, BASE_HEADERS);
    sendJson(ctx, INTERNAL_ERROR.body, INTERNAL_ERROR.status);
  }
}
