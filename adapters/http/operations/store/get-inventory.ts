import { inventoryJson } from '../../order-json.js';
import { defineOperation } from '../operation.js';

export const getInventory = defineOperation({
  id: 'getInventory',
  method: 'GET',
  path: '/store/inventory',
  tag: 'store',
  scope: 'inventory:read',
  summary: 'Count the animals by status',
  description: 'How many existing animals are available, pending and sold, read from counters kept with every write.',
  answers: {
    200: {
      description: 'Existing animals by status, from counters (no scan).',
      json: { schema: 'Inventory', example: { available: 41, pending: 3, sold: 17 } },
    },
  },
  handler:
    ({ useCases }) =>
    async ({ reply }) => {
      reply.json(200, inventoryJson(await useCases.getInventory.execute()));
    },
});
