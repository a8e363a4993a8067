import { JSON_ONLY_415, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';

export const rotateWebhookSecret = defineOperation({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/webhook-endpoints/{endpointId}/rotate-secret',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: "Replace an endpoint's signing secret, the old one signing beside it for a while",
  description:
    'Answers a new signing secret. Until the old one expires (`expiresInSeconds`, default 86400; 0: at once) every attempt carries two ' +
    'signatures in `webhook-signature`, space-separated (Standard Webhooks): one by each secret, so a receiver verifying with either ' +
    'accepts it while it switches. A second rotation during that overlap ends the oldest secret at once: never more than two. The body may ' +
    'be left out. With an `Idempotency-Key`, a retry answers the same new secret (`Idempotent-Replayed: true`) instead of rotating again.',
  parameters: ['endpointId'],
  idempotent: true,
  body: { schema: 'RotateWebhookSecret', kind: 'json', read: 'on-demand', optional: true, example: { expiresInSeconds: 3600 } },
  answers: {
    201: {
      description: 'The new current secret.',
      json: { schema: 'WebhookSecret', example: { secret: 'whsec_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEga2V5' } },
    },
    400: errorAnswer(
      ['invalid_request'],
      'Malformed endpointId or Idempotency-Key; `expiresInSeconds` not a whole number from 0 to 604800; unknown members (`invalid_request`).',
    ),
    404: errorAnswer(['not_found'], 'No such endpoint, or one the calling key may not manage (`not_found`).'),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
  },
  handler:
    ({ useCases }) =>
    async ({ params, body, access, idempotency, reply }) => {
      // The body is read by the use case once the endpoint is found (404 before 400).
      const { answer, replayed } = await useCases.webhookEndpoints.rotateSecret(access, params.endpointId, body, idempotency);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      reply.json(201, JSON.stringify({ secret: answer.secret }));
    },
});
