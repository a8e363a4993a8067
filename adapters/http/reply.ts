import type { ServerResponse } from 'node:http';
import type { Context } from 'koa';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answer to one request, and the only way one leaves the HTTP adapter: every layer adds its
 * headers here (the guard its rate-limit figures, a route its Location), and the status, the
 * headers and the body go out together in one `writeHead` + `end`. Koa never renders a body
 * (requestContext sets `ctx.respond = false`).
 *
 * Why not `ctx.set` and `ctx.body`: a dozen `setHeader` calls (each validating, lower-casing and
 * storing its name) and Koa's body setter cost more per request than authentication and rate
 * limiting together (BENCHMARKS.md), and headers collected here survive an error thrown after
 * them, so every Error answer carries the rate-limit figures too.
 */
export class Reply {
  /** Name, value, name, value… in the flat form `writeHead` takes. */
  private readonly headers: string[];
  private sent = false;

  constructor(
    private readonly res: ServerResponse,
    readonly requestId: string,
    /** The W3C trace id the request came with, echoed as `X-Trace-Id`. */
    readonly traceId?: string,
  ) {
    this.headers = baseHeaders(requestId, traceId);
  }

  /** Adds a header to the answer (names are not checked for repeats: each layer adds its own). */
  header(name: string, value: string): this {
    this.headers.push(name, value);
    return this;
  }

  /** Gives the header added under `name` another value (the first one of that name), or adds it. */
  replaceHeader(name: string, value: string): this {
    for (let i = 0; i < this.headers.length; i += 2) {
      if (this.headers[i] === name) {
        this.headers[i + 1] = value;
        return this;
      }
    }
    return this.header(name, value);
  }

  /** True once the answer is on its way (or the connection answered it otherwise). */
  get isSent(): boolean {
    return this.sent || this.res.headersSent;
  }

  /** Answers with JSON text (already serialized: routes know their shapes). */
  json(status: number, json: string): void {
    this.send(status, JSON_TYPE, json);
  }

  /** Answers with a body of any type; a HEAD request gets the same headers without it (Node drops it). */
  send(status: number, contentType: string, body: string): void {
    this.headers.push('Content-Type', contentType, 'Content-Length', String(Buffer.byteLength(body)));
    this.write(status, this.headers, body);
  }

  /** Answers without a body (204). */
  empty(status: number): void {
    this.write(status, this.headers, undefined);
  }

  /**
   * Answers a failure of the answer itself (Node refused a collected header): the same request
   * id and safety headers, none of the collected ones, and `json` as the body.
   */
  fallback(status: number, json: string): void {
    const headers = baseHeaders(this.requestId, this.traceId);
    headers.push('Content-Type', JSON_TYPE, 'Content-Length', String(Buffer.byteLength(json)));
    this.write(status, headers, json);
  }

  private write(status: number, headers: string[], body: string | undefined): void {
    // Node validates every header here and throws before anything is sent.
    this.res.writeHead(status, headers);
    this.sent = true;
    this.res.end(body);
  }
}

/** Sent with every answer, errors and fallbacks included. */
function baseHeaders(requestId: string, traceId: string | undefined): string[] {
  const headers = ['X-Request-Id', requestId, 'X-Content-Type-Options', 'nosniff', 'Cache-Control', 'no-store'];
  if (traceId !== undefined) headers.push('X-Trace-Id', traceId);
  return headers;
}

interface ReplyState {
  reply?: Reply;
}

/** Starts the answer of a request (requestContext, once per request). */
export function startReply(ctx: Context, requestId: string, traceId?: string): Reply {
  ctx.respond = false;
  return ((ctx.state as ReplyState).reply = new Reply(ctx.res, requestId, traceId));
}

/** The answer of the request being handled. */
export function replyOf(ctx: Context): Reply {
  const reply = (ctx.state as ReplyState).reply;
  if (reply === undefined) throw new Error('no Reply: requestContext must run first');
  return reply;
}
