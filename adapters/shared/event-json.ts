import { eventIdOf, type Order, type Pet, type StoreEvent } from '../../core/index.js';

/**
 * An event as JSON, the same in listEvents and in a webhook's body: `{ id, type, createdAt, data }`,
 * `data` the Pet or the Order as the API shows them (times RFC 3339 UTC).
 */
export function eventJson(event: StoreEvent): string {
  return JSON.stringify({
    id: eventIdOf(event.sequence),
    type: event.type,
    createdAt: new Date(event.createdAt).toISOString(),
    data: event.type.startsWith('order.') ? orderData(event.data as Order) : petData(event.data as Pet),
  });
}

export function eventsJson(events: readonly StoreEvent[]): string {
  return `[${events.map(eventJson).join(',')}]`;
}

function petData(pet: Pet) {
  return { id: pet.id, name: pet.name, categoryId: pet.categoryId, status: pet.status };
}

/** Every member of the Order (so members it gains appear too), its times as RFC 3339. */
function orderData(order: Order) {
  return { ...order, placedAt: new Date(order.placedAt).toISOString(), updatedAt: new Date(order.updatedAt).toISOString() };
}
