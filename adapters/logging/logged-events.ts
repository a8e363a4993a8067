import type { ServiceEvents } from '../../core/index.js';
import type { Logging } from './pino-logger.js';

export interface LoggedEventsOptions {
  /** One access line per answered request (ACCESS_LOG). */
  readonly accessLog: boolean;
  /** For spacing out repeated warnings. */
  readonly now: () => number;
}

/** An unreachable limiter store is warned of at most this often: it fails every request meanwhile. */
const LIMITER_WARNING_INTERVAL_MS = 30_000;

/**
 * What of the service's events goes to the log: the access line of every answered request, and
 * a warning for each failure the service survives (a resource whose Idempotency-Key record was
 * not completed; an unreachable limiter store, at most every 30 s).
 */
export function loggedEvents(logging: Logging, options: LoggedEventsOptions): Partial<ServiceEvents> {
  const { logger, access } = logging;
  let lastLimiterWarning = -Infinity;
  const limiterWarning = (error: unknown, fields: object, message: string) => {
    const now = options.now();
    if (now - lastLimiterWarning < LIMITER_WARNING_INTERVAL_MS) return;
    lastLimiterWarning = now;
    // The same store label as the metrics' and the 503's message, so a log search and an alert agree.
    logger.warn({ store: 'rate_limiter', err: causeOf(error), ...fields }, message);
  };
  return {
    // Without a copy: the request's fields are the line's, its operation aside.
    ...(options.accessLog ? { requestAnswered: access } : {}),
    recordFailure(error, { operation, id }) {
      logger.warn(
        { store: 'database', err: causeOf(error), operation, apiKeyId: id.scope },
        'resource written but its Idempotency-Key record not completed: a retry answers 409 until the lease ends, then finds it',
      );
    },
    limiterFailure(mode, error) {
      limiterWarning(error, { failureMode: mode }, `rate-limiter store unreachable: failing ${mode}`);
    },
    refundFailure(error) {
      limiterWarning(error, {}, "rate-limiter store unreachable: a 304's plan token not given back");
    },
  };
}

/** The store's own error rather than the StoreUnavailableError wrapped around it. */
function causeOf(error: unknown): unknown {
  return (error as { cause?: unknown } | null)?.cause ?? error;
}
