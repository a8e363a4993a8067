import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { DestinationStream, Logger } from 'pino';
import {
  AdmitRequest,
  Authenticate,
  CreatePet,
  DeletePet,
  GetInventory,
  GetOrder,
  GetPet,
  ListOrders,
  ListPets,
  ManageKeys,
  PlaceOrder,
  QuotaPolicy,
  Reservations,
  UpdateOrder,
  UpdatePet,
  type Clock,
} from '../core/index.js';
import { HTTP_OPERATIONS } from '../adapters/http/http-metrics.js';
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

  c.register(CreatePet, {
    useFactory: instanceCachingFactory((d) => new CreatePet(d.resolve(PET_REPOSITORY), d.resolve(IDEMPOTENCY_STORE), d.resolve(CLOCK), { events })),
  });
  c.register(ListPets, { useFactory: instanceCachingFactory((d) => new ListPets(d.resolve(PET_REPOSITORY))) });
  c.register(GetPet, {
    useFactory: instanceCachingFactory((d) => new GetPet(d.resolve(PET_REPOSITORY), d.resolve(CLOCK), d.resolve(CONFIG).getPetSunsetAt)),
  });
  // The pet lifecycle: every use case that moves a reservation shares one Reservations.
  c.register(Reservations, {
    useFactory: instanceCachingFactory((d) => new Reservations(d.resolve(PET_REPOSITORY), d.resolve(ORDER_REPOSITORY), d.resolve(CLOCK))),
  });
  c.register(UpdatePet, { useFactory: instanceCachingFactory((d) => new UpdatePet(d.resolve(Reservations))) });
  c.register(DeletePet, { useFactory: instanceCachingFactory((d) => new DeletePet(d.resolve(Reservations))) });
  c.register(PlaceOrder, { useFactory: instanceCachingFactory((d) => new PlaceOrder(d.resolve(Reservations))) });
  c.register(GetOrder, { useFactory: instanceCachingFactory((d) => new GetOrder(d.resolve(Reservations))) });
  c.register(UpdateOrder, { useFactory: instanceCachingFactory((d) => new UpdateOrder(d.resolve(Reservations))) });
  c.register(ListOrders, { useFactory: instanceCachingFactory((d) => new ListOrders(d.resolve(ORDER_REPOSITORY))) });
  c.register(GetInventory, { useFactory: instanceCachingFactory((d) => new GetInventory(d.resolve(PET_REPOSITORY))) });
  c.register(Authenticate, {
    useFactory: instanceCachingFactory((d) => new Authenticate(d.resolve(API_KEY_REPOSITORY), d.resolve(KEY_SECRETS))),
  });
  c.register(ManageKeys, {
    useFactory: instanceCachingFactory((d) => new ManageKeys(d.resolve(API_KEY_REPOSITORY), d.resolve(KEY_SECRETS), d.resolve(CLOCK))),
  });
  c.register(AdmitRequest, {
    useFactory: instanceCachingFactory((d) => {
      const { rateLimit } = d.resolve(CONFIG);
      const policy = new QuotaPolicy({
        anonymousPerMinute: rateLimit.anonymousPerMinute,
        ban: { threshold: rateLimit.banThreshold, windowMs: rateLimit.banWindowMs, durationMs: rateLimit.banDurationMs },
      });
      return new AdmitRequest(d.resolve(TOKEN_BUCKET_STORE), policy, rateLimit.failureMode, events);
    }),
  });
  return c;
}
