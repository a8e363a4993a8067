import type { WebhookDispatcher } from '../core/index.js';

/** How often a dispatcher with nothing to do looks again (events of other instances, retries that fall due). */
const DEFAULT_POLL_MS = 250;

/**
 * Runs the webhook dispatcher's rounds in the service process: one round at a time, the next at once
 * when the last started attempts or something asked (a manual retry, a free slot), else after
 * `pollMs`. `stop` lets the attempts in flight finish within the time given; what is still running
 * then is left to its lease (another instance, or this store's next start, attempts it again).
 */
export class WebhookDispatch {
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly dispatcher: WebhookDispatcher,
    private readonly onError: (error: unknown) => void,
    private readonly pollMs = DEFAULT_POLL_MS,
  ) {}

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.schedule(0);
  }

  /** Asks for a round soon (coalesced with one under way). */
  nudge(): void {
    if (!this.started || this.stopping) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** One round now (tests, and hosts that drive dispatch themselves): how many attempts it started. */
  round(): Promise<number> {
    return this.dispatcher.round();
  }

  /** Resolves once every attempt started so far has finished. */
  idle(): Promise<void> {
    return this.dispatcher.idle();
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

  /** The next round after `ms`; at once (the next turn of the event loop, not a 1 ms timer) for 0. */
  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    if (ms === 0) {
      this.immediate = setImmediate(() => void this.tick());
      return;
    }
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopping || this.running) return;
    let busy = false;
    this.running = this.dispatcher.round().then(
      (started) => void (busy = started > 0),
      (error: unknown) => this.onError(error),
    );
    await this.running;
    this.running = undefined;
    if (this.stopping) return;
    const soon = busy || this.again;
    this.again = false;
    this.schedule(soon ? 0 : this.pollMs);
  }
}
