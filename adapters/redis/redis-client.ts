import { Cluster, Redis, type RedisOptions } from 'ioredis';

export interface RedisClientOptions {
  /** Give up on a TCP connection attempt after this long (default 500 ms). */
  readonly connectTimeoutMs?: number;
  /** Reject a command that got no reply after this long (default 300 ms). */
  readonly commandTimeoutMs?: number;
  /** Longest pause between reconnection attempts (default 2,000 ms). */
  readonly maxReconnectDelayMs?: number;
  /** Told about connection errors, which are otherwise only seen as failed commands (e.g. to log them). */
  readonly onError?: (error: Error) => void;
  /** Send the commands issued in one tick of the event loop as one write (ioredis `enableAutoPipelining`; off by default: it cost the service CPU and saved Redis none, see BENCHMARKS.md). */
  readonly autoPipelining?: boolean;
}

/** A single server or a Redis Cluster: the limiter needs only what both offer. */
export type RedisClient = Redis | Cluster;

/** One node of a Redis Cluster to discover the others from. */
export interface RedisNodeAddress {
  readonly host: string;
  readonly port: number;
}

/** The per-connection settings shared by both kinds of client: short timeouts, nothing resent. */
function connectionOptions(options: RedisClientOptions): RedisOptions {
  return {
    connectTimeout: options.connectTimeoutMs ?? 500,
    commandTimeout: options.commandTimeoutMs ?? 300,
    maxRetriesPerRequest: 1,
    autoResendUnfulfilledCommands: false,
  };
}

const backoff =
  (maxDelay: number) =>
  (attempt: number): number =>
    Math.min(50 * 2 ** Math.min(attempt, 10), maxDelay);

/**
 * A client tuned so that an unreachable Redis never holds a request: commands fail at once while
 * disconnected (no offline queue) or after `commandTimeoutMs`, and are never replayed after a
 * reconnection (a replayed "take" would be charged twice), while reconnection goes on in the background.
 */
export function createRedisClient(url: string, options: RedisClientOptions = {}): Redis {
  const client = new Redis(url, {
    ...connectionOptions(options),
    enableOfflineQueue: false,
    enableAutoPipelining: options.autoPipelining ?? false,
    retryStrategy: backoff(options.maxReconnectDelayMs ?? 2_000),
  });
  // Without a listener ioredis prints every connection error to stderr.
  client.on('error', options.onError ?? (() => undefined));
  return client;
}

/**
 * A Redis Cluster client with the same fail-fast behaviour. The client follows MOVED and ASK
 * (the command had not run) and refreshes its slot map; it never retries a command whose
 * connection dropped (`retryDelayOnFailover: 0`: the script may have run, a retry would charge
 * twice) nor one refused with CLUSTERDOWN (`retryDelayOnClusterDown: 0`: answer now, the next
 * request tries again). Decisions are writes: they go to masters only.
 */
export function createRedisClusterClient(nodes: readonly RedisNodeAddress[], options: RedisClientOptions = {}): Cluster {
  const connectTimeout = options.connectTimeoutMs ?? 500;
  const client = new Cluster(
    nodes.map(({ host, port }) => ({ host, port })),
    {
      enableOfflineQueue: false,
      // The ready check (CLUSTER INFO) goes to a random node; without an offline queue it fails,
      // and the client starts over, whenever that node is still connecting. Readiness is checked
      // by clusterState() instead.
      enableReadyCheck: false,
      scaleReads: 'master',
      enableAutoPipelining: options.autoPipelining ?? false,
      retryDelayOnFailover: 0,
      retryDelayOnClusterDown: 0,
      retryDelayOnTryAgain: 0,
      // A promoted replica is found by the next MOVED or, at the latest, by this periodic refresh.
      slotsRefreshInterval: 2_000,
      slotsRefreshTimeout: connectTimeout,
      clusterRetryStrategy: backoff(options.maxReconnectDelayMs ?? 2_000),
      redisOptions: connectionOptions(options),
    },
  );
  client.on('error', options.onError ?? (() => undefined));
  client.on('node error', options.onError ?? (() => undefined));
  // Node connections are lazy: without an offline queue, the commands for a node still connecting
  // would fail. Connect each node as soon as the slot map names it, after the current tick (a
  // command being sent to it right now is queued by the node while its status is still `wait`).
  client.on('+node', (node: Redis) => {
    setImmediate(() => {
      if (node.status === 'wait') node.connect().catch(() => undefined);
    });
  });
  return client;
}

/**
 * The cluster as /readyz reports it: `ok (cluster: 3 masters serving slots, 6 nodes known)` when
 * every master the client is connected to answers CLUSTER INFO with `cluster_state:ok`; rejects
 * with the reason otherwise (`cluster_state:fail at 10.0.0.5:7000`).
 */
export async function clusterState(cluster: Cluster): Promise<string> {
  if (cluster.status !== 'ready') throw new Error(`cluster client ${cluster.status}`);
  const masters = cluster.nodes('master');
  if (masters.length === 0) throw new Error('no master connected');
  const infos = await Promise.all(
    masters.map(async (node) => {
      const info = String(await node.cluster('INFO'));
      const field = (name: string): string => new RegExp(`${name}:(\\w+)`).exec(info)?.[1] ?? 'unknown';
      return {
        at: `${node.options.host}:${node.options.port}`,
        state: field('cluster_state'),
        size: field('cluster_size'),
        known: field('cluster_known_nodes'),
      };
    }),
  );
  const bad = infos.find(({ state }) => state !== 'ok');
  if (bad) throw new Error(`cluster_state:${bad.state} at ${bad.at}`);
  return `ok (cluster: ${infos[0]!.size} masters serving slots, ${infos[0]!.known} nodes known)`;
}

/** Resolves once the client can take commands; rejects after `timeoutMs` (the client keeps trying). */
export async function whenRedisReady(client: RedisClient, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await whenReady(client, timeoutMs);
  if (!(client instanceof Cluster)) return;
  // A cluster is ready once its slot map is; wait for the connection to each master too.
  while (!client.nodes('master').every((node) => node.status === 'ready')) {
    if (Date.now() > deadline) throw new Error(`Redis Cluster masters not all connected after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function whenReady(client: RedisClient, timeoutMs: number): Promise<void> {
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
