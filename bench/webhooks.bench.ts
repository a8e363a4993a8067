/**
 * Webhook dispatch throughput: the service's dispatcher (in-memory stores, the real sender: address
 * check, Standard Webhooks signing, node:http keep-alive) delivering a backlog of events to one
 * endpoint, and a receiver on loopback in another process that verifies every signature. This process
 * is pinned to core 1, the receiver to core 0 (taskset, when there are two cores). Prints, per round:
 * events delivered per second (wall clock), this process's CPU per event and its CPU share, and
 * whether every event arrived, once each, with a valid signature. `WEBHOOK_BENCH_EVENTS` (20000) events
 * per round, `WEBHOOK_BENCH_ROUNDS` (5) rounds, `WEBHOOK_CONCURRENCY` as for the service.
 *
 *   npx tsc -p bench/tsconfig.json && node dist-bench/bench/webhooks.bench.js
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createAnimalStore } from '../bootstrap/animal-store.js';
import { accessOf } from '../core/index.js';

const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 20_000);
const ROUNDS = Number(process.env.WEBHOOK_BENCH_ROUNDS ?? 5);
const PINNING = availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' }).status === 0;
/** The seeded key (every scope) that creates the endpoint: the endpoint acts for it. */
const CREATOR_SECRET = 'bench-webhook-key-0123456789abcdef';

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

async function round(): Promise<Figures> {
  const receiver = fork(join(import.meta.dirname, 'webhook-receiver.js'), [], {
    ...(PINNING ? { execPath: 'taskset', execArgv: ['-c', '0', process.execPath] } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await ask<{ port: number }>(receiver, 'ready');
  const env = { APP_ENV: 'development', LOG_LEVEL: 'warn', API_KEYS: `pro:${CREATOR_SECRET}` };
  const store = await createAnimalStore({
    env: { ...env, ...(process.env.WEBHOOK_CONCURRENCY ? { WEBHOOK_CONCURRENCY: process.env.WEBHOOK_CONCURRENCY } : {}) },
  });
  try {
    const creator = accessOf(await store.authenticate.execute(CREATOR_SECRET));
    const { endpoint } = await store.webhookEndpoints.create(creator, { url: `http://127.0.0.1:${port}/hooks`, events: ['pet.created'] });
    await ask(receiver, 'secret-set', { type: 'secret', secret: endpoint.secret });
    // The backlog: EVENTS pets created (each records its pet.created), not timed.
    for (let i = 0; i < EVENTS; i++) await store.createPet.execute({ name: `Pet ${i}`, categoryId: 1 });
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    store.webhookDispatch.start();
    let count: { received: number; verified: number; distinct: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
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

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  if (PINNING) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  console.log(
    `webhook dispatch: ${EVENTS} events per round to one endpoint on loopback, ${ROUNDS} rounds, node ${process.version}, ` +
      `${PINNING ? 'dispatcher on core 1, receiver on core 0' : 'not pinned (no taskset or one core)'}`,
  );
  const figures: Figures[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    const result = await round();
    figures.push(result);
    console.log(
      `  round ${i}: ${Math.round(result.perSecond)} events/s, ${result.cpuUsPerEvent.toFixed(1)} µs CPU/event, ` +
        `dispatcher CPU ${(result.cpuShare * 100).toFixed(0)} %, ${result.complete ? 'every event once, every signature valid' : 'INCOMPLETE'}`,
    );
  }
  const rates = figures.map((f) => f.perSecond);
  console.log(
    `median ${Math.round(median(rates))} events/s (spread ${Math.round(((Math.max(...rates) - Math.min(...rates)) / median(rates)) * 100)} %), ` +
      `${median(figures.map((f) => f.cpuUsPerEvent)).toFixed(1)} µs CPU/event`,
  );
  if (figures.some((f) => !f.complete)) process.exitCode = 1;
}

await main();
