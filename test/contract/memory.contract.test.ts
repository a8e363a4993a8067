import { describe, expect, it } from 'vitest';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { InMemoryIdempotencyStore } from '../../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryOrderRepository } from '../../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { InMemoryTokenBucketStore } from '../../adapters/memory/in-memory-token-bucket.store.js';
import { InMemoryEventLog } from '../../adapters/memory/in-memory-event-log.js';
import { InMemoryWebhookStore } from '../../adapters/memory/in-memory-webhook.store.js';
import { FakeClock } from '../support/fake-clock.js';
import { describeEventLogContract } from './event-log.contract.js';
import { describeWebhookStoreContract } from './webhook-store.contract.js';
import { describeApiKeyRepositoryContract } from './api-key-repository.contract.js';
import { describeIdempotencyStoreContract } from './idempotency-store.contract.js';
import { describeIdempotentWritesContract } from './idempotent-writes.contract.js';
import { describeOrderRepositoryContract } from './order-repository.contract.js';
import { describePetLifecycleContract } from './pet-lifecycle.contract.js';
import { describePetRepositoryContract } from './pet-repository.contract.js';
import { describeTokenBucketStoreContract } from './token-bucket-store.contract.js';

// The in-memory adapters against every port's contract. They have no backend to lose, hence no
// `unavailable` harness.
describePetRepositoryContract('in-memory', { create: async () => new InMemoryPetRepository(new InMemoryEventLog(new FakeClock())) });
describeOrderRepositoryContract('in-memory', { create: async () => new InMemoryOrderRepository(new InMemoryEventLog(new FakeClock())) });
const memoryStores = async () => {
  const events = new InMemoryEventLog(new FakeClock());
  return { pets: new InMemoryPetRepository(events), orders: new InMemoryOrderRepository(events), idempotency: new InMemoryIdempotencyStore() };
};
describePetLifecycleContract('in-memory', { create: memoryStores });
describeIdempotentWritesContract('in-memory', { create: memoryStores });
describeApiKeyRepositoryContract('in-memory', { create: async () => new InMemoryApiKeyRepository() });
describeIdempotencyStoreContract('in-memory', { create: async () => new InMemoryIdempotencyStore() });
// On a clock the suite moves: refills and bans are checked without waiting.
const bucketClock = new FakeClock();
describeTokenBucketStoreContract('in-memory', { clock: bucketClock, create: async () => new InMemoryTokenBucketStore(bucketClock) });

describeEventLogContract('in-memory', {
  create: async () => {
    const events = new InMemoryEventLog(new FakeClock());
    return { pets: new InMemoryPetRepository(events), orders: new InMemoryOrderRepository(events), events };
  },
});
const webhookClock = new FakeClock();
describeWebhookStoreContract('in-memory', {
  clock: webhookClock,
  create: async () => new InMemoryWebhookStore(webhookClock),
  // One process: two dispatchers share one store.
  instances: async () => {
    const store = new InMemoryWebhookStore(webhookClock);
    return [store, store];
  },
});

describe('InMemoryIdempotencyStore memory', () => {
  it('drops expired records, so it holds only the requests of one TTL window', async () => {
    const store = new InMemoryIdempotencyStore();
    const options = { ttlMs: 1_000, leaseMs: 100 };
    for (let i = 0; i < 100; i++) await store.claim({ scope: 's', key: `k${i}` }, 'fp', i * 100, options);
    // At t = 9 900 only the claims of the last second (t > 8 900) are still alive.
    expect(store.size).toBe(10);
  });
});
