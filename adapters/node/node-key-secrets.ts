import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { KeySecrets } from '../../core/index.js';

/**
 * Keys as `as_` + 32 random bytes in base64url (256 bits); ids as UUIDs; digests SHA-256, hex.
 *
 * A secret is hashed each time it is presented, with the one-shot `crypto.hash` (no Hash object),
 * and nothing here keeps it: digests cached by secret would save some 4 % of a GET by id's CPU
 * (BENCHMARKS.md) and keep live keys in the heap, where a heap dump or a debugger finds them.
 */
export class NodeKeySecrets implements KeySecrets {
  newSecret(): string {
    return `as_${randomBytes(32).toString('base64url')}`;
  }

  newId(): string {
    return randomUUID();
  }

  digest(secret: string): string {
    return hash('sha256', secret, 'hex');
  }
}
