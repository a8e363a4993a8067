import type { AnimalStoreError } from './errors.js';
import type { RateLimitFigures } from './rate-limit.js';

const MAX_SLOWDOWN = 64;

/** Time as the client sees it: injectable so that tests can drive it. */
export interface Timing {
  now(): number;
  /** Resolves after `ms`, or as soon as `signal` aborts (resolves, does not reject). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** An attempt may go; hand `epoch` back to `leave`. */
export interface Admitted {
  readonly admitted: true;
  readonly epoch: number;
}

/** Why an attempt cannot start before the call's deadline: the wait it would need, and the answer that asked for it, if one did. */
export interface Refusal {
  readonly admitted: false;
  readonly waitMs: number;
  readonly cause: AnimalStoreError | undefined;
}

/**
 * Client-wide admission: every attempt of every call passes here before it is sent. All calls of
 * one client share one key's quota, so they are held back together: nothing starts before the latest
 * `Retry-After` (`hold`); no more start than the latest figures leave requests (`X-RateLimit-Remaining`
 * less what is already in flight, plus what the bucket has refilled since, by `RateLimit-Policy`); one
 * at a time until the first answer; at most `maxConcurrency` in flight. A call that would otherwise
 * collect a refusal waits instead: refusals count as strikes towards a ban, waiting does not.
 */
export class Admission {
  private holdUntil = 0;
  private holdCause: AnimalStoreError | undefined;
  /** The hold is a suspension: calls fail at once while it lasts, whatever their budget (waiting 15 minutes is no answer either). */
  private holdFails = false;
  private inFlight = 0;
  private figures: RateLimitFigures | undefined;
  private waiting: (() => void)[] = [];
  /** Answers 429 or 503 in a row, client-wide: each one lengthens the next hold (exponential backoff for the whole client). */
  private streak = 0;
  /**
   * How much slower than the bucket refills this client spends: each 429 doubles it, each other answer
   * takes 5 % off, down to 1. A 429 the figures did not foresee means others spend the same key; like
   * TCP's congestion window (multiplicative decrease, gradual recovery), the clients settle on shares of it.
   */
  private slowdown = 1;
  /**
   * Counts refusal events. Attempts sent together before a refusal are answered together: their refusals
   * are one event (as TCP counts the losses of one window once), so only the first of them, from an
   * attempt sent in the current epoch, lengthens the holds and doubles the slowdown.
   */
  private epoch = 0;
  /** Until the first answer, one attempt at a time: the key may be limited or suspended, and nothing says so yet. */
  private answered = false;

  constructor(
    private readonly timing: Timing,
    private readonly maxConcurrency: number,
  ) {}

  /** The figures of the latest answer that carried them. */
  get rateLimit(): RateLimitFigures | undefined {
    return this.figures;
  }

  /** Waits until an attempt may be sent, and counts it in flight (`leave` when it is answered); or says why not before `deadline`. */
  async enter(deadline: number): Promise<Admitted | Refusal> {
    for (;;) {
      const now = this.timing.now();
      if (this.holdUntil > now) {
        if (this.holdFails || this.holdUntil > deadline) return { admitted: false, waitMs: this.holdUntil - now, cause: this.holdCause };
        await this.timing.sleep(this.holdUntil - now);
        continue;
      }
      if (this.inFlight < this.maxConcurrency) {
        if (this.budget(now) > this.inFlight) return this.admit();
        if (this.inFlight === 0) {
          // Nothing in flight to bring fresher figures: wait for the bucket to refill by one, or go as a probe.
          const waitMs = this.nextRefillIn(now);
          if (waitMs <= 0) return this.admit();
          if (now + waitMs > deadline) return { admitted: false, waitMs, cause: undefined };
          await this.timing.sleep(waitMs);
          continue;
        }
      }
      // Full, or the quota is spoken for by requests in flight: their answers bring fresher figures.
      if (await this.untilOneLeaves(deadline)) return { admitted: false, waitMs: 0, cause: undefined };
    }
  }

  /**
   * An attempt is over; its answer's figures, if it had any, become the latest. `status`: its answer's
   * (undefined: no answer, which says nothing either way). Returns the 429s and 503s in a row so far.
   */
  leave(epoch: number, figures: RateLimitFigures | undefined, status: number | undefined): number {
    this.inFlight--;
    if (figures && !this.isOlderNews(figures)) this.figures = figures;
    if (status !== undefined) this.answered = true;
    if (status === 429 || status === 503) {
      if (epoch === this.epoch) {
        this.epoch++;
        this.streak++;
        if (status === 429) this.slowdown = Math.min(this.slowdown * 2, MAX_SLOWDOWN);
      }
    } else if (status !== undefined) {
      this.streak = 0;
      this.slowdown = Math.max(1, this.slowdown * 0.95);
    }
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
    return this.streak;
  }

  /**
   * No attempt starts before `until` (a `Retry-After`); `cause` is the answer that asked for it. `fail`:
   * calls are not to wait for it but fail at once with `cause` (a suspended key).
   */
  hold(until: number, cause: AnimalStoreError, fail: boolean): void {
    if (until <= this.holdUntil) return;
    this.holdUntil = until;
    this.holdCause = cause;
    this.holdFails = fail;
  }

  private admit(): Admitted {
    this.inFlight++;
    return { admitted: true, epoch: this.epoch };
  }

  /**
   * Answers to attempts in flight together arrive in any order: one that leaves more requests than the
   * figures held project for its arrival (by their refill rate) was decided before them, and would
   * spend tokens already spent. Without a refill rate nothing can be projected: the latest answer wins.
   */
  private isOlderNews(figures: RateLimitFigures): boolean {
    const held = this.figures;
    if (held?.refillIntervalMs === undefined || figures.limit !== held.limit) return false;
    return figures.remaining > this.budget(figures.receivedAt);
  }

  /** Requests the latest figures leave now: what was left, plus what the bucket refilled since. Unknown: no limit (after the first answer). */
  private budget(now: number): number {
    const figures = this.figures;
    if (!figures) return this.answered ? Infinity : 1;
    const refilled = figures.refillIntervalMs ? Math.floor((now - figures.receivedAt) / (figures.refillIntervalMs * this.slowdown)) : 0;
    return Math.min(figures.limit, figures.remaining + refilled);
  }

  /** With nothing left by the figures: until the bucket has refilled by one request (0 when unknown: a probe goes and its answer tells). */
  private nextRefillIn(now: number): number {
    const figures = this.figures;
    if (!figures?.refillIntervalMs) return 0;
    return figures.receivedAt + (1 - figures.remaining) * figures.refillIntervalMs * this.slowdown - now;
  }

  /** Resolves false when an attempt in flight is answered, true when `deadline` comes first. */
  private async untilOneLeaves(deadline: number): Promise<boolean> {
    const stop = new AbortController();
    const left = new Promise<boolean>((resolve) => this.waiting.push(() => resolve(false)));
    const late = this.timing.sleep(Math.max(0, deadline - this.timing.now()), stop.signal).then(() => true);
    const timedOut = await Promise.race([left, late]);
    stop.abort();
    return timedOut;
  }
}
