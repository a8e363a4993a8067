import { InMemoryTokenBucketStore } from '../../adapters/memory/in-memory-token-bucket.store.js';
import { describeTokenBucketStoreContract } from './token-bucket-store.contract.js';

describeTokenBucketStoreContract('in-memory', { create: async () => new InMemoryTokenBucketStore() });
