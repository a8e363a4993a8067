/** One answered request, as the access log records it. */
interface AccessEntry {
  readonly reqId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Time to answer, in milliseconds (the log decides how precisely it records it). */
  readonly ms: number;
  /** The W3C trace id of the request's `traceparent`, when it sent a valid one. */
  readonly traceId?: string;
}

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
