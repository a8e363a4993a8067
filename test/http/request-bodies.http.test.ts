import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

const PET = '{"name":"Rex","categoryId":1}';

/** Every way a client may send a body, read by the one reader: chunked or with a length, in any accepted coding. */
describe('request bodies in every form a client sends them', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(async () => service.close());

  const post = (body: Buffer | string, headers: Record<string, string>) =>
    send(service.url, { method: 'POST', path: '/v1/pets', key: PRO_KEY, headers: { 'content-type': 'application/json', ...headers }, body });

  it.each<[string, Buffer | string, Record<string, string>]>([
    ['with a Content-Length', PET, {}],
    ['in chunks', PET, { 'transfer-encoding': 'chunked' }],
    ['as identity', PET, { 'content-encoding': 'identity' }],
    ['gzipped', gzipSync(PET), { 'content-encoding': 'gzip' }],
    ['deflated (zlib)', deflateSync(PET), { 'content-encoding': 'deflate' }],
    ['in brotli', brotliCompressSync(PET), { 'content-encoding': 'br' }],
    ['gzipped, in chunks', gzipSync(PET), { 'content-encoding': 'gzip', 'transfer-encoding': 'chunked' }],
    ['under another spelling of its media type', PET, { 'content-type': 'Application/JSON;charset="UTF-8"' }],
  ])('creates the pet from a body sent %s', async (_case, body, headers) => {
    const res = await post(body, headers);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Rex', categoryId: 1 });
  });

  it.each<[string, Buffer | string, Record<string, string>, number, string]>([
    [
      'over 16 KiB in chunks',
      `{"name":"Rex","categoryId":1,"pad":"${'x'.repeat(17 * 1024)}"}`,
      { 'transfer-encoding': 'chunked' },
      413,
      'payload_too_large',
    ],
    ['declared over 16 KiB', `{"name":"Rex","categoryId":1,"pad":"${'x'.repeat(17 * 1024)}"}`, {}, 413, 'payload_too_large'],
    ['empty once decoded', gzipSync(''), { 'content-encoding': 'gzip' }, 400, 'invalid_request'],
    [
      'not UTF-8 once decoded',
      gzipSync(Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d])),
      { 'content-encoding': 'gzip' },
      400,
      'invalid_request',
    ],
    [
      'with a member named twice once decoded',
      brotliCompressSync('{"name":"Rex","name":"Tom","categoryId":1}'),
      { 'content-encoding': 'br' },
      400,
      'invalid_request',
    ],
  ])('refuses a body %s, and stores nothing', async (_case, body, headers, status, code) => {
    const res = await post(body, headers);
    expect(res.json).toMatchObject({ code, status });
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toEqual([]);
  });

  it('reads a merge patch in chunks and gzipped, as one sent whole', async () => {
    expect((await post(PET, {})).status).toBe(201);
    const res = await send(service.url, {
      method: 'PATCH',
      path: '/v1/pets/1',
      key: PRO_KEY,
      headers: { 'content-type': 'application/merge-patch+json', 'content-encoding': 'gzip', 'transfer-encoding': 'chunked' },
      body: gzipSync('{"status":"sold"}'),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: 1, status: 'sold' });
  });
});
