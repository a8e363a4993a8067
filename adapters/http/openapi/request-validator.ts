import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { ValidationError, type FieldProblem } from '../../../core/index.js';
import type { OpenApiDocument } from './openapi-document.js';

const SCHEMA_ID = 'animal-store-openapi';
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const DECIMAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;
/** Why a body must not carry `id`. */
const ID_IS_ASSIGNED = 'is assigned by the service and must not be sent';

type Raw = string | string[] | undefined;

interface ParameterRule {
  readonly name: string;
  readonly integer: boolean;
  readonly int64: boolean;
}

/** Validates one operation's parameters of one location (query or path). */
export interface ParameterValidator {
  /** Parses and checks raw values; returns the typed parameters or throws ValidationError. */
  (raw: Readonly<Record<string, Raw>>): Record<string, unknown>;
}

/** Validates a parsed JSON body; throws ValidationError naming each bad field. */
export type BodyValidator = (body: unknown) => void;

/**
 * Compiles, once at start-up, the validators of every operation from the OpenAPI document, so the
 * document stays the single source of the request schemas.
 */
export class RequestValidators {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true });
  private readonly document: OpenApiDocument;

  constructor(document: OpenApiDocument) {
    this.document = document;
    this.ajv.addKeyword('components');
    // The one OpenAPI format our schemas use; its 64-bit range is checked on the raw text below.
    this.ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    // Only in response schemas (Order's times): declared so that strict mode knows it.
    this.ajv.addFormat('date-time', true);
    this.ajv.addSchema({ $id: SCHEMA_ID, components: { schemas: document.components.schemas } });
  }

  body(schemaName: keyof OpenApiDocument['components']['schemas']): BodyValidator {
    const validate = this.ajv.compile({ $ref: `${SCHEMA_ID}#/components/schemas/${schemaName}` });
    return (body) => {
      if (!validate(body)) throw new ValidationError(problemsOf(validate.errors, 'body').filter(uniqueField));
    };
  }

  parameters(path: keyof OpenApiDocument['paths'], method: 'get' | 'post' | 'patch' | 'delete', location: 'query' | 'path'): ParameterValidator {
    const operation = this.document.paths[path] as Record<string, { parameters?: readonly { $ref: string }[] }>;
    const parameters = (operation[method]?.parameters ?? []).map((ref) => this.resolveParameter(ref.$ref)).filter((p) => p.in === location);
    const rules: ParameterRule[] = parameters.map((p) => ({
      name: p.name,
      integer: p.schema.type === 'integer',
      int64: p.schema.format === 'int64',
    }));
    const validate: ValidateFunction = this.ajv.compile({
      type: 'object',
      additionalProperties: location === 'query' ? false : true,
      required: parameters.filter((p) => p.required).map((p) => p.name),
      properties: Object.fromEntries(parameters.map((p) => [p.name, rebase(p.schema)])),
    });
    const ruleOf = new Map(rules.map((rule) => [rule.name, rule]));
    const int64Names = rules.filter((rule) => rule.int64).map((rule) => rule.name);
    return (raw) => {
      // No prototype: a parameter named __proto__ must be seen (and refused), not swallowed.
      const typed = Object.create(null) as Record<string, unknown>;
      let problems: FieldProblem[] | undefined;
      for (const name in raw) {
        const value = raw[name];
        if (value === undefined) continue;
        if (Array.isArray(value)) {
          (problems ??= []).push({ field: name, problem: 'must be given at most once' });
          continue;
        }
        const rule = ruleOf.get(name);
        typed[name] = rule?.integer ? parseInteger(value, rule.int64) : value;
      }
      // Always validated: ajv's `errors` of an earlier request must not stand in for this one's.
      const valid = validate(typed);
      if (valid && problems === undefined) return exactIntegers(typed, raw, int64Names);
      throw new ValidationError([...(problems ?? []), ...(valid ? [] : problemsOf(validate.errors, 'parameter'))].filter(uniqueField));
    };
  }

  private resolveParameter(ref: string) {
    const name = ref.slice(ref.lastIndexOf('/') + 1) as keyof OpenApiDocument['components']['parameters'];
    return this.document.components.parameters[name] as {
      name: string;
      in: string;
      required?: boolean;
      schema: { type?: string; format?: string };
    };
  }
}

/** Integer text → number for the schema check; anything else stays text and fails the `integer` type. */
function parseInteger(text: string, int64: boolean): unknown {
  if (!DECIMAL_INTEGER.test(text) || text.length > 20) return text;
  // Up to 18 characters, even with a sign, the value is inside int64: no BigInt needed.
  if (int64 && text.length > 18) {
    const big = BigInt(text);
    if (big < INT64_MIN || big > INT64_MAX) return text;
  }
  return Number(text);
}

/**
 * A valid int64 beyond 2^53−1 was checked as a number, which cannot hold it exactly: it is handed
 * on as a bigint, so that what reads it (getPet's "no pet has the id …") sees the value sent.
 */
function exactIntegers(typed: Record<string, unknown>, raw: Readonly<Record<string, Raw>>, int64Names: readonly string[]): Record<string, unknown> {
  for (const name of int64Names) {
    const value = typed[name];
    if (typeof value === 'number' && !Number.isSafeInteger(value)) typed[name] = BigInt(raw[name] as string);
  }
  return typed;
}

/** Local `$ref`s of a parameter schema point into the registered document. */
function rebase(schema: object): object {
  const ref = (schema as { $ref?: string }).$ref;
  return ref ? { ...schema, $ref: `${SCHEMA_ID}${ref}` } : schema;
}

function uniqueField(problem: FieldProblem, index: number, all: FieldProblem[]): boolean {
  return all.findIndex((p) => p.field === problem.field) === index;
}

/** ajv's errors in the Error body's `details` form: the field named, the problem in words. */
function problemsOf(errors: ErrorObject[] | null | undefined, root: 'body' | 'parameter'): FieldProblem[] {
  if (!errors) return [];
  return errors.map((error) => {
    const path = error.instancePath.slice(1).replaceAll('/', '.');
    switch (error.keyword) {
      case 'required':
        return { field: join(path, String(error.params.missingProperty)), problem: 'is required' };
      case 'additionalProperties': {
        const field = join(path, String(error.params.additionalProperty));
        if (root === 'parameter') return { field, problem: 'is not a known query parameter' };
        return { field, problem: field === 'id' ? ID_IS_ASSIGNED : 'is not a known field' };
      }
      case 'enum':
        return { field: path || root, problem: `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}` };
      case 'type':
        return { field: path || root, problem: path ? `must be ${article(String(error.params.type))}` : 'must be a JSON object' };
      case 'minimum':
      case 'maximum':
        return { field: path, problem: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${error.params.limit}` };
      case 'format':
        return { field: path, problem: 'must be a 64-bit integer' };
      case 'minLength':
        return { field: path, problem: 'must not be empty' };
      default:
        return { field: path || root, problem: error.message ?? 'is invalid' };
    }
  });
}

function join(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

function article(type: string): string {
  return type === 'integer' ? 'an integer' : type === 'object' ? 'a JSON object' : `a ${type}`;
}
