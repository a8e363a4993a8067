// The package's public API, chosen: what a host embedding the service needs. Nothing else of the
// core or the adapters is part of it (test/e2e/package.e2e.test.ts checks the list).

// Starting the service, or its use cases without HTTP.
export { createAnimalStore, type AnimalStore, type AnimalStoreOptions } from './animal-store.js';
export { startServer, createHttpAppFor, type RunningServer } from './server.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export { parseRequestBody, type RequestBodies } from './request-bodies.js';
export type { HttpApp } from '../adapters/http/app-dependencies.js';
export type { ReadinessReport } from '../adapters/shared/readiness-report.js';

// The domain as the use cases speak it: values, and the errors they throw (each with a stable `code`).
export {
  PET_STATUSES,
  ORDER_STATUSES,
  PLANS,
  SCOPES,
  accessOf,
  InsufficientScopeError,
  DomainError,
  ValidationError,
  NotFoundError,
  UnauthorizedError,
  GoneError,
  ConflictError,
  PreconditionFailedError,
  PetNotFoundError,
  IdempotencyConflictError,
  StoreUnavailableError,
} from '../core/index.js';
export type {
  Pet,
  PetStatus,
  Order,
  OrderStatus,
  Inventory,
  ApiKey,
  Plan,
  Scope,
  Access,
  ErrorCode,
  FieldProblem,
  VersionCondition,
  UseCases,
  CreatePetInput,
  CreatePetOutcome,
  PlaceOrderInput,
  PlaceOrderOutcome,
  IdempotencyRecordKey,
  // The ports, for a host that brings its own store or clock.
  Clock,
  PetRepository,
  OrderRepository,
  EventLog,
  ApiKeyRepository,
  IdempotencyStore,
  TokenBucketStore,
} from '../core/index.js';

// In-memory adapters, for a host's own tests. Pets and orders record their events into the event log they
// are built with, which the store must be given too (`events`): it serves listEvents and the webhooks.
export { InMemoryEventLog } from '../adapters/memory/in-memory-event-log.js';
export { InMemoryPetRepository, type EventRecorder } from '../adapters/memory/in-memory-pet.repository.js';
export { InMemoryOrderRepository } from '../adapters/memory/in-memory-order.repository.js';
export { InMemoryApiKeyRepository } from '../adapters/memory/in-memory-api-key.repository.js';
export { InMemoryIdempotencyStore } from '../adapters/memory/in-memory-idempotency.store.js';
export { InMemoryTokenBucketStore } from '../adapters/memory/in-memory-token-bucket.store.js';
