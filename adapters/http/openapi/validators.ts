import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { NotFoundError, ValidationError, type FieldProblem } from '../../../core/index.js';
import type { AnyOperation } from '../operations/operation.js';
import { PARAMETERS, PROBLEM_KEYWORD, SCHEMAS, type ParameterName, type SchemaName } from './components.js';

const SCHEMA_ID = 'animal-store-components';
const INT64_MAX = 2n ** 63n - 1n;
const DECIMAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

/** Why a body must not carry `id`. */
const ID_IS_ASSIGNED = 'is assigned by the service and must not be sent';

/** The resource a path id names, for the 404 of an id no resource can have (beyond 2^53−1). */
const RESOURCE_OF_PATH_ID: Partial<Record<ParameterName, 'pet' | 'order'>> = { petId: 'pet', orderId: 'order' };

/** What a request brings for an operation's parameters, as the HTTP layer has it. */
export interface RawParameters {
  /** Path parameters by name (decoded by the router). */
  readonly path: Readonly<Record<string, string>>;
  /** The raw query string, without `?`. */
  readonly query: string;
  readonly headers: IncomingHttpHeaders;
}

/** One operation's request checks, compiled from the schemas its module names. */
export interface OperationChecks {
  /** Path, query and header parameters, typed (integers parsed); ValidationError naming each bad one. */
  readonly parameters: (raw: RawParameters) => Record<string, unknown>;
  /** A parsed JSON body against the operation's body schema; ValidationError naming each bad member. */
  readonly body: (json: unknown) => unknown;
}

/**
 * Compiles, once at start-up, every operation's request checks from the schemas the document
 * publishes (components.ts): the document is the one source of the transport rules, and ajv
 * enforces them. Domain rules (a name's NFC length, status moves, reservations) are the core's.
 */
export class RequestValidators {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
  private readonly bodies = new Map<string, (json: unknown) => unknown>();

  constructor() {
    this.ajv.addKeyword('components');
    this.ajv.addKeyword({ keyword: PROBLEM_KEYWORD, schemaType: 'string' });
    // The one OpenAPI format of request schemas; its 64-bit range is checked on the raw text below.
    this.ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    // Only in answer schemas (Order's times): declared so that strict mode knows it.
    this.ajv.addFormat('date-time', true);
    this.ajv.addSchema({ $id: SCHEMA_ID, components: { schemas: SCHEMAS } });
  }

  of(operation: AnyOperation): OperationChecks {
    const names = operation.parameters ?? [];
    const specs = names.map((name) => PARAMETERS[name]);
    const integers = new Map<string, { readonly int64: boolean }>();
    for (const spec of specs) {
      const schema = spec.schema as { type?: string; format?: string };
      if (schema.type === 'integer') integers.set(spec.name, { int64: schema.format === 'int64' });
    }
    const pathNames = specs.filter((spec) => spec.in === 'path').map((spec) => spec.name);
    const queryNames: ReadonlySet<string> = new Set(specs.filter((spec) => spec.in === 'query').map((spec) => spec.name));
    const headers = specs.filter((spec) => spec.in === 'header').map((spec) => [spec.name, spec.name.toLowerCase()] as const);
    // One schema for all of an operation's parameters: one ajv call per request, none when nothing was sent.
    const validate = this.ajv.compile({
      type: 'object',
      required: specs.filter((spec) => 'required' in spec && spec.required).map((spec) => spec.name),
      properties: Object.fromEntries(specs.map((spec) => [spec.name, rebase(spec.schema)])),
    });
    const int64Names = [...integers].filter(([, rule]) => rule.int64).map(([name]) => name);
    const pathIds = names.flatMap((name) => {
      const resource = RESOURCE_OF_PATH_ID[name];
      return resource ? [[PARAMETERS[name].name, resource] as const] : [];
    });
    const body = operation.body ? this.body(operation.body.schema, operation.body.kind === 'merge-patch') : rejectBody;

    return {
      body,
      parameters: ({ path, query, headers: sent }) => {
        // No prototype: a parameter named __proto__ must be seen (and refused), not swallowed.
        const typed = Object.create(null) as Record<string, unknown>;
        const raw = Object.create(null) as Record<string, string>;
        let problems: FieldProblem[] | undefined;
        let given = pathNames.length > 0;
        for (const name of pathNames) {
          if (!take(typed, raw, name, path[name], integers)) (problems ??= []).push({ field: name, problem: BEYOND_INT64_PROBLEM });
        }
        if (query !== '') {
          const parsed = parseQuery(query);
          for (const name in parsed) {
            const value = parsed[name];
            given = true;
            // A typo must not silently widen a listing: unknown query parameters are refused.
            if (!queryNames.has(name)) (problems ??= []).push({ field: name, problem: 'is not a known query parameter' });
            else if (Array.isArray(value)) (problems ??= []).push({ field: name, problem: 'must be given at most once' });
            else if (!take(typed, raw, name, value, integers)) (problems ??= []).push({ field: name, problem: BEYOND_INT64_PROBLEM });
          }
        }
        for (const [name, lower] of headers) {
          const value = sent[lower];
          if (value === undefined) continue;
          given = true;
          if (Array.isArray(value)) (problems ??= []).push({ field: name, problem: 'must be given at most once' });
          else typed[name] = value;
        }
        // Always validated when something was sent: ajv's `errors` of an earlier request must not stand in for this one's.
        if (given && !validate(typed)) (problems ??= []).push(...problemsOf(validate.errors, 'parameter'));
        if (problems !== undefined) throw new ValidationError(problems.filter(uniqueField));
        for (const name of int64Names) {
          const value = typed[name];
          // A valid int64 beyond 2^53−1 was checked as a number, which cannot hold it exactly: handed on as the exact bigint.
          if (typeof value === 'number' && !Number.isSafeInteger(value)) typed[name] = BigInt(raw[name]!);
        }
        // A well-formed id beyond 2^53−1 names nothing: answered here, so the core only ever sees numbers.
        for (const [name, resource] of pathIds) {
          const id = typed[name];
          if (typeof id === 'bigint') throw NotFoundError.forId(resource, id.toString());
        }
        return typed;
      },
    };
  }

  /** The check of one body schema (compiled once); `mergePatch` words a `null` member as a patch's. */
  body(schema: SchemaName, mergePatch: boolean): (json: unknown) => unknown {
    const key = `${schema}:${mergePatch}`;
    let validate = this.bodies.get(key);
    if (!validate) {
      const compiled = this.ajv.compile({ $ref: `${SCHEMA_ID}#/components/schemas/${schema}` });
      validate = (json) => {
        if (!compiled(json)) throw new ValidationError(problemsOf(compiled.errors, mergePatch ? 'patch' : 'body').filter(uniqueField));
        return json;
      };
      this.bodies.set(key, validate);
    }
    return validate;
  }
}

const rejectBody = (): never => {
  throw new Error('this operation declares no body');
};

/**
 * Puts one raw parameter into `typed` (integers parsed, the text kept for an exact int64); false when
 * it is a decimal integer beyond int64, which has a problem of its own.
 */
function take(
  typed: Record<string, unknown>,
  raw: Record<string, string>,
  name: string,
  value: string | undefined,
  integers: ReadonlyMap<string, { readonly int64: boolean }>,
): boolean {
  if (value === undefined) return true;
  const rule = integers.get(name);
  const parsed = rule ? parseInteger(value, rule.int64) : value;
  if (parsed === BEYOND_INT64) return false;
  typed[name] = parsed;
  raw[name] = value;
  return true;
}

/** A decimal integer beyond int64: its own problem, since "must be an integer" would mislead. */
const BEYOND_INT64 = Symbol('beyond int64');
const BEYOND_INT64_PROBLEM = `must be at most ${INT64_MAX} (a 64-bit integer)`;

/** Integer text → number for the schema check; anything else stays text and fails the `integer` type. */
function parseInteger(text: string, int64: boolean): unknown {
  if (!DECIMAL_INTEGER.test(text)) return text;
  // Up to 18 characters, even with a sign, the value is inside int64: no BigInt needed.
  // A negative integer, however long, fails the schema's minimum as a number.
  if (int64 && text.length > 18 && !text.startsWith('-')) {
    if (text.length > 19 || BigInt(text) > INT64_MAX) return BEYOND_INT64;
  }
  return Number(text);
}

/** Local `$ref`s of a parameter schema point into the registered components. */
function rebase(schema: object): object {
  const ref = (schema as { $ref?: string }).$ref;
  return ref ? { ...schema, $ref: `${SCHEMA_ID}${ref}` } : schema;
}

function uniqueField(problem: FieldProblem, index: number, all: FieldProblem[]): boolean {
  return all.findIndex((p) => p.field === problem.field) === index;
}

type Source = 'body' | 'patch' | 'parameter';

const WORDED_KEYWORDS: ReadonlySet<string> = new Set(['minLength', 'maxLength', 'pattern', 'format']);

/** ajv's errors in the Error body's `details` form: the field named, the problem in words. */
function problemsOf(errors: ErrorObject[] | null | undefined, source: Source): FieldProblem[] {
  if (!errors) return [];
  return errors.map((error) => {
    const path = error.instancePath.slice(1).replaceAll('/', '.');
    const field = path || (source === 'parameter' ? 'parameters' : 'body');
    const wording: unknown = error.parentSchema?.[PROBLEM_KEYWORD];
    // A schema that words its own rule says it the same way whichever part of the rule failed.
    if (typeof wording === 'string' && WORDED_KEYWORDS.has(error.keyword)) return { field, problem: wording };
    switch (error.keyword) {
      case 'required':
        return { field: join(path, String(error.params.missingProperty)), problem: 'is required' };
      case 'additionalProperties': {
        const name = join(path, String(error.params.additionalProperty));
        if (source === 'parameter') return { field: name, problem: 'is not a known query parameter' };
        return { field: name, problem: name === 'id' ? ID_IS_ASSIGNED : 'is not a known field' };
      }
      case 'enum':
        return { field, problem: `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}` };
      case 'type':
        return { field, problem: typeProblem(String(error.params.type), error.data, path === '', source) };
      case 'minimum':
      case 'maximum':
        return { field, problem: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${error.params.limit}` };
      case 'minLength':
        return { field, problem: error.params.limit === 1 ? 'must not be empty' : `must be at least ${error.params.limit} characters` };
      case 'maxLength':
        return { field, problem: `must be at most ${error.params.limit} characters (Unicode code points)` };
      default:
        return { field, problem: error.message ?? 'is invalid' };
    }
  });
}

function typeProblem(type: string, data: unknown, root: boolean, source: Source): string {
  if (root) return 'must be a JSON object';
  // A merge patch's null would remove the member (RFC 7396), and no member of ours may be removed.
  if (data === null) return source === 'patch' ? 'must not be null: a merge patch cannot remove it' : `must be ${article(type)}, not null`;
  return `must be ${article(type)}`;
}

function join(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

function article(type: string): string {
  return type === 'integer' ? 'an integer' : type === 'object' ? 'a JSON object' : `a ${type}`;
}
