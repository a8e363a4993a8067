import type { Cluster } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisClusterClient, whenRedisReady } from '../../adapters/redis/redis-client.js';
import { RedisTokenBucketStore, type RedisTokenBucketStoreOptions } from '../../adapters/redis/redis-token-bucket.store.js';
import { describeTokenBucketStoreContract } from '../contract/token-bucket-store.contract.js';
import { redisClusterSkipReason, startRedisCluster, type RedisCluster } from '../support/redis-cluster.js';

const skip = redisClusterSkipReason();
if (skip) console.warn(`SKIPPED Redis Cluster suites: ${skip}`);

let cluster: Promise<RedisCluster> | undefined;
const clients: Cluster[] = [];
let prefixes = 0;

async function connectedClient(): Promise<Cluster> {
  const { nodes } = await (cluster ??= startRedisCluster());
  // One node is enough to discover the others.
  const client = createRedisClusterClient([{ host: '127.0.0.1', port: nodes[0]!.port }]);
  clients.push(client);
  await whenRedisReady(client, 10_000);
  return client;
}

async function aStore(
  client?: Cluster,
  keyPrefix = `test:${process.pid}:${++prefixes}:`,
  options: RedisTokenBucketStoreOptions = {},
): Promise<RedisTokenBucketStore> {
  return new RedisTokenBucketStore(client ?? (await connectedClient()), { ...options, keyPrefix, ownsClient: false });
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
  await (await cluster)?.stop();
});

describeTokenBucketStoreContract('redis cluster', {
  skip,
  // Every refusal's strike sent at once, as the contract's ban timing expects (batching is tested below).
  create: () => aStore(undefined, undefined, { refusalNotes: { strikeFlushMs: 0 } }),
  // Nodes nothing listens on: the client never gets ready and every command must fail at once.
  unavailable: async () => {
    const client = createRedisClusterClient([{ host: '127.0.0.1', port: 1 }], { connectTimeoutMs: 200, commandTimeoutMs: 200 });
    clients.push(client);
    return new RedisTokenBucketStore(client, { keyPrefix: 'unreachable:', ownsClient: false });
  },
});

describe.skipIf(Boolean(skip))('RedisTokenBucketStore on a Redis Cluster', () => {
  it('spreads subjects over the masters, each decision on the master of its slot', async () => {
    const store = await aStore(undefined, 'spread:');
    const subjects = Array.from({ length: 30 }, (_, i) => `key:${i}`);
    for (const subject of subjects) await store.take({ subject, buckets: [{ capacity: 5, windowMs: 60_000 }] });
    const running = await cluster!;
    const keys = await running.keys('spread:*');
    expect(keys.sort()).toEqual(subjects.map((s) => `spread:{${s}}`).sort());
    const masters = new Set(await Promise.all(keys.map(async (key) => (await running.masterOf(key)).port)));
    expect(masters.size).toBe(3);
  });

  it('enforces one quota for two instances with their own cluster clients', async () => {
    const keyPrefix = `two:${process.pid}:`;
    const one = await aStore(await connectedClient(), keyPrefix);
    const two = await aStore(await connectedClient(), keyPrefix);
    const request = { subject: 'key:shared', buckets: [{ capacity: 30, windowMs: 600_000 }] };
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? one : two).take(request)));
    expect(results.filter((r) => r.outcome === 'admitted')).toHaveLength(30);
  });

  it('reports the state of the cluster', async () => {
    const store = await aStore();
    await expect(store.health()).resolves.toBe('ok (cluster: 3 masters serving slots, 6 nodes known)');
  });
});
