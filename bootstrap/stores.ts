import type { Logger } from 'pino';
import type {
  ApiKeyRepository,
  Clock,
  EventLog,
  IdempotencyStore,
  OrderRepository,
  PetRepository,
  TokenBucketStore,
  WebhookStore,
} from '../core/index.js';
import { InMemoryEventLog } from '../adapters/memory/in-memory-event-log.js';
import { InMemoryWebhookStore } from '../adapters/memory/in-memory-webhook.store.js';
import { MongoEventLog } from '../adapters/mongodb/mongo-event-log.js';
import { MongoWebhookStore } from '../adapters/mongodb/mongo-webhook.store.js';
import { InMemoryApiKeyRepository } from '../adapters/memory/in-memory-api-key.repository.js';
import { InMemoryIdempotencyStore } from '../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryOrderRepository } from '../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../adapters/memory/in-memory-pet.repository.js';
import { InMemoryTokenBucketStore } from '../adapters/memory/in-memory-token-bucket.store.js';
import { CachedApiKeyRepository } from '../adapters/mongodb/cached-api-key.repository.js';
import { MongoApiKeyRepository } from '../adapters/mongodb/mongo-api-key.repository.js';
import { MongoConnection } from '../adapters/mongodb/mongo-connection.js';
import { MongoIdempotencyStore } from '../adapters/mongodb/mongo-idempotency.store.js';
import { MongoOrderRepository } from '../adapters/mongodb/mongo-order.repository.js';
import { MongoPetRepository } from '../adapters/mongodb/mongo-pet.repository.js';
import { giveSeededKeysRandomIds } from '../adapters/mongodb/seeded-key-ids.js';
import {
  connectionProblem,
  createRedisClient,
  createRedisClusterClient,
  whenRedisReady,
  type RedisClient,
  type RedisClientOptions,
  type RedisClusterClientOptions,
} from '../adapters/redis/redis-client.js';
import { RedisTokenBucketStore } from '../adapters/redis/redis-token-bucket.store.js';
import { LeasedTokenBucketStore } from '../adapters/redis/token-leases.js';
import type { Config, RedisClusterConfig } from './config.js';
import { mongoHostsOf, redisHostOf, StoreUnreachableError } from './endpoints.js';
import type { Resources } from './resources.js';

export interface Stores {
  readonly pets: PetRepository;
  /** Orders live with the pets they reserve: the same store (memory or MongoDB). */
  readonly orders: OrderRepository;
  /** The events the pet and order repositories record with their changes: the same store as they. */
  readonly events: EventLog;
  readonly webhooks: WebhookStore;
  readonly apiKeys: ApiKeyRepository;
  readonly idempotency: IdempotencyStore;
  readonly buckets: TokenBucketStore;
}

/** Ready-made stores to use instead of the environment's (tests, embedding hosts). */
export type StoreOverrides = Partial<Stores>;

interface Context {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly resources: Resources;
  /** A new random key id (KeySecrets.newId): for keys an earlier version stored under an id derived from their secret. */
  readonly newKeyId: () => string;
}

/** Builds the stores of the environment: MongoDB when MONGODB_URI is set, Redis when REDIS_URL (or REDIS_CLUSTER_NODES) is, memory otherwise. */
export async function connectStores(config: Config, context: Context, overrides: StoreOverrides): Promise<Stores> {
  const { clock, resources } = context;
  if ((overrides.pets || overrides.orders) && !overrides.events) {
    // The events of a host's repositories go where they were built to record them; the service must read them there.
    throw new TypeError(
      'createAnimalStore: `pets` and `orders` record their events into an event log; pass that log as `events` too ' +
        '(e.g. const events = new InMemoryEventLog(clock); { events, pets: new InMemoryPetRepository(events), orders: new InMemoryOrderRepository(events) })',
    );
  }
  const persistent = config.mongodbUri ? await connectMongoStores(config, context) : undefined;
  // In memory, pets and orders record their events in one log in the same synchronous step as the change.
  let memoryEvents: InMemoryEventLog | undefined;
  if (!persistent && !(overrides.pets && overrides.orders)) {
    if (overrides.events && !(overrides.events instanceof InMemoryEventLog)) {
      throw new TypeError('createAnimalStore: the in-memory pets and orders record their events into an InMemoryEventLog; `events` is not one');
    }
    memoryEvents = overrides.events ?? new InMemoryEventLog(clock, config.events.retentionMs);
  }
  const pets = overrides.pets ?? persistent?.pets ?? new InMemoryPetRepository(memoryEvents!);
  const orders = overrides.orders ?? persistent?.orders ?? new InMemoryOrderRepository(memoryEvents!);
  const events = overrides.events ?? persistent?.events ?? memoryEvents!;
  const webhooks = overrides.webhooks ?? persistent?.webhooks ?? new InMemoryWebhookStore(clock, config.events.retentionMs);
  const apiKeys = overrides.apiKeys ?? persistent?.apiKeys ?? new InMemoryApiKeyRepository();
  const idempotency = overrides.idempotency ?? persistent?.idempotency ?? new InMemoryIdempotencyStore();
  const shared = !overrides.buckets && (config.redisUrl || config.redisCluster) ? await connectRedisBuckets(config, context) : undefined;
  const buckets = overrides.buckets ?? shared?.store ?? new InMemoryTokenBucketStore(clock);

  resources.addReadinessProbe('pets', async () => (await pets.ping(), 'ok'));
  resources.addReadinessProbe('rateLimiter', async () => {
    try {
      if (shared && buckets === shared.store) return await shared.redis.health();
      await buckets.ping();
      return 'ok';
    } catch (error) {
      // A cluster says what is wrong (`cluster_state:fail at …`); a single server is unreachable, for the reason its last connection error gave.
      const cause = (error as { cause?: unknown }).cause;
      const problem = shared && connectionProblem(shared.client);
      const reason = config.redisCluster && cause instanceof Error ? cause.message : problem ? `unreachable (${problem})` : 'unreachable';
      return config.rateLimit.failureMode === 'open' ? `degraded: ${reason}, failing open (requests unmetered)` : `down: ${reason}, failing closed`;
    }
  });

  return { pets, orders, events, webhooks, apiKeys, idempotency, buckets };
}

/**
 * One MongoClient for the process; start-up fails fast (StoreUnavailableError) when the database
 * does not answer, and creates the indexes every query and race relies on (idempotent).
 */
async function connectMongoStores(
  config: Config,
  { clock, logger, resources, newKeyId }: Context,
): Promise<Pick<Stores, 'pets' | 'orders' | 'events' | 'webhooks' | 'apiKeys' | 'idempotency'>> {
  const uri = config.mongodbUri!;
  const connection = new MongoConnection(uri, config.mongo);
  resources.onClose('mongodb', () => connection.close());
  const db = connection.db();
  const events = new MongoEventLog(db, clock, config.events.retentionMs);
  const pets = new MongoPetRepository(db, undefined, { events });
  const apiKeys = new MongoApiKeyRepository(db);
  const idempotency = new MongoIdempotencyStore(db);
  const orders = new MongoOrderRepository(db, undefined, { events });
  const webhooks = new MongoWebhookStore(db, config.events.retentionMs);
  const started = performance.now();
  try {
    await connection.connect();
    await Promise.all([
      pets.ensureIndexes(),
      orders.ensureIndexes(),
      events.ensureIndexes(),
      webhooks.ensureIndexes(),
      apiKeys.ensureIndexes(),
      idempotency.ensureIndexes(),
    ]);
  } catch (error) {
    throw new StoreUnreachableError('MONGODB_URI', 'MongoDB', mongoHostsOf(uri), performance.now() - started, error, uri);
  }
  // Before API_KEYS is seeded, which finds a stored key by its digest and keeps its id.
  const moved = await giveSeededKeysRandomIds(db, newKeyId);
  if (moved.length > 0) logger.info({ keyIds: moved }, 'seeded keys stored under ids derived from their secret moved to random ids');
  return { pets, orders, events, webhooks, apiKeys: withKeyCache(apiKeys, config.apiKeyCacheTtlMs, clock), idempotency };
}

/**
 * Every request looks its key up, a database round trip on MongoDB: lookups are reused for
 * API_KEY_CACHE_TTL_MS (0: not at all), so a key revoked by the CLI or another instance stops
 * working here within that time. In-memory keys need no cache.
 */
export function withKeyCache(keys: ApiKeyRepository, ttlMs: number, clock: Clock): ApiKeyRepository {
  return ttlMs > 0 ? new CachedApiKeyRepository(keys, clock, { ttlMs }) : keys;
}

/**
 * The shared limiter. Start-up does not wait for Redis longer than a moment: until it answers,
 * requests are let through or refused as RATE_LIMIT_FAILURE_MODE says, and the client keeps
 * reconnecting in the background. The warning names where and why (`WRONGPASS …`, a TLS error),
 * never the credentials.
 */
async function connectRedisBuckets(
  config: Config,
  { logger, resources }: Context,
): Promise<{ store: TokenBucketStore; redis: RedisTokenBucketStore; client: RedisClient }> {
  const options: RedisClientOptions = { commandTimeoutMs: config.rateLimit.storeTimeoutMs };
  const cluster = config.redisCluster;
  const client: RedisClient = cluster
    ? createRedisClusterClient(cluster.nodes, { ...options, ...clusterAccess(cluster) })
    : createRedisClient(config.redisUrl!, options);
  const [variable, at] = cluster
    ? ['REDIS_CLUSTER_NODES', `${cluster.nodes.map(({ host, port }) => `${host}:${port}`).join(', ')}${cluster.tls ? ' (TLS)' : ''}`]
    : ['REDIS_URL', redisHostOf(config.redisUrl!)];
  const redis = new RedisTokenBucketStore(client);
  const { leaseTokens } = config.rateLimit;
  const store = leaseTokens > 0 ? new LeasedTokenBucketStore(redis, { tokens: leaseTokens }) : redis;
  resources.onClose('redis', () => store.close());
  const waitMs = 2_000;
  try {
    await whenRedisReady(client, waitMs);
  } catch {
    const reason = connectionProblem(client);
    logger.warn(
      { variable, at, waitedMs: waitMs, ...(reason ? { reason } : {}) },
      `Redis (${variable}) at ${at} not reachable after ${waitMs} ms at start-up${reason ? ` (${reason})` : ''}: rate limiter failing ${config.rateLimit.failureMode} until it is`,
    );
  }
  return { store, redis, client };
}

/** REDIS_CLUSTER_USERNAME, _PASSWORD and _TLS* as the cluster client takes them. */
function clusterAccess({ username, password, tls }: RedisClusterConfig): RedisClusterClientOptions {
  return {
    ...(username !== undefined ? { username } : {}),
    ...(password !== undefined ? { password } : {}),
    ...(tls
      ? { tls: { ...(tls.ca !== undefined ? { ca: tls.ca } : {}), ...(tls.servername !== undefined ? { servername: tls.servername } : {}) } }
      : {}),
  };
}
