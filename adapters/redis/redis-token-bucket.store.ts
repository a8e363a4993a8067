import { Cluster } from 'ioredis';
import {
  checkBan,
  checkBucket,
  StoreUnavailableError,
  type BanRule,
  type BucketLevel,
  type BucketSpec,
  type TakeOutcome,
  type TakeRequest,
  type TakeResult,
  type TokenBucketStore,
} from '../../core/index.js';
import { clusterState, type RedisClient } from './redis-client.js';
import { takeTokensLua } from './token-bucket.lua.js';

export interface RedisTokenBucketStoreOptions {
  /**
   * Prepended to `{subject}` to name a subject's key (default `animal-store:rate:v3:`; `v3`: packed
   * doubles, a layout the earlier `…:rate:v2:` hashes and `…:rate:` keys do not share).
   */
  readonly keyPrefix?: string;
  /** Whether close() quits the client (default true); false when the client is shared. */
  readonly ownsClient?: boolean;
}

const COMMAND = 'animalStoreTake';
const OUTCOMES: readonly TakeOutcome[] = ['admitted', 'limited', 'suspended'];

type TakeTokensCommand = (key: string, ...args: readonly number[]) => Promise<unknown>;
const NO_BAN: readonly number[] = [-1, 0, 0];

/**
 * Token buckets in Redis, shared by every instance that uses the same server and prefix. One round
 * trip per decision: a Lua script (EVALSHA, reloaded by ioredis on NOSCRIPT) reads the server's
 * clock, decides and writes one hash per subject that expires once it is back to its initial state.
 */
export class RedisTokenBucketStore implements TokenBucketStore {
  private readonly keyPrefix: string;
  private readonly ownsClient: boolean;
  /** The script for n buckets, by n (a plan has one or two). */
  private readonly commands: TakeTokensCommand[] = [];
  /** The script's arguments per bucket list and ban rule: a policy hands out the same objects for each plan. */
  private readonly argumentsFor = new WeakMap<readonly BucketSpec[], Map<BanRule | undefined, readonly number[]>>();

  constructor(
    private readonly client: RedisClient,
    options: RedisTokenBucketStoreOptions = {},
  ) {
    this.keyPrefix = options.keyPrefix ?? 'animal-store:rate:v3:';
    this.ownsClient = options.ownsClient ?? true;
  }

  async take(request: TakeRequest): Promise<TakeResult> {
    const { buckets, ban } = request;
    const args = this.scriptArguments(buckets, ban);
    let reply: unknown;
    try {
      reply = await this.command(buckets.length)(`${this.keyPrefix}{${request.subject}}`, ...args);
    } catch (error) {
      throw new StoreUnavailableError('rate limiter', 1, { cause: error });
    }
    return parseReply(reply, buckets);
  }

  private command(n: number): TakeTokensCommand {
    let command = this.commands[n];
    if (command === undefined) {
      this.client.defineCommand(`${COMMAND}${n}`, { lua: takeTokensLua(n), numberOfKeys: 1 });
      command = (this.client as unknown as Record<string, TakeTokensCommand>)[`${COMMAND}${n}`]!.bind(this.client);
      this.commands[n] = command;
    }
    return command;
  }

  private scriptArguments(buckets: readonly BucketSpec[], ban: BanRule | undefined): readonly number[] {
    let byBan = this.argumentsFor.get(buckets);
    if (byBan === undefined) this.argumentsFor.set(buckets, (byBan = new Map()));
    let args = byBan.get(ban);
    if (args === undefined) {
      args = [...buckets.flatMap(bucketArguments), ...(ban ? banArguments(ban) : NO_BAN)];
      // Bounded: a caller building a new ban rule object per request must not grow the map forever.
      if (byBan.size > 16) byBan.clear();
      byBan.set(ban, args);
    }
    return args;
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

/** Per token and the admission limit, in whole µs (see token-bucket.lua.ts). */
function bucketArguments(spec: BucketSpec): number[] {
  checkBucket(spec);
  const perToken = Math.ceil((spec.windowMs * 1000) / spec.capacity);
  return [perToken, (spec.capacity - 1) * perToken];
}

/** Per strike, the strike limit and the ban's duration, in whole µs; a threshold of 0 bans at the first refusal. */
function banArguments(ban: BanRule): number[] {
  checkBan(ban);
  const perStrike = ban.threshold > 0 ? Math.ceil((ban.windowMs * 1000) / ban.threshold) : 0;
  return [perStrike, (ban.threshold - 1) * perStrike, ban.durationMs * 1000];
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
