import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { RawResponse } from './http-harness.js';

/**
 * Headers every HTTP/1.1 answer may carry, or that this service puts on every answer, that the
 * document does not repeat on each response (its info.description names the last three):
 * transport (Date, Connection, Keep-Alive, Content-Length, Transfer-Encoding), the media type
 * (checked against `content` instead), and Cache-Control, X-Content-Type-Options and Vary.
 */
const GENERIC_HEADERS: ReadonlySet<string> = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
  'cache-control',
  'x-content-type-options',
  'vary',
]);

type Node = Record<string, unknown>;

interface HeaderSpec {
  readonly required?: boolean;
  readonly schema?: Node;
}

interface ResponseSpec {
  readonly headers?: Record<string, Node>;
  readonly content?: Record<string, { schema?: Node }>;
}

const SCHEMA_BASE = 'openapi';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Checks real answers against an OpenAPI 3.1 document, as a consumer validating every response
 * would: the path and operation exist; the status is declared (405 by the path's
 * `x-method-not-allowed` response); every required header is present; every header sent is declared
 * (or generic) and matches its schema; the media type is declared and the body matches its
 * schema; a response without content has no body. Every header is declared on the response itself
 * (most by `$ref` to the shared `components.headers`). Returns the problems found, one line each.
 */
export class OpenApiConformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp }[];
  /** operationId (or `METHOD template` for 405) → statuses seen. */
  readonly seen = new Map<string, Set<number>>();

  constructor(
    private readonly document: Node,
    /** The path prefix of the server (its `servers` URLs end in it). */
    private readonly basePath: string,
  ) {
    this.ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    this.ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
    this.ajv.addFormat(
      'date-time',
      (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)),
    );
    this.ajv.addSchema({ $id: SCHEMA_BASE, components: (document as { components: unknown }).components });
    this.templates = Object.keys(document.paths as Node).map((template) => {
      // A {parameter} is one path segment; the rest of the template matches as written.
      const source = template
        .split(/\{[^}]+\}/)
        .map(RegExp.escape)
        .join('[^/]+');
      return { template, pattern: new RegExp(`^${source}$`) };
    });
  }

  /** The problems of one answer to `method path` (path with its query, as sent). */
  check(method: string, path: string, res: RawResponse): string[] {
    const where = `${method} ${path} → ${res.status}`;
    const pathOnly = path.split('?')[0]!;
    if (!pathOnly.startsWith(this.basePath)) return [`${where}: outside the server's base path ${this.basePath}`];
    const found = this.templates.find((t) => t.pattern.test(pathOnly.slice(this.basePath.length)));
    if (!found) return [`${where}: no path of the document matches`];
    const item = (this.document.paths as Record<string, Node>)[found.template]!;
    const lower = method.toLowerCase();
    // HEAD is GET without the body (RFC 9110 §9.3.2) where the document does not describe it.
    const operation = (item[lower] ?? (lower === 'head' ? item.get : undefined)) as
      { operationId: string; responses: Record<string, Node> } | undefined;
    let response: ResponseSpec | undefined;
    let name: string;
    if (operation) {
      name = operation.operationId;
      const declared = operation.responses[String(res.status)];
      if (!declared) return [`${where}: status ${res.status} not declared for ${name} (declared: ${Object.keys(operation.responses).join(', ')})`];
      response = this.resolve(declared);
    } else {
      name = `${method} ${found.template}`;
      const otherMethods = item['x-method-not-allowed'];
      if (res.status !== 405 || !otherMethods) {
        return [
          `${where}: ${found.template} has no ${lower} operation (has ${Object.keys(item)
            .filter((k) => METHODS.includes(k))
            .join(', ')})`,
        ];
      }
      response = this.resolve(otherMethods as Node);
    }
    const statuses = this.seen.get(name) ?? new Set<number>();
    statuses.add(res.status);
    this.seen.set(name, statuses);
    return [...this.headerProblems(where, response, res), ...this.bodyProblems(where, response, res, lower === 'head')];
  }

  private headerProblems(where: string, response: ResponseSpec, res: RawResponse): string[] {
    const problems: string[] = [];
    const declared = new Map<string, HeaderSpec>();
    for (const [name, spec] of Object.entries(response.headers ?? {})) declared.set(name.toLowerCase(), this.resolve(spec));
    for (const [name, spec] of declared) {
      if (spec.required && res.headers[name] === undefined) problems.push(`${where}: required header ${name} missing`);
    }
    for (const [name, value] of Object.entries(res.headers)) {
      if (GENERIC_HEADERS.has(name)) continue;
      const spec = declared.get(name);
      if (!spec) {
        problems.push(`${where}: header ${name} sent but not declared`);
        continue;
      }
      const text = Array.isArray(value) ? value.join(', ') : String(value);
      const schema: Node = spec.schema ?? {};
      const typed = (schema as { type?: unknown }).type === 'integer' ? (/^-?\d+$/.test(text) ? Number(text) : text) : text;
      const validate = this.validator(schema);
      if (!validate(typed)) problems.push(`${where}: header ${name}: ${JSON.stringify(text)} ${this.ajv.errorsText(validate.errors)}`);
    }
    return problems;
  }

  private bodyProblems(where: string, response: ResponseSpec, res: RawResponse, head: boolean): string[] {
    const contentType = res.headers['content-type'];
    if (!response.content) {
      return res.text === '' && contentType === undefined ? [] : [`${where}: a body (${contentType}) where the document declares none`];
    }
    if (contentType === undefined) return [`${where}: no Content-Type; declared: ${Object.keys(response.content).join(', ')}`];
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const media = response.content[mediaType];
    if (!media) return [`${where}: media type ${mediaType} not declared (declared: ${Object.keys(response.content).join(', ')})`];
    if (head) return res.text === '' ? [] : [`${where}: a HEAD answer with a body`];
    if (res.json === undefined) return [`${where}: the body is not JSON`];
    const validate = this.validator(media.schema ?? {});
    return validate(res.json) ? [] : [`${where}: body ${this.ajv.errorsText(validate.errors)}`];
  }

  /** What is wrong with `value` under `schema` (a schema of the document, its references resolved): '' when nothing. */
  schemaProblems(schema: Node, value: unknown): string {
    const validate = this.validator(schema);
    return validate(value) ? '' : this.ajv.errorsText(validate.errors);
  }

  /** Follows a local `$ref` (`#/components/...`) of the document. */
  resolve(node: Node): Node {
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, part) => (at as Node | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], this.document);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    return this.resolve(target as Node);
  }

  private validator(schema: Node): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      // The document's own references point into the schema registered above.
      validate = this.ajv.compile(JSON.parse(key.replace(/"\$ref":"#\//g, `"$ref":"${SCHEMA_BASE}#/`)) as Node);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}
