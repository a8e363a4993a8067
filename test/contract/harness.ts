/**
 * How a contract suite gets fresh adapters. `create` returns a new, empty store for each test;
 * `skip` (when set) says in one line why the suite cannot run on this machine.
 */
export interface ContractHarness<T> {
  readonly create: () => Promise<T>;
  readonly teardown?: () => Promise<void>;
  readonly skip?: string;
}
