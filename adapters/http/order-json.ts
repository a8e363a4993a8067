import type { Inventory, Order } from '../../core/index.js';

/** An order as JSON; its times in RFC 3339 UTC (DESIGN.md "Pet lifecycle and store orders"). */
export function orderJson(order: Order): string {
  return `{"id":${order.id},"petId":${order.petId},"status":"${order.status}","placedAt":"${rfc3339(order.placedAt)}","updatedAt":"${rfc3339(order.updatedAt)}"}`;
}

export function ordersJson(orders: readonly Order[]): string {
  return `[${orders.map(orderJson).join(',')}]`;
}

export function inventoryJson(inventory: Inventory): string {
  return `{"available":${inventory.available},"pending":${inventory.pending},"sold":${inventory.sold}}`;
}

function rfc3339(ms: number): string {
  return new Date(ms).toISOString();
}
