import type { IncomingMessage } from 'node:http';
import bodyParser from 'koa-bodyparser';
import type { Context } from 'koa';
import { ValidationError } from '../../../core/index.js';
import { ACCEPTED_ENCODINGS, HttpError, UNSUPPORTED_ENCODING } from '../http-error.js';
import { checkMembersOnce, parseJsonText } from '../json-parse.js';

const MAX_BODY_BYTES = 16 * 1024;
const MERGE_PATCH = 'application/merge-patch+json';

/** The bodies the API reads: a JSON document (POST), or a JSON Merge Patch (PATCH, RFC 7396). */
export interface BodyKind {
  /** Media types accepted; the first two spellings of application/json skip the general parse. */
  readonly types: readonly string[];
  readonly missing: ValidationError;
  readonly notAccepted: HttpError;
}

export const JSON_DOCUMENT: BodyKind = {
  types: ['application/json'],
  missing: ValidationError.of('body', 'is required: a JSON object'),
  notAccepted: new HttpError('unsupported_media_type', 'Content-Type: must be application/json (UTF-8).'),
};

/** RFC 5789 §3.1: a 415 to a PATCH says which patch formats are accepted. */
export const ACCEPT_PATCH = `${MERGE_PATCH}, application/json`;

export const MERGE_PATCH_DOCUMENT: BodyKind = {
  types: [MERGE_PATCH, 'application/json'],
  missing: ValidationError.of('body', 'is required: a JSON Merge Patch object'),
  notAccepted: new HttpError('unsupported_media_type', `Content-Type: must be ${MERGE_PATCH} or application/json (UTF-8).`, {
    'Accept-Patch': ACCEPT_PATCH,
  }),
};

const BAD_ENCODING = new HttpError('unsupported_media_type', UNSUPPORTED_ENCODING);
const UNREADABLE = ValidationError.of('body', 'could not be read (truncated, or not decodable with its Content-Encoding)');
const NOT_UTF8 = ValidationError.of('body', 'is not valid UTF-8');
const noop = async (): Promise<void> => undefined;
const DECIMAL = /^[0-9]+$/;
// The merge-patch type is JSON to the parser; whether it is accepted here is the BodyKind's to say.
const parse = bodyParser({ enableTypes: ['json'], extendTypes: { json: [MERGE_PATCH] }, jsonLimit: `${MAX_BODY_BYTES}b`, strict: true });

/**
 * Reads a JSON body of `kind`: present, of an accepted media type in UTF-8, a supported encoding,
 * at most 16 KiB after inflation; the usual body read here directly (plainLength), any other by
 * koa-bodyparser. Every way a body can be wrong ends in a 4xx here; nothing reaches the route that
 * the parser silently dropped. PATCH reads its body only after the 404 and 412 checks (DESIGN.md's
 * order), so this is called when a route asks, not as a middleware.
 */
export async function readJsonBody(ctx: Context, kind: BodyKind): Promise<unknown> {
  const request = ctx.request;
  // Node's headers read once, directly: Koa's delegating getters cost more than these checks.
  const headers = ctx.req.headers;
  const declared = headers['content-length'];
  const chunked = (headers['transfer-encoding'] ?? '') !== '';
  if (!chunked && (declared === undefined || Number(declared) === 0)) throw kind.missing;
  // The two spellings nearly every client sends skip the general media-type parse.
  const type = headers['content-type'];
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') {
    if (!request.is(...kind.types)) throw kind.notAccepted;
    const charset = request.charset.toLowerCase();
    if (charset !== '' && charset !== 'utf-8' && charset !== 'utf8') throw kind.notAccepted;
  }
  const encoding = headers['content-encoding'] ?? '';
  if (encoding !== '' && !ACCEPTED_ENCODINGS.has(encoding)) throw BAD_ENCODING;
  const length = chunked ? undefined : plainLength(ctx.req, type, encoding, declared);
  if (length !== undefined) return parseJson(await readExactly(ctx.req, length));
  try {
    // The parser runs alone (a no-op `next`), so only its own failures are caught here.
    await parse(ctx, noop);
  } catch (error) {
    throw isKnownParserFailure(error) ? error : UNREADABLE;
  }
  const raw = request.rawBody as string | undefined;
  // The parser skips media types it does not recognise (e.g. a malformed parameter).
  if (raw === undefined) throw kind.notAccepted;
  // Empty in chunks: as missing as a Content-Length of 0 (co-body's strict mode would make it `{}`).
  if (raw === '') throw kind.missing;
  // Undecodable bytes were replaced by U+FFFD while decoding: refuse rather than store them.
  if (raw.includes('\uFFFD')) throw NOT_UTF8;
  checkMembersOnce(raw);
  return request.body;
}

/**
 * The declared length of the body nearly every client sends, when it can be read without the
 * general parser: JSON by its usual spellings, no content coding, a Content-Length within the limit
 * (the caller has ruled out chunks).
 * Anything else (a coding to undo, a chunked or oversized body, another spelling) goes through
 * koa-bodyparser, which answers it as it always has. Both ways end in the same errors.
 */
function plainLength(req: IncomingMessage, type: string | undefined, encoding: string, declared: string | undefined): number | undefined {
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return undefined;
  if ((encoding !== '' && encoding !== 'identity') || !req.readable) return undefined;
  if (declared === undefined || !DECIMAL.test(declared)) return undefined;
  const length = Number(declared);
  return length > 0 && length <= MAX_BODY_BYTES ? length : undefined;
}

/** The body's bytes, all `length` of them (Node's parser delivers no more than Content-Length). */
function readExactly(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      stop();
      if (received !== length) reject(parserFailure('request.size.invalid'));
      else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received));
    };
    // The connection closed (or failed) before the body was complete.
    const onAbort = (): void => {
      stop();
      reject(parserFailure('request.aborted'));
    };
    const stop = (): void => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
    };
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}

/** The body's text, parsed as every body is (json-parse.ts); bytes that are not UTF-8 refused rather than stored as U+FFFD. */
function parseJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) throw NOT_UTF8;
  return parseJsonText(text);
}

/** A failure of reading the body, typed as raw-body types its own (see http-error.ts). */
function parserFailure(type: string): Error {
  return Object.assign(new Error(`request body: ${type}`), { type });
}

/** Failures the Error mapping knows: raw-body's typed errors and the JSON parser's SyntaxError. */
function isKnownParserFailure(error: unknown): boolean {
  return error instanceof SyntaxError || typeof (error as { type?: unknown } | null)?.type === 'string';
}
