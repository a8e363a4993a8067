import type { ServiceEvents } from '../../core/index.js';
import type { Logging } from './pino-logger.js';

export interface EventLogOptions {
  /** One access line per answered request (ACCESS_LOG). */
  readonly accessLog: boolean;
  /** For spacing out repeated warnings. */
  readonly now: () => number;
}

/** An unreachable limiter store is warned of at most this often: it fails every request meanwhile. */
const LIMITER_WARNING_INTERVAL_MS = 30_000;

/**
 * What of the service's events goes to the log: the access line of every answered request, and
 * a warning for each failure the service survives (a pet whose Idempotency-Key record was not
 * completed; an unreachable limiter store, at most every 30 s).
 */
export function eventLog(logging: Logging, options: EventLogOptions): Partial<ServiceEvents> {
  const { logger, access } = logging;
  let lastLimiterWarning = -Infinity;
  return {
    // Without a copy: the request's fields are the line's, its operation aside.
    ...(options.accessLog ? { requestAnswered: access } : {}),
    recordFailure(error, { id, pet }) {
      logger.warn(
        { err: causeOf(error), apiKeyId: id.scope, petId: pet.id },
        'pet created but its Idempotency-Key record not completed: a retry after the lease may create another',
      );
    },
    limiterFailure(mode, error) {
      const now = options.now();
      if (now - lastLimiterWarning < LIMITER_WARNING_INTERVAL_MS) return;
      lastLimiterWarning = now;
      logger.warn({ err: causeOf(error), failureMode: mode }, `rate-limiter store unreachable: failing ${mode}`);
    },
  };
}

/** The store's own error rather than the StoreUnavailableError wrapped around it. */
function causeOf(error: unknown): unknown {
  return (error as { cause?: unknown } | null)?.cause ?? error;
}
