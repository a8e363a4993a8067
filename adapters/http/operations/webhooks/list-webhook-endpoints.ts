import { pageOf } from '../answers.js';
import { DEFAULT_PAGE_SIZE } from '../../../../core/index.js';
import { endpointsJson } from '../../webhook-json.js';
import { linkNextPage } from '../next-page.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ENDPOINT_EXAMPLE, PAGE_LINK } from './webhook-examples.js';

export const listWebhookEndpoints = defineOperation({
  id: 'listWebhookEndpoints',
  method: 'GET',
  path: '/webhook-endpoints',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'List the webhook endpoints, oldest first',
  description:
    "The endpoints of the key's owner that it may manage (it holds every scope of the key an endpoint acts for), without their " +
    'secrets, oldest first, paged like listPets; any other endpoint answers 404 everywhere.',
  parameters: ['limit', 'cursor'],
  answers: {
    200: {
      description: 'A page of endpoints.',
      json: { schema: pageOf('WebhookEndpoint'), example: [ENDPOINT_EXAMPLE] },
      headers: { Link: PAGE_LINK('/v1/webhook-endpoints') },
    },
    400: errorAnswer(['invalid_request'], 'Invalid, repeated or unknown query parameter (`invalid_request`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      const page = await useCases.webhookEndpoints.list(access, params);
      linkNextPage(reply, '/webhook-endpoints', { limit: params.limit ?? DEFAULT_PAGE_SIZE }, page.nextCursor);
      reply.json(200, endpointsJson(page.endpoints));
    },
});
