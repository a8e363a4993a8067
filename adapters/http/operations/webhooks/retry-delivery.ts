import { deliveryJson } from '../../webhook-json.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { DELIVERY_EXAMPLE } from './webhook-examples.js';

export const retryDelivery = defineOperation({
  id: 'retryDelivery',
  method: 'POST',
  path: '/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/retry',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'Attempt a delivery once more, now',
  description:
    'Delivered, pending or failed: the event is sent once more at once (the same `webhook-id`). A failed delivery that fails again stays ' +
    '`failed`; a pending one keeps its schedule. An attempt already under way counts as this one.',
  parameters: ['endpointId', 'deliveryId'],
  answers: {
    202: { description: 'Accepted: the delivery, due now.', json: { schema: 'Delivery', example: { ...DELIVERY_EXAMPLE, status: 'pending' } } },
    400: errorAnswer(['invalid_request'], 'Malformed endpointId or deliveryId (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such endpoint, or no such delivery of it (`not_found`).'),
    409: errorAnswer(
      ['key_inactive'],
      'The key the endpoint acts for is revoked or expired (`key_inactive`): enable the endpoint to adopt it first.',
    ),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      reply.json(202, deliveryJson(await useCases.webhookEndpoints.retry(access, params.endpointId, params.deliveryId)));
    },
});
