import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { DestinationStream, Logger } from 'pino';
import { createUseCases, KeyLineages, QuotaPolicy, WebhookDispatcher, type AuditLog, type Clock, type DispatchReports } from '../core/index.js';
import { nodeWebhookRandom } from '../adapters/node/node-webhook-random.js';
import type { Resolver } from '../adapters/webhooks/address-policy.js';
import { HttpWebhookSender } from '../adapters/webhooks/http-webhook-sender.js';
import { WebhookDispatch } from './webhook-dispatch.js';
import { HTTP_OPERATIONS } from '../adapters/http/operation-labels.js';
import { createPrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import { NodeKeySecrets } from '../adapters/node/node-key-secrets.js';
import { systemClock } from '../adapters/node/system-clock.js';
import { loggedEvents } from '../adapters/logging/logged-events.js';
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
  WEBHOOK_DISPATCH,
} from './tokens.js';

export interface CompositionOverrides extends StoreOverrides {
  /** A controllable clock (tests); the system clock otherwise. */
  readonly clock?: Clock;
  /** A host's own pino logger (its format and destination) instead of the service's JSON lines on stdout. */
  readonly logger?: Logger;
  /** Where the service's own log lines go instead of stdout (tests read them there). */
  readonly logStream?: DestinationStream;
  /** How webhook URLs' host names resolve (tests answer private, loopback and metadata addresses); DNS otherwise. */
  readonly webhookResolver?: Resolver;
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
  const events = reportingTo([metrics?.events, loggedEvents(logging, { accessLog: config.accessLog, now: () => clock.now() })]);

  c.register(CONFIG, { useValue: config });
  c.register(CLOCK, { useValue: clock });
  c.register(LOGGING, { useValue: logging });
  c.register(RESOURCES, { useValue: resources });
  c.register(METRICS, { useValue: metrics ? { metrics } : {} });
  c.register(EVENTS, { useValue: events });
  const keySecrets = new NodeKeySecrets();
  c.register(KEY_SECRETS, { useValue: keySecrets });

  const stores = await connectStores(config, { clock, logger: logging.logger, resources, newKeyId: () => keySecrets.newId() }, overrides);
  c.register(PET_REPOSITORY, { useValue: stores.pets });
  c.register(ORDER_REPOSITORY, { useValue: stores.orders });
  c.register(API_KEY_REPOSITORY, { useValue: stores.apiKeys });
  c.register(IDEMPOTENCY_STORE, { useValue: stores.idempotency });
  c.register(TOKEN_BUCKET_STORE, { useValue: stores.buckets });

  // Webhooks: one sender (it also judges endpoint URLs) and the dispatcher of this process, drained before the stores close.
  const deployed = config.env === 'staging' || config.env === 'production';
  const sender = new HttpWebhookSender({
    rules: { allowLoopback: !deployed, requireHttps: deployed, allowedNetworks: config.events.allowedNetworks },
    ...(overrides.webhookResolver ? { resolve: overrides.webhookResolver } : {}),
  });
  const reports: DispatchReports = {
    attempted: (type, outcome) => metrics?.webhooks.attempted(type, outcome),
    oldestUndelivered: (seconds) => metrics?.webhooks.oldestUndelivered(seconds),
    endpointDisabled: (disabled) => {
      metrics?.webhooks.endpointDisabled(disabled.reason);
      // A key's PATCH is in the access log already; an endpoint the dispatcher disabled is said once, here.
      if (disabled.reason === 'failing') {
        const { endpointId, owner, failingSince } = disabled;
        logging.logger.warn(
          { endpointId, owner, reason: 'failing', failingSince: new Date(failingSince).toISOString() },
          'webhook endpoint disabled: every attempt failed since its last success (WEBHOOK_DISABLE_AFTER)',
        );
      }
    },
    // One line per failed attempt: the endpoint, the delivery and the answer's status or why there was none; never the body.
    attemptFailed: ({ endpointId, deliveryId, type, status, error }) =>
      logging.logger.warn(
        { endpointId, deliveryId, eventType: type, ...(status !== undefined ? { status } : {}), ...(error ? { error } : {}) },
        'webhook attempt failed',
      ),
  };
  let lastDispatchError = -Infinity;
  const dispatch: WebhookDispatch = new WebhookDispatch(
    new WebhookDispatcher(
      stores.events,
      stores.webhooks,
      new KeyLineages(stores.apiKeys, clock),
      sender,
      clock,
      nodeWebhookRandom,
      {
        retryScheduleMs: config.events.retryScheduleMs,
        concurrency: config.events.concurrency,
        perEndpoint: config.events.concurrencyPerEndpoint,
        perOwner: config.events.concurrencyPerOwner,
        disableAfterMs: config.events.disableAfterMs,
      },
      reports,
      () => dispatch.nudge(),
    ),
    (error) => {
      // A store that went away fails every step: one warning per interval, not one per step.
      if (performance.now() - lastDispatchError < 30_000) return;
      lastDispatchError = performance.now();
      logging.logger.warn({ err: (error as { cause?: unknown }).cause ?? error }, 'webhook dispatch round failed; retrying');
    },
    clock,
  );
  // An event recorded here wakes the dispatcher at once; other instances' events are found by its poll.
  stores.events.onVisible(() => dispatch.eventsRecorded());
  resources.onClose('webhooks', async () => {
    await dispatch.stop(config.http.shutdownTimeoutMs);
    sender.close();
  });
  c.register(WEBHOOK_DISPATCH, { useValue: dispatch });

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
          eventLog: stores.events,
          webhooks: stores.webhooks,
          webhookUrls: sender,
          webhookRandom: nodeWebhookRandom,
          events,
          audit: auditLogOf(log),
        },
        {
          getPetSunsetAt,
          quota: new QuotaPolicy({
            anonymousPerMinute: rateLimit.anonymousPerMinute,
            docsPerMinute: rateLimit.docsPerMinute,
            ban: { threshold: rateLimit.banThreshold, windowMs: rateLimit.banWindowMs, durationMs: rateLimit.banDurationMs },
          }),
          limiterFailureMode: rateLimit.failureMode,
          maxOpenOrdersPerOwner: d.resolve(CONFIG).maxOpenOrdersPerOwner,
          maxKeysPerOwner: d.resolve(CONFIG).maxKeysPerOwner,
          nudgeDispatcher: () => dispatch.nudge(),
          maxWebhookEndpointsPerOwner: d.resolve(CONFIG).events.maxEndpointsPerOwner,
          webhookReports: reports,
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
