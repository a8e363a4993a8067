import Type, { type Static, type TSchema } from 'typebox';
import {
  DEFAULT_PAGE_SIZE,
  DELIVERY_STATUSES,
  DISPLAY_TEXT_MAX_CODE_POINTS,
  EVENT_TYPES,
  EVERY_EVENT_TYPE,
  PING,
  MAX_PAGE_SIZE,
  MAX_KEPT_ATTEMPTS,
  MAX_LISTED_PROBLEMS,
  MAX_ROTATION_OVERLAP_SECONDS,
  OWNER_RULE,
  ORDER_STATUSES,
  PET_STATUSES,
  PLANS,
  SCOPES,
  type PetStatus,
} from '../../../core/index.js';
import { ERROR_CODES } from '../error-codes.js';

/**
 * What the operations share: the document's `components` (schemas, parameters, headers). Each
 * schema is a TypeBox value: the JSON Schema the document publishes and ajv enforces, and, through
 * `Static`, the type a handler receives. Each operation module names what it uses; nothing states a
 * shape a second time. Limits come from the core's constants, so the document states exactly what
 * the service enforces.
 */

const MAX_SAFE_ID = Number.MAX_SAFE_INTEGER;
const INT64_MAX = '9223372036854775807';

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

/** One of a fixed list of strings (`enum`, as the document has always spelled it). */
function oneOf<const Values extends readonly string[]>(values: Values, description?: string) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}

/** A reference to a shared schema, typed as the schema it names (`description` beside it, as OpenAPI 3.1 allows). */
function ref<S extends TSchema>(name: string, _schema: S, description?: string) {
  return Type.Unsafe<Static<S>>({ $ref: `#/components/schemas/${name}`, ...(description ? { description } : {}) });
}

/** An id the service assigns or a client sends in a body: a JSON integer every client represents exactly. */
const ID = Type.Integer({ format: 'int64', minimum: 1, maximum: MAX_SAFE_ID });

/** A date-time the service writes (RFC 3339, UTC). */
const INSTANT = (description?: string) => Type.String({ format: 'date-time', maxLength: 64, ...(description ? { description } : {}) });

/** An opaque id: 1–64 characters of `A-Za-z0-9_-` (DESIGN.md "Access"). */
const OPAQUE_ID = '^[A-Za-z0-9_-]{1,64}$';

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

const NAME_SENT = (description: string) => Type.String({ minLength: 1, maxLength: NAME_MAX_AS_SENT, description });

/** An RFC 3339 date-time as a client sends it, its zone included: the pattern is its shape, the format (rfc3339.ts) its calendar. */
const DATE_TIME_SENT = (description: string) =>
  Type.String({
    format: 'date-time',
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$',
    // Nanoseconds and a zone fit in 35 characters; the bound keeps a hostile fraction short.
    maxLength: 64,
    [PROBLEM_KEYWORD]: 'must be an RFC 3339 date-time that exists, with its zone, e.g. 2026-12-31T23:59:59Z',
    description,
  });

const PetStatus = oneOf(PET_STATUSES, 'Availability of the animal.');
const OrderStatus = oneOf(ORDER_STATUSES, 'Progress of the order; delivered and cancelled are final.');
const EventType = oneOf(EVENT_TYPES, 'What happened: a pet created, updated or deleted; an order placed, approved, delivered or cancelled.');
const EventSubscription = oneOf(
  [EVERY_EVENT_TYPE, ...EVENT_TYPES],
  'An event type, or `*` alone: every type the key the endpoint acts for may read, those added later included.',
);
const Scope = oneOf(SCOPES, 'What a key may do; `orders:manage` includes `orders:read` and `orders:write`.');
const Plan = oneOf(PLANS, 'The quota plan: free 60/min 1,000/day, pro 300/10,000, business 1,000/100,000, enterprise its own.');

const Pet = Type.Object({
  id: Type.Integer({ format: 'int64', minimum: 1, maximum: MAX_SAFE_ID }),
  name: Type.String({ maxLength: NAME_MAX_AS_SENT }),
  categoryId: Type.Integer({ format: 'int64', minimum: 1, maximum: MAX_SAFE_ID }),
  status: ref('PetStatus', PetStatus),
});

const Order = Type.Object({
  id: Type.Integer({ format: 'int64', minimum: 1, maximum: MAX_SAFE_ID }),
  petId: Type.Integer({ format: 'int64', minimum: 1, maximum: MAX_SAFE_ID, description: 'The animal ordered; answers 404 once the pet is deleted.' }),
  owner: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: 64,
    pattern: '^[A-Za-z0-9._:@-]{1,64}$',
    description: 'The owner of the key that placed it; null for orders placed before owners existed (seen only with `orders:manage`).',
  }),
  status: ref('OrderStatus', OrderStatus),
  placedAt: INSTANT('RFC 3339, UTC.'),
  updatedAt: INSTANT('RFC 3339, UTC.'),
});

/** What every answer describing a webhook endpoint holds. */
const ENDPOINT_PROPERTIES = {
  id: Type.String({ pattern: OPAQUE_ID, maxLength: 64 }),
  url: Type.String({ maxLength: 2048, pattern: '^https?://' }),
  events: Type.Array(ref('EventSubscription', EventSubscription), { maxItems: EVENT_TYPES.length }),
  description: Type.Optional(Type.String({ maxLength: NAME_MAX_AS_SENT, description: 'What its owner calls it; absent when none was given.' })),
  status: oneOf(['enabled', 'disabled'], '`disabled`: nothing is queued or sent for it (`disabledReason` says why).'),
  disabledReason: Type.Optional(
    oneOf(
      ['manual', 'failing', 'key_inactive'],
      '`manual`: a key disabled it; `failing`: every attempt failed for WEBHOOK_DISABLE_AFTER (3 days) since its last success, creation or enabling ' +
        '(enable it again once its receiver answers); `key_inactive`: the key it acts for is revoked or expired (a key of its owner may adopt it by enabling it).',
    ),
  ),
  actsFor: Type.String({
    pattern: OPAQUE_ID,
    maxLength: 64,
    description: 'The key lineage it acts for (the first key id of the lineage): it receives what that key may read, while it is active.',
  }),
  createdAt: INSTANT(),
};

const DeliveryAttempt = Type.Object({
  at: INSTANT(),
  status: Type.Optional(Type.Integer({ format: 'int32', minimum: 100, maximum: 599, description: "The receiver's HTTP status." })),
  error: Type.Optional(
    Type.String({ maxLength: 256, pattern: '^[ -~]+$', description: 'Why there was no answer (timeout, refused connection, a refused address).' }),
  ),
});

/** A webhook URL as sent (create, PATCH). */
const WEBHOOK_URL = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'Where events are POSTed: https (http too in development and test, and inside WEBHOOK_ALLOWED_NETWORKS), no user information, a host resolving only to public addresses.',
});
const WEBHOOK_EVENTS = (description: string) =>
  Type.Array(ref('EventSubscription', EventSubscription), { minItems: 1, maxItems: EVENT_TYPES.length, uniqueItems: true, description });
const ENDPOINT_DESCRIPTION = `What the owner calls the endpoint: ${DISPLAY_TEXT_RULES}`;
/** How long an old secret keeps signing after a rotation. */
const OVERLAP_SECONDS = (description: string) =>
  Type.Optional(Type.Integer({ format: 'int32', minimum: 0, maximum: MAX_ROTATION_OVERLAP_SECONDS, description }));
const WEBHOOK_SECRET = (description: string) => Type.String({ pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$', maxLength: 64, description });

const KeyLimits = Type.Object({ perMinute: ID, perDay: ID }, { additionalProperties: false });

const RateLimitBucket = Type.Object({
  limit: Type.Integer({ format: 'int64', minimum: 1, maximum: MAX_SAFE_ID }),
  remaining: Type.Integer({ format: 'int64', minimum: 0, maximum: MAX_SAFE_ID }),
  reset: Type.Integer({
    format: 'int64',
    minimum: 0,
    maximum: MAX_SAFE_ID,
    description: 'Unix time (seconds, rounded up) when the bucket is full again.',
  }),
});

const COUNT = Type.Integer({ format: 'int64', minimum: 0, maximum: MAX_SAFE_ID });

export const SCHEMAS = {
  PetStatus,
  NewPet: Type.Object(
    {
      name: NAME_SENT(DISPLAY_TEXT_RULES),
      categoryId: ID,
      // No `default` keyword: generators (openapi-typescript) make a member with a default required, and a
      // client could then not leave it out. The default is stated in words instead.
      status: Type.Optional(ref('PetStatus', PetStatus, '`available` when left out.')),
    },
    { additionalProperties: false },
  ),
  PetPatch: Type.Object(
    {
      name: Type.Optional(NAME_SENT('As on create.')),
      categoryId: Type.Optional(ID),
      status: Type.Optional(ref('PetStatus', PetStatus)),
    },
    {
      description: 'A JSON Merge Patch (RFC 7396) of a pet: only the members to change; `null` is refused (every member is required).',
      additionalProperties: false,
    },
  ),
  Pet,
  OrderStatus,
  NewOrder: Type.Object({ petId: ID }, { additionalProperties: false }),
  OrderPatch: Type.Object(
    { status: Type.Optional(ref('OrderStatus', OrderStatus)) },
    { description: 'A JSON Merge Patch (RFC 7396) of an order: `{ "status" }`; `{}` changes nothing.', additionalProperties: false },
  ),
  Order,
  EventType,
  Event: Type.Object({
    id: Type.String({
      pattern: '^evt_[0-9]{20}$',
      maxLength: 24,
      description: '`evt_` + a 20-digit sequence: ids sort in the order events became visible.',
    }),
    type: ref('EventType', EventType),
    createdAt: INSTANT('When the change was made (RFC 3339, UTC).'),
    data: Type.Unsafe<Static<typeof Pet> | Static<typeof Order>>({
      description: 'The Pet or the Order right after the change (for `pet.deleted`, right before it).',
      oneOf: [{ $ref: '#/components/schemas/Pet' }, { $ref: '#/components/schemas/Order' }],
    }),
  }),
  EventSubscription,
  NewWebhookEndpoint: Type.Object(
    {
      url: WEBHOOK_URL,
      events: WEBHOOK_EVENTS('The event types to receive, or `["*"]`: every type the key may read, now and later.'),
      description: Type.Optional(NAME_SENT(ENDPOINT_DESCRIPTION)),
    },
    { additionalProperties: false },
  ),
  WebhookEndpoint: Type.Object(ENDPOINT_PROPERTIES),
  CreatedWebhookEndpoint: Type.Object({
    ...ENDPOINT_PROPERTIES,
    secret: Type.String({
      pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$',
      maxLength: 256,
      description: 'The signing secret (`whsec_` + base64), shown only here: verify each delivery with it (Standard Webhooks).',
    }),
  }),
  WebhookEndpointPatch: Type.Object(
    {
      url: Type.Optional(WEBHOOK_URL),
      events: Type.Optional(WEBHOOK_EVENTS('As on create: replaces the subscriptions.')),
      description: Type.Optional(
        Type.Union([NAME_SENT(ENDPOINT_DESCRIPTION), Type.Null()], { description: `${ENDPOINT_DESCRIPTION} \`null\` removes it.` }),
      ),
      disabled: Type.Optional(
        Type.Boolean({
          description:
            '`true` pauses the endpoint (its pending deliveries fail with `endpoint_disabled`); `false` enables it. Enabling an endpoint ' +
            'disabled for `key_inactive` adopts it: it acts for the calling key from then on.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  RotateWebhookSecret: Type.Object(
    { expiresInSeconds: OVERLAP_SECONDS('How long the old secret keeps signing beside the new one; 86400 when left out, 0 ends it at once.') },
    { additionalProperties: false },
  ),
  WebhookSecret: Type.Object({ secret: WEBHOOK_SECRET('The new signing secret (`whsec_` + base64).') }),
  WebhookSecrets: Type.Object({
    secret: WEBHOOK_SECRET('The current signing secret: every attempt carries its signature.'),
    previous: Type.Optional(
      Type.Object({
        secret: WEBHOOK_SECRET('The secret before the last rotation: every attempt carries its signature too, until it expires.'),
        expiresAt: INSTANT('When it stops signing.'),
      }),
    ),
  }),
  RecoverWebhookEndpoint: Type.Object(
    { since: DATE_TIME_SENT('Queue again what the endpoint missed from this instant on (events older than the retention are gone).') },
    { additionalProperties: false },
  ),
  Recovery: Type.Object({ queued: { ...COUNT, description: 'Deliveries queued: missing ones added, failed ones pending again.' } }),
  DeliveryAttempt,
  Delivery: Type.Object({
    id: Type.String({ pattern: OPAQUE_ID, maxLength: 64 }),
    eventId: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      pattern: '^evt_[0-9]{20}$',
      maxLength: 24,
      description: 'The event delivered; null for a ping.',
    }),
    type: Type.Unsafe<Static<typeof EventType> | typeof PING>({
      anyOf: [{ $ref: '#/components/schemas/EventType' }, { type: 'string', const: PING }],
      description: "The event's type, or `ping`.",
    }),
    status: oneOf(DELIVERY_STATUSES, '`failed`: every scheduled attempt failed (a manual retry may still deliver it).'),
    attempts: Type.Array(ref('DeliveryAttempt', DeliveryAttempt), {
      maxItems: MAX_KEPT_ATTEMPTS,
      description: `Oldest first (the latest ${MAX_KEPT_ATTEMPTS}).`,
    }),
    nextAttemptAt: Type.Optional(INSTANT('While pending: when it is attempted next.')),
  }),
  Inventory: Type.Object({ available: COUNT, pending: COUNT, sold: COUNT } satisfies Record<PetStatus, unknown>, { additionalProperties: false }),
  Error: Type.Object({
    // Every code the service answers, from the one table of them (Node's own answers too: not listed per operation).
    code: Type.String({ enum: Object.keys(ERROR_CODES) }),
    message: Type.String(),
    status: Type.Integer({ format: 'int32', minimum: 400, maximum: 599 }),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), problem: Type.String() }), { maxItems: MAX_LISTED_PROBLEMS })),
  }),
  // API keys and the rate-limit report (DESIGN.md "Access").
  Scope,
  NewKey: Type.Object(
    {
      name: NAME_SENT(`Who the key is for: ${DISPLAY_TEXT_RULES}`),
      plan: ref('Plan', Plan),
      scopes: Type.Optional(
        Type.Array(ref('Scope', Scope), {
          minItems: 1,
          maxItems: SCOPES.length,
          uniqueItems: true,
          description:
            'Only scopes the calling key holds. `pets:read`, `orders:read`, `orders:write`, `inventory:read` (a storefront key) when left out.',
        }),
      ),
      owner: Type.Optional(
        Type.String({
          pattern: '^[A-Za-z0-9._:@-]{1,64}$',
          maxLength: 64,
          [PROBLEM_KEYWORD]: OWNER_RULE,
          description: "Whose orders the key places and sees; the calling key's owner when left out. Another owner needs `orders:manage`.",
        }),
      ),
      expiresAt: Type.Optional(
        DATE_TIME_SENT(
          'When the key stops working (401 from then on); in the future, and a day and time that exist (`2030-02-30`, hour 24 or a leap second: 400, never shifted). No expiry when left out.',
        ),
      ),
      limits: Type.Optional(ref('KeyLimits', KeyLimits, 'Required for an `enterprise` key, refused for the other plans.')),
    },
    { additionalProperties: false },
  ),
  Plan,
  KeyLimits,
  Key: Type.Object({
    id: Type.String({ pattern: OPAQUE_ID, maxLength: 64 }),
    name: Type.String({ maxLength: NAME_MAX_AS_SENT }),
    plan: ref('Plan', Plan),
    scopes: Type.Array(ref('Scope', Scope), { maxItems: SCOPES.length }),
    owner: Type.String({ pattern: '^[A-Za-z0-9._:@-]{1,64}$', maxLength: 64 }),
    limits: ref('KeyLimits', KeyLimits, "The key's quota: its plan's, or an enterprise key's own."),
    createdAt: INSTANT(),
    expiresAt: Type.Optional(INSTANT('From then on the key answers 401.')),
    revokedAt: Type.Optional(INSTANT()),
    rotatedFrom: Type.Optional(Type.String({ pattern: OPAQUE_ID, maxLength: 64, description: 'The key this one replaced.' })),
    secret: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9._~+/-]+=*$',
        maxLength: 256,
        description: 'The key itself, only in the 201 of createKey and rotateKey: shown once, never stored (a replay answers without it).',
      }),
    ),
  }),
  RotateKey: Type.Object(
    {
      expiresInSeconds: Type.Optional(
        Type.Integer({
          format: 'int32',
          minimum: 0,
          maximum: MAX_ROTATION_OVERLAP_SECONDS,
          description: 'How long the old key keeps working (or less, if it expires sooner); 86400 when left out.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  RateLimitBucket,
  RateLimit: Type.Object({
    plan: ref('Plan', Plan),
    scopes: Type.Array(ref('Scope', Scope), { maxItems: SCOPES.length }),
    minute: ref('RateLimitBucket', RateLimitBucket),
    day: ref('RateLimitBucket', RateLimitBucket),
    suspendedUntil: Type.Optional(
      Type.Integer({
        format: 'int64',
        minimum: 0,
        maximum: MAX_SAFE_ID,
        description: 'Unix time (seconds) when the temporary ban ends; only while the key is suspended.',
      }),
    ),
    expiresAt: Type.Optional(
      INSTANT("When the key stops working (RFC 3339), for a key that has an expiry: the old key during a rotation's overlap."),
    ),
  }),
};

export type SchemaName = keyof typeof SCHEMAS;

/** The type of a value that passed the schema of that name. */
export type Schema<Name extends SchemaName> = Static<(typeof SCHEMAS)[Name]>;

/** A path id: a positive decimal int64 without leading zeros; beyond 2^53−1 it names nothing (404 before the handler). */
const pathId = <const Name extends string>(name: Name, what: string) =>
  ({
    name,
    in: 'path',
    required: true,
    schema: Type.Integer({ format: 'int64', minimum: 1 }),
    description: `Identifier of the ${what}: a positive decimal integer without leading zeros, at most ${INT64_MAX} (int64); beyond 2^53−1 it names no ${what}.`,
  }) as const;

/** An opaque id in the path (DESIGN.md: 1–64 characters of `A-Za-z0-9_-`); a well-formed one that names nothing is 404. */
const opaqueId = <const Name extends string>(name: Name, what: string) =>
  ({
    name,
    in: 'path',
    required: true,
    schema: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: OPAQUE_ID,
      [PROBLEM_KEYWORD]: 'must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -',
    }),
    description: `Identifier of the ${what}.`,
  }) as const;

/** `*`, or a comma-separated list of entity tags (each `"…"`, optionally `W/`-prefixed), RFC 9110 §8.8.3. */
const ENTITY_TAG_LIST = Type.String({
  maxLength: 4096,
  pattern: '^\\s*(\\*|(W/)?"[\\x21\\x23-\\x7e\\x80-\\xff]*"(\\s*,\\s*(W/)?"[\\x21\\x23-\\x7e\\x80-\\xff]*")*)\\s*$',
  [PROBLEM_KEYWORD]: 'must be * or a comma-separated list of entity tags such as "p1.2"',
});

/** An int64 in the query: a number, or, beyond 2^53−1, the exact bigint (the validators hand it on so). */
const QUERY_INT64 = Type.Unsafe<number | bigint>({ type: 'integer', format: 'int64', minimum: 1 });

export const PARAMETERS = {
  limit: {
    name: 'limit',
    in: 'query',
    description: `Maximum number of items returned (${DEFAULT_PAGE_SIZE} by default; listPets with an \`id\` filter: the number of distinct ids).`,
    schema: Type.Integer({ format: 'int32', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  },
  status: { name: 'status', in: 'query', description: 'Only animals with this status.', schema: ref('PetStatus', PetStatus) },
  cursor: {
    name: 'cursor',
    in: 'query',
    description: 'Opaque position from a previous page\'s `Link rel="next"`.',
    schema: Type.String({ minLength: 1, maxLength: 32 }),
  },
  deliveryCursor: {
    name: 'cursor',
    in: 'query',
    description: 'Opaque position from a previous page\'s `Link rel="next"`.',
    schema: Type.String({ minLength: 1, maxLength: 80 }),
  },
  deliveryStatus: {
    name: 'status',
    in: 'query',
    description: 'Only deliveries in this status; repeat it for several (`?status=pending&status=failed`).',
    schema: Type.Array(oneOf(DELIVERY_STATUSES), { maxItems: DELIVERY_STATUSES.length }),
    style: 'form',
    explode: true,
  },
  afterEvent: {
    name: 'after',
    in: 'query',
    description:
      "Only events after this one in the sequence (Stripe's `starting_after`): the id of the last event processed. Any well-formed id " +
      'is a position (visible or not, existing or not); one whose following events the retention purged answers 410 `gone`. Not with `cursor`.',
    schema: Type.String({ pattern: '^evt_[0-9]{20}$', maxLength: 24, [PROBLEM_KEYWORD]: 'must be an event id: evt_ and 20 digits' }),
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
    // Each item as `petId` in a path: int64, at least 1 (the validators check the upper bound on the text, since 2^63−1 has
    // no exact double, and hand an id beyond 2^53−1 on as a bigint).
    schema: Type.Array(Type.Unsafe<number | bigint>({ type: 'integer', format: 'int64', minimum: 1 }), { minItems: 1, maxItems: MAX_PAGE_SIZE }),
  },
  petId: pathId('petId', 'animal'),
  endpointId: opaqueId('endpointId', 'webhook endpoint'),
  deliveryId: opaqueId('deliveryId', 'delivery'),
  eventType: {
    name: 'type',
    in: 'query',
    description: 'Only events of this type; repeat it for several (`?type=order.placed&type=order.cancelled`).',
    schema: Type.Array(ref('EventType', EventType), { maxItems: 20 }),
    style: 'form',
    explode: true,
  },
  orderId: pathId('orderId', 'order'),
  orderStatus: { name: 'status', in: 'query', description: 'Only orders with this status.', schema: ref('OrderStatus', OrderStatus) },
  petIdFilter: {
    name: 'petId',
    in: 'query',
    description: 'Only orders for this animal (an id beyond 2^53−1 names none: an empty page).',
    schema: QUERY_INT64,
  },
  keyId: {
    name: 'keyId',
    in: 'path',
    required: true,
    description: 'Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-.',
    schema: Type.String({ minLength: 1, maxLength: 64, pattern: OPAQUE_ID, [PROBLEM_KEYWORD]: 'must be 1 to 64 characters of A-Za-z0-9_-' }),
  },
  keyCursor: {
    name: 'cursor',
    in: 'query',
    description: 'Opaque position from a previous page\'s `Link rel="next"`.',
    schema: Type.String({ minLength: 1, maxLength: 80 }),
  },
  'Idempotency-Key': {
    name: 'Idempotency-Key',
    in: 'header',
    description:
      'Makes a retried creation safe: the same key and body within 24 h return the first response. ' +
      '1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, ' +
      'so a comma is never part of a key and a header sent twice is refused (400).',
    [SINGLE_LINE_KEYWORD]: true,
    schema: Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x20-\\x2b\\x2d-\\x7e]+$',
      [PROBLEM_KEYWORD]: 'must be 1 to 255 printable ASCII characters, commas excluded',
    }),
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
    schema: Type.String({ maxLength: 1024, pattern: '^[\\t -~]*$', [PROBLEM_KEYWORD]: 'must be at most 1024 printable ASCII characters' }),
  },
  'If-None-Match': {
    name: 'If-None-Match',
    in: 'header',
    description: 'Optional. The `ETag` last read (weak comparison): 304 without a body while it is current.',
    schema: ENTITY_TAG_LIST,
  },
} as const;

export type ParameterName = keyof typeof PARAMETERS;

/** The shapes of the header values the service writes, bounded (a client can size what it reads). */
export const HEADER_VALUE = {
  /** `<…>; rel="…"`, one link or several. */
  link: { type: 'string', maxLength: 4096, pattern: '^<[^>]*>;' },
  /** A path under the API, e.g. `/v1/pets/12`. */
  location: { type: 'string', maxLength: 256, pattern: '^/v1/[A-Za-z0-9_./-]+$' },
  /** `GET, HEAD, POST, OPTIONS`. */
  methods: { type: 'string', maxLength: 128, pattern: '^[A-Z]+(, [A-Z]+)*$' },
  /** A comma-separated list of header names. */
  headerNames: { type: 'string', maxLength: 1024, pattern: '^[A-Za-z0-9-]+(, ?[A-Za-z0-9-]+)*$' },
  /** An IMF-fixdate (RFC 9110 §5.6.7), e.g. `Thu, 05 Dec 2030 00:00:00 GMT`. */
  httpDate: { type: 'string', maxLength: 29, pattern: '^[A-Z][a-z]{2}, [0-9]{2} [A-Z][a-z]{2} [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT$' },
  /** RFC 6750's challenge, always for this realm. */
  bearerChallenge: { type: 'string', maxLength: 256, pattern: '^Bearer realm="animal-store"' },
  /** Whole seconds, up to a week (the longest ban RATE_LIMIT_BAN_DURATION_SECONDS allows). */
  seconds: { type: 'integer', format: 'int32', minimum: 0, maximum: 604_800 },
  /** A count or Unix time the service writes: an integer every JSON client holds exactly. */
  count: { type: 'integer', format: 'int64', minimum: 0, maximum: MAX_SAFE_ID },
} as const;

const header = (description: string, schema: Readonly<Record<string, unknown>>, required?: true) => ({
  description,
  schema,
  ...(required ? { required } : {}),
});

/**
 * The headers the document declares by name (`components.headers`), each response naming by `$ref`
 * those it carries (document.ts says which): the rate-limit figures, the request and trace ids, the
 * calling key's expiry and the CORS headers on every answer under /v1, and the few others answers share.
 */
export const HEADERS = {
  'X-RateLimit-Limit': header('Capacity of the bucket with the fewest tokens left.', HEADER_VALUE.count),
  'X-RateLimit-Remaining': header('Whole requests left in that bucket.', HEADER_VALUE.count),
  'X-RateLimit-Reset': header('Unix time (seconds, rounded up) when that bucket is full again.', HEADER_VALUE.count),
  'RateLimit-Policy': header('IETF draft: the buckets, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400`.', {
    type: 'string',
    maxLength: 256,
    pattern: '^"[a-z]+";q=[0-9]+;w=[0-9]+(, "[a-z]+";q=[0-9]+;w=[0-9]+)*$',
  }),
  RateLimit: header('IETF draft: `"<bucket>";r=<remaining>;t=<seconds until full>` for the bucket reported in X-RateLimit-*.', {
    type: 'string',
    maxLength: 256,
    pattern: '^"[a-z]+";r=[0-9]+;t=[0-9]+$',
  }),
  'API-Key-Expiration': header(
    'When the calling key stops working (RFC 3339, UTC), on every answer to a key that has an `expiresAt`, errors included: e.g. the old key during a rotation’s overlap, so its holder learns it must switch.',
    { type: 'string', format: 'date-time', maxLength: 64 },
  ),
  'X-Request-Id': header(
    'Request id: the sane incoming value (up to 128 characters of `A-Za-z0-9._-`), or a generated one.',
    { type: 'string', pattern: '^[A-Za-z0-9._-]{1,128}$', maxLength: 128 },
    true,
  ),
  'X-Trace-Id': header('The W3C trace id of a valid incoming `traceparent` (32 hex digits); absent without one.', {
    type: 'string',
    pattern: '^[0-9a-f]{32}$',
    maxLength: 32,
  }),
  'Access-Control-Allow-Origin': header("CORS: the request's `Origin`, when it is one of CORS_ORIGINS; absent otherwise.", {
    type: 'string',
    maxLength: 2048,
    pattern: '^https?://',
  }),
  'Access-Control-Expose-Headers': header(
    'CORS: the headers a script may read (rate-limit figures, `Retry-After`, `Link`, `Location`, `X-Request-Id`, `ETag`, …); with `Access-Control-Allow-Origin`.',
    HEADER_VALUE.headerNames,
  ),
  'Retry-After': header('Seconds to wait before retrying.', HEADER_VALUE.seconds, true),
  ETag: header(
    'Strong entity tag of the version of the pet or order in the answer, e.g. `"p12.3"`; send it back in If-Match.',
    { type: 'string', maxLength: 64, pattern: '^"[a-z][0-9]+\\.[0-9]+"$' },
    true,
  ),
  'WWW-Authenticate': header(
    '`Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent.',
    HEADER_VALUE.bearerChallenge,
    true,
  ),
  'WWW-Authenticate-Scope': header(
    'RFC 6750 §3.1: `Bearer realm="animal-store", error="insufficient_scope", scope="<the least sufficient scope>"`.',
    HEADER_VALUE.bearerChallenge,
    true,
  ),
} as const;

export type HeaderName = keyof typeof HEADERS;

/** The `Idempotent-Replayed` answer header of every operation that takes an Idempotency-Key. */
export const IDEMPOTENT_REPLAYED = header('`true` when this is the stored answer to an earlier request with the same Idempotency-Key.', {
  type: 'string',
  enum: ['true'],
});

export { header };
