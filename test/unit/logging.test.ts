import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createAccessLog } from '../../adapters/logging/access-log.js';
import { BatchedDestination, CHUNK_BYTES, type FlushableStream } from '../../adapters/logging/batched-destination.js';
import { createLogger } from '../../adapters/logging/pino-logger.js';

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

describe('access log', () => {
  const cases: [string, string, string, number, number][] = [
    ['cc2b82c99cdbbfaa-1z', 'GET', '/v1/pets', 200, 1.3],
    ['client.id_7', 'POST', '/v1/pets/"quoted"\\and\u00e9\u2028', 404, 0],
    ['r', 'DELETE', '/v1/\u0001ctl', 500, 12345.6],
  ];

  it("writes, for createLogger's loggers, exactly the line pino writes for the same fields", async () => {
    const fast = capture();
    const reference = capture();
    const writeLine = createAccessLog(createLogger({ level: 'info', stream: fast.stream }));
    const viaPino = createLogger({ level: 'info', stream: reference.stream });
    for (const [reqId, method, path, status, ms] of cases) {
      writeLine(reqId, method, path, status, ms);
      viaPino.info({ reqId, method, path, status, ms }, 'request');
    }
    await settle();
    const withoutTime = (text: string) => text.replace(/"time":\d+,/g, '"time":0,');
    expect(fast.text().split('\n')).toHaveLength(cases.length + 1);
    expect(withoutTime(fast.text())).toBe(withoutTime(reference.text()));
    const first = JSON.parse(fast.text().split('\n')[0]!) as Record<string, unknown>;
    expect(first).toMatchObject({ level: 30, service: 'animal-store', reqId: cases[0]![0], status: 200, ms: 1.3, msg: 'request' });
    expect(Math.abs((first.time as number) - Date.now())).toBeLessThan(5_000);
  });

  it('writes the same bytes straight into the buffer of the production destination, in order with other lines', async () => {
    const chunks: Buffer[] = [];
    const below: FlushableStream = {
      fd: -1,
      write: (chunk) => chunks.push(Buffer.from(chunk)),
      flush: (callback) => callback(null),
      flushSync() {},
      end() {},
    };
    const logger = createLogger({ level: 'info', stream: new BatchedDestination(below) });
    const reference = capture();
    const viaPino = createLogger({ level: 'info', stream: reference.stream });
    const writeLine = createAccessLog(logger);
    const more: [string, string, string, number, number][] = [
      ...cases,
      // Written as text instead: not a count of tenths, not a whole status, a path longer than a buffer.
      ['id', 'GET', '/v1/pets', 200, 1.25],
      ['id', 'GET', '/v1/pets', 200.5, 1],
      ['id', 'GET', `/v1/${'é'.repeat(20_000)}`, 200, 2],
      ['id', 'GET', '/v1/pets', 200, 2 ** 60],
      ['max-ids', 'GET', '/v1/pets', Number.MAX_SAFE_INTEGER, 900719925474099.1],
      ['zero', 'HEAD', '/', 0, -0],
      ['nan', 'GET', '/', Number.NaN, Number.POSITIVE_INFINITY],
    ];
    for (const [i, [reqId, method, path, status, ms]] of more.entries()) {
      writeLine(reqId, method, path, status, ms);
      logger.info({ i }, 'between');
      viaPino.info({ reqId, method, path, status, ms }, 'request');
      viaPino.info({ i }, 'between');
    }
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    await settle();
    const withoutTime = (text: string) => text.replace(/"time":\d+,/g, '"time":0,');
    const written = Buffer.concat(chunks).toString('utf8');
    expect(written.split('\n')).toHaveLength(2 * more.length + 1);
    expect(withoutTime(written)).toBe(withoutTime(reference.text()));
    expect(Math.abs((JSON.parse(written.split('\n')[0]!) as { time: number }).time - Date.now())).toBeLessThan(5_000);
  });

  it('encodes access lines itself, over many chunks, without cutting any line short', async () => {
    const chunks: Buffer[] = [];
    const destination = new BatchedDestination({
      fd: -1,
      write: (chunk) => chunks.push(Buffer.from(chunk)),
      flush: (callback) => callback(null),
      flushSync() {},
      end() {},
    });
    let textLines = 0;
    const write = destination.write.bind(destination);
    destination.write = (line: string) => {
      textLines++;
      write(line);
    };
    const logger = createLogger({ level: 'info', stream: destination });
    const reference = capture();
    const viaPino = createLogger({ level: 'info', stream: reference.stream });
    const writeLine = createAccessLog(logger);
    // Paths up to 6 bytes per character once escaped: ~1.5 MB of lines, every chunk boundary on the way.
    for (let i = 0; i < 300; i++) {
      // Every 50th: 12,000 characters, 72,000 bytes escaped, more than a chunk: the text way.
      const path = i % 50 === 49 ? `/${'\u0001'.repeat(12_000)}` : `/v1/${['a', '\u0001', 'é', '"', '🐶'][i % 5]!.repeat(1 + ((i * 97) % 3000))}`;
      writeLine(`id-${i}`, 'GET', path, 200 + (i % 300), (i % 50) / 10);
      viaPino.info({ reqId: `id-${i}`, method: 'GET', path, status: 200 + (i % 300), ms: (i % 50) / 10 }, 'request');
    }
    expect(textLines).toBe(6);
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    await settle();
    expect(chunks.length).toBeGreaterThan(10);
    const withoutTime = (text: string) => text.replace(/"time":\d+,/g, '"time":0,');
    expect(withoutTime(Buffer.concat(chunks).toString('utf8'))).toBe(withoutTime(reference.text()));
  });

  it('follows the logger level, also when it changes at run time', async () => {
    const out = capture();
    const logger = createLogger({ level: 'warn', stream: out.stream });
    const writeLine = createAccessLog(logger);
    writeLine('a', 'GET', '/v1/pets', 200, 1);
    logger.level = 'info';
    writeLine('b', 'GET', '/v1/pets', 200, 1);
    await settle();
    expect(out.text().split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { reqId: string }).reqId)).toEqual(['b']);
  });

  it("goes through logger.info for any other pino logger, keeping the host's own format", async () => {
    const out = capture();
    const hostLogger = pino({ messageKey: 'message', formatters: { level: (label) => ({ severity: label }) } }, out.stream);
    createAccessLog(hostLogger)('x', 'GET', '/v1/pets', 200, 2);
    await settle();
    expect(JSON.parse(out.text())).toMatchObject({ severity: 'info', message: 'request', reqId: 'x', status: 200 });
  });
});

describe('BatchedDestination', () => {
  function below(fd = -1): FlushableStream & { writes: string[]; syncFlushes: number } {
    const stream = {
      fd,
      writes: [] as string[],
      syncFlushes: 0,
      write(chunk: Buffer) {
        stream.writes.push(chunk.toString('utf8'));
      },
      flush(callback: (error?: Error | null) => void) {
        callback(null);
      },
      flushSync() {
        stream.syncFlushes++;
      },
      end() {},
    };
    return stream;
  }

  it('hands lines on in order, in chunks of about 64 KiB, and the rest on flush', async () => {
    const stream = below();
    const destination = new BatchedDestination(stream);
    // Multi-byte characters, and lines longer than a whole chunk buffer, arrive intact and in order.
    const lines = Array.from({ length: 1_000 }, (_, i) => `{"n":${i},"pad":"${(i % 7 ? 'xé🐶' : 'y').repeat(i === 500 ? 50_000 : 40)}"}\n`);
    for (const line of lines) destination.write(line);
    const totalBytes = Buffer.byteLength(lines.join(''));
    expect(stream.writes.length).toBeGreaterThanOrEqual(2);
    // About CHUNK_BYTES per write; the oversized line goes alone, after what was pending before it.
    expect(stream.writes.length).toBeLessThanOrEqual(Math.ceil(totalBytes / CHUNK_BYTES) + 2);
    expect(stream.writes.join('').length).toBeLessThan(lines.join('').length);
    await new Promise<void>((resolve) => destination.flush(() => resolve()));
    expect(stream.writes.join('')).toBe(lines.join(''));
    destination.end();
  });

  it('writes pending lines itself, synchronously, on flushSync (at exit)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'batched-')), 'out.log');
    const fd = openSync(file, 'w');
    try {
      const stream = below(fd);
      const destination = new BatchedDestination(stream);
      destination.write('{"n":1}\n');
      destination.write('{"n":2,"name":"Zoë"}\n');
      destination.flushSync();
      expect(stream.syncFlushes).toBe(1);
      expect(stream.writes).toEqual([]);
      expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2,"name":"Zoë"}\n');
      destination.end();
    } finally {
      closeSync(fd);
    }
  });

  // A real buffered logger in its own process: what reaches stdout when the process ends.
  it.each([
    ['ends on its own', ''],
    ['calls process.exit()', 'process.exit(0);'],
  ])('loses no line of a buffered logger when the process %s', (_how, ending) => {
    const logger = pathToFileURL(resolve('dist/adapters/logging/pino-logger.js')).href;
    const script =
      `const { createLogger } = await import(${JSON.stringify(logger)});` +
      `const log = createLogger({ level: 'info', buffered: true });` +
      `for (let i = 0; i < 3000; i++) log.info({ i, pad: 'x'.repeat(60) }, 'line');` +
      ending;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const numbers = out.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 3000 }, (_, i) => i));
  });

  it('keeps the lines of a buffered logger until flushed, then writes them all', async () => {
    const stream = below();
    const logger = pino({}, new BatchedDestination(stream));
    logger.info('one');
    logger.warn('two');
    expect(stream.writes).toEqual([]);
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    expect(stream.writes.join('').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['one', 'two']);
  });
});
