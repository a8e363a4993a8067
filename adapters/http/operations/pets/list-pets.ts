import { DEFAULT_PAGE_SIZE, type PetStatus } from '../../../../core/index.js';
import { API_BASE } from '../../api-paths.js';
import { header } from '../../openapi/components.js';
import { petsJson } from '../../pet-json.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { PET_EXAMPLE } from './pet-examples.js';

export const listPets = defineOperation<{ limit?: number; status?: PetStatus; cursor?: string }>({
  id: 'listPets',
  method: 'GET',
  path: '/pets',
  tag: 'pets',
  scope: 'pets:read',
  summary: 'List animals in creation order, optionally filtered by status',
  description:
    'One page of animals, oldest first. Follow `Link: <…>; rel="next"` for the next page (its cursor is opaque); no `Link` on the last page. ' +
    'A filter applies to every page of one walk.',
  parameters: ['limit', 'status', 'cursor'],
  answers: {
    200: {
      description: 'A page of animals. When more exist, `Link` has a `rel="next"` URL carrying the cursor.',
      json: {
        schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
        example: [PET_EXAMPLE, { ...PET_EXAMPLE, id: 13, name: 'Mia', status: 'pending' }],
      },
      headers: { Link: header('`<…/v1/pets?…&cursor=…>; rel="next"` when a next page exists.', { type: 'string' }) },
    },
    400: errorAnswer('Invalid, repeated or unknown query parameter (`invalid_request`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, reply }) => {
      const page = await useCases.listPets.execute(params);
      if (page.nextCursor !== null) {
        const status = params.status ? `&status=${params.status}` : '';
        reply.header('Link', `<${API_BASE}/pets?limit=${params.limit ?? DEFAULT_PAGE_SIZE}${status}&cursor=${page.nextCursor}>; rel="next"`);
      }
      reply.json(200, petsJson(page.pets));
    },
});
