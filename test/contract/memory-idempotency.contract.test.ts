import { describe, expect, it } from 'vitest';
import { InMemoryIdempotencyStore } from '../../adapters/memory/in-memory-idempotency.store.js';
import { describeIdempotencyStoreContract } from './idempotency-store.contract.js';

describeIdempotencyStoreContract('in-memory', { create: async () => new InMemoryIdempotencyStore() });

describe('InMemoryIdempotencyStore memory', () => {
  it('drops expired records, so it holds only the requests of one TTL window', async () => {
    const store = new InMemoryIdempotencyStore();
    const options = { ttlMs: 1_000, leaseMs: 100 };
    for (let i = 0; i < 100; i++) await store.claim({ scope: 's', key: `k${i}` }, 'fp', i * 100, options);
    // At t = 9 900 only the claims of the last second (t > 8 900) are still alive.
    expect(store.size).toBe(10);
  });
});
