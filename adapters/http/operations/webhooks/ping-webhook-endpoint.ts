import { deliveryJson } from '../../webhook-json.js';
import { defineOperation, errorAnswer } from '../operation.js';

export const pingWebhookEndpoint = defineOperation({
  id: 'pingWebhookEndpoint',
  method: 'POST',
  path: '/webhook-endpoints/{endpointId}/ping',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'Check a receiver: send it one signed ping',
  description:
    'POSTs `{ "type": "ping" }` to the endpoint, signed like every delivery, with a `webhook-id` of `ping_…`: not an event (listEvents does ' +
    'not show it). A single attempt, never retried and not counted toward disabling, recorded as a delivery with `eventId: null` and ' +
    '`type: "ping"`. At most one per endpoint every 10 s: another answers 429 `rate_limited` with `Retry-After`.',
  parameters: ['endpointId'],
  answers: {
    202: {
      description: 'Accepted: the ping, as its delivery, due now.',
      json: {
        schema: 'Delivery',
        example: {
          id: 'ping_0mgx2k3a8Qx7rT2pLm9vZc1Ab',
          eventId: null,
          type: 'ping',
          status: 'pending',
          attempts: [],
          nextAttemptAt: '2026-03-01T10:00:00.000Z',
        },
      },
    },
    400: errorAnswer(['invalid_request'], 'Malformed endpointId (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such endpoint, or one the calling key may not manage (`not_found`).'),
    409: errorAnswer(
      ['key_inactive', 'endpoint_disabled'],
      'The key the endpoint acts for is revoked or expired (`key_inactive`: enable the endpoint to adopt it first), or the endpoint is ' +
        'disabled (`endpoint_disabled`: nothing is sent to it; enable it first).',
    ),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      reply.json(202, deliveryJson(await useCases.webhookEndpoints.ping(access, params.endpointId)));
    },
});
