import Koa from 'koa';
import type {
  AdmitRequest,
  Authenticate,
  CreatePet,
  DeletePet,
  GetInventory,
  GetOrder,
  GetPet,
  ListOrders,
  ListPets,
  PlaceOrder,
  UpdateOrder,
  UpdatePet,
} from '../../core/index.js';
import type { HttpLog } from './http-log.js';
import { apiGuard } from './middleware/api-guard.js';
import { operations, type ReadinessReport } from './middleware/operations.js';
import { requestContext } from './middleware/request-context.js';
import { buildOpenApiDocument, type OpenApiOptions } from './openapi/openapi-document.js';
import { RequestValidators } from './openapi/request-validator.js';
import { apiRouter, methodNotAllowed } from './routes/api-router.js';
import { orderRoutes } from './routes/order-routes.js';
import { petRoutes } from './routes/pet-routes.js';

export interface HttpAppDependencies {
  readonly createPet: CreatePet;
  readonly listPets: ListPets;
  readonly getPet: GetPet;
  readonly updatePet: UpdatePet;
  readonly deletePet: DeletePet;
  readonly placeOrder: PlaceOrder;
  readonly listOrders: ListOrders;
  readonly getOrder: GetOrder;
  readonly updateOrder: UpdateOrder;
  readonly getInventory: GetInventory;
  readonly authenticate: Authenticate;
  readonly admitRequest: AdmitRequest;
  readonly readiness: () => Promise<ReadinessReport>;
  /** Where failures and (with its `access`) one line per request are logged. */
  readonly log: HttpLog;
  readonly openApi: OpenApiOptions;
  /** getPet's deprecation instant (RFC 9745 `Deprecation`), ms since the epoch. */
  readonly getPetDeprecatedAt: number;
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  readonly trustProxy?: boolean;
}

/** The middleware of the HTTP adapter, by name, in the order a request passes them. */
export interface HttpLayer {
  readonly name: 'requestContext' | 'apiGuard' | 'routes' | 'methodNotAllowed' | 'operations';
  readonly middleware: Koa.Middleware;
}

/**
 * Request path: requestContext (id, Reply, errors, access log) → apiGuard (auth + rate limit for
 * all of /v1) → routes → methodNotAllowed → operations (/healthz, /readyz) → 404. Operations come
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
    { name: 'requestContext', middleware: requestContext(deps.log) },
    { name: 'apiGuard', middleware: apiGuard(deps.authenticate, deps.admitRequest) },
    // The router's middleware adds its own fields (params, router) to the context it is given.
    { name: 'routes', middleware: routes.routes() as Koa.Middleware },
    { name: 'methodNotAllowed', middleware: methodNotAllowed },
    { name: 'operations', middleware: operations(deps.readiness) },
  ];
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
