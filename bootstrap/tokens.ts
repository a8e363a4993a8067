import type { InjectionToken } from 'tsyringe';
import type { Logging } from '../adapters/logging/pino-logger.js';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import type {
  ApiKeyRepository,
  Clock,
  IdempotencyStore,
  KeySecrets,
  OrderRepository,
  PetRepository,
  ServiceEvents,
  TokenBucketStore,
  UseCases,
} from '../core/index.js';
import type { Config } from './config.js';
import type { Resources } from './resources.js';
import type { WebhookDispatch } from './webhook-dispatch.js';

/** Typed injection tokens of the ports and shared services (symbols: abstract types can't be tokens). */
export const CONFIG: InjectionToken<Config> = Symbol('Config');
export const CLOCK: InjectionToken<Clock> = Symbol('Clock');
export const LOGGING: InjectionToken<Logging> = Symbol('Logging');
/** `metrics` absent when METRICS_ENABLED=false (a holder: tsyringe takes no undefined value). */
export const METRICS: InjectionToken<{ readonly metrics?: PrometheusMetrics }> = Symbol('Metrics');
/** Every event the service reports, told to the metrics and the log. */
export const EVENTS: InjectionToken<ServiceEvents> = Symbol('ServiceEvents');
export const RESOURCES: InjectionToken<Resources> = Symbol('Resources');
export const KEY_SECRETS: InjectionToken<KeySecrets> = Symbol('KeySecrets');
export const PET_REPOSITORY: InjectionToken<PetRepository> = Symbol('PetRepository');
export const API_KEY_REPOSITORY: InjectionToken<ApiKeyRepository> = Symbol('ApiKeyRepository');
export const IDEMPOTENCY_STORE: InjectionToken<IdempotencyStore> = Symbol('IdempotencyStore');
export const TOKEN_BUCKET_STORE: InjectionToken<TokenBucketStore> = Symbol('TokenBucketStore');
export const ORDER_REPOSITORY: InjectionToken<OrderRepository> = Symbol('OrderRepository');
export const USE_CASES: InjectionToken<UseCases> = Symbol('UseCases');
export const WEBHOOK_DISPATCH: InjectionToken<WebhookDispatch> = Symbol('WebhookDispatch');
