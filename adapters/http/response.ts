import type { Context } from 'koa';

const JSON_TYPE = 'application/json; charset=utf-8';

interface ResponseState {
  /** Name, value, name, value…: headers of the answer being prepared, written with it at once. */
  responseHeaders?: string[];
}

/**
 * Adds a header to the answer being prepared. Headers are collected per request and handed to
 * Node in one `writeHead` with the status and body: a dozen `setHeader` calls (each validating,
 * lower-casing and storing its name) and Koa's body setter cost more than the route itself.
 */
export function addHeader(ctx: Context, name: string, value: string): void {
  pendingHeaders(ctx).push(name, value);
}

/** Adds headers given as one flat list (name, value, name, value…), e.g. a constant set. */
export function addHeaders(ctx: Context, flat: readonly string[]): void {
  const headers = pendingHeaders(ctx);
  for (let i = 0; i < flat.length; i++) headers.push(flat[i]!);
}

/** True once the request has an answer, written here or given to Koa as a body. */
export function isAnswered(ctx: Context): boolean {
  return ctx.res.headersSent || ctx.body !== undefined;
}

/** Answers with `value` as JSON (see sendJsonText). */
export function sendJson(ctx: Context, value: unknown, status = 200): void {
  sendJsonText(ctx, JSON.stringify(value), status);
}

/**
 * Answers with JSON text: status, the collected headers, Content-Type and Content-Length in one
 * `writeHead`, then the body; Koa is told not to respond again. A HEAD request gets the same
 * headers without the body (Node drops it).
 */
export function sendJsonText(ctx: Context, json: string, status = 200): void {
  const headers = pendingHeaders(ctx);
  headers.push('Content-Type', JSON_TYPE, 'Content-Length', String(Buffer.byteLength(json)));
  try {
    // Node validates every header here: an invalid value collected earlier throws, and nothing is sent.
    ctx.res.writeHead(status, headers);
  } catch (error) {
    headers.length -= 4;
    throw error;
  }
  ctx.respond = false;
  ctx.res.end(json);
}

/** Hands the collected headers to an answer that Koa renders (a body set on `ctx`, a 204…). */
export function applyPendingHeaders(ctx: Context): void {
  const headers = (ctx.state as ResponseState).responseHeaders;
  if (headers === undefined || ctx.res.headersSent) return;
  for (let i = 0; i < headers.length; i += 2) ctx.res.setHeader(headers[i]!, headers[i + 1]!);
  headers.length = 0;
}

/** Drops every collected header but the first `keep` names (with their values). */
export function keepPendingHeaders(ctx: Context, keep: number): void {
  const headers = pendingHeaders(ctx);
  headers.length = Math.min(headers.length, keep * 2);
}

function pendingHeaders(ctx: Context): string[] {
  const state = ctx.state as ResponseState;
  return (state.responseHeaders ??= []);
}
