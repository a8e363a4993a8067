import { defineOperation, errorAnswer } from '../operation.js';

export const deleteWebhookEndpoint = defineOperation({
  id: 'deleteWebhookEndpoint',
  method: 'DELETE',
  path: '/webhook-endpoints/{endpointId}',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'Stop sending events to an endpoint',
  description: 'The endpoint and its pending deliveries go; an attempt already under way may still arrive.',
  parameters: ['endpointId'],
  answers: {
    204: { description: 'Removed; the id answers 404 from now on.' },
    400: errorAnswer(['invalid_request'], 'Malformed endpointId (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such endpoint (`not_found`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      await useCases.webhookEndpoints.remove(access, params.endpointId);
      reply.empty(204);
    },
});
