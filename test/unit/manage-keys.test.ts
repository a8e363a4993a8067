import { describe, expect, it } from 'vitest';
import { Authenticate, ManageKeys, NotFoundError, UnauthorizedError, ValidationError } from '../../core/index.js';
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
