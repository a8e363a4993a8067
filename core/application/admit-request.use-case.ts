import type { ApiKey } from '../domain/api-key.js';
import { StoreUnavailableError } from '../domain/errors.js';
import { QuotaPolicy, type QuotaPlan, type RateLimitStatus } from '../domain/quota-policy.js';
import { NO_SERVICE_EVENTS, type ChargedPlan, type ServiceEvents } from '../ports/service-events.port.js';
import type { TakeOutcome, TokenBucketStore } from '../ports/token-bucket-store.port.js';

export type LimiterFailureMode = 'open' | 'closed';

export interface Admission {
  readonly outcome: TakeOutcome;
  /** The figures for the rate-limit headers; null when the limiter store failed and the request was let through. */
  readonly status: RateLimitStatus | null;
}

const ADMITTED_UNMETERED: Admission = { outcome: 'admitted', status: null };

/**
 * admitRequest: charges one request to its caller's buckets, a key's own or, without a valid
 * key, its client address's. When the limiter store fails, `open` lets requests through
 * unmetered (availability first) and `closed` refuses them with StoreUnavailableError.
 */
export class AdmitRequest {
  constructor(
    private readonly store: TokenBucketStore,
    private readonly policy: QuotaPolicy = new QuotaPolicy(),
    private readonly failureMode: LimiterFailureMode = 'open',
    private readonly events: ServiceEvents = NO_SERVICE_EVENTS,
  ) {}

  forKey(key: ApiKey): Promise<Admission> {
    return this.admit(`key:${key.id}`, this.policy.planFor(key), key.plan);
  }

  forAddress(address: string): Promise<Admission> {
    return this.admit(`addr:${address}`, this.policy.anonymous, 'anonymous');
  }

  /** Keys can be banned; addresses cannot (a shared address would lock out everyone behind it). */
  private async admit(subject: string, quota: QuotaPlan, plan: ChargedPlan): Promise<Admission> {
    const ban = plan === 'anonymous' ? undefined : this.policy.settings.ban;
    let result;
    try {
      result = await this.store.take(ban ? { subject, buckets: quota.buckets, ban } : { subject, buckets: quota.buckets });
    } catch (error) {
      this.events.limiterFailure(this.failureMode, error);
      if (this.failureMode === 'open') return ADMITTED_UNMETERED;
      throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError('rate limiter', 1, { cause: error });
    }
    this.events.admission(result.outcome, plan);
    if (result.banStarted === true) this.events.banStarted(plan);
    return { outcome: result.outcome, status: this.policy.describe(quota, result) };
  }
}
