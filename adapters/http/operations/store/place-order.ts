import { orderPath } from '../../api-paths.js';
import { entityTag } from '../../entity-tags.js';
import { orderJson } from '../../order-json.js';
import { answerCreated, created, JSON_ONLY_415, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ORDER_EXAMPLE } from './order-examples.js';

export const placeOrder = defineOperation({
  id: 'placeOrder',
  method: 'POST',
  path: '/store/orders',
  tag: 'store',
  scope: 'orders:write',
  summary: 'Order an available animal: it becomes pending, reserved by the order',
  description:
    "Reserves an `available` animal atomically for the key's owner (at most MAX_OPEN_ORDERS_PER_OWNER open orders, 20 by default): the order is `placed` and the animal `pending` until the order is delivered (sold) or " +
    'cancelled (available again). With an `Idempotency-Key`, a retry with the same key and body within 24 h answers the first 201 again ' +
    '(`Idempotent-Replayed: true`) instead of placing another order.',
  idempotent: true,
  body: { schema: 'NewOrder', kind: 'json', read: 'first', example: { petId: 12 } },
  answers: {
    201: created('The order, `placed`; its pet is now `pending`. A replay answers the order as it was first answered.', 'Order', ORDER_EXAMPLE),
    400: errorAnswer(['invalid_request'], 'Malformed JSON, missing or invalid petId, unknown fields, bad Idempotency-Key (`invalid_request`).'),
    409: errorAnswer(
      ['pet_not_available', 'open_order_limit', 'idempotency_key_in_progress'],
      "The pet is not available (`pet_not_available`, its status in `details`), the key's owner holds the most open orders allowed (`open_order_limit`), or a request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`, with `Retry-After`).",
    ),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
    422: errorAnswer(
      ['pet_not_found', 'idempotency_key_reused'],
      'No pet has this petId (`pet_not_found`), or the Idempotency-Key was used before with another body or on another operation (`idempotency_key_reused`).',
    ),
  },
  handler:
    ({ useCases }) =>
    async ({ body, access, idempotency, reply }) => {
      const { order, version, replayed } = await useCases.placeOrder.execute(access, await body(), idempotency);
      answerCreated(reply, orderPath(order.id), entityTag('o', order.id, version), replayed, orderJson(order));
    },
});
