import { describe, expect, it } from 'vitest';
import {
  accessOf,
  Authenticate,
  DEFAULT_SCOPES,
  LEGACY_SCOPES,
  ManageKeys,
  NotFoundError,
  SCOPES,
  scopesOf,
  UnauthorizedError,
  ValidationError,
  type KeyAuditEntry,
} from '../../core/index.js';
import { anApiKey } from '../support/mothers.js';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { NodeKeySecrets } from '../../adapters/node/node-key-secrets.js';
import { FakeClock } from '../support/fake-clock.js';

function given() {
  const repository = new InMemoryApiKeyRepository();
  const secrets = new NodeKeySecrets();
  const clock = new FakeClock();
  return { repository, manageKeys: new ManageKeys(repository, secrets, clock), authenticate: new Authenticate(repository, secrets, clock), clock };
}

describe('issuing, authenticating and revoking keys', () => {
  it('issues a random key shown once and stores only its SHA-256 digest', async () => {
    const { repository, manageKeys, authenticate } = given();
    const issued = await manageKeys.issue({ name: 'acme', plan: 'pro' });
    expect(issued.secret).toMatch(/^as_[A-Za-z0-9_-]{43}$/);
    const [stored] = await repository.list({ limit: 10 });
    expect(JSON.stringify(stored)).not.toContain(issued.secret);
    expect(stored!.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await authenticate.execute(issued.secret)).toMatchObject({ id: issued.key.id, plan: 'pro', name: 'acme' });
    expect((await manageKeys.issue({ name: 'other', plan: 'pro' })).secret).not.toBe(issued.secret);
  });

  it('refuses a revoked key, an unknown key and no key', async () => {
    const { manageKeys, authenticate } = given();
    const issued = await manageKeys.issue({ name: 'acme', plan: 'free' });
    await manageKeys.revoke(issued.key.id);
    await expect(authenticate.execute(issued.secret)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(authenticate.execute('as_unknown')).rejects.toMatchObject({ credentialGiven: true });
    await expect(authenticate.execute(undefined)).rejects.toMatchObject({ credentialGiven: false });
    await expect(manageKeys.revoke('no-such-id')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('requires custom limits for enterprise keys only', async () => {
    const { manageKeys } = given();
    await expect(manageKeys.issue({ name: 'big', plan: 'enterprise' })).rejects.toBeInstanceOf(ValidationError);
    await expect(manageKeys.issue({ name: 'big', plan: 'enterprise', customLimits: { perMinute: 10, perDay: 5 } })).rejects.toThrow(/perDay/);
    await expect(manageKeys.issue({ name: 'small', plan: 'free', customLimits: { perMinute: 10, perDay: 50 } })).rejects.toThrow(/enterprise/);
    const big = await manageKeys.issue({ name: 'big', plan: 'enterprise', customLimits: { perMinute: 5000, perDay: 1_000_000 } });
    expect(big.key.customLimits).toEqual({ perMinute: 5000, perDay: 1_000_000 });
  });

  it('refuses bad names and plans', async () => {
    const { manageKeys } = given();
    await expect(manageKeys.issue({ name: '', plan: 'free' })).rejects.toThrow(/name/);
    await expect(manageKeys.issue({ name: 'x', plan: 'gold' as never })).rejects.toThrow(/plan/);
  });

  it('authenticates by the digest of the presented secret, looking the key up on every call', async () => {
    const { manageKeys, repository } = given();
    const one = await manageKeys.issue({ name: 'one', plan: 'pro' });
    const looked: string[] = [];
    const counting = Object.assign(Object.create(repository) as typeof repository, {
      findByDigest: (digest: string) => (looked.push(digest), repository.findByDigest(digest)),
    });
    const authenticate = new Authenticate(counting, new NodeKeySecrets(), new FakeClock());

    expect((await authenticate.execute(one.secret)).id).toBe(one.key.id);
    expect((await authenticate.execute(one.secret)).id).toBe(one.key.id);
    expect(looked).toEqual([one.key.digest, one.key.digest]);
    await expect(authenticate.execute(undefined)).rejects.toMatchObject({ code: 'unauthorized', credentialGiven: false });
    await expect(authenticate.execute('as_unknown')).rejects.toMatchObject({ code: 'unauthorized', credentialGiven: true });

    // A revocation counts on the very next call.
    await manageKeys.revoke(one.key.id);
    await expect(authenticate.execute(one.secret)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('keys: scopes, seeding, escalation, audit', () => {
  function withAudit() {
    const repository = new InMemoryApiKeyRepository();
    const secrets = new NodeKeySecrets();
    const clock = new FakeClock();
    const entries: KeyAuditEntry[] = [];
    const manageKeys = new ManageKeys(repository, secrets, clock, { audit: { keyOperation: (entry) => entries.push(entry) } });
    return { repository, manageKeys, entries, authenticate: new Authenticate(repository, secrets, clock), clock };
  }

  it('gives a key issued without scopes the storefront scopes, and its own id as owner and lineage', async () => {
    const { manageKeys } = withAudit();
    const { key } = await manageKeys.issue({ name: 'shop', plan: 'free' });
    expect(key).toMatchObject({ scopes: DEFAULT_SCOPES, owner: key.id, lineage: key.id });
  });

  it('re-asserts every scope of a seeded key at each start, also when an earlier version stored it with fewer', async () => {
    const { manageKeys, repository, authenticate } = withAudit();
    const secret = 'seeded-key-0123456789abcdef';
    const legacy = anApiKey({ id: 'stored-earlier', digest: new NodeKeySecrets().digest(secret) });
    await repository.add(legacy);
    expect(scopesOf(await authenticate.execute(secret))).toEqual(LEGACY_SCOPES);
    await manageKeys.seed({ name: 'API_KEYS entry 1', plan: 'free', secret });
    expect(await authenticate.execute(secret)).toMatchObject({ id: 'stored-earlier', scopes: SCOPES });
    await manageKeys.seed({ name: 'API_KEYS entry 2', plan: 'pro', secret: 'another-seeded-key-0123456789' });
    expect((await authenticate.execute('another-seeded-key-0123456789')).scopes).toEqual(SCOPES);
  });

  it('leaves a seeded key that was revoked or has expired as it is: no scope restored', async () => {
    const { manageKeys, repository, clock } = withAudit();
    const digest = (secret: string) => new NodeKeySecrets().digest(secret);
    const revoked = anApiKey({ digest: digest('revoked-seeded-key-0123456789'), scopes: LEGACY_SCOPES, revokedAt: new Date(clock.now()) });
    const expired = anApiKey({ digest: digest('expired-seeded-key-0123456789'), scopes: LEGACY_SCOPES, expiresAt: new Date(clock.now()) });
    for (const key of [revoked, expired]) await repository.add(key);
    await manageKeys.seed({ name: 'API_KEYS entry 1', plan: 'free', secret: 'revoked-seeded-key-0123456789' });
    await manageKeys.seed({ name: 'API_KEYS entry 2', plan: 'free', secret: 'expired-seeded-key-0123456789' });
    expect(await repository.findById(revoked.id)).toEqual(revoked);
    expect(await repository.findById(expired.id)).toEqual(expired);
  });

  it('lets a key grant only scopes it holds, another owner only with orders:manage, and rotate only keys it could have made', async () => {
    const { manageKeys } = withAudit();
    const manager = accessOf((await manageKeys.issue({ name: 'm', plan: 'free', scopes: ['keys:manage', 'pets:read'] })).key);
    const http = { via: 'http', access: manager } as const;
    await expect(manageKeys.issue({ name: 'x', plan: 'free', scopes: ['pets:write'] }, http)).rejects.toMatchObject({
      code: 'insufficient_scope',
      scope: 'pets:write',
    });
    await expect(manageKeys.issue({ name: 'x', plan: 'free', scopes: ['pets:read'], owner: 'other' }, http)).rejects.toMatchObject({
      scope: 'orders:manage',
    });
    // A key it makes belongs to its own owner, so it may rotate it again.
    const mine = await manageKeys.issue({ name: 'x', plan: 'free', scopes: ['pets:read'] }, http);
    expect(mine.key.owner).toBe(manager.owner);
    expect((await manageKeys.rotate(mine.key.id, {}, http)).key.owner).toBe(manager.owner);
    // A key of another owner does not exist for it; one of its owner with more scopes is refused naming the scope.
    const elsewhere = await manageKeys.issue({ name: 'y', plan: 'free', scopes: ['pets:read'] });
    await expect(manageKeys.rotate(elsewhere.key.id, {}, http)).rejects.toBeInstanceOf(NotFoundError);
    const wider = await manageKeys.issue({ name: 'y', plan: 'free', scopes: ['pets:write'], owner: manager.owner });
    await expect(manageKeys.rotate(wider.key.id, {}, http)).rejects.toMatchObject({ scope: 'pets:write' });
    // orders:manage implies orders:read and orders:write.
    const clerk = accessOf((await manageKeys.issue({ name: 'c', plan: 'free', scopes: ['keys:manage', 'orders:manage'] })).key);
    const granted = await manageKeys.issue(
      { name: 'z', plan: 'free', scopes: ['orders:read', 'orders:write'], owner: 'shop-9' },
      { via: 'http', access: clerk },
    );
    expect(granted.key).toMatchObject({ scopes: ['orders:read', 'orders:write'], owner: 'shop-9' });
  });

  it('writes one audit entry per operation, how it ended included, never a secret', async () => {
    const { manageKeys, entries } = withAudit();
    const { key, secret } = await manageKeys.issue({ name: 'x', plan: 'free' });
    await manageKeys.list();
    await manageKeys.get(key.id);
    const rotated = await manageKeys.rotate(key.id, { expiresInSeconds: 0 });
    await manageKeys.revoke(rotated.key.id);
    await manageKeys.revoke('nope').catch(() => undefined);
    await manageKeys.issue({ name: '', plan: 'free' }).catch(() => undefined);
    expect(entries.map((e) => [e.action, e.via, e.actingKeyId, e.targetKeyId, e.outcome])).toEqual([
      ['create', 'cli', null, key.id, 'ok'],
      ['list', 'cli', null, null, 'ok'],
      ['get', 'cli', null, key.id, 'ok'],
      ['rotate', 'cli', null, key.id, 'ok'],
      ['revoke', 'cli', null, rotated.key.id, 'ok'],
      ['revoke', 'cli', null, 'nope', 'not_found'],
      ['create', 'cli', null, null, 'invalid_request'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });
});
