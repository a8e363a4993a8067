import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  DEFAULT_MAX_KEYS_PER_OWNER,
  DEFAULT_MAX_WEBHOOK_ENDPOINTS_PER_OWNER,
  DEFAULT_MAX_OPEN_ORDERS_PER_OWNER,
  GET_PET_SUNSET,
  isPlan,
  isWellFormedSecret,
  PLANS,
  SECRET_FORMAT_RULE,
  type Plan,
  type QuotaLimits,
  type LimiterFailureMode,
} from '../core/index.js';
import { parseDateTime, parseFullDate } from '../adapters/shared/rfc3339.js';
import { parseAllowedNetworks, type AllowedNetwork } from '../adapters/webhooks/address-policy.js';

const ENVIRONMENTS = ['development', 'test', 'staging', 'production'] as const;
const LOG_FORMATS = ['json', 'pretty'] as const;
type Environment = (typeof ENVIRONMENTS)[number];

const DURATION_UNITS_MS: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `5s,1m,10m` → [5000, 60000, 600000]; null when malformed. */
function parseSchedule(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > 20) return null;
  const delays: number[] = [];
  for (const part of parts) {
    const match = /^([0-9]{1,9})(ms|s|m|h|d)$/.exec(part);
    if (!match) return null;
    const ms = Number(match[1]) * DURATION_UNITS_MS[match[2]!]!;
    if (ms > 7 * 86_400_000) return null;
    delays.push(ms);
  }
  return delays;
}

/** A key seeded from API_KEYS (DESIGN.md "Authentication"). */
export interface SeedKey {
  readonly plan: Plan;
  readonly secret: string;
  readonly customLimits?: QuotaLimits;
}

export interface Config {
  readonly env: Environment;
  readonly host: string;
  readonly port: number;
  readonly logLevel: string;
  /** `pretty` (pino-pretty) by default only in development on a terminal. */
  readonly logFormat: (typeof LOG_FORMATS)[number];
  /** Buffer log lines and write them asynchronously (default in staging and production). */
  readonly logBuffered: boolean;
  /** One access line per request at `info`. */
  readonly accessLog: boolean;
  /** The API_KEYS entries, secrets included; none in a store's `config`: createAnimalStore seeds them and keeps no secret. */
  readonly apiKeys: readonly SeedKey[];
  /** How long a key lookup in MongoDB is reused in process (0: every request asks the database). */
  readonly apiKeyCacheTtlMs: number;
  /** Open orders (placed, approved) an owner may hold at once: MAX_OPEN_ORDERS_PER_OWNER. */
  readonly maxOpenOrdersPerOwner: number;
  /** Active keys an owner may hold at once: MAX_KEYS_PER_OWNER. */
  readonly maxKeysPerOwner: number;
  readonly mongodbUri?: string;
  readonly redisUrl?: string;
  /** REDIS_CLUSTER_*: a Redis Cluster for the shared buckets (instead of REDIS_URL). */
  readonly redisCluster?: RedisClusterConfig;
  /** Driver pool and timeouts; each absent one keeps the adapter's default (or the URI's own setting). */
  readonly mongo: {
    readonly serverSelectionTimeoutMS?: number;
    readonly connectTimeoutMS?: number;
    readonly socketTimeoutMS?: number;
    readonly maxPoolSize?: number;
    readonly waitQueueTimeoutMS?: number;
  };
  readonly rateLimit: {
    readonly failureMode: LimiterFailureMode;
    readonly anonymousPerMinute: number;
    readonly docsPerMinute: number;
    readonly banThreshold: number;
    readonly banWindowMs: number;
    readonly banDurationMs: number;
    /** Limiter store (Redis) command timeout. */
    readonly storeTimeoutMs: number;
    /** With Redis: the most tokens a subject far from its limits is leased with a call (0, the default: no leases, every decision in Redis). */
    readonly leaseTokens: number;
  };
  /** PUBLIC_BASE_URL, STAGING_BASE_URL: the production and staging base URLs the document lists after the relative /v1, when set. */
  readonly publicBaseUrl: string | undefined;
  readonly stagingBaseUrl: string | undefined;
  readonly getPetDeprecatedAt: number;
  readonly getPetSunsetAt: number;
  readonly trustProxy: boolean;
  /** CORS_ORIGINS: the exact origins browsers may call the API from; empty: no CORS headers at all. */
  readonly corsOrigins: readonly string[];
  readonly http: {
    readonly headersTimeoutMs: number;
    readonly requestTimeoutMs: number;
    readonly keepAliveTimeoutMs: number;
    readonly shutdownTimeoutMs: number;
  };
  readonly metrics: {
    /** Collect metrics at all (METRICS_ENABLED). */
    readonly enabled: boolean;
    /** Bearer token `/metrics` asks for, wherever it is served. */
    readonly token?: string;
    /** A listener of its own for `/metrics` (METRICS_PORT, METRICS_HOST). */
    readonly listener?: { readonly host: string; readonly port: number };
    /** Whether the API's listener answers `/metrics`: in development and test, or with a token. */
    readonly onMainListener: boolean;
  };
  /** Events and webhooks (DESIGN.md "Events and webhooks"). */
  readonly events: {
    /** EVENT_RETENTION_DAYS, in ms: events (and deliveries) are kept at least this long. */
    readonly retentionMs: number;
    /** WEBHOOK_RETRY_SCHEDULE: the delay after each failed attempt; given up after the last. */
    readonly retryScheduleMs: readonly number[];
    /** WEBHOOK_CONCURRENCY: webhook attempts in flight in one instance at most. */
    readonly concurrency: number;
    /** WEBHOOK_CONCURRENCY_PER_ENDPOINT: of those, to one endpoint at most. */
    readonly concurrencyPerEndpoint: number;
    /** WEBHOOK_CONCURRENCY_PER_OWNER: of those, to one owner's endpoints at most (twice it at most WEBHOOK_CONCURRENCY). */
    readonly concurrencyPerOwner: number;
    /** MAX_WEBHOOK_ENDPOINTS_PER_OWNER: endpoints an owner may hold, disabled ones included. */
    readonly maxEndpointsPerOwner: number;
    /** WEBHOOK_DISABLE_AFTER, in ms: an endpoint failing this long after its last success is disabled. */
    readonly disableAfterMs: number;
    /** WEBHOOK_DISPATCH: run the dispatcher in this process (default true). */
    readonly dispatch: boolean;
    /** WEBHOOK_ALLOWED_NETWORKS: networks an owner's endpoints may reach beyond public addresses (none by default). */
    readonly allowedNetworks: readonly AllowedNetwork[];
  };
  /** Variables that look like ours but are not read (a misspelling?), one sentence each. */
  readonly warnings: readonly string[];
}

/** How to reach a Redis Cluster: nodes to discover it from, credentials and TLS as managed services ask. */
export interface RedisClusterConfig {
  /** REDIS_CLUSTER_NODES. */
  readonly nodes: readonly { readonly host: string; readonly port: number }[];
  /** REDIS_CLUSTER_USERNAME: an ACL user; without it the password is the `default` user's. */
  readonly username?: string;
  /** REDIS_CLUSTER_PASSWORD: never part of a message, a log line or /readyz. */
  readonly password?: string;
  /** REDIS_CLUSTER_TLS=true: TLS to every node. */
  readonly tls?: {
    /** The PEM text of REDIS_CLUSTER_TLS_CA_FILE: the CAs to trust instead of Node's bundled ones. */
    readonly ca?: string;
    readonly caFile?: string;
    /** REDIS_CLUSTER_TLS_SERVERNAME: the name the nodes' certificates must carry, when not the one each node is reached by. */
    readonly servername?: string;
  };
}

interface ConfigProblem {
  readonly variable: string;
  readonly problem: string;
}

/** Configuration values that cannot be used: one line per variable, each naming it. */
export class ConfigError extends Error {
  /** The first variable named. */
  readonly variable: string;
  readonly problems: readonly ConfigProblem[];
  /** Unknown variables noticed on the way (a misspelling may be the reason for a problem). */
  readonly warnings: readonly string[] = [];

  constructor(variable: string, problem: string);
  constructor(problems: readonly ConfigProblem[]);
  constructor(first: string | readonly ConfigProblem[], problem = '') {
    const problems = typeof first === 'string' ? [{ variable: first, problem }] : first;
    super(problems.map((p) => `${p.variable}: ${p.problem}`).join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
    this.variable = problems[0]!.variable;
  }
}

/** For stderr: `configuration error: VAR: problem`, or one indented line per variable when there are several. */
export function describeConfigError(error: ConfigError): string {
  const warnings = error.warnings.map((warning) => `\n  warning: ${warning}`).join('');
  if (error.problems.length === 1) return `configuration error: ${error.message}${warnings}`;
  return `${error.problems.length} configuration errors:\n${error.problems.map((p) => `  ${p.variable}: ${p.problem}`).join('\n')}${warnings}`;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the whole configuration once, at start-up. Every bad value is collected
 * and reported together in one ConfigError (one line per variable); nothing falls through to a
 * default silently. `terminal`: whether stdout is one (pretty logs by default in development).
 */
export function loadConfig(env: Env = process.env, { terminal = process.stdout.isTTY === true }: { terminal?: boolean } = {}): Config {
  const read = reader(env);
  const appEnv = read.oneOf('APP_ENV', ENVIRONMENTS, 'development');
  const deployed = appEnv === 'staging' || appEnv === 'production';
  const mongodbUri = read.string('MONGODB_URI');
  if (deployed && !mongodbUri) {
    read.fail('MONGODB_URI', `is required when APP_ENV=${appEnv}: pets and keys must live in MongoDB there`);
  }
  if (mongodbUri && !/^mongodb(\+srv)?:\/\//.test(mongodbUri)) {
    read.fail('MONGODB_URI', 'must start with mongodb:// or mongodb+srv://');
  }
  const redisUrl = read.string('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) read.fail('REDIS_URL', 'must start with redis:// or rediss://');
  const redisCluster = readRedisCluster(read, redisUrl);

  const getPetDeprecatedAt = read.instant('GETPET_DEPRECATED_AT', '2025-12-05');
  const getPetSunsetAt = read.instant('GETPET_SUNSET_AT', new Date(GET_PET_SUNSET).toISOString());
  if (getPetDeprecatedAt > getPetSunsetAt) read.fail('GETPET_DEPRECATED_AT', 'must not be later than GETPET_SUNSET_AT');

  const host = read.string('HOST') ?? (deployed ? '0.0.0.0' : '127.0.0.1');
  const port = read.integer('PORT', 3000, 0, 65535);
  let apiKeys: SeedKey[] = [];
  try {
    apiKeys = parseApiKeys(read.string('API_KEYS'));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    read.fail(error.variable, error.problems[0]!.problem);
  }
  const metrics = readMetrics(read, { deployed, host, port });

  const config: Config = {
    env: appEnv,
    host,
    port,
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], appEnv === 'test' ? 'silent' : 'info'),
    logFormat: read.oneOf('LOG_FORMAT', LOG_FORMATS, appEnv === 'development' && terminal ? 'pretty' : 'json'),
    logBuffered: read.boolean('LOG_BUFFERED', deployed),
    accessLog: read.boolean('ACCESS_LOG', true),
    apiKeys,
    apiKeyCacheTtlMs: read.integer('API_KEY_CACHE_TTL_MS', 5_000, 0, 600_000),
    maxOpenOrdersPerOwner: read.integer('MAX_OPEN_ORDERS_PER_OWNER', DEFAULT_MAX_OPEN_ORDERS_PER_OWNER, 1, 1_000_000),
    maxKeysPerOwner: read.integer('MAX_KEYS_PER_OWNER', DEFAULT_MAX_KEYS_PER_OWNER, 1, 10_000),
    ...(mongodbUri ? { mongodbUri } : {}),
    ...(redisUrl ? { redisUrl } : {}),
    ...(redisCluster ? { redisCluster } : {}),
    mongo: definedOnly({
      serverSelectionTimeoutMS: read.optionalInteger('MONGODB_SERVER_SELECTION_TIMEOUT_MS', 10, 120_000),
      connectTimeoutMS: read.optionalInteger('MONGODB_CONNECT_TIMEOUT_MS', 10, 120_000),
      socketTimeoutMS: read.optionalInteger('MONGODB_SOCKET_TIMEOUT_MS', 10, 600_000),
      maxPoolSize: read.optionalInteger('MONGODB_MAX_POOL_SIZE', 1, 10_000),
      waitQueueTimeoutMS: read.optionalInteger('MONGODB_WAIT_QUEUE_TIMEOUT_MS', 10, 120_000),
    }),
    rateLimit: {
      failureMode: read.oneOf('RATE_LIMIT_FAILURE_MODE', ['open', 'closed'], 'open'),
      anonymousPerMinute: read.integer('RATE_LIMIT_ANONYMOUS_PER_MINUTE', 30, 1, 1_000_000),
      docsPerMinute: read.integer('RATE_LIMIT_DOCS_PER_MINUTE', 600, 1, 1_000_000),
      banThreshold: read.integer('RATE_LIMIT_BAN_THRESHOLD', 20, 1, 1_000_000),
      banWindowMs: read.integer('RATE_LIMIT_BAN_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
      banDurationMs: read.integer('RATE_LIMIT_BAN_DURATION_SECONDS', 900, 1, 7 * 86_400) * 1000,
      storeTimeoutMs: read.integer('RATE_LIMIT_STORE_TIMEOUT_MS', 300, 10, 10_000),
      leaseTokens: read.integer('RATE_LIMIT_LEASE_TOKENS', 0, 0, 100_000),
    },
    publicBaseUrl: read.optionalUrl('PUBLIC_BASE_URL'),
    stagingBaseUrl: read.optionalUrl('STAGING_BASE_URL'),
    getPetDeprecatedAt,
    getPetSunsetAt,
    trustProxy: read.boolean('TRUST_PROXY', false),
    corsOrigins: read.originList('CORS_ORIGINS'),
    http: {
      headersTimeoutMs: read.integer('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
      requestTimeoutMs: read.integer('HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
      keepAliveTimeoutMs: read.integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
      shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    },
    metrics,
    events: {
      retentionMs: read.integer('EVENT_RETENTION_DAYS', 30, 1, 3_650) * 86_400_000,
      retryScheduleMs: read.schedule('WEBHOOK_RETRY_SCHEDULE', '5s,1m,10m,1h,6h,24h'),
      concurrency: read.integer('WEBHOOK_CONCURRENCY', 32, 1, 1_000),
      concurrencyPerEndpoint: read.integer('WEBHOOK_CONCURRENCY_PER_ENDPOINT', 4, 1, 1_000),
      concurrencyPerOwner: read.integer('WEBHOOK_CONCURRENCY_PER_OWNER', 8, 1, 1_000),
      maxEndpointsPerOwner: read.integer('MAX_WEBHOOK_ENDPOINTS_PER_OWNER', DEFAULT_MAX_WEBHOOK_ENDPOINTS_PER_OWNER, 1, 10_000),
      disableAfterMs: read.duration('WEBHOOK_DISABLE_AFTER', '3d', 60_000, 365 * 86_400_000),
      dispatch: read.boolean('WEBHOOK_DISPATCH', true),
      allowedNetworks: allowedNetworksOf(read),
    },
    warnings: [],
  };
  const { concurrency, concurrencyPerOwner } = config.events;
  if (2 * concurrencyPerOwner > concurrency) {
    // DESIGN.md: the promise that a few hanging owners leave room for the others needs at least two owners' worth of slots.
    read.fail(
      'WEBHOOK_CONCURRENCY_PER_OWNER',
      `twice it (${2 * concurrencyPerOwner}) must not exceed WEBHOOK_CONCURRENCY (${concurrency}): one owner's hanging endpoints would leave the others less than half the attempts`,
    );
  }
  const warnings = [...unknownVariables(env, read.known)];
  if (read.problems.length > 0) throw Object.assign(new ConfigError(read.problems), { warnings });
  if (deployed && redisCluster?.password !== undefined && !redisCluster.tls) {
    warnings.push('REDIS_CLUSTER_PASSWORD is sent unencrypted: set REDIS_CLUSTER_TLS=true unless the network to the cluster is trusted');
  }
  if (metrics.enabled && !metrics.onMainListener && !metrics.listener) {
    warnings.push(`metrics are collected but not served: in ${appEnv}, /metrics needs METRICS_TOKEN or METRICS_PORT`);
  }
  return { ...config, warnings };
}

const CLUSTER_SETTINGS = [
  'REDIS_CLUSTER_USERNAME',
  'REDIS_CLUSTER_PASSWORD',
  'REDIS_CLUSTER_TLS',
  'REDIS_CLUSTER_TLS_CA_FILE',
  'REDIS_CLUSTER_TLS_SERVERNAME',
] as const;

/**
 * REDIS_CLUSTER_NODES and how to reach the nodes. Credentials and TLS are variables of their own
 * rather than parts of a URL list: a secret store can supply the password alone, and no message
 * about the node list can echo it. Messages never include the password or the user name.
 */
function readRedisCluster(read: Reader, redisUrl: string | undefined): RedisClusterConfig | undefined {
  const listed = read.string('REDIS_CLUSTER_NODES') !== undefined;
  const nodes = read.nodeList('REDIS_CLUSTER_NODES');
  const given = CLUSTER_SETTINGS.filter((name) => read.string(name) !== undefined);
  if (redisUrl && listed) {
    read.fail('REDIS_CLUSTER_NODES', 'cannot be set together with REDIS_URL: set REDIS_URL for a single server, REDIS_CLUSTER_NODES for a cluster');
  }
  if (!listed) {
    for (const name of given) {
      read.fail(
        name,
        'applies to a Redis Cluster and REDIS_CLUSTER_NODES is not set (a single server takes them in REDIS_URL: rediss://user:password@host:6379)',
      );
    }
    return undefined;
  }
  const username = read.string('REDIS_CLUSTER_USERNAME');
  const password = read.string('REDIS_CLUSTER_PASSWORD');
  if (username !== undefined && (/\s/.test(username) || hasControlCharacter(username))) {
    read.fail('REDIS_CLUSTER_USERNAME', 'must not contain spaces or control characters');
  }
  if (username !== undefined && password === undefined) {
    read.fail('REDIS_CLUSTER_USERNAME', 'needs REDIS_CLUSTER_PASSWORD: an ACL user logs in with both');
  }
  if (password !== undefined && hasControlCharacter(password)) {
    read.fail('REDIS_CLUSTER_PASSWORD', 'must not contain control characters (a line break at the end of the file it was read from?)');
  }
  const tls = read.boolean('REDIS_CLUSTER_TLS', false);
  const caFile = read.string('REDIS_CLUSTER_TLS_CA_FILE');
  const servername = read.string('REDIS_CLUSTER_TLS_SERVERNAME');
  for (const name of ['REDIS_CLUSTER_TLS_CA_FILE', 'REDIS_CLUSTER_TLS_SERVERNAME'] as const) {
    if (!tls && given.includes(name)) read.fail(name, 'needs REDIS_CLUSTER_TLS=true');
  }
  if (servername !== undefined && !HOSTNAME.test(servername)) {
    read.fail('REDIS_CLUSTER_TLS_SERVERNAME', `must be a host name, got ${JSON.stringify(servername)}`);
  }
  const ca = caFile === undefined || !tls ? undefined : readCertificates(read, 'REDIS_CLUSTER_TLS_CA_FILE', caFile);
  if (!nodes) return undefined;
  return {
    nodes,
    ...(username !== undefined ? { username } : {}),
    ...(password !== undefined ? { password } : {}),
    ...(tls ? { tls: definedOnly({ ca, caFile, servername }) } : {}),
  };
}

const HOSTNAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** C0 controls and DEL: never part of a name or password typed on purpose. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The PEM text of a certificate file (its first certificate checked to parse), or a problem naming the file and what is wrong with it. */
function readCertificates(read: Reader, variable: string, path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    read.fail(variable, `cannot read ${JSON.stringify(path)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return undefined;
  }
  try {
    if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new Error('no -----BEGIN CERTIFICATE----- line');
    new X509Certificate(text);
  } catch (error) {
    read.fail(variable, `${JSON.stringify(path)} holds no readable PEM certificate (${(error as Error).message})`);
    return undefined;
  }
  return text;
}

/** A bearer token: the characters of RFC 6750's token68, long enough not to be guessed. */
const METRICS_TOKEN = /^[A-Za-z0-9\-._~+/]{16,256}=*$/;

/** /metrics: open in development and test; deployed, only with a token or on a listener of its own. */
function readMetrics(read: Reader, main: { deployed: boolean; host: string; port: number }): Config['metrics'] {
  const enabled = read.boolean('METRICS_ENABLED', true);
  const token = read.string('METRICS_TOKEN');
  if (token !== undefined && !METRICS_TOKEN.test(token)) {
    read.fail('METRICS_TOKEN', 'must be 16 to 256 characters of A-Za-z0-9 and -._~+/ (a bearer token)');
  }
  const port = read.optionalInteger('METRICS_PORT', 0, 65535);
  const host = read.string('METRICS_HOST') ?? main.host;
  if (port !== undefined && port !== 0 && port === main.port && host === main.host) {
    read.fail('METRICS_PORT', `must differ from PORT (${main.port}): it is a listener of its own`);
  }
  return {
    enabled,
    ...(token !== undefined ? { token } : {}),
    ...(port !== undefined ? { listener: { host, port } } : {}),
    onMainListener: enabled && port === undefined && (token !== undefined || !main.deployed),
  };
}

/** Prefixes of our variables (APP_, RATE_, MONGODB_…), from the names the reader was asked for. */
function prefixesOf(known: ReadonlySet<string>): Set<string> {
  return new Set([...known].filter((name) => name.includes('_')).map((name) => name.slice(0, name.indexOf('_') + 1)));
}

/** Well-known variables of other programs that share one of our prefixes. */
const FOREIGN_VARIABLES: ReadonlySet<string> = new Set(['HTTP_PROXY', 'HTTP_PROXY_REQUEST_FULLURI']);

/** A warning for each variable with one of our prefixes that nothing reads, with the closest known name. */
function* unknownVariables(env: Env, known: ReadonlySet<string>): Generator<string> {
  const prefixes = prefixesOf(known);
  for (const name of Object.keys(env).sort()) {
    if (known.has(name) || FOREIGN_VARIABLES.has(name)) continue;
    if (![...prefixes].some((prefix) => name.startsWith(prefix))) continue;
    const closest = closestName(name, known);
    yield `${name} is not a setting of this service and is ignored${closest ? `; did you mean ${closest}?` : ''}`;
  }
}

function closestName(name: string, known: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 5)) + 1;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Levenshtein distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** `plan:key` entries, comma-separated; `enterprise:key:perMinute:perDay`. Messages never echo a key. */
export function parseApiKeys(value: string | undefined): SeedKey[] {
  if (value === undefined || value.trim() === '') return [];
  const seen = new Set<string>();
  return value.split(',').map((entry, index) => {
    const where = `entry ${index + 1}`;
    const [plan, secret, perMinute, perDay, ...rest] = entry.trim().split(':');
    if (!isPlan(plan)) throw new ConfigError('API_KEYS', `${where}: plan must be one of ${PLANS.join(', ')} (format plan:key)`);
    if (!secret || !isWellFormedSecret(secret)) throw new ConfigError('API_KEYS', `${where}: the key must be ${SECRET_FORMAT_RULE}`);
    if (seen.has(secret)) throw new ConfigError('API_KEYS', `${where}: the same key is listed twice`);
    seen.add(secret);
    if (rest.length > 0) throw new ConfigError('API_KEYS', `${where}: too many ':'-separated parts`);
    if (plan !== 'enterprise') {
      if (perMinute !== undefined) throw new ConfigError('API_KEYS', `${where}: only enterprise keys take custom limits`);
      return { plan, secret };
    }
    const minute = Number(perMinute);
    const day = Number(perDay);
    if (!Number.isSafeInteger(minute) || minute < 1 || !Number.isSafeInteger(day) || day < minute) {
      throw new ConfigError(
        'API_KEYS',
        `${where}: enterprise keys need positive whole limits, enterprise:key:perMinute:perDay with perDay ≥ perMinute`,
      );
    }
    return { plan, secret, customLimits: { perMinute: minute, perDay: day } };
  });
}

function definedOnly<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

type Reader = ReturnType<typeof reader>;

/**
 * The variable readers. Each records the name it was asked for (`known`: how unknown variables
 * are told apart) and, for a bad value, a problem (`problems`), returning the default so that
 * reading goes on and every problem is reported at once.
 */
function reader(env: Env) {
  const known = new Set<string>();
  const problems: ConfigProblem[] = [];
  const string = (name: string): string | undefined => {
    known.add(name);
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const fail = (variable: string, problem: string): void => {
    // One line per variable: the first problem found with it.
    if (!problems.some((p) => p.variable === variable)) problems.push({ variable, problem });
  };
  const attempt = <T>(fallback: T, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      fail(error.variable, error.problems[0]!.problem);
      return fallback;
    }
  };
  return {
    known: known as ReadonlySet<string>,
    problems: problems as readonly ConfigProblem[],
    fail,
    string,
    optionalInteger(name: string, min: number, max: number): number | undefined {
      return string(name) === undefined ? undefined : this.integer(name, 0, min, max);
    },
    integer(name: string, fallback: number, min: number, max: number): number {
      return attempt(fallback, () => integer(name, fallback, min, max));
    },
    oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
      return attempt(fallback, () => oneOf(name, values, fallback));
    },
    boolean(name: string, fallback: boolean): boolean {
      return attempt(fallback, () => boolean(name, fallback));
    },
    /** An http(s) URL ending in /v1, or undefined when the variable is not set. */
    optionalUrl(name: string): string | undefined {
      return string(name) === undefined ? undefined : attempt(undefined, () => url(name));
    },
    instant(name: string, fallback: string): number {
      return attempt(Date.parse(fallback), () => instant(name, fallback));
    },
    nodeList(name: string): { host: string; port: number }[] | undefined {
      return attempt(undefined, () => nodeList(name));
    },
    originList(name: string): string[] {
      return attempt([], () => originList(name));
    },
    /** One duration such as `3d`, `72h` or `90m`, in ms, from `min` to `max`. */
    duration(name: string, fallback: string, min: number, max: number): number {
      return attempt(parseSchedule(fallback)![0]!, () => {
        const text = string(name) ?? fallback;
        const match = /^([0-9]{1,9})(ms|s|m|h|d)$/.exec(text.trim());
        const ms = match ? Number(match[1]) * DURATION_UNITS_MS[match[2]!]! : NaN;
        if (!(ms >= min && ms <= max)) {
          throw new ConfigError(name, `must be one duration such as 3d, 72h or 90m (ms, s, m, h, d), from 1m to 365d, got ${JSON.stringify(text)}`);
        }
        return ms;
      });
    },
    schedule(name: string, fallback: string): number[] {
      return attempt(parseSchedule(fallback)!, () => {
        const parsed = parseSchedule(string(name) ?? fallback);
        if (!parsed) throw new ConfigError(name, 'must be a comma-separated list of 1 to 20 durations such as 5s,1m,10m,1h,6h,24h (each at most 7d)');
        return parsed;
      });
    },
  };

  function integer(name: string, fallback: number, min: number, max: number): number {
    const text = string(name);
    if (text === undefined) return fallback;
    if (!/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
      throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
    }
    return Number(text);
  }
  function oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const text = string(name);
    if (text === undefined) return fallback;
    if (!(values as readonly string[]).includes(text)) {
      throw new ConfigError(name, `must be one of ${values.join(', ')}, got ${JSON.stringify(text)}`);
    }
    return text as T;
  }
  function boolean(name: string, fallback: boolean): boolean {
    const text = string(name);
    if (text === undefined) return fallback;
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    throw new ConfigError(name, `must be true or false, got ${JSON.stringify(text)}`);
  }
  function url(name: string): string {
    const text = (string(name) ?? '').replace(/\/+$/, '');
    if (!URL.canParse(text) || !/^https?:/.test(text)) throw new ConfigError(name, `must be an http(s) URL, got ${JSON.stringify(text)}`);
    if (!text.endsWith('/v1')) throw new ConfigError(name, `must end in the version segment /v1, got ${JSON.stringify(text)}`);
    return text;
  }
  /** `host:port,host:port`: hostnames, IPv4 or bracketed IPv6 addresses, each with its port. */
  function nodeList(name: string): { host: string; port: number }[] | undefined {
    const text = string(name);
    if (text === undefined) return undefined;
    return text.split(',').map((entry, index) => {
      // A URL or user info may carry a password: say what is wrong without repeating the entry.
      if (/@|:\/\//.test(entry)) {
        throw new ConfigError(
          name,
          `entry ${index + 1} must be host:port, not a URL: credentials go in REDIS_CLUSTER_USERNAME and REDIS_CLUSTER_PASSWORD, TLS in REDIS_CLUSTER_TLS`,
        );
      }
      const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):([0-9]{1,5})$/.exec(entry.trim());
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65535) {
        throw new ConfigError(name, `entry ${index + 1} must be host:port (port 1 to 65535), got ${JSON.stringify(entry.trim())}`);
      }
      return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
    });
  }
  /** `https://app.example,http://localhost:5173`: exact origins (scheme, host, port; no path, no `*`). */
  function originList(name: string): string[] {
    const text = string(name);
    if (text === undefined) return [];
    return text.split(',').map((entry, index) => {
      const origin = entry.trim();
      if (URL.parse(origin)?.origin !== origin || !/^https?:/.test(origin)) {
        throw new ConfigError(
          name,
          `entry ${index + 1} must be an origin like https://app.example (no path, no trailing /), got ${JSON.stringify(origin)}`,
        );
      }
      return origin;
    });
  }
  function instant(name: string, fallback: string): number {
    const text = string(name) ?? fallback;
    // A date alone is UTC midnight; a time needs its zone, or it would depend on the server's. Either must exist (no 30 February).
    const ms = parseFullDate(text) ?? parseDateTime(text);
    if (ms === undefined) {
      throw new ConfigError(
        name,
        `must be an RFC 3339 date (2030-12-05) or instant with zone (2030-12-05T00:00:00Z) that exists, got ${JSON.stringify(text)}`,
      );
    }
    return ms;
  }
}

/** WEBHOOK_ALLOWED_NETWORKS, `owner=CIDR` entries; a bad entry is a configuration error naming it. */
function allowedNetworksOf(read: Reader): readonly AllowedNetwork[] {
  const text = read.string('WEBHOOK_ALLOWED_NETWORKS');
  if (text === undefined) return [];
  const parsed = parseAllowedNetworks(text);
  if ('problem' in parsed) {
    read.fail('WEBHOOK_ALLOWED_NETWORKS', parsed.problem);
    return [];
  }
  return parsed.networks;
}
