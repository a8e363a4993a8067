import { connect } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { afterEach, describe, expect, it } from 'vitest';
import { runServiceToExit, startServiceProcess, type ServiceProcess } from '../support/process.js';

describe('the service as a process (npm start), over real HTTP', () => {
  let service: ServiceProcess | undefined;
  afterEach(() => {
    service?.child.kill('SIGKILL');
    service = undefined;
  });

  it('prints a development key, creates, lists and fetches pets, then exits 0 on SIGTERM', async () => {
    // Buffered logging, as in production: lines must still come out, and all of them on exit.
    service = await startServiceProcess({ APP_ENV: 'development', LOG_BUFFERED: 'true' });
    const key = /Bearer (as_[A-Za-z0-9_-]+)/.exec(service.output())?.[1];
    expect(key).toBeDefined();
    const auth = { authorization: `Bearer ${key}` };

    const created: Array<{ id: number }> = [];
    for (const [name, status] of [
      ['Rex', 'available'],
      ['Tom', 'sold'],
      ['Kit', 'sold'],
    ]) {
      const res = await fetch(`${service.url}/v1/pets`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name, categoryId: 1, status }),
      });
      expect(res.status).toBe(201);
      created.push((await res.json()) as { id: number });
    }
    const sold = await fetch(`${service.url}/v1/pets?status=sold`, { headers: auth });
    expect(sold.status).toBe(200);
    expect(sold.headers.get('x-ratelimit-limit')).toBe('300');
    expect(await sold.json()).toEqual(created.slice(1));
    const one = await fetch(`${service.url}/v1/pets/${created[0]!.id}`, { headers: auth });
    expect(await one.json()).toEqual(created[0]);
    expect(one.headers.get('sunset')).toBe('Thu, 05 Dec 2030 00:00:00 GMT');
    expect((await fetch(`${service.url}/v1/pets`)).status).toBe(401);

    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('shutting down');
    expect(service.output()).not.toContain(`"${key}"`);
    // Every access line of the buffered log reached stdout by the end, in order.
    const accessLines = service
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as { method: string; status: number });
    expect(accessLines.map((line) => `${line.method} ${line.status}`)).toEqual(['POST 201', 'POST 201', 'POST 201', 'GET 200', 'GET 200', 'GET 401']);
  });

  it('on SIGTERM, finishes a request in flight, then closes its keep-alive connection and exits 0 promptly', async () => {
    service = await startServiceProcess({ APP_ENV: 'test', LOG_LEVEL: 'info', API_KEYS: 'pro:drain-key-0123456789abc', SHUTDOWN_TIMEOUT_MS: '8000' });
    const { port } = new URL(service.url);
    const body = '{"name":"Rex","categoryId":1}';
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /v1/pets HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer drain-key-0123456789abc\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    service.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await socketClosed;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    // The server closed the connection itself once the response was out (socketClosed resolved).
    expect(await service.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(4_000);
    // The last line says how many requests were drained: the POST in flight at SIGTERM.
    const lines = service.output().trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ msg: 'shut down', inFlightAtStart: 1, drained: 1, cut: 0 });
  });

  it('delivers webhooks from its own dispatcher, and on SIGTERM waits for an attempt in flight no longer than its shutdown budget', async () => {
    const receiver = await WebhookReceiver.start();
    try {
      service = await startServiceProcess({
        APP_ENV: 'test',
        LOG_LEVEL: 'info',
        API_KEYS: 'pro:hook-key-0123456789abc',
        SHUTDOWN_TIMEOUT_MS: '1000',
      });
      const auth = { authorization: 'Bearer hook-key-0123456789abc', 'content-type': 'application/json' };
      const post = (path: string, body: unknown) => fetch(`${service!.url}${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
      const endpoint = (await (await post('/v1/webhook-endpoints', { url: `${receiver.url}/hooks`, events: ['pet.created'] })).json()) as {
        secret: string;
      };
      await post('/v1/pets', { name: 'Rex', categoryId: 1 });
      await expect.poll(() => receiver.received.length, { timeout: 5_000 }).toBe(1);
      expect(new Webhook(endpoint.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>)).toMatchObject({
        type: 'pet.created',
      });

      receiver.hold(); // the next attempt never gets its answer
      await post('/v1/pets', { name: 'Tom', categoryId: 1 });
      await expect.poll(() => receiver.received.length, { timeout: 5_000 }).toBe(2);
      const signalled = Date.now();
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(3_000);
    } finally {
      await receiver.close();
    }
  });

  it('drops a client that trickles its headers slower than the headers timeout', async () => {
    service = await startServiceProcess({ APP_ENV: 'test', LOG_LEVEL: 'info', HTTP_HEADERS_TIMEOUT_MS: '500' });
    const { port } = new URL(service.url);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let drip: NodeJS.Timeout | undefined;
      // The drip starts after the request line: a socket still connecting queues writes, which would send it first.
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /v1/pets HTTP/1.1\r\nHost: x\r\n');
        drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      // The service closes after its 408 while a drip may still be on the way: a reset then is expected, 'close' follows.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(text);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses to start on a bad configuration, naming the variable, with a non-zero exit', async () => {
    const bad = await runServiceToExit({ PORT: 'eighty' });
    expect(bad.code).not.toBe(0);
    expect(bad.output).toContain('PORT');
    const several = await runServiceToExit({ PORT: 'eighty', LOG_LEVEL: 'loud', RATE_LIMIT_BAN_TRESHOLD: '5' });
    expect(several.code).toBe(1);
    expect(several.output).toContain('2 configuration errors:\n  PORT: must be a whole number');
    expect(several.output).toContain('\n  LOG_LEVEL: must be one of');
    expect(several.output).toContain(
      'RATE_LIMIT_BAN_TRESHOLD is not a setting of this service and is ignored; did you mean RATE_LIMIT_BAN_THRESHOLD?',
    );
    const taken = await runServiceToExit({ HOST: 'no-such-host.invalid' });
    expect(taken.code).not.toBe(0);
    expect(taken.output).toContain('configuration error: HOST');
    const production = await runServiceToExit({ APP_ENV: 'production' });
    expect(production.code).not.toBe(0);
    expect(production.output).toContain('MONGODB_URI');
  });

  it('refuses to start, quickly and clearly, when MongoDB does not answer', async () => {
    const started = Date.now();
    const down = await runServiceToExit({
      APP_ENV: 'production',
      MONGODB_URI: 'mongodb://operator:s3cret-pass@127.0.0.1:9,127.0.0.1:10/animal_store?authSource=admin',
      MONGODB_SERVER_SELECTION_TIMEOUT_MS: '300',
    });
    expect(down.code).not.toBe(0);
    // The variable, the hosts and ports, how long it waited; never the credentials.
    expect(down.output).toMatch(/MONGODB_URI: MongoDB at 127\.0\.0\.1:9, 127\.0\.0\.1:10 did not answer \(waited \d+ ms\)/);
    expect(down.output).not.toContain('s3cret-pass');
    expect(down.output).not.toContain('operator');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
