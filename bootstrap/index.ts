// The package's public entry: the use cases for any host, the HTTP service, and the parts to test with.
export * from '../core/index.js';
export { createAnimalStore, type AnimalStore, type AnimalStoreOptions } from './animal-store.js';
export { startServer, createHttpAppFor, type RunningServer } from './server.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export type { HttpApp, ReadinessReport } from '../adapters/http/http-app.js';
export { InMemoryPetRepository } from '../adapters/memory/in-memory-pet.repository.js';
export { InMemoryOrderRepository } from '../adapters/memory/in-memory-order.repository.js';
export { InMemoryApiKeyRepository } from '../adapters/memory/in-memory-api-key.repository.js';
export { InMemoryIdempotencyStore } from '../adapters/memory/in-memory-idempotency.store.js';
export { InMemoryTokenBucketStore } from '../adapters/memory/in-memory-token-bucket.store.js';
