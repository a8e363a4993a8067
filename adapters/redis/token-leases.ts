import type { BucketSpec, BucketsState, SubjectBuckets, TakeRequest, TakeResult, TokenBucketStore } from '../../core/index.js';
import { levelsAt } from './bucket-levels.js';

/**
 * Tokens a process takes from a busy subject's buckets ahead of its requests, with a script call it
 * makes anyway, and spends on the subject's next requests without a round trip: a decorator of the
 * Redis store (RATE_LIMIT_LEASE_TOKENS, off by default). A subject far from its limits (an enterprise
 * key at thousands of requests a minute) then costs Redis and this process one script call per
 * lease instead of one per tick of the event loop.
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
  /** The most tokens a lease grows to (default 1,024). */
  readonly tokens?: number;
  /** Tokens every bucket must keep after a lease (default 1,024): nearer its limits a subject is decided by Redis alone. */
  readonly reserve?: number;
  /** How long leased tokens are kept before the unspent ones are given back (ms, default 250). */
  readonly holdMs?: number;
}

/** Tokens a call asks for beyond its takes, for the caller to hold: up to `tokens`, each only while every bucket keeps `reserve` after it. */
export interface LeaseAsk {
  readonly tokens: number;
  readonly reserve: number;
}

/** What Redis answered with the tokens of a lease: the levels of the requests it admits later are told from it. */
interface LeaseState {
  /** Local instant (ms, the store's monotonic clock) the call was sent. */
  readonly sentAt: number;
  /** Redis's clock at that call (µs). */
  readonly redisNowUs: number;
  /** Each bucket's "full again at" instant after that call, leased tokens taken (µs, Redis's clock). */
  readonly fullAtUs: readonly number[];
}

/** A call's answer to a lease ask. */
export interface LeaseGrant {
  /** Tokens taken for the caller (0: none could be, or the call had strikes to count). */
  readonly tokens: number;
  readonly state: LeaseState;
  /** The subject is suspended: nothing held for it may be spent. */
  readonly suspended: boolean;
}

/** What leases need of a store (RedisTokenBucketStore): tokens taken ahead with its calls, and given back. */
export interface LeasingStore extends TokenBucketStore {
  /** The monotonic clock (ms) a LeaseState's `sentAt` is read on. */
  readonly now: () => number;
  /** A take with `ask` tokens more in the same call; `lease` undefined when no call was made (a refusal it answered itself). */
  takeLeasing(request: TakeRequest, ask: LeaseAsk): Promise<{ readonly result: TakeResult; readonly lease: LeaseGrant | undefined }>;
  /** Tokens asked for alone (a renewal), in the subject's call of this tick. */
  lease(request: TakeRequest, ask: LeaseAsk): Promise<LeaseGrant>;
  /** Gives `tokens` back to every bucket of the subject. */
  giveBack(request: SubjectBuckets, tokens: number): Promise<void>;
  close(): Promise<void>;
}

interface Lease {
  readonly buckets: readonly BucketSpec[];
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

export class LeasedTokenBucketStore implements TokenBucketStore {
  private readonly tokens: number;
  private readonly reserve: number;
  private readonly holdMs: number;
  private readonly now: () => number;
  /** By subject. */
  private readonly leases = new Map<string, Lease>();
  /** Subjects with a call out that asks for a lease (one at a time), and that call once it is sent. */
  private readonly asking = new Map<string, Promise<unknown> | undefined>();
  /** Requests that found the lease of a subject spent while its renewal was out, waiting for its answer. */
  private readonly waiting = new Map<string, PromiseWithResolvers<void>[]>();
  /** Calls out that ask for a lease: closing waits for them, so what they grant is given back too. */
  private readonly calls = new Set<Promise<unknown>>();
  private readonly givingBack = new Set<Promise<void>>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private released = false;

  constructor(
    private readonly store: LeasingStore,
    options: TokenLeaseOptions = {},
  ) {
    this.tokens = options.tokens ?? 1_024;
    this.reserve = options.reserve ?? 1_024;
    this.holdMs = options.holdMs ?? 250;
    this.now = store.now;
    for (const [name, value] of Object.entries({ tokens: this.tokens, reserve: this.reserve, holdMs: this.holdMs }))
      if (!(Number.isSafeInteger(value) && value >= 0)) throw new RangeError(`lease ${name} must be a whole number ≥ 0, not ${value}`);
  }

  /** The most a lease of these buckets holds: `tokens`, at most what each refills within a hold and what each holds beyond its reserve; 0: none. */
  tokensFor(buckets: readonly BucketSpec[]): number {
    let tokens = this.tokens;
    for (const { capacity, windowMs } of buckets) tokens = Math.min(tokens, Math.floor((this.holdMs * capacity) / windowMs), capacity - this.reserve);
    return Math.max(0, Math.floor(tokens));
  }

  async take(request: TakeRequest): Promise<TakeResult> {
    const most = this.tokensFor(request.buckets);
    // Subjects never leased (every Free, Pro and Business key, every address) go straight to the store.
    if (most === 0) return this.store.take(request);
    const spent = this.spend(request);
    if (spent !== undefined) return spent;
    const renewal = this.renewal(request.subject);
    if (renewal !== undefined) {
      await renewal;
      // Once: what the renewal granted goes to the requests in the order they came; the rest are decided by Redis.
      const renewed = this.spend(request);
      if (renewed !== undefined) return renewed;
    }
    const asked = this.ask(request.subject, request.buckets, most);
    if (asked === 0) return this.store.take(request);
    const call = this.store.takeLeasing(request, { tokens: asked, reserve: this.reserve });
    return (await this.follow(request, call, (answer) => answer.lease)).result;
  }

  refund(request: SubjectBuckets): Promise<void> {
    return this.store.refund(request);
  }

  async peek(request: SubjectBuckets): Promise<BucketsState> {
    // A lease call sent before this peek has taken its tokens in Redis already, which the peek sees:
    // its answer is awaited too, so that those tokens count as held rather than as spent.
    const leasing = this.asking.get(request.subject);
    const state = await this.store.peek(request);
    await leasing?.catch(() => undefined);
    const held = this.held(request.subject, request.buckets);
    if (held === 0) return state;
    // Tokens this process holds are still the subject's.
    const nowUs = state.now * 1000;
    const fullAtUs = state.levels.map((level) => nowUs + level.msUntilFull * 1000);
    return { ...state, levels: levelsAt(request.buckets, fullAtUs, nowUs, held) };
  }

  ping(): Promise<void> {
    return this.store.ping();
  }

  /**
   * Gives back every unspent token, asks for no more (what the calls out still grant is given back as
   * it comes), waits for those calls and the give-backs, then closes the store.
   */
  async close(): Promise<void> {
    this.released = true;
    clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
    for (const subject of [...this.leases.keys()]) this.end(subject);
    await Promise.allSettled(this.calls);
    await Promise.all(this.givingBack);
    await this.store.close();
  }

  /** A take admitted with a leased token of the subject, when it holds one; a renewal goes out when a quarter is left. */
  private spend(request: TakeRequest): TakeResult | undefined {
    const { subject, buckets } = request;
    const lease = this.leases.get(subject);
    if (lease === undefined) return undefined;
    const now = this.now();
    if (lease.buckets !== buckets || lease.expiresAt <= now) {
      this.end(subject);
      return undefined;
    }
    if (lease.tokens === 0) return undefined;
    lease.tokens--;
    if (lease.tokens <= lease.renewAt) this.renew(request);
    const nowUs = lease.state.redisNowUs + (now - lease.state.sentAt) * 1000;
    return { outcome: 'admitted', now: nowUs / 1000, levels: levelsAt(buckets, lease.state.fullAtUs, nowUs, lease.tokens), suspendedUntil: 0 };
  }

  /** Asks for what tops the lease up, in a call of its own: no request waits for it. */
  private renew(request: TakeRequest): void {
    const asked = this.ask(request.subject, request.buckets, this.tokensFor(request.buckets));
    if (asked === 0) return;
    // A failure fails the requests waiting for it; the next request decides anew.
    this.follow(request, this.store.lease(request, { tokens: asked, reserve: this.reserve }), (lease) => lease).catch(() => undefined);
  }

  /**
   * How many tokens a call for `subject` should ask for: what tops its lease up to its size (at most
   * `most`), or 0 when none (a call is out that asks already, or it is full). When not 0, the
   * subject is asking until `follow` sees the call back.
   */
  private ask(subject: string, buckets: readonly BucketSpec[], most: number): number {
    if (this.released || this.asking.has(subject)) return 0;
    const wanted = Math.min(this.sizeOf(subject, buckets), most) - this.held(subject, buckets);
    if (wanted > 0) this.asking.set(subject, undefined);
    return Math.max(0, wanted);
  }

  /**
   * The call that asks for `request.subject`'s lease, followed: once it is back, what it granted is
   * held, the subject asks no more, and the requests waiting for it go on in their order to spend
   * it, or fail with it (a call of their own would wait as long again for a store that just did not
   * answer).
   */
  private follow<T>(request: TakeRequest, call: Promise<T>, leaseOf: (answer: T) => LeaseGrant | undefined): Promise<T> {
    const { subject } = request;
    const back = (failure?: unknown) => {
      this.calls.delete(followed);
      this.asking.delete(subject);
      const waiting = this.waiting.get(subject) ?? [];
      this.waiting.delete(subject);
      for (const waiter of waiting) {
        if (failure === undefined) waiter.resolve();
        else waiter.reject(failure);
      }
    };
    const followed = call.then(
      (answer) => {
        this.granted(request, leaseOf(answer));
        back();
        return answer;
      },
      (error: unknown) => {
        back(error);
        throw error;
      },
    );
    this.calls.add(followed);
    this.asking.set(subject, followed);
    return followed;
  }

  /** What a call that asked for a lease brought: held from now on, or (suspended) what is held given back; undefined: no call was made. */
  private granted({ subject, buckets }: TakeRequest, lease: LeaseGrant | undefined): void {
    if (lease === undefined) return;
    if (lease.suspended) return this.end(subject);
    const held = this.leases.get(subject);
    if (lease.tokens === 0) {
      // Redis is at the reserve: no renewal until this lease is spent; the levels of later spends start from this reply.
      if (held !== undefined && held.buckets === buckets) {
        held.renewAt = -1;
        if (lease.state.sentAt >= held.state.sentAt) held.state = lease.state;
      }
      return;
    }
    const size = this.sizeOf(subject, buckets);
    const kept = this.held(subject, buckets);
    if (kept === 0) this.end(subject);
    const tokens = kept + lease.tokens;
    this.leases.set(subject, { buckets, state: lease.state, tokens, renewAt: tokens >> 2, expiresAt: lease.state.sentAt + this.holdMs, size });
    // Closed meanwhile: nothing is held any more.
    if (this.released) this.end(subject);
    else this.sweepTimer ??= setTimeout(() => this.sweep(), this.holdMs).unref();
  }

  /**
   * When a call that asks for `subject`'s lease is out, a promise of its answer (rejected with the
   * call's failure): a request that found the lease spent waits for it rather than sending a call of
   * its own (a burst outruns a lease's renewal, and a call per tick for the rest would cost more than
   * the lease saves). Undefined when no such call is out.
   */
  private renewal(subject: string): Promise<void> | undefined {
    if (!this.asking.has(subject)) return undefined;
    const waiter = Promise.withResolvers<void>();
    const waiting = this.waiting.get(subject);
    if (waiting === undefined) {
      this.waiting.set(subject, [waiter]);
      // The lease is too small for what this process spends per round trip: the next renewal asks for twice as much.
      const lease = this.leases.get(subject);
      if (lease !== undefined) lease.size = Math.min(2 * lease.size, this.tokens);
    } else waiting.push(waiter);
    return waiter.promise;
  }

  /** The size of `subject`'s lease: a lease spent and renewed keeps its size, one expired or of other buckets starts again. */
  private sizeOf(subject: string, buckets: readonly BucketSpec[]): number {
    const lease = this.leases.get(subject);
    return lease !== undefined && lease.buckets === buckets && lease.expiresAt > this.now() ? lease.size : FIRST_LEASE_TOKENS;
  }

  /** Tokens held for `subject` in these buckets (counted in the levels this process reports). */
  private held(subject: string, buckets: readonly BucketSpec[]): number {
    const lease = this.leases.get(subject);
    return lease !== undefined && lease.buckets === buckets && lease.expiresAt > this.now() ? lease.tokens : 0;
  }

  /** Gives back what is held for `subject` now (its hold ended, it was suspended, or its buckets changed). */
  private end(subject: string): void {
    const lease = this.leases.get(subject);
    if (lease === undefined) return;
    this.leases.delete(subject);
    if (lease.tokens === 0) return;
    // Not given back (Redis unreachable): the tokens come back with the buckets' refill, as every token does.
    const giving = this.store.giveBack({ subject, buckets: lease.buckets }, lease.tokens).catch(() => undefined);
    this.givingBack.add(giving);
    void giving.finally(() => this.givingBack.delete(giving));
  }

  /** Ends the leases whose hold is over, and comes back when the next one's is. */
  private sweep(): void {
    this.sweepTimer = undefined;
    const now = this.now();
    let next = Infinity;
    for (const [subject, lease] of this.leases) {
      if (lease.expiresAt <= now) this.end(subject);
      else next = Math.min(next, lease.expiresAt);
    }
    if (next !== Infinity) this.sweepTimer = setTimeout(() => this.sweep(), Math.max(1, next - now)).unref();
  }
}
