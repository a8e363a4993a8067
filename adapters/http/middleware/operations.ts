import type { Context, Next } from 'koa';
import type { ReadinessReport } from '../http-app.js';
import { HttpError } from '../http-error.js';
import { replyOf } from '../reply.js';

const HEALTHY = JSON.stringify({ status: 'ok' });

/** `/healthz` (the process answers) and `/readyz` (its stores answer), outside /v1 and without a key. */
export function operations(readiness: () => Promise<ReadinessReport>) {
  // Not async: the API's requests pass straight through without a promise of their own.
  return function operations(ctx: Context, next: Next): Promise<void> {
    const path = ctx.path;
    if (path !== '/healthz' && path !== '/readyz') return next();
    return answer(ctx);
  };

  async function answer(ctx: Context): Promise<void> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; allowed: GET, HEAD.`, { Allow: 'GET, HEAD' });
    }
    const reply = replyOf(ctx);
    if (ctx.path === '/healthz') return reply.json(200, HEALTHY);
    const report = await readiness();
    if (report.ready) return reply.json(200, JSON.stringify({ status: 'ready', checks: report.checks }));
    reply
      .header('Retry-After', '5')
      .json(503, JSON.stringify({ code: 'service_unavailable', message: 'A store is unreachable.', status: 503, checks: report.checks }));
  }
}
