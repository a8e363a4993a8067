import type { Static } from 'typebox';
import type { Access, Admission, FieldProblem, IdempotencyRecordKey, Scope } from '../../../core/index.js';
import type { ErrorCodeName } from '../error-codes.js';
import type { HttpUseCases } from '../app-dependencies.js';
import type { PARAMETERS, HeaderName, ParameterName, Schema, SchemaName } from '../openapi/components.js';
import type { Reply } from '../reply.js';
import type { StaticAsset } from '../static-asset.js';

export const PUBLIC = 'public';
export const ANY_KEY = 'any-key';

/**
 * One HTTP operation of the API, whole: what it accepts (parameters and body, named from the
 * shared components), what it answers, the scope it needs, and its handler, which calls one use
 * case. The list of these (operations/index.ts) is the only place an operation is declared: the
 * router, the OpenAPI document, the request validators, the metric labels, the CORS exposed
 * headers and `Allow` are all derived from it, and so are the types its handler receives: `P` the
 * parameters it names, `Body` its body schema's name, `Who` what it knows of the caller.
 */
export interface Operation<
  P extends readonly ParameterName[] = readonly ParameterName[],
  Body extends SchemaName = SchemaName,
  Who = unknown,
> extends Declaration<P, Body> {
  handler(services: OperationServices): (request: OperationRequest<P, Body, Who>) => Promise<void> | void;
}

/** An operation as the list holds it: what it declares, and how the router binds its handler (with its own types). */
export interface AnyOperation extends Declaration<readonly ParameterName[], SchemaName> {
  route<Route>(binder: RouteBinder<Route>): Route;
}

/** What the router does with each operation: sees its handler with the types of its own declaration, and the caller it expects. */
export interface RouteBinder<Route> {
  keyed<P extends readonly ParameterName[], Body extends SchemaName>(operation: Operation<P, Body, Access>): Route;
  open<P extends readonly ParameterName[], Body extends SchemaName>(operation: Operation<P, Body, undefined>): Route;
}

export interface Declaration<P extends readonly ParameterName[], Body extends SchemaName> {
  /** The operationId: also the metric label and the route's name. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** An OpenAPI path template under the API base, e.g. `/pets/{petId}`. */
  readonly path: `/${string}`;
  readonly tag: 'pets' | 'store' | 'events' | 'webhooks' | 'keys' | 'meta';
  readonly summary: string;
  readonly description: string;
  readonly deprecated?: true;
  /**
   * The scope a key needs for this operation (DESIGN.md "Access"), checked once the route matched
   * and before anything else of the request (403 `insufficient_scope`); `any-key` for an operation
   * any valid key may call; `public` for one answered without a key (definePublicOperation).
   */
  readonly scope: Scope | typeof ANY_KEY | typeof PUBLIC;
  /** Path, query and header parameters, by their name in the shared components. */
  readonly parameters?: P;
  readonly body?: BodySpec<Body>;
  /**
   * Takes an `Idempotency-Key` (DESIGN.md "Safe retries"): the header parameter, the 409 and 422 of
   * the protocol and the `Idempotent-Replayed` header are added to the document, and the handler
   * receives the record key (the caller's lineage and the header's value) to hand to its use case.
   */
  readonly idempotent?: true;
  /** Headers on every answer once the operation is matched, errors included (getPet's deprecation). */
  readonly everyAnswer?: Readonly<Record<string, FixedHeader>>;
  /** The answers this operation gives itself; those of the guard (401, 429, 503, 500) are added to every operation. */
  readonly answers: Readonly<Record<number, Answer>>;
}

interface BodySpec<Name extends SchemaName> {
  readonly schema: Name;
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
  /**
   * The domain rules of the body that its schema cannot state (display text, limits by plan, an expiry
   * in the future), from the use case: asked of a body the schema refused, so that one 400 names every
   * problem of it, the schema's and the rules' together. A body the schema accepts meets them in its use case.
   */
  readonly rules?: (services: OperationServices) => BodyRules;
}

/** The domain rules a parsed body breaks, judged on the members sent in the type the schema asks (the rest are the schema's problems). */
export type BodyRules = (json: unknown) => readonly FieldProblem[];

/** An answer as the document states it: a JSON body (a shared schema or an inline one) and headers beyond every answer's. */
export interface Answer {
  readonly description: string;
  readonly json?: { readonly schema: SchemaName | Readonly<Record<string, unknown>>; readonly example?: unknown };
  readonly headers?: Readonly<Record<string, HeaderSpec>>;
  /** An Error answer's codes, as data: the document's example shows the first. */
  readonly codes?: readonly ErrorCodeName[];
}

/** A header as the document states it: one of the shared headers by name, or its own description and schema. */
export type HeaderSpec = HeaderName | { readonly description: string; readonly schema: Readonly<Record<string, unknown>>; readonly required?: true };

interface FixedHeader {
  readonly spec: HeaderSpec;
  /** Its value, made once at start-up; or, when it depends on the request, a function of the path parameters as sent. */
  readonly value: (services: OperationServices) => string | ((path: Readonly<Record<string, string | undefined>>) => string);
}

/** What handlers are built from, once at start-up. */
export interface OperationServices {
  readonly useCases: HttpUseCases;
  /** getPet's deprecation (RFC 9745) and sunset (RFC 8594) instants, ms since the epoch. */
  readonly getPet: { readonly deprecatedAt: number; readonly sunsetAt: number };
  /** The API description, serialized and compressed once. */
  readonly document: StaticAsset;
}

type Parameter<N extends ParameterName> = (typeof PARAMETERS)[N];
type RequiredOf<P extends readonly ParameterName[]> = { [N in P[number]]: Parameter<N> extends { readonly required: true } ? N : never }[P[number]];

/** The parameters an operation names, by the names they are sent under, typed by their schemas; those not required may be absent. */
export type ParametersOf<P extends readonly ParameterName[]> = {
  readonly [N in RequiredOf<P> as Parameter<N>['name']]: Static<Parameter<N>['schema']>;
} & { readonly [N in Exclude<P[number], RequiredOf<P>> as Parameter<N>['name']]?: Static<Parameter<N>['schema']> };

/** What a handler receives for one request, typed from its operation's declaration. */
export interface OperationRequest<P extends readonly ParameterName[], Body extends SchemaName, Who> {
  /** Path, query and header parameters, validated by their schemas. */
  readonly params: ParametersOf<P>;
  /** The body, validated by the operation's schema (read on the first call when `on-demand`). */
  readonly body: () => Promise<Schema<Body>>;
  /** Who asks: the key that authenticated the request (undefined on a public operation). */
  readonly access: Who;
  /** The rate-limit decision of the request; undefined on a public operation, or when the limiter let it through unmetered. */
  readonly admission: Admission | undefined;
  /** An idempotent operation's Idempotency-Key record (the caller's lineage, the header's value); undefined without the header. */
  readonly idempotency: IdempotencyRecordKey | undefined;
  readonly reply: Reply;
  /** Answers 304 Not Modified, its plan token given back (DESIGN.md: conditional reads cost no quota). */
  notModified(): Promise<void>;
}

/**
 * Declares an operation a key calls. Nothing is said twice: its handler's parameters and body are
 * inferred from the parameters and the body schema it names, and it knows the caller (`access`).
 */
export function defineOperation<const P extends readonly ParameterName[] = [], const Body extends SchemaName = never>(
  operation: Operation<P, Body, Access> & { readonly scope: Scope | typeof ANY_KEY },
): AnyOperation {
  return { ...operation, route: (binder) => binder.keyed(operation) };
}

/** Declares an operation answered without a key: its handler knows no caller. */
export function definePublicOperation<const P extends readonly ParameterName[] = [], const Body extends SchemaName = never>(
  operation: Operation<P, Body, undefined> & { readonly scope: typeof PUBLIC },
): AnyOperation {
  return { ...operation, route: (binder) => binder.open(operation) };
}

/** The parameters an operation takes: those it names, then an idempotent one's `Idempotency-Key`. */
export function parameterNames(operation: { readonly parameters?: readonly ParameterName[]; readonly idempotent?: true }): readonly ParameterName[] {
  const named = operation.parameters ?? [];
  return operation.idempotent ? [...named, 'Idempotency-Key'] : named;
}

/** An Error answer: the codes it carries, as data, and its description, which words them for a reader. */
export function errorAnswer(codes: readonly ErrorCodeName[], description: string, headers?: Readonly<Record<string, HeaderSpec>>): Answer {
  return { description, json: { schema: 'Error' }, codes, ...(headers ? { headers } : {}) };
}

/** The members of a parsed body, when it is a JSON object: what its rules read (nothing of anything else). */
export function membersOf(json: unknown): Readonly<Record<string, unknown>> {
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

/** A member sent as a string, else undefined (another type is the schema's problem). */
export function textMember(json: unknown, name: string): string | undefined {
  const value = membersOf(json)[name];
  return typeof value === 'string' ? value : undefined;
}
