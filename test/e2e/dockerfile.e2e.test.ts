import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { PLAIN_PATH, run } from '../support/commands.js';
import { buildStages, contextFiles, nodeBinOfMajor, parseDockerfile, type BuiltStage, type Stage } from '../support/dockerfile.js';
import { ROOT } from '../support/process.js';

/**
 * The container recipe, checked without a Docker engine: its stages run as written in a temporary
 * directory (test/support/dockerfile.ts), then the runtime stage's CMD is started with the image's
 * environment and probed with its HEALTHCHECK command. A step that fails fails this test. A Node.js
 * build of the image's major stands in for the image's, whichever supported Node runs the suite.
 */
describe('the Dockerfile, its steps run as written', () => {
  const stages: Stage[] = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  const runtime = stages.at(-1)!;
  const imageMajor = Number(/^node:(\d+)-/.exec(runtime.image)?.[1]);
  let work: string;
  let image: BuiltStage;
  /** The image's Node.js: its bin directory, and PATH as the image has it (node first). */
  let nodeBin: string;
  let imagePath: string;

  beforeAll(async () => {
    nodeBin = await nodeBinOfMajor(imageMajor, ROOT);
    imagePath = `${nodeBin}${delimiter}${PLAIN_PATH}`;
    work = mkdtempSync(join(tmpdir(), 'animal-store-docker-'));
    image = (await buildStages(stages, ROOT, work, nodeBin)).get(runtime.name)!;
  }, 180_000);
  afterAll(() => work && rmSync(work, { recursive: true, force: true }));

  /** Starts the image's CMD as the container would, with the image's ENV and `env` on top. */
  function startContainer(env: Record<string, string>) {
    const [command, ...args] = runtime.cmd!;
    const child = spawn(command === 'node' ? join(nodeBin, 'node') : command!, args, {
      cwd: image.workdir,
      env: { PATH: imagePath, ...runtime.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  function healthcheck(port: number) {
    const [command, ...args] = runtime.healthcheck!.command;
    return run(command === 'node' ? join(nodeBin, 'node') : command!, args, {
      cwd: image.workdir,
      env: { PATH: imagePath, ...runtime.env, PORT: String(port) },
      allowFailure: true,
    });
  }

  it("has a build stage and a runtime stage on the project's Node major, non-root, production, node as PID 1", async () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    // The major of .node-version (what CI lints with and tests first), admitted by package.json's engines.
    expect(imageMajor).toBe(Number(readFileSync(join(ROOT, '.node-version'), 'utf8').trim()));
    const floor = /^>=(\d+)$/.exec((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node);
    expect(imageMajor).toBeGreaterThanOrEqual(Number(floor?.[1]));
    for (const stage of stages) expect(stage.image).toBe(runtime.image);
    expect((await run(join(nodeBin, 'node'), ['--version'], { cwd: ROOT })).output).toMatch(new RegExp(`^v${imageMajor}\\.`));
    expect(runtime.user).toBeDefined();
    expect(['root', '0']).not.toContain(runtime.user);
    expect(runtime.env.APP_ENV).toBe('production');
    expect(runtime.cmd).toEqual(['node', 'dist/bootstrap/main.js']);
    expect(runtime.healthcheck?.command[0]).toBe('node');
  });

  it('sends only what the build needs: no node_modules, build output, tests or git metadata', () => {
    const files = contextFiles(ROOT);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'tsconfig.json', 'bootstrap/main.ts', 'core/index.ts']));
    expect(files.filter((file) => /^(node_modules|dist|test|bench|\.git)\//.test(file))).toEqual([]);
  });

  it('leaves the runtime stage with the built code and production dependencies only', () => {
    expect(existsSync(join(image.workdir, 'dist/bootstrap/main.js'))).toBe(true);
    expect(existsSync(join(image.workdir, 'core'))).toBe(false);
    expect(JSON.parse(readFileSync(join(image.workdir, 'package.json'), 'utf8')).type).toBe('module');
    const modules = readdirSync(join(image.workdir, 'node_modules'));
    expect(modules).toEqual(expect.arrayContaining(['koa', 'mongodb', 'ioredis', 'pino']));
    for (const dev of ['typescript', 'vitest', 'eslint', 'knip']) expect(modules).not.toContain(dev);
    expect(existsSync(join(image.workdir, 'node_modules/@types/koa'))).toBe(false);
  });

  it('starts as the image would: production refuses to run without MongoDB, naming the variable', async () => {
    const container = startContainer({ PORT: String(await freePort()) });
    expect(await container.exited).not.toBe(0);
    expect(container.output()).toContain('MONGODB_URI');
  });

  it('serves, is healthy by its HEALTHCHECK, and drains on SIGTERM (in development mode: no MongoDB here)', async () => {
    const port = await freePort();
    expect((await healthcheck(port)).code).not.toBe(0); // nothing listens yet: the check can fail
    const container = startContainer({ APP_ENV: 'development', HOST: '127.0.0.1', PORT: String(port) });
    try {
      await expect.poll(() => container.output(), { timeout: 15_000 }).toContain('"listening"');
      expect((await healthcheck(port)).code).toBe(0);
      const key = /Bearer (as_[A-Za-z0-9_-]+)/.exec(container.output())![1];
      const created = await fetch(`http://127.0.0.1:${port}/v1/pets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Rex', categoryId: 1 }),
      });
      expect(created.status).toBe(201);
      container.child.kill('SIGTERM');
      expect(await container.exited).toBe(0);
      expect(container.output()).toContain('shutting down');
    } finally {
      container.child.kill('SIGKILL');
    }
  });
});
