/**
 * The API description served at /v1/openapi.json, as openapi-typescript types it. Generated: do not edit.
 * `npm run client:types` writes it again; test/client/client-types.test.ts fails when it differs.
 */
export interface paths {
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The API description, OpenAPI 3.1. Needs no key, and takes nothing from the budget of requests without a valid key: the public documentation (this document, /docs and its files) has its own per client address (`RATE_LIMIT_DOCS_PER_MINUTE`, 600 a minute by default). Compressed when asked (`Accept-Encoding`); `Cache-Control: no-cache` with an `ETag`, so a cache asks again and gets 304 while it is current.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs no key; answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsOpenApi"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List animals in creation order, optionally filtered by status or by id
         * @description One page of animals, oldest first. Follow `Link: <…>; rel="next"` for the next page (its cursor is opaque); no `Link` on the last page. A filter applies to every page of one walk. `?id=12` reads one animal (getPet's successor): an empty page when there is none, else the animal with its `ETag`, for `If-Match` on updatePet and deletePet. Needs the scope `pets:read`.
         */
        get: operations["listPets"];
        put?: never;
        /**
         * Add an animal
         * @description Stores a new animal and answers it with its assigned `id`, `Location` and `ETag`. With an `Idempotency-Key`, a retry with the same key and body within 24 h answers the first 201 again (`Idempotent-Replayed: true`) instead of creating another animal. Needs the scope `pets:write`.
         */
        post: operations["createPet"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsPets"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pets/{petId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch one animal (deprecated)
         * @deprecated
         * @description Deprecated: answers 410 from its sunset (the `Sunset` header) on. Its successor is `GET /pets?id={petId}` (the `Link` with `rel="successor-version"`): the same animal and `ETag`, as a page of one (empty when there is no such animal). Needs the scope `pets:read`.
         */
        get: operations["getPet"];
        put?: never;
        post?: never;
        /**
         * Remove an animal (ids are never reused)
         * @description Allowed when held manually or sold; a pet reserved by an open order → 409 `pet_reserved`. Orders outlive their pet. Needs the scope `pets:write`.
         */
        delete: operations["deletePet"];
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow` and `Accept-Patch`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsPet"];
        head?: never;
        /**
         * Rename, recategorise or move an animal between statuses (JSON Merge Patch)
         * @description RFC 7396 merge patch of `name`, `categoryId`, `status`; all or nothing. `{}` changes nothing (same ETag). Status moves: available → pending or sold, pending → available or sold; sold is final. A pet reserved by an open order keeps its status (409 `pet_reserved`). Checks in order: path (400), pet (404), If-Match (412), body (413/415/400), rules (409). Not affected by getPet's sunset. Needs the scope `pets:write`.
         */
        patch: operations["updatePet"];
        trace?: never;
    };
    "/store/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders in creation order, optionally by status or pet
         * @description One page of orders, oldest first, paged like listPets (`Link: <…>; rel="next"`): the key's owner's orders, or every order with `orders:manage`. Needs the scope `orders:read`.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Order an available animal: it becomes pending, reserved by the order
         * @description Reserves an `available` animal atomically for the key's owner (at most MAX_OPEN_ORDERS_PER_OWNER open orders, 20 by default): the order is `placed` and the animal `pending` until the order is delivered (sold) or cancelled (available again). With an `Idempotency-Key`, a retry with the same key and body within 24 h answers the first 201 again (`Idempotent-Replayed: true`) instead of placing another order. Needs the scope `orders:write`.
         */
        post: operations["placeOrder"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsOrders"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch one order
         * @description The order with its `ETag`; with `If-None-Match` naming the current version, 304 without a body (and without cost: its quota token is given back). Another owner's order is 404 without `orders:manage`. Needs the scope `orders:read`.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow` and `Accept-Patch`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsOrder"];
        head?: never;
        /**
         * Approve, deliver or cancel an order (JSON Merge Patch of status)
         * @description placed → approved → delivered; placed or approved → cancelled; the current status again changes nothing. Delivered sells the pet, cancelled makes it available again; both release its reservation. A customer key (`orders:write`) may only cancel its owner's orders; approving and delivering need `orders:manage` (403 once the body is read). Checks in order as for updatePet. Needs the scope `orders:write`.
         */
        patch: operations["updateOrder"];
        trace?: never;
    };
    "/store/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the animals by status
         * @description How many existing animals are available, pending and sold, read from counters kept with every write. Needs the scope `inventory:read`.
         */
        get: operations["getInventory"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsInventory"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what changed, oldest first
         * @description Every change of a pet or an order as an event (`data`: the resource right after it; for `pet.deleted`, right before), oldest first, paged like listPets; events are kept 30 days. Order events only with `orders:manage`; other keys see pet events and their own orders' events. Ids sort in the order events became visible, and a cursor never skips one. `after=<event id>` resumes after the last event processed (a webhook receiver: before the oldest event it has not received); the retention purges events in sequence order, so only an `after` whose following events were purged answers 410. Needs the scope `events:read`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsEvents"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook endpoints, oldest first
         * @description The endpoints of the key's owner that it may manage (it holds every scope of the key an endpoint acts for), without their secrets, oldest first, paged like listPets; any other endpoint answers 404 everywhere. Needs the scope `webhooks:manage`.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Receive events at a URL
         * @description Events of the chosen types created from now on are POSTed to the URL, signed with the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`); a 2xx within 10 s delivers, anything else is retried after 5 s, 1 min, 10 min, 1 h, 6 h and 24 h (each ±20 %). `events: ["*"]` subscribes to every type the key may read, those added later included. The endpoint acts for the key creating it (`actsFor`, its lineage: a rotation keeps it) and belongs to that key's owner. It receives what that key may read now (pet events with `pets:read`; order events of its owner with `orders:read`, of every owner with `orders:manage`); once that key is revoked or expired it reads disabled (`key_inactive`) and receives nothing. The URL must resolve only to public addresses (http to loopback in development and test; https only in staging and production; WEBHOOK_ALLOWED_NETWORKS opens private networks to some owners). The `secret` is in this answer (and in GET …/secret). With an `Idempotency-Key`, a retry with the same key and body within 24 h answers the same endpoint and secret again (`Idempotent-Replayed: true`). Needs the scope `webhooks:manage`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsWebhookEndpoints"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch one webhook endpoint
         * @description The endpoint, without its secret. Needs the scope `webhooks:manage`.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Stop sending events to an endpoint
         * @description The endpoint and its pending deliveries go; an attempt already under way may still arrive. Needs the scope `webhooks:manage`.
         */
        delete: operations["deleteWebhookEndpoint"];
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow` and `Accept-Patch`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsWebhookEndpoint"];
        head?: never;
        /**
         * Change, pause, enable or adopt a webhook endpoint (JSON Merge Patch)
         * @description RFC 7396 merge patch of `url`, `events`, `description` and `disabled`. A new `url` passes the address rules again; new `events` must be readable by the calling key and by the key the endpoint acts for, as on create; `description: null` removes it. `disabled: true` pauses the endpoint: nothing is queued or sent, and its pending deliveries fail with `endpoint_disabled`. `false` enables it again; an endpoint disabled because the key it acts for was revoked or expired (`key_inactive`) is adopted: it acts for the calling key's lineage from then on, which must read every type it subscribes to. Missed events come back with `recover` or listEvents `after=`. Checks in order: path (400), endpoint (404), body (413/415/400), scopes (403). Needs the scope `webhooks:manage`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhook-endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an endpoint's signing secret, the old one signing beside it for a while
         * @description Answers a new signing secret. Until the old one expires (`expiresInSeconds`, default 86400; 0: at once) every attempt carries two signatures in `webhook-signature`, space-separated (Standard Webhooks): one by each secret, so a receiver verifying with either accepts it while it switches. A second rotation during that overlap ends the oldest secret at once: never more than two. The body may be left out. With an `Idempotency-Key`, a retry answers the same new secret (`Idempotent-Replayed: true`) instead of rotating again. Needs the scope `webhooks:manage`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsRotateSecret"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpointId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The secrets an endpoint signs with
         * @description The current signing secret, and during a rotation's overlap the previous one with when it stops signing (Svix's): the service keeps them to sign, so a receiver set up again can fetch them. Needs the scope `webhooks:manage`.
         */
        get: operations["getWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsSecret"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpointId}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a receiver: send it one signed ping
         * @description POSTs `{ "type": "ping" }` to the endpoint, signed like every delivery, with a `webhook-id` of `ping_…`: not an event (listEvents does not show it). A single attempt, never retried and not counted toward disabling, recorded as a delivery with `eventId: null` and `type: "ping"`. At most one per endpoint every 10 s: another answers 429 `rate_limited` with `Retry-After`. Needs the scope `webhooks:manage`.
         */
        post: operations["pingWebhookEndpoint"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsPing"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpointId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an endpoint again what it missed since an instant
         * @description Queues again, once each, the events created since `since` (those the retention kept) that the endpoint would receive now (Svix's recover), e.g. after it was disabled: an event it never got a delivery of is queued, a failed delivery is pending again with a fresh retry schedule; delivered and pending ones stay as they are. Nothing is sent to a disabled endpoint: enable it first. Needs the scope `webhooks:manage`.
         */
        post: operations["recoverWebhookEndpoint"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsRecover"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries with their attempts, newest first
         * @description One delivery per event sent to the endpoint: `pending` (an attempt is due or under way), `delivered` (a 2xx), or `failed` (the retry schedule is spent); `?status=failed` (repeatable) lists only those. A ping is listed as a delivery of no event (`eventId: null`, `type: "ping"`). Each attempt: when, and the status answered or why there was none. Needs the scope `webhooks:manage`.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsDeliveries"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery once more, now
         * @description Delivered, pending or failed: the event is sent once more at once (the same `webhook-id`), within the dispatch bounds. Success ends the delivery as `delivered`; failure changes neither its failure count nor its next scheduled attempt (a failed delivery stays `failed`, a pending one keeps its schedule) and never disables the endpoint. While an attempt is due or under way, nothing is added. A ping's delivery is a new ping (its bound applies: 429). Needs the scope `webhooks:manage`.
         */
        post: operations["retryDelivery"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsRetry"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys, oldest first
         * @description One page of keys, revoked and expired ones included, never a secret; paged like listPets (`Link: <…>; rel="next"`). Needs the scope `keys:manage`.
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Issue an API key
         * @description Issues a key and answers it with its `secret`, shown this once (only its digest is stored). It may hold only scopes the calling key holds, and name an owner other than its own id only with `orders:manage`. With an `Idempotency-Key`, a retry within 24 h answers the key again (`Idempotent-Replayed: true`) without its secret. Needs the scope `keys:manage`.
         */
        post: operations["createKey"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsKeys"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch one API key
         * @description The key as stored, never its secret. Needs the scope `keys:manage`.
         */
        get: operations["getKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key answers 401 from now on: at once on this instance, within `API_KEY_CACHE_TTL_MS` on the others. Revoking a revoked key is a no-op (204). The last active key holding `keys:manage` without an expiry cannot be revoked (409 `last_manager_key`). Needs the scope `keys:manage`.
         */
        delete: operations["revokeKey"];
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsKey"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{keyId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an API key by a new one, the old one kept alive for a while
         * @description Answers a new key (new id and secret; same name, plan, scopes, owner, limits and expiry; `rotatedFrom` the old id), which continues the old key's quota, ban and Idempotency-Key records. The old key keeps working for `expiresInSeconds` (default 86400; or less, if it expires sooner), then answers 401. The body may be left out. With an `Idempotency-Key`, a retry answers the new key again without its secret. Needs the scope `keys:manage`.
         */
        post: operations["rotateKey"];
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsRotate"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rate_limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key's plan, scopes and quota
         * @description Any valid key, no scope. Takes no token of the plan, and answers even while the key is limited or suspended; it draws on a second bucket of the key's own (the size of its plan's minute), so 429 only when that one is empty. The rate-limit headers carry the same figures as the body. `expiresAt` says when a key with an expiry stops working (the old key during a rotation's overlap).
         */
        get: operations["getRateLimit"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsRate_limit"];
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Availability of the animal.
         * @enum {string}
         */
        PetStatus: "available" | "pending" | "sold";
        NewPet: {
            /** @description 1–100 Unicode code points after NFC normalisation (so at most 400 as sent); not blank (Unicode White_Space) nor only invisible characters (U+200B, U+2060, U+FEFF…); no control characters (U+0000–U+001F, U+007F–U+009F), line or paragraph separators (U+2028, U+2029), bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) or unpaired surrogates. Stored exactly as sent. */
            name: string;
            /** Format: int64 */
            categoryId: number;
            /** @description `available` when left out. */
            status?: components["schemas"]["PetStatus"];
        };
        /** @description A JSON Merge Patch (RFC 7396) of a pet: only the members to change; `null` is refused (every member is required). */
        PetPatch: {
            /** @description As on create. */
            name?: string;
            /** Format: int64 */
            categoryId?: number;
            status?: components["schemas"]["PetStatus"];
        };
        Pet: {
            /** Format: int64 */
            id: number;
            name: string;
            /** Format: int64 */
            categoryId: number;
            status: components["schemas"]["PetStatus"];
        };
        /**
         * @description Progress of the order; delivered and cancelled are final.
         * @enum {string}
         */
        OrderStatus: "placed" | "approved" | "delivered" | "cancelled";
        NewOrder: {
            /** Format: int64 */
            petId: number;
        };
        /** @description A JSON Merge Patch (RFC 7396) of an order: `{ "status" }`; `{}` changes nothing. */
        OrderPatch: {
            status?: components["schemas"]["OrderStatus"];
        };
        Order: {
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description The animal ordered; answers 404 once the pet is deleted.
             */
            petId: number;
            /** @description The owner of the key that placed it; null for orders placed before owners existed (seen only with `orders:manage`). */
            owner: string | null;
            status: components["schemas"]["OrderStatus"];
            /**
             * Format: date-time
             * @description RFC 3339, UTC.
             */
            placedAt: string;
            /**
             * Format: date-time
             * @description RFC 3339, UTC.
             */
            updatedAt: string;
        };
        /**
         * @description What happened: a pet created, updated or deleted; an order placed, approved, delivered or cancelled.
         * @enum {string}
         */
        EventType: "pet.created" | "pet.updated" | "pet.deleted" | "order.placed" | "order.approved" | "order.delivered" | "order.cancelled";
        Event: {
            /** @description `evt_` + a 20-digit sequence: ids sort in the order events became visible. */
            id: string;
            type: components["schemas"]["EventType"];
            /**
             * Format: date-time
             * @description When the change was made (RFC 3339, UTC).
             */
            createdAt: string;
            /** @description The Pet or the Order right after the change (for `pet.deleted`, right before it). */
            data: components["schemas"]["Pet"] | components["schemas"]["Order"];
        };
        /**
         * @description An event type, or `*` alone: every type the key the endpoint acts for may read, those added later included.
         * @enum {string}
         */
        EventSubscription: "*" | "pet.created" | "pet.updated" | "pet.deleted" | "order.placed" | "order.approved" | "order.delivered" | "order.cancelled";
        NewWebhookEndpoint: {
            /** @description Where events are POSTed: https (http too in development and test, and inside WEBHOOK_ALLOWED_NETWORKS), no user information, a host resolving only to public addresses. */
            url: string;
            /** @description The event types to receive, or `["*"]`: every type the key may read, now and later. */
            events: components["schemas"]["EventSubscription"][];
            /** @description What the owner calls the endpoint: 1–100 Unicode code points after NFC normalisation (so at most 400 as sent); not blank (Unicode White_Space) nor only invisible characters (U+200B, U+2060, U+FEFF…); no control characters (U+0000–U+001F, U+007F–U+009F), line or paragraph separators (U+2028, U+2029), bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) or unpaired surrogates. Stored exactly as sent. */
            description?: string;
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            events: components["schemas"]["EventSubscription"][];
            /** @description What its owner calls it; absent when none was given. */
            description?: string;
            /**
             * @description `disabled`: nothing is queued or sent for it (`disabledReason` says why).
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * @description `manual`: a key disabled it; `failing`: every attempt failed for WEBHOOK_DISABLE_AFTER (3 days) since its last success, creation or enabling (enable it again once its receiver answers); `key_inactive`: the key it acts for is revoked or expired (a key of its owner may adopt it by enabling it).
             * @enum {string}
             */
            disabledReason?: "manual" | "failing" | "key_inactive";
            /** @description The key lineage it acts for (the first key id of the lineage): it receives what that key may read, while it is active. */
            actsFor: string;
            /** Format: date-time */
            createdAt: string;
        };
        CreatedWebhookEndpoint: {
            id: string;
            url: string;
            events: components["schemas"]["EventSubscription"][];
            /** @description What its owner calls it; absent when none was given. */
            description?: string;
            /**
             * @description `disabled`: nothing is queued or sent for it (`disabledReason` says why).
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * @description `manual`: a key disabled it; `failing`: every attempt failed for WEBHOOK_DISABLE_AFTER (3 days) since its last success, creation or enabling (enable it again once its receiver answers); `key_inactive`: the key it acts for is revoked or expired (a key of its owner may adopt it by enabling it).
             * @enum {string}
             */
            disabledReason?: "manual" | "failing" | "key_inactive";
            /** @description The key lineage it acts for (the first key id of the lineage): it receives what that key may read, while it is active. */
            actsFor: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The signing secret (`whsec_` + base64), shown only here: verify each delivery with it (Standard Webhooks). */
            secret: string;
        };
        WebhookEndpointPatch: {
            /** @description Where events are POSTed: https (http too in development and test, and inside WEBHOOK_ALLOWED_NETWORKS), no user information, a host resolving only to public addresses. */
            url?: string;
            /** @description As on create: replaces the subscriptions. */
            events?: components["schemas"]["EventSubscription"][];
            /** @description What the owner calls the endpoint: 1–100 Unicode code points after NFC normalisation (so at most 400 as sent); not blank (Unicode White_Space) nor only invisible characters (U+200B, U+2060, U+FEFF…); no control characters (U+0000–U+001F, U+007F–U+009F), line or paragraph separators (U+2028, U+2029), bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) or unpaired surrogates. Stored exactly as sent. `null` removes it. */
            description?: string | null;
            /** @description `true` pauses the endpoint (its pending deliveries fail with `endpoint_disabled`); `false` enables it. Enabling an endpoint disabled for `key_inactive` adopts it: it acts for the calling key from then on. */
            disabled?: boolean;
        };
        RotateWebhookSecret: {
            /**
             * Format: int32
             * @description How long the old secret keeps signing beside the new one; 86400 when left out, 0 ends it at once.
             */
            expiresInSeconds?: number;
        };
        WebhookSecret: {
            /** @description The new signing secret (`whsec_` + base64). */
            secret: string;
        };
        WebhookSecrets: {
            /** @description The current signing secret: every attempt carries its signature. */
            secret: string;
            previous?: {
                /** @description The secret before the last rotation: every attempt carries its signature too, until it expires. */
                secret: string;
                /**
                 * Format: date-time
                 * @description When it stops signing.
                 */
                expiresAt: string;
            };
        };
        RecoverWebhookEndpoint: {
            /**
             * Format: date-time
             * @description Queue again what the endpoint missed from this instant on (events older than the retention are gone).
             */
            since: string;
        };
        Recovery: {
            /**
             * Format: int64
             * @description Deliveries queued: missing ones added, failed ones pending again.
             */
            queued: number;
        };
        DeliveryAttempt: {
            /** Format: date-time */
            at: string;
            /**
             * Format: int32
             * @description The receiver's HTTP status.
             */
            status?: number;
            /** @description Why there was no answer (timeout, refused connection, a refused address). */
            error?: string;
        };
        Delivery: {
            id: string;
            /** @description The event delivered; null for a ping. */
            eventId: string | null;
            /** @description The event's type, or `ping`. */
            type: components["schemas"]["EventType"] | "ping";
            /**
             * @description `failed`: every scheduled attempt failed (a manual retry may still deliver it).
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @description Oldest first (the latest 25). */
            attempts: components["schemas"]["DeliveryAttempt"][];
            /**
             * Format: date-time
             * @description While pending: when it is attempted next.
             */
            nextAttemptAt?: string;
        };
        Inventory: {
            /** Format: int64 */
            available: number;
            /** Format: int64 */
            pending: number;
            /** Format: int64 */
            sold: number;
        };
        Error: {
            /** @enum {string} */
            code: "invalid_request" | "unauthorized" | "not_found" | "method_not_allowed" | "gone" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_in_progress" | "idempotency_key_reused" | "rate_limited" | "key_suspended" | "internal_error" | "service_unavailable" | "invalid_transition" | "pet_reserved" | "pet_not_available" | "pet_not_found" | "precondition_failed" | "insufficient_scope" | "grant_exceeds_caller" | "last_manager_key" | "key_inactive" | "open_order_limit" | "key_limit" | "endpoint_limit" | "endpoint_disabled" | "request_timeout" | "headers_too_large";
            message: string;
            /** Format: int32 */
            status: number;
            details?: {
                field: string;
                problem: string;
            }[];
        };
        /**
         * @description What a key may do; `orders:manage` includes `orders:read` and `orders:write`.
         * @enum {string}
         */
        Scope: "pets:read" | "pets:write" | "orders:read" | "orders:write" | "orders:manage" | "inventory:read" | "keys:manage" | "events:read" | "webhooks:manage";
        NewKey: {
            /** @description Who the key is for: 1–100 Unicode code points after NFC normalisation (so at most 400 as sent); not blank (Unicode White_Space) nor only invisible characters (U+200B, U+2060, U+FEFF…); no control characters (U+0000–U+001F, U+007F–U+009F), line or paragraph separators (U+2028, U+2029), bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) or unpaired surrogates. Stored exactly as sent. */
            name: string;
            plan: components["schemas"]["Plan"];
            /** @description Only scopes the calling key holds. `pets:read`, `orders:read`, `orders:write`, `inventory:read` (a storefront key) when left out. */
            scopes?: components["schemas"]["Scope"][];
            /** @description Whose orders the key places and sees; the calling key's owner when left out. Another owner needs `orders:manage`. */
            owner?: string;
            /**
             * Format: date-time
             * @description When the key stops working (401 from then on); in the future, and a day and time that exist (`2030-02-30`, hour 24 or a leap second: 400, never shifted). No expiry when left out.
             */
            expiresAt?: string;
            /** @description Required for an `enterprise` key, refused for the other plans. */
            limits?: components["schemas"]["KeyLimits"];
        };
        /**
         * @description The quota plan: free 60/min 1,000/day, pro 300/10,000, business 1,000/100,000, enterprise its own.
         * @enum {string}
         */
        Plan: "free" | "pro" | "business" | "enterprise";
        KeyLimits: {
            /** Format: int64 */
            perMinute: number;
            /** Format: int64 */
            perDay: number;
        };
        Key: {
            id: string;
            name: string;
            plan: components["schemas"]["Plan"];
            scopes: components["schemas"]["Scope"][];
            owner: string;
            /** @description The key's quota: its plan's, or an enterprise key's own. */
            limits: components["schemas"]["KeyLimits"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description From then on the key answers 401.
             */
            expiresAt?: string;
            /** Format: date-time */
            revokedAt?: string;
            /** @description The key this one replaced. */
            rotatedFrom?: string;
            /** @description The key itself, only in the 201 of createKey and rotateKey: shown once, never stored (a replay answers without it). */
            secret?: string;
        };
        RotateKey: {
            /**
             * Format: int32
             * @description How long the old key keeps working (or less, if it expires sooner); 86400 when left out.
             */
            expiresInSeconds?: number;
        };
        RateLimitBucket: {
            /** Format: int64 */
            limit: number;
            /** Format: int64 */
            remaining: number;
            /**
             * Format: int64
             * @description Unix time (seconds, rounded up) when the bucket is full again.
             */
            reset: number;
        };
        RateLimit: {
            plan: components["schemas"]["Plan"];
            scopes: components["schemas"]["Scope"][];
            minute: components["schemas"]["RateLimitBucket"];
            day: components["schemas"]["RateLimitBucket"];
            /**
             * Format: int64
             * @description Unix time (seconds) when the temporary ban ends; only while the key is suspended.
             */
            suspendedUntil?: number;
            /**
             * Format: date-time
             * @description When the key stops working (RFC 3339), for a key that has an expiry: the old key during a rotation's overlap.
             */
            expiresAt?: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Maximum number of items returned (20 by default; listPets with an `id` filter: the number of distinct ids). */
        limit: number;
        /** @description Only animals with this status. */
        status: components["schemas"]["PetStatus"];
        /** @description Opaque position from a previous page's `Link rel="next"`. */
        cursor: string;
        /** @description Opaque position from a previous page's `Link rel="next"`. */
        deliveryCursor: string;
        /** @description Only deliveries in this status; repeat it for several (`?status=pending&status=failed`). */
        deliveryStatus: ("pending" | "delivered" | "failed")[];
        /** @description Only events after this one in the sequence (Stripe's `starting_after`): the id of the last event processed. Any well-formed id is a position (visible or not, existing or not); one whose following events the retention purged answers 410 `gone`. Not with `cursor`. */
        afterEvent: string;
        /** @description Only these animals: repeat it for several (`?id=3&id=5`), 1–100 ids, each written as `petId` in a path; combines with `status`. An id of no animal is simply absent from the page, a repeated id counts once, and `limit` defaults to the number of distinct ids. With exactly one id naming an existing animal, the answer carries that animal's `ETag` and honours `If-None-Match`: getPet's successor. */
        idFilter: number[];
        /** @description Identifier of the animal: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no animal. */
        petId: number;
        /** @description Identifier of the webhook endpoint. */
        endpointId: string;
        /** @description Identifier of the delivery. */
        deliveryId: string;
        /** @description Only events of this type; repeat it for several (`?type=order.placed&type=order.cancelled`). */
        eventType: components["schemas"]["EventType"][];
        /** @description Identifier of the order: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no order. */
        orderId: number;
        /** @description Only orders with this status. */
        orderStatus: components["schemas"]["OrderStatus"];
        /** @description Only orders for this animal (an id beyond 2^53−1 names none: an empty page). */
        petIdFilter: number;
        /** @description Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-. */
        keyId: string;
        /** @description Opaque position from a previous page's `Link rel="next"`. */
        keyCursor: string;
        /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. 1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, so a comma is never part of a key and a header sent twice is refused (400). */
        "Idempotency-Key": string;
        /** @description Optional. `*` or the `ETag` last read: a stale tag answers 412, checked atomically with the write. */
        "If-Match": string;
        /** @description Optional. `br` or `gzip` (RFC 9110 §12.5.3): the answer comes compressed, with `Content-Encoding`. */
        "Accept-Encoding": string;
        /** @description Optional. The `ETag` last read (weak comparison): 304 without a body while it is current. */
        "If-None-Match": string;
    };
    requestBodies: never;
    headers: {
        /** @description Capacity of the bucket with the fewest tokens left. */
        "X-RateLimit-Limit": number;
        /** @description Whole requests left in that bucket. */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (seconds, rounded up) when that bucket is full again. */
        "X-RateLimit-Reset": number;
        /** @description IETF draft: the buckets, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400`. */
        "RateLimit-Policy": string;
        /** @description IETF draft: `"<bucket>";r=<remaining>;t=<seconds until full>` for the bucket reported in X-RateLimit-*. */
        RateLimit: string;
        /** @description When the calling key stops working (RFC 3339, UTC), on every answer to a key that has an `expiresAt`, errors included: e.g. the old key during a rotation’s overlap, so its holder learns it must switch. */
        "API-Key-Expiration": string;
        /** @description Request id: the sane incoming value (up to 128 characters of `A-Za-z0-9._-`), or a generated one. */
        "X-Request-Id": string;
        /** @description The W3C trace id of a valid incoming `traceparent` (32 hex digits); absent without one. */
        "X-Trace-Id": string;
        /** @description CORS: the request's `Origin`, when it is one of CORS_ORIGINS; absent otherwise. */
        "Access-Control-Allow-Origin": string;
        /** @description CORS: the headers a script may read (rate-limit figures, `Retry-After`, `Link`, `Location`, `X-Request-Id`, `ETag`, …); with `Access-Control-Allow-Origin`. */
        "Access-Control-Expose-Headers": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Strong entity tag of the version of the pet or order in the answer, e.g. `"p12.3"`; send it back in If-Match. */
        ETag: string;
        /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
        "WWW-Authenticate": string;
        /** @description RFC 6750 §3.1: `Bearer realm="animal-store", error="insufficient_scope", scope="<the least sufficient scope>"`. */
        "WWW-Authenticate-Scope": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. `br` or `gzip` (RFC 9110 §12.5.3): the answer comes compressed, with `Content-Encoding`. */
                "Accept-Encoding"?: components["parameters"]["Accept-Encoding"];
                /** @description Optional. The `ETag` last read (weak comparison): 304 without a body while it is current. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    /** @description Strong entity tag of the document in the coding sent; send it back in If-None-Match. */
                    ETag: string;
                    /** @description `br` or `gzip`, as `Accept-Encoding` allowed; absent when sent as it is. */
                    "Content-Encoding"?: "br" | "gzip";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Animal Store",
                     *         "version": "1.0.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": Record<string, never>;
                };
            };
            /** @description `If-None-Match` names the current version (weak comparison): not modified, no body. */
            304: {
                headers: {
                    /** @description Strong entity tag of the document in the coding sent; send it back in If-None-Match. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter (this document takes none) or a malformed `If-None-Match` (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPets: {
        parameters: {
            query?: {
                /** @description Maximum number of items returned (20 by default; listPets with an `id` filter: the number of distinct ids). */
                limit?: components["parameters"]["limit"];
                /** @description Only animals with this status. */
                status?: components["parameters"]["status"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["cursor"];
                /** @description Only these animals: repeat it for several (`?id=3&id=5`), 1–100 ids, each written as `petId` in a path; combines with `status`. An id of no animal is simply absent from the page, a repeated id counts once, and `limit` defaults to the number of distinct ids. With exactly one id naming an existing animal, the answer carries that animal's `ETag` and honours `If-None-Match`: getPet's successor. */
                id?: components["parameters"]["idFilter"];
            };
            header?: {
                /** @description Optional. The `ETag` last read (weak comparison): 304 without a body while it is current. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of animals. When more exist, `Link` has a `rel="next"` URL carrying the cursor (and the filters). */
            200: {
                headers: {
                    /** @description `<…/v1/pets?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
                    /** @description With an `id` filter naming exactly one existing animal: that animal's `ETag`, as updatePet and deletePet compare it. */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 12,
                     *         "name": "Rex",
                     *         "categoryId": 3,
                     *         "status": "available"
                     *       },
                     *       {
                     *         "id": 13,
                     *         "name": "Mia",
                     *         "categoryId": 3,
                     *         "status": "pending"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Pet"][];
                };
            };
            /** @description With an `id` filter naming exactly one animal: `If-None-Match` names its current version (weak comparison); no body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid, repeated or unknown query parameter, more than 100 ids (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `pets:read` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. 1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, so a comma is never part of a key and a header sent twice is refused (400). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Rex",
                 *       "categoryId": 3
                 *     }
                 */
                "application/json": components["schemas"]["NewPet"];
            };
        };
        responses: {
            /** @description The animal as stored, with its assigned `id`; a replay answers it as it was first answered. */
            201: {
                headers: {
                    /** @description Path of the new animal. */
                    Location: string;
                    ETag: components["headers"]["ETag"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "name": "Rex",
                     *       "categoryId": 3,
                     *       "status": "available"
                     *     }
                     */
                    "application/json": components["schemas"]["Pet"];
                };
            };
            /** @description Malformed JSON, missing or invalid fields, unknown fields, bad Idempotency-Key (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `pets:write` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`). */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_in_progress",
                     *       "message": "Idempotency-Key: a request with this key is still being processed; retry later.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key used before with a different body or on another operation (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_reused",
                     *       "message": "Idempotency-Key: was already used with a different request (another body or operation).",
                     *       "status": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsPets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. The `ETag` last read (weak comparison): 304 without a body while it is current. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Identifier of the animal: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no animal. */
                petId: components["parameters"]["petId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The animal. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "name": "Rex",
                     *       "categoryId": 3,
                     *       "status": "available"
                     *     }
                     */
                    "application/json": components["schemas"]["Pet"];
                };
            };
            /** @description `If-None-Match` names the current version (weak comparison): not modified, no body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed petId or If-None-Match (`invalid_request`). */
            400: {
                headers: {
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `pets:read` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such animal (`not_found`). */
            404: {
                headers: {
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the sunset date (`gone`). */
            410: {
                headers: {
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "gone",
                     *       "message": "getPet was removed on its sunset date; use GET /v1/pets with the id filter.",
                     *       "status": 410
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. `*` or the `ETag` last read: a stale tag answers 412, checked atomically with the write. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path: {
                /** @description Identifier of the animal: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no animal. */
                petId: components["parameters"]["petId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the id answers 404 from now on. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed petId or If-Match (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `pets:write` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such animal (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Reserved by an open order (`pet_reserved`; the order's id in `details` when the key may see that order: its owner's, or with `orders:manage`): cancel or deliver it first. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "pet_reserved",
                     *       "message": "Pet 12 is reserved by order 7; cancel or deliver the order first.",
                     *       "status": 409,
                     *       "details": [
                     *         {
                     *           "field": "orderId",
                     *           "problem": "7"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `If-Match` names a version the resource no longer has (`precondition_failed`): read it again. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "precondition_failed",
                     *       "message": "If-Match: pet 12 has changed since the version it names; read it again and retry.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsPet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the animal: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no animal. */
                petId: components["parameters"]["petId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: "application/merge-patch+json, application/json";
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. `*` or the `ETag` last read: a stale tag answers 412, checked atomically with the write. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path: {
                /** @description Identifier of the animal: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no animal. */
                petId: components["parameters"]["petId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "sold"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["PetPatch"];
                /**
                 * @example {
                 *       "status": "sold"
                 *     }
                 */
                "application/json": components["schemas"]["PetPatch"];
            };
        };
        responses: {
            /** @description The animal after the patch. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "name": "Rex",
                     *       "categoryId": 3,
                     *       "status": "available"
                     *     }
                     */
                    "application/json": components["schemas"]["Pet"];
                };
            };
            /** @description Malformed path parameter or If-Match; body not a JSON object; `id`, unknown members or `null` members; invalid values (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `pets:write` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such animal (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The status rules refuse the move (`invalid_transition`), or the pet is reserved by an open order (`pet_reserved`; the order's id in `details` when the key may see that order: its owner's, or with `orders:manage`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_transition",
                     *       "message": "status: a pet cannot move from sold to available (sold is final).",
                     *       "status": 409,
                     *       "details": [
                     *         {
                     *           "field": "status",
                     *           "problem": "cannot move from sold to available"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `If-Match` names a version the resource no longer has (`precondition_failed`): read it again. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "precondition_failed",
                     *       "message": "If-Match: pet 12 has changed since the version it names; read it again and retry.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body neither `application/merge-patch+json` nor `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: "application/merge-patch+json, application/json";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Maximum number of items returned (20 by default; listPets with an `id` filter: the number of distinct ids). */
                limit?: components["parameters"]["limit"];
                /** @description Only orders with this status. */
                status?: components["parameters"]["orderStatus"];
                /** @description Only orders for this animal (an id beyond 2^53−1 names none: an empty page). */
                petId?: components["parameters"]["petIdFilter"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. When more exist, `Link` has a `rel="next"` URL carrying the cursor. */
            200: {
                headers: {
                    /** @description `<…/v1/store/orders?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 7,
                     *         "petId": 12,
                     *         "owner": "storefront-eu",
                     *         "status": "placed",
                     *         "placedAt": "2026-03-01T10:00:00.000Z",
                     *         "updatedAt": "2026-03-01T10:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description Invalid, repeated or unknown query parameter (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `orders:read` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. 1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, so a comma is never part of a key and a header sent twice is refused (400). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "petId": 12
                 *     }
                 */
                "application/json": components["schemas"]["NewOrder"];
            };
        };
        responses: {
            /** @description The order, `placed`; its pet is now `pending`. A replay answers the order as it was first answered. */
            201: {
                headers: {
                    /** @description Path of the new order. */
                    Location: string;
                    ETag: components["headers"]["ETag"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "petId": 12,
                     *       "owner": "storefront-eu",
                     *       "status": "placed",
                     *       "placedAt": "2026-03-01T10:00:00.000Z",
                     *       "updatedAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed JSON, missing or invalid petId, unknown fields, bad Idempotency-Key (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `orders:write` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The pet is not available (`pet_not_available`, its status in `details`), the key's owner holds the most open orders allowed (`open_order_limit`), or a request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`, with `Retry-After`). */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "pet_not_available",
                     *       "message": "petId: pet 12 is pending, not available.",
                     *       "status": 409,
                     *       "details": [
                     *         {
                     *           "field": "status",
                     *           "problem": "pending"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No pet has this petId (`pet_not_found`), or the Idempotency-Key was used before with another body or on another operation (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "pet_not_found",
                     *       "message": "petId: no pet has the id 12.",
                     *       "status": 422,
                     *       "details": [
                     *         {
                     *           "field": "petId",
                     *           "problem": "no pet has the id 12"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. The `ETag` last read (weak comparison): 304 without a body while it is current. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Identifier of the order: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no order. */
                orderId: components["parameters"]["orderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "petId": 12,
                     *       "owner": "storefront-eu",
                     *       "status": "placed",
                     *       "placedAt": "2026-03-01T10:00:00.000Z",
                     *       "updatedAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description `If-None-Match` names the current version (weak comparison): not modified, no body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed orderId or If-None-Match (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `orders:read` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order, or another owner's without `orders:manage` (`not_found`): its existence is not revealed. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the order: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no order. */
                orderId: components["parameters"]["orderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: "application/merge-patch+json, application/json";
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. `*` or the `ETag` last read: a stale tag answers 412, checked atomically with the write. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path: {
                /** @description Identifier of the order: a positive decimal integer without leading zeros, at most 9223372036854775807 (int64); beyond 2^53−1 it names no order. */
                orderId: components["parameters"]["orderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "approved"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["OrderPatch"];
                /**
                 * @example {
                 *       "status": "approved"
                 *     }
                 */
                "application/json": components["schemas"]["OrderPatch"];
            };
        };
        responses: {
            /** @description The order after the patch. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "petId": 12,
                     *       "owner": "storefront-eu",
                     *       "status": "approved",
                     *       "placedAt": "2026-03-01T10:00:00.000Z",
                     *       "updatedAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed path parameter or If-Match; body not a JSON object; `id`, unknown members or `null` members; invalid values (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks `orders:write`, or `orders:manage` to approve or deliver (no-ops included) (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order, or another owner's without `orders:manage` (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order status rules refuse the move (`invalid_transition`, e.g. placed → delivered). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_transition",
                     *       "message": "status: a pet cannot move from sold to available (sold is final).",
                     *       "status": 409,
                     *       "details": [
                     *         {
                     *           "field": "status",
                     *           "problem": "cannot move from sold to available"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `If-Match` names a version the resource no longer has (`precondition_failed`): read it again. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "precondition_failed",
                     *       "message": "If-Match: pet 12 has changed since the version it names; read it again and retry.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body neither `application/merge-patch+json` nor `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: "application/merge-patch+json, application/json";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Existing animals by status, from counters (no scan). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "available": 41,
                     *       "pending": 3,
                     *       "sold": 17
                     *     }
                     */
                    "application/json": components["schemas"]["Inventory"];
                };
            };
            /** @description A query parameter this operation does not take, named in the answer (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `inventory:read` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Maximum number of items returned (20 by default; listPets with an `id` filter: the number of distinct ids). */
                limit?: components["parameters"]["limit"];
                /** @description Only events of this type; repeat it for several (`?type=order.placed&type=order.cancelled`). */
                type?: components["parameters"]["eventType"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["cursor"];
                /** @description Only events after this one in the sequence (Stripe's `starting_after`): the id of the last event processed. Any well-formed id is a position (visible or not, existing or not); one whose following events the retention purged answers 410 `gone`. Not with `cursor`. */
                after?: components["parameters"]["afterEvent"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. When more exist, `Link` has a `rel="next"` URL carrying the cursor. */
            200: {
                headers: {
                    /** @description `<…/v1/events?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "evt_00000000000000000042",
                     *         "type": "order.placed",
                     *         "createdAt": "2026-03-01T10:00:00.000Z",
                     *         "data": {
                     *           "id": 7,
                     *           "petId": 12,
                     *           "owner": "storefront-eu",
                     *           "status": "placed",
                     *           "placedAt": "2026-03-01T10:00:00.000Z",
                     *           "updatedAt": "2026-03-01T10:00:00.000Z"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description Invalid, repeated or unknown query parameter, an unknown event type, or `after` with `cursor` (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `events:read` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Events after `after` are past their retention (`gone`): list from the oldest kept, without `after`. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "gone",
                     *       "message": "getPet was removed on its sunset date; use GET /v1/pets with the id filter.",
                     *       "status": 410
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Maximum number of items returned (20 by default; listPets with an `id` filter: the number of distinct ids). */
                limit?: components["parameters"]["limit"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints. */
            200: {
                headers: {
                    /** @description `<…/v1/webhook-endpoints?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "we_0mgx2k3a8Qx7rT2pLm9vZc1Ab",
                     *         "url": "https://shop.example/hooks/animal-store",
                     *         "events": [
                     *           "order.placed",
                     *           "order.delivered"
                     *         ],
                     *         "description": "Back office",
                     *         "status": "enabled",
                     *         "actsFor": "3f1c2a9e-5b7d-4c8e-9f0a-1b2c3d4e5f60",
                     *         "createdAt": "2026-03-01T10:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            /** @description Invalid, repeated or unknown query parameter (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. 1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, so a comma is never part of a key and a header sent twice is refused (400). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://shop.example/hooks/animal-store",
                 *       "events": [
                 *         "order.placed",
                 *         "order.delivered"
                 *       ],
                 *       "description": "Back office"
                 *     }
                 */
                "application/json": components["schemas"]["NewWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret. */
            201: {
                headers: {
                    /** @description Path of the new endpoint. */
                    Location: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_0mgx2k3a8Qx7rT2pLm9vZc1Ab",
                     *       "url": "https://shop.example/hooks/animal-store",
                     *       "events": [
                     *         "order.placed",
                     *         "order.delivered"
                     *       ],
                     *       "description": "Back office",
                     *       "status": "enabled",
                     *       "actsFor": "3f1c2a9e-5b7d-4c8e-9f0a-1b2c3d4e5f60",
                     *       "createdAt": "2026-03-01T10:00:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Malformed JSON, an unknown event type, `*` beside other types, a description the display-text rules refuse, a bad Idempotency-Key, or a URL the rules refuse (`invalid_request`, naming the field and the rule). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The calling key lacks `webhooks:manage`, or the read scope of a subscribed type (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's owner holds the most endpoints allowed, disabled ones included (`endpoint_limit`; MAX_WEBHOOK_ENDPOINTS_PER_OWNER, 16). */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "endpoint_limit",
                     *       "message": "Owner shop-7 holds 16 webhook endpoints, the most allowed (disabled ones count); delete one first.",
                     *       "status": 409,
                     *       "details": [
                     *         {
                     *           "field": "owner",
                     *           "problem": "at most 16 webhook endpoints"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key used before with a different body or on another operation (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_reused",
                     *       "message": "Idempotency-Key: was already used with a different request (another body or operation).",
                     *       "status": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_0mgx2k3a8Qx7rT2pLm9vZc1Ab",
                     *       "url": "https://shop.example/hooks/animal-store",
                     *       "events": [
                     *         "order.placed",
                     *         "order.delivered"
                     *       ],
                     *       "description": "Back office",
                     *       "status": "enabled",
                     *       "actsFor": "3f1c2a9e-5b7d-4c8e-9f0a-1b2c3d4e5f60",
                     *       "createdAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Malformed endpointId (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the id answers 404 from now on. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed endpointId (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: "application/merge-patch+json, application/json";
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "description": "Back office"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["WebhookEndpointPatch"];
                /**
                 * @example {
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "description": "Back office"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointPatch"];
            };
        };
        responses: {
            /** @description The endpoint after the patch. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_0mgx2k3a8Qx7rT2pLm9vZc1Ab",
                     *       "url": "https://shop.example/hooks/animal-store",
                     *       "events": [
                     *         "order.placed",
                     *         "order.delivered"
                     *       ],
                     *       "description": "Back office",
                     *       "status": "enabled",
                     *       "actsFor": "3f1c2a9e-5b7d-4c8e-9f0a-1b2c3d4e5f60",
                     *       "createdAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Malformed endpointId; body not a JSON object; unknown members, or `null` but for `description`; a URL the rules refuse; an unknown event type or `*` beside others; a description the display-text rules refuse; `disabled` not a boolean (`invalid_request`, naming the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The calling key lacks `webhooks:manage`, or a read scope the new subscriptions need, or those of an adopted endpoint (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint, or one the calling key may not manage (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body neither `application/merge-patch+json` nor `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: "application/merge-patch+json, application/json";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. 1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, so a comma is never part of a key and a header sent twice is refused (400). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiresInSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["RotateWebhookSecret"];
            };
        };
        responses: {
            /** @description The new current secret. */
            201: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "whsec_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEga2V5"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description Malformed endpointId or Idempotency-Key; `expiresInSeconds` not a whole number from 0 to 604800; unknown members (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint, or one the calling key may not manage (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`). */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_in_progress",
                     *       "message": "Idempotency-Key: a request with this key is still being processed; retry later.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key used before with a different body or on another operation (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_reused",
                     *       "message": "Idempotency-Key: was already used with a different request (another body or operation).",
                     *       "status": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secrets. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "whsec_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEga2V5",
                     *       "previous": {
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                     *         "expiresAt": "2026-03-02T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecrets"];
                };
            };
            /** @description Malformed endpointId (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint, or one the calling key may not manage (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pingWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the ping, as its delivery, due now. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ping_0mgx2k3a8Qx7rT2pLm9vZc1Ab",
                     *       "eventId": null,
                     *       "type": "ping",
                     *       "status": "pending",
                     *       "attempts": [],
                     *       "nextAttemptAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description Malformed endpointId (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint, or one the calling key may not manage (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key the endpoint acts for is revoked or expired (`key_inactive`: enable the endpoint to adopt it first), or the endpoint is disabled (`endpoint_disabled`: nothing is sent to it; enable it first). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "key_inactive",
                     *       "message": "Key 3f1c2a9e cannot be rotated: it has been rotated already.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsPing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-03-01T08:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["RecoverWebhookEndpoint"];
            };
        };
        responses: {
            /** @description Accepted: how many deliveries were queued. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "queued": 12
                     *     }
                     */
                    "application/json": components["schemas"]["Recovery"];
                };
            };
            /** @description Malformed endpointId; `since` missing, not an RFC 3339 date-time or in the future; unknown members (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint, or one the calling key may not manage (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key the endpoint acts for is revoked or expired (`key_inactive`), or the endpoint is disabled (`endpoint_disabled`): enable it first. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "key_inactive",
                     *       "message": "Key 3f1c2a9e cannot be rotated: it has been rotated already.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsRecover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                /** @description Maximum number of items returned (20 by default; listPets with an `id` filter: the number of distinct ids). */
                limit?: components["parameters"]["limit"];
                /** @description Only deliveries in this status; repeat it for several (`?status=pending&status=failed`). */
                status?: components["parameters"]["deliveryStatus"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["deliveryCursor"];
            };
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries, newest event first. */
            200: {
                headers: {
                    /** @description `<…/v1/webhook-endpoints/{endpointId}/deliveries?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "dlv_00000000000000000042_0mgx2k3a8Qx7rT2pLm9vZc1Ab",
                     *         "eventId": "evt_00000000000000000042",
                     *         "type": "order.placed",
                     *         "status": "delivered",
                     *         "attempts": [
                     *           {
                     *             "at": "2026-03-01T10:00:00.120Z",
                     *             "status": 500
                     *           },
                     *           {
                     *             "at": "2026-03-01T10:00:05.300Z",
                     *             "status": 200
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Delivery"][];
                };
            };
            /** @description Malformed endpointId, or an invalid, repeated or unknown query parameter (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
                /** @description Identifier of the delivery. */
                deliveryId: components["parameters"]["deliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the delivery, due now. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "dlv_00000000000000000042_0mgx2k3a8Qx7rT2pLm9vZc1Ab",
                     *       "eventId": "evt_00000000000000000042",
                     *       "type": "order.placed",
                     *       "status": "pending",
                     *       "attempts": [
                     *         {
                     *           "at": "2026-03-01T10:00:00.120Z",
                     *           "status": 500
                     *         },
                     *         {
                     *           "at": "2026-03-01T10:00:05.300Z",
                     *           "status": 200
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description Malformed endpointId or deliveryId (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope `webhooks:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint, or no such delivery of it (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key the endpoint acts for is revoked or expired (`key_inactive`): enable the endpoint to adopt it first; or, retrying a ping, the endpoint is disabled (`endpoint_disabled`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "key_inactive",
                     *       "message": "Key 3f1c2a9e cannot be rotated: it has been rotated already.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the webhook endpoint. */
                endpointId: components["parameters"]["endpointId"];
                /** @description Identifier of the delivery. */
                deliveryId: components["parameters"]["deliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: {
                /** @description Maximum number of items returned (20 by default; listPets with an `id` filter: the number of distinct ids). */
                limit?: components["parameters"]["limit"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["keyCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys. When more exist, `Link` has a `rel="next"` URL carrying the cursor. */
            200: {
                headers: {
                    /** @description `<…/v1/keys?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *         "name": "storefront",
                     *         "plan": "pro",
                     *         "scopes": [
                     *           "pets:read",
                     *           "orders:read",
                     *           "orders:write",
                     *           "inventory:read"
                     *         ],
                     *         "owner": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *         "limits": {
                     *           "perMinute": 300,
                     *           "perDay": 10000
                     *         },
                     *         "createdAt": "2026-03-01T10:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Key"][];
                };
            };
            /** @description Invalid, repeated or unknown query parameter, or a malformed cursor (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The calling key lacks `keys:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. 1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, so a comma is never part of a key and a header sent twice is refused (400). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "storefront",
                 *       "plan": "pro",
                 *       "scopes": [
                 *         "pets:read",
                 *         "orders:read",
                 *         "orders:write"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewKey"];
            };
        };
        responses: {
            /** @description The key, with its `secret` (not on a replay: secrets are never stored). */
            201: {
                headers: {
                    /** @description Path of the new key, `/v1/keys/{keyId}`. */
                    Location: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *       "name": "storefront",
                     *       "plan": "pro",
                     *       "scopes": [
                     *         "pets:read",
                     *         "orders:read",
                     *         "orders:write",
                     *         "inventory:read"
                     *       ],
                     *       "owner": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *       "limits": {
                     *         "perMinute": 300,
                     *         "perDay": 10000
                     *       },
                     *       "createdAt": "2026-03-01T10:00:00.000Z",
                     *       "secret": "as_q3Yt9ZbW1xV8sK2mN5pR7uE4hJ6gF0dC3aB1zX9yL2w"
                     *     }
                     */
                    "application/json": components["schemas"]["Key"];
                };
            };
            /** @description Malformed JSON; a missing or invalid name or plan; unknown, repeated or no scopes; a bad owner; a past `expiresAt`; `limits` on a plan other than enterprise or none on enterprise (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The calling key lacks `keys:manage`, a scope it asked to grant, or `orders:manage` for another owner (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`). */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_in_progress",
                     *       "message": "Idempotency-Key: a request with this key is still being processed; retry later.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key used before with a different body or on another operation (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_reused",
                     *       "message": "Idempotency-Key: was already used with a different request (another body or operation).",
                     *       "status": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-. */
                keyId: components["parameters"]["keyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *       "name": "storefront",
                     *       "plan": "pro",
                     *       "scopes": [
                     *         "pets:read",
                     *         "orders:read",
                     *         "orders:write",
                     *         "inventory:read"
                     *       ],
                     *       "owner": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *       "limits": {
                     *         "perMinute": 300,
                     *         "perDay": 10000
                     *       },
                     *       "createdAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Key"];
                };
            };
            /** @description Malformed keyId (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The calling key lacks `keys:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key has this id (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-. */
                keyId: components["parameters"]["keyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (now or before). */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed keyId (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The calling key lacks `keys:manage` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key has this id (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The last active key holding `keys:manage` without an expiry (`last_manager_key`): issue another first. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "last_manager_key",
                     *       "message": "Key 3f1c2a9e is the last active key holding keys:manage without an expiry; issue another such key first.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-. */
                keyId: components["parameters"]["keyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. 1–255 printable ASCII characters other than `,`, on one header line: an intermediary may join two lines into `a, b`, so a comma is never part of a key and a header sent twice is refused (400). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-. */
                keyId: components["parameters"]["keyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiresInSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["RotateKey"];
            };
        };
        responses: {
            /** @description The new key, with its `secret` (not on a replay). */
            201: {
                headers: {
                    /** @description Path of the new key, `/v1/keys/{keyId}`. */
                    Location: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b7e4d1c0-2f3a-4b5c-8d9e-0a1b2c3d4e5f",
                     *       "name": "storefront",
                     *       "plan": "pro",
                     *       "scopes": [
                     *         "pets:read",
                     *         "orders:read",
                     *         "orders:write",
                     *         "inventory:read"
                     *       ],
                     *       "owner": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *       "limits": {
                     *         "perMinute": 300,
                     *         "perDay": 10000
                     *       },
                     *       "createdAt": "2026-03-01T10:00:00.000Z",
                     *       "rotatedFrom": "3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30",
                     *       "secret": "as_q3Yt9ZbW1xV8sK2mN5pR7uE4hJ6gF0dC3aB1zX9yL2w"
                     *     }
                     */
                    "application/json": components["schemas"]["Key"];
                };
            };
            /** @description Malformed keyId or Idempotency-Key; `expiresInSeconds` not a whole number from 0 to 604800; unknown members (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The calling key lacks `keys:manage` or a scope the key holds (`insufficient_scope`), or the key's plan, limits or lifetime exceed its own (`grant_exceeds_caller`). */
            403: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Scope"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "insufficient_scope",
                     *       "message": "This API key lacks the scope pets:write, which this request needs.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key has this id (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is revoked, expired or rotated already (`key_inactive`); it is the last active key holding `keys:manage` without an expiry and its successor was revoked before the rotation completed (`last_manager_key`: the key keeps working, without expiry); or a request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`). */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "key_inactive",
                     *       "message": "Key 3f1c2a9e cannot be rotated: it has been rotated already.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "body: is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type: must be application/json (UTF-8).",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key used before with a different body or on another operation (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_reused",
                     *       "message": "Idempotency-Key: was already used with a different request (another body or operation).",
                     *       "status": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsRotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the API key: 1 to 64 characters of A-Za-z0-9_-. */
                keyId: components["parameters"]["keyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRateLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key's quota as it stands (this request took nothing from it). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "plan": "pro",
                     *       "scopes": [
                     *         "pets:read",
                     *         "orders:read",
                     *         "orders:write",
                     *         "inventory:read"
                     *       ],
                     *       "minute": {
                     *         "limit": 300,
                     *         "remaining": 299,
                     *         "reset": 1772359201
                     *       },
                     *       "day": {
                     *         "limit": 10000,
                     *         "remaining": 9990,
                     *         "reset": 1772359260
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RateLimit"];
                };
            };
            /** @description A query parameter this operation does not take, named in the answer (`invalid_request`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_request",
                     *       "message": "name: must not be blank.",
                     *       "status": 400,
                     *       "details": [
                     *         {
                     *           "field": "name",
                     *           "problem": "must not be blank"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optionsRate_limit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods of the path (`Allow`), or the answer to a preflight (`Access-Control-Allow-*`). */
            204: {
                headers: {
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Authorization: an API key is required; send \"Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Rate limit exceeded; retry after 12 seconds.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`); details are logged under the request id, never shown. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "internal_error",
                     *       "message": "Internal server error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store is unreachable (`service_unavailable`); retry later. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "API-Key-Expiration": components["headers"]["API-Key-Expiration"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The database is temporarily unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
