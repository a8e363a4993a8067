import { limitsOf, type ApiKey, type QuotaLimits } from './api-key.js';
import type { BanRule, BucketSpec, TakeResult } from '../ports/token-bucket-store.port.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface QuotaSettings {
  /** Requests a minute per client address for requests without a valid key (DESIGN.md: 30). */
  readonly anonymousPerMinute: number;
  /** When a key that keeps sending while limited is suspended. */
  readonly ban: BanRule;
}

export const DEFAULT_QUOTA_SETTINGS: QuotaSettings = {
  anonymousPerMinute: 30,
  ban: { threshold: 20, windowMs: 60_000, durationMs: 15 * 60_000 },
};

/** The buckets a caller draws on, with the header values that describe them. */
export interface QuotaPlan {
  readonly buckets: readonly BucketSpec[];
  /** Bucket names as used in the IETF RateLimit fields, parallel to `buckets`. */
  readonly names: readonly string[];
  /** Value of the RateLimit-Policy field, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400`. */
  readonly policyField: string;
}

/** What a decision means for the caller: the figures of DESIGN.md "Rate limits". */
export interface RateLimitStatus {
  /** X-RateLimit-Limit: capacity of the bucket with the fewest tokens left. */
  readonly limit: number;
  /** X-RateLimit-Remaining: whole tokens left in that bucket after this request. */
  readonly remaining: number;
  /** X-RateLimit-Reset: Unix seconds, rounded up, when that bucket is full again. */
  readonly resetAt: number;
  /** RateLimit-Policy field. */
  readonly policyField: string;
  /** RateLimit field: `"<name>";r=<remaining>;t=<seconds until full>`. */
  readonly rateLimitField: string;
  /** Retry-After seconds (≥ 1) when refused; 0 when admitted. */
  readonly retryAfter: number;
}

/** Builds the quota plans from the settings once, so a decision allocates nothing but its result. */
export class QuotaPolicy {
  readonly anonymous: QuotaPlan;
  private readonly byLimits = new Map<string, QuotaPlan>();
  private readonly byLimitsObject = new WeakMap<QuotaLimits, QuotaPlan>();

  constructor(readonly settings: QuotaSettings = DEFAULT_QUOTA_SETTINGS) {
    this.anonymous = plan([['minute', settings.anonymousPerMinute, MINUTE_MS]]);
  }

  /** The two buckets of a key: per minute and per day, each refilled continuously. */
  planFor(key: Pick<ApiKey, 'plan' | 'customLimits'>): QuotaPlan {
    const limits: QuotaLimits = limitsOf(key);
    // The limits object of a plan (or of a key held in memory) is the same on every request.
    let found = this.byLimitsObject.get(limits);
    if (found) return found;
    const id = `${limits.perMinute}/${limits.perDay}`;
    found = this.byLimits.get(id);
    if (!found) {
      found = plan([
        ['minute', limits.perMinute, MINUTE_MS],
        ['day', limits.perDay, DAY_MS],
      ]);
      this.byLimits.set(id, found);
    }
    this.byLimitsObject.set(limits, found);
    return found;
  }

  /** Turns a store decision into the caller's figures. */
  describe(quota: QuotaPlan, result: TakeResult): RateLimitStatus {
    const { levels, now } = result;
    let tightest = 0;
    for (let i = 1; i < levels.length; i++) if (levels[i]!.tokens < levels[tightest]!.tokens) tightest = i;
    const level = levels[tightest]!;
    const limit = quota.buckets[tightest]!.capacity;
    const name = quota.names[tightest]!;

    if (result.outcome === 'suspended') {
      const secondsLeft = ceilSeconds(result.suspendedUntil - now);
      return {
        limit,
        remaining: 0,
        resetAt: Math.ceil(result.suspendedUntil / 1000),
        policyField: quota.policyField,
        rateLimitField: `"${name}";r=0;t=${secondsLeft}`,
        retryAfter: secondsLeft,
      };
    }
    // A hair of tolerance so 59.9999999 tokens after float arithmetic still reads 60.
    const remaining = Math.max(0, Math.floor(level.tokens + 1e-9));
    return {
      limit,
      remaining,
      resetAt: Math.ceil((now + level.msUntilFull) / 1000),
      policyField: quota.policyField,
      rateLimitField: `"${name}";r=${remaining};t=${Math.ceil(level.msUntilFull / 1000)}`,
      retryAfter: result.outcome === 'limited' ? retryAfterOf(quota.buckets, levels) : 0,
    };
  }
}

/** Whole seconds (≥ 1, rounded up) until every bucket holds at least one token. */
export function retryAfterOf(buckets: readonly BucketSpec[], levels: TakeResult['levels']): number {
  let waitMs = 0;
  for (let i = 0; i < buckets.length; i++) {
    const missing = 1 - levels[i]!.tokens;
    if (missing > 0) waitMs = Math.max(waitMs, (missing * buckets[i]!.windowMs) / buckets[i]!.capacity);
  }
  return ceilSeconds(waitMs);
}

function ceilSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function plan(entries: ReadonlyArray<readonly [string, number, number]>): QuotaPlan {
  return {
    buckets: entries.map(([, capacity, windowMs]) => ({ capacity, windowMs })),
    names: entries.map(([name]) => name),
    policyField: entries.map(([name, q, w]) => `"${name}";q=${q};w=${w / 1000}`).join(', '),
  };
}
