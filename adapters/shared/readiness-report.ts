/**
 * Whether every store answers: produced by the composition (bootstrap), served by the HTTP
 * adapter at /readyz and returned to embedding hosts (shared here: adapters may not import bootstrap).
 */
export interface ReadinessReport {
  readonly ready: boolean;
  /** One line per store, e.g. `{ pets: 'ok', rateLimiter: 'degraded: unreachable, failing open…' }`. */
  readonly checks: Readonly<Record<string, string>>;
}
