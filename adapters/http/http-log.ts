import type { AccessEntry } from '../shared/access-entry.js';

/**
 * What the HTTP adapter logs, and all it needs of a logger: bootstrap supplies one built on pino
 * (adapters/logging), a host or a test may supply its own. A pino `Logger` has `warn` and `error`
 * of this shape.
 */
export interface HttpLog {
  /** One line per answered request; absent when access logging is off. */
  readonly access?: (entry: AccessEntry) => void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
