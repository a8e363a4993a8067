import type { Context, Next } from 'koa';

export interface ReadinessReport {
  readonly ready: boolean;
  /** One line per store, e.g. `{ pets: 'ok', rateLimiter: 'unreachable (failing open)' }`. */
  readonly checks: Readonly<Record<string, string>>;
}

/** `/healthz` (the process answers) and `/readyz` (its stores answer), outside /v1 and without a key. */
export function operations(readiness: () => Promise<ReadinessReport>) {
  return async function operations(ctx: Context, next: Next): Promise<void> {
    if (ctx.path === '/healthz' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const report = await readiness();
      if (report.ready) {
        ctx.body = { status: 'ready', checks: report.checks };
      } else {
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = { code: 'service_unavailable', message: 'A store is unreachable.', status: 503, checks: report.checks };
      }
      return;
    }
    return next();
  };
}
