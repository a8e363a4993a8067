import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/process.js';

/** A Node.js that says it is 20.20.2 before anything of the project loads: what a machine with Debian's Node sees. */
const AS_NODE_20 = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})';

function run(script: string, options: { asNode20?: boolean; node?: string; args?: string[] } = {}) {
  const args = [...(options.asNode20 ? ['--import', AS_NODE_20] : []), resolve(ROOT, script), ...(options.args ?? [])];
  const result = spawnSync(options.node ?? process.execPath, args, {
    cwd: ROOT,
    // Development on a free port: a service that did start would print its key and listen.
    env: { PATH: process.env.PATH ?? '', APP_ENV: 'development', PORT: '0' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('an older Node.js than package.json engines', () => {
  it('stops npm start and npm test at once (tools/supported-node.mjs), naming the way to Node 26', () => {
    const refused = run('tools/supported-node.mjs', { asNode20: true });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('animal-store needs Node.js 24 or later (package.json engines: ">=24"); this is Node.js v20.20.2.');
    expect(refused.stderr).toContain('export PATH="$(tools/node-runtime.sh 26):$PATH"');
    expect(run('tools/supported-node.mjs')).toMatchObject({ code: 0, stderr: '', stdout: '' });
  });

  it('stops the service and the key tool before they load anything: no key printed, nothing listening', () => {
    for (const entry of ['dist/bootstrap/main.js', 'dist/bootstrap/keys-main.js']) {
      const refused = run(entry, { asNode20: true, args: ['list'] });
      expect(refused.code, entry).toBe(1);
      expect(refused.stdout, entry).toBe('');
      expect(refused.stderr, entry).toMatch(/^animal-store: Node\.js 24 or later is needed; this is Node\.js v20\.20\.2\.\n/);
      expect(refused.stderr, entry).toContain('tools/node-runtime.sh 26');
    }
  });

  const debianNode = '/usr/bin/node';
  const olderNode =
    existsSync(debianNode) && Number(spawnSync(debianNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split('.')[0]) < 24;
  if (!olderNode) console.log(`SKIPPED the service on a real older Node.js: ${debianNode} is not a Node.js older than 24 here`);
  it.skipIf(!olderNode)('stops the service on a real older Node.js (the machine’s own /usr/bin/node)', () => {
    const refused = run('dist/bootstrap/main.js', { node: debianNode });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^animal-store: Node\.js 24 or later is needed; this is Node\.js v(1|2[0-3])\./);
  });
});
