import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogging, loggingThrough } from '../../adapters/logging/pino-logger.js';

function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const withoutTime = (text: string) => text.replace(/"time":\d+,/g, '"time":0,');

describe('access log', () => {
  const cases: [string, string, string, number, number][] = [
    ['cc2b82c99cdbbfaa-1z', 'GET', '/v1/pets', 200, 1.3],
    ['client.id_7', 'POST', '/v1/pets/"quoted"\\and\u00e9\u2028', 404, 0],
    ['quote"only', 'GET', '/v1/pets/"x"', 200, 1],
    ['slash', 'GET', '/v1/pets/\\x', 200, 1],
    ['del', 'GET', '/v1/\u007f', 200, 1],
    ['r', 'DELETE', '/v1/\u0001ctl', 500, 12345.6],
    ['max', 'GET', `/v1/${'é'.repeat(5_000)}🐶`, Number.MAX_SAFE_INTEGER, 2 ** 60],
    ['odd', 'HEAD', '/', 0, -0],
    ['nan', 'GET', '/', Number.NaN, Number.POSITIVE_INFINITY],
  ];

  it('writes, in order with the other lines, exactly what logger.info writes for the same fields', async () => {
    const fast = capture();
    const reference = capture();
    const { logger, access } = createLogging({ level: 'info', stream: fast.stream });
    const viaPino = createLogging({ level: 'info', stream: reference.stream }).logger;
    for (const [i, [reqId, method, path, status, ms]] of cases.entries()) {
      access({ reqId, method, path, status, ms });
      logger.info({ i }, 'between');
      viaPino.info({ reqId, method, path, status, ms }, 'request');
      viaPino.info({ i }, 'between');
    }
    await settle();
    expect(fast.text().split('\n')).toHaveLength(2 * cases.length + 1);
    expect(withoutTime(fast.text())).toBe(withoutTime(reference.text()));
    const first = JSON.parse(fast.text().split('\n')[0]!) as Record<string, unknown>;
    expect(first).toMatchObject({ level: 30, service: 'animal-store', reqId: cases[0]![0], status: 200, ms: 1.3, msg: 'request' });
    expect(Math.abs((first.time as number) - Date.now())).toBeLessThan(5_000);
  });

  it('writes the same bytes, in the same order, through the buffered stdout of production', async () => {
    // Every case with and without a trace id.
    const traced = cases.flatMap(([reqId, method, path, status, ms]) => [
      { reqId, method, path, status, ms },
      { reqId, method, path, status, ms, traceId: '4bf92f3577b34da6a3ce929d0e0e4736' },
    ]);
    const source = (value: unknown): string => (typeof value === 'number' ? (Object.is(value, -0) ? '-0' : String(value)) : JSON.stringify(value));
    const literal = `[${traced
      .map(
        (fields) =>
          `{${Object.entries(fields)
            .map(([k, v]) => `${k}: ${source(v)}`)
            .join(', ')}}`,
      )
      .join(', ')}]`;
    const buffered = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { createLogging } = await import(${JSON.stringify(pathToFileURL(resolve('dist/adapters/logging/pino-logger.js')).href)});` +
          `const { logger, access } = createLogging({ level: 'info', buffered: true });` +
          `for (const [i, fields] of ${literal}.entries()) { access(fields); logger.info({ i }, 'between'); }`,
      ],
      { encoding: 'utf8', timeout: 15_000 },
    );
    const reference = capture();
    const viaPino = createLogging({ level: 'info', stream: reference.stream }).logger;
    for (const [i, fields] of traced.entries()) {
      viaPino.info(fields, 'request');
      viaPino.info({ i }, 'between');
    }
    await settle();
    expect(withoutTime(buffered)).toBe(withoutTime(reference.text()));
  });

  it('records the time to a tenth of a millisecond', async () => {
    const out = capture();
    createLogging({ level: 'info', stream: out.stream }).access({ reqId: 'a', method: 'GET', path: '/', status: 200, ms: 1.2549 });
    loggingThrough(pino({}, out.stream)).access({ reqId: 'b', method: 'GET', path: '/', status: 200, ms: 0.06 });
    await settle();
    expect(
      out
        .text()
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { ms: number }).ms),
    ).toEqual([1.3, 0.1]);
  });

  it('follows the logger level, also when it changes at run time', async () => {
    const out = capture();
    const { logger, access } = createLogging({ level: 'warn', stream: out.stream });
    access({ reqId: 'a', method: 'GET', path: '/v1/pets', status: 200, ms: 1 });
    logger.level = 'info';
    access({ reqId: 'b', method: 'GET', path: '/v1/pets', status: 200, ms: 1 });
    await settle();
    expect(
      out
        .text()
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { reqId: string }).reqId),
    ).toEqual(['b']);
  });

  it("goes through logger.info for a host's own pino logger, keeping the host's format", async () => {
    const out = capture();
    const hostLogger = pino({ messageKey: 'message', formatters: { level: (label) => ({ severity: label }) } }, out.stream);
    loggingThrough(hostLogger).access({ reqId: 'x', method: 'GET', path: '/v1/pets', status: 200, ms: 2 });
    await settle();
    expect(JSON.parse(out.text())).toMatchObject({ severity: 'info', message: 'request', reqId: 'x', status: 200 });
  });

  it('never writes an Authorization header or a secret, whatever a caller logs', async () => {
    const out = capture();
    const { logger } = createLogging({ level: 'info', stream: out.stream });
    logger.info({ headers: { authorization: 'Bearer as_topsecret' }, secret: 'as_topsecret', apiKey: { secret: 'as_topsecret' } }, 'careless');
    await settle();
    expect(out.text()).not.toContain('as_topsecret');
    expect(out.text()).toContain('[redacted]');
  });
});

describe('buffered logging (production)', () => {
  const script = (body: string) =>
    `const { createLogging } = await import(${JSON.stringify(pathToFileURL(resolve('dist/adapters/logging/pino-logger.js')).href)});` +
    `const { logger, flush } = createLogging({ level: 'info', buffered: true });` +
    body;
  /** A buffered service logger in its own process, stdout a pipe: the `i` of every line that reached it. */
  function runBuffered(body: string): number[] {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script(body)], { encoding: 'utf8', timeout: 15_000 });
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { i: number }).i);
  }
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);
  const log3000 = `for (let i = 0; i < 3000; i++) logger.info({ i, pad: 'x'.repeat(60) }, 'line');`;

  it.each([
    ['ends on its own', ''],
    ['flushes, then exits (the service on SIGTERM)', 'await flush(); process.exit(0);'],
    ['calls process.exit() at once', 'process.exit(0);'],
  ])('loses no line, in order, when the process %s', (_how, ending) => {
    expect(runBuffered(log3000 + ending)).toEqual(upTo(3000));
  });

  it('writes the lines of a quiet service within about a second, without a flush', async () => {
    // Ten lines, far below a buffer's worth, then the process idles for 4 s before it ends.
    const child = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      script(`for (let i = 0; i < 10; i++) logger.info({ i }, 'line'); setTimeout(() => {}, 4_000);`),
    ]);
    const started = Date.now();
    try {
      const arrivedAfter = await new Promise<number>((resolve, reject) => {
        child.stdout.once('data', () => resolve(Date.now() - started));
        child.once('exit', () => reject(new Error('the child ended before writing')));
      });
      expect(arrivedAfter).toBeLessThan(3_500);
    } finally {
      child.kill();
    }
  });
});

describe('LOG_FORMAT', () => {
  const careless = { headers: { authorization: 'Bearer as_topsecret' }, secret: 'as_topsecret', apiKey: { secret: 'as_topsecret' } };

  it.each(['json', 'pretty'] as const)('never writes a key or secret in %s', async (format) => {
    const out = capture();
    const { logger, access } = createLogging({ level: 'info', stream: out.stream, format });
    logger.info(careless, 'careless');
    logger.error({ err: Object.assign(new Error('parse'), { rawPacket: Buffer.from('Authorization: Bearer as_topsecret') }) }, 'bad');
    access({ reqId: 'r1', method: 'GET', path: '/v1/pets', status: 200, ms: 1 });
    await settle();
    expect(out.text()).not.toContain('as_topsecret');
    expect(out.text()).toContain('[redacted]');
  });

  it('renders every line through pino-pretty in pretty, the access line included', async () => {
    const out = capture();
    const { logger, access } = createLogging({ level: 'info', stream: out.stream, format: 'pretty' });
    logger.warn({ detail: 7 }, 'something odd');
    access({ reqId: 'r1', method: 'GET', path: '/v1/pets', status: 200, ms: 1.26, traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    await settle();
    const text = out.text();
    expect(text).not.toMatch(/^\{/m); // no JSON line left
    expect(text).toMatch(/WARN.*: something odd\n\s+detail: 7/);
    expect(text).toMatch(
      /INFO.*: request\n\s+reqId: "r1"\n\s+method: "GET"\n\s+path: "\/v1\/pets"\n\s+status: 200\n\s+ms: 1\.3\n\s+traceId: "4bf92f3577b34da6a3ce929d0e0e4736"/,
    );
  });
});

describe('errors from the Redis client', () => {
  // ioredis attaches the failed command to its errors: a refused AUTH carries the password.
  const refusedAuth = () =>
    Object.assign(new Error('WRONGPASS invalid username-password pair or user is disabled.'), {
      command: { name: 'auth', args: ['user-alice', 'pw-topsecret'] },
    });

  it('keeps the name of the failed command and never its arguments, at any depth', async () => {
    const out = capture();
    const { logger } = createLogging({ level: 'info', stream: out.stream });
    const clusterFailure = Object.assign(new Error('Failed to refresh slots cache.'), { lastNodeError: refusedAuth() });
    logger.warn({ err: refusedAuth() }, 'direct');
    logger.warn({ err: new Error('rate limiter unavailable', { cause: refusedAuth() }) }, 'as a cause');
    logger.warn({ err: clusterFailure }, 'as a cluster node error');
    logger.warn({ err: new AggregateError([refusedAuth()], 'several') }, 'aggregated');
    await settle();
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(out.text()).not.toContain('pw-topsecret');
    expect(out.text()).not.toContain('user-alice');
    for (const i of [0, 2, 3]) expect(lines[i]).toContain('"command":{"name":"auth"}');
    expect(out.text()).toContain('WRONGPASS invalid username-password pair');
    // The error logged is left as it was.
    const error = refusedAuth();
    logger.warn({ err: new Error('again', { cause: error }) }, 'once more');
    expect(error.command.args).toEqual(['user-alice', 'pw-topsecret']);
  });
});
