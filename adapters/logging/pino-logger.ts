import { pino, type DestinationStream, type Logger } from 'pino';
import { markKnownFormat } from './access-log.js';
import { BatchedDestination, type FlushableStream } from './batched-destination.js';

export interface LoggerOptions {
  readonly level: string;
  /**
   * Buffer lines and write them asynchronously (production): far cheaper per request, at the
   * price of flushing on shutdown. Off by default so development output appears at once.
   */
  readonly buffered?: boolean;
  /** Where lines go; stdout by default. Tests pass a stream to read what was logged. */
  readonly stream?: DestinationStream;
}

/** Header and field paths that may carry secrets: never written, whatever a caller logs. */
// Explicit paths only: a wildcard makes pino scan every logged object, on every line.
export const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'request.headers.authorization',
  'secret',
  'apiKey.secret',
];

/**
 * pino's error serializer without the fields that carry request bytes: Node's parse errors hold
 * the raw request (`rawPacket`, Authorization header included) and co-body's hold the body.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (serialized && typeof serialized === 'object') {
    delete serialized.rawPacket;
    delete serialized.body;
  }
  return serialized;
}

export function createLogger(options: LoggerOptions): Logger {
  const stream =
    options.stream ??
    (options.buffered
      ? new BatchedDestination(bufferModeDestination())
      : pino.destination({ dest: 1, sync: true }));
  const logger = pino(
    {
      level: options.level,
      base: { service: 'animal-store' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    stream,
  );
  markKnownFormat(logger);
  // A quiet service must not sit on its last lines: buffered output is written at least every second.
  if (options.buffered && !options.stream) setInterval(() => logger.flush(), BUFFER_FLUSH_INTERVAL_MS).unref();
  return logger;
}

const BUFFER_FLUSH_INTERVAL_MS = 1_000;

/** Asynchronous SonicBoom on stdout taking Buffers (its typings only know its string mode). */
function bufferModeDestination(): FlushableStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, contentMode: 'buffer' }) as unknown as FlushableStream;
}

/** Resolves once buffered lines are written (or after a short wait if the stream cannot say). */
export function flushLogger(logger: Logger, timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    logger.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
