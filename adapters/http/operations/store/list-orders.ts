import { pageOf } from '../answers.js';
import { DEFAULT_PAGE_SIZE } from '../../../../core/index.js';
import { header, HEADER_VALUE } from '../../openapi/components.js';
import { ordersJson } from '../../order-json.js';
import { linkNextPage } from '../next-page.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ORDER_EXAMPLE } from './order-examples.js';

export const listOrders = defineOperation({
  id: 'listOrders',
  method: 'GET',
  path: '/store/orders',
  tag: 'store',
  scope: 'orders:read',
  summary: 'List orders in creation order, optionally by status or pet',
  description:
    'One page of orders, oldest first, paged like listPets (`Link: <…>; rel="next"`): the key\'s owner\'s orders, or every order with `orders:manage`.',
  parameters: ['limit', 'orderStatus', 'petIdFilter', 'cursor'],
  answers: {
    200: {
      description: 'A page of orders. When more exist, `Link` has a `rel="next"` URL carrying the cursor.',
      json: { schema: pageOf('Order'), example: [ORDER_EXAMPLE] },
      headers: { Link: header('`<…/v1/store/orders?…&cursor=…>; rel="next"` when a next page exists.', HEADER_VALUE.link) },
    },
    400: errorAnswer(['invalid_request'], 'Invalid, repeated or unknown query parameter (`invalid_request`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      // A pet id beyond 2^53−1 names no pet: no orders.
      if (typeof params.petId === 'bigint') return reply.json(200, '[]');
      const { limit = DEFAULT_PAGE_SIZE, status, petId } = params;
      const page = await useCases.listOrders.execute(access, { ...params, petId });
      linkNextPage(reply, '/store/orders', { limit, status, petId }, page.nextCursor);
      reply.json(200, ordersJson(page.orders));
    },
});
