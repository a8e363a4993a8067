/**
 * Webhook dispatch, three scenarios (`WEBHOOK_BENCH_SCENARIOS`, comma-separated; all by default):
 *
 * - `throughput`: the service's dispatcher (in-memory stores, the real sender: address check, Standard
 *   Webhooks signing, node:http keep-alive) delivering a backlog of events to one endpoint, and a
 *   receiver on loopback in another process that verifies every signature. This process is pinned to
 *   core 1, the receiver to core 0 (taskset, when there are two cores). Prints, per round: events
 *   delivered per second (wall clock), this process's CPU per event and its CPU share, and whether every
 *   event arrived, once each, with a valid signature. `WEBHOOK_BENCH_EVENTS` (20000) events per round,
 *   `WEBHOOK_BENCH_ROUNDS` (5) rounds.
 * - `fairness`: one owner's 8 endpoints point at a receiver that accepts connections and never answers
 *   (each attempt waits for the sender's 10 s timeout), another owner's one endpoint at a healthy
 *   receiver; the hanging endpoints are created first. A pet is created every 100 ms for
 *   `WEBHOOK_BENCH_FAIRNESS_SECONDS` (30) s; every event goes to all nine. Prints the healthy
 *   endpoint's delivery delay (arrival at its receiver − the event's creation): p50, p99, max, and how
 *   many of its events arrived (waiting up to 120 s after the last).
 * - `idle`: nothing to send, the dispatcher running as the service runs it (`webhookDispatch.start()`):
 *   this process's CPU (process.cpuUsage, user + system) per wall second over
 *   `WEBHOOK_BENCH_IDLE_SECONDS` (10) s, with the dispatcher stopped, with 0 endpoints and with
 *   `WEBHOOK_BENCH_IDLE_ENDPOINTS` (10000) endpoints (16 per owner) on the in-memory stores; then the
 *   store queries per idle second of one instance on the MongoDB fake (test/support/fake-mongo.ts) with
 *   0 and `WEBHOOK_BENCH_IDLE_FAKE_ENDPOINTS` (1000) endpoints (the fake answers every query by a scan,
 *   so only its query count means anything, not its CPU).
 *
 * `WEBHOOK_CONCURRENCY` and the other WEBHOOK_ settings apply as for the service.
 *
 *   npx tsc -p bench/tsconfig.json && node dist-bench/bench/webhooks.bench.js
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Db } from 'mongodb';
import { CachedApiKeyRepository } from '../adapters/mongodb/cached-api-key.repository.js';
import { MongoApiKeyRepository } from '../adapters/mongodb/mongo-api-key.repository.js';
import { MongoEventLog } from '../adapters/mongodb/mongo-event-log.js';
import { MongoIdempotencyStore } from '../adapters/mongodb/mongo-idempotency.store.js';
import { MongoOrderRepository } from '../adapters/mongodb/mongo-order.repository.js';
import { MongoPetRepository } from '../adapters/mongodb/mongo-pet.repository.js';
import { MongoWebhookStore } from '../adapters/mongodb/mongo-webhook.store.js';
import { createAnimalStore, type AnimalStore, type AnimalStoreOptions } from '../bootstrap/animal-store.js';
import { accessOf, type Access } from '../core/index.js';
import { FakeMongo } from '../test/support/fake-mongo.js';

const SCENARIOS = new Set((process.env.WEBHOOK_BENCH_SCENARIOS ?? 'throughput,fairness,idle').split(',').map((name) => name.trim()));
const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 20_000);
const ROUNDS = Number(process.env.WEBHOOK_BENCH_ROUNDS ?? 5);
const FAIRNESS_SECONDS = Number(process.env.WEBHOOK_BENCH_FAIRNESS_SECONDS ?? 30);
const IDLE_SECONDS = Number(process.env.WEBHOOK_BENCH_IDLE_SECONDS ?? 10);
const IDLE_ENDPOINTS = Number(process.env.WEBHOOK_BENCH_IDLE_ENDPOINTS ?? 10_000);
const IDLE_FAKE_ENDPOINTS = Number(process.env.WEBHOOK_BENCH_IDLE_FAKE_ENDPOINTS ?? 1_000);
const PINNING = availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' }).status === 0;
/** The seeded key (every scope) that creates the endpoint: the endpoint acts for it. */
const CREATOR_SECRET = 'bench-webhook-key-0123456789abcdef';
/** A second seeded key: seeded keys are each their own owner. */
const OTHER_OWNER_SECRET = 'bench-webhook-key-other-owner-0123456789';
/** Endpoints per owner in the idle scenario (DESIGN.md's default MAX_WEBHOOK_ENDPOINTS_PER_OWNER). */
const ENDPOINTS_PER_OWNER = 16;
const WEBHOOK_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name.startsWith('WEBHOOK_') && !name.startsWith('WEBHOOK_BENCH_')),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

function aStore(overrides: Partial<AnimalStoreOptions> = {}, keys = `pro:${CREATOR_SECRET}`): Promise<AnimalStore> {
  return createAnimalStore({ env: { APP_ENV: 'development', LOG_LEVEL: 'error', API_KEYS: keys, ...WEBHOOK_ENV }, ...overrides });
}

async function listening<T extends HttpServer | TcpServer>(server: T): Promise<{ server: T; port: number }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

// ---------------------------------------------------------------------------------------------
// throughput

interface Figures {
  readonly perSecond: number;
  readonly cpuUsPerEvent: number;
  readonly cpuShare: number;
  readonly complete: boolean;
}

/** Sends `type` to the child and resolves with its first message of type `answer`. */
function ask<T>(child: ChildProcess, answer: string, message?: object): Promise<T> {
  return new Promise((resolve) => {
    const listener = (received: { type: string }) => {
      if (received.type !== answer) return;
      child.off('message', listener);
      resolve(received as T);
    };
    child.on('message', listener);
    if (message) child.send(message);
  });
}

async function throughputRound(): Promise<Figures> {
  const receiver = fork(join(import.meta.dirname, 'webhook-receiver.js'), [], {
    ...(PINNING ? { execPath: 'taskset', execArgv: ['-c', '0', process.execPath] } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await ask<{ port: number }>(receiver, 'ready');
  const store = await aStore();
  try {
    const creator = accessOf(await store.authenticate.execute(CREATOR_SECRET));
    const { endpoint } = (await store.webhookEndpoints.create(creator, { url: `http://127.0.0.1:${port}/hooks`, events: ['pet.created'] })).answer;
    await ask(receiver, 'secret-set', { type: 'secret', secret: endpoint.secret });
    // The backlog: EVENTS pets created (each records its pet.created), not timed.
    for (let i = 0; i < EVENTS; i++) await store.createPet.execute({ name: `Pet ${i}`, categoryId: 1 });
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    store.webhookDispatch.start();
    let count: { received: number; verified: number; distinct: number };
    do {
      await sleep(50);
      count = await ask(receiver, 'count', { type: 'count' });
    } while (count.received < EVENTS && performance.now() - started < 120_000);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      perSecond: count.received / seconds,
      cpuUsPerEvent: (cpu.user + cpu.system) / count.received,
      cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
      complete: count.received === EVENTS && count.verified === EVENTS && count.distinct === EVENTS,
    };
  } finally {
    await store.close();
    receiver.kill();
  }
}

async function throughput(): Promise<boolean> {
  console.log(
    `throughput: ${EVENTS} events per round to one endpoint on loopback, ${ROUNDS} rounds, ` +
      `${PINNING ? 'dispatcher on core 1, receiver on core 0' : 'not pinned (no taskset or one core)'}`,
  );
  const figures: Figures[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    const result = await throughputRound();
    figures.push(result);
    console.log(
      `  round ${i}: ${Math.round(result.perSecond)} events/s, ${result.cpuUsPerEvent.toFixed(1)} µs CPU/event, ` +
        `dispatcher CPU ${(result.cpuShare * 100).toFixed(0)} %, ${result.complete ? 'every event once, every signature valid' : 'INCOMPLETE'}`,
    );
  }
  const rates = figures.map((f) => f.perSecond);
  console.log(
    `  median ${Math.round(median(rates))} events/s (spread ${Math.round(((Math.max(...rates) - Math.min(...rates)) / median(rates)) * 100)} %), ` +
      `${median(figures.map((f) => f.cpuUsPerEvent)).toFixed(1)} µs CPU/event`,
  );
  return figures.every((f) => f.complete);
}

// ---------------------------------------------------------------------------------------------
// fairness

async function fairness(): Promise<boolean> {
  // A receiver that takes every connection and every request, and never answers.
  const sockets = new Set<Socket>();
  const hanging = await listening(
    createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }),
  );
  const arrivals = new Map<string, number>();
  const healthy = await listening(
    createHttpServer({ keepAliveTimeout: 60_000 }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const arrived = Date.now();
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; createdAt: string };
        if (!arrivals.has(event.id)) arrivals.set(event.id, arrived - Date.parse(event.createdAt));
        res.writeHead(204).end();
      });
    }),
  );
  const store = await aStore({}, `pro:${CREATOR_SECRET},pro:${OTHER_OWNER_SECRET}`);
  let events = 0;
  try {
    const flooder = accessOf(await store.authenticate.execute(CREATOR_SECRET));
    const other = accessOf(await store.authenticate.execute(OTHER_OWNER_SECRET));
    for (let i = 0; i < 8; i++) {
      await store.webhookEndpoints.create(flooder, { url: `http://127.0.0.1:${hanging.port}/hang/${i}`, events: ['pet.created'] });
    }
    await store.webhookEndpoints.create(other, { url: `http://127.0.0.1:${healthy.port}/hooks`, events: ['pet.created'] });
    console.log(
      `fairness: 8 endpoints of one owner at a receiver that never answers (created first), 1 endpoint of another owner at a healthy one; ` +
        `a pet a 100 ms for ${FAIRNESS_SECONDS} s`,
    );
    store.webhookDispatch.start();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    while (performance.now() - started < FAIRNESS_SECONDS * 1000) {
      await store.createPet.execute({ name: `Pet ${events++}`, categoryId: 1 });
      await sleep(100);
    }
    const produced = performance.now();
    while (arrivals.size < events && performance.now() - produced < 120_000) await sleep(100);
    const cpu = cpuMs(process.cpuUsage(cpuBefore));
    // An event that never arrived counts as an infinite delay: the percentiles are over every event produced.
    const delays = [...arrivals.values(), ...Array<number>(events - arrivals.size).fill(Infinity)];
    const shown = (ms: number) => (ms === Infinity ? 'never (not arrived)' : `${ms} ms`);
    console.log(
      `  healthy endpoint: ${arrivals.size} of ${events} events arrived (waiting up to 120 s after the last); delay p50 ${shown(percentile(delays, 50))}, ` +
        `p99 ${shown(percentile(delays, 99))}, max ${shown(Math.max(...delays))} (this process: ${Math.round(cpu)} ms CPU)`,
    );
    return percentile(delays, 99) <= 1_000;
  } finally {
    await store.close();
    for (const socket of sockets) socket.destroy();
    hanging.server.close();
    healthy.server.closeAllConnections();
    healthy.server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// idle

/** `count` endpoints, ENDPOINTS_PER_OWNER per owner, each owner's through a key of its own. */
async function endpointsOf(store: AnimalStore, count: number): Promise<void> {
  let owner: Access | undefined;
  for (let i = 0; i < count; i++) {
    if (i % ENDPOINTS_PER_OWNER === 0) {
      const { key } = await store.manageKeys.issue({
        name: `owner ${i / ENDPOINTS_PER_OWNER}`,
        plan: 'pro',
        scopes: ['pets:read', 'orders:read', 'events:read', 'webhooks:manage'],
        owner: `owner-${i / ENDPOINTS_PER_OWNER}`,
      });
      owner = accessOf(key);
    }
    await store.webhookEndpoints.create(owner!, { url: `http://127.0.0.1:9/hooks/${i}`, events: ['pet.created', 'order.placed'] });
  }
}

/** This process's CPU per wall second over IDLE_SECONDS, after a settling pause. */
async function idleCpuShare(): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  await sleep(3_000);
  const before = process.cpuUsage();
  const started = performance.now();
  await sleep(IDLE_SECONDS * 1000);
  return cpuMs(process.cpuUsage(before)) / (performance.now() - started);
}

async function idleInMemory(endpoints: number, dispatching: boolean): Promise<number> {
  const store = await aStore();
  try {
    await endpointsOf(store, endpoints);
    if (dispatching) store.webhookDispatch.start();
    return await idleCpuShare();
  } finally {
    await store.close();
  }
}

/** The stores of one service instance on MongoDB collections of `db`, as bootstrap/stores.ts builds them. */
async function storesOn(db: Db): Promise<Partial<AnimalStoreOptions>> {
  const clock = { now: Date.now };
  const events = new MongoEventLog(db, clock);
  const pets = new MongoPetRepository(db, undefined, { events });
  const orders = new MongoOrderRepository(db, undefined, { events });
  const webhooks = new MongoWebhookStore(db);
  const keys = new MongoApiKeyRepository(db);
  const idempotency = new MongoIdempotencyStore(db);
  for (const store of [events, pets, orders, webhooks, keys, idempotency]) await store.ensureIndexes();
  return { events, pets, orders, webhooks, apiKeys: new CachedApiKeyRepository(keys, clock, { ttlMs: 5_000 }), idempotency };
}

async function idleQueriesOnTheFake(endpoints: number): Promise<number> {
  const mongo = new FakeMongo();
  const store = await aStore(await storesOn(mongo.db()));
  try {
    await endpointsOf(store, endpoints);
    store.webhookDispatch.start();
    await sleep(3_000);
    const before = mongo.calls.length;
    const started = performance.now();
    await sleep(IDLE_SECONDS * 1000);
    return (mongo.calls.length - before) / ((performance.now() - started) / 1000);
  } finally {
    await store.close();
  }
}

async function idle(): Promise<boolean> {
  console.log(`idle: nothing to send; this process's CPU over ${IDLE_SECONDS} s (after 3 s to settle), in-memory stores`);
  const share = (value: number) => `${(value * 100).toFixed(2)} % of a core`;
  const stopped = await idleInMemory(0, false);
  console.log(`  dispatcher not started, 0 endpoints: ${share(stopped)}`);
  const none = await idleInMemory(0, true);
  console.log(`  dispatcher running, 0 endpoints: ${share(none)}`);
  const many = await idleInMemory(IDLE_ENDPOINTS, true);
  console.log(`  dispatcher running, ${IDLE_ENDPOINTS} endpoints: ${share(many)}`);
  console.log(`idle: store queries per idle second, one instance on the MongoDB fake`);
  const queriesNone = await idleQueriesOnTheFake(0);
  console.log(`  0 endpoints: ${queriesNone.toFixed(1)} queries/s`);
  const queriesMany = await idleQueriesOnTheFake(IDLE_FAKE_ENDPOINTS);
  console.log(`  ${IDLE_FAKE_ENDPOINTS} endpoints: ${queriesMany.toFixed(1)} queries/s`);
  return many - stopped <= 0.01 && queriesMany <= 4;
}

async function main(): Promise<void> {
  if (PINNING) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  console.log(`webhook dispatch benchmark, node ${process.version}, scenarios: ${[...SCENARIOS].join(', ')}`);
  const failed: string[] = [];
  if (SCENARIOS.has('throughput') && !(await throughput())) failed.push('throughput (an event missing or unverified)');
  if (SCENARIOS.has('fairness') && !(await fairness())) failed.push('fairness (p99 over 1 s, or an event missing)');
  if (SCENARIOS.has('idle') && !(await idle())) failed.push('idle (over 1 % of a core more than without a dispatcher, or over 4 queries/s)');
  if (failed.length > 0) {
    console.log(`goals missed: ${failed.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
