import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../adapters/http/openapi/document.js';
import { OPERATIONS } from '../../adapters/http/operations/index.js';

/**
 * Spectral with the OWASP API Security ruleset (`.spectral.yaml`: the ruleset, and each rule turned off
 * or narrowed with its reason) on the document a deployed service serves. Spectral is not a devDependency
 * (some 240 packages and an install script for one lint): it runs where SPECTRAL_NODE_MODULES names a
 * folder holding @stoplight/spectral-cli and @stoplight/spectral-owasp-ruleset (.ci/run installs them
 * there), or where the project's node_modules has them. `npm run lint:openapi` runs this file and fails
 * without Spectral rather than skipping.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const modules = [process.env.SPECTRAL_NODE_MODULES, join(ROOT, 'node_modules')].find(
  (dir) =>
    dir !== undefined && existsSync(join(dir, '@stoplight/spectral-cli/package.json')) && existsSync(join(dir, '@stoplight/spectral-owasp-ruleset')),
);
const required = process.env.SPECTRAL_REQUIRED === '1';
if (!modules) {
  console.log(
    `Spectral OWASP lint ${required ? 'cannot run' : 'skipped'}: no Spectral. ` +
      'npm install --prefix /tmp/spectral --ignore-scripts @stoplight/spectral-cli @stoplight/spectral-owasp-ruleset, ' +
      'then SPECTRAL_NODE_MODULES=/tmp/spectral/node_modules npm run lint:openapi',
  );
}

interface Finding {
  readonly code: string;
  readonly message: string;
  readonly path: readonly string[];
  readonly severity: number;
}

type Node = Record<string, unknown>;

/** The document as a deployed service serves it: production, both public servers configured. */
function servedDocument(): Node {
  return buildOpenApiDocument(OPERATIONS, {
    environment: 'production',
    productionUrl: 'https://api.animal-store.example/v1',
    stagingUrl: 'https://staging.api.animal-store.example/v1',
  });
}

/** Spectral's findings on `document`, written under dist/ (the overrides of .spectral.yaml match a JSON file below the ruleset's folder). */
async function lint(document: Node, name: string): Promise<Finding[]> {
  if (!modules) throw new Error('no Spectral: set SPECTRAL_NODE_MODULES (see the line printed above)');
  const dir = join(ROOT, 'dist', 'openapi-lint');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(document, null, 2));
  const cli = join(modules, '@stoplight/spectral-cli/dist/index.js');
  const args = [cli, 'lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--format', 'json', '--quiet'];
  // The ruleset's `extends` names a package: Spectral resolves it through NODE_PATH.
  const env = { ...process.env, NODE_PATH: modules };
  const output = await promisify(execFile)(process.execPath, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    // Exit code 1: findings, reported on stdout like a clean run.
    (error: Error & { code?: number; stdout?: string; stderr?: string }) => {
      if (error.code === 1 && error.stdout) return error.stdout;
      throw new Error(`spectral failed: ${error.stderr || error.message}`);
    },
  );
  return output.trim() === '' ? [] : (JSON.parse(output) as Finding[]);
}

function summary(findings: readonly Finding[]): string {
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding.code, (counts.get(finding.code) ?? 0) + 1);
  return `${findings.length} finding(s)` + [...counts].map(([code, count]) => `, ${code}: ${count}`).join('');
}

describe.skipIf(!modules && !required)('Spectral with the OWASP ruleset on the served document', () => {
  it('finds nothing that .spectral.yaml does not waive with its reason', async () => {
    const findings = await lint(servedDocument(), 'served');
    console.log(`Spectral OWASP on the served document: ${summary(findings)}`);
    expect(findings.map((f) => `${f.code} ${f.path.join('.')}: ${f.message}`)).toEqual([]);
  }, 120_000);

  it('would catch an unbounded array, a response without rate-limit headers and an operation without its 400', async () => {
    const document = servedDocument();
    const schemas = (document.components as { schemas: Record<string, { properties: Record<string, Node> }> }).schemas;
    delete schemas.NewKey!.properties.scopes!.maxItems;
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, { headers?: Node }> }>>;
    delete paths['/pets']!.get!.responses['200']!.headers;
    delete paths['/store/inventory']!.get!.responses['400'];
    const found = (await lint(document, 'broken')).map((f) => `${f.code} ${f.path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'owasp:api4:2023-array-limit components.schemas.NewKey.properties.scopes',
        'rate-limit-headers paths./pets.get.responses.200',
        'error-validation-declared paths./store/inventory.get.responses',
      ]),
    );
  }, 120_000);
});
