import { pino, type DestinationStream, type Logger } from 'pino';
import { build as prettyStream } from 'pino-pretty';
import type { AnsweredRequest } from '../../core/index.js';

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

/** The fields of an access line: an answered request's, its operation aside. */
type AccessEntry = Omit<AnsweredRequest, 'operation'>;

/**
 * stdout when LOG_BUFFERED: pino's asynchronous destination in SonicBoom's buffer mode, lines
 * gathered until 256 KiB are pending (`minLength`: each write hands a thread of libuv's pool a system call,
 * which a busy server pays for in context switches, so few large ones) and written at least every second
 * (`periodicFlush`), so a quiet service does not sit on them. pino flushes it synchronously at
 * exit; the server flushes it on shutdown. Each line is handed over as bytes: in its text mode
 * SonicBoom measures the pending text again on every write.
 */
function bufferedStdout(): DestinationStream {
  const boom = pino.destination({ dest: 1, sync: false, contentMode: 'buffer', minLength: 256 * 1024, maxWrite: 1024 * 1024, periodicFlush: 1_000 });
  return {
    write: (line: string) => boom.write(Buffer.from(line) as unknown as string),
    flush: (callback: (error?: Error) => void) => boom.flush(callback),
  } as DestinationStream;
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
  // Every line, the access line included, is written as JSON to `destination`: in pretty mode
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

/**
 * The access line of the service's own logger: exactly what `logger.info(fields, 'request')` writes
 * with createLogging's options (a test holds the two to the same bytes), made by one template and
 * written to the logger's destination, since pino's general path (key by key, serializers,
 * redaction) costs a GET by id about 6 % of its CPU (BENCHMARKS.md). A host's logger has its
 * own format: the line goes through its `logger.info` (loggingThrough).
 */
function accessLines(logger: Logger, destination: DestinationStream): (fields: AccessEntry) => void {
  const head = `{"level":${pino.levels.values.info},"time":`;
  const service = `,${JSON.stringify(BASE).slice(1, -1)},"reqId":`;
  return ({ reqId, method, path, status, ms, traceId }) => {
    if (!logger.isLevelEnabled('info')) return;
    destination.write(
      `${head}${Date.now()}${service}${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},` +
        `"status":${jsonNumber(status)},"ms":${jsonNumber(tenths(ms))}${traceId === undefined ? '' : `,"traceId":${JSON.stringify(traceId)}`},"msg":"request"}\n`,
    );
  };
}

/** A duration in milliseconds to a tenth, as the access line records it (finer is noise). */
function tenths(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/** A number as JSON.stringify (and pino) writes it: NaN and the infinities as null. */
function jsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}

/** Logging through a pino logger: the service's own (createLogging), or a host's (its format, its destination). */
export function loggingThrough(logger: Logger): Logging {
  return {
    logger,
    // pino leaves out `traceId` when it is undefined.
    access: ({ reqId, method, path, status, ms, traceId }) => logger.info({ reqId, method, path, status, ms: tenths(ms), traceId }, 'request'),
    flush: (timeoutMs) => flushLogger(logger, timeoutMs),
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

function flushLogger(logger: Logger, timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    logger.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
