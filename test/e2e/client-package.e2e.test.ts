import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, run } from '../support/commands.js';
import { nodeBinOfMajor } from '../support/dockerfile.js';
import { installConsumer, packInto } from '../support/packing.js';
import { PRO_KEY, startTestService, type TestService } from '../support/http-harness.js';
import { ROOT } from '../support/process.js';

const BIN = join(ROOT, 'node_modules/.bin');
const CLIENT = join(ROOT, 'client');

/**
 * What an API consumer gets: the client folder packed as `npm pack` does (prepack builds it with its
 * own tsconfig), installed into a fresh project, type-checked as a Node program and as a browser
 * bundle would be, and run against the real service.
 */
describe('the packed client, installed into a fresh project', () => {
  let work: string;
  let tarball: string;
  let consumer: string;
  let service: TestService;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'animal-store-client-pack-'));
    const source = join(work, 'client');
    cpSync(CLIENT, source, { recursive: true, filter: (path) => !relative(CLIENT, path).startsWith('dist') });
    symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'), 'dir'); // the repository's TypeScript, for prepack
    tarball = await packInto(source, work);
    consumer = join(work, 'consumer');
    const template = join(ROOT, 'test/package-consumer/client');
    await installConsumer({ template, destination: consumer, name: 'animal-store-client-consumer', dependency: '@animal-store/client', tarball });
    service = await startTestService();
  }, 180_000);
  afterAll(async () => {
    await service?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('ships JavaScript, declarations and its README; only its webhooks entry depends on a package (standardwebhooks)', () => {
    const installed = join(consumer, 'node_modules/@animal-store/client');
    const files = readdirSync(installed, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(installed, join(entry.parentPath, entry.name)))
      .sort();
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files.filter((file) => !/^dist\/[a-z.-]+\.(js|d\.ts)$/.test(file))).toEqual(['README.md', 'package.json']);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies).toEqual({ standardwebhooks: '^1.1.1' });
    expect(manifest.peerDependencies).toBeUndefined();
    expect(readdirSync(join(consumer, 'node_modules/@animal-store'))).toEqual(['client']);
    // The main entry (what a browser bundles) imports nothing but its own files: the package is the webhooks entry's alone.
    const imports = (file: string) => [...readFileSync(join(installed, 'dist', file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    for (const file of files.filter((name) => name.endsWith('.js') && name !== 'dist/webhooks.js')) {
      expect(
        imports(file.slice('dist/'.length)).every((source) => source.startsWith('./')),
        file,
      ).toBe(true);
    }
    expect(imports('webhooks.js')).toContain('standardwebhooks');
  });

  it('type-checks as a Node program (NodeNext, skipLibCheck false) and runs against the service', async () => {
    await run(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], { cwd: consumer });
    const { output } = await run(process.execPath, ['out/use.js'], {
      cwd: consumer,
      env: { PATH: process.env.PATH ?? '', API_URL: `${service.url}/v1`, API_KEY: PRO_KEY },
    });
    const seen = JSON.parse(output.trim().split('\n').at(-1)!);
    expect(seen).toEqual({
      rex: { id: 1, name: 'Rex', categoryId: 3, status: 'available' },
      etag: '"p1.1"',
      names: ['Rex', 'Tom'],
      invalid: { code: 'invalid_request', status: 400, details: [{ field: 'name', problem: expect.any(String) }] },
      limit: 300,
      events: ['pet.created', 'pet.created'],
      verified: { id: 1, name: 'Rex', categoryId: 3, status: 'available' },
      tampered: 'WebhookSignatureError',
    });
  });

  it.each([24, 26])(
    "runs the README's TypeScript example as written, on Node.js %i (type stripping, no build)",
    async (major) => {
      const example = /<!-- example -->\s*```ts\n([\s\S]*?)```/.exec(readFileSync(join(CLIENT, 'README.md'), 'utf8'))?.[1];
      expect(example).toBeDefined();
      writeFileSync(join(consumer, 'example.ts'), example!);
      // What Node can strip and nothing else (no enum, no parameter property, types imported as types).
      await run(
        join(BIN, 'tsc'),
        [
          '--ignoreConfig',
          '--noEmit',
          '--strict',
          '--module',
          'NodeNext',
          '--target',
          'ES2022',
          '--types',
          'node',
          '--erasableSyntaxOnly',
          '--verbatimModuleSyntax',
          'example.ts',
        ],
        { cwd: consumer },
      );
      const node = join(await nodeBinOfMajor(major, ROOT), 'node');
      const { output } = await run(node, ['example.ts'], {
        cwd: consumer,
        env: cleanEnv({ ANIMAL_STORE_URL: `${service.url}/v1`, ANIMAL_STORE_KEY: PRO_KEY }),
      });
      expect(output).toMatch(/^available: \d+ Rex$/m);
      expect(output).toMatch(/^sold: \d+ sold$/m);
      expect(output).toMatch(/^refused: 409 invalid_transition status: a pet cannot move from sold to available \(sold is final\)\. \S+$/m);
      expect(output).toMatch(/^quota: \d+ of 300$/m);
      // Nothing else: no warning about type stripping, no stack trace.
      expect(output.split('\n').filter((line) => line && !/^(available|first page|sold|refused|quota):/.test(line))).toEqual([]);
    },
    60_000,
  );

  it('type-checks as a browser bundle: DOM library, no Node types', async () => {
    await run(join(BIN, 'tsc'), ['-p', 'tsconfig.browser.json'], { cwd: consumer });
  });

  it('passes publint and Are the Types Wrong (ESM only)', async () => {
    const publint = await run(join(BIN, 'publint'), ['run', tarball, '--strict'], { cwd: work });
    expect(publint.output).toContain('All good');
    await run(join(BIN, 'attw'), [tarball, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'ascii'], { cwd: work });
  });
});
