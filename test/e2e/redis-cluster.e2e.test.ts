import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisClusterSkipReason, startRedisCluster, type RedisCluster } from '../support/redis-cluster.js';
import { startServiceProcess, type ServiceProcess } from '../support/process.js';

const skip = redisClusterSkipReason();
if (skip) console.warn(`SKIPPED Redis Cluster end-to-end tests: ${skip}`);

// The failover test's key: its requests are charged to it, not to the address the quota test leaves refused.
const FAILOVER_KEY = 'cluster-failover-key-0123456789';
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly metered: boolean;
}

describe.skipIf(Boolean(skip))('service processes sharing one Redis Cluster', () => {
  let cluster: RedisCluster;
  const services: ServiceProcess[] = [];

  beforeAll(async () => {
    cluster = await startRedisCluster();
    const env = { APP_ENV: 'test', LOG_LEVEL: 'info', API_KEYS: `free:${FAILOVER_KEY}`, REDIS_CLUSTER_NODES: cluster.nodeList };
    services.push(await startServiceProcess(env));
    services.push(await startServiceProcess(env));
    services.push(await startServiceProcess({ ...env, RATE_LIMIT_FAILURE_MODE: 'closed' }));
  }, 60_000);
  afterAll(async () => {
    for (const service of services) service.child.kill('SIGKILL');
    await cluster?.stop();
  });

  const list = (service: ServiceProcess, key: string) => fetch(`${service.url}/v1/pets`, { headers: { authorization: `Bearer ${key}` } });
  const timed = async (service: ServiceProcess): Promise<Answer> => {
    const started = performance.now();
    const response = await list(service, FAILOVER_KEY);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started, metered: response.headers.get('x-ratelimit-limit') !== null };
  };
  const readiness = async (service: ServiceProcess) =>
    ((await (await fetch(`${service.url}/readyz`)).json()) as { checks: { rateLimiter: string } }).checks.rateLimiter;

  it('reports the cluster in /readyz', async () => {
    expect(await readiness(services[0]!)).toBe('ok (cluster: 3 masters serving slots, 6 nodes known)');
  });

  // The address's budget (requests without a key): a subject both processes name alike, where a key seeded by
  // each from API_KEYS has a random id in each.
  it('enforce one quota: an address without a key gets 30 requests a minute in total across two processes under a concurrent burst', async () => {
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => fetch(`${(i % 2 ? a : b).url}/v1/pets`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
  });

  it('a master killed mid-run: every request answered within 2 s (open: unmetered, closed: 503), metering back once its replica is promoted', async () => {
    const [open, , closed] = services as [ServiceProcess, ServiceProcess, ServiceProcess];
    const before = new Set(await cluster.keys('animal-store:rate:v3:*'));
    expect((await list(open, FAILOVER_KEY)).status).toBe(200);
    const key = (await cluster.keys('animal-store:rate:v3:*')).find((k) => !before.has(k));
    expect(key).toBeDefined();
    const master = await cluster.masterOf(key!);
    await cluster.kill(master);
    const killedAt = Date.now();
    // Before the cluster notices (node timeout 1 s), the client does: its connection closed.
    let early = await readiness(open);
    while (early.startsWith('ok') && Date.now() - killedAt < 500) early = await readiness(open);
    expect(early).toMatch(
      /^degraded: (no connection to master 127\.0\.0\.1:\d+ \(its slots are unserved\)|no answer from master 127\.0\.0\.1:\d+ \(.+\)), failing open \(requests unmetered\)$/,
    );

    const answers: { open: Answer; closed: Answer; at: number }[] = [];
    const reports = new Set<string>();
    let recovered = false;
    // Bounded: the replica takes over after the node timeout (1 s) plus an election.
    while (!recovered && Date.now() - killedAt < 20_000) {
      const [o, c] = await Promise.all([timed(open), timed(closed)]);
      answers.push({ open: o, closed: c, at: Date.now() - killedAt });
      if (!o.metered) reports.add(await readiness(open));
      recovered = o.metered && c.status !== 503 && answers.some((a) => !a.open.metered);
      await sleep(50);
    }
    const slowest = Math.max(...answers.flatMap((a) => [a.open.ms, a.closed.ms]));
    expect(slowest).toBeLessThan(2_000);
    // The outage was seen: fail-open served unmetered, fail-closed refused.
    const during = answers.filter((a) => !a.open.metered);
    expect(during.length).toBeGreaterThan(0);
    for (const a of during) expect(a.open.status).toBe(200);
    expect(answers.some((a) => a.closed.status === 503)).toBe(true);
    expect([...reports]).toContainEqual(
      expect.stringMatching(/^degraded: cluster_state:fail at 127\.0\.0\.1:\d+, failing open \(requests unmetered\)$/),
    );
    // Recovered without a restart: both metered again; the quota (60 used) lives on in the promoted replica.
    expect(recovered).toBe(true);
    const last = answers.at(-1)!;
    expect([200, 429]).toContain(last.open.status);
    expect([200, 429]).toContain(last.closed.status);
    console.info(
      `failover: ${answers.length} rounds, unmetered for ${during.at(-1)!.at} ms after the kill, recovered at ${last.at} ms, ` +
        `slowest answer ${Math.round(slowest)} ms, statuses after recovery ${last.open.status}/${last.closed.status}`,
    );
    await cluster.waitUntilHealthy(10_000);
    // The client's slot map may still name the dead master until its next refresh (every 2 s at the latest).
    const healthyAt = Date.now();
    let report = await readiness(open);
    while (!report.startsWith('ok') && Date.now() - healthyAt < 5_000) {
      await sleep(100);
      report = await readiness(open);
    }
    expect(report).toMatch(/^ok \(cluster: 3 masters serving slots, 6 nodes known\)$/);
    for (const service of services) expect(service.child.exitCode).toBeNull();
  }, 40_000);
});
