import type Router from '@koa/router';
import Koa from 'koa';
import type { HttpAppDependencies } from './http-app.js';
import type { HttpLog } from './http-log.js';
import { HTTP_OPERATIONS, type HttpOperation, type MetricsEndpoint } from './http-metrics.js';
import { apiGuard } from './middleware/api-guard.js';
import { cors } from './middleware/cors.js';
import { docsPage } from './middleware/docs-page.js';
import { metricsAnswer, METRICS_PATH, operations, OPERATION_PATHS } from './middleware/operations.js';
import { requestContext } from './middleware/request-context.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { RequestValidators } from './openapi/request-validator.js';
import { apiRouter, methodNotAllowed } from './routes/api-router.js';
import { orderRoutes } from './routes/order-routes.js';
import { petRoutes } from './routes/pet-routes.js';

/** The middleware of the HTTP adapter, by name, in the order a request passes them. */
export interface HttpLayer {
  readonly name: 'requestContext' | 'cors' | 'apiGuard' | 'routes' | 'methodNotAllowed' | 'operations' | 'docs';
  readonly middleware: Koa.Middleware;
}

/**
 * Request path: requestContext (id, Reply, errors, access log) → cors (only with CORS_ORIGINS:
 * preflights answered, response headers exposed) → apiGuard (auth + rate limit for all of /v1) → routes → methodNotAllowed → operations (/healthz, /readyz) → docs (/docs) → 404. Operations come
 * last so that API requests, nearly all of the traffic, do not pass through them.
 */
export function httpLayers(deps: HttpAppDependencies): HttpLayer[] {
  const document = buildOpenApiDocument(deps.openApi);
  const validators = new RequestValidators(document);
  const routes = apiRouter();
  petRoutes(routes, {
    createPet: deps.createPet,
    listPets: deps.listPets,
    getPet: deps.getPet,
    updatePet: deps.updatePet,
    deletePet: deps.deletePet,
    validators,
    openApiJson: JSON.stringify(document),
    getPetDeprecatedAt: deps.getPetDeprecatedAt,
    getPetSunsetAt: deps.openApi.sunsetAt,
  });
  orderRoutes(routes, {
    placeOrder: deps.placeOrder,
    listOrders: deps.listOrders,
    getOrder: deps.getOrder,
    updateOrder: deps.updateOrder,
    getInventory: deps.getInventory,
    validators,
  });
  return [
    { name: 'requestContext', middleware: requestContext(deps.log, { events: deps.events, operationOf: operationOf(routes) }) },
    ...(deps.corsOrigins?.length ? [{ name: 'cors' as const, middleware: cors(deps.corsOrigins) }] : []),
    { name: 'apiGuard', middleware: apiGuard(deps.authenticate, deps.admitRequest) },
    // The router's middleware adds its own fields (params, router) to the context it is given.
    { name: 'routes', middleware: routes.routes() as Koa.Middleware },
    { name: 'methodNotAllowed', middleware: methodNotAllowed },
    { name: 'operations', middleware: operations(deps.readiness, deps.metricsEndpoint) },
    { name: 'docs', middleware: docsPage() },
  ];
}

const ROUTE_OPERATIONS: ReadonlySet<string> = new Set(HTTP_OPERATIONS);

/**
 * The operation of a finished request: the route that ran (named by its operationId); for a
 * request refused before routing (401, 429), the route its path and method would have reached;
 * then the paths outside /v1; else `other`. Never the path itself: label values stay a fixed set.
 */
function operationOf(router: Router): (ctx: Koa.Context) => HttpOperation {
  return (ctx) => {
    const name = (ctx as { _matchedRouteName?: string })._matchedRouteName;
    if (name !== undefined && ROUTE_OPERATIONS.has(name)) return name as HttpOperation;
    const outside = OPERATION_PATHS.get(ctx.path);
    if (outside !== undefined) return outside;
    for (const layer of router.match(ctx.path, ctx.method).pathAndMethod) {
      if (layer.name && ROUTE_OPERATIONS.has(layer.name)) return layer.name as HttpOperation;
    }
    return 'other';
  };
}

/**
 * A listener of its own for `GET /metrics` (METRICS_PORT): the request context (ids, errors,
 * 404 for anything else) and the endpoint, nothing of the API.
 */
export function createMetricsApp(endpoint: MetricsEndpoint, log: HttpLog): Koa {
  const app = new Koa();
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
export function createHttpApp(deps: HttpAppDependencies, layers: readonly HttpLayer[] = httpLayers(deps)): Koa {
  // Behind a proxy, only the address it appended is trusted: the rest of X-Forwarded-For is the client's to forge.
  const app = new Koa({ proxy: deps.trustProxy ?? false, maxIpsCount: 1 });
  // Errors are rendered by requestContext; what still reaches Koa (a client that broke the
  // protocol or went away mid-response) is the client's doing: a warning with the request id,
  // and never the raw error, whose `rawPacket` holds the request's bytes, Authorization included.
  app.silent = true;
  app.on('error', (error: { code?: unknown; message?: unknown }, ctx?: { state?: { requestId?: string } }) =>
    deps.log.warn({ reqId: ctx?.state?.requestId, code: error?.code, reason: String(error?.message) }, 'response failed'),
  );
  for (const layer of layers) app.use(layer.middleware);
  return app;
}
