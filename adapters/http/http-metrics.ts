/** An operation's name as a metric label: one of HTTP_OPERATIONS (operation-labels.ts). */
export type HttpOperation = string;

/** The exposition endpoint, `GET /metrics`, outside /v1. */
export interface MetricsEndpoint {
  /** The text to serve and its Content-Type. */
  render(): Promise<{ readonly contentType: string; readonly text: string }>;
  /** When set, only `Authorization: Bearer <token>` gets the metrics (401 otherwise). */
  readonly token?: string;
}
