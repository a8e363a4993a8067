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
    'Delivered, pending or failed: the event is sent once more at once (the same `webhook-id`), within the dispatch bounds. Success ends ' +
    'the delivery as `delivered`; failure changes neither its failure count nor its next scheduled attempt (a failed delivery stays ' +
    '`failed`, a pending one keeps its schedule) and never disables the endpoint. While an attempt is due or under way, nothing is added. ' +
    "A ping's delivery is a new ping (its bound applies: 429).",
  parameters: ['endpointId', 'deliveryId'],
  answers: {
    202: { description: 'Accepted: the delivery, due now.', json: { schema: 'Delivery', example: { ...DELIVERY_EXAMPLE, status: 'pending' } } },
    400: errorAnswer(['invalid_request'], 'Malformed endpointId or deliveryId (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such endpoint, or no such delivery of it (`not_found`).'),
    409: errorAnswer(
      ['key_inactive', 'endpoint_disabled'],
      'The key the endpoint acts for is revoked or expired (`key_inactive`): enable the endpoint to adopt it first; or, retrying a ping, ' +
        'the endpoint is disabled (`endpoint_disabled`).',
    ),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      reply.json(202, deliveryJson(await useCases.webhookEndpoints.retry(access, params.endpointId, params.deliveryId)));
    },
});
