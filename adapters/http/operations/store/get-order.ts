import { orderJson } from '../../order-json.js';
import { answerVersioned, notModified } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ORDER_EXAMPLE } from './order-examples.js';

export const getOrder = defineOperation({
  id: 'getOrder',
  method: 'GET',
  path: '/store/orders/{orderId}',
  tag: 'store',
  scope: 'orders:read',
  summary: 'Fetch one order',
  description:
    "The order with its `ETag`; with `If-None-Match` naming the current version, 304 without a body (and without cost: its quota token is given back). Another owner's order is 404 without `orders:manage`.",
  parameters: ['orderId', 'If-None-Match'],
  answers: {
    200: { description: 'The order.', json: { schema: 'Order', example: ORDER_EXAMPLE }, headers: { ETag: 'ETag' } },
    304: notModified(),
    400: errorAnswer(['invalid_request'], 'Malformed orderId or If-None-Match (`invalid_request`).'),
    404: errorAnswer(['not_found'], "No such order, or another owner's without `orders:manage` (`not_found`): its existence is not revealed."),
  },
  handler:
    ({ useCases }) =>
    async (request) => {
      const { params } = request;
      const { order, version } = await useCases.getOrder.execute(request.access, params.orderId);
      return answerVersioned(request, 'o', order.id, version, params['If-None-Match'], () => orderJson(order));
    },
});
