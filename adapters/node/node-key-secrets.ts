import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { KeySecrets } from '../../core/index.js';

/** Keys as `as_` + 32 random bytes in base64url (256 bits); ids as UUIDs. */
export class NodeKeySecrets implements KeySecrets {
  newSecret(): string {
    return `as_${randomBytes(32).toString('base64url')}`;
  }

  newId(): string {
    return randomUUID();
  }

  digest(secret: string): string {
    // One-shot hash: no Hash object per request (this runs on every authenticated request).
    return hash('sha256', secret, 'hex');
  }
}
