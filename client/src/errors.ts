import type { components } from './openapi.generated.js';

/** The codes of the API's Error body (DESIGN.md), as the document lists them. */
export type ErrorCode = components['schemas']['Error']['code'];
export type ErrorDetail = NonNullable<components['schemas']['Error']['details']>[number];

/** A code this client gives an answer that is not the API's Error body (a proxy's HTML page, an empty 502). */
export const UNEXPECTED_RESPONSE = 'unexpected_response';

interface ErrorFields {
  readonly code: ErrorCode | typeof UNEXPECTED_RESPONSE;
  readonly status: number;
  readonly message: string;
  readonly details?: readonly ErrorDetail[];
  readonly retryAfter?: number;
  readonly requestId?: string;
  readonly attempts: number;
}

/**
 * An error answer of the API: its Error body (`code`, `message`, `details`), the HTTP `status`,
 * `Retry-After` in seconds when the answer had one (429, 503, a 409 in progress), the request id to
 * quote to support, and how many requests this call sent (0: none, the client held it back; `message` says why).
 */
export class AnimalStoreError extends Error {
  override readonly name: string = 'AnimalStoreError';
  readonly code: ErrorCode | typeof UNEXPECTED_RESPONSE;
  readonly status: number;
  readonly details: readonly ErrorDetail[];
  readonly retryAfter: number | undefined;
  readonly requestId: string | undefined;
  readonly attempts: number;

  constructor(fields: ErrorFields) {
    super(fields.message);
    this.code = fields.code;
    this.status = fields.status;
    this.details = fields.details ?? [];
    this.retryAfter = fields.retryAfter;
    this.requestId = fields.requestId;
    this.attempts = fields.attempts;
  }

  /** This answer's error for a call the client then held back for its reason (`attempts`: what that call had sent before). */
  notSent(retryAfter: number, attempts: number, why: string): AnimalStoreError {
    return new AnimalStoreError({ ...this, message: `Not sent: ${why}. ${this.message}`, retryAfter, attempts });
  }
}

/**
 * 403 `insufficient_scope`: the key lacks the scope the request needs (`scope`, from the answer's
 * `WWW-Authenticate` challenge). Never retried: only another key helps.
 */
export class AnimalStoreScopeError extends AnimalStoreError {
  override readonly name: string = 'AnimalStoreScopeError';
  constructor(
    fields: ErrorFields,
    /** The least sufficient scope, e.g. `pets:write`; undefined when the answer did not name one. */
    readonly scope: string | undefined,
  ) {
    super(fields);
  }
}

/**
 * No answer: the connection failed or was reset (`reason: 'network'`), or the call's time budget ran
 * out before an answer came (`'timeout'`). `cause` is what fetch threw, when it threw.
 */
export class AnimalStoreNetworkError extends Error {
  override readonly name = 'AnimalStoreNetworkError';
  constructor(
    message: string,
    readonly reason: 'network' | 'timeout',
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
