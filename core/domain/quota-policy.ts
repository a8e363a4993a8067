import { limitsOf, type ApiKey, type QuotaLimits } from './api-key.js';
import type { BanRule, BucketSpec, BucketsState, TakeResult } from '../ports/token-bucket-store.port.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface QuotaSettings {
  /** Requests a minute per client address for requests without a valid key (DESIGN.md: 30). */
  readonly anonymousPerMinute: number;
  /** When a key that keeps sending while limited is suspended. */
  readonly ban: BanRule;
}

const DEFAULT_QUOTA_SETTINGS: QuotaSettings = {
  anonymousPerMinute: 30,
  ban: { threshold: 20, windowMs: 60_000, durationMs: 15 * 60_000 },
};

/** A bucket of a quota plan, named as clients see it (`minute`, `day`). */
interface NamedBucket extends BucketSpec {
  readonly name: string;
}

/** The buckets a caller draws on. */
export interface QuotaPlan {
  readonly buckets: readonly NamedBucket[];
}

/** One bucket's figures as `GET /v1/rate_limit` reports them. */
interface BucketReport {
  readonly limit: number;
  readonly remaining: number;
  /** Unix seconds, rounded up, when the bucket is full again. */
  readonly reset: number;
}

/** A key's quota as it stands, by bucket name (`minute`, `day`), and the end of a ban in force. */
export interface QuotaReport {
  readonly buckets: Readonly<Record<string, BucketReport>>;
  /** Unix seconds, rounded up; absent when no ban is in force. */
  readonly suspendedUntil?: number;
}

/** What a decision means for the caller: the figures of DESIGN.md "Rate limits". */
export interface RateLimitStatus {
  /** The plan the request was charged to. */
  readonly plan: QuotaPlan;
  /** The bucket reported: the one with the fewest tokens left. */
  readonly bucket: NamedBucket;
  /** Capacity of that bucket. */
  readonly limit: number;
  /** Whole tokens left in that bucket after this request (0 while suspended). */
  readonly remaining: number;
  /** Unix seconds, rounded up, when that bucket is full again (or the ban ends). */
  readonly resetAt: number;
  /** Whole seconds, rounded up, until then. */
  readonly secondsUntilReset: number;
  /** Seconds (≥ 1) a refused caller should wait; 0 when admitted. */
  readonly retryAfter: number;
}

/**
 * The quota rules: which buckets a caller draws on, and what a store's decision means in figures.
 * Plans are built once per distinct limits, so every request of a key sees the same plan object
 * (which lets an adapter cache what it derives from a plan).
 */
export class QuotaPolicy {
  readonly anonymous: QuotaPlan;
  /** Plans by per-minute, then per-day figure. */
  private readonly plans = new Map<number, Map<number, QuotaPlan>>();
  /** Exempt plans by per-minute figure. */
  private readonly exemptPlans = new Map<number, QuotaPlan>();

  constructor(readonly settings: QuotaSettings = DEFAULT_QUOTA_SETTINGS) {
    this.anonymous = { buckets: [{ name: 'minute', capacity: settings.anonymousPerMinute, windowMs: MINUTE_MS }] };
  }

  /** The two buckets of a key: per minute and per day, each refilled continuously. */
  planFor(key: Pick<ApiKey, 'plan' | 'customLimits'>): QuotaPlan {
    const { perMinute, perDay }: QuotaLimits = limitsOf(key);
    let byDay = this.plans.get(perMinute);
    if (byDay === undefined) this.plans.set(perMinute, (byDay = new Map<number, QuotaPlan>()));
    let plan = byDay.get(perDay);
    if (plan === undefined) {
      plan = {
        buckets: [
          { name: 'minute', capacity: perMinute, windowMs: MINUTE_MS },
          { name: 'day', capacity: perDay, windowMs: DAY_MS },
        ],
      };
      byDay.set(perDay, plan);
    }
    return plan;
  }

  /**
   * The second bucket of a key (`exempt`, the size of its plan's minute bucket): what `GET /v1/rate_limit`
   * and conditional GETs answered 304 draw on instead of the plan, so that neither can be flooded.
   */
  exemptPlanFor(key: Pick<ApiKey, 'plan' | 'customLimits'>): QuotaPlan {
    const { perMinute } = limitsOf(key);
    let plan = this.exemptPlans.get(perMinute);
    if (plan === undefined) {
      plan = { buckets: [{ name: 'exempt', capacity: perMinute, windowMs: MINUTE_MS }] };
      this.exemptPlans.set(perMinute, plan);
    }
    return plan;
  }

  /** The figures of an admitted decision as if its token had not been taken: what a request given back reports. */
  describeGivenBack(plan: QuotaPlan, result: TakeResult): RateLimitStatus {
    const levels = result.levels.map((level, i) => {
      const { capacity, windowMs } = plan.buckets[i]!;
      return { tokens: Math.min(capacity, level.tokens + 1), msUntilFull: Math.max(0, level.msUntilFull - windowMs / capacity) };
    });
    return this.describe(plan, { ...result, levels });
  }

  /** A peek at a plan's buckets in the figures of a decision that took nothing. */
  describeState(plan: QuotaPlan, state: BucketsState): RateLimitStatus {
    return this.describe(plan, { outcome: state.suspendedUntil > 0 ? 'suspended' : 'admitted', ...state });
  }

  /** Every bucket's figures and the ban, for `GET /v1/rate_limit`. */
  report(plan: QuotaPlan, state: BucketsState): QuotaReport {
    const buckets: Record<string, BucketReport> = {};
    plan.buckets.forEach((bucket, i) => {
      const level = state.levels[i]!;
      buckets[bucket.name] = {
        limit: bucket.capacity,
        remaining: Math.max(0, Math.floor(level.tokens + 1e-9)),
        reset: Math.ceil((state.now + level.msUntilFull) / 1000),
      };
    });
    return state.suspendedUntil > 0 ? { buckets, suspendedUntil: Math.ceil(state.suspendedUntil / 1000) } : { buckets };
  }

  /** Turns a store decision into the caller's figures. */
  describe(plan: QuotaPlan, result: TakeResult): RateLimitStatus {
    const { levels, now } = result;
    let tightest = 0;
    for (let i = 1; i < levels.length; i++) if (levels[i]!.tokens < levels[tightest]!.tokens) tightest = i;
    const level = levels[tightest]!;
    const bucket = plan.buckets[tightest]!;

    if (result.outcome === 'suspended') {
      const secondsLeft = ceilSeconds(result.suspendedUntil - now);
      return {
        plan,
        bucket,
        limit: bucket.capacity,
        remaining: 0,
        resetAt: Math.ceil(result.suspendedUntil / 1000),
        secondsUntilReset: secondsLeft,
        retryAfter: secondsLeft,
      };
    }
    return {
      plan,
      bucket,
      limit: bucket.capacity,
      // A hair of tolerance so 59.9999999 tokens after float arithmetic still reads 60.
      remaining: Math.max(0, Math.floor(level.tokens + 1e-9)),
      resetAt: Math.ceil((now + level.msUntilFull) / 1000),
      secondsUntilReset: Math.ceil(level.msUntilFull / 1000),
      retryAfter: result.outcome === 'limited' ? retryAfterOf(plan.buckets, levels) : 0,
    };
  }
}

/** Whole seconds (≥ 1, rounded up) until every bucket holds at least one token. */
function retryAfterOf(buckets: readonly BucketSpec[], levels: TakeResult['levels']): number {
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
