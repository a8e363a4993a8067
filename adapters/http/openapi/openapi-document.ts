import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, NAME_MAX_CODE_POINTS, ORDER_STATUSES, PET_STATUSES } from '../../../core/index.js';

export interface OpenApiOptions {
  /** Public base URLs, each ending in /v1. */
  readonly productionUrl: string;
  readonly stagingUrl: string;
  /** getPet's removal instant, ms since the epoch. */
  readonly sunsetAt: number;
  /** In development: this server's own base URL (ending in /v1), listed first in `servers`. */
  readonly localUrl?: string;
}

const errorResponse = (description: string, headers: Record<string, unknown> = {}) => ({
  description,
  headers: { ...RATE_LIMIT_HEADERS, ...headers },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const header = (description: string, schema: Record<string, unknown>) => ({ description, schema });

/** On every answer when the request asks for it: a `traceparent`, or an Origin listed in CORS_ORIGINS. */
const TRACE_AND_CORS_HEADERS = {
  'X-Trace-Id': { $ref: '#/components/headers/X-Trace-Id' },
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
  'Access-Control-Expose-Headers': { $ref: '#/components/headers/Access-Control-Expose-Headers' },
};

/** Every answer under /v1 (the rate-limit figures only once the limiter has decided: not on a CORS preflight). */
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
  ...TRACE_AND_CORS_HEADERS,
};

/** On every answer of getPet, errors included, once the request reached the route (not on 401 and 429). */
const DEPRECATION_HEADERS = {
  Deprecation: { ...header('RFC 9745: when getPet was deprecated, `@<Unix seconds>`.', { type: 'string', pattern: '^@[0-9]+$' }), required: true },
  Sunset: { ...header('RFC 8594: when getPet stops working (410 from then on), an HTTP date.', { type: 'string' }), required: true },
  Link: {
    ...header('`</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document.', { type: 'string' }),
    required: true,
  },
};

/** `Retry-After` on a 409 that is worth retrying (`idempotency_key_in_progress`), absent on the others. */
const RETRY_AFTER_WHEN_IN_PROGRESS = {
  'Retry-After': header('Seconds to wait before retrying; only with `idempotency_key_in_progress`.', { type: 'integer', minimum: 0 }),
};

const ETAG = { ETag: { $ref: '#/components/headers/ETag' } };

const json = (schema: Record<string, unknown>, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

const PET_EXAMPLE = { id: 12, name: 'Rex', categoryId: 3, status: 'available' };
const ORDER_EXAMPLE = { id: 7, petId: 12, status: 'placed', placedAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' };

/** A 304 to a conditional GET: no body, the current tag and the usual headers. */
const notModified = (extra: Record<string, unknown> = {}) => ({
  description: '`If-None-Match` names the current version (weak comparison): not modified, no body.',
  headers: { ...RATE_LIMIT_HEADERS, ...ETAG, ...extra },
});

const CONFLICT_409 = errorResponse(
  'The status rules refuse the move (`invalid_transition`), or the pet is reserved by an open order (`pet_reserved`, the order id in `details`).',
);
const PRECONDITION_412 = errorResponse('`If-Match` names a version the resource no longer has (`precondition_failed`): read it again.');
const PATCH_415 = errorResponse('Body neither `application/merge-patch+json` nor `application/json` (`unsupported_media_type`).', {
  'Accept-Patch': header('The patch formats accepted: `application/merge-patch+json, application/json`.', { type: 'string' }),
});
const PATCH_BODY_400 = errorResponse(
  'Malformed path parameter or If-Match; body not a JSON object; `id`, unknown members or `null` members; invalid values (`invalid_request`).',
);

/** The same answer with more headers. */
const withHeaders = (response: ReturnType<typeof errorResponse>, extra: Record<string, unknown>) => ({
  ...response,
  headers: { ...response.headers, ...extra },
});

const COMMON_ERRORS = {
  '401': errorResponse('Missing, malformed, unknown or revoked API key (`unauthorized`).', {
    'WWW-Authenticate': {
      ...header('`Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent.', { type: 'string' }),
      required: true,
    },
  }),
  '429': errorResponse('Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`).', {
    'Retry-After': { $ref: '#/components/headers/Retry-After' },
  }),
  '503': errorResponse('A store is unreachable (`service_unavailable`); retry later.', {
    'Retry-After': { $ref: '#/components/headers/Retry-After' },
  }),
  '500': errorResponse('Unexpected failure (`internal_error`); details are logged under the request id, never shown.'),
};

const ACCEPT_PATCH_HEADER = {
  'Accept-Patch': header('The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1).', { type: 'string' }),
};

/**
 * Any method a path does not have: 405 with `Allow`. Not an operation (no client should call it), so
 * it is described once per path, in the extension `x-method-not-allowed`.
 */
const METHOD_NOT_ALLOWED = errorResponse('A method this path does not have (`method_not_allowed`); `Allow` lists the ones it has.', {
  Allow: { ...header('The methods of this path, e.g. `HEAD, GET, POST`.', { type: 'string' }), required: true },
});

/** OPTIONS on a path: its methods (after the guard, like any request), or a CORS preflight (before it, without a key). */
const optionsOperation = (operationId: string, tag: string, patchable: boolean, pathParameter?: string) => ({
  operationId,
  tags: [tag],
  ...(pathParameter ? { parameters: [{ $ref: `#/components/parameters/${pathParameter}` }] } : {}),
  summary: 'The methods of this path, or a CORS preflight',
  description:
    'Without `Access-Control-Request-Method`: needs a key like every operation and answers 204 with `Allow`' +
    (patchable ? ' and `Accept-Patch`' : '') +
    '. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 without a key and ' +
    'without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.',
  security: [{}, { bearerAuth: [] }],
  responses: {
    '204': {
      description: 'The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`).',
      headers: {
        ...RATE_LIMIT_HEADERS,
        Allow: header('The methods of this path, e.g. `HEAD, GET, POST`; absent on a preflight.', { type: 'string' }),
        ...(patchable ? ACCEPT_PATCH_HEADER : {}),
        'Access-Control-Allow-Methods': header('Preflight: the methods a browser may use.', { type: 'string' }),
        'Access-Control-Allow-Headers': header('Preflight: the request headers a browser may send.', { type: 'string' }),
        'Access-Control-Max-Age': header('Preflight: seconds a browser may reuse this answer.', { type: 'integer', minimum: 0 }),
      },
    },
    ...COMMON_ERRORS,
  },
});

/**
 * The API description (OpenAPI 3.1). It is served at GET /v1/openapi.json and is the single
 * source of the schemas the HTTP adapter validates requests with.
 */
export function buildOpenApiDocument(options: OpenApiOptions) {
  // A copy: the examples are added to the answers, some of which are shared constants of this module.
  return withErrorExamples(structuredClone(documentOf(options)));
}

function documentOf(options: OpenApiOptions) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Animal Store',
      version: '1.0.0',
      contact: { name: 'Animal Store API team', url: 'https://animal-store.example/support', email: 'api@animal-store.example' },
      license: { name: 'Proprietary', url: 'https://animal-store.example/terms' },
      description:
        'List, add, fetch, update and remove animals; order them (reserve, sell) and count them by status. Every operation needs `Authorization: Bearer <API key>`. Every answer under /v1 ' +
        'carries the rate-limit headers; errors use the Error body. Unknown routes answer 404 `not_found` (401 without a key); ' +
        "a known path with another method answers 405 `method_not_allowed` with `Allow` (each path's `x-method-not-allowed`). " +
        'Every answer also carries `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`, and `Vary: Origin` while CORS is on; ' +
        'those are not repeated on each response below.',
    },
    servers: [
      ...(options.localUrl ? [{ url: options.localUrl, description: 'this development server' }] : []),
      { url: options.productionUrl, description: 'production' },
      { url: options.stagingUrl, description: 'staging' },
    ],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'pets', description: 'The animals: list, add, fetch, update and remove.' },
      { name: 'store', description: 'Orders that reserve and sell animals, and the inventory by status.' },
      { name: 'meta', description: 'This document.' },
    ],
    paths: {
      '/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          tags: ['meta'],
          summary: 'This document',
          description: 'The API description, OpenAPI 3.1. Needs no key (still rate-limited per client address).',
          security: [],
          responses: {
            '200': {
              description: 'The document.',
              headers: RATE_LIMIT_HEADERS,
              content: json(
                { type: 'object', description: 'An OpenAPI 3.1 document.' },
                { openapi: '3.1.0', info: { title: 'Animal Store', version: '1.0.0' }, paths: {} },
              ),
            },
            '429': COMMON_ERRORS['429'],
            '500': COMMON_ERRORS['500'],
            '503': COMMON_ERRORS['503'],
          },
        },
        options: optionsOperation('optionsOpenApi', 'meta', false),
        'x-method-not-allowed': METHOD_NOT_ALLOWED,
      },
      '/pets': {
        options: optionsOperation('optionsPets', 'pets', false),
        'x-method-not-allowed': METHOD_NOT_ALLOWED,
        get: {
          operationId: 'listPets',
          tags: ['pets'],
          summary: 'List animals in creation order, optionally filtered by status',
          description:
            'One page of animals, oldest first. Follow `Link: <…>; rel="next"` for the next page (its cursor is opaque); no `Link` on the last page. ' +
            'A filter applies to every page of one walk.',
          parameters: [
            { $ref: '#/components/parameters/limit' },
            { $ref: '#/components/parameters/status' },
            { $ref: '#/components/parameters/cursor' },
          ],
          responses: {
            '200': {
              description: 'A page of animals. When more exist, `Link` has a `rel="next"` URL carrying the cursor.',
              headers: { ...RATE_LIMIT_HEADERS, Link: header('`<…/v1/pets?…&cursor=…>; rel="next"` when a next page exists.', { type: 'string' }) },
              content: json({ type: 'array', items: { $ref: '#/components/schemas/Pet' } }, [
                PET_EXAMPLE,
                { ...PET_EXAMPLE, id: 13, name: 'Mia', status: 'pending' },
              ]),
            },
            '400': errorResponse('Invalid, repeated or unknown query parameter (`invalid_request`).'),
            ...COMMON_ERRORS,
          },
        },
        post: {
          operationId: 'createPet',
          tags: ['pets'],
          summary: 'Add an animal',
          description:
            'Stores a new animal and answers it with its assigned `id`, `Location` and `ETag`. With an `Idempotency-Key`, a retry with the same key and ' +
            'body within 24 h answers the first 201 again (`Idempotent-Replayed: true`) instead of creating another animal.',
          parameters: [{ $ref: '#/components/parameters/Idempotency-Key' }],
          requestBody: {
            required: true,
            content: json({ $ref: '#/components/schemas/NewPet' }, { name: 'Rex', categoryId: 3 }),
          },
          responses: {
            '201': {
              description: 'The animal as stored, with its assigned `id`.',
              headers: {
                ...RATE_LIMIT_HEADERS,
                Location: { ...header('Path of the new animal.', { type: 'string' }), required: true },
                ...ETAG,
                'Idempotent-Replayed': header('`true` when this is the stored answer to an earlier request with the same Idempotency-Key.', {
                  type: 'string',
                }),
              },
              content: json({ $ref: '#/components/schemas/Pet' }, PET_EXAMPLE),
            },
            '400': errorResponse('Malformed JSON, missing or invalid fields, unknown fields (`invalid_request`).'),
            '409': errorResponse(
              'A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`).',
              RETRY_AFTER_WHEN_IN_PROGRESS,
            ),
            '413': errorResponse('Body over 16 KiB (`payload_too_large`).'),
            '415': errorResponse('Body not `application/json` (`unsupported_media_type`).'),
            '422': errorResponse('Idempotency-Key reused with a different body (`idempotency_key_reused`).'),
            ...COMMON_ERRORS,
          },
        },
      },
      '/pets/{petId}': {
        options: optionsOperation('optionsPet', 'pets', true, 'petId'),
        'x-method-not-allowed': METHOD_NOT_ALLOWED,
        get: {
          operationId: 'getPet',
          tags: ['pets'],
          summary: 'Fetch one animal (deprecated)',
          description: `Deprecated; removed on ${new Date(options.sunsetAt).toUTCString()}. Use GET /pets with a status filter.`,
          deprecated: true,
          parameters: [{ $ref: '#/components/parameters/petId' }, { $ref: '#/components/parameters/If-None-Match' }],
          responses: {
            '200': {
              description: 'The animal.',
              headers: { ...RATE_LIMIT_HEADERS, ...ETAG, ...DEPRECATION_HEADERS },
              content: json({ $ref: '#/components/schemas/Pet' }, PET_EXAMPLE),
            },
            '304': notModified(DEPRECATION_HEADERS),
            '400': errorResponse('Malformed petId or If-None-Match (`invalid_request`).', DEPRECATION_HEADERS),
            '404': errorResponse('No such animal (`not_found`).', DEPRECATION_HEADERS),
            '410': errorResponse('Past the sunset date (`gone`).', DEPRECATION_HEADERS),
            ...COMMON_ERRORS,
            '500': withHeaders(COMMON_ERRORS['500'], DEPRECATION_HEADERS),
            '503': withHeaders(COMMON_ERRORS['503'], DEPRECATION_HEADERS),
          },
        },
        patch: {
          operationId: 'updatePet',
          tags: ['pets'],
          summary: 'Rename, recategorise or move an animal between statuses (JSON Merge Patch)',
          description:
            'RFC 7396 merge patch of `name`, `categoryId`, `status`; all or nothing. `{}` changes nothing (same ETag). Status moves: ' +
            'available → pending or sold, pending → available or sold; sold is final. A pet reserved by an open order keeps its status ' +
            '(409 `pet_reserved`). Checks in order: path (400), pet (404), If-Match (412), body (413/415/400), rules (409). ' +
            "Not affected by getPet's sunset.",
          parameters: [{ $ref: '#/components/parameters/petId' }, { $ref: '#/components/parameters/If-Match' }],
          requestBody: {
            required: true,
            content: {
              'application/merge-patch+json': { schema: { $ref: '#/components/schemas/PetPatch' }, example: { status: 'sold' } },
              'application/json': { schema: { $ref: '#/components/schemas/PetPatch' }, example: { name: 'Rex II' } },
            },
          },
          responses: {
            '200': {
              description: 'The animal after the patch.',
              headers: { ...RATE_LIMIT_HEADERS, ...ETAG },
              content: json({ $ref: '#/components/schemas/Pet' }, PET_EXAMPLE),
            },
            '400': PATCH_BODY_400,
            '404': errorResponse('No such animal (`not_found`).'),
            '409': CONFLICT_409,
            '412': PRECONDITION_412,
            '413': errorResponse('Body over 16 KiB (`payload_too_large`).'),
            '415': PATCH_415,
            ...COMMON_ERRORS,
          },
        },
        delete: {
          operationId: 'deletePet',
          tags: ['pets'],
          summary: 'Remove an animal (ids are never reused)',
          description: 'Allowed when held manually or sold; a pet reserved by an open order → 409 `pet_reserved`. Orders outlive their pet.',
          parameters: [{ $ref: '#/components/parameters/petId' }, { $ref: '#/components/parameters/If-Match' }],
          responses: {
            '204': { description: 'Removed; the id answers 404 from now on.', headers: RATE_LIMIT_HEADERS },
            '400': errorResponse('Malformed petId or If-Match (`invalid_request`).'),
            '404': errorResponse('No such animal (`not_found`).'),
            '409': errorResponse('Reserved by an open order (`pet_reserved`, the order id in `details`): cancel or deliver it first.'),
            '412': PRECONDITION_412,
            ...COMMON_ERRORS,
          },
        },
      },
      '/store/orders': {
        options: optionsOperation('optionsOrders', 'store', false),
        'x-method-not-allowed': METHOD_NOT_ALLOWED,
        get: {
          operationId: 'listOrders',
          tags: ['store'],
          summary: 'List orders in creation order, optionally by status or pet',
          description: 'One page of orders, oldest first, paged like listPets (`Link: <…>; rel="next"`).',
          parameters: [
            { $ref: '#/components/parameters/limit' },
            { $ref: '#/components/parameters/orderStatus' },
            { $ref: '#/components/parameters/petIdFilter' },
            { $ref: '#/components/parameters/cursor' },
          ],
          responses: {
            '200': {
              description: 'A page of orders. When more exist, `Link` has a `rel="next"` URL carrying the cursor.',
              headers: {
                ...RATE_LIMIT_HEADERS,
                Link: header('`<…/v1/store/orders?…&cursor=…>; rel="next"` when a next page exists.', { type: 'string' }),
              },
              content: json({ type: 'array', items: { $ref: '#/components/schemas/Order' } }, [ORDER_EXAMPLE]),
            },
            '400': errorResponse('Invalid, repeated or unknown query parameter (`invalid_request`).'),
            ...COMMON_ERRORS,
          },
        },
        post: {
          operationId: 'placeOrder',
          tags: ['store'],
          summary: 'Order an available animal: it becomes pending, reserved by the order',
          description:
            'Reserves an `available` animal atomically: the order is `placed` and the animal `pending` until the order is delivered (sold) or ' +
            'cancelled (available again). With an `Idempotency-Key`, a retry answers the same order.',
          parameters: [{ $ref: '#/components/parameters/Idempotency-Key' }],
          requestBody: { required: true, content: json({ $ref: '#/components/schemas/NewOrder' }, { petId: 12 }) },
          responses: {
            '201': {
              description: 'The order, `placed`; its pet is now `pending`. A retry with the same Idempotency-Key returns this order.',
              headers: {
                ...RATE_LIMIT_HEADERS,
                ...ETAG,
                Location: { ...header('Path of the new order.', { type: 'string' }), required: true },
                'Idempotent-Replayed': header('`true` when the order was placed by an earlier request with the same Idempotency-Key.', {
                  type: 'string',
                }),
              },
              content: json({ $ref: '#/components/schemas/Order' }, ORDER_EXAMPLE),
            },
            '400': errorResponse('Malformed JSON, missing or invalid petId, unknown fields, bad Idempotency-Key (`invalid_request`).'),
            '409': errorResponse(
              'The pet is not available (`pet_not_available`, its status in `details`), or a request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`, with `Retry-After`).',
              RETRY_AFTER_WHEN_IN_PROGRESS,
            ),
            '413': errorResponse('Body over 16 KiB (`payload_too_large`).'),
            '415': errorResponse('Body not `application/json` (`unsupported_media_type`).'),
            '422': errorResponse(
              'No pet has this petId (`pet_not_found`), or the Idempotency-Key was used with another body (`idempotency_key_reused`).',
            ),
            ...COMMON_ERRORS,
          },
        },
      },
      '/store/orders/{orderId}': {
        options: optionsOperation('optionsOrder', 'store', true, 'orderId'),
        'x-method-not-allowed': METHOD_NOT_ALLOWED,
        get: {
          operationId: 'getOrder',
          tags: ['store'],
          summary: 'Fetch one order',
          description: 'The order with its `ETag`; with `If-None-Match` naming the current version, 304 without a body.',
          parameters: [{ $ref: '#/components/parameters/orderId' }, { $ref: '#/components/parameters/If-None-Match' }],
          responses: {
            '200': {
              description: 'The order.',
              headers: { ...RATE_LIMIT_HEADERS, ...ETAG },
              content: json({ $ref: '#/components/schemas/Order' }, ORDER_EXAMPLE),
            },
            '304': notModified(),
            '400': errorResponse('Malformed orderId or If-None-Match (`invalid_request`).'),
            '404': errorResponse('No such order (`not_found`).'),
            ...COMMON_ERRORS,
          },
        },
        patch: {
          operationId: 'updateOrder',
          tags: ['store'],
          summary: 'Approve, deliver or cancel an order (JSON Merge Patch of status)',
          description:
            'placed → approved → delivered; placed or approved → cancelled; the current status again changes nothing. Delivered sells ' +
            'the pet, cancelled makes it available again; both release its reservation. Checks in order as for updatePet.',
          parameters: [{ $ref: '#/components/parameters/orderId' }, { $ref: '#/components/parameters/If-Match' }],
          requestBody: {
            required: true,
            content: {
              'application/merge-patch+json': { schema: { $ref: '#/components/schemas/OrderPatch' }, example: { status: 'approved' } },
              'application/json': { schema: { $ref: '#/components/schemas/OrderPatch' }, example: { status: 'delivered' } },
            },
          },
          responses: {
            '200': {
              description: 'The order after the patch.',
              headers: { ...RATE_LIMIT_HEADERS, ...ETAG },
              content: json({ $ref: '#/components/schemas/Order' }, { ...ORDER_EXAMPLE, status: 'approved' }),
            },
            '400': PATCH_BODY_400,
            '404': errorResponse('No such order (`not_found`).'),
            '409': errorResponse('The order status rules refuse the move (`invalid_transition`, e.g. placed → delivered).'),
            '412': PRECONDITION_412,
            '413': errorResponse('Body over 16 KiB (`payload_too_large`).'),
            '415': PATCH_415,
            ...COMMON_ERRORS,
          },
        },
      },
      '/store/inventory': {
        options: optionsOperation('optionsInventory', 'store', false),
        'x-method-not-allowed': METHOD_NOT_ALLOWED,
        get: {
          operationId: 'getInventory',
          tags: ['store'],
          summary: 'Count the animals by status',
          description: 'How many existing animals are available, pending and sold, read from counters kept with every write.',
          responses: {
            '200': {
              description: 'Existing animals by status, from counters (no scan).',
              headers: RATE_LIMIT_HEADERS,
              content: json({ $ref: '#/components/schemas/Inventory' }, { available: 41, pending: 3, sold: 17 }),
            },
            ...COMMON_ERRORS,
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key as the bearer token.' } },
      schemas: {
        PetStatus: { type: 'string', enum: [...PET_STATUSES], description: 'Availability of the animal.' },
        NewPet: {
          type: 'object',
          required: ['name', 'categoryId'],
          additionalProperties: false,
          properties: {
            name: {
              type: 'string',
              minLength: 1,
              description: `1–${NAME_MAX_CODE_POINTS} Unicode code points after NFC normalisation; not blank; no control characters. Stored exactly as sent.`,
            },
            categoryId: { type: 'integer', format: 'int64', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            // No `default` keyword: generators (openapi-typescript) make a member with a default required, and a
            // client could then not leave it out. The default is stated in words instead.
            status: { $ref: '#/components/schemas/PetStatus', description: '`available` when left out.' },
          },
        },
        PetPatch: {
          type: 'object',
          description: 'A JSON Merge Patch (RFC 7396) of a pet: only the members to change; `null` is refused (every member is required).',
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, description: 'As on create.' },
            categoryId: { type: 'integer', format: 'int64', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            status: { $ref: '#/components/schemas/PetStatus' },
          },
        },
        OrderStatus: { type: 'string', enum: [...ORDER_STATUSES], description: 'Progress of the order; delivered and cancelled are final.' },
        NewOrder: {
          type: 'object',
          required: ['petId'],
          additionalProperties: false,
          properties: { petId: { type: 'integer', format: 'int64', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
        },
        OrderPatch: {
          type: 'object',
          description: 'A JSON Merge Patch (RFC 7396) of an order: `{ "status" }`; `{}` changes nothing.',
          additionalProperties: false,
          properties: { status: { $ref: '#/components/schemas/OrderStatus' } },
        },
        Order: {
          type: 'object',
          required: ['id', 'petId', 'status', 'placedAt', 'updatedAt'],
          properties: {
            id: { type: 'integer', format: 'int64', minimum: 1 },
            petId: { type: 'integer', format: 'int64', minimum: 1, description: 'The animal ordered; answers 404 once the pet is deleted.' },
            status: { $ref: '#/components/schemas/OrderStatus' },
            placedAt: { type: 'string', format: 'date-time', description: 'RFC 3339, UTC.' },
            updatedAt: { type: 'string', format: 'date-time', description: 'RFC 3339, UTC.' },
          },
        },
        Inventory: {
          type: 'object',
          required: [...PET_STATUSES],
          additionalProperties: false,
          properties: Object.fromEntries(PET_STATUSES.map((status) => [status, { type: 'integer', minimum: 0 }])),
        },
        Pet: {
          type: 'object',
          required: ['id', 'name', 'categoryId', 'status'],
          properties: {
            id: { type: 'integer', format: 'int64', minimum: 1 },
            name: { type: 'string' },
            categoryId: { type: 'integer', format: 'int64' },
            status: { $ref: '#/components/schemas/PetStatus' },
          },
        },
        Error: {
          type: 'object',
          required: ['code', 'message', 'status'],
          properties: {
            code: {
              type: 'string',
              enum: [
                'invalid_request',
                'unauthorized',
                'not_found',
                'method_not_allowed',
                'gone',
                'payload_too_large',
                'unsupported_media_type',
                'idempotency_key_in_progress',
                'idempotency_key_reused',
                'rate_limited',
                'key_suspended',
                'internal_error',
                'service_unavailable',
                'invalid_transition',
                'pet_reserved',
                'pet_not_available',
                'pet_not_found',
                'precondition_failed',
              ],
            },
            message: { type: 'string' },
            status: { type: 'integer' },
            details: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'problem'],
                properties: { field: { type: 'string' }, problem: { type: 'string' } },
              },
            },
          },
        },
      },
      parameters: {
        limit: {
          name: 'limit',
          in: 'query',
          description: 'Maximum number of animals returned.',
          schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
        },
        status: { name: 'status', in: 'query', description: 'Only animals with this status.', schema: { $ref: '#/components/schemas/PetStatus' } },
        cursor: {
          name: 'cursor',
          in: 'query',
          description: 'Opaque position from a previous page\'s `Link rel="next"`.',
          schema: { type: 'string', minLength: 1, maxLength: 32 },
        },
        petId: {
          name: 'petId',
          in: 'path',
          required: true,
          schema: { type: 'integer', format: 'int64', minimum: 1 },
          description: 'Identifier of the animal: a positive decimal int64 without leading zeros.',
        },
        'Idempotency-Key': {
          name: 'Idempotency-Key',
          in: 'header',
          description: 'Makes a retried creation safe: the same key and body within 24 h return the first response.',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
        },
        orderId: {
          name: 'orderId',
          in: 'path',
          required: true,
          schema: { type: 'integer', format: 'int64', minimum: 1 },
          description: 'Identifier of the order: a positive decimal int64 without leading zeros.',
        },
        orderStatus: {
          name: 'status',
          in: 'query',
          description: 'Only orders with this status.',
          schema: { $ref: '#/components/schemas/OrderStatus' },
        },
        petIdFilter: {
          name: 'petId',
          in: 'query',
          description: 'Only orders for this animal.',
          schema: { type: 'integer', format: 'int64', minimum: 1 },
        },
        'If-Match': {
          name: 'If-Match',
          in: 'header',
          description: 'Optional. `*` or the `ETag` last read: a stale tag answers 412, checked atomically with the write.',
          schema: { type: 'string' },
        },
        'If-None-Match': {
          name: 'If-None-Match',
          in: 'header',
          description: 'Optional. The `ETag` last read (weak comparison): 304 without a body while it is current.',
          schema: { type: 'string' },
        },
      },
      headers: {
        'X-RateLimit-Limit': header('Capacity of the bucket with the fewest tokens left.', { type: 'integer' }),
        'X-RateLimit-Remaining': header('Whole requests left in that bucket.', { type: 'integer' }),
        'X-RateLimit-Reset': header('Unix time (seconds, rounded up) when that bucket is full again.', { type: 'integer' }),
        'Retry-After': { ...header('Seconds to wait before retrying.', { type: 'integer', minimum: 0 }), required: true },
        'RateLimit-Policy': header('IETF draft: the buckets, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400`.', { type: 'string' }),
        RateLimit: header('IETF draft: `"<bucket>";r=<remaining>;t=<seconds until full>` for the bucket reported in X-RateLimit-*.', {
          type: 'string',
        }),
        'X-Request-Id': { ...header('Request id: the sane incoming value, or a generated one.', { type: 'string' }), required: true },
        'X-Trace-Id': header('The W3C trace id of a valid incoming `traceparent` (32 hex digits); absent without one.', {
          type: 'string',
          pattern: '^[0-9a-f]{32}$',
        }),
        'Access-Control-Allow-Origin': header("CORS: the request's `Origin`, when it is one of CORS_ORIGINS; absent otherwise.", { type: 'string' }),
        'Access-Control-Expose-Headers': header(
          'CORS: the headers a script may read (rate-limit figures, `Retry-After`, `Link`, `Location`, `X-Request-Id`, `ETag`, …); with `Access-Control-Allow-Origin`.',
          { type: 'string' },
        ),
        ETag: {
          ...header('Strong entity tag of the version of the pet or order in the answer, e.g. `"p12.3"`; send it back in If-Match.', {
            type: 'string',
            pattern: '^"[a-z][0-9]+\\.[0-9]+"$',
          }),
          required: true,
        },
      },
    },
  } as const;
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** A message per Error code, for the examples of the error answers (the service's own wording). */
const EXAMPLE_MESSAGES: Readonly<Record<string, string>> = {
  invalid_request: 'name: must not be blank.',
  unauthorized: 'An API key is required: send "Authorization: Bearer <key>".',
  not_found: 'No pet with id 12.',
  method_not_allowed: 'PUT is not allowed on /v1/pets; allowed: HEAD, GET, POST.',
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
  pet_not_found: 'No pet with id 12.',
  precondition_failed: 'If-Match does not name the current version of pet 12.',
};

/**
 * Gives every Error answer an example: the first Error code its description names (`rate_limited`…),
 * with the service's message for it and the status it is declared under.
 */
function withErrorExamples<T extends { paths: object }>(document: T): T {
  for (const item of Object.values(document.paths) as Record<string, unknown>[]) {
    for (const node of Object.values(item)) {
      const responses = (node as { responses?: Record<string, ErrorAnswer> }).responses ?? {};
      for (const [status, response] of Object.entries(responses)) addErrorExample(response, Number(status));
    }
    const other = item['x-method-not-allowed'] as ErrorAnswer | undefined;
    if (other) addErrorExample(other, 405);
  }
  return document;
}

interface ErrorAnswer {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string }; example?: unknown }>;
}

function addErrorExample(response: ErrorAnswer, status: number): void {
  const media = response.content?.['application/json'];
  if (!media || media.example !== undefined || media.schema?.$ref !== '#/components/schemas/Error') return;
  const code = [...(response.description ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!).find((c) => c in EXAMPLE_MESSAGES);
  if (code === undefined) throw new Error(`an Error answer (${status}) whose description names no Error code: ${response.description}`);
  const body: Record<string, unknown> = { code, message: EXAMPLE_MESSAGES[code], status };
  if (code === 'invalid_request') body.details = [{ field: 'name', problem: 'must not be blank' }];
  media.example = body;
}
