import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/process.js';

const DEPCRUISE = resolve(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = resolve(ROOT, '.dependency-cruiser.cjs');
const TREE = ['core', 'adapters', 'bootstrap', 'client', 'test', 'bench', 'tools', 'vitest.config.ts'];

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string; readonly severity: string };
}

/** dependency-cruiser's CLI (as `npm run lint:deps` runs it) on `paths` under `cwd`, with the repository's rules. */
function depcruise(cwd: string, paths: readonly string[], ...flags: string[]): Promise<{ error: number; violations: Violation[] }> {
  const args = [DEPCRUISE, '--config', CONFIG, '--output-type', 'json', ...flags, ...paths];
  return new Promise((done, fail) =>
    execFile(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // The exit code is the number of errors; the report is on stdout either way.
      try {
        const { summary } = JSON.parse(stdout) as { summary: { error: number; violations: Violation[] } };
        done(summary);
      } catch {
        fail(new Error(`depcruise did not report: ${error?.message ?? ''}\n${stderr}`));
      }
    }),
  );
}

/** `rule: from → to`, a package named by its name rather than its file. */
const describeViolation = (v: Violation): string => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1')}`;

describe('the dependency rule (.dependency-cruiser.cjs)', () => {
  it('holds in the tree: core → core only, no adapter folder → another, test/ imported only by tests and by bench/ (test/support/), no cycles', async () => {
    const { error, violations } = await depcruise(ROOT, TREE);
    expect(violations.map(describeViolation)).toEqual([]);
    expect(error).toBe(0);
  });

  describe('bites on a tree with one wrong import per rule', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'depcruise-fixture-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const file = (path: string, text: string) => {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    };
    // The real package.json and node_modules, so packages resolve and dependencies are told from devDependencies.
    cpSync(join(ROOT, 'package.json'), join(fixture, 'package.json'));
    cpSync(join(ROOT, 'tsconfig.json'), join(fixture, 'tsconfig.json'));
    cpSync(join(ROOT, 'tsconfig.test.json'), join(fixture, 'tsconfig.test.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(fixture, 'node_modules'), 'dir');

    file('core/domain/pet.ts', "import type { Context } from 'koa';\nexport type Pet = { name: string; context?: Context };\n");
    file(
      'core/domain/clock.ts',
      "import { now } from './timing.js';\nimport { readFileSync } from 'node:fs';\nexport const read = readFileSync;\nexport const clock = now;\n",
    );
    file('core/domain/timing.ts', "import { clock } from './clock.js';\nexport const now = () => clock;\n");
    file('core/index.ts', "export type { Pet } from './domain/pet.js';\n");
    file('adapters/shared/json-text.ts', 'export const text = (v: unknown) => JSON.stringify(v);\n');
    file(
      'adapters/http/app.ts',
      "import { text } from '../shared/json-text.js';\nimport type { Pet } from '../../core/index.js';\nexport const app = (p: Pet) => text(p);\n",
    );
    file('adapters/memory/store.ts', "import '../http/app.js';\nimport type { Pet } from '../../core/index.js';\nexport const pets: Pet[] = [];\n");
    file('adapters/redis/client.ts', "import { settings } from '../../bootstrap/config.js';\nexport const client = settings;\n");
    file('adapters/node/clock.ts', "import { vi } from 'vitest';\nexport const clock = vi.fn();\n");
    file('bootstrap/config.ts', "import { fake } from '../test/support/fake.js';\nexport const settings = fake;\n");
    file('bootstrap/keys-main.ts', "import { pets } from '../adapters/memory/store.js';\nexport const keys = pets;\n");
    file('test/support/fake.ts', 'export const fake = 1;\n');
    file('test/unit/fake.test.ts', "import { fake } from '../support/fake.js';\nexport const tested = fake;\n");
    file(
      'bench/store.bench.ts',
      "import { fake } from '../test/support/fake.js';\nimport { tested } from '../test/unit/fake.test.js';\nexport const run = [fake, tested];\n",
    );
    file(
      'client/src/pets.ts',
      "import type { Pet } from '../../core/index.js';\nimport { request } from 'node:http';\nexport const get = (p: Pet) => [p, request];\n",
    );
    file('client/src/index.ts', "export { get } from './pets.js';\n");

    it('reports each of them, and nothing that is allowed', async () => {
      const { error, violations } = await depcruise(fixture, ['core', 'adapters', 'bootstrap', 'client', 'test', 'bench']);
      expect(violations.map(describeViolation).sort()).toEqual(
        [
          'adapter-to-bootstrap: adapters/redis/client.ts → bootstrap/config.ts',
          'adapter-to-other-adapter: adapters/memory/store.ts → adapters/http/app.ts',
          'bench-to-test-support-only: bench/store.bench.ts → test/unit/fake.test.ts',
          'client-stands-alone: client/src/pets.ts → core/index.ts',
          'client-stands-alone: client/src/pets.ts → http',
          'core-imports-only-core: core/domain/clock.ts → fs',
          'core-imports-only-core: core/domain/pet.ts → koa',
          'keys-cli-composed-on-config: bootstrap/keys-main.ts → bootstrap/keys-main.ts',
          'no-circular: core/domain/clock.ts → core/domain/timing.ts',
          'not-to-dev-dependency: adapters/node/clock.ts → vitest',
          'product-to-test: bootstrap/config.ts → test/support/fake.ts',
        ].sort(),
      );
      expect(error).toBe(violations.length);
    });
  });
});
