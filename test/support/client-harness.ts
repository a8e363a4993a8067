import { expect } from 'vitest';
import { AnimalStoreClient, AnimalStoreError, type AnimalStoreClientOptions, type Fetch } from '../../client/src/index.js';
import type { FakeClock } from './fake-clock.js';
import { PRO_KEY, type TestService } from './http-harness.js';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Time for a client under test, on the service's fake clock. A client's `sleep` waits until the clock
 * reaches its instant; whenever nothing else can happen (no request in flight through `fetch`, every
 * pending callback run), the clock jumps to the earliest sleeper's instant. So a burst that takes
 * minutes of the service's time runs in milliseconds, and the service sees the client's waits as they are.
 */
export class VirtualTime {
  private sleepers: { at: number; wake: () => void }[] = [];
  private inFlight = 0;
  private stepping = false;
  /** Every request sent through `fetch`, in order. */
  readonly sent: { method: string; url: string; headers: Record<string, string> }[] = [];

  constructor(private readonly clock: FakeClock) {}

  readonly now = (): number => this.clock.now();

  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const sleeper = { at: this.clock.now() + Math.max(0, ms), wake: resolve };
      this.sleepers.push(sleeper);
      signal?.addEventListener(
        'abort',
        () => {
          this.sleepers = this.sleepers.filter((s) => s !== sleeper);
          resolve();
        },
        { once: true },
      );
      this.schedule();
    });

  /** The global fetch, with the answer read to its end before it counts as no longer in flight. */
  readonly fetch: Fetch = async (url, init) => {
    this.inFlight++;
    this.sent.push({ method: init.method, url, headers: init.headers });
    try {
      const response = await fetch(url, init);
      const body = await response.arrayBuffer();
      return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, { status: response.status, headers: response.headers });
    } finally {
      this.inFlight--;
      this.schedule();
    }
  };

  private schedule(): void {
    if (this.stepping) return;
    this.stepping = true;
    // A macrotask: by then every promise continuation of the woken code has run and either sent a request or slept again.
    setTimeout(() => {
      this.stepping = false;
      this.step();
    }, 1);
  }

  private step(): void {
    if (this.inFlight > 0 || this.sleepers.length === 0) return;
    const next = Math.min(...this.sleepers.map((s) => s.at));
    if (next > this.clock.now()) this.clock.set(next);
    const due = this.sleepers.filter((s) => s.at <= next);
    this.sleepers = this.sleepers.filter((s) => s.at > next);
    for (const sleeper of due) sleeper.wake();
    this.schedule();
  }
}

/** A repeatable Math.random (mulberry32): the same jitter, hence the same figures, on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A client of the test service on its virtual time (`time`), with the Pro key and a seeded jitter unless told otherwise. */
export function testClient(
  service: TestService,
  options: Partial<AnimalStoreClientOptions> & { time?: VirtualTime } = {},
): { client: AnimalStoreClient; time: VirtualTime } {
  const { time = new VirtualTime(service.clock), ...rest } = options;
  const client = new AnimalStoreClient({
    baseUrl: `${service.url}/v1`,
    apiKey: PRO_KEY,
    fetch: time.fetch,
    sleep: time.sleep,
    now: time.now,
    random: seededRandom(14),
    ...rest,
  });
  return { client, time };
}

/** The requests the service answered so far, from its access lines. */
export function answered(service: TestService): { method: string; path: string; status: number }[] {
  return service.logLines.filter((line) => typeof line.status === 'number' && typeof line.method === 'string') as never;
}

/** The rejection of `promise`, which must be an AnimalStoreError. */
export async function clientFailure(promise: Promise<unknown>): Promise<AnimalStoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AnimalStoreError);
  return error as AnimalStoreError;
}
