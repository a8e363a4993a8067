import { pageOf } from '../answers.js';
import { DEFAULT_PAGE_SIZE } from '../../../../core/index.js';
import { deliveriesJson } from '../../webhook-json.js';
import { linkNextPage } from '../next-page.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { DELIVERY_EXAMPLE, PAGE_LINK } from './webhook-examples.js';

export const listDeliveries = defineOperation({
  id: 'listDeliveries',
  method: 'GET',
  path: '/webhook-endpoints/{endpointId}/deliveries',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: "An endpoint's deliveries with their attempts, newest first",
  description:
    'One delivery per event sent to the endpoint: `pending` (an attempt is due or under way), `delivered` (a 2xx), or `failed` (the retry ' +
    'schedule is spent); `?status=failed` (repeatable) lists only those. A ping is listed as a delivery of no event (`eventId: null`, ' +
    '`type: "ping"`). Each attempt: when, and the status answered or why there was none.',
  parameters: ['endpointId', 'limit', 'deliveryStatus', 'deliveryCursor'],
  answers: {
    200: {
      description: 'A page of deliveries, newest event first.',
      json: { schema: pageOf('Delivery'), example: [DELIVERY_EXAMPLE] },
      headers: { Link: PAGE_LINK('/v1/webhook-endpoints/{endpointId}/deliveries') },
    },
    400: errorAnswer(['invalid_request'], 'Malformed endpointId, or an invalid, repeated or unknown query parameter (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such endpoint (`not_found`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      const page = await useCases.webhookEndpoints.deliveries(access, params.endpointId, { ...params, statuses: params.status });
      const status = [...new Set(params.status ?? [])];
      linkNextPage(
        reply,
        `/webhook-endpoints/${params.endpointId}/deliveries`,
        { limit: params.limit ?? DEFAULT_PAGE_SIZE, status },
        page.nextCursor,
      );
      reply.json(200, deliveriesJson(page.deliveries));
    },
});
