import { afterEach, describe, expect, it } from 'vitest';
import { CachedApiKeyRepository } from '../../adapters/mongodb/cached-api-key.repository.js';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { SCOPES, type ApiKey } from '../../core/index.js';
import { anApiKeyRepository } from '../mongodb/mongo-adapters.js';
import { FakeClock } from '../support/fake-clock.js';
import { FakeMongo } from '../support/fake-mongo.js';
import {
  ENTERPRISE_KEY,
  FREE_KEY,
  postJson,
  postPet,
  PRO_KEY,
  send,
  startTestService,
  type RawResponse,
  type TestService,
} from '../support/http-harness.js';

const STOREFRONT = ['pets:read', 'orders:read', 'orders:write', 'inventory:read'];

describe('API keys over HTTP', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  const createKey = (body: unknown, key = PRO_KEY, headers: Record<string, string> = {}) => postJson(service.url, key, '/v1/keys', body, headers);
  const rotate = (id: string, body?: unknown, key = PRO_KEY, headers: Record<string, string> = {}) =>
    body === undefined
      ? send(service.url, { method: 'POST', path: `/v1/keys/${id}/rotate`, key, headers })
      : postJson(service.url, key, `/v1/keys/${id}/rotate`, body, headers);
  const revoke = (id: string, key = PRO_KEY) => send(service.url, { method: 'DELETE', path: `/v1/keys/${id}`, key });
  const listPets = (key: string) => send(service.url, { path: '/v1/pets', key });
  const remaining = (res: RawResponse) => Number(res.headers['x-ratelimit-remaining']);
  /** The id of a seeded key (`API_KEYS entry 2` is PRO_KEY): a seeded key is its own owner. */
  const seededId = async (entry: number) =>
    ((await send(service.url, { path: '/v1/keys', key: PRO_KEY })).json as { id: string; name: string }[]).find(
      (key) => key.name === `API_KEYS entry ${entry}`,
    )!.id;

  it('lives its life: created, used, rotated (the old key working until its expiry, then 401), revoked (401)', async () => {
    service = await startTestService();
    const owner = await seededId(2);
    const created = await createKey({ name: 'storefront', plan: 'free' });
    expect(created.status).toBe(201);
    const { id, secret } = created.json as { id: string; secret: string };
    expect(created.headers.location).toBe(`/v1/keys/${id}`);
    // Without `owner`, the new key belongs to the calling key's owner.
    expect(created.json).toEqual({
      id,
      name: 'storefront',
      plan: 'free',
      scopes: STOREFRONT,
      owner,
      limits: { perMinute: 60, perDay: 1000 },
      createdAt: new Date(service.clock.now()).toISOString(),
      secret: expect.stringMatching(/^as_/),
    });
    expect((await send(service.url, { path: `/v1/keys/${id}`, key: PRO_KEY })).json).toEqual({ ...created.json, secret: undefined });

    // A storefront key reads and orders; it does not delete pets.
    const used = await listPets(secret);
    expect(used.status).toBe(200);
    const petId = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;
    expect((await send(service.url, { method: 'DELETE', path: `/v1/pets/${petId}`, key: secret })).status).toBe(403);

    const rotated = await rotate(id, { expiresInSeconds: 60 });
    expect(rotated.status).toBe(201);
    const successor = rotated.json as { id: string; secret: string };
    expect(rotated.json).toMatchObject({ name: 'storefront', plan: 'free', scopes: STOREFRONT, owner, rotatedFrom: id });
    expect(successor.id).not.toBe(id);
    expect(rotated.headers.location).toBe(`/v1/keys/${successor.id}`);
    expect((await send(service.url, { path: `/v1/keys/${id}`, key: PRO_KEY })).json.expiresAt).toBe(
      new Date(service.clock.now() + 60_000).toISOString(),
    );

    // Both work for a while, on one quota: the lineage's.
    const before = remaining(await listPets(secret));
    expect(remaining(await listPets(successor.secret))).toBe(before - 1);
    service.clock.advance(59_000);
    expect((await listPets(secret)).status).toBe(200);
    service.clock.advance(1_000);
    const expired = await listPets(secret);
    expect(expired.status).toBe(401);
    expect(expired.headers['www-authenticate']).toContain('invalid_token');
    expect((await listPets(successor.secret)).status).toBe(200);

    expect((await revoke(successor.id)).status).toBe(204);
    expect((await revoke(successor.id)).status).toBe(204);
    expect((await listPets(successor.secret)).status).toBe(401);
    expect((await send(service.url, { path: `/v1/keys/${successor.id}`, key: PRO_KEY })).json.revokedAt).toBe(
      new Date(service.clock.now()).toISOString(),
    );
  });

  it('continues a lineage: the rotated key keeps the ban and the Idempotency-Key records of the old one', async () => {
    service = await startTestService({ env: { RATE_LIMIT_BAN_THRESHOLD: '1' } });
    const { id, secret } = (await createKey({ name: 'shop', plan: 'free', scopes: ['pets:read', 'pets:write'] })).json as {
      id: string;
      secret: string;
    };
    const first = await postPet(service.url, secret, { name: 'Rex', categoryId: 1 }, { 'idempotency-key': 'once' });
    const successor = (await rotate(id)).json as { secret: string };
    const again = await postPet(service.url, successor.secret, { name: 'Rex', categoryId: 1 }, { 'idempotency-key': 'once' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    // Limited on the old key: the first refusal is a strike, the next (on the new key) starts the ban of the lineage.
    let refused: RawResponse;
    do refused = await listPets(secret);
    while (refused.status === 200);
    expect(refused.json.code).toBe('rate_limited');
    expect((await listPets(successor.secret)).json.code).toBe('key_suspended');
    expect((await listPets(secret)).json.code).toBe('key_suspended');
  });

  it('refuses bad requests (400 naming the field), escalation (403 naming the scope) and answers a replay without the secret', async () => {
    service = await startTestService();
    const problems = async (body: unknown) => {
      const res = await createKey(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return (res.json.details as { field: string }[]).map((d) => d.field);
    };
    expect(await problems({ name: 'x', plan: 'free', scopes: ['pets:fly'] })).toEqual(['scopes.0']);
    expect(await problems({ name: 'x', plan: 'free', scopes: ['pets:read', 'pets:read'] })).toEqual(['scopes']);
    expect(await problems({ name: 'x', plan: 'free', scopes: [] })).toEqual(['scopes']);
    expect(await problems({ name: 'x', plan: 'free', expiresAt: '2020-01-01T00:00:00Z' })).toEqual(['expiresAt']);
    expect(await problems({ name: 'x', plan: 'free', expiresAt: 'tomorrow' })).toEqual(['expiresAt']);
    expect(await problems({ name: 'x', plan: 'free', limits: { perMinute: 1, perDay: 2 } })).toEqual(['limits']);
    expect(await problems({ name: 'x', plan: 'enterprise' })).toEqual(['limits']);
    expect(await problems({ name: 'x', plan: 'free', owner: 'has space' })).toEqual(['owner']);
    expect(await problems({ plan: 'free' })).toEqual(['name']);

    const manager = (await createKey({ name: 'keys only', plan: 'free', scopes: ['keys:manage', 'pets:read'] })).json.secret as string;
    const escalating = await createKey({ name: 'x', plan: 'free', scopes: ['pets:read', 'pets:write'] }, manager);
    expect(escalating.status).toBe(403);
    expect(escalating.headers['www-authenticate']).toContain('scope="pets:write"');
    expect(escalating.json.message).toContain('pets:write');
    const defaults = await createKey({ name: 'x', plan: 'free' }, manager);
    expect(defaults.headers['www-authenticate']).toContain('scope="orders:read"');
    const owner = await createKey({ name: 'x', plan: 'free', scopes: ['pets:read'], owner: 'someone-else' }, manager);
    expect(owner.json).toMatchObject({ code: 'insufficient_scope' });
    expect(owner.headers['www-authenticate']).toContain('scope="orders:manage"');
    expect((await createKey({ name: 'x', plan: 'free', scopes: ['pets:read'], owner: 'someone-else' })).json.owner).toBe('someone-else');

    const once = { 'idempotency-key': 'create-1' };
    const first = await createKey({ name: 'partner', plan: 'pro' }, PRO_KEY, once);
    const replay = await createKey({ name: 'partner', plan: 'pro' }, PRO_KEY, once);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json).toEqual({ ...first.json, secret: undefined });
    expect((await createKey({ name: 'other', plan: 'pro' }, PRO_KEY, once)).status).toBe(422);
    expect(
      (await send(service.url, { path: '/v1/keys?limit=100', key: PRO_KEY })).json.filter((k: { name: string }) => k.name === 'partner'),
    ).toHaveLength(1);
  });

  it("holds a key's name to a pet name's rules: 100 code points after NFC, no separators, bidirectional controls or invisible-only names", async () => {
    service = await startTestService();
    for (const [name, problem] of [
      ['\u0085', 'must not contain control characters (U+0085)'],
      ['\u2028', 'must not contain line or paragraph separators (U+2028)'],
      ['shop\u202etxt.exe', 'must not contain bidirectional controls (U+202E)'],
      ['\u200b', 'must not be made only of invisible characters'],
    ]) {
      const res = await createKey({ name, plan: 'free' });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.json).toMatchObject({ code: 'invalid_request', message: `name: ${problem}.` });
    }
    const decomposed = 'e\u0301'.repeat(100); // 200 code points as sent, 100 after NFC
    const created = await createKey({ name: decomposed, plan: 'free' });
    expect(created.status).toBe(201);
    expect(created.json.name).toBe(decomposed);
  });

  it('refuses a body with a member named twice, at any depth, naming it and its path', async () => {
    service = await startTestService();
    const twice = await createKey('{"name":"a","plan":"free","plan":"pro"}');
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({ code: 'invalid_request', details: [{ field: 'plan' }] });
    const nested = await createKey('{"name":"big","plan":"enterprise","limits":{"perMinute":10,"perDay":100,"perD\\u0061y":1000000}}');
    expect(nested.status).toBe(400);
    expect(nested.json).toMatchObject({
      code: 'invalid_request',
      message: 'limits.perDay: must appear once in its object (which one counts would depend on the parser).',
    });
    expect((await send(service.url, { path: '/v1/keys?limit=100', key: PRO_KEY })).json).toHaveLength(3);
  });

  it('refuses an expiresAt that is no real instant (30 February, hour 24) with 400 naming it, never shifting it; 29 February of a leap year passes', async () => {
    service = await startTestService();
    for (const expiresAt of [
      '2030-02-30T00:00:00Z',
      '2030-04-31T12:00:00Z',
      '2030-02-29T00:00:00Z',
      '2030-06-30T24:00:00Z',
      '2030-06-30T23:59:60Z',
    ]) {
      const res = await createKey({ name: 'x', plan: 'free', expiresAt });
      expect(res.status, expiresAt).toBe(400);
      expect(res.json, expiresAt).toMatchObject({
        code: 'invalid_request',
        message: 'expiresAt: must be an RFC 3339 date-time that exists, with its zone, e.g. 2026-12-31T23:59:59Z.',
      });
    }
    const leap = await createKey({ name: 'x', plan: 'free', expiresAt: '2032-02-29T00:00:00Z' });
    expect(leap.status).toBe(201);
    expect(leap.json.expiresAt).toBe('2032-02-29T00:00:00.000Z');
  });

  it('lists keys oldest first in pages, and answers 404 for an unknown id, 400 for a malformed one', async () => {
    service = await startTestService();
    for (const name of ['a', 'b', 'c']) {
      service.clock.advance(1_000);
      await createKey({ name, plan: 'free' });
    }
    const first = await send(service.url, { path: '/v1/keys?limit=4', key: PRO_KEY });
    const names = first.json.map((k: { name: string }) => k.name) as string[];
    // The seeded keys share their creation instant (then ordered by id), before the others.
    expect([...names.slice(0, 3)].sort()).toEqual(['API_KEYS entry 1', 'API_KEYS entry 2', 'API_KEYS entry 3']);
    expect(names[3]).toBe('a');
    expect(JSON.stringify(first.json)).not.toMatch(/secret|digest/);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await send(service.url, { path: next, key: PRO_KEY });
    expect(second.json.map((k: { name: string }) => k.name)).toEqual(['b', 'c']);
    expect(second.headers.link).toBeUndefined();
    expect((await send(service.url, { path: '/v1/keys?cursor=nope', key: PRO_KEY })).status).toBe(400);
    expect((await send(service.url, { path: '/v1/keys/no-such-key', key: PRO_KEY })).status).toBe(404);
    expect((await send(service.url, { path: '/v1/keys/bad%20id', key: PRO_KEY })).status).toBe(400);
    expect((await revoke('no-such-key')).status).toBe(404);
  });

  it('refuses to rotate a revoked, expired or already rotated key (409 key_inactive) and a bad expiresInSeconds (400)', async () => {
    service = await startTestService();
    const make = async (body: object = {}) => (await createKey({ name: 'x', plan: 'free', ...body })).json.id as string;
    const revoked = await make();
    await revoke(revoked);
    const expiring = await make({ expiresAt: new Date(service.clock.now() + 1_000).toISOString() });
    const rotated = await make();
    expect((await rotate(rotated)).status).toBe(201);
    service.clock.advance(1_000);
    for (const id of [revoked, expiring, rotated]) {
      const res = await rotate(id);
      expect(res.status, id).toBe(409);
      expect(res.json.code).toBe('key_inactive');
    }
    expect((await rotate(await make(), { expiresInSeconds: 604_801 })).status).toBe(400);
    expect((await rotate(await make(), { expiresInSeconds: -1 })).status).toBe(400);
    expect((await rotate(await make(), { other: 1 })).status).toBe(400);
    expect((await rotate('no-such-key', {})).status).toBe(404);
  });

  it('keeps the last standing manager key: revoking it is 409 last_manager_key; of two racing revocations of the last two, one is 204', async () => {
    // An enterprise key above the pro plan's figures, so that keys it makes may revoke every seeded key.
    service = await startTestService({ env: { API_KEYS: `free:${FREE_KEY},pro:${PRO_KEY},enterprise:${ENTERPRISE_KEY}:1000:100000` } });
    // Seeded keys have random ids, so those made at one instant list in no fixed order: found by their entry.
    const [free, pro, enterprise] = [await seededId(1), await seededId(2), await seededId(3)];
    // Managers with an expiry act, but never count as the one that keeps key management possible. They hold
    // what the enterprise key holds, so they may revoke each seeded key.
    const expiring = {
      name: 'temp',
      plan: 'enterprise',
      limits: { perMinute: 1000, perDay: 100_000 },
      scopes: [...SCOPES],
      expiresAt: '2099-01-01T00:00:00Z',
    };
    const [one, two] = [
      (await createKey(expiring, ENTERPRISE_KEY)).json.secret as string,
      (await createKey(expiring, ENTERPRISE_KEY)).json.secret as string,
    ];
    expect((await revoke(free, one)).status).toBe(204);
    const outcomes = await Promise.all([revoke(pro, one), revoke(enterprise, two)]);
    expect(outcomes.map((res) => res.status).sort()).toEqual([204, 409]);
    const refused = outcomes.find((res) => res.status === 409)!;
    expect(refused.json).toMatchObject({ code: 'last_manager_key', status: 409 });
    const survivor = outcomes[0].status === 409 ? pro : enterprise;
    expect((await revoke(survivor, one)).json.code).toBe('last_manager_key');
    // Another standing manager first (made by a key without an expiry: one with an expiry makes none that outlives it), then the old one may go.
    const standing = survivor === pro ? PRO_KEY : ENTERPRISE_KEY;
    const next = (await createKey({ name: 'ops', plan: 'pro', scopes: [...SCOPES] }, standing)).json.id as string;
    expect((await revoke(survivor, one)).status).toBe(204);
    expect((await revoke(next, one)).status).toBe(409);
  });

  it('refuses (409 last_manager_key) a rotation of the last standing manager whose successor was revoked before it completed; the key keeps working, without expiry', async () => {
    /** Holds every rotation between its two writes (the successor added; the predecessor expired) until resumed. */
    class RotationsHeld extends InMemoryApiKeyRepository {
      readonly reached = Promise.withResolvers<void>();
      readonly resume = Promise.withResolvers<void>();
      override async completeRotation(successor: ApiKey, predecessorExpiresAt: Date): Promise<ApiKey | null> {
        this.reached.resolve();
        await this.resume.promise;
        return super.completeRotation(successor, predecessorExpiresAt);
      }
    }
    const apiKeys = new RotationsHeld();
    const only = 'only-manager-key-0123456789abcdef';
    service = await startTestService({ env: { API_KEYS: `enterprise:${only}:100:5000` }, stores: { apiKeys } });
    // Another key that manages keys, but expires: it never counts as a standing manager.
    const ops = await createKey(
      { name: 'ops', plan: 'enterprise', limits: { perMinute: 100, perDay: 5000 }, scopes: [...SCOPES], expiresAt: '2099-01-01T00:00:00Z' },
      only,
    );
    const opsSecret = ops.json.secret as string;
    const listed = async () =>
      (await send(service.url, { path: '/v1/keys?limit=100', key: opsSecret })).json as { id: string; rotatedFrom?: string }[];
    const onlyId = (await listed()).find((key) => key.id !== ops.json.id)!.id;

    const rotating = rotate(onlyId, undefined, only);
    await apiKeys.reached.promise;
    const successorId = (await listed()).find((key) => key.rotatedFrom === onlyId)!.id;
    expect((await revoke(successorId, opsSecret)).status).toBe(204);
    apiKeys.resume.resolve();

    const refused = await rotating;
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'last_manager_key', status: 409 });
    expect(refused.json.message).toMatch(/successor was revoked before the rotation completed/);
    // The rotation did not take effect: the key still works, with no expiry, and stays the last standing manager.
    const onlyNow = await send(service.url, { path: `/v1/keys/${onlyId}`, key: only });
    expect(onlyNow.status).toBe(200);
    expect(onlyNow.json.expiresAt).toBeUndefined();
    expect((await revoke(onlyId, opsSecret)).json.code).toBe('last_manager_key');
  });

  it('writes one audit line per key operation: the acting key, the action, the target, never a secret', async () => {
    service = await startTestService();
    const created = (await createKey({ name: 'audited', plan: 'free' })).json as { id: string; secret: string };
    await send(service.url, { path: '/v1/keys', key: PRO_KEY });
    await send(service.url, { path: `/v1/keys/${created.id}`, key: PRO_KEY });
    const rotated = (await rotate(created.id)).json as { id: string; secret: string };
    await revoke(rotated.id);
    await revoke('no-such-key');
    const audit = service.logLines.filter((line) => line.audit === true && line.via === 'http');
    const actor = audit[0]!.actingKeyId;
    expect(actor).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(audit.map(({ action, targetKeyId, outcome }) => [action, targetKeyId, outcome])).toEqual([
      ['create', created.id, 'ok'],
      ['list', null, 'ok'],
      ['get', created.id, 'ok'],
      ['rotate', created.id, 'ok'],
      ['revoke', rotated.id, 'ok'],
      ['revoke', 'no-such-key', 'not_found'],
    ]);
    expect(audit.every((line) => line.actingKeyId === actor)).toBe(true);
    const logged = JSON.stringify(service.logLines);
    expect(logged).not.toContain(created.secret);
    expect(logged).not.toContain(rotated.secret);
  });
});

describe('a revoked or expired key on two instances sharing a key store', () => {
  const TTL_MS = 5_000;
  let services: TestService[] = [];
  afterEach(async () => {
    await Promise.all(services.map((s) => s.close()));
    services = [];
  });

  /** Two instances over one MongoDB (the fake), each with its own key cache, on one clock. */
  async function twoInstances() {
    const mongo = new FakeMongo();
    const clock = new FakeClock();
    const instance = async () =>
      startTestService({ clock, stores: { apiKeys: new CachedApiKeyRepository(await anApiKeyRepository(mongo.db()), clock, { ttlMs: TTL_MS }) } });
    services = [await instance(), await instance()];
    return { a: services[0]!, b: services[1]!, clock };
  }

  it('is refused at once where it was revoked, and on the other instance within API_KEY_CACHE_TTL_MS', async () => {
    const { a, b, clock } = await twoInstances();
    const { id, secret } = (await postJson(a.url, PRO_KEY, '/v1/keys', { name: 'x', plan: 'free' })).json as { id: string; secret: string };
    expect((await send(b.url, { path: '/v1/pets', key: secret })).status).toBe(200);
    expect((await send(a.url, { method: 'DELETE', path: `/v1/keys/${id}`, key: PRO_KEY })).status).toBe(204);
    expect((await send(a.url, { path: '/v1/pets', key: secret })).status).toBe(401);
    // B still has the lookup it made: good for at most the TTL.
    expect((await send(b.url, { path: '/v1/pets', key: secret })).status).toBe(200);
    clock.advance(TTL_MS);
    expect((await send(b.url, { path: '/v1/pets', key: secret })).status).toBe(401);
  });

  it('rotated elsewhere with no overlap: refused on the other instance within API_KEY_CACHE_TTL_MS', async () => {
    const { a, b, clock } = await twoInstances();
    const { id, secret } = (await postJson(a.url, PRO_KEY, '/v1/keys', { name: 'x', plan: 'free' })).json as { id: string; secret: string };
    expect((await send(b.url, { path: '/v1/pets', key: secret })).status).toBe(200);
    const successor = (await postJson(a.url, PRO_KEY, `/v1/keys/${id}/rotate`, { expiresInSeconds: 0 })).json as { secret: string };
    expect((await send(a.url, { path: '/v1/pets', key: secret })).status).toBe(401);
    expect((await send(b.url, { path: '/v1/pets', key: successor.secret })).status).toBe(200);
    clock.advance(TTL_MS);
    expect((await send(b.url, { path: '/v1/pets', key: secret })).status).toBe(401);
  });
});
