import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, copyCheckout, run } from '../support/commands.js';
import { installConsumer, packInto } from '../support/packing.js';
import { ROOT } from '../support/process.js';

const BIN = join(ROOT, 'node_modules/.bin');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

/**
 * What an embedder gets: the project packed as `npm pack` does (prepack builds, in a copy of the
 * checkout), the tarball installed with production dependencies only into a fresh project, and
 * used from there by a plain ESM script and a TypeScript host.
 */
/** The values the package exports (its types are checked by the TypeScript host below). */
const PUBLIC_VALUES = [
  'ConfigError',
  'ConflictError',
  'DomainError',
  'GoneError',
  'IdempotencyConflictError',
  'InMemoryApiKeyRepository',
  'InMemoryEventLog',
  'InMemoryIdempotencyStore',
  'InMemoryOrderRepository',
  'InMemoryPetRepository',
  'InMemoryTokenBucketStore',
  'InsufficientScopeError',
  'NotFoundError',
  'ORDER_STATUSES',
  'PET_STATUSES',
  'PLANS',
  'PetNotFoundError',
  'PreconditionFailedError',
  'SCOPES',
  'StoreUnavailableError',
  'UnauthorizedError',
  'ValidationError',
  'accessOf',
  'createAnimalStore',
  'createHttpAppFor',
  'loadConfig',
  'parseRequestBody',
  'startServer',
];

describe('the packed package, installed into a fresh project', () => {
  let work: string;
  let tarball: string;
  let consumer: string;
  let installed: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'animal-store-pack-'));
    const source = join(work, 'source');
    copyCheckout(ROOT, source);
    tarball = await packInto(source, work);
    consumer = join(work, 'consumer');
    const template = join(ROOT, 'test/package-consumer');
    await installConsumer({
      template,
      destination: consumer,
      name: 'animal-store-consumer',
      dependency: 'animal-store',
      tarball,
      installArgs: ['--omit=dev'],
    });
    installed = join(consumer, 'node_modules/animal-store');
  }, 180_000);
  afterAll(() => work && rmSync(work, { recursive: true, force: true }));

  it('ships the built code, its declarations and the README; no tests, benchmarks, sources or source maps', () => {
    const files = filesUnder(installed);
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'dist/bootstrap/index.js', 'dist/bootstrap/index.d.ts', 'dist/bootstrap/main.js']),
    );
    expect(files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md'].includes(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.map') || (file.endsWith('.ts') && !file.endsWith('.d.ts')))).toEqual([]);
    // Production dependencies only: no devDependency came along.
    expect(readdirSync(join(consumer, 'node_modules'))).not.toContain('vitest');
    expect(readdirSync(join(consumer, 'node_modules'))).not.toContain('typescript');
  });

  it('runs a plain ESM script: create, list, get, an Idempotency-Key replay, an untrusted body refused by the schema, close', async () => {
    const { output } = await run(process.execPath, ['use.mjs'], { cwd: consumer });
    const seen = JSON.parse(output.trim().split('\n').at(-1)!);
    expect(seen.rex).toEqual({ id: 1, name: 'Rex', categoryId: 1, status: 'available' });
    expect(seen.first).toEqual({ pet: { id: 2, name: 'Tom', categoryId: 2, status: 'sold' }, version: 1, replayed: false });
    expect(seen.replay).toEqual({ ...seen.first, replayed: true });
    expect(seen.names).toEqual(['Rex', 'Tom']);
    expect(seen.fetched).toEqual(seen.rex);
    expect(seen.invalid).toEqual({
      isValidationError: true,
      code: 'invalid_request',
      details: [{ field: 'categoryId', problem: 'must be at least 1' }],
    });
  });

  it('exports exactly its public API: a change to it is a decision, not an accident', async () => {
    const { output } = await run(process.execPath, ['use.mjs'], { cwd: consumer });
    expect(JSON.parse(output.trim().split('\n').at(-1)!).exports).toEqual(PUBLIC_VALUES);
  });

  it('type-checks a TypeScript host (NodeNext, skipLibCheck false) that serves the API from its own node:http server', async () => {
    await run(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], { cwd: consumer });
    const child = spawn(process.execPath, ['out/serve.js'], { cwd: consumer, env: cleanEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const started = await new Promise<{ url: string; key: string; missing: string }>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('\n')) resolve(JSON.parse(text.split('\n')[0]!));
        });
        child.on('exit', (code) => reject(new Error(`the host exited with ${code}`)));
      });
      expect(started.missing).toBe('not_found');
      const auth = { authorization: `Bearer ${started.key}` };
      const created = await fetch(`${started.url}/v1/pets`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Rex', categoryId: 3 }),
      });
      expect(created.status).toBe(201);
      const listed = await fetch(`${started.url}/v1/pets`, { headers: auth });
      expect(listed.headers.get('x-ratelimit-limit')).toBe('300');
      expect(((await listed.json()) as Array<{ name: string }>).map((pet) => pet.name)).toEqual(['Seeded', 'Rex']);
      expect((await fetch(`${started.url}/v1/pets`)).status).toBe(401);
      expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('installs the key CLI as a command', async () => {
    const { output } = await run(join(consumer, 'node_modules/.bin/animal-store-keys'), ['--help'], { cwd: consumer });
    expect(output).toContain('revoke');
  });

  it('passes publint and Are the Types Wrong (ESM only, offline)', async () => {
    const publint = await run(join(BIN, 'publint'), ['run', tarball, '--strict'], { cwd: work });
    expect(publint.output).toContain('All good');
    // ESM only ("type": "module", no require condition): the esm-only profile leaves out the CommonJS resolutions.
    await run(join(BIN, 'attw'), [tarball, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'ascii'], { cwd: work });
  });
});
