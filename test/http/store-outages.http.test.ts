import { afterEach, describe, expect, it } from 'vitest';
import { STORE_LABELS, type StoreLabel } from '../../core/index.js';
import { anApiKeyRepository, anEventLogOn, anIdempotencyStore, anOrderRepository, aPetRepository } from '../mongodb/mongo-adapters.js';
import { FakeMongo, mongoFailures } from '../support/fake-mongo.js';
import { freePort } from '../support/free-port.js';
import { postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { scrapeMetrics } from '../support/metrics-scrape.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** The real MongoDB adapters on the in-process fake of the driver, so that a collection can be taken down alone. */
async function onFakeMongo(mongo: FakeMongo, env: Record<string, string> = {}): Promise<TestService> {
  const db = mongo.db();
  const events = await anEventLogOn(db);
  const [pets, orders, apiKeys, idempotency] = await Promise.all([
    aPetRepository(db, '', { events }),
    anOrderRepository(db, '', events),
    anApiKeyRepository(db),
    anIdempotencyStore(db),
  ]);
  return startTestService({ env, stores: { events, pets, orders, apiKeys, idempotency } });
}

interface Outage {
  /** What is unreachable. */
  readonly what: string;
  readonly label: StoreLabel;
  /** Starts the service with that store about to fail, and sends the request that meets the failure. */
  readonly meet: () => Promise<RawResponse>;
}

/** Every store a request can find unreachable, each taken down alone, and the request that runs into it. */
const OUTAGES: readonly Outage[] = [
  {
    what: 'the pets collection (MongoDB)',
    label: 'database',
    meet: async () => {
      const mongo = new FakeMongo();
      service = await onFakeMongo(mongo);
      mongo.failAt('before', { collection: 'pets' }, mongoFailures.network);
      return send(service.url, { path: '/v1/pets', key: PRO_KEY });
    },
  },
  {
    what: 'the orders collection (MongoDB)',
    label: 'database',
    meet: async () => {
      const mongo = new FakeMongo();
      service = await onFakeMongo(mongo);
      mongo.failAt('before', { collection: 'orders' }, mongoFailures.network);
      return send(service.url, { path: '/v1/store/orders', key: PRO_KEY });
    },
  },
  {
    what: 'the API keys collection (MongoDB)',
    label: 'database',
    meet: async () => {
      const mongo = new FakeMongo();
      service = await onFakeMongo(mongo);
      mongo.failAt('before', { collection: 'api_keys' }, mongoFailures.timeout);
      return send(service.url, { path: '/v1/pets', key: PRO_KEY });
    },
  },
  {
    what: 'the Idempotency-Key records (MongoDB)',
    label: 'database',
    meet: async () => {
      const mongo = new FakeMongo();
      service = await onFakeMongo(mongo);
      mongo.failAt('before', { collection: 'idempotency_records' }, mongoFailures.network);
      return postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 }, { 'idempotency-key': 'outage-1' });
    },
  },
  {
    what: 'the token buckets (Redis, failing closed)',
    label: 'rate_limiter',
    meet: async () => {
      // Nothing listens there: every command of the limiter fails.
      service = await startTestService({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RATE_LIMIT_FAILURE_MODE: 'closed' } });
      return send(service.url, { path: '/v1/pets', key: PRO_KEY });
    },
  },
];

const MESSAGE_OF: Readonly<Record<StoreLabel, string>> = {
  database: 'The database is temporarily unavailable; retry later.',
  rate_limiter: 'The rate limiter is temporarily unavailable; retry later.',
};

describe('a store outage met by a request is named alike by the answer, the log and the metrics', () => {
  it('covers every store label', () => {
    expect(new Set(OUTAGES.map((outage) => outage.label))).toEqual(new Set(STORE_LABELS));
  });

  it.each(OUTAGES.map((outage) => [outage.what, outage] as const))('%s', async (_what, outage) => {
    const answer = await outage.meet();
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json).toEqual({ code: 'service_unavailable', message: MESSAGE_OF[outage.label], status: 503 });

    const lines = service!.logLines.filter((line) => line.msg === 'store unavailable');
    expect(lines.map((line) => line.store)).toEqual([outage.label]);
    expect(lines[0]!.reqId).toBe(answer.headers['x-request-id']);

    const figures = await scrapeMetrics(service!.url);
    const counted = Object.fromEntries(
      [...figures].filter(([name]) => name.startsWith('animal_store_store_unavailable_total')).map(([name, value]) => [name, value]),
    );
    // The label that was down counted the request, every other stays at zero: an alert on it sees the outage.
    expect(counted).toEqual(
      Object.fromEntries(STORE_LABELS.map((label) => [`animal_store_store_unavailable_total{store="${label}"}`, label === outage.label ? 1 : 0])),
    );
  });
});
