/** The rate-limit figures of the latest answer that carried them (DESIGN.md "Rate limits"). */
export interface RateLimitFigures {
  /** `X-RateLimit-Limit`: capacity of the key's bucket with the fewest tokens left (e.g. 60 a minute on Free). */
  readonly limit: number;
  /** `X-RateLimit-Remaining`: whole requests left in that bucket after the answered one. */
  readonly remaining: number;
  /** `X-RateLimit-Reset`: Unix time in seconds when that bucket is full again (for a suspended key: the end of the ban). */
  readonly reset: number;
  /**
   * How long that bucket takes to refill by one request, in ms: its window over its quota, from the IETF
   * `RateLimit` (which bucket) and `RateLimit-Policy` (`q`, `w`) fields; without them, estimated from
   * `reset` (the time until full over the requests missing); undefined when neither says.
   */
  readonly refillIntervalMs: number | undefined;
  /** When this client received them, by its clock (ms since the epoch). */
  readonly receivedAt: number;
}

/** The figures of an answer, or undefined when it has none (a CORS preflight, an unmetered answer while the limiter is down). */
export function rateLimitFiguresOf(headers: Headers, receivedAt: number): RateLimitFigures | undefined {
  const limit = wholeNumber(headers.get('x-ratelimit-limit'));
  const remaining = wholeNumber(headers.get('x-ratelimit-remaining'));
  const reset = wholeNumber(headers.get('x-ratelimit-reset'));
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  const refill =
    refillIntervalMs(headers.get('ratelimit'), headers.get('ratelimit-policy')) ?? estimatedRefillIntervalMs(limit, remaining, reset, receivedAt);
  return { limit, remaining, reset, refillIntervalMs: refill, receivedAt };
}

/** `Retry-After` as whole seconds (the service sends delta-seconds; an HTTP date is read too, against `now`). */
export function retryAfterSeconds(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const seconds = wholeNumber(value);
  if (seconds !== undefined) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** `RateLimit: "minute";r=0;t=60` names the bucket; `RateLimit-Policy: "minute";q=60;w=60, "day";q=1000;w=86400` gives its quota and window. */
function refillIntervalMs(rateLimit: string | null, policy: string | null): number | undefined {
  const bucket = /^\s*"([^"]*)"/.exec(rateLimit ?? '')?.[1];
  if (bucket === undefined) return undefined;
  for (const item of (policy ?? '').split(',')) {
    if (/^\s*"([^"]*)"/.exec(item)?.[1] !== bucket) continue;
    const quota = Number(/;\s*q=(\d+)/.exec(item)?.[1]);
    const window = Number(/;\s*w=(\d+)/.exec(item)?.[1]);
    return quota > 0 && window > 0 ? (window * 1000) / quota : undefined;
  }
  return undefined;
}

/**
 * Without the IETF fields: the time until the bucket is full over the requests it lacks. `reset` is rounded
 * up, so this errs long (slower, never early), as long as this clock and the service's agree.
 */
function estimatedRefillIntervalMs(limit: number, remaining: number, reset: number, receivedAt: number): number | undefined {
  const untilFull = reset * 1000 - receivedAt;
  return limit > remaining && untilFull > 0 ? untilFull / (limit - remaining) : undefined;
}

function wholeNumber(value: string | null): number | undefined {
  return value !== null && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : undefined;
}
