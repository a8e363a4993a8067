import { connect } from 'node:net';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FREE_KEY, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';

const PET = '{"name":"Rex","categoryId":1}';

describe('hostile and malformed requests', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  it('guards every letter-case spelling of /v1: no key, no pets', async () => {
    service = await startTestService();
    for (const path of ['/V1/pets', '/v1/PETS', '/V1/openapi.json']) {
      const anonymous = await send(service.url, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: PET });
      expect(anonymous.status, path).not.toBe(201);
      expect([401, 404]).toContain(anonymous.status);
    }
    expect((await send(service.url, { path: '/V1/pets' })).status).toBe(401);
    expect((await send(service.url, { path: '/V1/pets', key: PRO_KEY })).status).toBe(404);
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toEqual([]);
  });

  it('refuses several Authorization headers, even when the first is valid', async () => {
    service = await startTestService();
    const res = await send(service.url, {
      path: '/v1/pets',
      headers: { authorization: [`Bearer ${FREE_KEY}`, `Bearer ${PRO_KEY}`] },
    });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toContain('invalid_token');
  });

  it.each([
    ['an unsupported encoding', { 'content-encoding': 'zstd' }, Buffer.from(PET), 415],
    ['an encoding in upper case', { 'content-encoding': 'GZIP' }, gzipSync(PET), 415],
    ['a chain of encodings', { 'content-encoding': 'gzip, gzip' }, gzipSync(gzipSync(PET)), 415],
    ['gzip that is not gzip', { 'content-encoding': 'gzip' }, Buffer.from('notgzip'), 400],
    ['truncated gzip', { 'content-encoding': 'gzip' }, gzipSync(PET).subarray(0, 12), 400],
    ['raw deflate without its header', { 'content-encoding': 'deflate' }, deflateRawSync(PET), 400],
    ['invalid brotli', { 'content-encoding': 'br' }, Buffer.from([0xff, 0xff, 0xff, 0xff]), 400],
  ])('answers %s with a clean %i, never 500', async (_case, headers, body, status) => {
    service = await startTestService();
    const res = await send(service.url, {
      method: 'POST',
      path: '/v1/pets',
      key: PRO_KEY,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    expect(res.status).toBe(status);
    expect(res.json.status).toBe(status);
    expect(service.logLines.some((l) => l.level === 50)).toBe(false);
  });

  it('accepts a well-formed gzip body', async () => {
    service = await startTestService();
    const res = await send(service.url, {
      method: 'POST',
      path: '/v1/pets',
      key: PRO_KEY,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(PET),
    });
    expect(res.status).toBe(201);
  });

  it.each(['application/json; foo', 'application/json; charset='])(
    'answers 415 for the malformed media type %j, not a silent empty body',
    async (type) => {
      service = await startTestService();
      const res = await postPet(service.url, PRO_KEY, PET, { 'content-type': type });
      expect(res.status).toBe(415);
    },
  );

  it.each(['null', '1', '"x"', 'true'])('says a JSON %s body must be an object', async (body) => {
    service = await startTestService();
    const res = await postPet(service.url, PRO_KEY, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('must be a JSON object');
  });

  it('keeps an error answer small whatever the number of problems', async () => {
    service = await startTestService();
    const many = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`f${i}`, 1]));
    const body = await postPet(service.url, PRO_KEY, { ...aNewPet(), ...many });
    expect(body.status).toBe(400);
    expect(body.json.details).toHaveLength(10);
    expect(body.json.message).toMatch(/and 1490 more problems\.$/);
    expect(body.text.length).toBeLessThan(2_000);
    const query = Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&');
    const list = await send(service.url, { path: `/v1/pets?${query}`, key: PRO_KEY });
    expect(list.status).toBe(400);
    expect(list.text.length).toBeLessThan(2_000);
  });

  it('answers 405 with Allow on /healthz and /readyz for other methods', async () => {
    service = await startTestService();
    const res = await send(service.url, { method: 'POST', path: '/healthz' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('never logs the request bytes of a client that breaks the protocol mid-body', async () => {
    service = await startTestService();
    const { port } = new URL(service.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(
          `POST /v1/pets HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${PRO_KEY}\r\nContent-Type: application/json\r\n` +
            'Transfer-Encoding: chunked\r\n\r\n5\r\n{"nam\r\n16\r\n e":"Ch","categoryId":1}\r\n0\r\n\r\n',
        ),
      );
      socket.on('data', () => undefined);
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      setTimeout(() => socket.destroy(), 1_000);
    });
    // Waits for the request's access line, written once the service has given up on the request.
    await vi.waitFor(() => expect(service!.logLines.some((line) => line.msg === 'request' && line.path === '/v1/pets')).toBe(true));
    const logged = JSON.stringify(service.logLines);
    expect(logged).not.toContain(PRO_KEY);
    expect(logged).not.toContain('rawPacket');
    expect(service.logLines.some((l) => l.level === 50)).toBe(false);
  });

  it.each(['application/json', 'Application/JSON'])('a client gone mid-body (%s): nothing stored, logged as a 400, no error', async (type) => {
    service = await startTestService();
    const { port } = new URL(service.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /v1/pets HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${PRO_KEY}\r\nContent-Type: ${type}\r\n` +
            `Content-Length: ${PET.length + 10}\r\n\r\n${PET}`,
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await expect
      .poll(() => service.logLines.filter((line) => line.msg === 'request').map((line) => [line.method, line.path, line.status]))
      .toEqual([['POST', '/v1/pets', 400]]);
    expect(service.logLines.some((l) => l.level === 50)).toBe(false);
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toEqual([]);
  });

  it('behind a trusted proxy, throttles by the address the proxy saw, not the one the client wrote', async () => {
    service = await startTestService({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const forged = `10.0.0.${i}, 192.0.2.50`;
      statuses.push((await send(service.url, { path: '/v1/pets', headers: { 'x-forwarded-for': forged } })).status);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
    // Another address appended by the proxy is another client, with a bucket of its own.
    const other = await send(service.url, { path: '/v1/pets', headers: { 'x-forwarded-for': '10.0.0.1, 192.0.2.51' } });
    expect(other.status).toBe(401);
  });
});
