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
         * @description The API description, OpenAPI 3.1. Needs no key (still rate-limited per client address).
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
         * List animals in creation order, optionally filtered by status
         * @description One page of animals, oldest first. Follow `Link: <…>; rel="next"` for the next page (its cursor is opaque); no `Link` on the last page. A filter applies to every page of one walk.
         */
        get: operations["listPets"];
        put?: never;
        /**
         * Add an animal
         * @description Stores a new animal and answers it with its assigned `id`, `Location` and `ETag`. With an `Idempotency-Key`, a retry with the same key and body within 24 h answers the first 201 again (`Idempotent-Replayed: true`) instead of creating another animal.
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
         * @description Deprecated: answers 410 from its sunset (the `Sunset` header) on. Use GET /pets.
         */
        get: operations["getPet"];
        put?: never;
        post?: never;
        /**
         * Remove an animal (ids are never reused)
         * @description Allowed when held manually or sold; a pet reserved by an open order → 409 `pet_reserved`. Orders outlive their pet.
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
         * @description RFC 7396 merge patch of `name`, `categoryId`, `status`; all or nothing. `{}` changes nothing (same ETag). Status moves: available → pending or sold, pending → available or sold; sold is final. A pet reserved by an open order keeps its status (409 `pet_reserved`). Checks in order: path (400), pet (404), If-Match (412), body (413/415/400), rules (409). Not affected by getPet's sunset.
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
         * @description One page of orders, oldest first, paged like listPets (`Link: <…>; rel="next"`).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Order an available animal: it becomes pending, reserved by the order
         * @description Reserves an `available` animal atomically: the order is `placed` and the animal `pending` until the order is delivered (sold) or cancelled (available again). With an `Idempotency-Key`, a retry with the same key and body within 24 h answers the first 201 again (`Idempotent-Replayed: true`) instead of placing another order.
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
         * @description The order with its `ETag`; with `If-None-Match` naming the current version, 304 without a body.
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
         * @description placed → approved → delivered; placed or approved → cancelled; the current status again changes nothing. Delivered sells the pet, cancelled makes it available again; both release its reservation. Checks in order as for updatePet.
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
         * @description How many existing animals are available, pending and sold, read from counters kept with every write.
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
         * @description Every change of a pet or an order as an event (`data`: the resource right after it; for `pet.deleted`, right before), oldest first, paged like listPets; events are kept 30 days. Order events only with `orders:manage`; other keys see pet events and their own orders' events. Ids sort in the order events became visible, and a cursor never skips one.
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
         * @description The endpoints of the store (without their secrets), paged like listPets.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Receive events at a URL
         * @description Events of the chosen types created from now on are POSTed to the URL, signed with the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`); a 2xx within 10 s delivers, anything else is retried after 5 s, 1 min, 10 min, 1 h, 6 h and 24 h (each ±20 %). The endpoint receives what the key creating it may see. The URL must resolve only to public addresses (http to loopback in development and test; https only in staging and production). The `secret` is shown only in this answer.
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
         * @description The endpoint, without its secret.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Stop sending events to an endpoint
         * @description The endpoint and its pending deliveries go; an attempt already under way may still arrive.
         */
        delete: operations["deleteWebhookEndpoint"];
        /**
         * The methods of this path, or a CORS preflight
         * @description Needs a key like every operation and answers 204 with `Allow`. A CORS preflight (with `Access-Control-Request-Method`) from an origin listed in CORS_ORIGINS is answered 204 before the key is looked at and without rate-limit headers, with `Access-Control-Allow-Origin`, `-Methods`, `-Headers` and `-Max-Age`; from any other origin it is an ordinary OPTIONS.
         */
        options: operations["optionsWebhookEndpoint"];
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
         * @description One delivery per event sent to the endpoint: `pending` (an attempt is due or under way), `delivered` (a 2xx), or `failed` (the retry schedule is spent). Each attempt: when, and the status answered or why there was none.
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
         * @description Delivered, pending or failed: the event is sent once more at once (the same `webhook-id`). A failed delivery that fails again stays `failed`; a pending one keeps its schedule. An attempt already under way counts as this one.
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
            /** @description 1–100 Unicode code points after NFC normalisation (so at most 400 as sent); not blank; no control characters. Stored exactly as sent. */
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
        NewWebhookEndpoint: {
            /** @description Where events are POSTed: https (http too in development and test), no user information, a host resolving only to public addresses. */
            url: string;
            /** @description The event types to receive. */
            events: components["schemas"]["EventType"][];
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            events: components["schemas"]["EventType"][];
            /** Format: date-time */
            createdAt: string;
        };
        CreatedWebhookEndpoint: {
            id: string;
            url: string;
            events: components["schemas"]["EventType"][];
            /** Format: date-time */
            createdAt: string;
            /** @description The signing secret (`whsec_` + base64), shown only here: verify each delivery with it (Standard Webhooks). */
            secret: string;
        };
        DeliveryAttempt: {
            /** Format: date-time */
            at: string;
            /** @description The receiver's HTTP status. */
            status?: number;
            /** @description Why there was no answer (timeout, refused connection, a refused address). */
            error?: string;
        };
        Delivery: {
            id: string;
            eventId: string;
            type: components["schemas"]["EventType"];
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
            available: number;
            pending: number;
            sold: number;
        };
        Error: {
            /** @enum {string} */
            code: "invalid_request" | "unauthorized" | "not_found" | "method_not_allowed" | "gone" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_in_progress" | "idempotency_key_reused" | "rate_limited" | "key_suspended" | "internal_error" | "service_unavailable" | "invalid_transition" | "pet_reserved" | "pet_not_available" | "pet_not_found" | "precondition_failed";
            message: string;
            status: number;
            details?: {
                field: string;
                problem: string;
            }[];
        };
    };
    responses: never;
    parameters: {
        /** @description Maximum number of items returned. */
        limit: number;
        /** @description Only animals with this status. */
        status: components["schemas"]["PetStatus"];
        /** @description Opaque position from a previous page's `Link rel="next"`. */
        cursor: string;
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
        /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. */
        "Idempotency-Key": string;
        /** @description Optional. `*` or the `ETag` last read: a stale tag answers 412, checked atomically with the write. */
        "If-Match": string;
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
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description IETF draft: the buckets, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400`. */
        "RateLimit-Policy": string;
        /** @description IETF draft: `"<bucket>";r=<remaining>;t=<seconds until full>` for the bucket reported in X-RateLimit-*. */
        RateLimit: string;
        /** @description Request id: the sane incoming value, or a generated one. */
        "X-Request-Id": string;
        /** @description The W3C trace id of a valid incoming `traceparent` (32 hex digits); absent without one. */
        "X-Trace-Id": string;
        /** @description CORS: the request's `Origin`, when it is one of CORS_ORIGINS; absent otherwise. */
        "Access-Control-Allow-Origin": string;
        /** @description CORS: the headers a script may read (rate-limit figures, `Retry-After`, `Link`, `Location`, `X-Request-Id`, `ETag`, …); with `Access-Control-Allow-Origin`. */
        "Access-Control-Expose-Headers": string;
        /** @description Strong entity tag of the version of the pet or order in the answer, e.g. `"p12.3"`; send it back in If-Match. */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                /** @description Maximum number of items returned. */
                limit?: components["parameters"]["limit"];
                /** @description Only animals with this status. */
                status?: components["parameters"]["status"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of animals. When more exist, `Link` has a `rel="next"` URL carrying the cursor. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `<…/v1/pets?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
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
            /** @description Invalid, repeated or unknown query parameter (`invalid_request`). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. */
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Path of the new animal. */
                    Location: string;
                    ETag: components["headers"]["ETag"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`). */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_in_progress",
                     *       "message": "A request with this Idempotency-Key is in progress; retry later.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with a different body (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "idempotency_key_reused",
                     *       "message": "This Idempotency-Key was used with a different request body.",
                     *       "status": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    ETag: components["headers"]["ETag"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    ETag: components["headers"]["ETag"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed petId or If-None-Match (`invalid_request`). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such animal (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "gone",
                     *       "message": "getPet was removed on Thu, 05 Dec 2030 00:00:00 GMT; use GET /v1/pets.",
                     *       "status": 410
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    /** @description RFC 9745: when getPet was deprecated, `@<Unix seconds>`. */
                    Deprecation: string;
                    /** @description RFC 8594: when getPet stops working (410 from then on), an HTTP date. */
                    Sunset: string;
                    /** @description `</v1/pets>; rel="successor-version"` and a `rel="deprecation"` link to this document. */
                    Link: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed petId or If-Match (`invalid_request`). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such animal (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
            /** @description Reserved by an open order (`pet_reserved`, the order id in `details`): cancel or deliver it first. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "pet_reserved",
                     *       "message": "Pet 12 is reserved by order 7.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `If-Match` names a version the resource no longer has (`precondition_failed`): read it again. */
            412: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "precondition_failed",
                     *       "message": "If-Match does not name the current version of pet 12.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    ETag: components["headers"]["ETag"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such animal (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
            /** @description The status rules refuse the move (`invalid_transition`), or the pet is reserved by an open order (`pet_reserved`, the order id in `details`). */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_transition",
                     *       "message": "A pet cannot move from sold to available.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `If-Match` names a version the resource no longer has (`precondition_failed`): read it again. */
            412: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "precondition_failed",
                     *       "message": "If-Match does not name the current version of pet 12.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body neither `application/merge-patch+json` nor `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                /** @description Maximum number of items returned. */
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `<…/v1/store/orders?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 7,
                     *         "petId": 12,
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                /** @description Makes a retried creation safe: the same key and body within 24 h return the first response. */
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Path of the new order. */
                    Location: string;
                    ETag: components["headers"]["ETag"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "petId": 12,
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The pet is not available (`pet_not_available`, its status in `details`), or a request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`, with `Retry-After`). */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying; only with `idempotency_key_in_progress`. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "pet_not_available",
                     *       "message": "Pet 12 is not available.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No pet has this petId (`pet_not_found`), or the Idempotency-Key was used with another body (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "pet_not_found",
                     *       "message": "No pet has the id 12.",
                     *       "status": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "petId": 12,
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed orderId or If-None-Match (`invalid_request`). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "petId": 12,
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_transition",
                     *       "message": "A pet cannot move from sold to available.",
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `If-Match` names a version the resource no longer has (`precondition_failed`): read it again. */
            412: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "precondition_failed",
                     *       "message": "If-Match does not name the current version of pet 12.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body neither `application/merge-patch+json` nor `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1). */
                    "Accept-Patch"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                /** @description Maximum number of items returned. */
                limit?: components["parameters"]["limit"];
                /** @description Only events of this type; repeat it for several (`?type=order.placed&type=order.cancelled`). */
                type?: components["parameters"]["eventType"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["cursor"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `<…/v1/events?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
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
            /** @description Invalid, repeated or unknown query parameter, or an unknown event type (`invalid_request`). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                /** @description Maximum number of items returned. */
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `<…/v1/webhook-endpoints?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
            header?: never;
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
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret (shown this once). */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Path of the new endpoint. */
                    Location: string;
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
                     *       "createdAt": "2026-03-01T10:00:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Malformed JSON, an unknown event type, or a URL the rules refuse (`invalid_request`, naming `url` and the rule). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB (`payload_too_large`). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16 KiB.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not `application/json` (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Content-Type must be application/json.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                     *       "createdAt": "2026-03-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Malformed endpointId (`invalid_request`). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed endpointId (`invalid_request`). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                /** @description Maximum number of items returned. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque position from a previous page's `Link rel="next"`. */
                cursor?: components["parameters"]["cursor"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `<…/v1/webhook-endpoints/{endpointId}/deliveries?…&cursor=…>; rel="next"` when a next page exists. */
                    Link?: string;
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint, or no such delivery of it (`not_found`). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description The methods of this path, e.g. `GET, HEAD, POST, OPTIONS`; absent on a preflight. */
                    Allow?: string;
                    /** @description Preflight: the methods a browser may use. */
                    "Access-Control-Allow-Methods"?: string;
                    /** @description Preflight: the request headers a browser may send. */
                    "Access-Control-Allow-Headers"?: string;
                    /** @description Preflight: seconds a browser may reuse this answer. */
                    "Access-Control-Max-Age"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked API key (`unauthorized`). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description `Bearer realm="animal-store"`, with `error="invalid_token"` when a credential was sent. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "An API key is required: send \"Authorization: Bearer <key>\".",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over a rate limit (`rate_limited`) or key temporarily suspended (`key_suspended`). */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Trace-Id": components["headers"]["X-Trace-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "service_unavailable",
                     *       "message": "The pet store is unavailable; retry later.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
