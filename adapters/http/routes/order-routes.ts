import { parse as parseQuery } from 'node:querystring';
import type Router from '@koa/router';
import {
  DEFAULT_PAGE_SIZE,
  type GetInventory,
  type GetOrder,
  type ListOrders,
  type ListOrdersQuery,
  type OrderPatch,
  type OrderRecord,
  type PlaceOrder,
  type PlaceOrderInput,
  type UpdateOrder,
} from '../../../core/index.js';
import { API_BASE, orderPath } from '../api-paths.js';
import { entityTag, ifMatchCondition, ifNoneMatch, noneMatchHits } from '../entity-tags.js';
import { inventoryJson, orderJson, ordersJson } from '../order-json.js';
import { replyOf } from '../reply.js';
import { jsonBody, MERGE_PATCH_DOCUMENT, readJsonBody } from '../middleware/json-body.js';
import type { RequestValidators } from '../openapi/request-validator.js';
import { assignableId, idempotencyKeyOf } from './pet-routes.js';

export interface OrderRouteDependencies {
  readonly placeOrder: PlaceOrder;
  readonly listOrders: ListOrders;
  readonly getOrder: GetOrder;
  readonly updateOrder: UpdateOrder;
  readonly getInventory: GetInventory;
  readonly validators: RequestValidators;
}

const tagOf = (record: OrderRecord) => entityTag('o', record.order.id, record.version);

/**
 * The store routes (DESIGN.md "Pet lifecycle and store orders"): placeOrder, listOrders, getOrder,
 * updateOrder, getInventory. Order answers carry a strong ETag (`"o<id>.<version>"`), as pets do.
 */
export function orderRoutes(router: Router, deps: OrderRouteDependencies): void {
  const { validators } = deps;
  const listQuery = validators.parameters('/store/orders', 'get', 'query');
  const getOrderPath = validators.parameters('/store/orders/{orderId}', 'get', 'path');
  const patchOrderPath = validators.parameters('/store/orders/{orderId}', 'patch', 'path');
  const validateNewOrder = validators.body('NewOrder');
  const validateOrderPatch = validators.body('OrderPatch');

  router.post('placeOrder', '/store/orders', jsonBody(), async (ctx) => {
    const body = ctx.request.body;
    validateNewOrder(body);
    const { order, version, replayed } = await deps.placeOrder.execute(body as PlaceOrderInput, idempotencyKeyOf(ctx));
    const reply = replyOf(ctx);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    reply
      .header('Location', orderPath(order.id))
      .header('ETag', entityTag('o', order.id, version))
      .json(201, orderJson(order));
  });

  router.get('listOrders', '/store/orders', async (ctx) => {
    const query = listQuery(parseQuery(ctx.querystring)) as Omit<ListOrdersQuery, 'petId'> & { petId?: number | bigint };
    // A well-formed petId beyond 2^53−1 names no pet, so no orders.
    const page = typeof query.petId === 'bigint' ? { orders: [], nextCursor: null } : await deps.listOrders.execute(query as ListOrdersQuery);
    const reply = replyOf(ctx);
    if (page.nextCursor !== null) {
      const filters = `${query.status ? `&status=${query.status}` : ''}${query.petId !== undefined ? `&petId=${query.petId}` : ''}`;
      reply.header('Link', `<${API_BASE}/store/orders?limit=${query.limit ?? DEFAULT_PAGE_SIZE}${filters}&cursor=${page.nextCursor}>; rel="next"`);
    }
    reply.json(200, ordersJson(page.orders));
  });

  router.get('getOrder', '/store/orders/:orderId', async (ctx) => {
    const { orderId } = getOrderPath({ orderId: ctx.params.orderId }) as { orderId: number | bigint };
    const condition = ifNoneMatch(ctx.req.headers['if-none-match']);
    const record = await deps.getOrder.execute(assignableId('order', orderId));
    const tag = tagOf(record);
    const reply = replyOf(ctx).header('ETag', tag);
    if (noneMatchHits(condition, tag)) return reply.empty(304);
    reply.json(200, orderJson(record.order));
  });

  router.patch('updateOrder', '/store/orders/:orderId', async (ctx) => {
    const { orderId } = patchOrderPath({ orderId: ctx.params.orderId }) as { orderId: number | bigint };
    const ifMatch = ifMatchCondition(ctx.req.headers['if-match'], 'o', orderId);
    // Read by the use case only after the order (404) and If-Match (412) are checked.
    const readPatch = async () => {
      const body = await readJsonBody(ctx, MERGE_PATCH_DOCUMENT);
      validateOrderPatch(body);
      return body as OrderPatch;
    };
    const record = await deps.updateOrder.execute(assignableId('order', orderId), readPatch, ifMatch);
    replyOf(ctx).header('ETag', tagOf(record)).json(200, orderJson(record.order));
  });

  router.get('getInventory', '/store/inventory', async (ctx) => {
    replyOf(ctx).json(200, inventoryJson(await deps.getInventory.execute()));
  });
}
