import Koa from 'koa';
import type { Logger } from 'pino';
import type { AdmitRequest, Authenticate, CreatePet, GetPet, ListPets } from '../../core/index.js';
import { apiGuard } from './middleware/api-guard.js';
import { operations, type ReadinessReport } from './middleware/operations.js';
import { requestContext } from './middleware/request-context.js';
import { buildOpenApiDocument, type OpenApiOptions } from './openapi/openapi-document.js';
import { RequestValidators } from './openapi/request-validator.js';
import { methodNotAllowed, petRoutes } from './routes/pet-routes.js';

export interface HttpAppDependencies {
  readonly createPet: CreatePet;
  readonly listPets: ListPets;
  readonly getPet: GetPet;
  readonly authenticate: Authenticate;
  readonly admitRequest: AdmitRequest;
  readonly readiness: () => Promise<ReadinessReport>;
  readonly logger: Logger;
  readonly openApi: OpenApiOptions;
  /** getPet's deprecation instant (RFC 9745 `Deprecation`), ms since the epoch. */
  readonly getPetDeprecatedAt: number;
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  readonly trustProxy?: boolean;
  /** One `info` line per request (default); off where a proxy in front already logs every request. */
  readonly accessLog?: boolean;
}

/**
 * The Koa application of the HTTP adapter. It never listens: tests drive `app.callback()`,
 * and bootstrap/server.ts puts it on a port.
 *
 * Request path: requestContext (id, errors, access log) → apiGuard (auth + rate limit for all
 * of /v1) → routes → methodNotAllowed → operations (/healthz, /readyz) → 404. Operations come
 * last so that API requests, nearly all of the traffic, do not pass through them.
 */
export function createHttpApp(deps: HttpAppDependencies): Koa {
  const document = buildOpenApiDocument(deps.openApi);
  const routes = petRoutes({
    createPet: deps.createPet,
    listPets: deps.listPets,
    getPet: deps.getPet,
    validators: new RequestValidators(document),
    openApiJson: JSON.stringify(document),
    getPetDeprecatedAt: deps.getPetDeprecatedAt,
    getPetSunsetAt: deps.openApi.sunsetAt,
  });

  // Behind a proxy, only the address it appended is trusted: the rest of X-Forwarded-For is the client's to forge.
  const app = new Koa({ proxy: deps.trustProxy ?? false, maxIpsCount: 1 });
  // Errors are rendered by requestContext; what still reaches Koa (a client that broke the
  // protocol or went away mid-response) is the client's doing: a warning with the request id,
  // and never the raw error, whose `rawPacket` holds the request's bytes, Authorization included.
  app.silent = true;
  app.on('error', (error: { code?: unknown; message?: unknown }, ctx?: { state?: { requestId?: string } }) =>
    deps.logger.warn({ reqId: ctx?.state?.requestId, code: error?.code, reason: String(error?.message) }, 'response failed'),
  );

  app.use(requestContext(deps.logger, deps.accessLog ?? true));
  app.use(apiGuard(deps.authenticate, deps.admitRequest));
  app.use(routes.routes());
  app.use(methodNotAllowed);
  app.use(operations(deps.readiness));
  return app;
}
