import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookSignatureError } from '../../client/src/webhooks.js';

const OLD = `whsec_${Buffer.from('the old secret of the endpoint 0123456789').toString('base64')}`;
const NEW = `whsec_${Buffer.from('the new secret of the endpoint 0123456789').toString('base64')}`;
const OTHER = `whsec_${Buffer.from('somebody else entirely 0123456789abcdef').toString('base64')}`;

/** A delivery as the service sends it during a rotation: signed with each of `secrets`, space-separated. */
function delivery(secrets: string[]) {
  const id = 'evt_00000000000000000042';
  const at = new Date();
  const body = JSON.stringify({
    id,
    type: 'pet.created',
    createdAt: at.toISOString(),
    data: { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
  });
  const signature = secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
  return { body, headers: { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature } };
}

describe('verifyWebhook (the client) through a secret rotation', () => {
  it('accepts a delivery signed with either secret, by a receiver holding one of them or both', () => {
    const both = delivery([NEW, OLD]);
    expect(verifyWebhook(both.body, both.headers, OLD).id).toBe('evt_00000000000000000042');
    expect(verifyWebhook(both.body, both.headers, NEW).id).toBe('evt_00000000000000000042');
    const afterTheOverlap = delivery([NEW]);
    expect(verifyWebhook(afterTheOverlap.body, afterTheOverlap.headers, [OLD, NEW]).type).toBe('pet.created');
  });

  it('refuses a delivery none of the secrets signed, and a tampered body', () => {
    const foreign = delivery([OTHER]);
    expect(() => verifyWebhook(foreign.body, foreign.headers, [OLD, NEW])).toThrow(WebhookSignatureError);
    const genuine = delivery([NEW]);
    expect(() => verifyWebhook(genuine.body.replace('Rex', 'Rax'), genuine.headers, [OLD, NEW])).toThrow(WebhookSignatureError);
    expect(() => verifyWebhook(genuine.body, genuine.headers, [])).toThrow(TypeError);
  });
});
