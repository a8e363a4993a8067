import { afterEach, describe, expect, it } from 'vitest';
import { postJson, postPet, PRO_KEY, send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';

const APP = 'https://app.example';

describe('API-Key-Expiration', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  const start = async () => (service = await startTestService({ env: { CORS_ORIGINS: APP } }));
  const createKey = async (body: object) =>
    (await postJson(service.url, PRO_KEY, '/v1/keys', { name: 'partner', ...body })).json as { id: string; secret: string };
  const expirationOf = (res: RawResponse) => res.headers['api-key-expiration'];

  it('is on every answer to a key that has an expiry once the key is known (200, 304, 403, 404, 429), never on one without', async () => {
    await start();
    const expiresAt = new Date(service.clock.now() + 3_600_000).toISOString();
    const { secret } = await createKey({ plan: 'free', scopes: ['pets:read'], expiresAt });
    const petId = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;

    const read = await send(service.url, { path: `/v1/pets?id=${petId}`, key: secret });
    const answers = {
      ok: read,
      notModified: await send(service.url, { path: `/v1/pets?id=${petId}`, key: secret, headers: { 'if-none-match': String(read.headers.etag) } }),
      forbidden: await postPet(service.url, secret, { name: 'Max', categoryId: 1 }),
      notFound: await send(service.url, { path: '/v1/no-such-route', key: secret }),
      rateLimit: await send(service.url, { path: '/v1/rate_limit', key: secret }),
    };
    expect(Object.values(answers).map((res) => res.status)).toEqual([200, 304, 403, 404, 200]);
    for (const [name, res] of Object.entries(answers)) expect(expirationOf(res), name).toBe(expiresAt);

    // Over its limit: the 429 still tells the key when it ends.
    let refused: RawResponse | undefined;
    for (let i = 0; i < 70 && !refused; i++) {
      const res = await send(service.url, { path: '/v1/pets', key: secret });
      if (res.status === 429) refused = res;
    }
    expect(refused && expirationOf(refused)).toBe(expiresAt);

    const lasting = await createKey({ plan: 'free' });
    expect(expirationOf(await send(service.url, { path: '/v1/pets', key: lasting.secret }))).toBeUndefined();
    expect(expirationOf(await send(service.url, { path: '/v1/pets', key: PRO_KEY }))).toBeUndefined();
    // Once expired, the key is unknown: 401 without it.
    service.clock.advance(3_600_000);
    const expired = await send(service.url, { path: '/v1/pets', key: secret });
    expect([expired.status, expirationOf(expired)]).toEqual([401, undefined]);
  });

  it('tells the old key of a rotation when its overlap ends, and a script may read it', async () => {
    await start();
    const old = await createKey({ plan: 'pro' });
    const rotated = await postJson(service.url, PRO_KEY, `/v1/keys/${old.id}/rotate`, { expiresInSeconds: 600 });
    const successor = rotated.json as { secret: string };
    const answer = await send(service.url, { path: '/v1/pets', key: old.secret, headers: { origin: APP } });
    expect(expirationOf(answer)).toBe(new Date(service.clock.now() + 600_000).toISOString());
    expect(String(answer.headers['access-control-expose-headers']).split(', ')).toContain('API-Key-Expiration');
    expect(expirationOf(await send(service.url, { path: '/v1/pets', key: successor.secret }))).toBeUndefined();
    // GET /v1/rate_limit says it in its body too; the successor's has no expiresAt.
    expect((await send(service.url, { path: '/v1/rate_limit', key: old.secret })).json.expiresAt).toBe(expirationOf(answer));
    expect((await send(service.url, { path: '/v1/rate_limit', key: successor.secret })).json).not.toHaveProperty('expiresAt');
  });
});
