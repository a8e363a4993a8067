import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../adapters/http/openapi/document.js';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { OpenApiConformance } from '../support/openapi-conformance.js';

type Node = Record<string, unknown>;

const document = buildOpenApiDocument(OPERATIONS, {
  environment: 'test',
  productionUrl: 'https://api.example/v1',
  stagingUrl: 'https://staging.example/v1',
});
const checker = new OpenApiConformance(document, '/v1');
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of the document, named `METHOD /path`. */
function operations(): [string, Node][] {
  return Object.entries(document.paths as Record<string, Node>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]): [string, Node] => [`${method.toUpperCase()} ${path}`, operation as Node]),
  );
}

/** Every answer of the document (405 included), named `METHOD /path status`. */
function answers(): [string, Node][] {
  const found: [string, Node][] = [];
  for (const [name, operation] of operations()) {
    for (const [status, response] of Object.entries(operation.responses as Record<string, Node>))
      found.push([`${name} ${status}`, checker.resolve(response)]);
  }
  for (const [path, item] of Object.entries(document.paths as Record<string, Node>))
    found.push([`other methods ${path} 405`, item['x-method-not-allowed'] as Node]);
  return found;
}

describe('the OpenAPI document is complete', () => {
  it('describes every operation and every parameter', () => {
    for (const [name, operation] of operations()) {
      expect(operation.description, name).toEqual(expect.stringMatching(/\S{3}/));
      expect(operation.summary, name).toEqual(expect.stringMatching(/\S{3}/));
      for (const parameter of (operation.parameters ?? []) as Node[]) {
        expect(checker.resolve(parameter).description, `${name} ${JSON.stringify(parameter)}`).toEqual(expect.stringMatching(/\S{3}/));
      }
    }
  });

  it('has an example for every request body and every answer with a body, each valid under its schema', () => {
    let checked = 0;
    const bodies: [string, Node][] = [
      ...operations()
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([name, operation]): [string, Node] => [`${name} request`, operation.requestBody as Node]),
      ...answers(),
    ];
    for (const [name, body] of bodies) {
      for (const [mediaType, media] of Object.entries((body.content ?? {}) as Record<string, { schema: Node; example?: unknown }>)) {
        expect(media.example, `${name} ${mediaType}: no example`).toBeDefined();
        expect(checker.schemaProblems(media.schema, media.example), `${name} ${mediaType}`).toBe('');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('puts no default in a request body schema, so generated clients keep optional members optional', () => {
    const schemas = (document.components as { schemas: Record<string, Node> }).schemas;
    for (const name of ['NewPet', 'PetPatch', 'NewOrder', 'OrderPatch']) {
      expect(JSON.stringify(schemas[name]), name).not.toContain('"default"');
      expect(schemas[name]!.required ?? [], name).not.toContain('status');
    }
  });

  it('would catch an example that contradicts its schema', () => {
    expect(checker.schemaProblems({ $ref: '#/components/schemas/Pet' }, { id: 1, name: 'Rex', categoryId: 1 })).toMatch(/status/);
    expect(checker.schemaProblems({ $ref: '#/components/schemas/Error' }, { code: 'nope', message: 'x', status: 400 })).toMatch(/code/);
  });

  it('names its contact and license', () => {
    expect(document.info).toMatchObject({ contact: { email: expect.any(String) }, license: { name: expect.any(String) } });
  });

  it('passes Redocly lint with the recommended rules: no errors, no warnings', async () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'], {
        env,
        cwd: dir,
      }).catch((failure: { stdout: string }) => failure);
      const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
