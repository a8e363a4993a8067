import { Admission, type Refusal, type Timing } from './admission.js';
import { AnimalStoreError, AnimalStoreNetworkError, AnimalStoreScopeError, UNEXPECTED_RESPONSE, type ErrorCode, type ErrorDetail } from './errors.js';
import { rateLimitFiguresOf, retryAfterSeconds } from './rate-limit.js';

/** How hard one call tries. */
export interface RetryOptions {
  /** Requests one call may send, the first included. Default 5. */
  readonly maxAttempts: number;
  /** Ceiling of the first backoff; it doubles with every retry (full jitter: a random wait below it). Default 250 ms. */
  readonly baseDelayMs: number;
  /** Highest backoff ceiling. A longer `Retry-After` is still honoured. Default 20 s. */
  readonly maxDelayMs: number;
  /** A call's whole time: waiting for its turn, its attempts, the pauses between them. Default 60 s. */
  readonly timeoutMs: number;
  /** One attempt without an answer is given up after this (a network failure, retried when safe). Default 15 s. */
  readonly attemptTimeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxAttempts: 5, baseDelayMs: 250, maxDelayMs: 20_000, timeoutMs: 60_000, attemptTimeoutMs: 15_000 };

/** The part of `fetch` the client uses (the global `fetch` is one). */
export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal }) => Promise<Response>;

export interface ApiRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly url: string;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as `Idempotency-Key`: a POST with one may be repeated (the service answers the first result again). */
  readonly idempotencyKey?: string;
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  readonly body: unknown;
}

export interface CoreOptions {
  readonly apiKey: string;
  readonly retry: RetryOptions;
  readonly maxConcurrency: number;
  readonly fetch: Fetch;
  readonly timing: Timing;
  /** In [0, 1), like Math.random. */
  readonly random: () => number;
}

/**
 * The backoff before retry number `attempt` (1 for the first retry): full jitter ("Exponential Backoff
 * And Jitter", AWS Architecture Blog), a random wait in [0, min(maxDelay, base·2^(attempt−1))), on top of
 * `Retry-After`: never sooner than the service asked, and calls refused together do not come back together.
 */
export function backoffDelay(attempt: number, retryAfter: number | undefined, retry: RetryOptions, random: () => number): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
  return (retryAfter ?? 0) * 1000 + random() * ceiling;
}

/**
 * The one way a request reaches the API: headers, JSON, error mapping, the retry loop and the
 * rate-limit figures. What it retries (each within `maxAttempts` and `timeoutMs`): 429 `rate_limited`
 * for any method (the service refuses it before anything runs); 503, a network failure or an attempt
 * without an answer only when repeating the request is safe: a GET, or a request carrying an
 * Idempotency-Key; a 409 `idempotency_key_in_progress` (the first attempt of this very call is still
 * running). Never 429 `key_suspended`, 403 `insufficient_scope` (only another key helps), nor a wait
 * beyond the call's time budget: those are thrown at once.
 */
export class RequestCore {
  readonly admission: Admission;

  constructor(private readonly options: CoreOptions) {
    this.admission = new Admission(options.timing, options.maxConcurrency);
  }

  async send(request: ApiRequest): Promise<ApiResponse> {
    const { timing, retry, random } = this.options;
    const deadline = timing.now() + retry.timeoutMs;
    const repeatable = request.method === 'GET' || request.idempotencyKey !== undefined;
    for (let attempt = 1; ; attempt++) {
      const entry = await this.admission.enter(deadline);
      if (!entry.admitted) throw notSent(entry, attempt - 1, retry.timeoutMs);
      const answer = await this.exchange(request, deadline, attempt);
      const now = timing.now();
      const error = this.settle(entry.epoch, answer, attempt, now);
      if (error === undefined) return answer as ApiResponse;
      if (attempt >= retry.maxAttempts || !worthRetrying(error, repeatable, request)) throw error;
      const delay = backoffDelay(attempt, error instanceof AnimalStoreError ? error.retryAfter : undefined, retry, random);
      if (now + delay > deadline) throw error;
      await timing.sleep(delay);
    }
  }

  /** Ends an attempt at the admission (its figures, a hold): undefined when it succeeded, else its error. */
  private settle(
    epoch: number,
    answer: ApiResponse | AnimalStoreNetworkError,
    attempt: number,
    now: number,
  ): AnimalStoreError | AnimalStoreNetworkError | undefined {
    if (answer instanceof AnimalStoreNetworkError) {
      this.admission.leave(epoch, undefined, undefined);
      return answer;
    }
    const refused = answer.status === 429 || answer.status === 503;
    const streak = this.admission.leave(epoch, rateLimitFiguresOf(answer.headers, now), answer.status);
    if (answer.status < 400) return undefined;
    const error = errorOf(answer, attempt, now);
    // The whole client waits out a 429 (all its calls share the key's quota) or a 503: at least Retry-After, longer with
    // each refusal in a row (full jitter), so that clients sharing one key spread out instead of collecting strikes.
    if (refused) this.admission.hold(now + holdMs(error, streak, this.options.retry, this.options.random), error, error.code === 'key_suspended');
    return error;
  }

  /** One attempt: the answer read to its end, or the failure that stopped it. Never throws. */
  private async exchange(request: ApiRequest, deadline: number, attempt: number): Promise<ApiResponse | AnimalStoreNetworkError> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${this.options.apiKey}`, ...request.headers };
    if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
    const waitMs = Math.max(1, Math.ceil(Math.min(this.options.retry.attemptTimeoutMs, deadline - this.options.timing.now())));
    const signal = AbortSignal.timeout(waitMs);
    try {
      const response = await this.options.fetch(request.url, {
        method: request.method,
        headers,
        signal,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: jsonOf(text, response.headers.get('content-type')) };
    } catch (cause) {
      return signal.aborted
        ? new AnimalStoreNetworkError(`${request.method} ${request.url}: no answer within ${waitMs} ms.`, 'timeout', attempt, { cause })
        : new AnimalStoreNetworkError(`${request.method} ${request.url} failed: ${describe(cause)}`, 'network', attempt, { cause });
    }
  }
}

/** A suspension is held exactly as long as it lasts; a refusal worth retrying for Retry-After plus the client-wide backoff. */
function holdMs(error: AnimalStoreError, streak: number, retry: RetryOptions, random: () => number): number {
  return error.code === 'key_suspended' ? (error.retryAfter ?? 0) * 1000 : backoffDelay(streak, error.retryAfter, retry, random);
}

function worthRetrying(error: AnimalStoreError | AnimalStoreNetworkError, repeatable: boolean, request: ApiRequest): boolean {
  if (error instanceof AnimalStoreNetworkError) return repeatable;
  switch (error.status) {
    case 429:
      return error.code === 'rate_limited';
    case 503:
      return repeatable;
    case 409:
      return error.code === 'idempotency_key_in_progress' && request.idempotencyKey !== undefined;
    default:
      return false;
  }
}

interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}

function errorOf(response: ApiResponse, attempt: number, now: number): AnimalStoreError {
  const body = response.body as Partial<ErrorBody> | undefined;
  const common = {
    status: response.status,
    retryAfter: retryAfterSeconds(response.headers.get('retry-after'), now),
    requestId: response.headers.get('x-request-id') ?? undefined,
    attempts: attempt,
  };
  if (typeof body?.code === 'string' && typeof body.message === 'string') {
    const fields = { ...common, code: body.code, message: body.message, details: Array.isArray(body.details) ? body.details : [] };
    if (body.code === 'insufficient_scope') return new AnimalStoreScopeError(fields, scopeOf(response.headers.get('www-authenticate')));
    return new AnimalStoreError(fields);
  }
  return new AnimalStoreError({ ...common, code: UNEXPECTED_RESPONSE, message: `HTTP ${response.status} without the API's Error body.` });
}

/** The error for a call the client did not send (again) within its time budget. */
function notSent(refusal: Refusal, sent: number, timeoutMs: number): AnimalStoreError | AnimalStoreNetworkError {
  const seconds = Math.ceil(refusal.waitMs / 1000);
  if (refusal.cause?.code === 'key_suspended') return refusal.cause.notSent(seconds, sent, `the key is suspended for ${seconds} s more`);
  if (refusal.cause) {
    return refusal.cause.notSent(
      seconds,
      sent,
      `every request of this client waits ${seconds} s more after that answer, beyond this call's time budget`,
    );
  }
  if (refusal.waitMs > 0) {
    return new AnimalStoreError({
      code: 'rate_limited',
      status: 429,
      message: `Not sent: by the latest rate-limit figures the key has no request left for ${seconds} s, beyond this call's time budget.`,
      retryAfter: seconds,
      attempts: sent,
    });
  }
  return new AnimalStoreNetworkError(`No answer within the call's time budget of ${timeoutMs} ms: every request slot stayed busy.`, 'timeout', sent);
}

/** The `scope` of an RFC 6750 challenge: `Bearer realm="animal-store", error="insufficient_scope", scope="pets:write"`. */
function scopeOf(challenge: string | null): string | undefined {
  return /\bscope="([^"]*)"/.exec(challenge ?? '')?.[1];
}

function jsonOf(text: string, contentType: string | null): unknown {
  if (text === '' || !/json/i.test(contentType ?? '')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? `: ${(cause.cause as Error & { code?: string }).code ?? cause.cause.message}` : '';
  return `${cause.message}${inner}`;
}
