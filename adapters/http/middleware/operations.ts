import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { ReadinessReport } from '../../shared/readiness-report.js';
import { bearerCredential } from '../bearer-credential.js';
import { HttpError } from '../http-error.js';
import type { HttpOperation, MetricsEndpoint } from '../http-metrics.js';
import { replyOf } from '../reply.js';

const HEALTHY = JSON.stringify({ status: 'ok' });
export const METRICS_PATH = '/metrics';

/** The operation names of the paths answered here (for metrics). */
export const OPERATION_PATHS: ReadonlyMap<string, HttpOperation> = new Map([
  ['/healthz', 'healthz'],
  ['/readyz', 'readyz'],
  [METRICS_PATH, 'metrics'],
]);

/**
 * `/healthz` (the process answers) and `/readyz` (its stores answer), outside /v1 and without a
 * key; `/metrics` when `metrics` is given (with its token when it has one).
 */
export function operations(readiness: () => Promise<ReadinessReport>, metrics?: MetricsEndpoint) {
  const serveMetrics = metrics ? metricsAnswer(metrics) : undefined;
  // Not async: the API's requests pass straight through without a promise of their own.
  return function operations(ctx: Context, next: Next): Promise<void> {
    const path = ctx.path;
    if (path === METRICS_PATH && serveMetrics) return readOnly(ctx).then(() => serveMetrics(ctx));
    if (path !== '/healthz' && path !== '/readyz') return next();
    return answer(ctx);
  };

  async function answer(ctx: Context): Promise<void> {
    await readOnly(ctx);
    const reply = replyOf(ctx);
    if (ctx.path === '/healthz') return reply.json(200, HEALTHY);
    const report = await readiness();
    if (report.ready) return reply.json(200, JSON.stringify({ status: 'ready', checks: report.checks }));
    reply
      .header('Retry-After', '5')
      .json(503, JSON.stringify({ code: 'service_unavailable', message: 'A store is unreachable.', status: 503, checks: report.checks }));
  }
}

async function readOnly(ctx: Context): Promise<void> {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    throw new HttpError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; allowed: GET, HEAD.`, { Allow: 'GET, HEAD' });
  }
}

/** `GET /metrics`: the exposition text; with a token, only for `Authorization: Bearer <token>`. */
export function metricsAnswer(endpoint: MetricsEndpoint): (ctx: Context) => Promise<void> {
  const expected = endpoint.token === undefined ? undefined : digest(endpoint.token);
  return async (ctx) => {
    if (expected !== undefined) {
      const sent = ctx.req.headers.authorization;
      // The scheme word in any case, as for API keys; digests of equal length compared in constant
      // time, so the answer's timing tells nothing about the token.
      const token = sent === undefined ? null : bearerCredential(sent);
      if (token === null || !timingSafeEqual(digest(token), expected)) {
        throw new HttpError('unauthorized', 'Authorization: the metrics need "Bearer <METRICS_TOKEN>".', {
          'WWW-Authenticate': `Bearer realm="metrics"${sent === undefined ? '' : ', error="invalid_token"'}`,
        });
      }
    }
    const { contentType, text } = await endpoint.render();
    replyOf(ctx).send(200, contentType, text);
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
