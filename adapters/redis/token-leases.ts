/**
 * Tokens a process takes from a busy subject's buckets ahead of its requests, with a script call it
 * makes anyway, and spends on the subject's next requests without a round trip. A subject far from
 * its limits (an enterprise key at thousands of requests a minute) then costs Redis and this process
 * one script call per `tokens` requests or so, instead of one per tick of the event loop.
 *
 * What stays exact, and what does not:
 * - Never more admissions than the limits: a leased token was taken in Redis before it is spent.
 * - One process alone decides as without leases: a take is admitted from the lease only while
 *   tokens it took are unspent, and the levels it reports count those tokens as the subject's.
 * - Several processes: tokens one holds are not there for the others. A process holds one lease per
 *   subject, renewed by one call at a time when a quarter of it is left (the call asks for what
 *   tops it up), of at most what every bucket refills within `holdMs`, granted only while every
 *   bucket keeps `reserve` tokens after it; unspent tokens go back when the hold ends (and at
 *   close). So another process can be refused early only while others hold the subject's last
 *   tokens (at most a lease each), and only for about as long as a hold lasts: by then the tokens
 *   are back or have been refilled. Such a refusal counts towards a ban as any refusal does.
 * - A lease's size follows what the process spends of it per round trip: it starts at
 *   FIRST_LEASE_TOKENS and doubles, up to `tokens`, each time requests found it spent while its
 *   renewal was out (they wait for that call). A subject spending a few hundred tokens a second
 *   keeps a small lease; one spending thousands a second in bursts gets one its bursts do not
 *   outrun. The size lasts as long as the lease: a subject quiet for a hold starts small again.
 * - A ban started through another process is seen here once the lease is spent or ended.
 */
/** A lease's size until its requests outrun a renewal (or `tokens`, when smaller). */
export const FIRST_LEASE_TOKENS = 32;

export interface TokenLeaseOptions {
  /** The most tokens a lease grows to (default 1,024; 0: no leases). */
  readonly tokens?: number;
  /** Tokens every bucket must keep after a lease (default 1,024): nearer its limits a subject is decided by Redis alone. */
  readonly reserve?: number;
  /** How long leased tokens are kept before the unspent ones are given back (ms, default 250). */
  readonly holdMs?: number;
}

/** A bucket as a lease sizes it. */
interface LeasedBucket {
  readonly capacity: number;
  readonly windowMs: number;
}

/** What leases know of a plan: its buckets (a ban rule does not change what a token is). */
interface LeasePlan {
  readonly buckets: readonly LeasedBucket[];
}

/** What Redis answered with the tokens of a lease: levels of the requests it admits later are told from it. */
export interface LeaseState {
  /** Local instant (ms, monotonic) the call was sent. */
  readonly sentAt: number;
  /** Redis's clock at that call (µs). */
  readonly redisNowUs: number;
  /** Each bucket's "full again at" instant after that call, leased tokens taken (µs, Redis's clock). */
  readonly fullAtUs: readonly number[];
}

interface Lease<Plan> {
  readonly plan: Plan;
  /** The newest reply for the subject: a later call that leased nothing still moves the levels. */
  state: LeaseState;
  /** Leased tokens not spent yet. */
  tokens: number;
  /** Renewed when this many are left (a quarter of the grant), unless Redis just granted nothing. */
  renewAt: number;
  readonly expiresAt: number;
  /** What a renewal tops the lease up to: doubled when requests outran a renewal. */
  size: number;
}

/** A spent token: the lease's state and what is left, and whether this process should ask for more now. */
export interface SpentToken {
  readonly state: LeaseState;
  readonly tokens: number;
  readonly renew: boolean;
}

/** Gives `tokens` unspent tokens of a lease back to the subject's buckets in Redis. */
export type GiveBack<Plan> = (key: string, plan: Plan, tokens: number) => Promise<void>;

export class TokenLeases<Plan extends LeasePlan> {
  private readonly tokens: number;
  readonly reserve: number;
  private readonly holdMs: number;
  private readonly leases = new Map<string, Lease<Plan>>();
  /** Subjects with a call out that asks for a lease: one at a time. */
  private readonly asking = new Set<string>();
  /** Requests that found the lease of a subject spent while its renewal was out, waiting for its answer. */
  private readonly waiting = new Map<string, PromiseWithResolvers<void>[]>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly givingBack = new Set<Promise<void>>();
  private released = false;

  constructor(
    options: TokenLeaseOptions,
    private readonly giveBack: GiveBack<Plan>,
    private readonly now: () => number,
  ) {
    this.tokens = options.tokens ?? 1_024;
    this.reserve = options.reserve ?? 1_024;
    this.holdMs = options.holdMs ?? 250;
    for (const [name, value] of Object.entries({ tokens: this.tokens, reserve: this.reserve, holdMs: this.holdMs }))
      if (!(Number.isSafeInteger(value) && value >= 0)) throw new RangeError(`lease ${name} must be a whole number ≥ 0, not ${value}`);
  }

  /** The most a lease of these buckets holds: `tokens`, at most what each refills within a hold and what each holds beyond its reserve; 0: none. */
  tokensFor(buckets: readonly LeasedBucket[]): number {
    let tokens = this.tokens;
    for (const { capacity, windowMs } of buckets) tokens = Math.min(tokens, Math.floor((this.holdMs * capacity) / windowMs), capacity - this.reserve);
    return Math.max(0, Math.floor(tokens));
  }

  /**
   * Spends one leased token of `key` for a request under `plan`: the lease's state and the tokens left
   * after this one, or undefined when there is none to spend (none held, expired, other buckets).
   */
  spend(key: string, plan: Plan): SpentToken | undefined {
    const lease = this.leases.get(key);
    if (lease === undefined) return undefined;
    if (lease.plan.buckets !== plan.buckets || lease.expiresAt <= this.now()) {
      this.end(key);
      return undefined;
    }
    if (lease.tokens === 0) return undefined;
    lease.tokens--;
    return { state: lease.state, tokens: lease.tokens, renew: lease.tokens <= lease.renewAt && !this.asking.has(key) };
  }

  /**
   * How many tokens a call for `key` should ask for: what tops its lease up to its size (at most
   * `tokens`, the plan's `tokensFor`), or 0 when none (a call is out that asks already, or it is
   * full). When not 0, the caller must call `answered` once the call is back.
   */
  ask(key: string, plan: Plan, tokens: number): number {
    if (this.released || this.asking.has(key)) return 0;
    const wanted = Math.min(this.sizeOf(key, plan), tokens) - this.held(key, plan);
    if (wanted > 0) this.asking.add(key);
    return Math.max(0, wanted);
  }

  /**
   * The call that asked for `key`'s lease is back: `granted` tokens, or undefined when it failed
   * (`failure`, why). 0 granted: no renewal until this lease is spent (Redis is at the reserve). The
   * requests waiting for it go on in their order, or fail with it: a call of their own would wait
   * as long again for a store that just did not answer.
   */
  answered(key: string, granted: number | undefined, failure?: unknown): void {
    this.asking.delete(key);
    const lease = this.leases.get(key);
    if (granted === 0 && lease !== undefined) lease.renewAt = -1;
    const waiting = this.waiting.get(key);
    if (waiting === undefined) return;
    this.waiting.delete(key);
    for (const waiter of waiting) {
      if (granted === undefined) waiter.reject(failure);
      else waiter.resolve();
    }
  }

  /**
   * When a call that asks for `key`'s lease is out, a promise of its answer (rejected with the call's
   * failure): a request that found the lease spent waits for it rather than sending a call of its own
   * (a burst outruns a lease's renewal, and a call per tick for the rest would cost more than the
   * lease saves). Undefined when no such call is out.
   */
  renewal(key: string): Promise<void> | undefined {
    if (!this.asking.has(key)) return undefined;
    const waiter = Promise.withResolvers<void>();
    const waiting = this.waiting.get(key);
    if (waiting === undefined) {
      this.waiting.set(key, [waiter]);
      // The lease is too small for what this process spends per round trip: the next renewal asks for twice as much.
      const lease = this.leases.get(key);
      if (lease !== undefined) lease.size = Math.min(2 * lease.size, this.tokens);
    } else waiting.push(waiter);
    return waiter.promise;
  }

  /** The size of `key`'s lease: a lease spent and renewed keeps its size, one expired or of other buckets starts again. */
  private sizeOf(key: string, plan: Plan): number {
    const lease = this.leases.get(key);
    return lease !== undefined && lease.plan.buckets === plan.buckets && lease.expiresAt > this.now() ? lease.size : FIRST_LEASE_TOKENS;
  }

  /** Tokens held for `key` in `plan`'s buckets (counted in the levels this process reports). */
  held(key: string, plan: Plan): number {
    const lease = this.leases.get(key);
    return lease !== undefined && lease.plan.buckets === plan.buckets && lease.expiresAt > this.now() ? lease.tokens : 0;
  }

  /** Adds `tokens` for `key`, granted by the call `state` describes, to what is held (a lease of other buckets, or expired, is given back). */
  grant(key: string, plan: Plan, tokens: number, state: LeaseState): void {
    const size = this.sizeOf(key, plan);
    const kept = this.held(key, plan);
    if (kept === 0) this.end(key);
    const held = kept + tokens;
    this.leases.set(key, { plan, state, tokens: held, renewAt: held >> 2, expiresAt: state.sentAt + this.holdMs, size });
    // Closed meanwhile: nothing is held any more.
    if (this.released) this.end(key);
    else this.sweepTimer ??= setTimeout(() => this.sweep(), this.holdMs).unref();
  }

  /** A reply for `key` that leased nothing: the levels of later spends start from it when it is the newer. */
  observe(key: string, plan: Plan, state: LeaseState): void {
    const lease = this.leases.get(key);
    if (lease !== undefined && lease.plan.buckets === plan.buckets && state.sentAt >= lease.state.sentAt) lease.state = state;
  }

  /** Gives back what is held for `key` now (the subject was suspended, or its plan changed). */
  end(key: string): void {
    const lease = this.leases.get(key);
    if (lease === undefined) return;
    this.leases.delete(key);
    if (lease.tokens === 0) return;
    // Not given back (Redis unreachable): the tokens come back with the buckets' refill, as every token does.
    const giving = this.giveBack(key, lease.plan, lease.tokens).catch(() => undefined);
    this.givingBack.add(giving);
    void giving.finally(() => this.givingBack.delete(giving));
  }

  /** Gives back every unspent token now, and holds none from here on (the store is closing); resolves once Redis has them or could not take them. */
  async release(): Promise<void> {
    this.released = true;
    clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
    for (const key of [...this.leases.keys()]) this.end(key);
    await Promise.all(this.givingBack);
  }

  /** Ends the leases whose hold is over, and comes back when the next one's is. */
  private sweep(): void {
    this.sweepTimer = undefined;
    const now = this.now();
    let next = Infinity;
    for (const [key, lease] of this.leases) {
      if (lease.expiresAt <= now) this.end(key);
      else next = Math.min(next, lease.expiresAt);
    }
    if (next !== Infinity) this.sweepTimer = setTimeout(() => this.sweep(), Math.max(1, next - now)).unref();
  }
}
