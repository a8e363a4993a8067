import type { Logging } from '../adapters/logging/pino-logger.js';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import type { ReadinessReport } from '../adapters/shared/readiness-report.js';
import { SCOPES, type Clock, type ManageKeys, type ServiceEvents, type UseCases } from '../core/index.js';
import { loadConfig, type Config, type SeedKey } from './config.js';
import { composeContainer, type CompositionOverrides } from './container.js';
import type { Resources } from './resources.js';
import { API_KEY_REPOSITORY, EVENTS, LOGGING, METRICS, RESOURCES, USE_CASES, WEBHOOK_DISPATCH } from './tokens.js';
import type { WebhookDispatch } from './webhook-dispatch.js';

export interface AnimalStoreOptions extends CompositionOverrides {
  /**
   * Configuration variables (see README); `process.env` when absent. `API_KEYS` is deleted from
   * `process.env` once read; an object of the host's own is left as it is, and not kept.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly clock?: Clock;
}

/** The use cases of the service, for any host: the Koa adapter, a plain node:http handler, a job, a test. */
export interface AnimalStore extends UseCases {
  readonly config: Config;
  /** The logger (`logging.logger`), the access log, and `flush()`. */
  readonly logging: Logging;
  /** The Prometheus metrics (`render()` gives the exposition text); undefined with METRICS_ENABLED=false. */
  readonly metrics?: PrometheusMetrics;
  /** Where a host's adapter reports each request it answers: the metrics and the access line hear of it. */
  readonly events: ServiceEvents;
  /** In development without any key configured: the key generated at start-up (shown once; every scope). */
  readonly generatedKey?: { readonly plan: 'pro'; readonly secret: string };
  /**
   * The webhook dispatcher of this process: the HTTP service starts it; a host that wants webhooks
   * delivered calls `start()` (or drives `round()` itself). `close()` drains it.
   */
  readonly webhookDispatch: WebhookDispatch;
  /** Whether every store answers, with one status line per store. */
  readiness(): Promise<ReadinessReport>;
  /** Drains the webhook dispatcher, then closes database and Redis clients. */
  close(): Promise<void>;
}

/**
 * The embedding entry: validated configuration, the environment's stores, the use cases, and
 * the API_KEYS seeded. No HTTP server is started; see startServer for that.
 */
export async function createAnimalStore(options: AnimalStoreOptions = {}): Promise<AnimalStore> {
  const { env = process.env, ...overrides } = options;
  const { apiKeys: seeds, ...settings } = loadConfig(env);
  // The seeded secrets go no further than the seeding below: they leave the process environment (which child
  // processes inherit and any dependency may read), and the configuration the store keeps holds none.
  if (env === process.env) delete process.env.API_KEYS;
  const config: Config = { ...settings, apiKeys: [] };
  const c = await composeContainer(config, overrides);
  const resources: Resources = c.resolve(RESOURCES);
  const logging = c.resolve(LOGGING);
  const { metrics } = c.resolve(METRICS);
  try {
    const useCases = c.resolve(USE_CASES);
    const { manageKeys } = useCases;
    const repository = c.resolve(API_KEY_REPOSITORY);
    await seedKeys(seeds, manageKeys);
    const generatedKey =
      config.env === 'development' && seeds.length === 0 && (await repository.list({ limit: 1 })).length === 0
        ? {
            plan: 'pro' as const,
            secret: (await manageKeys.issue({ name: 'development key', plan: 'pro', scopes: SCOPES }, { via: 'start' })).secret,
          }
        : undefined;
    return {
      ...(generatedKey ? { generatedKey } : {}),
      ...(metrics ? { metrics } : {}),
      config,
      ...useCases,
      logging,
      webhookDispatch: c.resolve(WEBHOOK_DISPATCH),
      events: c.resolve(EVENTS),
      readiness: () => resources.readiness(),
      close: () => resources.closeAll(),
    };
  } catch (error) {
    await resources.closeAll();
    throw error;
  }
}

/**
 * Adds each API_KEYS entry with every scope and a random id, or, when a key with that secret is
 * stored already (persistent stores keep them across starts), keeps its id and, while it is active,
 * gives it every scope again.
 */
async function seedKeys(seeds: readonly SeedKey[], manageKeys: ManageKeys): Promise<void> {
  for (const [index, seed] of seeds.entries()) {
    await manageKeys.seed({
      name: `API_KEYS entry ${index + 1}`,
      plan: seed.plan,
      secret: seed.secret,
      ...(seed.customLimits ? { customLimits: seed.customLimits } : {}),
    });
  }
}
