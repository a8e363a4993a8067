import { secretsJson } from '../../webhook-json.js';
import { defineOperation, errorAnswer } from '../operation.js';

export const getWebhookSecret = defineOperation({
  id: 'getWebhookSecret',
  method: 'GET',
  path: '/webhook-endpoints/{endpointId}/secret',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'The secrets an endpoint signs with',
  description:
    "The current signing secret, and during a rotation's overlap the previous one with when it stops signing (Svix's): the service keeps " +
    'them to sign, so a receiver set up again can fetch them.',
  parameters: ['endpointId'],
  answers: {
    200: {
      description: 'The secrets.',
      json: {
        schema: 'WebhookSecrets',
        example: {
          secret: 'whsec_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEga2V5',
          previous: { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', expiresAt: '2026-03-02T10:00:00.000Z' },
        },
      },
    },
    400: errorAnswer(['invalid_request'], 'Malformed endpointId (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such endpoint, or one the calling key may not manage (`not_found`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      reply.json(200, secretsJson(await useCases.webhookEndpoints.secrets(access, params.endpointId)));
    },
});
