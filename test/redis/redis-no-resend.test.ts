import type { Cluster, Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient, createRedisClusterClient, whenRedisReady, type RedisClient } from '../../adapters/redis/redis-client.js';
import { RedisTokenBucketStore } from '../../adapters/redis/redis-token-bucket.store.js';
import { StoreUnavailableError, type TakeRequest } from '../../core/index.js';
import { redisClusterSkipReason, startRedisCluster, type RedisCluster } from '../support/redis-cluster.js';
import { redisServerSkipReason, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

/**
 * A take whose connection drops after Redis ran it, before its reply arrived: the bucket was
 * charged, and a client that sends the command again charges it twice. A proxy between client and
 * Redis lets the command through, drops its reply and closes the connection. Each case runs once
 * with our client and once with only the setting under test put back to ioredis's default, which
 * shows the loss of the reply is real (the default charges twice) and that the setting is what
 * prevents the second charge.
 */

const serverSkip = redisServerSkipReason();
const clusterSkip = redisClusterSkipReason();
if (serverSkip) console.warn(`SKIPPED no-resend tests on a single server: ${serverSkip}`);
if (clusterSkip) console.warn(`SKIPPED no-resend tests on a Redis Cluster: ${clusterSkip}`);

const CAPACITY = 10;
let subjects = 0;
const clients: RedisClient[] = [];
const keep = <T extends RedisClient>(client: T): T => (clients.push(client), client);
afterAll(() => {
  for (const client of clients) client.disconnect();
});

interface LostReply {
  /** How many times the take whose reply was lost was charged. */
  readonly charged: number;
  readonly outcome: PromiseSettledResult<unknown>;
}

/**
 * Takes once (which also loads the script, so that the take under test is one EVALSHA), then
 * takes again through `proxy` with its reply lost, and counts the charges through `direct`.
 */
async function takeWithLostReply(proxied: RedisClient, direct: RedisClient, proxyOf: (subject: string) => Promise<TcpProxy>): Promise<LostReply> {
  const subject = `lost-reply-${process.pid}-${++subjects}`;
  const request: TakeRequest = { subject, buckets: [{ capacity: CAPACITY, windowMs: 3_600_000 }] };
  const options = { keyPrefix: 'no-resend:', ownsClient: false };
  const through = new RedisTokenBucketStore(proxied, options);
  await through.take(request);
  const lost = (await proxyOf(subject)).loseReplyTo(subject);
  const [outcome] = await Promise.allSettled([through.take(request), lost]);
  // Settled: rejected (never to be sent again) or answered by a resend. Count through a client of its own.
  const check = await new RedisTokenBucketStore(direct, options).take(request);
  return { charged: Math.round(CAPACITY - check.levels[0]!.tokens) - 2, outcome };
}

describe.skipIf(Boolean(serverSkip))('a take whose reply was lost, on a single server', () => {
  let server: RedisServer;
  let proxy: TcpProxy;
  let direct: Redis;
  beforeAll(async () => {
    server = await startRedisServer();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: server.port });
    direct = keep(createRedisClient(server.url));
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
  });

  const proxied = async (configure?: (client: Redis) => void): Promise<Redis> => {
    const client = keep(createRedisClient(`redis://127.0.0.1:${proxy.port}`));
    configure?.(client);
    await whenRedisReady(client);
    return client;
  };

  it('is charged once and fails (autoResendUnfulfilledCommands: false): it is not sent again after the reconnection', async () => {
    const { charged, outcome } = await takeWithLostReply(await proxied(), direct, async () => proxy);
    expect(charged).toBe(1);
    expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(StoreUnavailableError) });
  });

  it("is charged twice with ioredis's default (autoResendUnfulfilledCommands: true): the hazard the setting prevents", async () => {
    const client = await proxied((c) => void (c.options.autoResendUnfulfilledCommands = true));
    const { charged } = await takeWithLostReply(client, direct, async () => proxy);
    expect(charged).toBe(2);
  });
});

describe.skipIf(Boolean(clusterSkip))('a take whose reply was lost, on a Redis Cluster', () => {
  let cluster: RedisCluster;
  let proxies: TcpProxy[] = [];
  let direct: Cluster;
  beforeAll(async () => {
    cluster = await startRedisCluster();
    proxies = await Promise.all(cluster.nodes.map(({ port }) => startTcpProxy({ host: '127.0.0.1', port })));
    direct = keep(createRedisClusterClient([{ host: '127.0.0.1', port: cluster.nodes[0]!.port }]));
    await whenRedisReady(direct, 10_000);
  });
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await cluster?.stop();
  });

  // Every node is reached through its proxy: the nodes announce their own ports, mapped to the proxies'.
  const proxied = async (configure?: (client: Cluster) => void): Promise<Cluster> => {
    const natMap = Object.fromEntries(cluster.nodes.map((node, i) => [node.address, { host: '127.0.0.1', port: proxies[i]!.port }]));
    const client = keep(createRedisClusterClient([{ host: '127.0.0.1', port: proxies[0]!.port }], { natMap }));
    configure?.(client);
    await whenRedisReady(client, 10_000);
    return client;
  };
  // The subject's hash tag decides the slot, whatever the key prefix.
  const proxyOfMaster = async (subject: string): Promise<TcpProxy> => {
    const master = await cluster.masterOf(`{${subject}}`);
    return proxies[cluster.nodes.indexOf(master)]!;
  };

  it('is charged once and fails at once (retryDelayOnFailover: 0): it is not sent again to the slot’s master', async () => {
    const started = performance.now();
    const { charged, outcome } = await takeWithLostReply(await proxied(), direct, proxyOfMaster);
    expect(charged).toBe(1);
    expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(StoreUnavailableError) });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("is charged twice with ioredis's default (retryDelayOnFailover: 100): the hazard the setting prevents", async () => {
    const client = await proxied((c) => void (c.options.retryDelayOnFailover = 100));
    const { charged } = await takeWithLostReply(client, direct, proxyOfMaster);
    expect(charged).toBe(2);
  });
});
