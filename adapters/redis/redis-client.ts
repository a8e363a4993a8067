import { Redis } from 'ioredis';

export interface RedisClientOptions {
  /** Give up on a TCP connection attempt after this long (default 500 ms). */
  readonly connectTimeoutMs?: number;
  /** Reject a command that got no reply after this long (default 300 ms). */
  readonly commandTimeoutMs?: number;
  /** Longest pause between reconnection attempts (default 2,000 ms). */
  readonly maxReconnectDelayMs?: number;
  /** Told about connection errors, which are otherwise only seen as failed commands (e.g. to log them). */
  readonly onError?: (error: Error) => void;
}

/**
 * A client tuned so that an unreachable Redis never holds a request: commands fail at once while
 * disconnected (no offline queue) or after `commandTimeoutMs`, and are never replayed after a
 * reconnection (a replayed "take" would be charged twice), while reconnection goes on in the background.
 */
export function createRedisClient(url: string, options: RedisClientOptions = {}): Redis {
  const maxDelay = options.maxReconnectDelayMs ?? 2_000;
  const client = new Redis(url, {
    connectTimeout: options.connectTimeoutMs ?? 500,
    commandTimeout: options.commandTimeoutMs ?? 300,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), maxDelay),
  });
  // Without a listener ioredis prints every connection error to stderr.
  client.on('error', options.onError ?? (() => undefined));
  return client;
}

/** Resolves once the client can take commands; rejects after `timeoutMs` (the client keeps trying). */
export function whenRedisReady(client: Redis, timeoutMs = 2_000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error): void => {
      clearTimeout(timer);
      client.off('ready', onReady);
      if (error) reject(error);
      else resolve();
    };
    const onReady = (): void => done();
    const timer = setTimeout(() => done(new Error(`Redis not ready after ${timeoutMs} ms`)), timeoutMs);
    client.on('ready', onReady);
  });
}
