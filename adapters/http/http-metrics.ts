import type { StoreLabel } from '../../core/index.js';

/** An operation's name as a metric label: one of HTTP_OPERATIONS (operation-labels.ts). */
export type HttpOperation = string;

/**
 * What the HTTP adapter counts, and all it needs of a metrics library: bootstrap supplies one
 * built on prom-client (adapters/metrics). Called on every request: implementations keep it cheap.
 */
export interface HttpMetrics {
  requestStarted(): void;
  /** `seconds`: time to answer. `method` as the client sent it (the implementation bounds its label values). */
  requestFinished(operation: HttpOperation, method: string, status: number, seconds: number): void;
  /** A request answered 503 because a store was unreachable. */
  storeUnavailable(store: StoreLabel): void;
}

/** The exposition endpoint, `GET /metrics`, outside /v1. */
export interface MetricsEndpoint {
  /** The text to serve and its Content-Type. */
  render(): Promise<{ readonly contentType: string; readonly text: string }>;
  /** When set, only `Authorization: Bearer <token>` gets the metrics (401 otherwise). */
  readonly token?: string;
}
