import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NodeKeySecrets } from '../../adapters/node/node-key-secrets.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('NodeKeySecrets', () => {
  it('issues 256-bit URL-safe keys and unique ids', () => {
    const secrets = new NodeKeySecrets();
    const a = secrets.newSecret();
    expect(a).toMatch(/^as_[A-Za-z0-9_-]{43}$/);
    expect(secrets.newSecret()).not.toBe(a);
    expect(secrets.newId()).not.toBe(secrets.newId());
  });

  it('gives every secret its SHA-256, in hex', () => {
    const secrets = new NodeKeySecrets();
    for (const secret of ['as_same-key-0123456789', 'as_same-key-0123456789', 'as_other-key-0123456789', 'é-ü-0123456789abcdef']) {
      expect(secrets.digest(secret)).toBe(sha256(secret));
    }
  });
});
