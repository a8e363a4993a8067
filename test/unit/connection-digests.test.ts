import { Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionDigests } from '../../adapters/http/connection-digests.js';
import { PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

describe('ConnectionDigests: the digest of the key a connection presented last', () => {
  const sha = (calls: string[]) => (secret: string) => {
    calls.push(secret);
    return `digest of ${secret}`;
  };

  it('hashes a key once per connection while it keeps presenting it, and again for another key or connection', () => {
    const digests = new ConnectionDigests();
    const calls: string[] = [];
    const [one, two] = [{}, {}];
    const key = 'as_' + 'a'.repeat(43);
    const other = 'as_' + 'a'.repeat(42) + 'b';
    expect(digests.digestOf(one, key, sha(calls))).toBe(`digest of ${key}`);
    expect(digests.digestOf(one, key.slice(0), sha(calls))).toBe(`digest of ${key}`);
    expect(calls).toEqual([key]);
    expect(digests.digestOf(one, other, sha(calls))).toBe(`digest of ${other}`);
    expect(digests.digestOf(one, key.slice(0, 45), sha(calls))).toBe(`digest of ${key.slice(0, 45)}`);
    expect(digests.digestOf(two, key, sha(calls))).toBe(`digest of ${key}`);
    expect(calls).toEqual([key, other, key.slice(0, 45), key]);
  });

  it('tells apart many keys that differ in one character (no two share a fingerprint)', () => {
    const digests = new ConnectionDigests();
    const connection = {};
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const key = `as_${i.toString(36).padStart(43, '0')}`;
      expect(digests.digestOf(connection, key, (secret) => secret)).toBe(key);
      seen.add(key);
    }
    expect(seen.size).toBe(20_000);
  });
});

describe('a revoked key on a keep-alive connection that presented it before', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  it('is refused at once: the key behind the remembered digest is still looked up on every request', async () => {
    service = await startTestService();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const created = await send(service.url, {
      method: 'POST',
      path: '/v1/keys',
      key: PRO_KEY,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', plan: 'free', scopes: ['pets:read'] }),
    });
    const secret = created.json.secret as string;
    const first = await send(service.url, { path: '/v1/pets', key: secret, agent });
    expect(first.status).toBe(200);
    await send(service.url, { method: 'DELETE', path: `/v1/keys/${created.json.id}`, key: PRO_KEY });
    const second = await send(service.url, { path: '/v1/pets', key: secret, agent });
    expect(second.clientPort).toBe(first.clientPort);
    expect(second.status).toBe(401);
    agent.destroy();
  });
});
