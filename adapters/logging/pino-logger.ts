import { writeSync } from 'node:fs';
import { pino, type DestinationStream, type Logger } from 'pino';
import { build as prettyStream } from 'pino-pretty';
import type { AnsweredRequest } from '../../core/index.js';
import { jsonStringBody } from '../shared/json-text.js';

/** The fields of an access line: an answered request's, its operation aside. */
type AccessEntry = Omit<AnsweredRequest, 'operation'>;

/** `json`: one JSON object per line (machines). `pretty`: pino-pretty's coloured lines (a developer's terminal). */
type LogFormat = 'json' | 'pretty';

export interface LoggingOptions {
  readonly level: string;
  /**
   * Buffer lines and write them asynchronously (production): far cheaper per request, at the
   * price of flushing on shutdown. Off by default so development output appears at once.
   */
  readonly buffered?: boolean;
  /** Where lines go; stdout by default. Tests pass a stream to read what was logged. */
  readonly stream?: DestinationStream;
  /** `json` by default. Pretty lines are rendered from the JSON ones, so redaction applies to both. */
  readonly format?: LogFormat;
}

/** A logger, the access log written through it, and a way to wait until every line is out. */
export interface Logging {
  readonly logger: Logger;
  /** One `info` line `request` per answered request; `ms` to a tenth of a millisecond (finer is noise). */
  readonly access: (fields: AccessEntry) => void;
  /** Resolves once the lines logged so far are written, or after `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
}

/** Bound on every line. */
const BASE = { service: 'animal-store' };

/** Header and field paths that may carry secrets: never written, whatever a caller logs. */
// Explicit paths only: a wildcard makes pino scan every logged object, on every line.
const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'request.headers.authorization',
  'secret',
  'apiKey.secret',
];

/** How often buffered lines are written at the latest, so a quiet service does not sit on them. */
const BUFFER_FLUSH_INTERVAL_MS = 1_000;

/**
 * pino's error serializer without the fields that carry request bytes or secrets: Node's parse
 * errors hold the raw request (`rawPacket`, Authorization header included), co-body's hold the
 * body, and ioredis attaches the failed command to its errors (`command: { name, args }`), whose
 * arguments are the password when AUTH was refused: only the command's name is kept, at any depth
 * (causes, a cluster's `lastNodeError`).
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (serialized && typeof serialized === 'object') {
    delete serialized.rawPacket;
    delete serialized.body;
  }
  return withoutCommandArguments(serialized, 0);
}

/** A copy of `value` (not mutated: pino's copy still shares nested objects with the error) where each `command` keeps only its name. */
function withoutCommandArguments(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => withoutCommandArguments(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] =
      key === 'command' && inner !== null && typeof inner === 'object'
        ? { name: (inner as { name?: unknown }).name }
        : withoutCommandArguments(inner, depth + 1);
  }
  return copy;
}

/** The service's own logging: JSON lines on stdout (or `stream`), buffered when asked, or pretty lines. */
export function createLogging(options: LoggingOptions): Logging {
  const output = options.stream ?? (options.buffered ? bufferedStdout() : pino.destination({ dest: 1, sync: true }));
  // Everything, the access line included, is written as JSON to `destination`: in pretty mode
  // that is pino-pretty's stream, which renders each line onto the real output.
  const destination = options.format === 'pretty' ? pretty(output) : output;
  const logger = pino(
    {
      level: options.level,
      base: BASE,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    destination,
  );
  return { logger, access: accessLines(logger, destination), flush: (timeoutMs) => flushLogger(logger, timeoutMs) };
}

/** Logging through a host's own pino logger (its format, its destination): access lines go through `logger.info`. */
export function loggingThrough(logger: Logger): Logging {
  return {
    logger,
    access: ({ reqId, method, path, status, ms, traceId }) => {
      if (!logger.isLevelEnabled('info')) return;
      const fields = { reqId, method, path, status, ms: tenths(ms) };
      logger.info(traceId === undefined ? fields : { ...fields, traceId }, 'request');
    },
    flush: (timeoutMs) => flushLogger(logger, timeoutMs),
  };
}

/**
 * The access line written straight to the destination: exactly what `logger.info(fields,
 * 'request')` writes with createLogging's options (a test holds the two to the same bytes), for
 * a fraction of the cost: pino's general path (serializers, redaction, key-by-key stringify)
 * costs a few microseconds for five known fields, several per cent of a whole request.
 */
function accessLines(logger: Logger, destination: DestinationStream): Logging['access'] {
  const head = `{"level":${pino.levels.values.info},"time":`;
  const afterTime = `,${JSON.stringify(BASE).slice(1, -1)},"reqId":"`;
  // Lines logged in the same millisecond share the text of their time.
  let lastTime = 0;
  let lastTimeText = '0';
  return (fields) => {
    if (!logger.isLevelEnabled('info')) return;
    const time = Date.now();
    if (time !== lastTime) lastTimeText = String((lastTime = time));
    destination.write(
      `${head}${lastTimeText}${afterTime}${jsonStringBody(fields.reqId)}","method":"${jsonStringBody(fields.method)}",` +
        `"path":"${jsonStringBody(fields.path)}","status":${jsonNumber(fields.status)},"ms":${tenthsJson(fields.ms)}` +
        `${fields.traceId === undefined ? '' : `,"traceId":"${jsonStringBody(fields.traceId)}"`},"msg":"request"}\n`,
    );
  };
}

/** pino-pretty over `output`: colours only when writing to a terminal (stdout's own). */
function pretty(output: DestinationStream): DestinationStream {
  return prettyStream({
    destination: output as NodeJS.WritableStream,
    colorize: isTerminal(output),
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
  });
}

function isTerminal(output: DestinationStream): boolean {
  return (output as { fd?: unknown }).fd === 1 && process.stdout.isTTY === true;
}

/** Bytes of lines gathered before they are handed to SonicBoom: one chunk, one write. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Asynchronous stdout: pino's SonicBoom destination in its buffer mode, written at least every
 * second (its own timer, stopped when it closes) and on flush. pino flushes it synchronously at
 * exit. Lines are encoded straight into a 256 KiB chunk, handed over when full: no Buffer per
 * line (each held until its write, long enough under load to outlive a young-generation GC),
 * and no text for SonicBoom to re-measure (its text mode measures all the pending text on every
 * write).
 */
function bufferedStdout(): DestinationStream {
  const boom = pino.destination({
    dest: 1,
    sync: false,
    // The chunks are the batches: each is written as it comes (when no write is under way), as
    // it is (SonicBoom concatenates what is pending up to maxWrite).
    minLength: 1,
    maxWrite: CHUNK_BYTES,
    periodicFlush: BUFFER_FLUSH_INTERVAL_MS,
    contentMode: 'buffer',
  });
  // Its typings know only the text mode's `write(string)`.
  const bytes = boom as unknown as {
    write(bytes: Buffer): boolean;
    flush(callback?: ((error?: Error) => void) | null): void;
    flushSync(): void;
  };
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const handOver = () => {
    if (used === 0) return;
    bytes.write(chunk.subarray(0, used));
    chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
  };
  // Every flush SonicBoom is asked for (its timer, pino's at exit, ours) takes the gathered lines first.
  const flush = bytes.flush.bind(bytes);
  const flushSync = bytes.flushSync.bind(bytes);
  bytes.flush = (callback) => {
    handOver();
    flush(callback);
  };
  // At exit (pino's handler) the gathered lines must be written now: handed over, they would start
  // an asynchronous write that the exiting process never finishes.
  bytes.flushSync = () => {
    flushSync();
    if (used === 0) return;
    writeAllSync(1, chunk.subarray(0, used));
    used = 0;
  };
  return {
    write: (line: string) => {
      // A UTF-16 unit takes at most 3 bytes of UTF-8: room is checked without measuring the line.
      if (used + 3 * line.length > CHUNK_BYTES) {
        handOver();
        if (3 * line.length > CHUNK_BYTES) return bytes.write(Buffer.from(line, 'utf8'));
      }
      used += chunk.write(line, used);
      return true;
    },
    // What pino's logger.flush(callback) calls.
    flush: (callback?: (error?: Error) => void) => bytes.flush(callback),
  } as DestinationStream;
}

/** Writes all of `bytes` to `fd` before returning, waiting out a full pipe (EAGAIN) as SonicBoom does. */
function writeAllSync(fd: number, bytes: Buffer): void {
  let rest = bytes;
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(PAUSE, 0, 0, 1);
    }
  }
}
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

function flushLogger(logger: Logger, timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    logger.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function tenths(ms: number): number {
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
