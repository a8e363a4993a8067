import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../bootstrap/config.js';
import { parseDockerfile } from '../support/dockerfile.js';
import { ROOT } from '../support/process.js';

/**
 * compose.yaml cannot be run here (no Docker engine). What can be checked without one: the MongoDB
 * health check's script, run against stand-ins for mongosh's `rs`, `db` and `quit`, and the
 * service's environment, read by the service's own configuration loader on top of the image's ENV.
 */
const compose = readFileSync(join(ROOT, 'compose.yaml'), 'utf8').split('\n');

/** The lines of a service's block under `services:`. */
function serviceLines(name: string): string[] {
  const start = compose.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`compose.yaml: no service ${name}`);
  const end = compose.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  return compose.slice(start + 1, end < 0 ? undefined : end);
}

/** The script mongosh runs as the mongo service's health check (the item after `--eval`). */
function mongoHealthcheckScript(): string {
  const lines = serviceLines('mongo').map((line) => line.trim());
  const item = lines[lines.indexOf('- --eval') + 1] ?? '';
  if (!item.startsWith('- "')) throw new Error(`compose.yaml: expected a double-quoted --eval script, got ${item}`);
  return JSON.parse(item.slice(2)) as string;
}

/** The api service's `environment:` entries. */
function apiEnvironment(): Record<string, string> {
  const lines = serviceLines('api');
  const start = lines.indexOf('    environment:');
  const env: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (/^ {6}#/.test(line)) continue;
    const match = /^ {6}([A-Z0-9_]+): (.*)$/.exec(line);
    if (!match) break;
    env[match[1]!] = match[2]!.replace(/^'(.*)'$/, '$1');
  }
  return env;
}

/** mongosh's `quit(code)`: ends the script there. */
class Quit extends Error {
  constructor(readonly code: number) {
    super(`quit(${code})`);
  }
}

/** Runs the health check as mongosh would against a member in the given state: its exit code, and what it initiated. */
function healthcheck(member: { initiated: boolean; writablePrimary: boolean }): { exitCode: number; initiated: unknown[] } {
  const initiated: unknown[] = [];
  const mongosh = {
    rs: {
      status: () => {
        if (!member.initiated) throw new Error('MongoServerError: no replset config has been received');
        return { ok: 1 };
      },
      initiate: (config: unknown) => (initiated.push(config), { ok: 1 }),
    },
    db: { hello: () => ({ isWritablePrimary: member.writablePrimary }) },
    quit: (code = 0) => {
      throw new Quit(code);
    },
  };
  try {
    runInNewContext(mongoHealthcheckScript(), mongosh);
    return { exitCode: 0, initiated };
  } catch (error) {
    if (error instanceof Quit) return { exitCode: error.code, initiated };
    throw error;
  }
}

describe('compose.yaml', () => {
  it('MongoDB is healthy only as a writable primary; the first check initiates the replica set the service names', () => {
    const fresh = healthcheck({ initiated: false, writablePrimary: false });
    expect(fresh.initiated).toEqual([{ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] }]);
    expect(fresh.exitCode).toBe(1); // initiated, but not primary yet: the service must wait
    expect(healthcheck({ initiated: true, writablePrimary: false })).toEqual({ exitCode: 1, initiated: [] }); // answering, still electing
    expect(healthcheck({ initiated: true, writablePrimary: true })).toEqual({ exitCode: 0, initiated: [] });
    expect(apiEnvironment().MONGODB_URI).toBe('mongodb://mongo:27017/animal_store?replicaSet=rs0');
  });

  it("the service's environment, on top of the image's, loads without a warning and serves /metrics on a listener of its own", () => {
    const image = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).at(-1)!.env;
    const config = loadConfig({ ...image, ...apiEnvironment() }, { terminal: false });
    expect(config.env).toBe('production');
    expect(config.warnings).toEqual([]);
    expect(config.metrics).toMatchObject({ enabled: true, listener: { host: '0.0.0.0', port: 9464 } });
    expect(serviceLines('api').map((line) => line.trim())).toContain("- '9464'"); // exposed to the compose network, not published
  });
});
