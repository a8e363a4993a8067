import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { DestinationStream, Logger } from 'pino';
import { createUseCases, QuotaPolicy, type AuditLog, type Clock } from '../core/index.js';
import { HTTP_OPERATIONS } from '../adapters/http/operation-labels.js';
import { createPrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import { NodeKeySecrets } from '../adapters/node/node-key-secrets.js';
import { systemClock } from '../adapters/node/system-clock.js';
import { eventLog } from '../adapters/logging/event-log.js';
import { createLogging, loggingThrough } from '../adapters/logging/pino-logger.js';
import type { Config } from './config.js';
import { Resources } from './resources.js';
import { reportingTo } from './service-events.js';
import { connectStores, type StoreOverrides } from './stores.js';
import {
  API_KEY_REPOSITORY,
  CLOCK,
  CONFIG,
  EVENTS,
  IDEMPOTENCY_STORE,
  KEY_SECRETS,
  LOGGING,
  METRICS,
  ORDER_REPOSITORY,
  PET_REPOSITORY,
  RESOURCES,
  TOKEN_BUCKET_STORE,
  USE_CASES,
} from './tokens.js';

export interface CompositionOverrides extends StoreOverrides {
  /** A controllable clock (tests); the system clock otherwise. */
  readonly clock?: Clock;
  /** A host's own pino logger (its format and destination) instead of the service's JSON lines on stdout. */
  readonly logger?: Logger;
  /** Where the service's own log lines go instead of stdout (tests read them there). */
  readonly logStream?: DestinationStream;
}

/**
 * The composition root: a fresh child container per call (tests never share state), holding
 * the environment's adapters and the use cases built on them. Stores are connected (and their
 * indexes ensured) before the container is returned, so a bad MONGODB_URI fails at start-up.
 */
export async function composeContainer(config: Config, overrides: CompositionOverrides = {}): Promise<DependencyContainer> {
  const c = rootContainer.createChildContainer();
  const clock = overrides.clock ?? systemClock;
  const logging = overrides.logger
    ? loggingThrough(overrides.logger)
    : createLogging({ level: config.logLevel, buffered: config.logBuffered, stream: overrides.logStream, format: config.logFormat });
  // Before the stores connect: a misspelt variable may be why they do not.
  for (const warning of config.warnings) logging.logger.warn(`configuration: ${warning}`);
  const resources = new Resources();
  const metrics = config.metrics.enabled ? createPrometheusMetrics({ operations: HTTP_OPERATIONS }) : undefined;
  const events = reportingTo([metrics?.events, eventLog(logging, { accessLog: config.accessLog, now: () => clock.now() })]);

  c.register(CONFIG, { useValue: config });
  c.register(CLOCK, { useValue: clock });
  c.register(LOGGING, { useValue: logging });
  c.register(RESOURCES, { useValue: resources });
  c.register(METRICS, { useValue: metrics ? { metrics } : {} });
  c.register(EVENTS, { useValue: events });
  c.register(KEY_SECRETS, { useValue: new NodeKeySecrets() });

  const stores = await connectStores(config, { clock, logger: logging.logger, resources }, overrides);
  c.register(PET_REPOSITORY, { useValue: stores.pets });
  c.register(ORDER_REPOSITORY, { useValue: stores.orders });
  c.register(API_KEY_REPOSITORY, { useValue: stores.apiKeys });
  c.register(IDEMPOTENCY_STORE, { useValue: stores.idempotency });
  c.register(TOKEN_BUCKET_STORE, { useValue: stores.buckets });

  // The use cases, built once on the ports above (core/application/use-cases.ts declares the set).
  c.register(USE_CASES, {
    useFactory: instanceCachingFactory((d) => {
      const { rateLimit, getPetSunsetAt } = d.resolve(CONFIG);
      const log = d.resolve(LOGGING).logger;
      return createUseCases(
        {
          pets: d.resolve(PET_REPOSITORY),
          orders: d.resolve(ORDER_REPOSITORY),
          apiKeys: d.resolve(API_KEY_REPOSITORY),
          idempotency: d.resolve(IDEMPOTENCY_STORE),
          buckets: d.resolve(TOKEN_BUCKET_STORE),
          clock: d.resolve(CLOCK),
          keySecrets: d.resolve(KEY_SECRETS),
          events,
          audit: auditLogOf(log),
        },
        {
          getPetSunsetAt,
          quota: new QuotaPolicy({
            anonymousPerMinute: rateLimit.anonymousPerMinute,
            ban: { threshold: rateLimit.banThreshold, windowMs: rateLimit.banWindowMs, durationMs: rateLimit.banDurationMs },
          }),
          limiterFailureMode: rateLimit.failureMode,
          maxOpenOrdersPerOwner: d.resolve(CONFIG).maxOpenOrdersPerOwner,
        },
      );
    }),
  });
  return c;
}

/** Key operations as log lines marked `audit: true` (who, what, which key, how it ended; never a secret). */
function auditLogOf(log: Logger): AuditLog {
  return { keyOperation: (entry) => log.info({ audit: true, ...entry }, `key ${entry.action}: ${entry.outcome}`) };
}
