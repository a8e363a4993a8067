import {
  checkBan,
  checkBucket,
  type BucketLevel,
  type BucketSpec,
  type BucketsState,
  type Clock,
  type SubjectBuckets,
  type TakeRequest,
  type TakeResult,
  type TokenBucketStore,
} from '../../core/index.js';

export interface InMemoryTokenBucketStoreOptions {
  /** Subjects still in use that one decision looks at while sweeping for idle ones (default 2). */
  readonly sweepSteps?: number;
  /** Idle subjects one decision may drop at most, bounding its worst-case latency (default 256). */
  readonly sweepEvictions?: number;
}

// A subject's state is one array of doubles: when it is idle again, ban end, when its strike
// bucket is full again, then when each bucket is full again. "Full at" instants (as in GCRA)
// need one number per bucket and make "idle" a single comparison.
const IDLE_AT = 0;
const BANNED_UNTIL = 1;
const STRIKES_FULL_AT = 2;
const FIRST_BUCKET = 3;

/** Float noise tolerance: 0.9999999999 tokens still pays for a request. */
const EPSILON = 1e-9;

/**
 * Token buckets of one process, each decision synchronous and O(1). No timers: every decision
 * also advances a sweep over the subjects that drops those whose buckets are full again, so a
 * subject costs memory only while it has something to remember.
 */
export class InMemoryTokenBucketStore implements TokenBucketStore {
  private readonly states = new Map<string, number[]>();
  private cursor: MapIterator<string> = this.states.keys();
  private readonly sweepSteps: number;
  private readonly sweepEvictions: number;

  constructor(
    // Date.now inline rather than adapters/node's systemClock: one adapter folder never imports another.
    private readonly clock: Clock = { now: () => Date.now() },
    options: InMemoryTokenBucketStoreOptions = {},
  ) {
    this.sweepSteps = options.sweepSteps ?? 2;
    this.sweepEvictions = options.sweepEvictions ?? 256;
  }

  /** Subjects currently remembered (busy ones, plus idle ones the sweep has not reached yet). */
  get size(): number {
    return this.states.size;
  }

  async take(request: TakeRequest): Promise<TakeResult> {
    return this.takeNow(request);
  }

  async ping(): Promise<void> {}

  async refund(request: SubjectBuckets): Promise<void> {
    const state = this.states.get(request.subject);
    // Not remembered: idle, every bucket full, nothing to give back to.
    if (state === undefined || state.length !== FIRST_BUCKET + request.buckets.length) return;
    const now = this.clock.now();
    for (let i = 0; i < request.buckets.length; i++) {
      const spec = request.buckets[i]!;
      checkBucket(spec);
      // One token's refill time earlier; a bucket full before then stays full (a full-at instant in the past).
      const fullAt = state[FIRST_BUCKET + i]! - spec.windowMs / spec.capacity;
      state[FIRST_BUCKET + i] = fullAt > now ? fullAt : now;
    }
    updateIdleAt(state);
  }

  async peek(request: SubjectBuckets): Promise<BucketsState> {
    const now = this.clock.now();
    let state = this.states.get(request.subject);
    if (state === undefined || state.length !== FIRST_BUCKET + request.buckets.length) state = freshState(request.buckets.length);
    const bannedUntil = state[BANNED_UNTIL]!;
    const { levels } = result('admitted', now, request.buckets, state, 0);
    return { now, levels, suspendedUntil: bannedUntil > now ? bannedUntil : 0 };
  }

  /** The decision itself; `take` only wraps it in the port's Promise. */
  takeNow(request: TakeRequest): TakeResult {
    const now = this.clock.now();
    this.sweep(now);
    const { buckets, ban } = request;
    const n = buckets.length;
    let state = this.states.get(request.subject);
    if (state === undefined || state.length !== FIRST_BUCKET + n) {
      state = freshState(n);
      this.states.set(request.subject, state);
    }

    if (state[BANNED_UNTIL]! > now) return result('suspended', now, buckets, state, state[BANNED_UNTIL]!);

    let admitted = true;
    for (let i = 0; i < n; i++) {
      const spec = buckets[i]!;
      checkBucket(spec);
      if (tokensOf(spec, state[FIRST_BUCKET + i]!, now) < 1 - EPSILON) admitted = false;
    }

    if (admitted) {
      for (let i = 0; i < n; i++) {
        const spec = buckets[i]!;
        const fullAt = state[FIRST_BUCKET + i]!;
        state[FIRST_BUCKET + i] = (fullAt > now ? fullAt : now) + spec.windowMs / spec.capacity;
      }
      updateIdleAt(state);
      return result('admitted', now, buckets, state, 0);
    }
    if (ban === undefined) return result('limited', now, buckets, state, 0);

    checkBan(ban);
    const strikesFullAt = state[STRIKES_FULL_AT]!;
    const strikesLeft = ban.threshold - (Math.max(0, strikesFullAt - now) * ban.threshold) / ban.windowMs;
    if (strikesLeft >= 1 - EPSILON) {
      state[STRIKES_FULL_AT] = (strikesFullAt > now ? strikesFullAt : now) + ban.windowMs / ban.threshold;
      updateIdleAt(state);
      return result('limited', now, buckets, state, 0);
    }
    // The ban serves the strikes that caused it: the subject starts over when it ends.
    state[BANNED_UNTIL] = now + ban.durationMs;
    state[STRIKES_FULL_AT] = now;
    updateIdleAt(state);
    return { ...result('suspended', now, buckets, state, state[BANNED_UNTIL]), banStarted: true };
  }

  /**
   * Advances a persistent iterator over the subjects: drops idle ones (up to `sweepEvictions`) and
   * stops after `sweepSteps` busy ones. A drop pays back the insertion that created the entry, so
   * the sweep is O(1) amortized, and it passes every entry at least once per size/sweepSteps
   * decisions, which bounds idle entries to a fraction of the busy ones.
   */
  private sweep(now: number): void {
    let busy = 0;
    let dropped = 0;
    while (busy < this.sweepSteps && dropped < this.sweepEvictions) {
      const next = this.cursor.next();
      if (next.done === true) {
        this.cursor = this.states.keys();
        return;
      }
      const state = this.states.get(next.value);
      if (state !== undefined && state[IDLE_AT]! <= now) {
        this.states.delete(next.value);
        dropped++;
      } else {
        busy++;
      }
    }
  }
}

function freshState(buckets: number): number[] {
  // Sized exactly: growing by push() would reserve room for 17 elements.
  return new Array<number>(FIRST_BUCKET + buckets).fill(0);
}

function tokensOf(spec: BucketSpec, fullAt: number, now: number): number {
  const wait = fullAt > now ? fullAt - now : 0;
  return spec.capacity - (wait * spec.capacity) / spec.windowMs;
}

function updateIdleAt(state: number[]): void {
  let idleAt = state[BANNED_UNTIL]!;
  for (let i = STRIKES_FULL_AT; i < state.length; i++) if (state[i]! > idleAt) idleAt = state[i]!;
  state[IDLE_AT] = idleAt;
}

function result(outcome: TakeResult['outcome'], now: number, buckets: readonly BucketSpec[], state: number[], suspendedUntil: number): TakeResult {
  const levels: BucketLevel[] = [];
  for (let i = 0; i < buckets.length; i++) {
    const fullAt = state[FIRST_BUCKET + i]!;
    levels.push({
      tokens: Math.max(0, tokensOf(buckets[i]!, fullAt, now)),
      msUntilFull: fullAt > now ? fullAt - now : 0,
    });
  }
  return { outcome, now, levels, suspendedUntil };
}
