import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { KeySecrets } from '../../core/index.js';

/** SHA-256 of a secret, hex; one-shot, no Hash object per request. */
const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

/** Recently presented secrets whose digest is kept; beyond it the oldest goes. */
export const DIGESTS_KEPT = 1_024;

/**
 * Keys as `as_` + 32 random bytes in base64url (256 bits); ids as UUIDs; digests SHA-256.
 *
 * Every authenticated request hashes its key, and a client sends the same key with each request:
 * the digests of the last DIGESTS_KEPT secrets presented are kept (a digest is a pure function of
 * the secret, so a kept one is never stale; revocation is decided by the key lookup, which still
 * happens on every request). Oldest first out, never more than DIGESTS_KEPT, so a flood of made-up
 * keys cannot grow memory; the price is that recently presented keys stay in memory, as their
 * requests' headers do until collected.
 */
export class NodeKeySecrets implements KeySecrets {
  private readonly digests = new Map<string, string>();

  constructor(private readonly sha256: (text: string) => string = sha256Hex) {}

  newSecret(): string {
    return `as_${randomBytes(32).toString('base64url')}`;
  }

  newId(): string {
    return randomUUID();
  }

  digest(secret: string): string {
    let digest = this.digests.get(secret);
    if (digest === undefined) {
      digest = this.sha256(secret);
      if (this.digests.size >= DIGESTS_KEPT) this.digests.delete(this.digests.keys().next().value!);
      this.digests.set(secret, digest);
    }
    return digest;
  }

  /** Digests kept now. */
  get keptDigests(): number {
    return this.digests.size;
  }
}
