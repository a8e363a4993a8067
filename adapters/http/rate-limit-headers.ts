import type { QuotaPlan, RateLimitStatus } from '../../core/index.js';
import type { Reply } from './reply.js';

/** RateLimit-Policy per plan: plans are long-lived objects (QuotaPolicy builds each once), their text too. */
const policyFields = new WeakMap<QuotaPlan, string>();

/**
 * The rate-limit figures as DESIGN.md's headers: GitHub's X-RateLimit-* trio and the IETF fields
 * of draft-ietf-httpapi-ratelimit-headers, e.g. `RateLimit-Policy: "minute";q=60;w=60, "day";q=1000;w=86400`
 * and `RateLimit: "minute";r=59;t=1`.
 */
export function addRateLimitHeaders(reply: Reply, status: RateLimitStatus): void {
  reply
    .header('X-RateLimit-Limit', String(status.limit))
    .header('X-RateLimit-Remaining', String(status.remaining))
    .header('X-RateLimit-Reset', String(status.resetAt))
    .header('RateLimit-Policy', policyFieldOf(status.plan))
    .header('RateLimit', `"${status.bucket.name}";r=${status.remaining};t=${status.secondsUntilReset}`);
}

/** The figures of a request given back (a 304), in place of those the guard added. */
export function replaceRateLimitHeaders(reply: Reply, status: RateLimitStatus): void {
  reply
    .replaceHeader('X-RateLimit-Limit', String(status.limit))
    .replaceHeader('X-RateLimit-Remaining', String(status.remaining))
    .replaceHeader('X-RateLimit-Reset', String(status.resetAt))
    .replaceHeader('RateLimit-Policy', policyFieldOf(status.plan))
    .replaceHeader('RateLimit', `"${status.bucket.name}";r=${status.remaining};t=${status.secondsUntilReset}`);
}

function policyFieldOf(plan: QuotaPlan): string {
  let field = policyFields.get(plan);
  if (field === undefined) {
    field = plan.buckets.map((b) => `"${b.name}";q=${b.capacity};w=${Math.ceil(b.windowMs / 1000)}`).join(', ');
    policyFields.set(plan, field);
  }
  return field;
}
