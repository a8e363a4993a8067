import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Context } from 'koa';
import { ValidationError } from '../../../core/index.js';
import { HttpError } from '../http-error.js';
import { parseJsonText } from '../json-parse.js';

const MAX_BODY_BYTES = 16 * 1024;
const MERGE_PATCH = 'application/merge-patch+json';

/** The bodies the API reads: a JSON document (POST), or a JSON Merge Patch (PATCH, RFC 7396). */
export interface BodyKind {
  /** Media types accepted; the first two spellings of application/json skip the media-type parse. */
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

/** The codings a body may come in (one at most), each undone by its decoder; the 16 KiB limit counts the decoded bytes. */
const DECODERS: ReadonlyMap<string, (() => Transform) | null> = new Map([
  ['identity', null],
  ['gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

const BAD_ENCODING = new HttpError('unsupported_media_type', `Content-Encoding: must be one of ${[...DECODERS.keys()].join(', ')}.`);
const TOO_LARGE = new HttpError('payload_too_large', 'body: is larger than 16 KiB.');
const UNREADABLE = ValidationError.of('body', 'could not be read (truncated, or not decodable with its Content-Encoding)');
const ABORTED = ValidationError.of('body', 'the request was aborted before the body was complete');
const WRONG_LENGTH = ValidationError.of('body', 'its length does not match Content-Length');
const NOT_UTF8 = ValidationError.of('body', 'is not valid UTF-8');
const DECIMAL = /^[0-9]+$/;

/**
 * Reads a JSON body of `kind`: present, of an accepted media type in UTF-8, in a supported coding,
 * at most 16 KiB once decoded, then parsed (json-parse.ts). One reader for every body: the usual one
 * (`application/json`, no coding, a Content-Length) is read straight into one buffer; a chunked or
 * coded one through its decoder, counted as it comes. Every way a body can be wrong ends in a 4xx of
 * this module's own; nothing reaches the route that was silently dropped. PATCH reads its body only
 * after the 404 and 412 checks (DESIGN.md's order), so this is called when a route asks, not as a middleware.
 */
export async function readJsonBody(ctx: Context, kind: BodyKind): Promise<unknown> {
  // Node's headers read once, directly: Koa's delegating getters cost more than these checks.
  const headers = ctx.req.headers;
  const declared = headers['content-length'];
  const chunked = (headers['transfer-encoding'] ?? '') !== '';
  if (!chunked && (declared === undefined || Number(declared) === 0)) throw kind.missing;
  // The two spellings nearly every client sends skip the media-type parse.
  const type = headers['content-type'];
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8' && !accepts(kind, type)) throw kind.notAccepted;
  const encoding = headers['content-encoding'] ?? '';
  const decoder = encoding === '' ? null : DECODERS.get(encoding);
  if (decoder === undefined) throw BAD_ENCODING;
  const length = chunked ? undefined : declaredLength(declared);
  if (decoder === null && length !== undefined && length > MAX_BODY_BYTES) throw TOO_LARGE;
  const bytes = await readBytes(ctx.req, decoder === null ? length : undefined, decoder);
  // Empty in chunks (or once decoded): as missing as a Content-Length of 0.
  if (bytes.length === 0) throw kind.missing;
  const text = bytes.toString('utf8');
  // Bytes that are not UTF-8 decode to U+FFFD: refused rather than stored so.
  if (text.includes('\uFFFD')) throw NOT_UTF8;
  return parseJsonText(text);
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const PARAMETER = `[ \\t]*;[ \\t]*(${TOKEN})=(${TOKEN}|"(?:[^"\\\\]|\\\\.)*")`;
/** RFC 9110 §8.3.1: `type/subtype`, then parameters, each a token or a quoted string. */
const MEDIA_TYPE = new RegExp(`^[ \\t]*(${TOKEN}/${TOKEN})((?:${PARAMETER})*)[ \\t]*$`);
const PARAMETERS = new RegExp(PARAMETER, 'g');

/** Whether a Content-Type is one of `kind`'s media types, well-formed, its charset (if any) UTF-8. */
function accepts(kind: BodyKind, header: string | undefined): boolean {
  const match = header === undefined ? null : MEDIA_TYPE.exec(header);
  if (match === null || !kind.types.includes(match[1]!.toLowerCase())) return false;
  for (const [, name, value] of match[2]!.matchAll(PARAMETERS)) {
    if (name!.toLowerCase() !== 'charset') continue;
    const charset = (value!.startsWith('"') ? value!.slice(1, -1).replace(/\\(.)/g, '$1') : value!).toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return false;
  }
  return true;
}

/** A Content-Length as a number; a malformed one Node's parser would have refused already. */
function declaredLength(declared: string | undefined): number | undefined {
  return declared !== undefined && DECIMAL.test(declared) ? Number(declared) : undefined;
}

/**
 * The body's bytes: exactly `length` of them when that is known and there is no coding (Node's parser
 * delivers no more than Content-Length), else whatever comes, decoded, up to the limit (beyond it 413,
 * and the rest is left to Node, which discards it).
 */
function readBytes(req: IncomingMessage, length: number | undefined, decoder: (() => Transform) | null): Promise<Buffer> {
  // Closed before it was read (the client went away): no event would ever come.
  if (req.destroyed || !req.readable) return Promise.reject(ABORTED);
  return new Promise((resolve, reject) => {
    const source: Readable = decoder === null ? req : req.pipe(decoder());
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = (): void => {
      source.off('data', onData).off('end', onEnd).off('error', onUndecodable);
      req.off('error', onAbort).off('close', onAbort);
      if (source !== req) {
        req.unpipe();
        source.destroy();
      }
      req.pause();
    };
    const fail = (error: Error): void => {
      stop();
      reject(error);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) fail(TOO_LARGE);
      else chunks.push(chunk);
    };
    const onEnd = (): void => {
      stop();
      if (length !== undefined && received !== length) reject(WRONG_LENGTH);
      else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received));
    };
    // The decoder refused the bytes (not gzip, truncated…).
    const onUndecodable = (): void => fail(UNREADABLE);
    // The connection closed (or failed) before the body was complete.
    const onAbort = (): void => {
      if (!req.complete) fail(ABORTED);
    };
    source.on('data', onData).on('end', onEnd);
    if (source !== req) source.on('error', onUndecodable);
    req.on('error', onAbort).on('close', onAbort);
  });
}
