import { Cluster, Redis, type RedisOptions } from 'ioredis';
import { TlsConnector } from './tls-connector.js';

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

/** TLS to every node of a cluster. */
interface RedisTls {
  /** PEM certificates to trust instead of Node's bundled CAs (a private CA, e.g. one a managed service hands out). */
  readonly ca?: string;
  /**
   * The name every node's certificate must carry (also sent as SNI), for clusters that announce
   * addresses while their certificates name a host. By default each node's certificate must name
   * the host or address the node was reached by.
   */
  readonly servername?: string;
}

export interface RedisClusterClientOptions extends RedisClientOptions {
  /** An ACL user (Redis 6+); without it, `password` is the `default` user's (`requirepass`, an AUTH token). */
  readonly username?: string;
  readonly password?: string;
  readonly tls?: RedisTls;
  /** Where to connect instead of the `host:port` the cluster announces (a NAT or proxy in between). */
  readonly natMap?: Readonly<Record<string, RedisNodeAddress>>;
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

/** The user name and password of a `redis://user:password@host` URL, to keep them out of messages. */
function userInfoOf(url: string): string[] {
  const parsed = URL.parse(url);
  return parsed ? [parsed.username, parsed.password].flatMap((part) => [part, safeDecode(part)]) : [];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
  trackConnectionProblems(client, userInfoOf(url), options.onError);
  return client;
}

/**
 * A Redis Cluster client with the same fail-fast behaviour. The client follows MOVED and ASK
 * (the command had not run) and refreshes its slot map; it never retries a command whose
 * connection dropped (`retryDelayOnFailover: 0`: the script may have run, a retry would charge
 * twice) nor one refused with CLUSTERDOWN (`retryDelayOnClusterDown: 0`: answer now, the next
 * request tries again). Decisions are writes: they go to masters only.
 *
 * With `tls`, hostnames are kept as given instead of being looked up first (ioredis connects to
 * the startup nodes by address otherwise, and no certificate of a managed service names an
 * address); nodes the cluster announces by hostname are reached by that name too.
 */
export function createRedisClusterClient(nodes: readonly RedisNodeAddress[], options: RedisClusterClientOptions = {}): Cluster {
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
      redisOptions: {
        ...connectionOptions(options),
        ...credentials(options),
        ...(options.tls ? { tls: tlsOptions(options.tls), Connector: TlsConnector } : {}),
      },
      ...(options.tls ? { dnsLookup: keepHostname } : {}),
      ...(options.natMap ? { natMap: { ...options.natMap } } : {}),
    },
  );
  trackConnectionProblems(client, [options.username, options.password], options.onError);
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

function credentials({ username, password }: RedisClusterClientOptions): RedisOptions {
  return { ...(username !== undefined ? { username } : {}), ...(password !== undefined ? { password } : {}) };
}

function tlsOptions({ ca, servername }: RedisTls): NonNullable<RedisOptions['tls']> {
  return { ...(ca !== undefined ? { ca } : {}), ...(servername !== undefined ? { servername } : {}) };
}

const keepHostname = (hostname: string, callback: (error: null, address: string) => void): void => callback(null, hostname);

/** The last connection error of each client, with its credentials blanked, until it is ready again (a cluster: or has loaded its slot map). */
const problems = new WeakMap<RedisClient, string>();

/**
 * Why `client` is not (yet) connected, as its last connection error said (`WRONGPASS invalid
 * username-password pair…`, `self-signed certificate in certificate chain (localhost:7000)`), or
 * undefined when it had none since it was last ready.
 */
export function connectionProblem(client: RedisClient): string | undefined {
  return problems.get(client);
}

function trackConnectionProblems(client: RedisClient, secrets: readonly (string | undefined)[], onError?: (error: Error) => void): void {
  const blank = (text: string): string =>
    secrets.reduce<string>((out, secret) => (secret && secret.length >= 3 ? out.split(secret).join('***') : out), text);
  const note = (error: Error, at?: string): void => {
    // A cluster that could not load its slot map says why through the last node's error.
    const { lastNodeError } = error as { lastNodeError?: unknown };
    const reason = lastNodeError instanceof Error ? lastNodeError : error;
    const known = problems.get(client);
    if (known !== undefined && followsAnother(reason)) return;
    const text = blank(reason.message.split('\n')[0]!);
    // The cluster repeats its last node's error without saying which node: keep the one that did.
    if (known?.startsWith(text) && at === undefined) return;
    problems.set(client, at ? `${text} (${at})` : text);
  };
  // Without a listener ioredis prints every connection error to stderr.
  client.on('error', (error: Error) => {
    note(error);
    onError?.(error);
  });
  if (client instanceof Cluster) {
    client.on('node error', (error: Error, at: string) => {
      note(error, at);
      onError?.(error);
    });
  }
  client.on('ready', () => problems.delete(client));
  // A cluster stays ready while one node fails; a slot map loaded again means the nodes answer.
  if (client instanceof Cluster) client.on('refresh', () => problems.delete(client));
}

/**
 * Errors that follow the one that mattered and say less: the connection it closed, or the alert
 * a TLS server sends while the connection is torn down (seen after a refused password).
 */
function followsAnother(error: Error): boolean {
  return error.message === 'Connection is closed.' || /^ERR_SSL_TLSV1_ALERT/.test((error as NodeJS.ErrnoException).code ?? '');
}

/**
 * The cluster as /readyz reports it: `ok (cluster: 3 masters serving slots, 6 nodes known)` when
 * every master the client is connected to answers CLUSTER INFO with `cluster_state:ok` and every
 * master of the slot map is connected; rejects with the reason otherwise (`cluster_state:fail at
 * 10.0.0.5:7000`, `no connection to master 10.0.0.5:7000 (its slots are unserved)`, `no answer from
 * master 10.0.0.5:7000 (Command timed out)`, `cluster client reconnecting: WRONGPASS …`).
 */
export async function clusterState(cluster: Cluster): Promise<string> {
  if (cluster.status !== 'ready') throw new Error(withProblem(`cluster client ${cluster.status}`, cluster));
  const masters = cluster.nodes('master');
  if (masters.length === 0) throw new Error(withProblem('no master connected', cluster));
  const infos = await Promise.all(
    masters.map(async (node) => {
      // A master that just died may still be in the pool, its connection closing.
      const info = String(
        await node.cluster('INFO').catch((error: Error) => {
          throw new Error(`no answer from master ${node.options.host}:${node.options.port} (${error.message})`);
        }),
      );
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
  // A master that died is still `ok` to the others until the cluster's node timeout has passed;
  // the client knows at once (its connection closed), and its slot map still names the master.
  const connected = new Set(masters.filter((node) => node.status === 'ready').map((node) => `${node.options.host}:${node.options.port}`));
  const lost = slotMapMasters(cluster).find((at) => !connected.has(at));
  if (lost) throw new Error(`no connection to master ${lost} (its slots are unserved)`);
  return `ok (cluster: ${infos[0]!.size} masters serving slots, ${infos[0]!.known} nodes known)`;
}

/** `host:port` of each master the client's slot map names (already NAT-mapped, as connections are keyed). */
function slotMapMasters(cluster: Cluster): string[] {
  const masters = new Set<string>();
  for (const nodes of cluster.slots) if (nodes?.[0]) masters.add(nodes[0]);
  return [...masters];
}

function withProblem(text: string, client: RedisClient): string {
  const problem = connectionProblem(client);
  return problem ? `${text}: ${problem}` : text;
}

/**
 * Resolves once the client can take commands; rejects after `timeoutMs` (the client keeps trying),
 * saying why when a connection error did (`Redis not ready after 2000 ms: WRONGPASS …`).
 */
export async function whenRedisReady(client: RedisClient, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await whenReady(client, timeoutMs);
  if (!(client instanceof Cluster)) return;
  // A cluster is ready once its slot map is; wait for the connection to each master too.
  while (!client.nodes('master').every((node) => node.status === 'ready')) {
    if (Date.now() > deadline) throw new Error(withProblem(`Redis Cluster masters not all connected after ${timeoutMs} ms`, client));
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
    const timer = setTimeout(() => done(new Error(withProblem(`Redis not ready after ${timeoutMs} ms`, client))), timeoutMs);
    client.on('ready', onReady);
  });
}
