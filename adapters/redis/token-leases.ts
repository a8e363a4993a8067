/**
 * Tokens a process takes from a busy subject's buckets ahead of its requests, with a script call it
 * makes anyway, and spends on the subject's next requests without a round trip. A subject far from
 * its limits (an enterprise key at thousands of requests a minute) then costs Redis and this process
 * one script call per `tokens` requests or so, instead of one per tick of the event loop.
 *
 * What stays exact, and what does not:
 * - Never more admissions than the limits: a leased token was taken in Redis before it is spent.
 * - One process alone decides exactly as without leases: a take is admitted from the lease only
 *   while tokens it took are unspent, and the levels it reports count those tokens as the
 *   subject's.
 * - Several processes: tokens one holds are not there for the others. Redis grants a lease only
 *   while every bucket keeps `reserve` tokens after it, so the others can be refused early only
 *   once a subject has spent down to its last `reserve` tokens within a hold (at most `tokens`
 *   early refusals per process holding a lease, for at most `holdMs`), and a lease never outlives
 *   `holdMs`: what is unspent then is given back.
 * - A ban started through another process is seen here once the lease is spent or has expired.
 */
export interface TokenLeaseOptions {
  /** Tokens asked for with a subject's call, beyond its requests (default 32; 0: no leases). */
  readonly tokens?: number;
  /** Tokens every bucket must keep after a lease (default 1,024): nearer its limits a subject is decided by Redis alone. */
  readonly reserve?: number;
  /** How long leased tokens are kept before the unspent ones are given back (ms, default 250). */
  readonly holdMs?: number;
}

/** What Redis answered with the tokens of a lease: levels of the requests it admits later are told from it. */
export interface LeaseState {
  /** Local instant (ms, monotonic) the call that granted the tokens was sent. */
  readonly sentAt: number;
  /** Redis's clock at that call (µs). */
  readonly redisNowUs: number;
  /** Each bucket's "full again at" instant after that call, leased tokens taken (µs, Redis's clock). */
  readonly fullAtUs: readonly number[];
}

interface Lease<Plan> extends LeaseState {
  readonly plan: Plan;
  /** Leased tokens not spent yet. */
  tokens: number;
  readonly expiresAt: number;
}

/** Gives `tokens` unspent tokens of a lease back to the subject's buckets in Redis. */
export type GiveBack<Plan> = (key: string, plan: Plan, tokens: number) => Promise<void>;

/** A lease serves the requests of one set of buckets (a ban rule does not change what a token is). */
interface LeasePlan {
  readonly buckets: readonly unknown[];
}

export class TokenLeases<Plan extends LeasePlan> {
  readonly tokens: number;
  readonly reserve: number;
  private readonly holdMs: number;
  private readonly leases = new Map<string, Lease<Plan>>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly givingBack = new Set<Promise<void>>();

  constructor(
    options: TokenLeaseOptions,
    private readonly giveBack: GiveBack<Plan>,
    private readonly now: () => number,
  ) {
    this.tokens = options.tokens ?? 32;
    this.reserve = options.reserve ?? 1_024;
    this.holdMs = options.holdMs ?? 250;
    for (const [name, value] of Object.entries({ tokens: this.tokens, reserve: this.reserve, holdMs: this.holdMs }))
      if (!(Number.isSafeInteger(value) && value >= 0)) throw new RangeError(`lease ${name} must be a whole number ≥ 0, not ${value}`);
  }

  /** Whether a subject with these bucket capacities may get leases at all. */
  allows(capacities: readonly number[]): boolean {
    return this.tokens > 0 && capacities.every((capacity) => capacity >= this.reserve + this.tokens);
  }

  /**
   * Spends one leased token of `key` for a request under `plan`: the lease, with the tokens left
   * after this one, or undefined when there is none to spend (none held, expired, another plan).
   */
  spend(key: string, plan: Plan): Lease<Plan> | undefined {
    const lease = this.leases.get(key);
    if (lease === undefined) return undefined;
    if (lease.plan.buckets !== plan.buckets || lease.expiresAt <= this.now()) {
      this.end(key, lease);
      return undefined;
    }
    if (lease.tokens === 0) return undefined;
    lease.tokens--;
    return lease;
  }

  /** Tokens held for `key` in `plan`'s buckets (counted in the levels this process reports). */
  held(key: string, plan: Plan): number {
    const lease = this.leases.get(key);
    return lease !== undefined && lease.plan.buckets === plan.buckets && lease.expiresAt > this.now() ? lease.tokens : 0;
  }

  /** Keeps `tokens` more for `key`, granted by the call `state` describes (the newest state replaces the held one's). */
  grant(key: string, plan: Plan, tokens: number, state: LeaseState): void {
    const earlier = this.leases.get(key);
    let kept = 0;
    if (earlier !== undefined) {
      if (earlier.plan.buckets === plan.buckets) kept = earlier.tokens;
      else this.end(key, earlier);
    }
    this.leases.set(key, { ...state, plan, tokens: kept + tokens, expiresAt: state.sentAt + this.holdMs });
    this.sweepTimer ??= setTimeout(() => this.sweep(), this.holdMs).unref();
  }

  /** Gives back every unspent token now (the store is closing); resolves once Redis has them or could not take them. */
  async release(): Promise<void> {
    clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
    for (const [key, lease] of this.leases) this.end(key, lease);
    await Promise.all(this.givingBack);
  }

  private sweep(): void {
    this.sweepTimer = undefined;
    const now = this.now();
    for (const [key, lease] of this.leases) if (lease.expiresAt <= now) this.end(key, lease);
    if (this.leases.size > 0) this.sweepTimer = setTimeout(() => this.sweep(), this.holdMs).unref();
  }

  private end(key: string, lease: Lease<Plan>): void {
    this.leases.delete(key);
    if (lease.tokens === 0) return;
    // Not given back (Redis unreachable): the tokens come back with the buckets' refill, as every token does.
    const giving = this.giveBack(key, lease.plan, lease.tokens).catch(() => undefined);
    this.givingBack.add(giving);
    void giving.finally(() => this.givingBack.delete(giving));
  }
}
