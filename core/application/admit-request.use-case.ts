import type { ApiKey } from '../domain/api-key.js';
import { StoreUnavailableError } from '../domain/errors.js';
import { QuotaPolicy, type QuotaPlan, type RateLimitStatus } from '../domain/quota-policy.js';
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
    private readonly onStoreFailure: (error: unknown) => void = () => undefined,
  ) {}

  forKey(key: ApiKey): Promise<Admission> {
    return this.admit(`key:${key.id}`, this.policy.planFor(key), true);
  }

  forAddress(address: string): Promise<Admission> {
    return this.admit(`addr:${address}`, this.policy.anonymous, false);
  }

  private async admit(subject: string, quota: QuotaPlan, withBan: boolean): Promise<Admission> {
    let result;
    try {
      result = await this.store.take(
        withBan ? { subject, buckets: quota.buckets, ban: this.policy.settings.ban } : { subject, buckets: quota.buckets },
      );
    } catch (error) {
      this.onStoreFailure(error);
      if (this.failureMode === 'open') return ADMITTED_UNMETERED;
      throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError('rate limiter', 1, { cause: error });
    }
    return { outcome: result.outcome, status: this.policy.describe(quota, result) };
  }
}
