import { entityTag, underIfMatch } from '../../entity-tags.js';
import { orderJson } from '../../order-json.js';
import { PATCH_415, PATCH_BODY_400, PRECONDITION_412, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ORDER_EXAMPLE } from './order-examples.js';

export const updateOrder = defineOperation({
  id: 'updateOrder',
  method: 'PATCH',
  path: '/store/orders/{orderId}',
  tag: 'store',
  scope: 'orders:write',
  summary: 'Approve, deliver or cancel an order (JSON Merge Patch of status)',
  description:
    'placed → approved → delivered; placed or approved → cancelled; the current status again changes nothing. Delivered sells ' +
    'the pet, cancelled makes it available again; both release its reservation. A customer key (`orders:write`) may only cancel its ' +
    "owner's orders; approving and delivering need `orders:manage` (403 once the body is read). Checks in order as for updatePet.",
  parameters: ['orderId', 'If-Match'],
  body: { schema: 'OrderPatch', kind: 'merge-patch', read: 'on-demand', example: { status: 'approved' } },
  answers: {
    200: {
      description: 'The order after the patch.',
      json: { schema: 'Order', example: { ...ORDER_EXAMPLE, status: 'approved' } },
      headers: { ETag: 'ETag' },
    },
    400: PATCH_BODY_400,
    403: errorAnswer(
      ['insufficient_scope'],
      'The key lacks `orders:write`, or `orders:manage` to approve or deliver (no-ops included) (`insufficient_scope`).',
    ),
    404: errorAnswer(['not_found'], "No such order, or another owner's without `orders:manage` (`not_found`)."),
    409: errorAnswer(['invalid_transition'], 'The order status rules refuse the move (`invalid_transition`, e.g. placed → delivered).'),
    412: PRECONDITION_412,
    413: TOO_LARGE_413,
    415: PATCH_415,
  },
  handler:
    ({ useCases }) =>
    async ({ params, body, access, reply }) => {
      const { orderId } = params;
      // Read by the use case only after the order (404) and If-Match (412) are checked.
      const { order, version } = await underIfMatch(params['If-Match'], 'o', orderId, (condition) =>
        useCases.updateOrder.execute(access, orderId, body, condition),
      );
      reply.header('ETag', entityTag('o', order.id, version)).json(200, orderJson(order));
    },
});
