import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceEvents, UseCases } from '../../core/index.js';
import type { HttpLog } from './http-log.js';
import type { MetricsEndpoint } from './http-metrics.js';
import type { OpenApiOptions } from './openapi/openapi-document.js';

// The HTTP adapter's types that reach the package's public declarations. They name no Koa type, so
// a host type-checking against the package needs no @types/koa (a devDependency here).

export interface ReadinessReport {
  readonly ready: boolean;
  /** One line per store, e.g. `{ pets: 'ok', rateLimiter: 'degraded: unreachable, failing open…' }`. */
  readonly checks: Readonly<Record<string, string>>;
}

/** The HTTP adapter's app as a host sees it (a Koa application underneath). */
export interface HttpApp {
  /** A `node:http` request listener; it never rejects: every error is answered. */
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/** The use cases it serves (all but key management, which is the CLI's), and what it needs around them. */
export interface HttpAppDependencies extends Omit<UseCases, 'manageKeys'> {
  readonly readiness: () => Promise<ReadinessReport>;
  /** Where failures are logged. */
  readonly log: HttpLog;
  readonly openApi: OpenApiOptions;
  /** getPet's deprecation instant (RFC 9745 `Deprecation`), ms since the epoch. */
  readonly getPetDeprecatedAt: number;
  /** Origins (`https://app.example`) whose browsers may call the API (CORS); none when absent or empty. */
  readonly corsOrigins?: readonly string[];
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  readonly trustProxy?: boolean;
  /** Told of every request (for the metrics and the access line) and of every 503 for an unreachable store. */
  readonly events?: ServiceEvents;
  /** Serves `GET /metrics` on this app (absent: 404, e.g. when metrics have a listener of their own). */
  readonly metricsEndpoint?: MetricsEndpoint;
}
