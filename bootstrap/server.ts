import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpApp, createMetricsApp } from '../adapters/http/app.js';
import type { HttpApp, HttpAppDependencies } from '../adapters/http/app-dependencies.js';
import type { HttpLog } from '../adapters/http/http-log.js';
import type { ServiceEvents } from '../core/index.js';
import { ConfigError, type Config } from './config.js';
import { createAnimalStore, type AnimalStore, type AnimalStoreOptions } from './animal-store.js';
import { reportingTo } from './service-events.js';

export interface RunningServer {
  readonly store: AnimalStore;
  readonly server: Server;
  /** e.g. http://127.0.0.1:3000 */
  readonly url: string;
  /** The metrics listener's URL (METRICS_PORT), when there is one. */
  readonly metricsUrl?: string;
  /** Stops accepting, lets in-flight requests finish (bounded), then closes the stores. */
  close(): Promise<void>;
}

/**
 * The HTTP adapter over a store's use cases and configuration; it does not listen: a host passes
 * `callback()` to its own node:http server. (A Koa app, typed by what a host needs of it.)
 */
export function createHttpAppFor(store: AnimalStore): HttpApp {
  return createHttpApp(httpAppDependencies(store));
}

/** What the HTTP adapter needs, taken from a store and its configuration. */
export function httpAppDependencies(store: AnimalStore): HttpAppDependencies {
  const { config, metrics } = store;
  return {
    useCases: store,
    readiness: () => store.readiness(),
    log: httpLog(store),
    document: {
      environment: config.env,
      ...(config.publicBaseUrl ? { productionUrl: config.publicBaseUrl } : {}),
      ...(config.stagingBaseUrl ? { stagingUrl: config.stagingBaseUrl } : {}),
    },
    getPet: { deprecatedAt: config.getPetDeprecatedAt, sunsetAt: config.getPetSunsetAt },
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    events: store.events,
    ...(metrics && config.metrics.onMainListener ? { metricsEndpoint: metricsEndpointOf(store) } : {}),
  };
}

function httpLog(store: AnimalStore): HttpLog {
  return {
    warn: (fields, message) => store.logging.logger.warn(fields, message),
    error: (fields, message) => store.logging.logger.error(fields, message),
  };
}

function metricsEndpointOf(store: AnimalStore) {
  const { metrics, config } = store;
  return { render: () => metrics!.render(), ...(config.metrics.token ? { token: config.metrics.token } : {}) };
}

/** The HTTP service: the store's use cases behind the Koa adapter, listening on HOST:PORT. */
export async function startServer(options: AnimalStoreOptions = {}): Promise<RunningServer> {
  const store = await createAnimalStore(options);
  const { config } = store;
  const requests = new RequestTally();
  const deps = httpAppDependencies(store);
  // Koa's handler never rejects: it answers its own errors.
  const app = createHttpApp({ ...deps, events: reportingTo([deps.events, requests]) });
  const handle = app.callback();
  const server = createServer(serverOptions(config), (req, res) => void handle(req, res));
  server.on('clientError', app.clientErrorListener);
  const { listener } = config.metrics;
  let metricsServer: Server | undefined;
  try {
    await listen(server, config.port, config.host, ['PORT', 'HOST']);
    if (listener && store.metrics) {
      const metricsHandle = createMetricsApp(metricsEndpointOf(store), httpLog(store)).callback();
      metricsServer = createServer((req, res) => void metricsHandle(req, res));
      await listen(metricsServer, listener.port, listener.host, ['METRICS_PORT', 'METRICS_HOST']);
    }
  } catch (error) {
    server.close();
    await store.close();
    throw error;
  }
  const url = urlOf(server, config.host);
  if (config.events.dispatch) store.webhookDispatch.start();
  return {
    store,
    server,
    url,
    ...(metricsServer && listener ? { metricsUrl: urlOf(metricsServer, listener.host) } : {}),
    close: async () => {
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      // Webhook attempts in flight drain alongside the requests, within the same budget.
      const dispatching = store.webhookDispatch.stop(config.http.shutdownTimeoutMs);
      await shutdown(server, store, config.http.shutdownTimeoutMs, requests);
      await dispatching;
    },
  };
}

function urlOf(server: Server, configuredHost: string): string {
  const { port } = server.address() as AddressInfo;
  const host = configuredHost.includes(':') ? `[${configuredHost}]` : configuredHost;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
}

/** Listens, or fails with a ConfigError naming the variable that caused it. */
async function listen(server: Server, port: number, host: string, [portVariable, hostVariable]: [string, string]): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const where = `${host}:${port}`;
    if (code === 'EADDRINUSE') throw new ConfigError(portVariable, `${where} is already in use`);
    if (code === 'EACCES') throw new ConfigError(portVariable, `listening on ${where} needs privileges this process lacks`);
    if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT' || code === 'EAI_AGAIN') {
      throw new ConfigError(hostVariable, `cannot listen on ${JSON.stringify(host)} (${code})`);
    }
    throw error;
  }
}

/** Requests in flight, and how many have been answered (shutdown's "drained"): it hears of them as the metrics do. */
class RequestTally implements Pick<ServiceEvents, 'requestStarted' | 'requestAnswered'> {
  inFlight = 0;
  finished = 0;

  requestStarted(): void {
    this.inFlight++;
  }

  requestAnswered(): void {
    this.inFlight--;
    this.finished++;
  }
}

function serverOptions(config: Config) {
  return {
    // Slow clients must not pin connections: the headers, then the whole request, are bounded.
    headersTimeout: config.http.headersTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // How often those timeouts are enforced (Node's default, 30 s, would let a slow client overstay).
    connectionsCheckingInterval: Math.min(1_000, config.http.headersTimeoutMs),
    // Node answers over-long request lines and headers with 431 on its own before we see them.
    maxHeaderSize: 16 * 1024,
    // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 §6.3): Node
    // gives it an already-ended stream instead of running the stream's life cycle for nothing. No
    // reader here waits on such a stream (readJsonBody answers "body required" without reading it).
    optimizeEmptyRequests: true,
  };
}

/**
 * Stops accepting, lets the requests in flight finish, then closes the stores. Keep-alive
 * connections would hold close() open: a request still arriving on one is answered with
 * `Connection: close`, and connections are closed as soon as they fall idle. Whatever is still
 * running at the deadline is cut.
 */
async function shutdown(server: Server, store: AnimalStore, timeoutMs: number, requests: RequestTally): Promise<void> {
  const started = performance.now();
  const inFlight = requests.inFlight;
  const finishedBefore = requests.finished;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 25);
  let timer: NodeJS.Timeout | undefined;
  // Counted at the deadline, before the connections still busy are cut (cutting them closes their responses too).
  let atDeadline: { drained: number; cut: number } | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      atDeadline = { drained: requests.finished - finishedBefore, cut: requests.inFlight };
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
  });
  await Promise.race([closed, deadline]);
  clearTimeout(timer);
  clearInterval(sweep);
  // Drained: the requests in flight when shutdown began, and any that arrived on kept-alive
  // connections since, that were answered; cut: those still running at the deadline.
  const { drained, cut } = atDeadline ?? { drained: requests.finished - finishedBefore, cut: 0 };
  await store.close();
  store.logging.logger.info({ inFlightAtStart: inFlight, drained, cut, ms: Math.round(performance.now() - started) }, 'shut down');
  await store.logging.flush();
}
