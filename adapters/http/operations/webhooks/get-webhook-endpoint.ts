import { endpointJson } from '../../webhook-json.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ENDPOINT_EXAMPLE } from './webhook-examples.js';

export const getWebhookEndpoint = defineOperation({
  id: 'getWebhookEndpoint',
  method: 'GET',
  path: '/webhook-endpoints/{endpointId}',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'Fetch one webhook endpoint',
  description: 'The endpoint, without its secret.',
  parameters: ['endpointId'],
  answers: {
    200: { description: 'The endpoint.', json: { schema: 'WebhookEndpoint', example: ENDPOINT_EXAMPLE } },
    400: errorAnswer(['invalid_request'], 'Malformed endpointId (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such endpoint (`not_found`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      reply.json(200, endpointJson(await useCases.webhookEndpoints.get(access, params.endpointId)));
    },
});
