import { API_BASE } from '../../api-paths.js';
import { header, HEADER_VALUE } from '../../openapi/components.js';
import { endpointJson } from '../../webhook-json.js';
import { JSON_ONLY_415, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ENDPOINT_RULES } from './endpoint-rules.js';
import { ENDPOINT_EXAMPLE } from './webhook-examples.js';

export const createWebhookEndpoint = defineOperation({
  id: 'createWebhookEndpoint',
  method: 'POST',
  path: '/webhook-endpoints',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'Receive events at a URL',
  description:
    'Events of the chosen types created from now on are POSTed to the URL, signed with the Standard Webhooks headers (`webhook-id`, ' +
    '`webhook-timestamp`, `webhook-signature`); a 2xx within 10 s delivers, anything else is retried after 5 s, 1 min, 10 min, 1 h, 6 h and ' +
    '24 h (each ±20 %). `events: ["*"]` subscribes to every type the key may read, those added later included. The endpoint acts for the key ' +
    "creating it (`actsFor`, its lineage: a rotation keeps it) and belongs to that key's owner. It receives what that key may read now (pet " +
    'events with `pets:read`; order events of its owner with `orders:read`, of every owner with `orders:manage`); once that key is revoked ' +
    'or expired it reads disabled (`key_inactive`) and receives nothing. The URL must resolve only to public addresses (http to loopback in ' +
    'development and test; https only in staging and production; WEBHOOK_ALLOWED_NETWORKS opens private networks to some owners). The ' +
    '`secret` is in this answer (and in GET …/secret). With an `Idempotency-Key`, a retry with the same key and body within 24 h answers the ' +
    'same endpoint and secret again (`Idempotent-Replayed: true`).',
  idempotent: true,
  body: {
    schema: 'NewWebhookEndpoint',
    kind: 'json',
    read: 'first',
    example: { url: ENDPOINT_EXAMPLE.url, events: ENDPOINT_EXAMPLE.events, description: ENDPOINT_EXAMPLE.description },
    rules: () => ENDPOINT_RULES,
  },
  answers: {
    201: {
      description: 'The endpoint, with its signing secret.',
      json: { schema: 'CreatedWebhookEndpoint', example: { ...ENDPOINT_EXAMPLE, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' } },
      headers: { Location: header('Path of the new endpoint.', HEADER_VALUE.location, true) },
    },
    400: errorAnswer(
      ['invalid_request'],
      'Malformed JSON, an unknown event type, `*` beside other types, a description the display-text rules refuse, a bad Idempotency-Key, ' +
        'or a URL the rules refuse (`invalid_request`, naming the field and the rule).',
    ),
    403: errorAnswer(
      ['insufficient_scope'],
      'The calling key lacks `webhooks:manage`, or the read scope of a subscribed type (`insufficient_scope`).',
    ),
    409: errorAnswer(
      ['endpoint_limit'],
      "The key's owner holds the most endpoints allowed, disabled ones included (`endpoint_limit`; MAX_WEBHOOK_ENDPOINTS_PER_OWNER, 16).",
    ),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
  },
  handler:
    ({ useCases }) =>
    async ({ body, access, idempotency, reply }) => {
      const { answer, replayed } = await useCases.webhookEndpoints.create(access, await body(), idempotency);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      reply.header('Location', `${API_BASE}/webhook-endpoints/${answer.endpoint.id}`).json(201, endpointJson(answer, true));
    },
});
