/**
 * Token buckets kept by an adapter (in-process memory, Redis) under an atomic "take".
 * The quota policy in core decides which buckets a request draws on; the store only does the
 * arithmetic atomically, with its own clock, so that several processes sharing one store
 * enforce one quota. Every adapter must pass test/contract/token-bucket-store.contract.ts.
 * An adapter may take a subject's tokens ahead for its process (LeasedTokenBucketStore over Redis):
 * the quota then still holds across processes, and each process's own decisions stay exact.
 */

/** One bucket: `capacity` tokens when full, refilled continuously from empty to full over `windowMs`. */
export interface BucketSpec {
  readonly capacity: number;
  readonly windowMs: number;
}

/**
 * Temporary ban: a subject whose requests are refused more than `threshold` times within
 * `windowMs` is suspended for `durationMs`. Refusals are counted in a strike bucket of
 * `threshold` tokens refilled over `windowMs`; a refusal that finds it empty starts the ban.
 */
export interface BanRule {
  readonly threshold: number;
  readonly windowMs: number;
  readonly durationMs: number;
}

export interface TakeRequest {
  /** Names the family of buckets, e.g. `key:<id>` or `addr:<ip>`; a subject always uses the same bucket specs. */
  readonly subject: string;
  /** One or more buckets; one token is taken from each, or from none. */
  readonly buckets: readonly BucketSpec[];
  /** Applied only when given. */
  readonly ban?: BanRule;
}

/** A bucket's state after the decision. */
export interface BucketLevel {
  /** Tokens left, fractional (refill is continuous). */
  readonly tokens: number;
  /** Milliseconds until the bucket is full again. */
  readonly msUntilFull: number;
}

export type TakeOutcome = 'admitted' | 'limited' | 'suspended';

export interface TakeResult {
  /**
   * `admitted`: a token was taken from every bucket. `limited`: some bucket had less than one
   * token, nothing was taken (and a strike was counted). `suspended`: the subject is banned;
   * nothing was taken. The refusal that finds the strike bucket empty is itself `suspended`
   * (it starts the ban), and the strikes start afresh when the ban ends.
   */
  readonly outcome: TakeOutcome;
  /** The store's clock at the decision, ms since the epoch. */
  readonly now: number;
  /** One level per requested bucket, in request order. */
  readonly levels: readonly BucketLevel[];
  /** When `suspended`: the instant (ms since the epoch) the ban ends; 0 otherwise. */
  readonly suspendedUntil: number;
  /** True for the one refusal that started the ban (metrics count bans by it); absent or false otherwise. */
  readonly banStarted?: boolean;
}

/** A subject's buckets as they stand (peek). */
export interface BucketsState {
  /** The store's clock, ms since the epoch. */
  readonly now: number;
  /** One level per requested bucket, in request order. */
  readonly levels: readonly BucketLevel[];
  /** The instant a ban ends while one is in force; 0 otherwise. */
  readonly suspendedUntil: number;
}

/** Some buckets of a subject (a refund, a peek). */
export interface SubjectBuckets {
  readonly subject: string;
  readonly buckets: readonly BucketSpec[];
}

export interface TokenBucketStore {
  /** Decides one request atomically. Rejects with StoreUnavailableError when the store cannot be reached in time. */
  take(request: TakeRequest): Promise<TakeResult>;
  /**
   * Gives back, atomically, the token one admitted take took from each bucket (a request that turned
   * out to cost nothing): each bucket gains one token, never beyond its capacity. Strikes and bans
   * are untouched. Only for tokens taken: refunds and takes then compose exactly, in any interleaving.
   */
  refund(request: SubjectBuckets): Promise<void>;
  /** The subject's buckets at the store's clock, taking nothing and counting no strike. */
  peek(request: SubjectBuckets): Promise<BucketsState>;
  /** Whether the store answers (for readiness probes). */
  ping(): Promise<void>;
}
