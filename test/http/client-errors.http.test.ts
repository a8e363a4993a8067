import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../bootstrap/server.js';
import { PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { scrapeMetrics } from '../support/metrics-scrape.js';

let service: TestService | undefined;
let running: RunningServer | undefined;
afterEach(async () => {
  await service?.close();
  await running?.close();
  service = running = undefined;
});

/** The service in-process with short HTTP timeouts, its log lines collected. */
async function startWithTimeouts(): Promise<{ server: RunningServer; logLines: Record<string, unknown>[] }> {
  const logLines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const server = await startServer({
    env: {
      APP_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      API_KEYS: `pro:${PRO_KEY}`,
      HTTP_HEADERS_TIMEOUT_MS: '300',
      HTTP_REQUEST_TIMEOUT_MS: '800',
    },
    logStream,
  });
  return { server, logLines };
}

/** Writes `first` on a raw connection, then `drip` every 100 ms, and resolves with all the server sent once it closes. */
function rawExchange(url: string, first: string, drip?: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    let dripping: NodeJS.Timeout | undefined;
    // The drip starts once `first` is written: a socket still connecting queues writes, so a drip started
    // before would go out ahead of the request line on a slow machine (and be refused as not HTTP).
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(first);
      if (drip !== undefined) dripping = setInterval(() => socket.writable && socket.write(drip), 100);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    // The service closes after its answer while a drip may still be on the way: a reset then is expected, 'close' follows.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripping);
      resolve(text);
    });
  });
}

/** The status and the Error body of a raw HTTP/1.1 answer. */
function parsed(answer: string): { status: number; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head!)?.[1]), body: JSON.parse(body!) };
}

describe('what Node answers itself, answered with the Error body, logged and counted with the status the client received', () => {
  it('431: a request line or headers over 16 KiB', async () => {
    service = await startTestService();
    const longUrl = await send(service.url, { path: `/v1/pets?${'a'.repeat(20_000)}=1`, key: PRO_KEY });
    expect(longUrl.status).toBe(431);
    expect(longUrl.json).toEqual({
      code: 'headers_too_large',
      message: 'The request line and headers are larger than 16 KiB together.',
      status: 431,
    });
    expect(longUrl.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    const longHeader = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { 'x-filler': 'b'.repeat(20_000) } });
    expect(longHeader.status).toBe(431);

    const access = service.logLines.filter((line) => line.msg === 'request');
    expect(access.map((line) => [line.method, line.status])).toEqual([
      ['GET', 431],
      ['GET', 431],
    ]);
    // Never a byte of the request (its Authorization header) in the log.
    expect(JSON.stringify(service.logLines)).not.toContain(PRO_KEY);
    const figures = await scrapeMetrics(service.url);
    expect(figures.get('animal_store_http_requests_total{operation="other",method="GET",status="431"}')).toBe(2);
    expect(figures.get('animal_store_http_requests_in_flight')).toBe(1); // the scrape itself: the two were started and finished
  });

  it('400: bytes that are not HTTP', async () => {
    service = await startTestService();
    const answer = parsed(await rawExchange(service.url, 'HELLO THERE\r\n\r\n'));
    expect(answer).toEqual({ status: 400, body: { code: 'invalid_request', message: 'The request is not valid HTTP/1.1.', status: 400 } });
    expect(service.logLines.filter((line) => line.msg === 'request').map((line) => line.status)).toEqual([400]);
  });

  it('408: headers slower than HTTP_HEADERS_TIMEOUT_MS, before any request reached the app', async () => {
    const { server, logLines } = await startWithTimeouts();
    running = server;
    const answer = parsed(await rawExchange(server.url, 'GET /v1/pets HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n'));
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 'request_timeout', status: 408 });
    // Node reports a timeout without the bytes it read: the method is not known.
    expect(logLines.filter((line) => line.msg === 'request').map((line) => [line.method, line.status])).toEqual([['', 408]]);
    const figures = await scrapeMetrics(server.url);
    expect(figures.get('animal_store_http_requests_total{operation="other",method="other",status="408"}')).toBe(1);
  });

  it('408, not 400: a body slower than HTTP_REQUEST_TIMEOUT_MS, counted under its operation; the request is not carried out', async () => {
    const { server, logLines } = await startWithTimeouts();
    running = server;
    const body = '{"name":"Rex","categoryId":1}';
    const answer = parsed(
      await rawExchange(
        server.url,
        `POST /v1/pets HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${PRO_KEY}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length + 1000}\r\n\r\n${body}`,
        ' ',
      ),
    );
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 'request_timeout', status: 408 });
    // The app saw the body aborted; the line and the count say what the client received.
    await expect
      .poll(() => logLines.filter((line) => line.msg === 'request').map((line) => [line.method, line.path, line.status]))
      .toEqual([['POST', '/v1/pets', 408]]);
    const figures = await scrapeMetrics(server.url);
    expect(figures.get('animal_store_http_requests_total{operation="createPet",method="POST",status="408"}')).toBe(1);
    expect(figures.get('animal_store_http_requests_total{operation="createPet",method="POST",status="400"}')).toBeUndefined();
    expect((await send(server.url, { path: '/v1/pets', key: PRO_KEY })).json).toEqual([]);
  });
});
