import { pino, type Logger } from 'pino';
import { jsonString } from '../shared/json-text.js';

/** One line per answered request. */
export type AccessLog = (reqId: string, method: string, path: string, status: number, ms: number) => void;

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
 * a few microseconds per request for five known fields. Any other pino logger (an embedding
 * host's, with its own formatters or hooks) goes through `logger.info` unchanged.
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
  return (reqId, method, path, status, ms) => {
    if (!logger.isLevelEnabled('info')) return;
    destination.write(
      `{"level":30,"time":${Date.now()}${bindings},"reqId":${jsonString(reqId)},"method":${jsonString(method)},` +
        `"path":${jsonString(path)},"status":${status},"ms":${ms},"msg":"request"}\n`,
    );
  };
}
