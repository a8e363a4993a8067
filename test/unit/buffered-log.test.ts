import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const logging = pathToFileURL(resolve('dist/adapters/logging/pino-logger.js')).href;

describe('buffered logging (production)', () => {
  it('writes long and non-ASCII lines whole and in order, across its writes', () => {
    // Lines of every size around what the destination gathers and writes at once (16 and 64 KiB), multi-byte characters included.
    const script =
      `const { createLogging } = await import(${JSON.stringify(logging)});` +
      `const { logger, access } = createLogging({ level: 'info', buffered: true });` +
      `const sizes = [1, 20000, 20000, 100, 40000, 87381, 10, 300000, 5];` +
      `for (let i = 0; i < 40; i++) {` +
      `  const path = '/v1/' + 'é🐶x'.repeat(sizes[i % sizes.length]);` +
      `  access({ reqId: 'r' + i, method: 'GET', path, status: 200, ms: i / 10 });` +
      `  if (i % 3 === 0) logger.info({ i }, 'between');` +
      `}`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 1 << 30, timeout: 60_000 });
    const lines = out
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; path?: string; i?: number });
    const expected: string[] = [];
    const sizes = [1, 20000, 20000, 100, 40000, 87381, 10, 300000, 5];
    for (let i = 0; i < 40; i++) {
      expected.push(`r${i} ${'é🐶x'.repeat(sizes[i % sizes.length]!).length + 4}`);
      if (i % 3 === 0) expected.push(`between ${i}`);
    }
    expect(lines.map((line) => (line.reqId ? `${line.reqId} ${line.path!.length}` : `between ${line.i}`))).toEqual(expected);
    expect(lines.filter((line) => line.path !== undefined).every((line) => /^\/v1\/(é🐶x)+$/u.test(line.path!))).toBe(true);
  }, 60_000);
});
