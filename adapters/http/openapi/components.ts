import {
  DEFAULT_PAGE_SIZE,
  DELIVERY_STATUSES,
  DISPLAY_TEXT_MAX_CODE_POINTS,
  EVENT_TYPES,
  MAX_PAGE_SIZE,
  MAX_ROTATION_OVERLAP_SECONDS,
  ORDER_STATUSES,
  PET_STATUSES,
  PLANS,
  SCOPES,
} from '../../../core/index.js';

/**
 * What the operations share: the document's `components` (schemas, parameters, headers). Each
 * operation module names what it uses; the document, the validators and the handlers' types all
 * read these same objects. Limits come from the core's constants, so the document states exactly
 * what the service enforces.
 */

type Schema = Readonly<Record<string, unknown>>;

const MAX_SAFE_ID = Number.MAX_SAFE_INTEGER;
const INT64_MAX = '9223372036854775807';

/** An id the service assigns or a client sends in a body: a JSON integer every client represents exactly. */
const ID: Schema = { type: 'integer', format: 'int64', minimum: 1, maximum: MAX_SAFE_ID };

/**
 * The most code points a name can have as sent: DESIGN.md's limit is 100 after NFC normalisation
 * (the core's rule), and NFC composes at most 4 code points into one (U+1F82's canonical
 * decomposition is the longest), so no acceptable name is longer than this as sent.
 */
const NAME_MAX_AS_SENT = 4 * DISPLAY_TEXT_MAX_CODE_POINTS;

/** The rules of text people read back (a pet's or a key's name), in words: the schema checks the shape, the core the rest. */
const DISPLAY_TEXT_RULES =
  `1–${DISPLAY_TEXT_MAX_CODE_POINTS} Unicode code points after NFC normalisation (so at most ${NAME_MAX_AS_SENT} as sent); ` +
  'not blank (Unicode White_Space) nor only invisible characters (U+200B, U+2060, U+FEFF…); ' +
  'no control characters (U+0000–U+001F, U+007F–U+009F), line or paragraph separators (U+2028, U+2029), ' +
  'bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) or unpaired surrogates. Stored exactly as sent.';

/**
 * A human wording of a schema's rule, used as the problem in an Error's `details` when a value
 * breaks it (JSON Schema says what, not how to say it). An extension keyword: tools ignore it.
 */
export const PROBLEM_KEYWORD = 'x-problem';

/**
 * On a header parameter: it is one value, never a list, so it must come on one line. Node joins
 * repeated lines of such a header into one value with `, ` (`a, b`): a second line is refused (400)
 * rather than read as a value the client never sent. An extension keyword: tools ignore it.
 */
export const SINGLE_LINE_KEYWORD = 'x-single-line';

/** An RFC 3339 date-time as a client sends it, its zone included: the pattern is its shape, the format (rfc3339.ts) its calendar. */
const DATE_TIME_SENT: Schema = {
  type: 'string',
  format: 'date-time',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$',
  [PROBLEM_KEYWORD]: 'must be an RFC 3339 date-time that exists, with its zone, e.g. 2026-12-31T23:59:59Z',
};

/** What every answer describing a webhook endpoint holds. */
const ENDPOINT_PROPERTIES = {
  id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  url: { type: 'string' },
  events: { type: 'array', items: { $ref: '#/components/schemas/EventType' } },
  status: {
    type: 'string',
    enum: ['enabled', 'disabled'],
    description: '`disabled`: nothing is queued or sent for it (`disabledReason` says why).',
  },
  disabledReason: {
    type: 'string',
    enum: ['manual', 'failing', 'key_inactive'],
    description:
      '`manual`: a key disabled it; `failing`: every attempt failed for WEBHOOK_DISABLE_AFTER (3 days) since its last success, creation or enabling ' +
      '(enable it again once its receiver answers); `key_inactive`: the key it acts for is revoked or expired (a key of its owner may adopt it by enabling it).',
  },
  actsFor: {
    type: 'string',
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    description: 'The key lineage it acts for (the first key id of the lineage): it receives what that key may read, while it is active.',
  },
  createdAt: { type: 'string', format: 'date-time' },
} as const;
export const SCHEMAS = {
  PetStatus: { type: 'string', enum: [...PET_STATUSES], description: 'Availability of the animal.' },
  NewPet: {
    type: 'object',
    required: ['name', 'categoryId'],
    additionalProperties: false,
    properties: {
      name: {
        type: 'string',
        minLength: 1,
        maxLength: NAME_MAX_AS_SENT,
        description: DISPLAY_TEXT_RULES,
      },
      categoryId: ID,
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
      name: { type: 'string', minLength: 1, maxLength: NAME_MAX_AS_SENT, description: 'As on create.' },
      categoryId: ID,
      status: { $ref: '#/components/schemas/PetStatus' },
    },
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
  OrderStatus: { type: 'string', enum: [...ORDER_STATUSES], description: 'Progress of the order; delivered and cancelled are final.' },
  NewOrder: {
    type: 'object',
    required: ['petId'],
    additionalProperties: false,
    properties: { petId: ID },
  },
  OrderPatch: {
    type: 'object',
    description: 'A JSON Merge Patch (RFC 7396) of an order: `{ "status" }`; `{}` changes nothing.',
    additionalProperties: false,
    properties: { status: { $ref: '#/components/schemas/OrderStatus' } },
  },
  Order: {
    type: 'object',
    required: ['id', 'petId', 'owner', 'status', 'placedAt', 'updatedAt'],
    properties: {
      id: { type: 'integer', format: 'int64', minimum: 1 },
      petId: { type: 'integer', format: 'int64', minimum: 1, description: 'The animal ordered; answers 404 once the pet is deleted.' },
      owner: {
        type: ['string', 'null'],
        description: 'The owner of the key that placed it; null for orders placed before owners existed (seen only with `orders:manage`).',
      },
      status: { $ref: '#/components/schemas/OrderStatus' },
      placedAt: { type: 'string', format: 'date-time', description: 'RFC 3339, UTC.' },
      updatedAt: { type: 'string', format: 'date-time', description: 'RFC 3339, UTC.' },
    },
  },
  EventType: {
    type: 'string',
    enum: [...EVENT_TYPES],
    description: 'What happened: a pet created, updated or deleted; an order placed, approved, delivered or cancelled.',
  },
  Event: {
    type: 'object',
    required: ['id', 'type', 'createdAt', 'data'],
    properties: {
      id: { type: 'string', pattern: '^evt_[0-9]{20}$', description: '`evt_` + a 20-digit sequence: ids sort in the order events became visible.' },
      type: { $ref: '#/components/schemas/EventType' },
      createdAt: { type: 'string', format: 'date-time', description: 'When the change was made (RFC 3339, UTC).' },
      data: {
        description: 'The Pet or the Order right after the change (for `pet.deleted`, right before it).',
        oneOf: [{ $ref: '#/components/schemas/Pet' }, { $ref: '#/components/schemas/Order' }],
      },
    },
  },
  NewWebhookEndpoint: {
    type: 'object',
    required: ['url', 'events'],
    additionalProperties: false,
    properties: {
      url: {
        type: 'string',
        minLength: 1,
        maxLength: 2048,
        description:
          'Where events are POSTed: https (http too in development and test), no user information, a host resolving only to public addresses.',
      },
      events: {
        type: 'array',
        minItems: 1,
        maxItems: EVENT_TYPES.length,
        uniqueItems: true,
        items: { $ref: '#/components/schemas/EventType' },
        description: 'The event types to receive.',
      },
    },
  },
  WebhookEndpoint: {
    type: 'object',
    required: ['id', 'url', 'events', 'status', 'actsFor', 'createdAt'],
    properties: ENDPOINT_PROPERTIES,
  },
  CreatedWebhookEndpoint: {
    type: 'object',
    required: ['id', 'url', 'events', 'status', 'actsFor', 'createdAt', 'secret'],
    properties: {
      ...ENDPOINT_PROPERTIES,
      secret: {
        type: 'string',
        pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$',
        description: 'The signing secret (`whsec_` + base64), shown only here: verify each delivery with it (Standard Webhooks).',
      },
    },
  },
  WebhookEndpointPatch: {
    type: 'object',
    additionalProperties: false,
    properties: {
      disabled: {
        type: 'boolean',
        description:
          '`true` pauses the endpoint (its pending deliveries fail with `endpoint_disabled`); `false` enables it. Enabling an endpoint ' +
          'disabled for `key_inactive` adopts it: it acts for the calling key from then on.',
      },
    },
  },
  DeliveryAttempt: {
    type: 'object',
    required: ['at'],
    properties: {
      at: { type: 'string', format: 'date-time' },
      status: { type: 'integer', description: "The receiver's HTTP status." },
      error: { type: 'string', description: 'Why there was no answer (timeout, refused connection, a refused address).' },
    },
  },
  Delivery: {
    type: 'object',
    required: ['id', 'eventId', 'type', 'status', 'attempts'],
    properties: {
      id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
      eventId: { type: 'string', pattern: '^evt_[0-9]{20}$' },
      type: { $ref: '#/components/schemas/EventType' },
      status: {
        type: 'string',
        enum: [...DELIVERY_STATUSES],
        description: '`failed`: every scheduled attempt failed (a manual retry may still deliver it).',
      },
      attempts: { type: 'array', items: { $ref: '#/components/schemas/DeliveryAttempt' }, description: 'Oldest first (the latest 25).' },
      nextAttemptAt: { type: 'string', format: 'date-time', description: 'While pending: when it is attempted next.' },
    },
  },
  Inventory: {
    type: 'object',
    required: [...PET_STATUSES],
    additionalProperties: false,
    properties: Object.fromEntries(PET_STATUSES.map((status) => [status, { type: 'integer', minimum: 0 }])),
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
          'insufficient_scope',
          'grant_exceeds_caller',
          'last_manager_key',
          'key_inactive',
          'open_order_limit',
          'key_limit',
          'endpoint_limit',
          // Answered by Node's HTTP server itself (client-errors.ts), on any path: not listed per operation.
          'request_timeout',
          'headers_too_large',
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
  // API keys and the rate-limit report (DESIGN.md "Access").
  Scope: { type: 'string', enum: [...SCOPES], description: 'What a key may do; `orders:manage` includes `orders:read` and `orders:write`.' },
  NewKey: {
    type: 'object',
    required: ['name', 'plan'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: NAME_MAX_AS_SENT, description: `Who the key is for: ${DISPLAY_TEXT_RULES}` },
      plan: { $ref: '#/components/schemas/Plan' },
      scopes: {
        type: 'array',
        items: { $ref: '#/components/schemas/Scope' },
        minItems: 1,
        uniqueItems: true,
        description:
          'Only scopes the calling key holds. `pets:read`, `orders:read`, `orders:write`, `inventory:read` (a storefront key) when left out.',
      },
      owner: {
        type: 'string',
        pattern: '^[A-Za-z0-9._:@-]{1,64}$',
        [PROBLEM_KEYWORD]: 'must be 1 to 64 characters of letters, digits and . _ : @ -',
        description: "Whose orders the key places and sees; the new key's own id when left out. Another owner needs `orders:manage`.",
      },
      expiresAt: {
        ...DATE_TIME_SENT,
        description:
          'When the key stops working (401 from then on); in the future, and a day and time that exist (`2030-02-30`, hour 24 or a leap second: 400, never shifted). No expiry when left out.',
      },
      limits: { $ref: '#/components/schemas/KeyLimits', description: 'Required for an `enterprise` key, refused for the other plans.' },
    },
  },
  Plan: {
    type: 'string',
    enum: [...PLANS],
    description: 'The quota plan: free 60/min 1,000/day, pro 300/10,000, business 1,000/100,000, enterprise its own.',
  },
  KeyLimits: {
    type: 'object',
    required: ['perMinute', 'perDay'],
    additionalProperties: false,
    properties: { perMinute: ID, perDay: ID },
  },
  Key: {
    type: 'object',
    required: ['id', 'name', 'plan', 'scopes', 'owner', 'limits', 'createdAt'],
    properties: {
      id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
      name: { type: 'string' },
      plan: { $ref: '#/components/schemas/Plan' },
      scopes: { type: 'array', items: { $ref: '#/components/schemas/Scope' } },
      owner: { type: 'string' },
      limits: { $ref: '#/components/schemas/KeyLimits', description: "The key's quota: its plan's, or an enterprise key's own." },
      createdAt: { type: 'string', format: 'date-time' },
      expiresAt: { type: 'string', format: 'date-time', description: 'From then on the key answers 401.' },
      revokedAt: { type: 'string', format: 'date-time' },
      rotatedFrom: { type: 'string', description: 'The key this one replaced.' },
      secret: {
        type: 'string',
        description: 'The key itself, only in the 201 of createKey and rotateKey: shown once, never stored (a replay answers without it).',
      },
    },
  },
  RotateKey: {
    type: 'object',
    additionalProperties: false,
    properties: {
      expiresInSeconds: {
        type: 'integer',
        minimum: 0,
        maximum: MAX_ROTATION_OVERLAP_SECONDS,
        description: 'How long the old key keeps working (or less, if it expires sooner); 86400 when left out.',
      },
    },
  },
  RateLimitBucket: {
    type: 'object',
    required: ['limit', 'remaining', 'reset'],
    properties: {
      limit: { type: 'integer', minimum: 1 },
      remaining: { type: 'integer', minimum: 0 },
      reset: { type: 'integer', description: 'Unix time (seconds, rounded up) when the bucket is full again.' },
    },
  },
  RateLimit: {
    type: 'object',
    required: ['plan', 'scopes', 'minute', 'day'],
    properties: {
      plan: { $ref: '#/components/schemas/Plan' },
      scopes: { type: 'array', items: { $ref: '#/components/schemas/Scope' } },
      minute: { $ref: '#/components/schemas/RateLimitBucket' },
      day: { $ref: '#/components/schemas/RateLimitBucket' },
      suspendedUntil: { type: 'integer', description: 'Unix time (seconds) when the temporary ban ends; only while the key is suspended.' },
      expiresAt: {
        type: 'string',
        format: 'date-time',
        description: "When the key stops working (RFC 3339), for a key that has an expiry: the old key during a rotation's overlap.",
      },
    },
  },
} as const satisfies Record<string, Schema>;

/** A path id: a positive decimal int64 without leading zeros; beyond 2^53−1 it names nothing (404). */
const pathId = (name: string, what: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'integer', format: 'int64', minimum: 1 },
  description: `Identifier of the ${what}: a positive decimal integer without leading zeros, at most ${INT64_MAX} (int64); beyond 2^53−1 it names no ${what}.`,
});

/** An opaque id in the path (DESIGN.md: 1–64 characters of `A-Za-z0-9_-`); a well-formed one that names nothing is 404. */
const opaqueId = (name: string, what: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', [PROBLEM_KEYWORD]: 'must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -' },
  description: `Identifier of the ${what}.`,
});

/** `*`, or a comma-separated list of entity tags (each `"…"`, optionally `W/`-prefixed), RFC 9110 §8.8.3. */
const ENTITY_TAG_LIST = {
  type: 'string',
  pattern: '^\\s*(\\*|(W/)?"[\\x21\\x23-\\x7e\\x80-\\xff]*"(\\s*,\\s*(W/)?"[\\x21\\x23-\\x7e\\x80-\\xff]*")*)\\s*$',
  [PROBLEM_KEYWORD]: 'must be * or a comma-separated list of entity tags such as "p1.2"',
};

export const PARAMETERS = {
  limit: {
    name: 'limit',
    in: 'query',
    description: `Maximum number of items returned (${DEFAULT_PAGE_SIZE} by default; listPets with an \`id\` filter: the number of distinct ids).`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  },
  status: { name: 'status', in: 'query', description: 'Only animals with this status.', schema: { $ref: '#/components/schemas/PetStatus' } },
  cursor: {
    name: 'cursor',
    in: 'query',
    description: 'Opaque position from a previous page\'s `Link rel="next"`.',
    schema: { type: 'string', minLength: 1, maxLength: 32 },
  },
  idFilter: {
    name: 'id',
    in: 'query',
    description:
      `Only these animals: repeat it for several (\`?id=3&id=5\`), 1–${MAX_PAGE_SIZE} ids, each written as \`petId\` in a path; combines with \`status\`. ` +
      'An id of no animal is simply absent from the page, a repeated id counts once, and `limit` defaults to the number of distinct ids. ' +
      "With exactly one id naming an existing animal, the answer carries that animal's `ETag` and honours `If-None-Match`: getPet's successor.",
    style: 'form',
    explode: true,
    // No `format: int64` on the items (Swagger UI's form for arrays has no input for it): the validators check
    // every integer item of a repeatable parameter against int64 anyway.
    schema: { type: 'array', minItems: 1, maxItems: MAX_PAGE_SIZE, items: { type: 'integer', minimum: 1 } },
  },
  petId: pathId('petId', 'animal'),
  endpointId: opaqueId('endpointId', 'webhook endpoint'),
  deliveryId: opaqueId('deliveryId', 'delivery'),
  eventType: {
    name: 'type',
    in: 'query',
    description: 'Only events of this type; repeat it for several (`?type=order.placed&type=order.cancelled`).',
    schema: { type: 'array', items: { $ref: '#/components/schemas/EventType' }, maxItems: 20 },
    style: 'form',
    explode: true,
  },
  orderId: pathId('orderId', 'order'),
  orderStatus: { name: 'status', in: 'query', description: 'Only orders with this status.', schema: { $ref: '#/components/schemas/OrderStatus' } },
  petIdFilter: {
    name: 'petId',
    in: 'query',
    description: 'Only orders for this animal (an id beyond 2^53−1 names none: an empty page).',
    schema: { type: 'integer', format: 'int64', minimum: 1 },
  },
  keyId: {
    name: 'keyId',
    in: 'path',
    required: true,
    description: 'Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', [PROBLEM_KEYWORD]: 'must be 1 to 64 characters of A-Za-z0-9_-' },
  },
  keyCursor: {
    name: 'cursor',
    in: 'query',
    description: 'Opaque position from a previous page\'s `Link rel="next"`.',
    schema: { type: 'string', minLength: 1, maxLength: 80 },
  },
  'Idempotency-Key': {
    name: 'Idempotency-Key',
    in: 'header',
    description:
      'Makes a retried creation safe: the same key and body within 24 h return the first response. ' +
      '1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, ' +
      'so a comma is never part of a key and a header sent twice is refused (400).',
    [SINGLE_LINE_KEYWORD]: true,
    schema: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x20-\\x2b\\x2d-\\x7e]+$',
      [PROBLEM_KEYWORD]: 'must be 1 to 255 printable ASCII characters, commas excluded',
    },
  },
  'If-Match': {
    name: 'If-Match',
    in: 'header',
    description: 'Optional. `*` or the `ETag` last read: a stale tag answers 412, checked atomically with the write.',
    schema: ENTITY_TAG_LIST,
  },
  'Accept-Encoding': {
    name: 'Accept-Encoding',
    in: 'header',
    description: 'Optional. `br` or `gzip` (RFC 9110 §12.5.3): the answer comes compressed, with `Content-Encoding`.',
    schema: { type: 'string' },
  },
  'If-None-Match': {
    name: 'If-None-Match',
    in: 'header',
    description: 'Optional. The `ETag` last read (weak comparison): 304 without a body while it is current.',
    schema: ENTITY_TAG_LIST,
  },
} as const;

export type SchemaName = keyof typeof SCHEMAS;
export type ParameterName = keyof typeof PARAMETERS;

const header = (description: string, schema: Schema, required?: true) => ({ description, schema, ...(required ? { required } : {}) });

/**
 * The headers on every answer under /v1 (the rate-limit figures only once the limiter has decided:
 * not on a CORS preflight). The document declares them once (document.ts), not on each answer.
 */
export const EVERY_ANSWER_HEADERS = {
  'X-RateLimit-Limit': header('Capacity of the bucket with the fewest tokens left.', { type: 'integer' }),
  'X-RateLimit-Remaining': header('Whole requests left in that bucket.', { type: 'integer' }),
  'X-RateLimit-Reset': header('Unix time (seconds, rounded up) when that bucket is full again.', { type: 'integer' }),
  'RateLimit-Policy': header('IETF draft: the buckets, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400`.', { type: 'string' }),
  RateLimit: header('IETF draft: `"<bucket>";r=<remaining>;t=<seconds until full>` for the bucket reported in X-RateLimit-*.', { type: 'string' }),
  'API-Key-Expiration': header(
    'When the calling key stops working (RFC 3339, UTC), on every answer to a key that has an `expiresAt`, errors included: e.g. the old key during a rotation’s overlap, so its holder learns it must switch.',
    { type: 'string', format: 'date-time' },
  ),
  'X-Request-Id': header('Request id: the sane incoming value, or a generated one.', { type: 'string' }, true),
  'X-Trace-Id': header('The W3C trace id of a valid incoming `traceparent` (32 hex digits); absent without one.', {
    type: 'string',
    pattern: '^[0-9a-f]{32}$',
  }),
  'Access-Control-Allow-Origin': header("CORS: the request's `Origin`, when it is one of CORS_ORIGINS; absent otherwise.", { type: 'string' }),
  'Access-Control-Expose-Headers': header(
    'CORS: the headers a script may read (rate-limit figures, `Retry-After`, `Link`, `Location`, `X-Request-Id`, `ETag`, …); with `Access-Control-Allow-Origin`.',
    { type: 'string' },
  ),
} as const;

export const HEADERS = {
  'Retry-After': header('Seconds to wait before retrying.', { type: 'integer', minimum: 0 }, true),
  ETag: header(
    'Strong entity tag of the version of the pet or order in the answer, e.g. `"p12.3"`; send it back in If-Match.',
    { type: 'string', pattern: '^"[a-z][0-9]+\\.[0-9]+"$' },
    true,
  ),
} as const;

export type HeaderName = keyof typeof HEADERS;

/** The `Idempotent-Replayed` answer header of every operation that takes an Idempotency-Key. */
export const IDEMPOTENT_REPLAYED = header('`true` when this is the stored answer to an earlier request with the same Idempotency-Key.', {
  type: 'string',
});

export { header };
