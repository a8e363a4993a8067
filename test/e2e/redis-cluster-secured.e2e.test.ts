import { Writable } from 'node:stream';
import type { Cluster } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogging } from '../../adapters/logging/pino-logger.js';
import { createRedisClusterClient, whenRedisReady, type RedisClusterClientOptions } from '../../adapters/redis/redis-client.js';
import { RedisTokenBucketStore } from '../../adapters/redis/redis-token-bucket.store.js';
import { StoreUnavailableError } from '../../core/index.js';
import { redisClusterSkipReason, startRedisCluster, type RedisCluster } from '../support/redis-cluster.js';
import { startServiceProcess, type ServiceProcess } from '../support/process.js';

/**
 * A cluster as managed services run them: TLS only (client, replication and bus), a password for
 * the `default` user and an ACL user, nodes announcing a hostname their certificate names.
 */

const skip = redisClusterSkipReason({ tls: true });
if (skip) console.warn(`SKIPPED Redis Cluster with credentials and TLS: ${skip}`);

const DEFAULT_PASSWORD = 'default-pw-0c7e1d93';
const USER = { name: 'limiter', password: 'limiter-pw-5f2a9b41' };
const KEY = 'secured-free-key-0123456789';
const SECRETS = [DEFAULT_PASSWORD, USER.password, 'wrong-pw-7d1e0c55'];

describe.skipIf(Boolean(skip))('a Redis Cluster asking for credentials and TLS', () => {
  let cluster: RedisCluster;
  const clients: Cluster[] = [];
  const services: ServiceProcess[] = [];
  beforeAll(async () => {
    cluster = await startRedisCluster({ password: DEFAULT_PASSWORD, user: USER, tls: true });
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const service of services) service.child.kill('SIGKILL');
    await cluster?.stop();
  });

  const byHostname = () => cluster.nodes.map(({ port }) => ({ host: 'localhost', port }));
  const byAddress = () => cluster.nodes.map(({ port }) => ({ host: '127.0.0.1', port }));
  const client = (nodes: { host: string; port: number }[], options: RedisClusterClientOptions): Cluster => {
    const created = createRedisClusterClient(nodes, { connectTimeoutMs: 1_000, ...options });
    clients.push(created);
    return created;
  };
  const store = (on: Cluster) => new RedisTokenBucketStore(on, { keyPrefix: `secured:${process.pid}:`, ownsClient: false });
  const withoutSecrets = (text: string) => {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  };

  describe('the cluster client', () => {
    it('meters as an ACL user over TLS, the nodes found and checked by the hostname they announce', async () => {
      const secured = client([byHostname()[0]!], { username: USER.name, password: USER.password, tls: { ca: cluster.tls!.ca } });
      await whenRedisReady(secured, 10_000);
      const limits = store(secured);
      const request = { subject: 'acl-user', buckets: [{ capacity: 3, windowMs: 60_000 }] };
      const outcomes = [];
      for (let i = 0; i < 4; i++) outcomes.push((await limits.take(request)).outcome);
      expect(outcomes).toEqual(['admitted', 'admitted', 'admitted', 'limited']);
      await expect(limits.health()).resolves.toBe('ok (cluster: 3 masters serving slots, 6 nodes known)');
    });

    it("reaches nodes by address when told the name their certificates carry, with the default user's password", async () => {
      const secured = client(byAddress(), { password: DEFAULT_PASSWORD, tls: { ca: cluster.tls!.ca, servername: 'localhost' } });
      await whenRedisReady(secured, 10_000);
      await expect(store(secured).take({ subject: 'by-address', buckets: [{ capacity: 3, windowMs: 60_000 }] })).resolves.toMatchObject({
        outcome: 'admitted',
      });
    });

    it.each<[string, () => RedisClusterClientOptions, RegExp]>([
      [
        'a wrong password',
        () => ({ username: USER.name, password: 'wrong-pw-7d1e0c55', tls: { ca: cluster.tls!.ca } }),
        /WRONGPASS invalid username-password pair/,
      ],
      ['no password', () => ({ tls: { ca: cluster.tls!.ca } }), /NOAUTH .*authenticated|NOAUTH Authentication required/],
      [
        "nodes reached by address while their certificates name a host (what ioredis's own lookup does to hostnames)",
        () => ({ password: DEFAULT_PASSWORD, tls: { ca: cluster.tls!.ca } }),
        /Hostname\/IP does not match certificate's altnames: IP: 127\.0\.0\.1 is not in the cert's list/,
      ],
    ])('says why it cannot connect, never with the password: %s', async (name, options, reason) => {
      const failing = client(name.startsWith('nodes reached by address') ? [byAddress()[0]!] : [byHostname()[0]!], options());
      const notReady = await whenRedisReady(failing, 1_500).then(
        () => 'ready',
        (error: Error) => error.message,
      );
      const health = await store(failing)
        .health()
        .then(
          () => 'ok',
          (error: StoreUnavailableError) => (error.cause as Error).message,
        );
      failing.disconnect();
      expect(notReady).toMatch(reason);
      expect(health).toMatch(/^cluster client \w+: /);
      expect(health).toMatch(reason);
      withoutSecrets(`${notReady} ${health}`);
    });

    it('a certificate it does not trust: says so, and no failed handshake ends the process', async () => {
      // ioredis left the second error of such a TLS socket (the server's alert) unhandled: see tls-connector.ts.
      const uncaught: unknown[] = [];
      const listener = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', listener);
      try {
        const failing = Array.from({ length: 4 }, () => client([byHostname()[0]!], { password: DEFAULT_PASSWORD, tls: {} }));
        const reasons = await Promise.all(
          failing.map((one) =>
            whenRedisReady(one, 2_000).then(
              () => 'ready',
              (error: Error) => error.message,
            ),
          ),
        );
        for (const one of failing) one.disconnect();
        for (const reason of reasons) expect(reason).toMatch(/self-signed certificate in certificate chain \(localhost:\d+\)$/);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(uncaught).toEqual([]);
      } finally {
        process.off('uncaughtException', listener);
      }
    });

    it('a password changed on a master: takes on its slots fail, and the error as logged does not carry the password', async () => {
      const rotating = client([byHostname()[0]!], { username: USER.name, password: USER.password, tls: { ca: cluster.tls!.ca } });
      await whenRedisReady(rotating, 10_000);
      const limits = store(rotating);
      const request = { subject: 'rotated', buckets: [{ capacity: 5, windowMs: 60_000 }] };
      await limits.take(request);
      const master = await cluster.masterOf(`{${request.subject}}`);
      await cluster.command(master, 'ACL', 'SETUSER', USER.name, 'resetpass', '>rotated-pw-93c1');
      try {
        await cluster.command(master, 'CLIENT', 'KILL', 'USER', USER.name);
        const failure = await limits.take(request).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(StoreUnavailableError);
        // ioredis hands back the refused AUTH, its arguments included: the logger must drop them.
        expect(JSON.stringify((failure as Error).cause)).toContain(USER.password);
        const lines: string[] = [];
        const { logger } = createLogging({
          level: 'info',
          stream: new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }),
        });
        logger.warn({ err: (failure as Error).cause }, 'rate-limiter store unreachable');
        await new Promise((resolve) => setImmediate(resolve));
        expect(lines.join('')).toMatch(/WRONGPASS/);
        withoutSecrets(lines.join(''));
      } finally {
        await cluster.command(master, 'ACL', 'SETUSER', USER.name, 'resetpass', `>${USER.password}`);
      }
    });
  });

  describe('the service', () => {
    const env = (overrides: Record<string, string>) => ({
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      API_KEYS: `free:${KEY}`,
      REDIS_CLUSTER_NODES: byHostname()
        .slice(0, 2)
        .map(({ host, port }) => `${host}:${port}`)
        .join(','),
      REDIS_CLUSTER_USERNAME: USER.name,
      REDIS_CLUSTER_PASSWORD: USER.password,
      REDIS_CLUSTER_TLS: 'true',
      REDIS_CLUSTER_TLS_CA_FILE: cluster.tls!.caFile,
      ...overrides,
    });
    const list = (service: ServiceProcess) => fetch(`${service.url}/v1/pets`, { headers: { authorization: `Bearer ${KEY}` } });
    const readiness = async (service: ServiceProcess) => {
      const text = await (await fetch(`${service.url}/readyz`)).text();
      return { text, rateLimiter: (JSON.parse(text) as { checks: { rateLimiter: string } }).checks.rateLimiter };
    };

    it('meters through it with REDIS_CLUSTER_USERNAME, _PASSWORD, _TLS and _TLS_CA_FILE', async () => {
      const service = await startServiceProcess(env({}));
      services.push(service);
      expect((await readiness(service)).rateLimiter).toBe('ok (cluster: 3 masters serving slots, 6 nodes known)');
      const remaining = [];
      for (let i = 0; i < 3; i++) remaining.push((await list(service)).headers.get('x-ratelimit-remaining'));
      expect(remaining).toEqual(['59', '58', '57']);
      withoutSecrets(service.output());
    });

    it('with a wrong password: starts failing open, and the start-up warning and /readyz name the reason, never the password', async () => {
      const service = await startServiceProcess(env({ REDIS_CLUSTER_PASSWORD: 'wrong-pw-7d1e0c55' }));
      services.push(service);
      expect(service.output()).toMatch(
        /Redis \(REDIS_CLUSTER_NODES\) at localhost:\d+, localhost:\d+ \(TLS\) not reachable after 2000 ms at start-up \(WRONGPASS invalid username-password pair or user is disabled\. \(localhost:\d+\)\): rate limiter failing open until it is/,
      );
      const served = await list(service);
      expect(served.status).toBe(200);
      expect(served.headers.get('x-ratelimit-limit')).toBeNull();
      const ready = await readiness(service);
      expect(ready.rateLimiter).toMatch(
        /^degraded: cluster client \w+: WRONGPASS invalid username-password pair or user is disabled\. \(localhost:\d+\), failing open \(requests unmetered\)$/,
      );
      withoutSecrets(`${service.output()} ${ready.text}`);
    });
  });
});
