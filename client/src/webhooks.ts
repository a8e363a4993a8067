import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from './openapi.generated.js';

/** An event as a webhook delivers it: the body, parsed, once its signature is checked. */
export type WebhookEvent = components['schemas']['Event'];

/** The signature did not check out (or its headers are missing, or its timestamp is over 5 minutes off): answer 400, do not act on it. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

/** Request headers as receivers hold them: a plain object (node:http, Express, Koa) or a `Headers` (fetch, Fastify's raw). */
export type WebhookHeaders = Readonly<Record<string, string | readonly string[] | undefined>> | Headers;

/**
 * Checks a delivery from Animal Store (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`, with the `standardwebhooks` reference implementation) and returns its event.
 * `payload` must be the body exactly as received (before any JSON parsing); `secret` the endpoint's
 * `whsec_…` from createWebhookEndpoint, or, while you move to a rotated secret, both (the new and the
 * old: a delivery signed with either passes). Throws WebhookSignatureError when the delivery is not
 * genuine, or more than 5 minutes old or early. The same event may arrive more than once: use its `id`
 * (also `webhook-id`) to act on it once.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: string | readonly string[]): WebhookEvent {
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const plain = plainHeaders(headers);
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (secrets.length === 0) throw new TypeError('verifyWebhook: give the endpoint’s secret (or, during a rotation, its two secrets)');
  let refusal: WebhookVerificationError | undefined;
  // Each secret through the reference implementation, which accepts a signature header with several signatures.
  for (const each of secrets) {
    try {
      return new Webhook(each).verify(text, plain) as WebhookEvent;
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      refusal = error;
    }
  }
  throw new WebhookSignatureError(refusal!.message, { cause: refusal });
}

function plainHeaders(headers: WebhookHeaders): Record<string, string> {
  const plain: Record<string, string> = {};
  if (typeof (headers as Headers).forEach === 'function' && typeof (headers as Headers).get === 'function') {
    (headers as Headers).forEach((value, name) => (plain[name.toLowerCase()] = value));
    return plain;
  }
  for (const [name, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (value !== undefined) plain[name.toLowerCase()] = typeof value === 'string' ? value : value.join(', ');
  }
  return plain;
}
