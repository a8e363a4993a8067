import type { FakeClock } from '../support/fake-clock.js';

/**
 * How a contract suite gets fresh adapters. `create` returns a new, empty store for each test;
 * `skip` (when set) says in one line why the suite cannot run on this machine. `unavailable`
 * (adapters with a backend only) returns an adapter whose backend cannot be reached: the suites
 * then check that every operation rejects with the port's StoreUnavailableError.
 */
export interface ContractHarness<T> {
  readonly create: () => Promise<T>;
  /**
   * The clock the adapters from `create` run on, for an adapter that takes one: a suite moves it
   * where time must pass. Without it (an adapter on its backend's clock, such as Redis's TIME) a
   * suite waits on the real clock.
   */
  readonly clock?: FakeClock;
  readonly unavailable?: () => Promise<T>;
  readonly teardown?: () => Promise<void>;
  readonly skip?: string;
}

/** Runs each operation and returns what it rejected with (the value itself when it resolved). */
export async function failuresOf(operations: ReadonlyArray<() => Promise<unknown>>): Promise<unknown[]> {
  return Promise.all(
    operations.map((operation) =>
      operation().then(
        (value) => ({ resolved: value }),
        (error: unknown) => error,
      ),
    ),
  );
}
