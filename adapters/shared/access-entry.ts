/**
 * One answered request, as the access log records it: what the HTTP adapter reports and the
 * logging adapter writes (shared here because neither adapter may import the other).
 */
export interface AccessEntry {
  readonly reqId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Time to answer, in milliseconds (the log decides how precisely it records it). */
  readonly ms: number;
  /** The W3C trace id of the request's `traceparent`, when it sent a valid one. */
  readonly traceId?: string;
}
