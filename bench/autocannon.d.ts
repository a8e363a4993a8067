// The part of autocannon's API the HTTP benchmark uses (the package ships no types and
// @types/autocannon is not installed).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PATCH';
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn; `setupRequest` may rewrite one (its body) before it goes. */
    requests?: { setupRequest?: (request: object) => object }[];
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    /** Requests per second across all connections. */
    overallRate?: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { total: number; sent: number };
  }

  interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
