import { Cluster } from 'ioredis';
import {
  checkBan,
  checkBucket,
  StoreUnavailableError,
  type BucketLevel,
  type BucketSpec,
  type TakeOutcome,
  type TakeRequest,
  type TakeResult,
  type TokenBucketStore,
} from '../../core/index.js';
import { clusterState, type RedisClient } from './redis-client.js';
import { TAKE_TOKENS_LUA } from './token-bucket.lua.js';

export interface RedisTokenBucketStoreOptions {
  /**
   * Prepended to `{subject}` to name a subject's hash (default `animal-store:rate:v2:`; `v2`: times
   * in microseconds, a layout the earlier `animal-store:rate:` keys, in milliseconds, do not share).
   */
  readonly keyPrefix?: string;
  /** Whether close() quits the client (default true); false when the client is shared. */
  readonly ownsClient?: boolean;
}

const COMMAND = 'animalStoreTakeTokens';
const OUTCOMES: readonly TakeOutcome[] = ['admitted', 'limited', 'suspended'];

type TakeTokensCommand = (key: string, ...args: (string | number)[]) => Promise<unknown>;

/**
 * Token buckets in Redis, shared by every instance that uses the same server and prefix. One round
 * trip per decision: a Lua script (EVALSHA, reloaded by ioredis on NOSCRIPT) reads the server's
 * clock, decides and writes one hash per subject that expires once it is back to its initial state.
 */
export class RedisTokenBucketStore implements TokenBucketStore {
  private readonly keyPrefix: string;
  private readonly ownsClient: boolean;
  private readonly takeTokens: TakeTokensCommand;

  constructor(
    private readonly client: RedisClient,
    options: RedisTokenBucketStoreOptions = {},
  ) {
    this.keyPrefix = options.keyPrefix ?? 'animal-store:rate:v2:';
    this.ownsClient = options.ownsClient ?? true;
    client.defineCommand(COMMAND, { lua: TAKE_TOKENS_LUA, numberOfKeys: 1 });
    const command = (client as unknown as Record<string, TakeTokensCommand>)[COMMAND]!;
    this.takeTokens = command.bind(client);
  }

  async take(request: TakeRequest): Promise<TakeResult> {
    const { buckets, ban } = request;
    const args: number[] = [buckets.length];
    for (const spec of buckets) {
      checkBucket(spec);
      args.push(spec.capacity, spec.windowMs);
    }
    if (ban) {
      checkBan(ban);
      args.push(ban.threshold, ban.windowMs, ban.durationMs);
    } else {
      args.push(-1, 0, 0);
    }
    let reply: unknown;
    try {
      reply = await this.takeTokens(`${this.keyPrefix}{${request.subject}}`, ...args);
    } catch (error) {
      throw new StoreUnavailableError('rate limiter', 1, { cause: error });
    }
    return parseReply(reply, buckets);
  }

  async ping(): Promise<void> {
    await this.health();
  }

  /** `ok`, or on a cluster its state (`ok (cluster: 3 masters, 3 replicas)`); rejects with the reason as cause. */
  async health(): Promise<string> {
    try {
      if (this.client instanceof Cluster) return await clusterState(this.client);
      await this.client.ping();
      return 'ok';
    } catch (error) {
      throw new StoreUnavailableError('rate limiter', 1, { cause: error });
    }
  }

  /** Quits the client when this store owns it; falls back to dropping the connection if Redis is unreachable. */
  async close(): Promise<void> {
    if (!this.ownsClient || this.client.status === 'end') return;
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}

function parseReply(reply: unknown, buckets: readonly BucketSpec[]): TakeResult {
  if (!Array.isArray(reply) || reply.length !== 3 + buckets.length) {
    throw new StoreUnavailableError('rate limiter', 1, { cause: new Error('unexpected reply from the token-bucket script') });
  }
  // The script answers in whole microseconds.
  const now = Number(reply[1]) / 1000;
  const levels: BucketLevel[] = [];
  for (let i = 0; i < buckets.length; i++) {
    const { capacity, windowMs } = buckets[i]!;
    const msUntilFull = Math.max(0, Number(reply[3 + i]) / 1000 - now);
    levels.push({ tokens: Math.max(0, capacity - (msUntilFull * capacity) / windowMs), msUntilFull });
  }
  const code = Number(reply[0]);
  const result: TakeResult = { outcome: OUTCOMES[code === 3 ? 2 : code]!, now, levels, suspendedUntil: Number(reply[2]) / 1000 };
  return code === 3 ? { ...result, banStarted: true } : result;
}
