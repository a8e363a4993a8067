import { JSON_ONLY_415, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';

export const recoverWebhookEndpoint = defineOperation({
  id: 'recoverWebhookEndpoint',
  method: 'POST',
  path: '/webhook-endpoints/{endpointId}/recover',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'Send an endpoint again what it missed since an instant',
  description:
    "Queues again, once each, the events created since `since` (those the retention kept) that the endpoint would receive now (Svix's " +
    'recover), e.g. after it was disabled: an event it never got a delivery of is queued, a failed delivery is pending again with a fresh ' +
    'retry schedule; delivered and pending ones stay as they are. Nothing is sent to a disabled endpoint: enable it first.',
  parameters: ['endpointId'],
  body: { schema: 'RecoverWebhookEndpoint', kind: 'json', read: 'on-demand', example: { since: '2026-03-01T08:00:00Z' } },
  answers: {
    202: { description: 'Accepted: how many deliveries were queued.', json: { schema: 'Recovery', example: { queued: 12 } } },
    400: errorAnswer(
      ['invalid_request'],
      'Malformed endpointId; `since` missing, not an RFC 3339 date-time or in the future; unknown members (`invalid_request`).',
    ),
    404: errorAnswer(['not_found'], 'No such endpoint, or one the calling key may not manage (`not_found`).'),
    409: errorAnswer(
      ['key_inactive', 'endpoint_disabled'],
      'The key the endpoint acts for is revoked or expired (`key_inactive`), or the endpoint is disabled (`endpoint_disabled`): enable it first.',
    ),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
  },
  handler:
    ({ useCases }) =>
    async ({ params, body, access, reply }) => {
      reply.json(202, JSON.stringify({ queued: await useCases.webhookEndpoints.recover(access, params.endpointId, body) }));
    },
});
