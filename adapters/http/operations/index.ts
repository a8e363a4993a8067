import type { AnyOperation } from './operation.js';
import { createKey } from './keys/create-key.js';
import { getKey } from './keys/get-key.js';
import { listKeys } from './keys/list-keys.js';
import { revokeKey } from './keys/revoke-key.js';
import { rotateKey } from './keys/rotate-key.js';
import { getOpenApi } from './meta/get-openapi.js';
import { getRateLimit } from './meta/get-rate-limit.js';
import { createPet } from './pets/create-pet.js';
import { deletePet } from './pets/delete-pet.js';
import { getPet } from './pets/get-pet.js';
import { listPets } from './pets/list-pets.js';
import { updatePet } from './pets/update-pet.js';
import { getInventory } from './store/get-inventory.js';
import { getOrder } from './store/get-order.js';
import { listOrders } from './store/list-orders.js';
import { placeOrder } from './store/place-order.js';
import { updateOrder } from './store/update-order.js';
import { listEvents } from './events/list-events.js';
import { createWebhookEndpoint } from './webhooks/create-webhook-endpoint.js';
import { deleteWebhookEndpoint } from './webhooks/delete-webhook-endpoint.js';
import { getWebhookEndpoint } from './webhooks/get-webhook-endpoint.js';
import { listDeliveries } from './webhooks/list-deliveries.js';
import { listWebhookEndpoints } from './webhooks/list-webhook-endpoints.js';
import { retryDelivery } from './webhooks/retry-delivery.js';
import { rotateWebhookSecret } from './webhooks/rotate-webhook-secret.js';
import { getWebhookSecret } from './webhooks/get-webhook-secret.js';
import { pingWebhookEndpoint } from './webhooks/ping-webhook-endpoint.js';
import { recoverWebhookEndpoint } from './webhooks/recover-webhook-endpoint.js';
import { updateWebhookEndpoint } from './webhooks/update-webhook-endpoint.js';

/**
 * Every operation of the API, in the order the document lists them. Adding an operation is a
 * module beside these and a line here; everything else about it is derived.
 */
export const OPERATIONS: readonly AnyOperation[] = [
  getOpenApi,
  listPets,
  createPet,
  getPet,
  updatePet,
  deletePet,
  listOrders,
  placeOrder,
  getOrder,
  updateOrder,
  getInventory,
  listEvents,
  listWebhookEndpoints,
  createWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  getWebhookSecret,
  pingWebhookEndpoint,
  recoverWebhookEndpoint,
  listDeliveries,
  retryDelivery,
  listKeys,
  createKey,
  getKey,
  revokeKey,
  rotateKey,
  getRateLimit,
];

/** The operation ids, e.g. for metric labels fixed at start-up. */
export const OPERATION_IDS: readonly string[] = OPERATIONS.map((operation) => operation.id);
