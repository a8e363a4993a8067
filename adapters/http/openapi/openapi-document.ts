import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, NAME_MAX_CODE_POINTS, PET_STATUSES } from '../../../core/index.js';

export interface OpenApiOptions {
  /** Public base URLs, each ending in /v1. */
  readonly productionUrl: string;
  readonly stagingUrl: string;
  /** getPet's removal instant, ms since the epoch. */
  readonly sunsetAt: number;
}

const errorResponse = (description: string, headers: Record<string, unknown> = {}) => ({
  description,
  headers: { ...RATE_LIMIT_HEADERS, ...headers },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const header = (description: string, schema: Record<string, unknown>) => ({ description, schema });

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
};

const DEPRECATION_HEADERS = {
  Deprecation: header('RFC 9745: when getPet was deprecated, `@<Unix seconds>`.', { type: 'string' }),
  Sunset: header('RFC 8594: when getPet stops working (410 from then on).', { type: 'string' }),
  Link: header('`</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document.', { type: 'string' }),
};

const COMMON_ERRORS = {
  '401': errorResponse('Missing, malformed, unknown or revoked API key (`unauthorized`).', {
    'WWW-Authenticate': header('`Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent.', { type: 'string' }),
  }),
  '429': errorResponse('Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`).', {
    'Retry-After': { $ref: '#/components/headers/Retry-After' },
  }),
  '503': errorResponse('A store is unreachable (`service_unavailable`); retry later.', {
    'Retry-After': { $ref: '#/components/headers/Retry-After' },
  }),
  '500': errorResponse('Unexpected failure (`internal_error`); details are logged under the request id, never shown.'),
};

/**
 * The API description (OpenAPI 3.1). It is served at GET /v1/openapi.json and is the single
 * source of the schemas the HTTP adapter validates requests with.
 */
export function buildOpenApiDocument(options: OpenApiOptions) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Animal Store',
      version: '1.0.0',
      description:
        'List, add and fetch animals. Every operation needs `Authorization: Bearer <API key>`. Every answer under /v1 ' +
        'carries the rate-limit headers; errors use the Error body. Unknown routes answer 404 `not_found` (401 without a key); ' +
        'a known path with another method answers 405 `method_not_allowed` with `Allow`.',
    },
    servers: [
      { url: options.productionUrl, description: 'production' },
      { url: options.stagingUrl, description: 'staging' },
    ],
    security: [{ bearerAuth: [] }],
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          summary: 'List animals in creation order, optionally filtered by status',
          parameters: [
            { $ref: '#/components/parameters/limit' },
            { $ref: '#/components/parameters/status' },
            { $ref: '#/components/parameters/cursor' },
          ],
          responses: {
            '200': {
              description: 'A page of animals. When more exist, `Link` has a `rel="next"` URL carrying the cursor.',
              headers: { ...RATE_LIMIT_HEADERS, Link: header('`<…/v1/pets?…&cursor=…>; rel="next"` when a next page exists.', { type: 'string' }) },
              content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } },
            },
            '400': errorResponse('Invalid, repeated or unknown query parameter (`invalid_request`).'),
            ...COMMON_ERRORS,
          },
        },
        post: {
          operationId: 'createPet',
          summary: 'Add an animal',
          parameters: [{ $ref: '#/components/parameters/Idempotency-Key' }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/NewPet' } } },
          },
          responses: {
            '201': {
              description: 'The animal as stored, with its assigned `id`.',
              headers: {
                ...RATE_LIMIT_HEADERS,
                Location: header('URL of the new animal.', { type: 'string' }),
                'Idempotent-Replayed': header('`true` when this is the stored answer to an earlier request with the same Idempotency-Key.', {
                  type: 'string',
                }),
              },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
            '400': errorResponse('Malformed JSON, missing or invalid fields, unknown fields (`invalid_request`).'),
            '409': errorResponse('A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`).'),
            '413': errorResponse('Body over 16 KiB (`payload_too_large`).'),
            '415': errorResponse('Body not `application/json` (`unsupported_media_type`).'),
            '422': errorResponse('Idempotency-Key reused with a different body (`idempotency_key_reused`).'),
            ...COMMON_ERRORS,
          },
        },
      },
      '/pets/{petId}': {
        get: {
          operationId: 'getPet',
          summary: 'Fetch one animal (deprecated)',
          description: `Deprecated; removed on ${new Date(options.sunsetAt).toUTCString()}. Use GET /pets with a status filter.`,
          deprecated: true,
          parameters: [{ $ref: '#/components/parameters/petId' }],
          responses: {
            '200': {
              description: 'The animal.',
              headers: { ...RATE_LIMIT_HEADERS, ...DEPRECATION_HEADERS },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
            '400': errorResponse('Malformed petId (`invalid_request`).'),
            '404': errorResponse('No such animal (`not_found`).'),
            '410': errorResponse('Past the sunset date (`gone`).'),
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
            status: { $ref: '#/components/schemas/PetStatus', default: 'available' },
          },
        },
        Pet: {
          type: 'object',
          required: ['id', 'name', 'categoryId'],
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
      },
      headers: {
        'X-RateLimit-Limit': header('Capacity of the bucket with the fewest tokens left.', { type: 'integer' }),
        'X-RateLimit-Remaining': header('Whole requests left in that bucket.', { type: 'integer' }),
        'X-RateLimit-Reset': header('Unix time (seconds, rounded up) when that bucket is full again.', { type: 'integer' }),
        'Retry-After': header('Seconds to wait before retrying.', { type: 'integer' }),
        'RateLimit-Policy': header('IETF draft: the buckets, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400`.', { type: 'string' }),
        RateLimit: header('IETF draft: `"<bucket>";r=<remaining>;t=<seconds until full>` for the bucket reported in X-RateLimit-*.', {
          type: 'string',
        }),
        'X-Request-Id': header('Request id: the sane incoming value, or a generated one.', { type: 'string' }),
      },
    },
  } as const;
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
