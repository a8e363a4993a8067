import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';

describe('POST /v1/pets (createPet)', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(async () => service.close());

  it('creates the pet: 201, the stored pet with its id, Location, default status available', async () => {
    const res = await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: 1, name: 'Rex', categoryId: 3, status: 'available' });
    expect(res.headers.location).toBe('/v1/pets/1');
    const again = await postPet(service.url, PRO_KEY, { name: 'Tom', categoryId: 2 ** 53 - 1, status: 'sold' });
    expect(again.json).toEqual({ id: 2, name: 'Tom', categoryId: 2 ** 53 - 1, status: 'sold' });
  });

  it('keeps the name exactly as sent, and counts its length in NFC code points', async () => {
    const decomposed = 'e\u0301'.repeat(100); // 200 code points, 100 after NFC
    const res = await postPet(service.url, PRO_KEY, { name: decomposed, categoryId: 1 });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe(decomposed);
    const emoji = await postPet(service.url, PRO_KEY, { name: ' 🐈 Tom  ', categoryId: 1 });
    expect(emoji.json.name).toBe(' 🐈 Tom  ');
    expect((await postPet(service.url, PRO_KEY, { name: '🐈'.repeat(100), categoryId: 1 })).status).toBe(201);
    expect((await postPet(service.url, PRO_KEY, { name: '🐈'.repeat(101), categoryId: 1 })).status).toBe(400);
  });

  it.each([
    ['no name', { categoryId: 1 }, 'name'],
    ['no categoryId', { name: 'Rex' }, 'categoryId'],
    ['an empty name', { name: '', categoryId: 1 }, 'name'],
    ['a blank name', { name: ' \t ', categoryId: 1 }, 'name'],
    ['a name with a control character', { name: 'Re\u0007x', categoryId: 1 }, 'name'],
    ['a name with DEL', { name: 'Rex\u007f', categoryId: 1 }, 'name'],
    ['a name with an unpaired surrogate', '{"name":"R\\ud800x","categoryId":1}', 'name'],
    ['a 101-character name', { name: 'x'.repeat(101), categoryId: 1 }, 'name'],
    ['a numeric name', { name: 42, categoryId: 1 }, 'name'],
    ['a fractional categoryId', { name: 'Rex', categoryId: 1.5 }, 'categoryId'],
    ['a string categoryId', { name: 'Rex', categoryId: '1' }, 'categoryId'],
    ['a zero categoryId', { name: 'Rex', categoryId: 0 }, 'categoryId'],
    ['a negative categoryId', { name: 'Rex', categoryId: -4 }, 'categoryId'],
    ['a categoryId beyond 2^53−1', '{"name":"Rex","categoryId":9007199254740992}', 'categoryId'],
    ['a null categoryId', { name: 'Rex', categoryId: null }, 'categoryId'],
    ['an unknown status', { name: 'Rex', categoryId: 1, status: 'lost' }, 'status'],
    ['a client-chosen id', { id: 7, name: 'Rex', categoryId: 1 }, 'id'],
    ['an unknown field', { name: 'Rex', categoryId: 1, colour: 'red' }, 'colour'],
    ['a __proto__ field', '{"name":"Rex","categoryId":1,"__proto__":{"admin":true}}', '__proto__'],
    ['an array body', [{ name: 'Rex', categoryId: 1 }], 'body'],
    ['malformed JSON', '{"name": "Rex", ', 'body'],
    ['a JSON string body', '"Rex"', 'body'],
    ['an empty JSON body', '', 'body: is required'],
  ])('refuses %s with 400', async (_case, body, field) => {
    const res = await postPet(service.url, PRO_KEY, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(res.json.message).toContain(field);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Nothing was stored.
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toEqual([]);
  });

  it.each([
    ['NEXT LINE (U+0085) alone', '\u0085', 'must not contain control characters (U+0085)'],
    ['a C1 control', 'Rex\u009b', 'must not contain control characters (U+009B)'],
    ['LINE SEPARATOR (U+2028) alone', '\u2028', 'must not contain line or paragraph separators (U+2028)'],
    ['a RIGHT-TO-LEFT OVERRIDE', 'Rex\u202egnp.exe', 'must not contain bidirectional controls (U+202E)'],
    ['an ARABIC LETTER MARK', '\u061cRex', 'must not contain bidirectional controls (U+061C)'],
    ['only a ZERO WIDTH SPACE', '\u200b', 'must not be made only of invisible characters'],
    ['only WORD JOINER and a byte order mark', '\u2060\ufeff', 'must not be made only of invisible characters'],
  ])('refuses a name of %s: 400 naming name, nothing stored', async (_case, name, problem) => {
    const res = await postPet(service.url, PRO_KEY, { name, categoryId: 1 });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_request', message: `name: ${problem}.` });
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toEqual([]);
  });

  it('lists every problem of a body at once', async () => {
    const res = await postPet(service.url, PRO_KEY, { name: '', categoryId: 0, extra: 1 });
    expect(res.json.details.map((d: { field: string }) => d.field).sort()).toEqual(['categoryId', 'extra', 'name']);
  });

  it('refuses a body that is not valid UTF-8', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"R'), Buffer.from([0xe9]), Buffer.from('x","categoryId":1}')]);
    const res = await send(service.url, { method: 'POST', path: '/v1/pets', key: PRO_KEY, headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('UTF-8');
  });

  it('answers 413 for a body over 16 KiB, and accepts one just under', async () => {
    const big = await postPet(service.url, PRO_KEY, JSON.stringify({ name: 'Rex', categoryId: 1, pad: 'x'.repeat(17 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ code: 'payload_too_large', status: 413 });
    const padded = `{"name":"Rex","categoryId":1}${' '.repeat(16 * 1024 - 40)}`;
    expect((await postPet(service.url, PRO_KEY, padded)).status).toBe(201);
  });

  it('bounds a compressed body by its inflated size (no zip bomb)', async () => {
    const bomb = gzipSync(`{"name":"Rex","categoryId":1,"pad":"${'x'.repeat(1024 * 1024)}"}`);
    const res = await send(service.url, {
      method: 'POST',
      path: '/v1/pets',
      key: PRO_KEY,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: bomb,
    });
    expect(res.status).toBe(413);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON Patch', 'application/json-patch+json'],
    ['Latin-1 JSON', 'application/json; charset=iso-8859-1'],
  ])('answers 415 for %s', async (_case, type) => {
    const res = await postPet(service.url, PRO_KEY, '{"name":"Rex","categoryId":1}', { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({ code: 'unsupported_media_type', status: 415 });
  });

  // The usual spellings of application/json are compared as they are; any other goes through the media-type parse.
  it.each([
    ['a pet', '{"name":"Rex","categoryId":1}', 201, undefined],
    ['a pet after whitespace', ' \n\t{"name":"Rex","categoryId":1}', 201, undefined],
    ['a pet after a byte order mark', '\uFEFF{"name":"Rex","categoryId":1}', 201, undefined],
    ['text that is not JSON', '{"name":"Rex",', 400, 'body: is not valid JSON (a JSON object is expected).'],
    ['a JSON string', '"Rex"', 400, 'body: must be a JSON object.'],
    ['a __proto__ key', '{"__proto__":{"admin":true},"name":"Rex","categoryId":1}', 400, 'body: must not contain a "__proto__" key.'],
    ['an escaped __proto__ key', '{"\\u005f_proto__":{},"name":"Rex","categoryId":1}', 400, 'body: must not contain a "__proto__" key.'],
    ['a U+FFFD character', '{"name":"R\uFFFD","categoryId":1}', 400, 'body: is not valid UTF-8.'],
    ['an array', '[{"name":"Rex","categoryId":1}]', 400, undefined],
    [
      'a member named twice, once escaped',
      '{"name":"Rex","n\\u0061me":"Tom","categoryId":1}',
      400,
      'name: must appear once in its object (which one counts would depend on the parser).',
    ],
    [
      'a member named twice in a nested object',
      '{"name":"Rex","categoryId":1,"extra":{"a":1,"a":2}}',
      400,
      'extra.a: must appear once in its object (which one counts would depend on the parser).',
    ],
    [
      'bytes that are not UTF-8',
      Buffer.from([...Buffer.from('{"name":"R'), 0xe9, ...Buffer.from('x","categoryId":1}')]),
      400,
      'body: is not valid UTF-8.',
    ],
  ])('reads %s alike whichever spelling of application/json comes with it', async (_case, body, status, message) => {
    const answers = [];
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON']) {
      const res = await send(service.url, { method: 'POST', path: '/v1/pets', key: PRO_KEY, headers: { 'content-type': type }, body });
      answers.push({ status: res.status, error: res.status === 201 ? undefined : res.json });
    }
    expect(answers[0]!.status).toBe(status);
    if (message !== undefined) expect(answers[0]!.error).toMatchObject({ code: 'invalid_request', message, status });
    expect(answers.slice(1)).toEqual([answers[0], answers[0], answers[0]]);
  });

  it('accepts application/json with charset=utf-8', async () => {
    const res = await postPet(service.url, PRO_KEY, aNewPet(), { 'content-type': 'application/json; charset=UTF-8' });
    expect(res.status).toBe(201);
  });

  it('answers an empty body sent in chunks as one declared empty: the body is required', async () => {
    const chunked = await postPet(service.url, PRO_KEY, '', { 'transfer-encoding': 'chunked' });
    const declared = await postPet(service.url, PRO_KEY, '', { 'content-length': '0' });
    expect(chunked.json).toMatchObject({ code: 'invalid_request', message: 'body: is required: a JSON object.', status: 400 });
    expect(declared.json).toEqual(chunked.json);
  });

  it('answers 400 for a POST without any body', async () => {
    const res = await send(service.url, { method: 'POST', path: '/v1/pets', key: PRO_KEY });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('body');
  });

  it('gives distinct, increasing ids to concurrent creations', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => postPet(service.url, PRO_KEY, aNewPet({ name: `p${i}` }))));
    const ids = results.map((r) => r.json.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
