import { isScope, SCOPES, type Scope } from '../../../core/index.js';
import { ERROR_CODES, type ErrorCodeName } from '../error-codes.js';
import { errorAnswer, parameterNames, PUBLIC, type Answer, type AnyOperation, type HeaderSpec } from '../operations/operation.js';
import { ACCEPT_PATCH_HEADER } from '../operations/answers.js';
import { HEADER_VALUE, HEADERS, header, IDEMPOTENT_REPLAYED, PARAMETERS, SCHEMAS, type HeaderName } from './components.js';
import { API_BASE } from '../api-paths.js';
import type { DocumentSettings } from '../app-dependencies.js';

type Node = Record<string, unknown>;

const ref = (kind: 'schemas' | 'parameters' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/**
 * The headers every answer under /v1 carries, declared on each response by `$ref` to the shared
 * definition, so that generated clients, linters and contract tests see them where they are sent
 * (the documentation page folds them, docs-page.ts): the request and trace ids, the rate-limit
 * figures (not on a CORS preflight, nor while a failing limiter lets requests through), the CORS
 * headers (with CORS_ORIGINS, to a listed origin).
 */
const ON_EVERY_ANSWER: readonly HeaderName[] = [
  'X-Request-Id',
  'X-Trace-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit-Policy',
  'RateLimit',
  'Access-Control-Allow-Origin',
  'Access-Control-Expose-Headers',
];

/** Every answer to a valid key also says when that key expires, if it does (not a 401, nor a public operation's answer). */
const ON_EVERY_KEYED_ANSWER: readonly HeaderName[] = [...ON_EVERY_ANSWER, 'API-Key-Expiration'];

/** What each scope grants, for the document's introduction (a scope added to the core must be worded here). */
const SCOPE_GRANTS: Readonly<Record<Scope, string>> = {
  'pets:read': 'list and fetch animals',
  'pets:write': 'add, update and remove animals',
  'orders:read': "list and fetch the key's owner's orders",
  'orders:write': "place orders and cancel the key's owner's orders",
  'orders:manage': 'every order, whoever placed it: list, read, approve, deliver, cancel (includes `orders:read` and `orders:write`)',
  'inventory:read': 'count animals by status',
  'keys:manage': 'issue, list, fetch, rotate and revoke API keys, never beyond the calling key',
  'events:read': 'list the events the key may read',
  'webhooks:manage': 'webhook endpoints and their deliveries',
};

/** The tag of the OPTIONS operations: documented for CORS, folded away on the documentation page. */
export const CORS_TAG = 'cors';

const RETRY_AFTER: Readonly<Record<string, HeaderSpec>> = { 'Retry-After': 'Retry-After' };

/** What the guard in front of every operation answers: without a valid key, over the quota, a store down, a failure. */
const GUARD_ANSWERS: Readonly<Record<number, Answer>> = {
  401: errorAnswer(['unauthorized'], 'Missing, malformed, unknown or revoked API key (`unauthorized`).', { 'WWW-Authenticate': 'WWW-Authenticate' }),
  429: errorAnswer(
    ['rate_limited', 'key_suspended'],
    'Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`).',
    RETRY_AFTER,
  ),
  503: errorAnswer(['service_unavailable'], 'A store is unreachable (`service_unavailable`); retry later.', RETRY_AFTER),
  500: errorAnswer(['internal_error'], 'Unexpected failure (`internal_error`); details are logged under the request id, never shown.'),
};

/** The 400 of an operation that declares none of its own: a query parameter it does not take. */
const UNKNOWN_PARAMETER_400: Answer = errorAnswer(
  ['invalid_request'],
  'A query parameter this operation does not take, named in the answer (`invalid_request`).',
);

/** The 403 of an operation that needs a scope (its own wording and codes when it gives them). */
function insufficientScope(scope: Scope, own?: Answer): Answer {
  return errorAnswer(own?.codes ?? ['insufficient_scope'], own?.description ?? `The key lacks the scope \`${scope}\` (\`insufficient_scope\`).`, {
    'WWW-Authenticate': 'WWW-Authenticate-Scope',
  });
}

/**
 * What an operation taking an Idempotency-Key answers besides its own: 409 while the first request
 * runs (with `Retry-After`), 422 for the key used with another request, and `Idempotent-Replayed` on
 * its 201. Added to its own answers of those statuses when it has them (their wording stays).
 */
const IDEMPOTENT_ANSWERS: Readonly<Record<number, Answer>> = {
  409: errorAnswer(['idempotency_key_in_progress'], 'A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`).', {
    'Retry-After': header('Seconds to wait before retrying; only with `idempotency_key_in_progress`.', HEADER_VALUE.seconds),
  }),
  422: errorAnswer(
    ['idempotency_key_reused'],
    'Idempotency-Key used before with a different body or on another operation (`idempotency_key_reused`).',
  ),
  // Headers only: added to the operation's own 201.
  201: { description: 'Created.', headers: { 'Idempotent-Replayed': IDEMPOTENT_REPLAYED } },
};

/**
 * Any method a path does not have: 405 with `Allow`. Not an operation, so OpenAPI has no place for it:
 * described once per path under an extension that the contract tests read, and in words in the introduction.
 */
const METHOD_NOT_ALLOWED: Answer = errorAnswer(
  ['method_not_allowed'],
  'A method this path does not have (`method_not_allowed`); `Allow` lists the ones it has.',
  { Allow: header('The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`.', HEADER_VALUE.methods, true) },
);

/**
 * The API description (OpenAPI 3.1), made from the list of operations and their shared components.
 * It is served at GET /v1/openapi.json, and the request validators compile the same schemas.
 */
export function buildOpenApiDocument(operations: readonly AnyOperation[], settings: DocumentSettings): Node {
  const paths: Record<string, Node> = {};
  for (const [path, here] of byPath(operations)) {
    const open = here.every((operation) => operation.scope === PUBLIC);
    const item: Node = {
      options: optionsOperation(path, here),
      'x-method-not-allowed': answerOf(METHOD_NOT_ALLOWED, 405, {}, open ? ON_EVERY_ANSWER : ON_EVERY_KEYED_ANSWER),
    };
    for (const operation of here) item[operation.method.toLowerCase()] = operationOf(operation);
    paths[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Animal Store',
      version: '1.0.0',
      contact: { name: 'Animal Store API team', url: 'https://animal-store.example/support', email: 'api@animal-store.example' },
      license: { name: 'Proprietary', url: 'https://animal-store.example/terms' },
      description: introduction(),
    },
    servers: serversOf(settings),
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'pets', description: 'The animals: list, add, fetch, update and remove.' },
      { name: 'store', description: 'Orders that reserve and sell animals, and the inventory by status.' },
      { name: 'events', description: 'What changed: every pet and order change as an event, oldest first.' },
      { name: 'webhooks', description: 'Endpoints that receive events as signed POSTs (Standard Webhooks), and their deliveries.' },
      { name: 'keys', description: 'API keys: issue, list, fetch, revoke, rotate (scope `keys:manage`).' },
      { name: 'meta', description: "This document, and the calling key's quota." },
      { name: CORS_TAG, description: '`OPTIONS` on every path: the methods it has (`Allow`), and the answers to CORS preflights.' },
    ],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key as the bearer token.' } },
      schemas: SCHEMAS,
      parameters: PARAMETERS,
      headers: HEADERS,
    },
  };
}

/**
 * Every header the document declares on an answer, but the CORS headers themselves: what a
 * browser's script may read (Access-Control-Expose-Headers).
 */
export function answerHeaderNames(document: Node): string[] {
  const names = new Set<string>();
  for (const item of Object.values(document.paths as Record<string, Node>)) {
    for (const node of Object.values(item)) {
      const responses = (node as { responses?: Record<string, { headers?: object }> }).responses ?? { _: node as { headers?: object } };
      for (const answer of Object.values(responses)) for (const name of Object.keys(answer.headers ?? {})) names.add(name);
    }
  }
  return [...names].filter((name) => !name.startsWith('Access-Control-'));
}

/** The introduction, which the documentation page shows first: what the API does, its scopes, and what every answer has in common. */
function introduction(): string {
  const scopes = SCOPES.map((scope) => `\`${scope}\` (${SCOPE_GRANTS[scope]})`).join(', ');
  return (
    'List, add, fetch, update and remove animals; order them (reserve, sell) and count them by status; follow every change as events or ' +
    'signed webhooks; manage API keys. Every operation but this document needs `Authorization: Bearer <API key>` and the scope its ' +
    `\`security\` names (403 \`insufficient_scope\` otherwise). The ${SCOPES.length} scopes: ${scopes}. ` +
    '`GET /rate_limit` needs a valid key and no scope. Errors use the Error body. Unknown routes answer 404 `not_found` (401 without a key); ' +
    'a known path with another method answers 405 `method_not_allowed` with `Allow`. ' +
    'Each response declares the headers it carries: every answer under /v1 has the rate-limit figures (`X-RateLimit-Limit`, ' +
    '`X-RateLimit-Remaining`, `X-RateLimit-Reset`, `RateLimit-Policy`, `RateLimit`) and `X-Request-Id`, and `X-Trace-Id` for a valid ' +
    '`traceparent`; an answer to a key with an expiry has `API-Key-Expiration`; while CORS is on, an answer to a listed origin has ' +
    '`Access-Control-Allow-Origin` and `Access-Control-Expose-Headers`. ' +
    'Every answer also carries `X-Content-Type-Options: nosniff`, `Cache-Control: no-store` (this document: `no-cache` with an `ETag`) ' +
    'and, while CORS is on, `Vary: Origin`. `OPTIONS` on every path (its methods, CORS preflights) is under the tag `cors`. ' +
    'On any path the HTTP server itself may answer 431 `headers_too_large` (request line and headers over 16 KiB), ' +
    '408 `request_timeout` (headers or body too slow) or 400 `invalid_request` (not HTTP), with the Error body. ' +
    'A JSON body naming a member twice in one object, at any depth and compared after unescaping, answers 400 `invalid_request` naming it.'
  );
}

/**
 * Relative first: a page showing the document (/docs) calls the origin it was opened from, whatever
 * name it was reached by (localhost, 127.0.0.1, a proxy's), which its own policy allows. Then the
 * production and staging base URLs, each when it is configured; every description names its environment.
 */
function serversOf(settings: DocumentSettings): Node[] {
  // `x-internal: false`: each is meant for the API's clients (OWASP API9's inventory asks every server to say so).
  return [
    {
      url: API_BASE,
      description: `This server, in its ${settings.environment} environment: the origin this document was fetched from (the documentation page calls it).`,
      'x-internal': false,
    },
    ...(settings.productionUrl ? [{ url: settings.productionUrl, description: 'The production environment.', 'x-internal': false }] : []),
    ...(settings.stagingUrl
      ? [{ url: settings.stagingUrl, description: 'The staging environment: the next version, with test data.', 'x-internal': false }]
      : []),
  ];
}

/** The operations grouped by path, in the order of the list. */
export function byPath(operations: readonly AnyOperation[]): Map<string, AnyOperation[]> {
  const paths = new Map<string, AnyOperation[]>();
  for (const operation of operations) paths.set(operation.path, [...(paths.get(operation.path) ?? []), operation]);
  return paths;
}

/** `Allow` of a path: its methods, HEAD with GET, and OPTIONS (answered on every path). */
export function allowedMethods(here: readonly AnyOperation[]): string {
  const methods = here.flatMap((operation) => (operation.method === 'GET' ? ['GET', 'HEAD'] : [operation.method]));
  return [...methods, 'OPTIONS'].join(', ');
}

function operationOf(operation: AnyOperation): Node {
  const fixed: Record<string, HeaderSpec> = {};
  for (const [name, { spec }] of Object.entries(operation.everyAnswer ?? {})) fixed[name] = spec;
  const answers: Record<string, Node> = {};
  const scope = isScope(operation.scope) ? operation.scope : undefined;
  // Every operation refuses a query parameter it does not take (400 naming it), those without parameters too.
  const own: Record<number, Answer> = { 400: UNKNOWN_PARAMETER_400, ...operation.answers };
  if (scope) own[403] = insufficientScope(scope, operation.answers[403]);
  if (operation.idempotent) {
    for (const [status, added] of Object.entries(IDEMPOTENT_ANSWERS)) {
      const mine = own[Number(status)];
      if (mine !== undefined || added.codes) own[Number(status)] = joined(mine, added);
    }
  }
  const carried = operation.scope === PUBLIC ? ON_EVERY_ANSWER : ON_EVERY_KEYED_ANSWER;
  // Integer keys: in ascending order of status.
  for (const [status, answer] of Object.entries(own)) answers[status] = answerOf(answer, Number(status), fixed, carried);
  // The guard answers before the operation is reached, so without its fixed headers; a store failure or a crash inside it carries them.
  for (const [status, answer] of Object.entries(GUARD_ANSWERS)) {
    if (status === '401' && operation.scope === PUBLIC) continue;
    answers[status] = answerOf(
      answer,
      Number(status),
      status === '500' || status === '503' ? fixed : {},
      status === '401' ? ON_EVERY_ANSWER : carried,
    );
  }
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    description: scope ? `${operation.description} Needs the scope \`${scope}\`.` : operation.description,
    ...(operation.deprecated ? { deprecated: true } : {}),
    ...(operation.scope === PUBLIC ? { security: [] } : {}),
    ...(scope ? { security: [{ bearerAuth: [scope] }] } : {}),
    ...(parameterNames(operation).length ? { parameters: parameterNames(operation).map((name) => ref('parameters', name)) } : {}),
    ...(operation.body ? { requestBody: requestBodyOf(operation.body) } : {}),
    responses: answers,
  };
}

function requestBodyOf(body: NonNullable<AnyOperation['body']>): Node {
  const media = { schema: ref('schemas', body.schema), example: body.example };
  const types = body.kind === 'merge-patch' ? ['application/merge-patch+json', 'application/json'] : ['application/json'];
  return { required: true, content: Object.fromEntries(types.map((type) => [type, media])) };
}

/** OPTIONS on a path: its methods (after the guard, like any request), or a CORS preflight (before it, without a key). */
function optionsOperation(path: string, here: readonly AnyOperation[]): Node {
  const patchable = here.some((operation) => operation.method === 'PATCH');
  const open = here.every((operation) => operation.scope === PUBLIC);
  const parameters = [...new Set(here.flatMap(parameterNames))].filter((name) => PARAMETERS[name].in === 'path');
  const answer: Answer = {
    description: 'The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`).',
    headers: {
      Allow: header('The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight.', HEADER_VALUE.methods),
      ...(patchable ? { 'Accept-Patch': ACCEPT_PATCH_HEADER } : {}),
      'Access-Control-Allow-Methods': header('Preflight: the methods a browser may use.', HEADER_VALUE.methods),
      'Access-Control-Allow-Headers': header('Preflight: the request headers a browser may send.', HEADER_VALUE.headerNames),
      'Access-Control-Max-Age': header('Preflight: seconds a browser may reuse this answer.', HEADER_VALUE.seconds),
    },
  };
  const carried = open ? ON_EVERY_ANSWER : ON_EVERY_KEYED_ANSWER;
  const responses: Record<string, Node> = { 204: answerOf(answer, 204, {}, carried) };
  for (const [status, guard] of Object.entries(GUARD_ANSWERS)) {
    if (status !== '401' || !open) responses[status] = answerOf(guard, Number(status), {}, status === '401' ? ON_EVERY_ANSWER : carried);
  }
  return {
    operationId: `options${resourceName(path)}`,
    tags: [CORS_TAG],
    ...(parameters.length ? { parameters: parameters.map((name) => ref('parameters', name)) } : {}),
    summary: 'The methods of this path, or a CORS preflight',
    description:
      (open ? 'Needs no key; answers 204 with `Allow`' : 'Needs a key like every operation and answers 204 with `Allow`') +
      (patchable ? ' and `Accept-Patch`' : '') +
      '. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and ' +
      'without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.',
    ...(open ? { security: [] } : {}),
    responses,
  };
}

/** `/pets` → `Pets`, `/pets/{petId}` → `Pet`, `/store/orders/{orderId}` → `Order`, `/openapi.json` → `OpenApi`. */
function resourceName(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const item = segments.at(-1)!.startsWith('{');
  const last = segments
    .filter((segment) => !segment.startsWith('{'))
    .at(-1)!
    .replace(/\.json$/, '');
  const camel = last.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const name = last === 'openapi' ? 'OpenApi' : camel[0]!.toUpperCase() + camel.slice(1);
  return item ? name.replace(/s$/, '') : name;
}

/** A response: the answer's own headers, the operation's fixed ones, then those every answer of its kind carries (`carried`), by `$ref`. */
function answerOf(answer: Answer, status: number, fixed: Readonly<Record<string, HeaderSpec>>, carried: readonly HeaderName[]): Node {
  const headers: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries({ ...answer.headers, ...fixed })) headers[name] = typeof spec === 'string' ? ref('headers', spec) : spec;
  for (const name of carried) headers[name] ??= ref('headers', name);
  const node: Node = { description: answer.description, ...(Object.keys(headers).length > 0 ? { headers } : {}) };
  if (answer.json) {
    const { schema, example } = answer.json;
    const media: Node = { schema: typeof schema === 'string' ? ref('schemas', schema) : schema };
    const shown = example ?? (answer.codes ? errorExample(answer.codes, status) : undefined);
    if (shown !== undefined) media.example = shown;
    node.content = { 'application/json': media };
  }
  return node;
}

/** An answer of an operation and one the protocol adds at the same status: the operation's wording, both codes and headers. */
function joined(own: Answer | undefined, added: Answer): Answer {
  if (own === undefined) return added;
  const codes = [...new Set([...(own.codes ?? []), ...(added.codes ?? [])])];
  return { ...own, headers: { ...own.headers, ...added.headers }, ...(codes.length > 0 ? { codes } : {}) };
}

/** The example of an Error answer: its first code, with the service's message (and details) for it from the one table of codes. */
function errorExample(codes: readonly ErrorCodeName[], status: number): Node {
  for (const code of codes) {
    if (ERROR_CODES[code].status !== status)
      throw new Error(`an Error answer (${status}) lists ${code}, which is answered ${ERROR_CODES[code].status}`);
  }
  const code = codes[0];
  if (code === undefined) throw new Error(`an Error answer (${status}) that lists no Error code`);
  const entry: { readonly example: string; readonly details?: readonly object[] } = ERROR_CODES[code];
  return { code, message: entry.example, status, ...(entry.details ? { details: entry.details } : {}) };
}
