import { isScope, type Scope } from '../../../core/index.js';
import { PUBLIC, type Answer, type AnyOperation, type HeaderSpec } from '../operations/operation.js';
import { ACCEPT_PATCH_HEADER } from '../operations/answers.js';
import { HEADERS, header, PARAMETERS, SCHEMAS } from './components.js';
import type { DocumentSettings } from '../app-dependencies.js';

type Node = Record<string, unknown>;

const ref = (kind: 'schemas' | 'parameters' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** On every answer under /v1 (the rate-limit figures only once the limiter has decided: not on a CORS preflight). */
const EVERY_ANSWER_HEADERS: readonly string[] = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit-Policy',
  'RateLimit',
  'X-Request-Id',
  'X-Trace-Id',
  'Access-Control-Allow-Origin',
  'Access-Control-Expose-Headers',
];

const RETRY_AFTER: Readonly<Record<string, HeaderSpec>> = { 'Retry-After': 'Retry-After' };

/** What the guard in front of every operation answers: without a valid key, over the quota, a store down, a failure. */
const GUARD_ANSWERS: Readonly<Record<number, Answer>> = {
  401: {
    description: 'Missing, malformed, unknown or revoked API key (`unauthorized`).',
    json: { schema: 'Error' },
    headers: {
      'WWW-Authenticate': header('`Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent.', { type: 'string' }, true),
    },
  },
  429: {
    description: 'Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`).',
    json: { schema: 'Error' },
    headers: RETRY_AFTER,
  },
  503: { description: 'A store is unreachable (`service_unavailable`); retry later.', json: { schema: 'Error' }, headers: RETRY_AFTER },
  500: { description: 'Unexpected failure (`internal_error`); details are logged under the request id, never shown.', json: { schema: 'Error' } },
};

/** The 403 of an operation that needs a scope (its own description when it gives one). */
function insufficientScope(scope: Scope, description?: string): Answer {
  return {
    description: description ?? `The key lacks the scope \`${scope}\` (\`insufficient_scope\`).`,
    json: { schema: 'Error' },
    headers: {
      'WWW-Authenticate': header(
        'RFC 6750 §3.1: `Bearer realm="animal-store", error="insufficient_scope", scope="<the least sufficient scope>"`.',
        { type: 'string' },
        true,
      ),
    },
  };
}

/** Any method a path does not have: 405 with `Allow`. Not an operation, so described once per path (`x-method-not-allowed`). */
const METHOD_NOT_ALLOWED: Answer = {
  description: 'A method this path does not have (`method_not_allowed`); `Allow` lists the ones it has.',
  json: { schema: 'Error' },
  headers: { Allow: header('The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`.', { type: 'string' }, true) },
};

/**
 * The API description (OpenAPI 3.1), made from the list of operations and their shared components.
 * It is served at GET /v1/openapi.json, and the request validators compile the same schemas.
 */
export function buildOpenApiDocument(operations: readonly AnyOperation[], settings: DocumentSettings): Node {
  const paths: Record<string, Node> = {};
  for (const [path, here] of byPath(operations)) {
    const item: Node = { options: optionsOperation(path, here), 'x-method-not-allowed': answerOf(METHOD_NOT_ALLOWED, 405, {}) };
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
      description:
        'List, add, fetch, update and remove animals; order them (reserve, sell) and count them by status; manage API keys. Every operation needs `Authorization: Bearer <API key>` ' +
        'and the scope its `security` names (403 `insufficient_scope` otherwise): `pets:read`, `pets:write`, `orders:read`, `orders:write` (a key sees and cancels only ' +
        "its owner's orders), `orders:manage` (every order; approve and deliver), `inventory:read`, `keys:manage`. Every answer under /v1 " +
        'carries the rate-limit headers; errors use the Error body. Unknown routes answer 404 `not_found` (401 without a key); ' +
        "a known path with another method answers 405 `method_not_allowed` with `Allow` (each path's `x-method-not-allowed`). " +
        'Every answer also carries `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`, and `Vary: Origin` while CORS is on; ' +
        'those are not repeated on each response below.',
    },
    servers: [
      ...(settings.localUrl ? [{ url: settings.localUrl, description: 'this development server' }] : []),
      { url: settings.productionUrl, description: 'production' },
      { url: settings.stagingUrl, description: 'staging' },
    ],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'pets', description: 'The animals: list, add, fetch, update and remove.' },
      { name: 'store', description: 'Orders that reserve and sell animals, and the inventory by status.' },
      { name: 'keys', description: 'API keys: issue, list, fetch, revoke, rotate (scope `keys:manage`).' },
      { name: 'meta', description: "This document, and the calling key's quota." },
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
  const own = scope ? { ...operation.answers, 403: insufficientScope(scope, operation.answers[403]?.description) } : operation.answers;
  for (const [status, answer] of Object.entries(own)) answers[status] = answerOf(answer, Number(status), fixed);
  // The guard answers before the operation is reached, so without its fixed headers; a store failure or a crash inside it carries them.
  for (const [status, answer] of Object.entries(GUARD_ANSWERS)) {
    if (status === '401' && operation.scope === PUBLIC) continue;
    answers[status] = answerOf(answer, Number(status), status === '500' || status === '503' ? fixed : {});
  }
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    description: scope ? `${operation.description} Needs the scope \`${scope}\`.` : operation.description,
    ...(operation.deprecated ? { deprecated: true } : {}),
    ...(operation.scope === PUBLIC ? { security: [] } : {}),
    ...(scope ? { security: [{ bearerAuth: [scope] }] } : {}),
    ...(operation.parameters?.length ? { parameters: operation.parameters.map((name) => ref('parameters', name)) } : {}),
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
  const parameters = [...new Set(here.flatMap((operation) => operation.parameters ?? []))].filter((name) => PARAMETERS[name].in === 'path');
  const answer: Answer = {
    description: 'The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`).',
    headers: {
      Allow: header('The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight.', { type: 'string' }),
      ...(patchable ? { 'Accept-Patch': ACCEPT_PATCH_HEADER } : {}),
      'Access-Control-Allow-Methods': header('Preflight: the methods a browser may use.', { type: 'string' }),
      'Access-Control-Allow-Headers': header('Preflight: the request headers a browser may send.', { type: 'string' }),
      'Access-Control-Max-Age': header('Preflight: seconds a browser may reuse this answer.', { type: 'integer', minimum: 0 }),
    },
  };
  const responses: Record<string, Node> = { 204: answerOf(answer, 204, {}) };
  for (const [status, guard] of Object.entries(GUARD_ANSWERS)) {
    if (status !== '401' || !open) responses[status] = answerOf(guard, Number(status), {});
  }
  return {
    operationId: `options${resourceName(path)}`,
    tags: [here[0]!.tag],
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
  const name = last === 'openapi' ? 'OpenApi' : last[0]!.toUpperCase() + last.slice(1);
  return item ? name.replace(/s$/, '') : name;
}

function answerOf(answer: Answer, status: number, fixed: Readonly<Record<string, HeaderSpec>>): Node {
  const headers: Record<string, unknown> = {};
  for (const name of EVERY_ANSWER_HEADERS) headers[name] = ref('headers', name);
  for (const [name, spec] of Object.entries({ ...answer.headers, ...fixed })) headers[name] = typeof spec === 'string' ? ref('headers', spec) : spec;
  const node: Node = { description: answer.description, headers };
  if (answer.json) {
    const { schema, example } = answer.json;
    const media: Node = { schema: typeof schema === 'string' ? ref('schemas', schema) : schema };
    const shown = example ?? (schema === 'Error' ? errorExample(answer.description, status) : undefined);
    if (shown !== undefined) media.example = shown;
    node.content = { 'application/json': media };
  }
  return node;
}

/** A message per Error code, for the examples of the error answers (the service's own wording). */
const EXAMPLE_MESSAGES: Readonly<Record<string, string>> = {
  invalid_request: 'name: must not be blank.',
  unauthorized: 'An API key is required: send "Authorization: Bearer <key>".',
  not_found: 'No pet has the id 12.',
  method_not_allowed: 'PUT is not allowed on /v1/pets; allowed: GET, HEAD, POST, OPTIONS.',
  gone: 'getPet was removed on Thu, 05 Dec 2030 00:00:00 GMT; use GET /v1/pets.',
  payload_too_large: 'The request body is larger than 16 KiB.',
  unsupported_media_type: 'Content-Type must be application/json.',
  idempotency_key_in_progress: 'A request with this Idempotency-Key is in progress; retry later.',
  idempotency_key_reused: 'This Idempotency-Key was used with a different request body.',
  rate_limited: 'Rate limit exceeded; retry after 12 seconds.',
  key_suspended: 'This API key is suspended for repeatedly exceeding its rate limit; retry after 900 seconds.',
  internal_error: 'Internal server error.',
  service_unavailable: 'The pet store is unavailable; retry later.',
  invalid_transition: 'A pet cannot move from sold to available.',
  pet_reserved: 'Pet 12 is reserved by order 7.',
  pet_not_available: 'Pet 12 is not available.',
  pet_not_found: 'No pet has the id 12.',
  precondition_failed: 'If-Match does not name the current version of pet 12.',
  insufficient_scope: 'This API key lacks the scope pets:write, which this request needs.',
  last_manager_key: 'Key 3f1c2a9e is the last active key holding keys:manage without an expiry; issue another such key first.',
  key_inactive: 'Key 3f1c2a9e cannot be rotated: it has been rotated already.',
  open_order_limit: "This key's owner has 20 open orders, the most allowed; deliver or cancel one first.",
};

/** The example of an Error answer: the first Error code its description names, with the service's message for it. */
function errorExample(description: string, status: number): Node {
  const code = [...description.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!).find((c) => c in EXAMPLE_MESSAGES);
  if (code === undefined) throw new Error(`an Error answer (${status}) whose description names no Error code: ${description}`);
  const body: Node = { code, message: EXAMPLE_MESSAGES[code], status };
  if (code === 'invalid_request') body.details = [{ field: 'name', problem: 'must not be blank' }];
  return body;
}
