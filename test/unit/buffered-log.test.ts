import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogging } from '../../adapters/logging/pino-logger.js';

const logging = pathToFileURL(resolve('dist/adapters/logging/pino-logger.js')).href;

describe('the access line', () => {
  it('writes `ms` to a tenth exactly as JSON.stringify would, over the whole range', async () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    const { access } = createLogging({ level: 'info', stream });
    const values = [0, 0.04, 0.05, 0.15, 0.25, 0.95, 0.96, 1, 9.99, 10.05, 99.95, 214_748_364.7, 214_748_364.75, 214_748_365, 1e12, -0.04, -3.2];
    for (let i = 0; i < 2_000; i++) values.push(Math.random() * 10 ** Math.floor(Math.random() * 9));
    for (const ms of values) access({ reqId: 'r', method: 'GET', path: '/', status: 200, ms });
    await new Promise((done) => setImmediate(done));
    const written = chunks
      .join('')
      .trim()
      .split('\n')
      .map((line) => /"ms":([^,]*),/.exec(line)![1]);
    expect(written).toEqual(values.map((ms) => JSON.stringify(Math.round(ms * 10) / 10)));
  });
});

describe('buffered logging (production)', () => {
  it('writes long and non-ASCII lines whole and in order, across its chunks', () => {
    // Lines of every size around the destination's chunk (256 KiB), multi-byte characters included.
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
