export {
  AnimalStoreClient,
  type AnimalStoreClientOptions,
  type ChangeOptions,
  type CreateOptions,
  type Inventory,
  type Key,
  type ListKeysParams,
  type NewKey,
  type RateLimitReport,
  type RotateKey,
  type Scope,
  type ListOrdersParams,
  type ListPetsParams,
  type NewOrder,
  type NewPet,
  type Order,
  type OrderPatch,
  type OrderStatus,
  type Page,
  type Pet,
  type PetPatch,
  type PetStatus,
} from './client.js';
export { AnimalStoreError, AnimalStoreNetworkError, AnimalStoreScopeError, type ErrorCode, type ErrorDetail } from './errors.js';
export type { RateLimitFigures } from './rate-limit.js';
export { DEFAULT_RETRY, type Fetch, type RetryOptions } from './request-core.js';
/** The types generated from the API description (openapi-typescript), for what the aliases above do not name. */
export type { components, operations, paths } from './openapi.generated.js';
