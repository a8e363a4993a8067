import type { Inventory, Order } from '../../core/index.js';

/** An order as JSON; its times in RFC 3339 UTC (DESIGN.md "Pet lifecycle and store orders"). */
export function orderJson(order: Order): string {
  // The owner is any string a key was issued with (1–64 characters of A-Za-z0-9._:@-): nothing to escape, but JSON.stringify says so safely.
  const owner = order.owner === null ? 'null' : JSON.stringify(order.owner);
  return `{"id":${order.id},"petId":${order.petId},"owner":${owner},"status":"${order.status}","placedAt":"${rfc3339(order.placedAt)}","updatedAt":"${rfc3339(order.updatedAt)}"}`;
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
