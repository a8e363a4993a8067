import type { Clock, DispatchResult, WebhookDispatcher } from '../core/index.js';

export interface DispatchLoopOptions {
  /**
   * How often an instance with nothing to do reads whether another instance made events visible or made a
   * delivery due sooner (default 1 s): the only reads while nothing is due.
   */
  readonly pollMs?: number;
  /** How often it relays the events of writers that stopped before doing so, and measures the oldest undelivered event (default 5 s). */
  readonly housekeepingMs?: number;
}

const DEFAULT_POLL_MS = 1_000;
const DEFAULT_HOUSEKEEPING_MS = 5_000;

/**
 * Runs the webhook dispatcher in the service process, one step at a time, and sleeps in between until
 * the next due delivery, the next poll or the next housekeeping, whichever comes first: with nothing due,
 * an instance reads two things a second, whatever the number of endpoints. A local change wakes it at
 * once: `eventsRecorded` (an event became visible here: fan out, then dispatch), `nudge` (a manual retry,
 * an endpoint changed, an attempt's end freeing a slot: dispatch). `stop` lets the attempts in flight
 * finish within the time given; what is still running then is left to its lease (another instance, or
 * this store's next start, attempts it again).
 */
export class WebhookDispatch {
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private fanOutWanted = true;
  private started = false;
  private stopping: Promise<void> | undefined;
  private pollAt = -Infinity;
  private housekeepingAt = -Infinity;
  private readonly pollMs: number;
  private readonly housekeepingMs: number;

  constructor(
    private readonly dispatcher: WebhookDispatcher,
    private readonly onError: (error: unknown) => void,
    private readonly clock: Clock,
    options: DispatchLoopOptions = {},
  ) {
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.housekeepingMs = options.housekeepingMs ?? DEFAULT_HOUSEKEEPING_MS;
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.schedule(0);
  }

  /** Something may be due now (a manual retry, an endpoint changed, a slot free): dispatch soon (coalesced with a step under way). */
  nudge(): void {
    if (!this.started || this.stopping) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** An event became visible in this process: fan it out, then dispatch, soon. */
  eventsRecorded(): void {
    this.fanOutWanted = true;
    this.nudge();
  }

  /** One round now (tests, and hosts that drive dispatch themselves): how many attempts it started. */
  round(): Promise<number> {
    return this.dispatcher.round();
  }

  /** Resolves once every attempt started so far has finished. */
  idle(): Promise<void> {
    return this.dispatcher.idle();
  }

  /**
   * Rounds, each followed by the end of its attempts, until one starts nothing: everything due now is
   * attempted (a host's job that delivers and exits, tests). Returns the attempts started.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (let started = -1; started !== 0; total += started) {
      started = await this.dispatcher.round();
      await this.dispatcher.idle();
    }
    return total;
  }

  stop(timeoutMs: number): Promise<void> {
    this.stopping ??= (async () => {
      clearTimeout(this.timer);
      if (this.immediate) clearImmediate(this.immediate);
      let deadline: NodeJS.Timeout | undefined;
      const expired = new Promise<void>((resolve) => (deadline = setTimeout(resolve, timeoutMs)));
      await Promise.race([(async () => (await this.running, await this.dispatcher.idle()))(), expired]);
      clearTimeout(deadline);
    })();
    return this.stopping;
  }

  /** The next step after `ms`; at once (the next turn of the event loop, not a 1 ms timer) for 0. */
  private schedule(ms: number): void {
    clearTimeout(this.timer);
    // A step already asked for at once stands (many attempts may end, and nudge, in one turn).
    if (this.immediate) return;
    if (ms <= 0) {
      this.immediate = setImmediate(() => {
        this.immediate = undefined;
        void this.tick();
      });
      return;
    }
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopping || this.running) return;
    let result: DispatchResult | undefined;
    this.running = this.step().then(
      (done) => void (result = done),
      (error: unknown) => this.onError(error),
    );
    await this.running;
    this.running = undefined;
    if (this.stopping) return;
    const again = this.again;
    this.again = false;
    // After a failure (a store unreachable), the next try waits for the poll: no spinning against a store that is down.
    this.schedule(result === undefined ? this.pollMs : again || this.fanOutWanted ? 0 : this.delayAfter(result));
  }

  /** Housekeeping and the poll when their time has come, a fan-out when events are known to wait, then a dispatch. */
  private async step(): Promise<DispatchResult> {
    const now = this.clock.now();
    if (now >= this.housekeepingAt) {
      this.housekeepingAt = now + this.housekeepingMs;
      await this.dispatcher.housekeeping();
    }
    let fanOut = this.fanOutWanted;
    this.fanOutWanted = false;
    if (now >= this.pollAt) {
      this.pollAt = now + this.pollMs;
      fanOut ||= await this.dispatcher.hasNewEvents();
    }
    if (fanOut) await this.dispatcher.fanOut();
    return this.dispatcher.dispatch();
  }

  /**
   * How long to sleep: none after a step that stopped with startable deliveries left; otherwise until the
   * next due delivery, poll or housekeeping. A delivery due but not startable (every slot, or its
   * endpoint's or owner's, taken) wakes nothing: the end of an attempt does (`nudge`).
   */
  private delayAfter(result: DispatchResult): number {
    const now = this.clock.now();
    if (result.more) return 0;
    let wake = Math.min(this.pollAt, this.housekeepingAt);
    if (result.nextDueAt !== null && result.nextDueAt > now) wake = Math.min(wake, result.nextDueAt);
    return Math.max(1, wake - now);
  }
}
