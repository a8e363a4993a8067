import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { API_BASE } from '../api-paths.js';
import { HttpError } from '../http-error.js';
import { ACCEPT_PATCH } from '../middleware/json-body.js';
import { replyOf } from '../reply.js';

/** The router of every /v1 route; each area (routes/*-routes.ts) adds its own to it. */
export function apiRouter(): Router {
  // Case-sensitive: /V1/pets is not an alias of /v1/pets (the guard in front still covers it).
  return new Router({ prefix: API_BASE, sensitive: true });
}

/**
 * After the routes: a known path with another method is 405 with `Allow`; OPTIONS answers 204 with
 * `Allow` (and `Accept-Patch` where PATCH is allowed, RFC 5789 §3.1); the rest falls to 404.
 */
export async function methodNotAllowed(ctx: Context, next: Next): Promise<void> {
  const matched = (ctx as Context & { matched?: { methods: string[] }[] }).matched;
  const reply = replyOf(ctx);
  const allowed = reply.isSent || !matched ? [] : [...new Set(matched.flatMap((layer) => layer.methods))];
  if (allowed.length === 0) {
    await next();
    return;
  }
  const allow = allowed.join(', ');
  if (ctx.method === 'OPTIONS') {
    if (allowed.includes('PATCH')) reply.header('Accept-Patch', ACCEPT_PATCH);
    return reply.header('Allow', allow).empty(204);
  }
  throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allow}.`, { Allow: allow });
}
