import type { Context, Next } from 'koa';
import { HttpError } from '../http-error.js';

export interface ReadinessReport {
  readonly ready: boolean;
  /** One line per store, e.g. `{ pets: 'ok', rateLimiter: 'unreachable (failing open)' }`. */
  readonly checks: Readonly<Record<string, string>>;
}

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
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    const report = await readiness();
    if (report.ready) {
      ctx.body = { status: 'ready', checks: report.checks };
    } else {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { code: 'service_unavailable', message: 'A store is unreachable.', status: 503, checks: report.checks };
    }
  }
}
