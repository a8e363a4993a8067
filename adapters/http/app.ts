import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import compose from 'koa-compose';
import { apiRouter } from './api-router.js';
import type { HttpApp, HttpAppDependencies } from './app-dependencies.js';
import { clientErrorListener } from './client-errors.js';
import type { HttpLog } from './http-log.js';
import type { HttpOperation, MetricsEndpoint } from './http-metrics.js';
import { apiGuard } from './middleware/api-guard.js';
import { cors } from './middleware/cors.js';
import { DOCS_PATHS, docsPage } from './middleware/docs-page.js';
import { metricsAnswer, METRICS_PATH, operations, OPERATION_PATHS } from './middleware/operations.js';
import { requestContext } from './middleware/request-context.js';
import { answerHeaderNames, buildOpenApiDocument } from './openapi/document.js';
import { RequestValidators } from './openapi/validators.js';
import { DOCS_OPERATION } from './operation-labels.js';
import { OPERATIONS } from './operations/index.js';
import { REVALIDATE, staticAsset } from './static-asset.js';

/** The middleware of the HTTP adapter, by name, in the order a request passes them. */
export interface HttpLayer {
  readonly name: 'requestContext' | 'cors' | 'apiGuard' | 'routes' | 'operations' | 'docs';
  readonly middleware: Koa.Middleware;
}

/**
 * Request path: requestContext (id, Reply, errors, reports each request to the events) → cors (only with CORS_ORIGINS:
 * preflights answered, response headers exposed) → apiGuard (auth + rate limit for all of /v1) →
 * routes (one per operation of operations/index.ts; a known path's other methods 405) → operations (/healthz,
 * /readyz) → docs (/docs) → 404. Operations come last so that API requests, nearly all of the
 * traffic, do not pass through them.
 */
export function httpLayers(deps: HttpAppDependencies): HttpLayer[] {
  const document = buildOpenApiDocument(OPERATIONS, deps.document);
  // Serialized and compressed once, at start-up: serving it costs no compression.
  const documentAsset = staticAsset(Buffer.from(JSON.stringify(document)), 'application/json; charset=utf-8', REVALIDATE);
  const routes = apiRouter(OPERATIONS, { useCases: deps.useCases, getPet: deps.getPet, document: documentAsset }, new RequestValidators());
  // The operation of a finished request (a metric label): its route, a path outside /v1, the docs page, else `other`.
  const operationOf = (ctx: Koa.Context): HttpOperation =>
    routes.operationOf(ctx) ?? OPERATION_PATHS.get(ctx.path) ?? (DOCS_PATHS.has(ctx.path) ? DOCS_OPERATION : 'other');
  const admitRequest = deps.useCases.admitRequest;
  return [
    { name: 'requestContext', middleware: requestContext(deps.log, { events: deps.events, operationOf }) },
    // A script may read every header the document declares on an answer.
    ...(deps.corsOrigins?.length ? [{ name: 'cors' as const, middleware: cors(deps.corsOrigins, answerHeaderNames(document)) }] : []),
    { name: 'apiGuard', middleware: apiGuard(deps.useCases.authenticate, deps.useCases.admitRequest) },
    // The router's middleware adds its own fields (params, router) to the context it is given.
    { name: 'routes', middleware: routes.middleware },
    { name: 'operations', middleware: operations(deps.readiness, deps.metricsEndpoint) },
    { name: 'docs', middleware: docsPage((address) => admitRequest.forDocs(address)) },
  ];
}

/**
 * Koa, but for its request handler: Koa's `callback()` without the two things it does per request
 * that this adapter never needs. Its `respond` renders `ctx.body`, and requestContext, always the
 * first middleware, answers every request through its Reply instead (`ctx.respond = false`).
 * on-finished's watch of the response calls the error handler when the socket fails mid-answer,
 * and its listeners on the response and the socket cost about 4 % of a GET by id's CPU
 * (BENCHMARKS.md); a failed socket reaches the server's `clientError` listener without it.
 */
class AnsweringKoa extends Koa {
  override callback(): ReturnType<Koa['callback']> {
    const dispatch = compose(this.middleware);
    // As Koa does: an error a middleware lets out is emitted, and 'error' with no listener would throw.
    if (this.listenerCount('error') === 0) this.on('error', (error: Error) => this.onerror(error));
    return (req, res) => {
      // Node's HTTP/1 objects: the servers here are node:http's (Koa's type also names HTTP/2's).
      const ctx = this.createContext(req as IncomingMessage, res as ServerResponse);
      return dispatch(ctx).then(undefined, (error: Error) => ctx.onerror(error));
    };
  }
}

/**
 * A listener of its own for `GET /metrics` (METRICS_PORT): the request context (ids, errors,
 * 404 for anything else) and the endpoint, nothing of the API.
 */
export function createMetricsApp(endpoint: MetricsEndpoint, log: HttpLog): Koa {
  const app = new AnsweringKoa();
  app.silent = true;
  const answer = metricsAnswer(endpoint);
  app.use(requestContext({ warn: log.warn.bind(log), error: log.error.bind(log) }));
  app.use(async (ctx: Koa.Context, next: Koa.Next): Promise<void> => {
    if (ctx.path === METRICS_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) await answer(ctx);
    else await next();
  });
  return app;
}

/**
 * The Koa application of the HTTP adapter. It never listens: tests drive `app.callback()`, and
 * bootstrap/server.ts puts it on a port. `layers` are all of httpLayers unless a benchmark takes
 * some off to measure what they cost.
 */
export function createHttpApp(
  deps: HttpAppDependencies,
  layers: readonly HttpLayer[] = httpLayers(deps),
): Koa & Pick<HttpApp, 'clientErrorListener'> {
  // Behind a proxy, only the address it appended is trusted: the rest of X-Forwarded-For is the client's to forge.
  // Without it no request would be answered (AnsweringKoa leaves answering to its Reply).
  if (layers[0]?.name !== 'requestContext') throw new TypeError('the first layer must be requestContext');
  const app = new AnsweringKoa({ proxy: deps.trustProxy ?? false, maxIpsCount: 1 });
  // Errors are rendered by requestContext; one that escaped it (its own answer failing on a
  // connection gone) reaches Koa's handler: a warning with the request id, and never the raw
  // error, which may hold the request's bytes (a parser's `rawPacket`), Authorization included.
  app.silent = true;
  app.on('error', (error: { code?: unknown; message?: unknown }, ctx?: { state?: { requestId?: string } }) =>
    deps.log.warn({ reqId: ctx?.state?.requestId, code: error?.code, reason: String(error?.message) }, 'response failed'),
  );
  for (const layer of layers) app.use(layer.middleware);
  return Object.assign(app, { clientErrorListener: clientErrorListener(deps.events) });
}
