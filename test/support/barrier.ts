/**
 * Forces an interleaving through any store: once armed for `parties` calls, the wrapped methods
 * hold each call until that many have arrived, so concurrent requests all act on the state they
 * read before any of them writes. Without it, a fast store (memory) may serve the requests one
 * after the other and a race test would pass without the atomic mechanism it is meant to prove.
 */
export class Barrier {
  private remaining = 0;
  private waiting: (() => void)[] = [];
  /** True when the barrier had to let its calls go because not all parties came (the race was not forced). */
  timedOut = false;

  arm(parties: number, timeoutMs = 2_000): void {
    this.remaining = parties;
    setTimeout(() => {
      if (this.remaining > 0) {
        this.timedOut = true;
        this.release();
      }
    }, timeoutMs).unref();
  }

  /** `target` with `methods` held by this barrier while it is armed; every other member as it is. */
  wrap<T extends object>(target: T, ...methods: (keyof T & string)[]): T {
    const held = new Set<string | symbol>(methods);
    return new Proxy(target, {
      get: (object, property) => {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        const bound = (value as (...args: unknown[]) => unknown).bind(object);
        return held.has(property) ? async (...args: unknown[]) => (await this.pass(), bound(...args)) : bound;
      },
    });
  }

  private async pass(): Promise<void> {
    if (this.remaining === 0) return;
    this.remaining--;
    if (this.remaining === 0) return this.release();
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    this.remaining = 0;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
