import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DIGESTS_KEPT, NodeKeySecrets } from '../../adapters/node/node-key-secrets.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('NodeKeySecrets', () => {
  it('issues 256-bit URL-safe keys and unique ids', () => {
    const secrets = new NodeKeySecrets();
    const a = secrets.newSecret();
    expect(a).toMatch(/^as_[A-Za-z0-9_-]{43}$/);
    expect(secrets.newSecret()).not.toBe(a);
    expect(secrets.newId()).not.toBe(secrets.newId());
  });

  it('hashes a secret once while it keeps coming back, and gives every secret its own SHA-256', () => {
    const hashed: string[] = [];
    const secrets = new NodeKeySecrets((text) => (hashed.push(text), sha256(text)));
    for (let i = 0; i < 1_000; i++) expect(secrets.digest('as_same-key-0123456789')).toBe(sha256('as_same-key-0123456789'));
    expect(secrets.digest('as_other-key-0123456789')).toBe(sha256('as_other-key-0123456789'));
    expect(hashed).toEqual(['as_same-key-0123456789', 'as_other-key-0123456789']);
  });

  it('keeps at most DIGESTS_KEPT digests under a flood of distinct keys, the oldest going first', () => {
    const hashed: string[] = [];
    const secrets = new NodeKeySecrets((text) => (hashed.push(text), sha256(text)));
    for (let i = 0; i < 100_000; i++) secrets.digest(`as_made-up-${i}`);
    expect(secrets.keptDigests).toBe(DIGESTS_KEPT);
    hashed.length = 0;
    secrets.digest('as_made-up-99999');
    secrets.digest('as_made-up-0');
    expect(hashed).toEqual(['as_made-up-0']);
    expect(secrets.digest('as_made-up-0')).toBe(sha256('as_made-up-0'));
  });
});
