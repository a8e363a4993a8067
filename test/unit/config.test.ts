import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfigError, loadConfig, parseApiKeys } from '../../bootstrap/config.js';

function problemWith(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from environment variables', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, host: '127.0.0.1', logLevel: 'info', apiKeys: [] });
    expect(config.rateLimit).toMatchObject({
      failureMode: 'open',
      anonymousPerMinute: 30,
      docsPerMinute: 600,
      banThreshold: 20,
      banWindowMs: 60_000,
      banDurationMs: 900_000,
    });
    expect(config.getPetSunsetAt).toBe(Date.UTC(2030, 11, 5));
    expect(config.http).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 });
    expect(config.apiKeyCacheTtlMs).toBe(5_000);
  });

  it('reads the key cache TTL, 0 turning the cache off', () => {
    expect(loadConfig({ API_KEY_CACHE_TTL_MS: '0' }).apiKeyCacheTtlMs).toBe(0);
    expect(loadConfig({ API_KEY_CACHE_TTL_MS: '30000' }).apiKeyCacheTtlMs).toBe(30_000);
    expect(problemWith({ API_KEY_CACHE_TTL_MS: '-1' })).toMatch(/^API_KEY_CACHE_TTL_MS: /);
    expect(problemWith({ API_KEY_CACHE_TTL_MS: '600001' })).toMatch(/^API_KEY_CACHE_TTL_MS: /);
    expect(loadConfig({}).maxOpenOrdersPerOwner).toBe(20);
    expect(loadConfig({ MAX_OPEN_ORDERS_PER_OWNER: '3' }).maxOpenOrdersPerOwner).toBe(3);
    expect(problemWith({ MAX_OPEN_ORDERS_PER_OWNER: '0' })).toMatch(/^MAX_OPEN_ORDERS_PER_OWNER: /);
  });

  it('bounds webhook dispatch per instance, endpoint and owner, refusing an owner share over half the instance’s', () => {
    expect(loadConfig({}).events).toMatchObject({
      concurrency: 32,
      concurrencyPerEndpoint: 4,
      concurrencyPerOwner: 8,
      maxEndpointsPerOwner: 16,
      disableAfterMs: 3 * 86_400_000,
    });
    expect(loadConfig({ WEBHOOK_CONCURRENCY: '10', WEBHOOK_CONCURRENCY_PER_OWNER: '5' }).events.concurrencyPerOwner).toBe(5);
    const refused = problemWith({ WEBHOOK_CONCURRENCY: '10', WEBHOOK_CONCURRENCY_PER_OWNER: '6' });
    expect(refused).toMatch(/^WEBHOOK_CONCURRENCY_PER_OWNER: twice it \(12\) must not exceed WEBHOOK_CONCURRENCY \(10\)/);
    expect(problemWith({ WEBHOOK_CONCURRENCY_PER_OWNER: '17' })).toMatch(/WEBHOOK_CONCURRENCY \(32\)/);
    expect(loadConfig({ WEBHOOK_DISABLE_AFTER: '36h', MAX_WEBHOOK_ENDPOINTS_PER_OWNER: '2' }).events).toMatchObject({
      disableAfterMs: 36 * 3_600_000,
      maxEndpointsPerOwner: 2,
    });
    for (const bad of ['0m', '3', '1d,2d', '366d', 'three days'])
      expect(problemWith({ WEBHOOK_DISABLE_AFTER: bad })).toMatch(/^WEBHOOK_DISABLE_AFTER: /);
    expect(problemWith({ MAX_WEBHOOK_ENDPOINTS_PER_OWNER: '0' })).toMatch(/^MAX_WEBHOOK_ENDPOINTS_PER_OWNER: /);
    expect(problemWith({ WEBHOOK_CONCURRENCY_PER_ENDPOINT: '0' })).toMatch(/^WEBHOOK_CONCURRENCY_PER_ENDPOINT: /);
  });

  it('leases no rate-limit tokens by default (every decision in Redis); a size turns leases on', () => {
    expect(loadConfig({}).rateLimit.leaseTokens).toBe(0);
    expect(loadConfig({ RATE_LIMIT_LEASE_TOKENS: '1024' }).rateLimit.leaseTokens).toBe(1_024);
    expect(loadConfig({ RATE_LIMIT_LEASE_TOKENS: '100000' }).rateLimit.leaseTokens).toBe(100_000);
    expect(problemWith({ RATE_LIMIT_LEASE_TOKENS: '100001' })).toMatch(/^RATE_LIMIT_LEASE_TOKENS: /);
  });

  it('is silent in test and listens on all interfaces when deployed', () => {
    expect(loadConfig({ APP_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ APP_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/pets' }).host).toBe('0.0.0.0');
  });

  it.each([
    [{ APP_ENV: 'prod' }, 'APP_ENV'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ APP_ENV: 'staging' }, 'MONGODB_URI'],
    [{ APP_ENV: 'production' }, 'MONGODB_URI'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ REDIS_CLUSTER_NODES: 'redis-1' }, 'REDIS_CLUSTER_NODES'],
    [{ REDIS_CLUSTER_NODES: 'redis-1:6379,redis-2:0' }, 'REDIS_CLUSTER_NODES'],
    [{ REDIS_CLUSTER_NODES: 'redis://redis-1:6379' }, 'REDIS_CLUSTER_NODES'],
    [{ REDIS_CLUSTER_NODES: 'redis-1:6379', REDIS_URL: 'redis://redis-1:6379' }, 'REDIS_CLUSTER_NODES'],
    [{ RATE_LIMIT_FAILURE_MODE: 'maybe' }, 'RATE_LIMIT_FAILURE_MODE'],
    [{ RATE_LIMIT_BAN_THRESHOLD: '0' }, 'RATE_LIMIT_BAN_THRESHOLD'],
    [{ GETPET_SUNSET_AT: 'next year' }, 'GETPET_SUNSET_AT'],
    [{ PUBLIC_BASE_URL: 'ftp://x' }, 'PUBLIC_BASE_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ API_KEYS: 'gold:0123456789abcdef' }, 'API_KEYS'],
    [{ API_KEYS: 'pro:ab=cdefghijklmnop0123' }, 'API_KEYS'],
    [{ API_KEYS: 'pro:0123456789abcdef,free:0123456789abcdef' }, 'API_KEYS'],
    [{ GETPET_SUNSET_AT: '2030-12-05T00:00:00' }, 'GETPET_SUNSET_AT'],
    [{ GETPET_DEPRECATED_AT: '2031-01-01' }, 'GETPET_DEPRECATED_AT'],
    [{ GETPET_SUNSET_AT: '2030-02-30' }, 'GETPET_SUNSET_AT'],
    [{ GETPET_SUNSET_AT: '2030-04-31T00:00:00Z' }, 'GETPET_SUNSET_AT'],
    [{ GETPET_DEPRECATED_AT: '2025-12-05T24:00:00Z' }, 'GETPET_DEPRECATED_AT'],
    [{ PUBLIC_BASE_URL: 'https://pets.example.com/api' }, 'PUBLIC_BASE_URL'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.example/' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.example,app2.example' }, 'CORS_ORIGINS'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(problemWith(env)).toMatch(new RegExp(`^${variable}: `));
  });

  it('reads CORS_ORIGINS as exact origins, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example',
      'http://localhost:5173',
    ]);
  });

  it('reads WEBHOOK_ALLOWED_NETWORKS as owner=CIDR entries, none by default, and names a bad entry', () => {
    expect(loadConfig({}).events.allowedNetworks).toEqual([]);
    expect(loadConfig({ WEBHOOK_ALLOWED_NETWORKS: 'shop-eu=10.20.0.0/16, ops=fd12::/48' }).events.allowedNetworks).toEqual([
      { owner: 'shop-eu', address: '10.20.0.0', prefix: 16, family: 4 },
      { owner: 'ops', address: 'fd12::', prefix: 48, family: 6 },
    ]);
    expect(problemWith({ WEBHOOK_ALLOWED_NETWORKS: 'shop-eu=10.20.0.0/16,10.0.0.0/8' })).toBe(
      'WEBHOOK_ALLOWED_NETWORKS: entry "10.0.0.0/8" must be owner=address/prefix, e.g. shop-eu=10.20.0.0/16',
    );
  });

  it('reads REDIS_CLUSTER_NODES as host:port entries (hostnames, IPv4, bracketed IPv6)', () => {
    const config = loadConfig({ REDIS_CLUSTER_NODES: 'redis-1.internal:7000, 10.0.0.2:7001,[::1]:7002' });
    expect(config.redisCluster?.nodes).toEqual([
      { host: 'redis-1.internal', port: 7000 },
      { host: '10.0.0.2', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
    expect(config.redisUrl).toBeUndefined();
    expect(problemWith({ REDIS_CLUSTER_NODES: 'a:1', REDIS_URL: 'redis://a:1' })).toMatch(/cannot be set together with REDIS_URL/);
  });

  it('reads instants with their zone, dates as UTC midnight, and base URLs without a trailing slash', () => {
    const config = loadConfig({
      GETPET_SUNSET_AT: '2031-01-01T12:00:00+02:00',
      GETPET_DEPRECATED_AT: '2026-01-01',
      PUBLIC_BASE_URL: 'https://x.example/v1/',
    });
    expect(config.getPetSunsetAt).toBe(Date.UTC(2031, 0, 1, 10));
    expect(config.getPetDeprecatedAt).toBe(Date.UTC(2026, 0, 1));
    expect(config.publicBaseUrl).toBe('https://x.example/v1');
  });

  it('parses API_KEYS entries, with enterprise limits, and never echoes a key in its errors', () => {
    expect(parseApiKeys('free:aaaaaaaaaaaaaaaa, enterprise:bbbbbbbbbbbbbbbb:500:90000')).toEqual([
      { plan: 'free', secret: 'aaaaaaaaaaaaaaaa' },
      { plan: 'enterprise', secret: 'bbbbbbbbbbbbbbbb', customLimits: { perMinute: 500, perDay: 90_000 } },
    ]);
    for (const bad of [
      'pro:short',
      'pro:aaaaaaaaaaaaaaaa:5:6',
      'enterprise:aaaaaaaaaaaaaaaa',
      'enterprise:aaaaaaaaaaaaaaaa:10:5',
      'free:aaaa aaaa aaaa aaaa',
    ]) {
      expect(() => parseApiKeys(bad)).toThrow(ConfigError);
      try {
        parseApiKeys(bad);
      } catch (error) {
        expect((error as Error).message).not.toContain('aaaa');
      }
    }
  });
});

describe('configuration errors and warnings, all at once', () => {
  it('reports every invalid variable in one error, one line per variable', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', API_KEYS: 'gold:0123456789abcdef', TRUST_PROXY: 'yes', METRICS_TOKEN: 'short' });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((p) => p.variable)).toEqual(['PORT', 'API_KEYS', 'METRICS_TOKEN', 'LOG_LEVEL', 'TRUST_PROXY']);
    expect(error!.message.split('\n')).toHaveLength(5);
    expect(error!.message.split('\n').every((line) => /^[A-Z_]+: /.test(line))).toBe(true);
    expect(describeConfigError(error!)).toMatch(/^5 configuration errors:\n {2}PORT: /);
  });

  it('warns about variables with our prefixes that nothing reads, with the closest known name', () => {
    const config = loadConfig({ RATE_LIMIT_BAN_TRESHOLD: '5', MONGODB_POOL: '3', HTTP_PROXY: 'http://proxy:3128', HOME: '/root', EDITOR: 'vi' });
    expect(config.warnings).toEqual([
      'MONGODB_POOL is not a setting of this service and is ignored',
      'RATE_LIMIT_BAN_TRESHOLD is not a setting of this service and is ignored; did you mean RATE_LIMIT_BAN_THRESHOLD?',
    ]);
    expect(config.rateLimit.banThreshold).toBe(20);
  });

  it("knows every variable the operator's guide documents (the known list is what the reader reads)", () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1', LOG_FORMAT: 'json', METRICS_ENABLED: 'true' }).warnings).toEqual([]);
  });

  it('logs pretty by default only in development on a terminal', () => {
    expect(loadConfig({}, { terminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { terminal: false }).logFormat).toBe('json');
    expect(loadConfig({ APP_ENV: 'test' }, { terminal: true }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, { terminal: false }).logFormat).toBe('pretty');
    expect(problemWith({ LOG_FORMAT: 'text' })).toMatch(/^LOG_FORMAT: must be one of json, pretty/);
  });

  it('serves /metrics openly in development, deployed only with a token or on its own listener', () => {
    const deployed = { APP_ENV: 'production', MONGODB_URI: 'mongodb://db/x' };
    expect(loadConfig({}).metrics).toEqual({ enabled: true, onMainListener: true });
    expect(loadConfig(deployed).metrics.onMainListener).toBe(false);
    expect(loadConfig(deployed).warnings).toEqual([
      expect.stringMatching(/not served: in production, \/metrics needs METRICS_TOKEN or METRICS_PORT/),
    ]);
    expect(loadConfig({ ...deployed, METRICS_TOKEN: 'metrics-token-0123456789' }).metrics).toMatchObject({
      onMainListener: true,
      token: 'metrics-token-0123456789',
    });
    expect(loadConfig({ ...deployed, METRICS_PORT: '9464' }).metrics).toMatchObject({
      onMainListener: false,
      listener: { host: '0.0.0.0', port: 9464 },
    });
    expect(loadConfig({ METRICS_ENABLED: 'false' }).metrics.onMainListener).toBe(false);
    expect(problemWith({ PORT: '9000', METRICS_PORT: '9000' })).toMatch(/^METRICS_PORT: must differ from PORT/);
  });
});

describe('Redis Cluster credentials and TLS', () => {
  // A CA certificate (no key): REDIS_CLUSTER_TLS_CA_FILE must hold one that parses.
  const CA_PEM = `-----BEGIN CERTIFICATE-----
MIIBozCCAUmgAwIBAgIUI5yZOennDg0al20zqU4wQkiC6+cwCgYIKoZIzj0EAwIw
JjEkMCIGA1UEAwwbYW5pbWFsLXN0b3JlIGNvbmZpZyB0ZXN0IENBMCAXDTI2MTEy
MzAzMjczOVoYDzIxMjYxMDMwMDMyNzM5WjAmMSQwIgYDVQQDDBthbmltYWwtc3Rv
cmUgY29uZmlnIHRlc3QgQ0EwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAATPOp3w
5bQB8zHKuc1LmG7Tsh2VymY4iPqhWfKHg9Q51HbMpyLZdQFtSl46We/utwT1YqBX
ObORNv/zAmxFYE70o1MwUTAdBgNVHQ4EFgQUWHhXzKUmRhqyuVno/bD3nMUO9Eww
HwYDVR0jBBgwFoAUWHhXzKUmRhqyuVno/bD3nMUO9EwwDwYDVR0TAQH/BAUwAwEB
/zAKBggqhkjOPQQDAgNIADBFAiEA61jlYdM1ewswYeZpF6wqLhqN6qsF7GXPlcCT
E3qgtiwCICiqhy1xRCXaQVkq0gng0LPbccd5foYvcg7lmtRSc4TQ
-----END CERTIFICATE-----\n`;
  const dir = mkdtempSync(join(tmpdir(), 'config-ca-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, CA_PEM);
  const notPem = join(dir, 'key.txt');
  writeFileSync(notPem, 'not a certificate');
  const nodes = 'clustercfg.pets.abc123.use1.cache.amazonaws.com:6379';

  it('reads a user, a password and TLS with a CA file and a server name', () => {
    const config = loadConfig({
      REDIS_CLUSTER_NODES: nodes,
      REDIS_CLUSTER_USERNAME: 'limiter',
      REDIS_CLUSTER_PASSWORD: 'pw-topsecret',
      REDIS_CLUSTER_TLS: 'true',
      REDIS_CLUSTER_TLS_CA_FILE: caFile,
      REDIS_CLUSTER_TLS_SERVERNAME: 'redis.internal.example',
    });
    expect(config.redisCluster).toEqual({
      nodes: [{ host: 'clustercfg.pets.abc123.use1.cache.amazonaws.com', port: 6379 }],
      username: 'limiter',
      password: 'pw-topsecret',
      tls: { ca: CA_PEM, caFile, servername: 'redis.internal.example' },
    });
  });

  it('has no credentials and no TLS unless asked; TLS alone trusts the usual CAs', () => {
    expect(loadConfig({ REDIS_CLUSTER_NODES: nodes }).redisCluster).toEqual({ nodes: [{ host: nodes.split(':')[0], port: 6379 }] });
    expect(loadConfig({ REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_PASSWORD: 'token', REDIS_CLUSTER_TLS: 'true' }).redisCluster).toMatchObject({
      password: 'token',
      tls: {},
    });
    expect(loadConfig({ REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_TLS: 'false' }).redisCluster?.tls).toBeUndefined();
  });

  it.each([
    [{ REDIS_CLUSTER_PASSWORD: 'token' }, 'REDIS_CLUSTER_PASSWORD', /applies to a Redis Cluster and REDIS_CLUSTER_NODES is not set/],
    [{ REDIS_URL: 'redis://r:6379', REDIS_CLUSTER_TLS: 'true' }, 'REDIS_CLUSTER_TLS', /single server takes them in REDIS_URL/],
    [{ REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_USERNAME: 'limiter' }, 'REDIS_CLUSTER_USERNAME', /needs REDIS_CLUSTER_PASSWORD/],
    [{ REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_USERNAME: 'lim iter', REDIS_CLUSTER_PASSWORD: 'p' }, 'REDIS_CLUSTER_USERNAME', /spaces/],
    [{ REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_TLS: 'yes' }, 'REDIS_CLUSTER_TLS', /true or false/],
    [{ REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_TLS_CA_FILE: caFile }, 'REDIS_CLUSTER_TLS_CA_FILE', /needs REDIS_CLUSTER_TLS=true/],
    [{ REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_TLS_SERVERNAME: 'a.example' }, 'REDIS_CLUSTER_TLS_SERVERNAME', /needs REDIS_CLUSTER_TLS=true/],
    [
      { REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_TLS: 'true', REDIS_CLUSTER_TLS_SERVERNAME: 'https://a' },
      'REDIS_CLUSTER_TLS_SERVERNAME',
      /host name/,
    ],
    [
      { REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_TLS: 'true', REDIS_CLUSTER_TLS_CA_FILE: join(dir, 'none.pem') },
      'REDIS_CLUSTER_TLS_CA_FILE',
      /cannot read .*ENOENT/,
    ],
    [
      { REDIS_CLUSTER_NODES: nodes, REDIS_CLUSTER_TLS: 'true', REDIS_CLUSTER_TLS_CA_FILE: notPem },
      'REDIS_CLUSTER_TLS_CA_FILE',
      /holds no readable PEM certificate/,
    ],
  ])('refuses %j naming %s', (env, variable, problem) => {
    const message = problemWith(env);
    expect(message).toMatch(new RegExp(`^${variable}: `));
    expect(message).toMatch(problem);
  });

  it('never repeats the password or a URL-like node entry, and reports every problem at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        REDIS_CLUSTER_NODES: 'rediss://limiter:pw-topsecret@redis-1:6379,redis-2:6379',
        REDIS_CLUSTER_USERNAME: 'limiter',
        REDIS_CLUSTER_PASSWORD: 'pw-topsecret\n',
        REDIS_CLUSTER_TLS_CA_FILE: notPem,
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error?.problems.map((p) => p.variable)).toEqual(['REDIS_CLUSTER_NODES', 'REDIS_CLUSTER_PASSWORD', 'REDIS_CLUSTER_TLS_CA_FILE']);
    const text = describeConfigError(error!);
    expect(text).toMatch(
      /REDIS_CLUSTER_NODES: entry 1 must be host:port, not a URL: credentials go in REDIS_CLUSTER_USERNAME and REDIS_CLUSTER_PASSWORD/,
    );
    expect(text).toMatch(/REDIS_CLUSTER_PASSWORD: must not contain control characters \(a line break at the end of the file it was read from\?\)/);
    expect(text).not.toContain('pw-topsecret');
    expect(problemWith({ REDIS_CLUSTER_NODES: 'limiter:pw-topsecret@redis-1:6379' })).not.toContain('pw-topsecret');
  });

  it('warns when deployed with a password sent without TLS, and suggests the name of a misspelt variable', () => {
    const deployed = { APP_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/pets', METRICS_ENABLED: 'false', REDIS_CLUSTER_NODES: nodes };
    expect(loadConfig({ ...deployed, REDIS_CLUSTER_PASSWORD: 'token' }).warnings).toContain(
      'REDIS_CLUSTER_PASSWORD is sent unencrypted: set REDIS_CLUSTER_TLS=true unless the network to the cluster is trusted',
    );
    expect(loadConfig({ ...deployed, REDIS_CLUSTER_PASSWORD: 'token', REDIS_CLUSTER_TLS: 'true' }).warnings).toEqual([]);
    expect(loadConfig({ ...deployed, REDIS_CLUSTER_PASSWD: 'token' }).warnings).toEqual([
      'REDIS_CLUSTER_PASSWD is not a setting of this service and is ignored; did you mean REDIS_CLUSTER_PASSWORD?',
    ]);
  });
});
