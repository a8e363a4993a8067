import { pino, type Logger } from 'pino';
import { jsonString } from '../shared/json-text.js';
import { BatchedDestination } from './batched-destination.js';

/** One line per answered request. */
export type AccessLog = (reqId: string, method: string, path: string, status: number, ms: number) => void;

type LineParts = readonly [string, string, string, string, string, string, string];

/** Loggers whose line format this module knows exactly: those built by createLogger. */
const KNOWN_FORMAT = new WeakSet<Logger>();

/** Called by createLogger for the loggers it builds (numeric level, epoch `time`, `msg`, no formatters or hooks). */
export function markKnownFormat(logger: Logger): void {
  KNOWN_FORMAT.add(logger);
}

/**
 * The access log of `logger`, at `info`.
 *
 * For a logger built by createLogger, the line is assembled here, field for field what
 * `logger.info({ reqId, method, path, status, ms }, 'request')` writes, and handed to the
 * logger's destination: pino's general path (serializers, redaction, key-by-key stringify) cost
 * a few microseconds per request for five known fields. On the buffered production destination
 * the line is not even a string: its bytes are written straight into the pending buffer.
 * Any other pino logger (an embedding host's, with its own formatters or hooks) goes through
 * `logger.info` unchanged.
 */
export function createAccessLog(logger: Logger): AccessLog {
  if (!KNOWN_FORMAT.has(logger)) {
    return (reqId, method, path, status, ms) => {
      if (logger.isLevelEnabled('info')) logger.info({ reqId, method, path, status, ms }, 'request');
    };
  }
  const internals = logger as unknown as Record<symbol, unknown>;
  const destination = internals[pino.symbols.streamSym] as { write(line: string): void };
  const bindings = internals[pino.symbols.chindingsSym] as string;
  // The line between its fields, defined once for both writers: time, reqId, method, path, status, ms.
  const parts: LineParts = [
    '{"level":30,"time":',
    `${bindings},"reqId":`,
    ',"method":',
    ',"path":',
    ',"status":',
    ',"ms":',
    ',"msg":"request"}\n',
  ];
  const [head, afterTime, afterReqId, afterMethod, afterPath, afterStatus, tail] = parts;
  const asText: AccessLog = (reqId, method, path, status, ms) => {
    destination.write(
      head + Date.now() + afterTime + jsonString(reqId) + afterReqId + jsonString(method) + afterMethod + jsonString(path) +
        afterPath + jsonNumber(status) + afterStatus + jsonNumber(ms) + tail,
    );
  };
  const write = destination instanceof BatchedDestination ? encodedLines(destination, parts, asText) : asText;
  return (reqId, method, path, status, ms) => {
    if (logger.isLevelEnabled('info')) write(reqId, method, path, status, ms);
  };
}

/**
 * The same line, its bytes written one by one into the destination's buffer: no string is built,
 * flattened or encoded. What this writer cannot render exactly as JSON.stringify would (a number
 * other than a whole count or tenths, a line longer than a buffer) goes to `asText`.
 */
function encodedLines(destination: BatchedDestination, parts: LineParts, asText: AccessLog): AccessLog {
  const [head, afterTime, afterReqId, afterMethod, afterPath, afterStatus, tail] = parts.map((part) => Buffer.from(part)) as [
    Buffer, Buffer, Buffer, Buffer, Buffer, Buffer, Buffer,
  ];
  // Constant parts, three numbers of up to 16 digits (with a point and a decimal), the quotes of three strings.
  const fixedBytes = Buffer.byteLength(parts.join('')) + 3 * 18 + 6;

  // Lines of the same millisecond share their time's digits (dozens of them under load).
  let lastTime = -1;
  const timeBuffer = Buffer.alloc(16);
  let timeDigits = timeBuffer.subarray(0, 0);

  return (reqId, method, path, status, ms) => {
    const tenths = Math.round(ms * 10);
    // JSON escapes take at most 6 bytes per UTF-16 unit (\u001f, a lone surrogate).
    const buffer =
      isCount(status) && isCount(tenths) && tenths / 10 === ms
        ? destination.reserve(fixedBytes + 6 * (reqId.length + method.length + path.length))
        : null;
    if (buffer === null) return asText(reqId, method, path, status, ms);
    let at = destination.pendingBytes;
    at = copyBytes(buffer, at, head);
    const time = Date.now();
    if (time !== lastTime) {
      timeDigits = timeBuffer.subarray(0, writeCount(timeBuffer, 0, time));
      lastTime = time;
    }
    at = copyBytes(buffer, at, timeDigits);
    at = copyBytes(buffer, at, afterTime);
    at = writeJsonString(buffer, at, reqId);
    at = copyBytes(buffer, at, afterReqId);
    at = writeJsonString(buffer, at, method);
    at = copyBytes(buffer, at, afterMethod);
    at = writeJsonString(buffer, at, path);
    at = copyBytes(buffer, at, afterPath);
    at = writeCount(buffer, at, status);
    at = copyBytes(buffer, at, afterStatus);
    at = writeCount(buffer, at, Math.floor(tenths / 10));
    const decimal = tenths % 10;
    if (decimal !== 0) {
      buffer[at++] = 0x2e; // .
      buffer[at++] = 0x30 + decimal;
    }
    at = copyBytes(buffer, at, tail);
    destination.commit(at);
  };
}

/** A number as JSON.stringify writes it: NaN and the infinities as null. */
function jsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}

/** A whole number that JSON prints as its exact digits. */
function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function copyBytes(buffer: Buffer, at: number, bytes: Uint8Array): number {
  buffer.set(bytes, at);
  return at + bytes.length;
}

/** The digits of a whole number (see isCount). */
function writeCount(buffer: Buffer, at: number, value: number): number {
  // Epoch milliseconds have 13 digits: as two halves below 2^31, each digit is integer arithmetic, not float division.
  if (value >= 1e8) {
    const high = Math.floor(value / 1e8);
    at = writeSmallCount(buffer, at, high);
    return writeDigits(buffer, at, value - high * 1e8, 8);
  }
  return writeSmallCount(buffer, at, value);
}

function writeSmallCount(buffer: Buffer, at: number, value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = (rest / 10) | 0) digits++;
  return writeDigits(buffer, at, value, digits);
}

/** `value` (below 2^31) in exactly `digits` digits, zero-padded. */
function writeDigits(buffer: Buffer, at: number, value: number, digits: number): number {
  const end = at + digits;
  for (let i = end - 1; i >= at; i--) {
    const next = (value / 10) | 0;
    buffer[i] = 0x30 + value - next * 10;
    value = next;
  }
  return end;
}

/** `value` as JSON.stringify writes it, in UTF-8: byte by byte while it is plain ASCII, else by JSON.stringify. */
function writeJsonString(buffer: Buffer, at: number, value: string): number {
  buffer[at] = 0x22;
  let to = at + 1;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return at + buffer.write(JSON.stringify(value), at, 'utf8');
    buffer[to++] = c;
  }
  buffer[to] = 0x22;
  return to + 1;
}
