import type { Context, Next } from 'koa';
import FindMyWay from 'find-my-way';
import {
  isScope,
  requireScope,
  ValidationError,
  type Access,
  type AdmitRequest,
  type Admission,
  type IdempotencyRecordKey,
} from '../../core/index.js';
import { API_BASE, isBelowApiBase } from './api-paths.js';
import { HttpError } from './http-error.js';
import { admissionOf, authenticatedAccess } from './middleware/api-guard.js';
import { ACCEPT_PATCH, JSON_DOCUMENT, MERGE_PATCH_DOCUMENT, readJsonBody } from './middleware/json-body.js';
import type { ParameterName, Schema, SchemaName } from './openapi/components.js';
import { allowedMethods, byPath } from './openapi/document.js';
import type { RequestValidators } from './openapi/validators.js';
import type { AnyOperation, Operation, OperationRequest, OperationServices, ParametersOf, RouteBinder } from './operations/operation.js';
import { replaceRateLimitHeaders } from './rate-limit-headers.js';
import { replyOf, type Reply } from './reply.js';

/** What a handler is given: a class, so that `notModified` costs no closure per request. */
class RouteRequest<P extends readonly ParameterName[], Body extends SchemaName, Who> implements OperationRequest<P, Body, Who> {
  constructor(
    readonly params: ParametersOf<P>,
    readonly body: () => Promise<Schema<Body>>,
    readonly access: Who,
    readonly admission: Admission | undefined,
    readonly idempotency: IdempotencyRecordKey | undefined,
    readonly reply: Reply,
    private readonly admitRequest: AdmitRequest,
  ) {}

  /** 304: the request's plan token given back first (if its exempt bucket pays for it), and its figures as they were before it. */
  async notModified(): Promise<void> {
    const givenBack = this.admission ? await this.admitRequest.giveBack(this.admission) : null;
    if (givenBack) replaceRateLimitHeaders(this.reply, givenBack);
    this.reply.empty(304);
  }
}

const NO_BODY = (): Promise<never> => Promise.reject(new Error('this operation declares no body'));

/** Path parameters as the router decoded them (percent-decoding undone). */
type PathParameters = Readonly<Record<string, string | undefined>>;

/** An operation's route: its handler, given the request and its path's parameters. */
type RouteHandler = (ctx: Context, path: PathParameters) => Promise<void>;

/** One path of the API: its operations by method, and what `Allow` says of it. */
class PathRoute {
  constructor(
    readonly operations: ReadonlyMap<string, { readonly id: string; readonly handle: RouteHandler }>,
    readonly allow: string,
    readonly patchable: boolean,
  ) {}

  /** The operation a method reaches (HEAD is GET without the body). */
  operationFor(method: string): { readonly id: string; readonly handle: RouteHandler } | undefined {
    return this.operations.get(method === 'HEAD' ? 'GET' : method);
  }
}

/** The operation a routed request reached, kept for its metrics (the state Koa gives every request). */
interface RoutedState {
  operation?: string;
}

const UNDECODABLE: ValidationError = Object.freeze(ValidationError.of('path', 'must be valid percent-encoded UTF-8'));

/**
 * The routes of the API: every path of the list of operations in one find-my-way router (a radix tree,
 * compiled into code once every path is in), which matches the path alone; the method then picks the
 * path's operation. Each route runs the same steps before its handler: the headers it puts on every
 * answer, the scope it needs (403), its parameters (400; a path id no resource can have: 404), its
 * body when read first (413/415/400), then the handler. A PATCH reads its body when its handler asks,
 * after the 404 and 412 checks (DESIGN.md's order of checks). A known path with another method is
 * 405 with `Allow`; OPTIONS answers 204 with `Allow` (and `Accept-Patch` where PATCH is allowed, RFC
 * 5789 §3.1). Routes are case-sensitive (`/V1/pets` is unknown, though the guard covers it), a
 * trailing slash is ignored, a path whose percent-encoding does not decode is 400.
 */
export function apiRouter(operations: readonly AnyOperation[], services: OperationServices, validators: RequestValidators): ApiRoutes {
  const binder = routeBinder(services, validators);
  const router = FindMyWay({
    caseSensitive: true,
    ignoreTrailingSlash: true,
    // The query is the validators' to read: the router is given the path alone.
    querystringParser: () => ({}),
    onBadUrl: () => undefined,
  });
  for (const [path, here] of byPath(operations)) {
    const byMethod = new Map(here.map((operation) => [operation.method, { id: operation.id, handle: operation.route(binder) }] as const));
    const route = new PathRoute(byMethod, allowedMethods(here), byMethod.has('PATCH'));
    // One method in the tree: it matches paths; the request's method is the route's to look up.
    router.on('GET', API_BASE + routePath(path), () => undefined, route);
  }
  router.compile();
  /** The route of a path below the API base (another spelling of it is no route), null when none; a path that does not decode throws 400. */
  const find = (path: string): { route: PathRoute; params: PathParameters } | null => {
    if (!isBelowApiBase(path)) return null;
    const found = router.find('GET', path);
    if (found === null) return null;
    const route: unknown = found.store;
    // find-my-way answers a path it cannot decode with its onBadUrl handler and no store.
    if (!(route instanceof PathRoute)) throw UNDECODABLE;
    return { route, params: found.params };
  };
  return {
    middleware: (ctx: Context, next: Next): Promise<void> => {
      const found = find(ctx.path);
      if (found === null) return next();
      const { route, params } = found;
      const method = ctx.method;
      const operation = route.operationFor(method);
      if (operation !== undefined) {
        (ctx.state as RoutedState).operation = operation.id;
        return operation.handle(ctx, params);
      }
      const reply = replyOf(ctx);
      if (method === 'OPTIONS') {
        if (route.patchable) reply.header('Accept-Patch', ACCEPT_PATCH);
        reply.header('Allow', route.allow).empty(204);
        return Promise.resolve();
      }
      throw new HttpError('method_not_allowed', `${method} is not allowed on ${ctx.path}; allowed: ${route.allow}.`, { Allow: route.allow });
    },
    operationOf: (ctx) => {
      const routed = (ctx.state as RoutedState).operation;
      if (routed !== undefined) return routed;
      try {
        return find(ctx.path)?.route.operationFor(ctx.method)?.id;
      } catch {
        return undefined;
      }
    },
  };
}

/** The routes of the API as one middleware, and the operation of a finished request. */
export interface ApiRoutes {
  readonly middleware: (ctx: Context, next: Next) => Promise<void>;
  /**
   * The operation of a finished request, for metrics: the route that ran; for a request refused
   * before routing (401, 429), the operation its path and method would have reached; else none.
   */
  operationOf(ctx: Context): string | undefined;
}

/** Whether the request comes with a body at all (a length, or a chunked one). */
function hasBody(ctx: Context): boolean {
  const headers = ctx.req.headers;
  return (headers['content-length'] !== undefined && headers['content-length'] !== '0') || headers['transfer-encoding'] !== undefined;
}

/** `/pets/{petId}` as the router writes it: `/pets/:petId`. */
function routePath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}

/** How an operation's route is made: a key's access (and its scope checked), or none for a public operation. */
function routeBinder(services: OperationServices, validators: RequestValidators): RouteBinder<RouteHandler> {
  return {
    keyed(operation) {
      const scope = isScope(operation.scope) ? operation.scope : undefined;
      return routeOf(operation, services, validators, (ctx) => {
        const access = authenticatedAccess(ctx);
        if (scope !== undefined) requireScope(access, scope);
        return access;
      });
    },
    open: (operation) => routeOf(operation, services, validators, () => undefined),
  };
}

/** One operation's route: its handler, given what the checks passed, typed as its declaration says. */
function routeOf<P extends readonly ParameterName[], Body extends SchemaName, Who extends Access | undefined>(
  operation: Operation<P, Body, Who>,
  services: OperationServices,
  validators: RequestValidators,
  caller: (ctx: Context) => Who,
): RouteHandler {
  const checks = validators.of(operation, operation.body?.rules?.(services));
  const handle = operation.handler(services);
  const fixed = Object.entries(operation.everyAnswer ?? {}).map(([name, { value }]) => [name, value(services)] as const);
  const { admitRequest } = services.useCases;
  const idempotent = operation.idempotent === true;
  const body = operation.body;
  const kind = body?.kind === 'merge-patch' ? MERGE_PATCH_DOCUMENT : JSON_DOCUMENT;
  // An optional body left out reads as `{}`.
  const readBody = (ctx: Context): Promise<unknown> => (body?.optional && !hasBody(ctx) ? Promise.resolve({}) : readJsonBody(ctx, kind));
  // Not async: a request with no body to read first reaches its handler without a promise of this step's own.
  return (ctx: Context, path: PathParameters): Promise<void> => {
    const reply = replyOf(ctx);
    for (const [name, value] of fixed) reply.header(name, typeof value === 'string' ? value : value(path));
    const access = caller(ctx);
    const req = ctx.req;
    const params = checks.parameters({
      path,
      query: ctx.querystring,
      headers: req.headers,
      rawHeaders: req.rawHeaders,
    });
    // The header passed its schema: one line, one value.
    const key = idempotent ? req.headers['idempotency-key'] : undefined;
    const idempotency = typeof key === 'string' && access !== undefined ? { scope: access.lineage, key } : undefined;
    const admission = access === undefined ? undefined : admissionOf(ctx);
    const run = (readBody: () => Promise<Schema<Body>>): Promise<void> =>
      Promise.resolve(handle(new RouteRequest(params, readBody, access, admission, idempotency, reply, admitRequest)));
    if (body === undefined) return run(NO_BODY);
    if (body.read === 'first') {
      return readBody(ctx).then((json) => {
        const checked = checks.body(json);
        return run(() => Promise.resolve(checked));
      });
    }
    return run(async () => checks.body(await readBody(ctx)));
  };
}
