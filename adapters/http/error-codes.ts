import type { ErrorCode, FieldProblem } from '../../core/index.js';

/**
 * Every Error code the service answers, once: its HTTP status, and the message (and details) the
 * document's examples show for it, in the service's own wording. The core's codes (DomainError) and
 * those only HTTP knows (a method, a media type, a rate limit, Node's own answers) are both here, so
 * the Error schema's `enum`, the status of every Error answer and the examples cannot drift apart.
 * Listed in the order the document's `enum` gives them.
 */
export const ERROR_CODES = {
  invalid_request: {
    status: 400,
    example: 'name: must not be blank.',
    details: [{ field: 'name', problem: 'must not be blank' }],
  },
  unauthorized: { status: 401, example: 'Authorization: an API key is required; send "Bearer <key>".' },
  not_found: { status: 404, example: 'No pet has the id 12.' },
  method_not_allowed: { status: 405, example: 'PUT is not allowed on /v1/pets; allowed: GET, HEAD, POST, OPTIONS.' },
  gone: { status: 410, example: 'getPet was removed on its sunset date; use GET /v1/pets with the id filter.' },
  payload_too_large: { status: 413, example: 'body: is larger than 16 KiB.' },
  unsupported_media_type: { status: 415, example: 'Content-Type: must be application/json (UTF-8).' },
  idempotency_key_in_progress: { status: 409, example: 'Idempotency-Key: a request with this key is still being processed; retry later.' },
  idempotency_key_reused: { status: 422, example: 'Idempotency-Key: was already used with a different request (another body or operation).' },
  rate_limited: { status: 429, example: 'Rate limit exceeded; retry after 12 seconds.' },
  key_suspended: { status: 429, example: 'This API key is suspended for repeatedly exceeding its rate limit; retry after 900 seconds.' },
  internal_error: { status: 500, example: 'Internal server error.' },
  service_unavailable: { status: 503, example: 'The database is temporarily unavailable; retry later.' },
  invalid_transition: {
    status: 409,
    example: 'status: a pet cannot move from sold to available (sold is final).',
    details: [{ field: 'status', problem: 'cannot move from sold to available' }],
  },
  pet_reserved: {
    status: 409,
    example: 'Pet 12 is reserved by order 7; cancel or deliver the order first.',
    details: [{ field: 'orderId', problem: '7' }],
  },
  pet_not_available: { status: 409, example: 'petId: pet 12 is pending, not available.', details: [{ field: 'status', problem: 'pending' }] },
  pet_not_found: { status: 422, example: 'petId: no pet has the id 12.', details: [{ field: 'petId', problem: 'no pet has the id 12' }] },
  precondition_failed: { status: 412, example: 'If-Match: pet 12 has changed since the version it names; read it again and retry.' },
  insufficient_scope: { status: 403, example: 'This API key lacks the scope pets:write, which this request needs.' },
  grant_exceeds_caller: {
    status: 403,
    example: "plan: must be at most the calling key's plan, pro.",
    details: [{ field: 'plan', problem: "must be at most the calling key's plan, pro" }],
  },
  last_manager_key: {
    status: 409,
    example: 'Key 3f1c2a9e is the last active key holding keys:manage without an expiry; issue another such key first.',
  },
  key_inactive: { status: 409, example: 'Key 3f1c2a9e cannot be rotated: it has been rotated already.' },
  open_order_limit: {
    status: 409,
    example: "This key's owner has 20 open orders, the most allowed; deliver or cancel one first.",
    details: [{ field: 'owner', problem: 'at most 20 open orders' }],
  },
  key_limit: {
    status: 409,
    example: "This key's owner has 20 active keys, the most allowed; revoke one first.",
    details: [{ field: 'owner', problem: 'at most 20 active keys' }],
  },
  endpoint_limit: {
    status: 409,
    example: 'Owner shop-7 holds 16 webhook endpoints, the most allowed (disabled ones count); delete one first.',
    details: [{ field: 'owner', problem: 'at most 16 webhook endpoints' }],
  },
  endpoint_disabled: {
    status: 409,
    example: 'Webhook endpoint we_0mgx2k3a8Qx7rT2pLm9vZc1Ab is disabled (manual); enable it first.',
  },
  // Answered by Node's HTTP server itself (client-errors.ts), on any path: not listed per operation.
  request_timeout: { status: 408, example: 'The request did not arrive in time (its headers, then all of it); send it again.' },
  headers_too_large: { status: 431, example: 'The request line and headers are larger than 16 KiB together.' },
  // Every code of the core's errors must be here; the others are the HTTP layer's own.
} as const satisfies Record<ErrorCode, ErrorCodeEntry> & Record<string, ErrorCodeEntry>;

interface ErrorCodeEntry {
  readonly status: number;
  /** The message of the document's example of an answer carrying this code. */
  readonly example: string;
  readonly details?: readonly FieldProblem[];
}

export type ErrorCodeName = keyof typeof ERROR_CODES;

/** The HTTP status of an Error code. */
export function statusOf(code: ErrorCodeName): number {
  return ERROR_CODES[code].status;
}
