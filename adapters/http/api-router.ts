import Router, { type Layer } from '@koa/router';
import type { Context, Next } from 'koa';
import { isScope, requireScope, type Access, type AdmitRequest, type Admission, type IdempotencyRecordKey } from '../../core/index.js';
import { API_BASE, isAtOrBelow, isBelowApiBase } from './api-paths.js';
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

/** A route's one handler. */
type RouteHandler = (ctx: Context) => Promise<void>;

/**
 * The routes of every operation, each running the same steps before its handler: the headers it
 * puts on every answer, the scope it needs (403), its parameters (400; a path id no resource can
 * have: 404), its body when read first (413/415/400), then the handler. A PATCH reads its body when
 * its handler asks, after the 404 and 412 checks (DESIGN.md's order of checks).
 */
export function apiRouter(operations: readonly AnyOperation[], services: OperationServices, validators: RequestValidators): ApiRoutes {
  const routers = new Map<string, Router>();
  const binder = routeBinder(services, validators);
  for (const operation of operations) {
    const segment = firstSegment(operation.path);
    let router = routers.get(segment);
    // Case-sensitive: /V1/pets is not an alias of /v1/pets (the guard in front still covers it).
    if (!router) routers.set(segment, (router = new Router({ prefix: API_BASE, sensitive: true })));
    router.register(routePath(operation.path), [operation.method], operation.route(binder), { name: operation.id });
  }
  // A group is found by its prefix (`/v1/pets`, then `/` or the end): a request's path is a fresh string, and
  // slicing its segment to look it up in a map cost more than comparing a few prefixes.
  const groups = [...routers].map(([segment, router]) => ({ prefix: `${API_BASE}/${segment}`, dispatch: dispatchOf(router) }));
  return {
    middleware: (ctx: Context, next: Next): Promise<void> => {
      const path = ctx.path;
      for (const { prefix, dispatch } of groups) {
        if (isAtOrBelow(path, prefix)) return dispatch(ctx, next, path);
      }
      return next();
    },
    operationOf: (ctx) => {
      const name = (ctx as { _matchedRouteName?: string })._matchedRouteName;
      if (name !== undefined) return name;
      const segment = segmentOf(ctx.path);
      const router = segment === undefined ? undefined : routers.get(segment);
      for (const layer of router?.match(ctx.path, ctx.method).pathAndMethod ?? []) if (layer.name) return layer.name;
      return undefined;
    },
  };
}

/**
 * The routes of the API, one koa-router per first path segment (`pets`, `store`, `keys`…): a router
 * tests every one of its routes' patterns against each request, so a request meets only its own
 * group's few instead of all of them.
 */
export interface ApiRoutes {
  readonly middleware: (ctx: Context, next: Next) => Promise<void>;
  /**
   * The operation of a finished request, for metrics: the route that ran; for a request refused
   * before routing (401, 429), the operation its path and method would have reached; else none.
   */
  operationOf(ctx: Context): string | undefined;
}

/**
 * A group's routes as one middleware (given the request's path, already read): the router's own layers (their patterns and
 * parameter names), run the way `router.routes()` runs them for routes of one handler each, without the
 * middleware chain it builds and composes for every request. Routes of one path share a pattern,
 * tried once per request, and the route's parameters come from that one match. It sets what
 * `routes()` sets and the adapter reads: `params` (decoded as the router decodes them), `matched`
 * (methodNotAllowed's Allow) and the matched route's name (operationOf). The first route, in the
 * router's order, matching the path and method answers; a path matched by none goes on to the
 * next middleware.
 */
function dispatchOf(router: Router): (ctx: Context, next: Next, path: string) => Promise<void> {
  const layers = router.stack;
  const several = layers.find((layer) => layer.stack.length !== 1);
  if (several) throw new Error(`${String(several.path)}: a route of the API has exactly one handler`);
  // Routes of one path share a pattern: each distinct pattern is tried once per request.
  const patterns: RegExp[] = [];
  const patternOf = layers.map((layer) => {
    const { source, flags } = layer.regexp;
    let index = patterns.findIndex((pattern) => pattern.source === source && pattern.flags === flags);
    // Without the global or sticky flag, exec keeps no state between requests.
    if (index === -1) index = patterns.push(new RegExp(source, flags.replace(/[gy]/g, ''))) - 1;
    return index;
  });
  return (ctx, next, path) => {
    const method = ctx.method;
    const matched: Layer[] = [];
    // Each pattern's match of this path: undefined until tried, null when it does not match.
    const matches = new Array<RegExpExecArray | null | undefined>(patterns.length);
    let route: Layer | undefined;
    let captures: RegExpExecArray | undefined;
    for (let i = 0; i < layers.length; i++) {
      const p = patternOf[i]!;
      let match = matches[p];
      if (match === undefined) match = matches[p] = patterns[p]!.exec(path);
      if (match === null) continue;
      const layer = layers[i]!;
      matched.push(layer);
      if (route === undefined && layer.methods.includes(method)) {
        route = layer;
        captures = match;
      }
    }
    const routed = ctx as Context & RoutedContext;
    routed.matched = matched;
    if (route === undefined) return next();
    routed.params = paramsOf(route, captures!);
    routed._matchedRoute = route.path;
    if (route.name !== undefined) routed._matchedRouteName = route.name;
    return (route.stack[0] as RouteHandler)(ctx);
  };
}

/**
 * `layer.params(path, layer.captures(path))` from a match already made: each non-empty capture
 * under its parameter's name, percent-decoded, or as it came when it does not decode.
 */
function paramsOf(layer: Layer, match: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = {};
  const names = layer.paramNames;
  for (let i = 0; i < names.length; i++) {
    const value = match[i + 1];
    if (value === undefined || value.length === 0) continue;
    params[names[i]!.name] = value.includes('%') ? decodedOrAsIs(value) : value;
  }
  return params;
}

function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What dispatchOf sets on a context, under the names @koa/router gives them. */
interface RoutedContext {
  matched: Layer[];
  params: Record<string, string>;
  _matchedRoute: string | RegExp;
  _matchedRouteName: string;
}

/** `pets` of `/pets/{petId}`: an operation's group. */
function firstSegment(template: string): string {
  const segment = template.split('/')[1]!;
  if (segment === '' || segment.startsWith('{')) throw new Error(`${template}: an operation's path must start with a fixed segment`);
  return segment;
}

/** `pets` of `/v1/pets/500`; undefined outside the API base. */
function segmentOf(path: string): string | undefined {
  if (!isBelowApiBase(path)) return undefined;
  const end = path.indexOf('/', API_BASE.length + 1);
  return path.slice(API_BASE.length + 1, end === -1 ? undefined : end);
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

/**
 * After the routes: a known path with another method is 405 with `Allow`; OPTIONS answers 204 with
 * `Allow` (and `Accept-Patch` where PATCH is allowed, RFC 5789 §3.1); the rest falls to 404.
 */
export function methodNotAllowed(operations: readonly AnyOperation[]) {
  const allowOf = new Map<string, { allow: string; patchable: boolean }>();
  for (const [path, here] of byPath(operations)) {
    allowOf.set(API_BASE + routePath(path), { allow: allowedMethods(here), patchable: here.some((operation) => operation.method === 'PATCH') });
  }
  return async function methodNotAllowed(ctx: Context, next: Next): Promise<void> {
    const matched = (ctx as Context & { matched?: { path: string }[] }).matched;
    const reply = replyOf(ctx);
    const path = reply.isSent || !matched?.length ? undefined : allowOf.get(matched[0]!.path);
    if (path === undefined) {
      await next();
      return;
    }
    if (ctx.method === 'OPTIONS') {
      if (path.patchable) reply.header('Accept-Patch', ACCEPT_PATCH);
      return reply.header('Allow', path.allow).empty(204);
    }
    throw new HttpError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; allowed: ${path.allow}.`, { Allow: path.allow });
  };
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
  const checks = validators.of(operation);
  const handle = operation.handler(services);
  const fixed = Object.entries(operation.everyAnswer ?? {}).map(([name, { value }]) => [name, value(services)] as const);
  const { admitRequest } = services.useCases;
  const idempotent = operation.idempotent === true;
  const body = operation.body;
  const kind = body?.kind === 'merge-patch' ? MERGE_PATCH_DOCUMENT : JSON_DOCUMENT;
  // An optional body left out reads as `{}`.
  const readBody = (ctx: Context): Promise<unknown> => (body?.optional && !hasBody(ctx) ? Promise.resolve({}) : readJsonBody(ctx, kind));
  // Not async: a request with no body to read first reaches its handler without a promise of this step's own.
  return (ctx: Context): Promise<void> => {
    const reply = replyOf(ctx);
    for (const [name, value] of fixed) reply.header(name, typeof value === 'string' ? value : value(ctx.params as Record<string, string>));
    const access = caller(ctx);
    const req = ctx.req;
    const params = checks.parameters({
      path: ctx.params as Record<string, string>,
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
