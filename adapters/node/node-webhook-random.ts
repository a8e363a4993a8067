import { randomBytes } from 'node:crypto';
import type { WebhookRandom } from '../../core/index.js';

/** Secrets of 32 random bytes (`whsec_` + base64, as Standard Webhooks libraries read them), 96-bit tokens. */
export const nodeWebhookRandom: WebhookRandom = {
  newSecret: () => `whsec_${randomBytes(32).toString('base64')}`,
  newToken: () => randomBytes(12).toString('base64url'),
  fraction: () => Math.random(),
};
