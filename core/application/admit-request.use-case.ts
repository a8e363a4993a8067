import { lineageOf } from '../domain/access.js';
import type { ApiKey } from '../domain/api-key.js';
import { StoreUnavailableError } from '../domain/errors.js';
import { QuotaPolicy, type QuotaPlan, type QuotaReport, type RateLimitStatus } from '../domain/quota-policy.js';
import { NO_SERVICE_EVENTS, type ChargedPlan, type ServiceEvents } from '../ports/service-events.port.js';
import type { TakeOutcome, TakeResult, TokenBucketStore } from '../ports/token-bucket-store.port.js';

export type LimiterFailureMode = 'open' | 'closed';

export interface Admission {
  readonly outcome: TakeOutcome;
  /** The figures for the rate-limit headers; null when the limiter store failed and the request was let through. */
  readonly status: RateLimitStatus | null;
  /** The decision of an admitted key's request, which a conditional GET answered 304 gives back. */
  readonly taken?: { readonly key: ApiKey; readonly result: TakeResult };
  /** `GET /v1/rate_limit` admitted: the plan's buckets as they stand (nothing taken from them). */
  readonly report?: QuotaReport;
}

const ADMITTED_UNMETERED: Admission = { outcome: 'admitted', status: null };

/** A key's subject in the limiter store: its lineage's, so a rotated key continues its predecessor's quota and ban. */
function keySubjectOf(key: ApiKey): string {
  return `key:${lineageOf(key)}`;
}

/**
 * admitRequest: charges one request to its caller's buckets, a key's own (its lineage's: a rotated
 * key continues its predecessor's quota and ban) or, without a valid key, its client address's.
 * When the limiter store fails, `open` lets requests through unmetered (availability first) and
 * `closed` refuses them with StoreUnavailableError.
 *
 * Two kinds of request take no plan token (DESIGN.md "Rate limits"): `GET /v1/rate_limit`
 * (`forStatus`) and a conditional GET answered 304 (`giveBack`). Both draw on a second bucket per
 * key instead (QuotaPolicy.exemptPlanFor), so that neither can be used to flood the service.
 */
export class AdmitRequest {
  constructor(
    private readonly store: TokenBucketStore,
    private readonly policy: QuotaPolicy = new QuotaPolicy(),
    private readonly failureMode: LimiterFailureMode = 'open',
    private readonly events: ServiceEvents = NO_SERVICE_EVENTS,
  ) {}

  /** Nearly every request passes here: the store's decision is awaited directly, one async step, not through `take`. */
  async forKey(key: ApiKey): Promise<Admission> {
    const plan = this.policy.planFor(key);
    let result: TakeResult;
    try {
      result = await this.store.take({ subject: keySubjectOf(key), buckets: plan.buckets, ban: this.policy.settings.ban });
    } catch (error) {
      return this.failed(error);
    }
    this.charged(result, key.plan);
    const status = this.policy.describe(plan, result);
    return result.outcome === 'admitted' ? { outcome: 'admitted', status, taken: { key, result } } : { outcome: result.outcome, status };
  }

  async forAddress(address: string): Promise<Admission> {
    const result = await this.take(`addr:${address}`, this.policy.anonymous, 'anonymous');
    return result === null ? ADMITTED_UNMETERED : { outcome: result.outcome, status: this.policy.describe(this.policy.anonymous, result) };
  }

  /** A request for the public documentation: the address's own budget for it, whatever key came along. */
  async forDocs(address: string): Promise<Admission> {
    const result = await this.take(`docs:${address}`, this.policy.docs, 'docs');
    return result === null ? ADMITTED_UNMETERED : { outcome: result.outcome, status: this.policy.describe(this.policy.docs, result) };
  }

  /**
   * `GET /v1/rate_limit`: a token of the key's exempt bucket (limited when it has none: the figures
   * are then the exempt bucket's), and the plan's buckets as they stand, answered even while the key
   * is limited or suspended.
   */
  async forStatus(key: ApiKey): Promise<Admission> {
    const exempt = this.policy.exemptPlanFor(key);
    const toll = await this.take(`exempt:${lineageOf(key)}`, exempt);
    if (toll === null) return ADMITTED_UNMETERED;
    if (toll.outcome !== 'admitted') return { outcome: toll.outcome, status: this.policy.describe(exempt, toll) };
    const plan = this.policy.planFor(key);
    let state;
    try {
      state = await this.store.peek({ subject: keySubjectOf(key), buckets: plan.buckets });
    } catch (error) {
      return this.failed(error);
    }
    return { outcome: 'admitted', status: this.policy.describeState(plan, state), report: this.policy.report(plan, state) };
  }

  /**
   * A conditional GET answered 304 costs no plan token: it is paid with a token of the key's exempt
   * bucket instead, and its plan token given back. Returns the figures to report (those before the
   * request), or null when nothing was given back: the exempt bucket is empty (a flood of 304s then
   * costs plan tokens like any request), the request was not charged, or the store failed.
   */
  async giveBack(admission: Admission): Promise<RateLimitStatus | null> {
    const { taken } = admission;
    if (taken === undefined) return null;
    const { key, result } = taken;
    const toll = await this.take(`exempt:${lineageOf(key)}`, this.policy.exemptPlanFor(key)).catch(() => null);
    if (toll?.outcome !== 'admitted') return null;
    const plan = this.policy.planFor(key);
    try {
      await this.store.refund({ subject: keySubjectOf(key), buckets: plan.buckets });
    } catch (error) {
      this.events.refundFailure(error);
      return null;
    }
    return this.policy.describeGivenBack(plan, result);
  }

  /**
   * The store's decision for a subject that cannot be banned, or null when the store failed and the
   * failure mode lets the request through. Only keys (forKey) can be banned: not addresses (a shared
   * address would lock out everyone behind it), nor exempt buckets (their refusals are no abuse of the
   * quota). Decisions of a plan (`plan` given) are reported to the metrics; those of exempt buckets
   * are not (a 304 would count twice).
   */
  private async take(subject: string, quota: QuotaPlan, plan?: ChargedPlan): Promise<TakeResult | null> {
    let result;
    try {
      result = await this.store.take({ subject, buckets: quota.buckets });
    } catch (error) {
      this.failed(error);
      return null;
    }
    if (plan !== undefined) this.charged(result, plan);
    return result;
  }

  /** A plan's decision, reported to the metrics. */
  private charged(result: TakeResult, plan: ChargedPlan): void {
    this.events.admission(result.outcome, plan);
    if (result.banStarted === true) this.events.banStarted(plan);
  }

  /** A store failure: let through unmetered (`open`), else StoreUnavailableError. */
  private failed(error: unknown): Admission {
    this.events.limiterFailure(this.failureMode, error);
    if (this.failureMode === 'open') return ADMITTED_UNMETERED;
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError('rate_limiter', 1, { cause: error });
  }
}
