import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ReadinessReport } from '../shared/readiness-report.js';
import type { HttpLog } from './http-log.js';
import type { MetricsEndpoint } from './http-metrics.js';
import type { ServiceEvents, UseCases } from '../../core/index.js';

// The HTTP adapter's types that reach the package's public declarations. They name no Koa type, so
// a host type-checking against the package needs no @types/koa (a devDependency here).

/** What the served document says of where the API lives (after `/v1` on the origin it was fetched from). */
export interface DocumentSettings {
  /** The environment this service runs in (development, test, staging, production), named by the relative server's description. */
  readonly environment: string;
  /** Public base URLs, each ending in /v1, listed after the relative one when configured. */
  readonly productionUrl?: string;
  readonly stagingUrl?: string;
}

/** The HTTP adapter's app as a host sees it (a Koa application underneath). */
export interface HttpApp {
  /** A `node:http` request listener; it never rejects: every error is answered. */
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /**
   * For the server's `clientError` event: what Node answers itself (431 headers too large, 408 too
   * slow, 400 not HTTP) answered with the Error body, logged and counted like every request.
   */
  readonly clientErrorListener: (error: Error, socket: Duplex) => void;
}

/** The use cases the HTTP adapter drives. */
export type HttpUseCases = UseCases;

/** The use cases it serves, and what it needs around them. */
export interface HttpAppDependencies {
  readonly useCases: HttpUseCases;
  readonly readiness: () => Promise<ReadinessReport>;
  /** Where failures are logged. */
  readonly log: HttpLog;
  readonly document: DocumentSettings;
  /** getPet's deprecation (RFC 9745) and sunset (RFC 8594) instants, ms since the epoch. */
  readonly getPet: { readonly deprecatedAt: number; readonly sunsetAt: number };
  /** Origins (`https://app.example`) whose browsers may call the API (CORS); none when absent or empty. */
  readonly corsOrigins?: readonly string[];
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  readonly trustProxy?: boolean;
  /** Told of every request (for the metrics and the access line) and of every 503 for an unreachable store. */
  readonly events?: ServiceEvents;
  /** Serves `GET /metrics` on this app (absent: 404, e.g. when metrics have a listener of their own). */
  readonly metricsEndpoint?: MetricsEndpoint;
}
