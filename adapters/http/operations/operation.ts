import type { Access, Admission, Scope } from '../../../core/index.js';
import type { HttpUseCases } from '../app-dependencies.js';
import type { HeaderName, ParameterName, SchemaName } from '../openapi/components.js';
import type { Reply } from '../reply.js';

/**
 * One HTTP operation of the API, whole: what it accepts (parameters and body, named from the
 * shared components), what it answers, the scope it needs, and its handler, which calls one use
 * case. The list of these (operations/index.ts) is the only place an operation is declared: the
 * router, the OpenAPI document, the request validators, the metric labels, the CORS exposed
 * headers and `Allow` are all derived from it.
 */
export interface Operation<Params = Record<string, never>, Body = never> {
  /** The operationId: also the metric label and the route's name. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** An OpenAPI path template under the API base, e.g. `/pets/{petId}`. */
  readonly path: `/${string}`;
  readonly tag: 'pets' | 'store' | 'keys' | 'meta';
  readonly summary: string;
  readonly description: string;
  readonly deprecated?: true;
  /**
   * The scope a key needs for this operation (DESIGN.md "Access"), checked once the route matched
   * and before anything else of the request (403 `insufficient_scope`); `any-key` for an operation
   * any valid key may call; `public` for one answered without a key.
   */
  readonly scope: Scope | typeof ANY_KEY | typeof PUBLIC;
  /** Path, query and header parameters, by their name in the shared components. */
  readonly parameters?: readonly ParameterName[];
  readonly body?: BodySpec;
  /** Headers on every answer once the operation is matched, errors included (getPet's deprecation). */
  readonly everyAnswer?: Readonly<Record<string, FixedHeader>>;
  /** The answers this operation gives itself; those of the guard (401, 429, 503, 500) are added to every operation. */
  readonly answers: Readonly<Record<number, Answer>>;
  handler(services: OperationServices): Handler<Params, Body>;
}

export const PUBLIC = 'public';
export const ANY_KEY = 'any-key';

interface BodySpec {
  readonly schema: SchemaName;
  /** `json`: application/json; `merge-patch`: application/merge-patch+json, application/json as an alias (RFC 7396). */
  readonly kind: 'json' | 'merge-patch';
  /**
   * When it is read: `first`, before the handler runs; `on-demand`, when the handler asks (PATCH reads
   * its body only after the resource (404) and If-Match (412) are checked: DESIGN.md's order of checks).
   */
  readonly read: 'first' | 'on-demand';
  /** A request without any body reads as `{}` (every member of the schema optional). */
  readonly optional?: true;
  readonly example: unknown;
}

/** An answer as the document states it: a JSON body (a shared schema or an inline one) and headers beyond every answer's. */
export interface Answer {
  readonly description: string;
  readonly json?: { readonly schema: SchemaName | Readonly<Record<string, unknown>>; readonly example?: unknown };
  readonly headers?: Readonly<Record<string, HeaderSpec>>;
}

/** A header as the document states it: one of the shared headers by name, or its own description and schema. */
export type HeaderSpec = HeaderName | { readonly description: string; readonly schema: Readonly<Record<string, unknown>>; readonly required?: true };

interface FixedHeader {
  readonly spec: HeaderSpec;
  readonly value: (services: OperationServices) => string;
}

/** What handlers are built from, once at start-up. */
export interface OperationServices {
  readonly useCases: HttpUseCases;
  /** getPet's deprecation (RFC 9745) and sunset (RFC 8594) instants, ms since the epoch. */
  readonly getPet: { readonly deprecatedAt: number; readonly sunsetAt: number };
  /** The API description, serialized once. */
  readonly documentJson: string;
}

export interface OperationRequest<Params, Body> {
  /** Path, query and header parameters, validated by their schemas and typed. */
  readonly params: Params;
  /** The body, validated by the operation's schema (read on the first call when `on-demand`). */
  readonly body: () => Promise<Body>;
  /** Who asks: the key that authenticated the request; undefined only on a public operation. */
  readonly access: Access | undefined;
  /** The rate-limit decision of the request; undefined on a public operation, or when the limiter let it through unmetered. */
  readonly admission: Admission | undefined;
  readonly reply: Reply;
  /** Answers 304 Not Modified, its plan token given back (DESIGN.md: conditional reads cost no quota). */
  notModified(): Promise<void>;
}

type Handler<Params, Body> = (request: OperationRequest<Params, Body>) => Promise<void> | void;

/** Declares an operation; the type parameters say what its handler receives (the schemas named above enforce it). */
export function defineOperation<Params = Record<string, never>, Body = never>(operation: Operation<Params, Body>): Operation<Params, Body> {
  return operation;
}

/** An Error answer: its description names the Error codes it carries (`not_found`…), from which the document's example is made. */
export function errorAnswer(description: string, headers?: Readonly<Record<string, HeaderSpec>>): Answer {
  return { description, json: { schema: 'Error' }, ...(headers ? { headers } : {}) };
}

/** Any operation, as the list holds them (each handler's own types stay in its module). */
export type AnyOperation = Operation<never, never>;
