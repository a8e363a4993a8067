import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { parseDateTime } from '../../shared/rfc3339.js';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { NotFoundError, ValidationError, type FieldProblem } from '../../../core/index.js';
import { parameterNames, type BodyRules, type Declaration, type ParametersOf } from '../operations/operation.js';
import { PARAMETERS, PROBLEM_KEYWORD, SCHEMAS, SINGLE_LINE_KEYWORD, type ParameterName, type Schema, type SchemaName } from './components.js';

const SCHEMA_ID = 'animal-store-components';
const INT64_MAX = 2n ** 63n - 1n;
const DECIMAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

/** Why a body must not carry `id`. */
const ID_IS_ASSIGNED = 'is assigned by the service and must not be sent';

/** Why a one-line header (SINGLE_LINE_KEYWORD) may not come twice. */
const SENT_TWICE = 'must be sent once: repeated header lines are joined into one value ("a, b"), which is not what was sent';

/** The resource a path id names, for the 404 of an id no resource can have (beyond 2^53−1). */
const RESOURCE_OF_PATH_ID: Partial<Record<ParameterName, 'pet' | 'order'>> = { petId: 'pet', orderId: 'order' };

/** What a request brings for an operation's parameters, as the HTTP layer has it. */
export interface RawParameters {
  /** Path parameters by name (decoded by the router). */
  readonly path: Readonly<Record<string, string | undefined>>;
  /** The raw query string, without `?`. */
  readonly query: string;
  readonly headers: IncomingHttpHeaders;
  /** The header lines as sent, name and value in turn (Node's `rawHeaders`): tells a header sent twice from one holding a comma. */
  readonly rawHeaders: readonly string[];
}

/** One operation's request checks, compiled from the schemas its module names: what passes is what the handler's types say. */
export interface OperationChecks<P extends readonly ParameterName[], Body extends SchemaName> {
  /** Path, query and header parameters, typed (integers parsed); ValidationError naming each bad one. */
  readonly parameters: (raw: RawParameters) => ParametersOf<P>;
  /** A parsed JSON body against the operation's body schema; ValidationError naming each bad member. */
  readonly body: (json: unknown) => Schema<Body>;
}

/**
 * Compiles, once at start-up, every operation's request checks from the schemas the document
 * publishes (components.ts): the document is the one source of the transport rules, and ajv
 * enforces them. Domain rules (a name's NFC length, status moves, reservations) are the core's.
 */
export class RequestValidators {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });

  constructor() {
    this.ajv.addKeyword('components');
    this.ajv.addKeyword({ keyword: PROBLEM_KEYWORD, schemaType: 'string' });
    // The OpenAPI integer formats of request schemas; int64's range is checked on the raw text below.
    this.ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    this.ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
    // RFC 3339 with the calendar checked (no 30 February, no hour 24): the parser every instant a client sends goes through.
    this.ajv.addFormat('date-time', { type: 'string', validate: (text: string) => parseDateTime(text) !== undefined });
    this.ajv.addSchema({ $id: SCHEMA_ID, components: { schemas: SCHEMAS } });
  }

  /** `rules`: the body's domain rules, asked of a body the schema refused (their problems join the schema's in one 400). */
  of<P extends readonly ParameterName[], Body extends SchemaName>(operation: Declaration<P, Body>, rules?: BodyRules): OperationChecks<P, Body> {
    const names = parameterNames(operation);
    const specs = names.map((name) => PARAMETERS[name]);
    const integers = new Map<string, { readonly int64: boolean }>();
    /** Repeatable parameters (`?id=3&id=5`, an array schema), and the rule of their items when integers. */
    const repeatable = new Map<string, { readonly int64: boolean } | undefined>();
    for (const spec of specs) {
      const schema = spec.schema as { type?: string; format?: string; items?: { type?: string } };
      if (schema.type === 'integer') integers.set(spec.name, { int64: schema.format === 'int64' });
      // Integer items of a repeatable parameter are ids, int64 like the path's (components.ts says why without `format`).
      if (schema.type === 'array') repeatable.set(spec.name, schema.items?.type === 'integer' ? { int64: true } : undefined);
    }
    const pathNames = specs.filter((spec) => spec.in === 'path').map((spec) => spec.name);
    const queryNames: ReadonlyMap<string, string> = new Map(specs.filter((spec) => spec.in === 'query').map((spec) => [spec.name, spec.name]));
    // Repeatable parameters (`type: array`, form style exploded): their values as a list, one or many.
    const headers = specs
      .filter((spec) => spec.in === 'header')
      .map((spec) => [spec.name, spec.name.toLowerCase(), SINGLE_LINE_KEYWORD in spec && spec[SINGLE_LINE_KEYWORD] === true] as const);
    // One schema for all of an operation's parameters: one ajv call per request, none when nothing was sent.
    const validate = this.ajv.compile<ParametersOf<P>>({
      type: 'object',
      required: specs.filter((spec) => 'required' in spec && spec.required).map((spec) => spec.name),
      properties: Object.fromEntries(specs.map((spec) => [spec.name, rebase(spec.schema)])),
    });
    const int64Names: ReadonlySet<string> = new Set([...integers].filter(([, rule]) => rule.int64).map(([name]) => name));
    const pathIds = names.flatMap((name) => {
      const resource = RESOURCE_OF_PATH_ID[name];
      return resource ? [[PARAMETERS[name].name, resource] as const] : [];
    });
    const body = operation.body ? this.body(operation.body.schema, operation.body.kind === 'merge-patch', rules) : rejectBody;
    // What a request sending no parameter has, checked once here (undefined when the operation requires one).
    const none = validate(NO_PARAMETERS) ? NO_PARAMETERS : undefined;

    return {
      body,
      parameters: ({ path, query, headers: sent, rawHeaders }) => {
        // Nothing to check (a POST without an Idempotency-Key): no objects made, no ajv call.
        if (none !== undefined && pathNames.length === 0 && query === '' && !anySent(headers, sent)) return none;
        // No prototype: a parameter named __proto__ must be seen (and refused), not swallowed.
        const typed = Object.create(null) as Record<string, unknown>;
        // The texts of integers beyond 2^53−1, made only when one is sent (their exact bigint is handed on).
        let unsafeTexts: Record<string, string> | undefined;
        let rawItems: Record<string, readonly string[]> | undefined;
        let problems: FieldProblem[] | undefined;
        for (const name of pathNames) {
          const parsed = parsedOf(name, path[name], integers);
          if (parsed === BEYOND_INT64) (problems ??= []).push({ field: name, problem: BEYOND_INT64_PROBLEM });
          else if (parsed !== undefined) unsafeTexts = put(typed, unsafeTexts, name, path[name]!, parsed);
        }
        if (query !== '') {
          // node:querystring's reading (a repeated name gives a list, `+` is a space, a malformed escape stays text), into an object without prototype.
          const sent = parseQuery(query);
          for (const sentName in sent) {
            const value = sent[sentName]!;
            // The declared name (a constant) keys `typed`: V8 adds a name it has not seen as a constant slowly.
            const name = queryNames.get(sentName);
            // A typo must not silently widen a listing: unknown query parameters are refused.
            if (name === undefined) (problems ??= []).push({ field: sentName, problem: 'is not a known query parameter' });
            else if (repeatable.has(name)) {
              const texts = typeof value === 'string' ? [value] : value;
              // No item of ours holds a comma: `?type=a,b` is a list written the way some clients do, and the answer says how to write it here.
              const listed = texts.find((text) => text.includes(','));
              if (listed !== undefined) {
                (problems ??= []).push({ field: name, problem: repeatInstead(name, listed) });
                continue;
              }
              const beyond = takeItems(typed, name, texts, repeatable.get(name));
              if (beyond !== undefined) (problems ??= []).push({ field: name, problem: `each ${BEYOND_INT64_PROBLEM}; ${beyond} is not` });
              else (rawItems ??= Object.create(null) as Record<string, readonly string[]>)[name] = texts;
            } else if (typeof value !== 'string') (problems ??= []).push({ field: name, problem: 'must be given at most once' });
            else {
              const parsed = parsedOf(name, value, integers);
              if (parsed === BEYOND_INT64) (problems ??= []).push({ field: name, problem: BEYOND_INT64_PROBLEM });
              else if (parsed !== undefined) unsafeTexts = put(typed, unsafeTexts, name, value, parsed);
            }
          }
        }
        for (const [name, lower, singleLine] of headers) {
          const value = sent[lower];
          if (value === undefined) continue;
          if (Array.isArray(value)) (problems ??= []).push({ field: name, problem: 'must be given at most once' });
          else if (singleLine && linesOf(rawHeaders, lower) > 1) (problems ??= []).push({ field: name, problem: SENT_TWICE });
          else typed[name] = value;
        }
        // Written to below (exact bigints) under this name: the check narrows `typed` to what the handler receives.
        const values = typed;
        // Every problem at once: those found reading the parameters, then the schema's.
        if (!validate(typed)) throw new ValidationError(onePerField([...(problems ?? []), ...problemsOf(validate.errors, 'parameter')]));
        if (problems !== undefined) throw new ValidationError(onePerField(problems));
        // A valid int64 beyond 2^53−1 was checked as a number, which cannot hold it exactly: handed on as the exact bigint.
        for (const name in unsafeTexts) if (int64Names.has(name)) values[name] = BigInt(unsafeTexts[name]!);
        for (const name in rawItems) {
          const texts = rawItems[name]!;
          values[name] = (values[name] as unknown[]).map((item, i) =>
            typeof item === 'number' && !Number.isSafeInteger(item) ? BigInt(texts[i]!) : item,
          );
        }
        // A well-formed id beyond 2^53−1 names nothing: answered here, so the core only ever sees numbers.
        if (unsafeTexts !== undefined) {
          for (const [name, resource] of pathIds) {
            const id = values[name];
            if (typeof id === 'bigint') throw NotFoundError.forId(resource, id.toString());
          }
        }
        return typed;
      },
    };
  }

  /**
   * The check of one body schema (compiled once per operation); `mergePatch` words a `null` member as a
   * patch's. A refused body is answered with every problem at once: the schema's, then those of the
   * domain `rules` on fields the schema did not name, listed in the order of the body's members.
   */
  body<Name extends SchemaName>(schema: Name, mergePatch: boolean, rules?: BodyRules): (json: unknown) => Schema<Name> {
    const compiled = this.ajv.compile<Schema<Name>>({ $ref: `${SCHEMA_ID}#/components/schemas/${schema}` });
    return (json) => {
      if (compiled(json)) return json;
      const found = problemsOf(compiled.errors, mergePatch ? 'patch' : 'body');
      throw new ValidationError(inBodyOrder(onePerField(rules ? [...found, ...rules(json)] : found), json));
    };
  }
}

const NO_PARAMETERS: Record<string, unknown> = Object.freeze(Object.create(null) as Record<string, unknown>);

function anySent(headers: readonly (readonly [string, string, boolean])[], sent: IncomingHttpHeaders): boolean {
  for (const [, lower] of headers) if (sent[lower] !== undefined) return true;
  return false;
}

/** How many lines of `rawHeaders` (names and values in turn) carry the header named `lower` (lower case). */
function linesOf(rawHeaders: readonly string[], lower: string): number {
  let lines = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === lower.length && name.toLowerCase() === lower) lines++;
  }
  return lines;
}

const rejectBody = (): never => {
  throw new Error('this operation declares no body');
};

/** One raw parameter, integers parsed; undefined when it was not sent, BEYOND_INT64 for a decimal integer beyond int64 (a problem of its own). */
function parsedOf(name: string, value: string | undefined, integers: ReadonlyMap<string, { readonly int64: boolean }>): unknown {
  if (value === undefined) return undefined;
  const rule = integers.get(name);
  return rule ? parseInteger(value, rule.int64) : value;
}

/** Puts a parsed parameter into `typed`; returns `unsafeTexts`, made when first needed, with the text of a number beyond 2^53−1. */
function put(
  typed: Record<string, unknown>,
  unsafeTexts: Record<string, string> | undefined,
  name: string,
  text: string,
  parsed: unknown,
): Record<string, string> | undefined {
  typed[name] = parsed;
  if (typeof parsed !== 'number' || Number.isSafeInteger(parsed)) return unsafeTexts;
  const kept = unsafeTexts ?? (Object.create(null) as Record<string, string>);
  kept[name] = text;
  return kept;
}

/**
 * Puts the items of a repeatable parameter into `typed` (integers parsed for the schema check);
 * returns the first item that is a decimal integer beyond int64, leaving `typed` alone, if one is.
 */
function takeItems(
  typed: Record<string, unknown>,
  name: string,
  texts: readonly string[],
  rule: { readonly int64: boolean } | undefined,
): string | undefined {
  const items: unknown[] = [];
  for (const text of texts) {
    const parsed = rule ? parseInteger(text, rule.int64) : text;
    if (parsed === BEYOND_INT64) return text;
    items.push(parsed);
  }
  typed[name] = items;
  return undefined;
}

/** How to send several values of a repeatable parameter given as `a,b`: the parameter once per value, as the document's `explode` says. */
function repeatInstead(name: string, listed: string): string {
  const [first, second] = listed.split(',').map((item) => (item.length > 32 ? `${item.slice(0, 32)}…` : item));
  return `takes one value each time it is given: repeat it (${name}=${first}&${name}=${second}) rather than separate values with commas`;
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

/** Local `$ref`s of a parameter schema (and of its items) point into the registered components. */
function rebase(schema: object): object {
  const { $ref: ref, items } = schema as { $ref?: string; items?: object };
  const rebased = ref ? { ...schema, $ref: `${SCHEMA_ID}${ref}` } : schema;
  return items ? { ...rebased, items: rebase(items) } : rebased;
}

/**
 * The first problem of each field, in one pass: with allErrors, ajv reports every failure of a body,
 * some thousands for a hostile 16 KiB one (each member unknown, each item of a list wrong); the answer
 * lists the first few of them (ValidationError), and this stays linear in their number.
 */
function onePerField(problems: readonly FieldProblem[]): FieldProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    if (seen.has(problem.field)) return false;
    seen.add(problem.field);
    return true;
  });
}

/**
 * The problems in the order the body sent the members they name (`limits.perDay` under `limits`), those
 * of members it did not send (required ones) last: a reader finds them as they wrote them.
 */
function inBodyOrder(problems: FieldProblem[], json: unknown): FieldProblem[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || problems.length < 2) return problems;
  const rank = new Map(Object.keys(json).map((name, index) => [name, index]));
  const rankOf = (field: string) => rank.get(field.split('.', 1)[0]!) ?? rank.size;
  return problems
    .map((problem, index) => ({ problem, index, rank: rankOf(problem.field) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ problem }) => problem);
}

type Source = 'body' | 'patch' | 'parameter';

const WORDED_KEYWORDS: ReadonlySet<string> = new Set(['minLength', 'maxLength', 'pattern', 'format']);

/** ajv's errors in the Error body's `details` form: the field named, the problem in words. */
function problemsOf(errors: ErrorObject[] | null | undefined, source: Source): FieldProblem[] {
  if (!errors) return [];
  return errors.map((error) => {
    const [parameter, item] = error.instancePath.slice(1).split('/');
    // An item of a repeatable parameter (`?id=3&id=x`) is named by the parameter, the problem by its value.
    if (source === 'parameter' && item !== undefined) {
      const { problem } = problemOf({ ...error, instancePath: `/${parameter}` }, source);
      const value = typeof error.data === 'string' ? JSON.stringify(error.data) : String(error.data);
      return { field: parameter!, problem: `each ${problem}; ${value} is not` };
    }
    return problemOf(error, source);
  });
}

/** One ajv error in words. */
function problemOf(error: ErrorObject, source: Source): FieldProblem {
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
      return { field, problem: typeProblem(String(error.params.type), error.data, error.parentSchema, path === '', source) };
    case 'minimum':
    case 'maximum':
      return { field, problem: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${error.params.limit}` };
    case 'minLength':
      return { field, problem: error.params.limit === 1 ? 'must not be empty' : `must be at least ${error.params.limit} characters` };
    case 'maxLength':
      return { field, problem: `must be at most ${error.params.limit} characters (Unicode code points)` };
    case 'maxItems':
      return {
        field,
        problem: source === 'parameter' ? `must be given at most ${error.params.limit} times` : `must have at most ${error.params.limit} items`,
      };
    default:
      return { field, problem: error.message ?? 'is invalid' };
  }
}

function typeProblem(type: string, data: unknown, schema: ErrorObject['parentSchema'], root: boolean, source: Source): string {
  if (root) return 'must be a JSON object';
  // A merge patch's null would remove the member (RFC 7396), and no member of ours may be removed;
  // elsewhere a null neither removes a member nor asks for its default.
  if (data === null)
    return source === 'patch' ? 'must not be null: a merge patch cannot remove it' : `must be ${article(type)}, not null: null removes nothing here`;
  // A number too large for a double (1e400) parses as Infinity, which is no integer: its problem is its size.
  if (typeof data === 'number' && !Number.isFinite(data)) {
    const bound: unknown = data > 0 ? schema?.maximum : schema?.minimum;
    return typeof bound === 'number' ? `must be ${data > 0 ? 'at most' : 'at least'} ${bound}` : 'must be a finite number';
  }
  return `must be ${article(type)}`;
}

function join(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

function article(type: string): string {
  return type === 'integer' ? 'an integer' : type === 'object' ? 'a JSON object' : `a ${type}`;
}
