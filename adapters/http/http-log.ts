/**
 * What the HTTP adapter logs itself, and all it needs of a logger: failures (the access line of
 * each request is one of the service's events, see ServiceEvents). A pino `Logger` has `warn` and
 * `error` of this shape.
 */
export interface HttpLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
