import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/process.js';

const KEYS_MAIN = resolve(ROOT, 'dist/bootstrap/keys-main.js');

/** `npm run keys -- …` as a process (the build's output); only the given variables and PATH reach it. */
function runKeys(env: Record<string, string>, ...argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [KEYS_MAIN, ...argv], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

// Nothing listens on port 1: a command that got as far as the database would fail there, with exit 1.
const NO_DATABASE = 'mongodb://127.0.0.1:1/animal_store';

describe('the keys command as a process (npm run keys)', () => {
  it('prints its usage for help, needing no configuration', async () => {
    const { code, stdout } = await runKeys({}, 'help');
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: npm run keys -- <command>');
  });

  it('reports bad arguments before looking at the configuration or the store', async () => {
    const { code, stderr } = await runKeys({ MONGODB_URI: NO_DATABASE, MONGODB_MAX_POOL_SIZE: 'many' }, 'create', '--plan', 'gold', '--name', 'acme');
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe('keys: --plan "gold" is not a plan: use one of free, pro, business, enterprise');
  });

  it('requires MONGODB_URI', async () => {
    const { code, stderr } = await runKeys({}, 'list');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^keys: MONGODB_URI is required: /);
  });

  it('reads the MONGODB_* settings through the service configuration, naming a bad one', async () => {
    const { code, stderr } = await runKeys({ MONGODB_URI: NO_DATABASE, MONGODB_MAX_POOL_SIZE: 'many' }, 'list');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^keys: configuration error: MONGODB_MAX_POOL_SIZE: /);
  });

  it('fails with exit 1 and one line when the database does not answer', async () => {
    const { code, stderr } = await runKeys({ MONGODB_URI: NO_DATABASE, MONGODB_SERVER_SELECTION_TIMEOUT_MS: '50' }, 'list');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^keys: MONGODB_URI: MongoDB at 127\.0\.0\.1:1 did not answer \(waited \d+ ms\): /);
  });

  it('names the hosts of an unreachable database without its credentials', async () => {
    const uri = 'mongodb://keeper:pa55word-xyz@127.0.0.1:1/animal_store';
    const { code, stderr } = await runKeys({ MONGODB_URI: uri, MONGODB_SERVER_SELECTION_TIMEOUT_MS: '50' }, 'list');
    expect(code).toBe(1);
    expect(stderr).toContain('MongoDB at 127.0.0.1:1 did not answer');
    expect(stderr).not.toContain('pa55word-xyz');
    expect(stderr).not.toContain('keeper');
  });
});
