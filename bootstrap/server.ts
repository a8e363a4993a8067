import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { createHttpApp, type HttpAppDependencies } from '../adapters/http/app.js';
import { ConfigError, type Config } from './config.js';
import { createAnimalStore, type AnimalStore, type AnimalStoreOptions } from './animal-store.js';

export interface RunningServer {
  readonly store: AnimalStore;
  readonly server: Server;
  /** e.g. http://127.0.0.1:3000 */
  readonly url: string;
  /** Stops accepting, lets in-flight requests finish (bounded), then closes the stores. */
  close(): Promise<void>;
}

/** The Koa app of the HTTP adapter over a store's use cases and configuration (it does not listen). */
export function createHttpAppFor(store: AnimalStore): Koa {
  return createHttpApp(httpAppDependencies(store));
}

/** What the HTTP adapter needs, taken from a store and its configuration. */
export function httpAppDependencies(store: AnimalStore): HttpAppDependencies {
  const { config } = store;
  return {
    createPet: store.createPet,
    listPets: store.listPets,
    getPet: store.getPet,
    updatePet: store.updatePet,
    deletePet: store.deletePet,
    placeOrder: store.placeOrder,
    listOrders: store.listOrders,
    getOrder: store.getOrder,
    updateOrder: store.updateOrder,
    getInventory: store.getInventory,
    authenticate: store.authenticate,
    admitRequest: store.admitRequest,
    readiness: () => store.readiness(),
    log: {
      access: config.accessLog ? store.logging.access : undefined,
      warn: (fields, message) => store.logging.logger.warn(fields, message),
      error: (fields, message) => store.logging.logger.error(fields, message),
    },
    openApi: { productionUrl: config.publicBaseUrl, stagingUrl: config.stagingBaseUrl, sunsetAt: config.getPetSunsetAt },
    getPetDeprecatedAt: config.getPetDeprecatedAt,
    trustProxy: config.trustProxy,
  };
}

/** The HTTP service: the store's use cases behind the Koa adapter, listening on HOST:PORT. */
export async function startServer(options: AnimalStoreOptions = {}): Promise<RunningServer> {
  const store = await createAnimalStore(options);
  const { config } = store;
  // Koa's handler never rejects: it answers its own errors.
  const handle = createHttpAppFor(store).callback();
  const server = createServer(serverOptions(config), (req, res) => void handle(req, res));
  // Not a createServer option on every Node 20 release; a property everywhere.
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await store.close();
    throw listenError(error, config);
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    store,
    server,
    url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`,
    close: () => shutdown(server, store, config.http.shutdownTimeoutMs),
  };
}

/** A listen failure named by the variable that caused it. */
function listenError(error: unknown, config: Config): unknown {
  const code = (error as { code?: string }).code;
  const where = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE') return new ConfigError('PORT', `${where} is already in use`);
  if (code === 'EACCES') return new ConfigError('PORT', `listening on ${where} needs privileges this process lacks`);
  if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT' || code === 'EAI_AGAIN') {
    return new ConfigError('HOST', `cannot listen on ${JSON.stringify(config.host)} (${code})`);
  }
  return error;
}

function serverOptions(config: Config) {
  return {
    // Slow clients must not pin connections: the headers, then the whole request, are bounded.
    headersTimeout: config.http.headersTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // How often those timeouts are enforced (Node's default, 30 s, would let a slow client overstay).
    connectionsCheckingInterval: Math.min(1_000, config.http.headersTimeoutMs),
    // Node answers over-long request lines and headers with 431 on its own before we see them.
    maxHeaderSize: 16 * 1024,
  };
}

/**
 * Stops accepting, lets the requests in flight finish, then closes the stores. Keep-alive
 * connections would hold close() open: a request still arriving on one is answered with
 * `Connection: close`, and connections are closed as soon as they fall idle. Whatever is still
 * running at the deadline is cut.
 */
async function shutdown(server: Server, store: AnimalStore, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 25);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
  });
  await Promise.race([closed, deadline]);
  clearTimeout(timer);
  clearInterval(sweep);
  await store.close();
  await store.logging.flush();
}
