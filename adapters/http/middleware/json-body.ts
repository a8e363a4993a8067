import bodyParser from 'koa-bodyparser';
import type { Context, Next } from 'koa';
import { ValidationError } from '../../../core/index.js';
import { ACCEPTED_ENCODINGS, HttpError, UNSUPPORTED_ENCODING } from '../http-error.js';

const MAX_BODY_BYTES = 16 * 1024;

const NO_BODY = ValidationError.of('body', 'is required: a JSON object with name and categoryId');
const NOT_JSON = new HttpError(415, 'unsupported_media_type', 'The request body must be application/json (UTF-8).');
const BAD_ENCODING = new HttpError(415, 'unsupported_media_type', UNSUPPORTED_ENCODING);
const UNREADABLE = ValidationError.of('body', 'could not be read (truncated, or not decodable with its Content-Encoding)');
const NOT_UTF8 = ValidationError.of('body', 'is not valid UTF-8');
const noop = async (): Promise<void> => undefined;

/**
 * Reads a createPet body: present, `application/json` in UTF-8, a supported encoding, at most
 * 16 KiB after inflation, parsed by koa-bodyparser. Every way a body can be wrong ends in a 4xx
 * here; nothing reaches the route that the parser silently dropped.
 */
export function jsonBody() {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: `${MAX_BODY_BYTES}b`, strict: true });
  return async function jsonBody(ctx: Context, next: Next): Promise<void> {
    const request = ctx.request;
    if (!request.length && ctx.get('transfer-encoding') === '') throw NO_BODY;
    // The two spellings nearly every client sends skip the general media-type parse.
    const type = ctx.req.headers['content-type'];
    if (type !== 'application/json' && type !== 'application/json; charset=utf-8') {
      if (!request.is('application/json')) throw NOT_JSON;
      const charset = request.charset.toLowerCase();
      if (charset !== '' && charset !== 'utf-8' && charset !== 'utf8') throw NOT_JSON;
    }
    const encoding = ctx.get('content-encoding');
    if (encoding !== '' && !ACCEPTED_ENCODINGS.has(encoding)) throw BAD_ENCODING;
    try {
      // The parser runs alone (a no-op `next`), so only its own failures are caught here.
      await parse(ctx, noop);
    } catch (error) {
      throw isKnownParserFailure(error) ? error : UNREADABLE;
    }
    const raw = request.rawBody as string | undefined;
    // The parser skips media types it does not recognise (e.g. a malformed parameter).
    if (raw === undefined) throw NOT_JSON;
    // Undecodable bytes were replaced by U+FFFD while decoding: refuse rather than store them.
    if (raw.includes('\uFFFD')) throw NOT_UTF8;
    await next();
  };
}

/** Failures the Error mapping knows: raw-body's typed errors and the JSON parser's SyntaxError. */
function isKnownParserFailure(error: unknown): boolean {
  return error instanceof SyntaxError || typeof (error as { type?: unknown } | null)?.type === 'string';
}
