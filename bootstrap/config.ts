import {
  GET_PET_SUNSET,
  isPlan,
  isWellFormedSecret,
  PLANS,
  SECRET_FORMAT_RULE,
  type Plan,
  type QuotaLimits,
  type LimiterFailureMode,
} from '../core/index.js';

const ENVIRONMENTS = ['development', 'test', 'staging', 'production'] as const;
type Environment = (typeof ENVIRONMENTS)[number];

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
  /** Buffer log lines and write them asynchronously (default in staging and production). */
  readonly logBuffered: boolean;
  /** One access line per request at `info`. */
  readonly accessLog: boolean;
  readonly apiKeys: readonly SeedKey[];
  /** How long a key lookup in MongoDB is reused in process (0: every request asks the database). */
  readonly apiKeyCacheTtlMs: number;
  readonly mongodbUri?: string;
  readonly redisUrl?: string;
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
    readonly banThreshold: number;
    readonly banWindowMs: number;
    readonly banDurationMs: number;
    /** Limiter store (Redis) command timeout. */
    readonly storeTimeoutMs: number;
  };
  readonly publicBaseUrl: string;
  readonly stagingBaseUrl: string;
  readonly getPetDeprecatedAt: number;
  readonly getPetSunsetAt: number;
  readonly trustProxy: boolean;
  readonly http: {
    readonly headersTimeoutMs: number;
    readonly requestTimeoutMs: number;
    readonly keepAliveTimeoutMs: number;
    readonly shutdownTimeoutMs: number;
  };
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the whole configuration once, at start-up. Any bad value throws a
 * ConfigError naming its variable; nothing falls through to a default silently.
 */
export function loadConfig(env: Env = process.env): Config {
  const read = reader(env);
  const appEnv = read.oneOf('APP_ENV', ENVIRONMENTS, 'development');
  const deployed = appEnv === 'staging' || appEnv === 'production';
  const mongodbUri = read.string('MONGODB_URI');
  if (deployed && !mongodbUri) {
    throw new ConfigError('MONGODB_URI', `is required when APP_ENV=${appEnv}: pets and keys must live in MongoDB there`);
  }
  if (mongodbUri && !/^mongodb(\+srv)?:\/\//.test(mongodbUri)) {
    throw new ConfigError('MONGODB_URI', 'must start with mongodb:// or mongodb+srv://');
  }
  const redisUrl = read.string('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');

  const getPetDeprecatedAt = read.instant('GETPET_DEPRECATED_AT', '2025-12-05');
  const getPetSunsetAt = read.instant('GETPET_SUNSET_AT', new Date(GET_PET_SUNSET).toISOString());
  if (getPetDeprecatedAt > getPetSunsetAt) throw new ConfigError('GETPET_DEPRECATED_AT', 'must not be later than GETPET_SUNSET_AT');

  return {
    env: appEnv,
    host: read.string('HOST') ?? (deployed ? '0.0.0.0' : '127.0.0.1'),
    port: read.integer('PORT', 3000, 0, 65535),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], appEnv === 'test' ? 'silent' : 'info'),
    logBuffered: read.boolean('LOG_BUFFERED', deployed),
    accessLog: read.boolean('ACCESS_LOG', true),
    apiKeys: parseApiKeys(read.string('API_KEYS')),
    apiKeyCacheTtlMs: read.integer('API_KEY_CACHE_TTL_MS', 5_000, 0, 600_000),
    ...(mongodbUri ? { mongodbUri } : {}),
    ...(redisUrl ? { redisUrl } : {}),
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
      banThreshold: read.integer('RATE_LIMIT_BAN_THRESHOLD', 20, 1, 1_000_000),
      banWindowMs: read.integer('RATE_LIMIT_BAN_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
      banDurationMs: read.integer('RATE_LIMIT_BAN_DURATION_SECONDS', 900, 1, 7 * 86_400) * 1000,
      storeTimeoutMs: read.integer('RATE_LIMIT_STORE_TIMEOUT_MS', 300, 10, 10_000),
    },
    publicBaseUrl: read.url('PUBLIC_BASE_URL', 'https://api.animal-store.example/v1'),
    stagingBaseUrl: read.url('STAGING_BASE_URL', 'https://staging.api.animal-store.example/v1'),
    getPetDeprecatedAt,
    getPetSunsetAt,
    trustProxy: read.boolean('TRUST_PROXY', false),
    http: {
      headersTimeoutMs: read.integer('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
      requestTimeoutMs: read.integer('HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
      keepAliveTimeoutMs: read.integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
      shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    },
  };
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

function reader(env: Env) {
  const string = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    string,
    optionalInteger(name: string, min: number, max: number): number | undefined {
      return string(name) === undefined ? undefined : this.integer(name, 0, min, max);
    },
    integer(name: string, fallback: number, min: number, max: number): number {
      const text = string(name);
      if (text === undefined) return fallback;
      if (!/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
        throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
      }
      return Number(text);
    },
    oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
      const text = string(name);
      if (text === undefined) return fallback;
      if (!(values as readonly string[]).includes(text)) {
        throw new ConfigError(name, `must be one of ${values.join(', ')}, got ${JSON.stringify(text)}`);
      }
      return text as T;
    },
    boolean(name: string, fallback: boolean): boolean {
      const text = string(name);
      if (text === undefined) return fallback;
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw new ConfigError(name, `must be true or false, got ${JSON.stringify(text)}`);
    },
    url(name: string, fallback: string): string {
      const text = (string(name) ?? fallback).replace(/\/+$/, '');
      if (!URL.canParse(text) || !/^https?:/.test(text)) throw new ConfigError(name, `must be an http(s) URL, got ${JSON.stringify(text)}`);
      if (!text.endsWith('/v1')) throw new ConfigError(name, `must end in the version segment /v1, got ${JSON.stringify(text)}`);
      return text;
    },
    instant(name: string, fallback: string): number {
      const text = string(name) ?? fallback;
      const ms = Date.parse(text);
      // A date alone is UTC midnight; a time needs its zone, or it would depend on the server's.
      if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(text) || Number.isNaN(ms)) {
        throw new ConfigError(name, `must be an ISO 8601 date (2030-12-05) or instant with zone (2030-12-05T00:00:00Z), got ${JSON.stringify(text)}`);
      }
      return ms;
    },
  };
}
