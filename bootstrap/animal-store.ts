import type { Logging } from '../adapters/logging/pino-logger.js';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import type { ReadinessReport } from '../adapters/http/http-app.js';
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
  UpdateOrder,
  UpdatePet,
  type ApiKeyRepository,
  type Clock,
  type ServiceEvents,
  type UseCases,
} from '../core/index.js';
import { loadConfig, type Config, type SeedKey } from './config.js';
import { composeContainer, type CompositionOverrides } from './container.js';
import type { Resources } from './resources.js';
import { API_KEY_REPOSITORY, EVENTS, KEY_SECRETS, LOGGING, METRICS, RESOURCES } from './tokens.js';

export interface AnimalStoreOptions extends CompositionOverrides {
  /** Configuration variables (see README); `process.env` when absent. */
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
  /** In development without any key configured: the key generated at start-up (shown once). */
  readonly generatedKey?: { readonly plan: 'pro'; readonly secret: string };
  /** Whether every store answers, with one status line per store. */
  readiness(): Promise<ReadinessReport>;
  /** Closes database and Redis clients. */
  close(): Promise<void>;
}

/**
 * The embedding entry: validated configuration, the environment's stores, the use cases, and
 * the API_KEYS seeded. No HTTP server is started; see startServer for that.
 */
export async function createAnimalStore(options: AnimalStoreOptions = {}): Promise<AnimalStore> {
  const config = loadConfig(options.env ?? process.env);
  const c = await composeContainer(config, options);
  const resources: Resources = c.resolve(RESOURCES);
  const logging = c.resolve(LOGGING);
  const { metrics } = c.resolve(METRICS);
  try {
    const manageKeys = c.resolve(ManageKeys);
    const repository = c.resolve(API_KEY_REPOSITORY);
    await seedKeys(config.apiKeys, manageKeys, repository, c.resolve(KEY_SECRETS));
    const generatedKey =
      config.env === 'development' && config.apiKeys.length === 0 && (await repository.list()).length === 0
        ? { plan: 'pro' as const, secret: (await manageKeys.issue({ name: 'development key', plan: 'pro' })).secret }
        : undefined;
    return {
      ...(generatedKey ? { generatedKey } : {}),
      ...(metrics ? { metrics } : {}),
      config,
      createPet: c.resolve(CreatePet),
      listPets: c.resolve(ListPets),
      getPet: c.resolve(GetPet),
      updatePet: c.resolve(UpdatePet),
      deletePet: c.resolve(DeletePet),
      placeOrder: c.resolve(PlaceOrder),
      listOrders: c.resolve(ListOrders),
      getOrder: c.resolve(GetOrder),
      updateOrder: c.resolve(UpdateOrder),
      getInventory: c.resolve(GetInventory),
      authenticate: c.resolve(Authenticate),
      admitRequest: c.resolve(AdmitRequest),
      manageKeys,
      logging,
      events: c.resolve(EVENTS),
      readiness: () => resources.readiness(),
      close: () => resources.closeAll(),
    };
  } catch (error) {
    await resources.closeAll();
    throw error;
  }
}

/** Adds each API_KEYS entry unless a key with that secret exists already (persistent stores keep them across starts). */
async function seedKeys(
  seeds: readonly SeedKey[],
  manageKeys: ManageKeys,
  repository: ApiKeyRepository,
  secrets: { digest(secret: string): string },
): Promise<void> {
  for (const [index, seed] of seeds.entries()) {
    const digest = secrets.digest(seed.secret);
    if (await repository.findByDigest(digest)) continue;
    await manageKeys.issue({
      // The same id in every process seeded with this key, so instances sharing a limiter share its buckets.
      id: `seed_${digest.slice(0, 24)}`,
      name: `API_KEYS entry ${index + 1}`,
      plan: seed.plan,
      secret: seed.secret,
      ...(seed.customLimits ? { customLimits: seed.customLimits } : {}),
    });
  }
}
