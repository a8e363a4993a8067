import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerSkipReason, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { PLAIN_PATH, run } from '../support/commands.js';
import { ROOT, runServiceToExit, startServiceProcess, type Launch, type ServiceProcess } from '../support/process.js';

const noRedis = redisServerSkipReason();
if (noRedis) console.warn(`SKIPPED production start with Redis: ${noRedis}`);

/**
 * docs/operating.md "The built artifact", exactly as documented: dist/ (built by `npm test`'s own
 * `npm run build`), package.json and package-lock.json in a fresh directory, `npm ci --omit=dev`,
 * then `node dist/bootstrap/main.js` (what a process manager runs: npm would stand between the
 * signal and Node, and exit by the signal itself) or `npm run start:prod`. No TypeScript, no dev
 * dependency: the MongoDB and Redis clients load.
 */
describe('the production start: the built artifact with production dependencies only', () => {
  let host: string;
  let launch: Launch;
  let viaNpm: Launch;
  let redis: RedisServer | undefined;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    host = mkdtempSync(join(tmpdir(), 'animal-store-prod-'));
    for (const part of ['dist', 'package.json', 'package-lock.json']) cpSync(join(ROOT, part), join(host, part), { recursive: true });
    await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: host });
    launch = { cwd: host, command: process.execPath, args: ['dist/bootstrap/main.js'] };
    viaNpm = { cwd: host, command: 'npm', args: ['run', '--silent', 'start:prod'] };
  }, 120_000);
  afterAll(async () => {
    service?.child.kill('SIGKILL');
    await redis?.stop();
    if (host) rmSync(host, { recursive: true, force: true });
  });

  it('installs no build tool', () => {
    expect(existsSync(join(host, 'node_modules/koa'))).toBe(true);
    expect(existsSync(join(host, 'node_modules/typescript'))).toBe(false);
    expect(existsSync(join(host, 'node_modules/.bin/tsc'))).toBe(false);
    // Nor does the service find this checkout's: its starts below run with a PATH without node_modules/.bin.
    expect(PLAIN_PATH).not.toMatch(/node_modules/);
  });

  it('serves requests and exits 0 on SIGTERM', async () => {
    service = await startServiceProcess({ APP_ENV: 'development', HOME: host, PATH: PLAIN_PATH }, launch);
    const key = /Bearer (as_[A-Za-z0-9_-]+)/.exec(service.output())![1];
    const auth = { authorization: `Bearer ${key}` };
    const created = await fetch(`${service.url}/v1/pets`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rex', categoryId: 1 }),
    });
    expect(created.status).toBe(201);
    expect(await (await fetch(`${service.url}/v1/pets`, { headers: auth })).json()).toEqual([await created.json()]);
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('shutting down');
  });

  it('runs production through npm run start:prod with the MongoDB driver it installed (here: refusing an unreachable database)', async () => {
    const down = await runServiceToExit(
      {
        APP_ENV: 'production',
        MONGODB_URI: 'mongodb://127.0.0.1:9/animal_store',
        MONGODB_SERVER_SELECTION_TIMEOUT_MS: '300',
        HOME: host,
        PATH: PLAIN_PATH,
      },
      viaNpm,
    );
    expect(down.code).not.toBe(0);
    // The installed driver answered: the failure names the variable, the host and the wait.
    expect(down.output).toMatch(/MONGODB_URI: MongoDB at 127.0.0.1:9 did not answer \(waited \d+ ms\)/);
  });

  it.skipIf(Boolean(noRedis))('shares its rate limits through Redis with the client it installed', async () => {
    redis = await startRedisServer();
    service = await startServiceProcess({ APP_ENV: 'development', REDIS_URL: redis.url, HOME: host, PATH: PLAIN_PATH }, launch);
    const ready = await fetch(`${service.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { pets: 'ok', rateLimiter: 'ok' } });
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
  });
});
