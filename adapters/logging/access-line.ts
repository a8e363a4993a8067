import { pino, type DestinationStream, type Logger } from 'pino';
import type { AnsweredRequest } from '../../core/index.js';
import { jsonStringBody } from '../shared/json-text.js';
import { BufferedStdout } from './buffered-stdout.js';

/** The fields of an access line: an answered request's, its operation aside. */
export type AccessEntry = Omit<AnsweredRequest, 'operation'>;

/** Numbers as the line writes them are at most this long (`-1.7976931348623157e+308`). */
const NUMBER_BYTES = 24;

/**
 * The access line written straight to the destination: exactly what `logger.info(fields,
 * 'request')` writes with createLogging's options (tests hold the two to the same bytes), for
 * a fraction of the cost: pino's general path (serializers, redaction, key-by-key stringify)
 * costs a few microseconds for five known fields, several per cent of a whole request. Into the
 * buffered stdout the line's bytes are written one by one, without making the line as a string
 * first; a field that would need escaping or is not ASCII sends the line the string way.
 */
export function accessLines(logger: Logger, destination: DestinationStream, base: Readonly<Record<string, string>>): (fields: AccessEntry) => void {
  const head = `{"level":${pino.levels.values.info},"time":`;
  const afterTime = `,${JSON.stringify(base).slice(1, -1)},"reqId":"`;
  const fixedBytes = `${head}${afterTime}","method":"","path":"","status":,"ms":,"traceId":"","msg":"request"}\n`.length + 3 * NUMBER_BYTES;
  // The byte path copies the line's own text one byte per character: it must be ASCII.
  const bytes = destination instanceof BufferedStdout && /^[\x20-\x7e]*$/.test(head + afterTime) ? destination : undefined;
  // Lines logged in the same millisecond share the text of their time.
  let lastTime = 0;
  let lastTimeText = '0';

  /** The line's bytes at the end of the chunk; false (nothing written) when a field is not plain. */
  function writeBytes(out: BufferedStdout, time: string, { reqId, method, path, status, ms, traceId }: AccessEntry): boolean {
    if (!out.room(fixedBytes + reqId.length + method.length + path.length + (traceId?.length ?? 0))) return false;
    const chunk = out.chunk;
    let at = putAscii(chunk, out.used, head);
    at = putAscii(chunk, at, time);
    at = putAscii(chunk, at, afterTime);
    at = putPlain(chunk, at, reqId);
    if (at < 0) return false;
    at = putAscii(chunk, at, '","method":"');
    at = putPlain(chunk, at, method);
    if (at < 0) return false;
    at = putAscii(chunk, at, '","path":"');
    at = putPlain(chunk, at, path);
    if (at < 0) return false;
    at = putAscii(chunk, at, '","status":');
    at = putAscii(chunk, at, jsonNumber(status));
    at = putAscii(chunk, at, ',"ms":');
    at = putAscii(chunk, at, tenthsJson(ms));
    if (traceId !== undefined) {
      at = putAscii(chunk, at, ',"traceId":"');
      at = putPlain(chunk, at, traceId);
      if (at < 0) return false;
      at = putAscii(chunk, at, '"');
    }
    out.used = putAscii(chunk, at, ',"msg":"request"}\n');
    return true;
  }

  return (fields) => {
    if (!logger.isLevelEnabled('info')) return;
    const time = Date.now();
    if (time !== lastTime) lastTimeText = String((lastTime = time));
    if (bytes !== undefined && writeBytes(bytes, lastTimeText, fields)) return;
    destination.write(
      `${head}${lastTimeText}${afterTime}${jsonStringBody(fields.reqId)}","method":"${jsonStringBody(fields.method)}",` +
        `"path":"${jsonStringBody(fields.path)}","status":${jsonNumber(fields.status)},"ms":${tenthsJson(fields.ms)}` +
        `${fields.traceId === undefined ? '' : `,"traceId":"${jsonStringBody(fields.traceId)}"`},"msg":"request"}\n`,
    );
  };
}

/**
 * Copies `text` into `buffer` at `at` when it is its own JSON string body in ASCII (printable, no
 * `"` or `\`), one byte per character; -1 when it is not.
 */
function putPlain(buffer: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return -1;
    buffer[at++] = code;
  }
  return at;
}

/** Copies `text`, ASCII by construction (the line's own punctuation, numbers), into `buffer` at `at`. */
function putAscii(buffer: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
  return at;
}

/** A duration in milliseconds to a tenth, as the access line records it. */
export function tenths(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/**
 * `jsonNumber(tenths(ms))`, the usual case (0 to 214,748,364.7 ms) from integers: formatting a
 * fraction costs several times as much as an integer.
 */
function tenthsJson(ms: number): string {
  const count = Math.round(ms * 10);
  if (!(count >= 0 && count <= 0x7fffffff)) return jsonNumber(tenths(ms));
  const digit = count % 10;
  return digit === 0 ? String(count / 10) : `${(count - digit) / 10}.${digit}`;
}

/** A number as JSON.stringify writes it: NaN and the infinities as null. */
function jsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}
