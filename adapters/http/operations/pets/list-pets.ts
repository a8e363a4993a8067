import { DEFAULT_PAGE_SIZE } from '../../../../core/index.js';
import { header, HEADER_VALUE } from '../../openapi/components.js';
import { petsJson } from '../../pet-json.js';
import { answerVersioned, notModified, pageOf } from '../answers.js';
import { linkNextPage } from '../next-page.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { PET_EXAMPLE } from './pet-examples.js';

export const listPets = defineOperation({
  id: 'listPets',
  method: 'GET',
  path: '/pets',
  tag: 'pets',
  scope: 'pets:read',
  summary: 'List animals in creation order, optionally filtered by status or by id',
  description:
    'One page of animals, oldest first. Follow `Link: <…>; rel="next"` for the next page (its cursor is opaque); no `Link` on the last page. ' +
    "A filter applies to every page of one walk. `?id=12` reads one animal (getPet's successor): an empty page when there is none, " +
    'else the animal with its `ETag`, for `If-Match` on updatePet and deletePet.',
  parameters: ['limit', 'status', 'cursor', 'idFilter', 'If-None-Match'],
  answers: {
    200: {
      description: 'A page of animals. When more exist, `Link` has a `rel="next"` URL carrying the cursor (and the filters).',
      json: {
        schema: pageOf('Pet'),
        example: [PET_EXAMPLE, { ...PET_EXAMPLE, id: 13, name: 'Mia', status: 'pending' }],
      },
      headers: {
        Link: header('`<…/v1/pets?…&cursor=…>; rel="next"` when a next page exists.', HEADER_VALUE.link),
        ETag: header("With an `id` filter naming exactly one existing animal: that animal's `ETag`, as updatePet and deletePet compare it.", {
          type: 'string',
          maxLength: 64,
          pattern: '^"p[0-9]+\\.[0-9]+"$',
        }),
      },
    },
    304: {
      ...notModified(),
      description: 'With an `id` filter naming exactly one animal: `If-None-Match` names its current version (weak comparison); no body.',
    },
    400: errorAnswer(['invalid_request'], 'Invalid, repeated or unknown query parameter, more than 100 ids (`invalid_request`).'),
  },
  handler:
    ({ useCases }) =>
    async (request) => {
      const { params, reply } = request;
      const { id, limit, status, cursor } = params;
      // An id beyond 2^53−1 (a valid int64) names no pet: simply absent.
      const ids = id?.filter((one): one is number => typeof one === 'number');
      const page = await useCases.listPets.execute({ limit, status, cursor, ...(ids ? { ids } : {}) });
      linkNextPage(reply, '/pets', { limit: limit ?? page.ids?.length ?? DEFAULT_PAGE_SIZE, status, id: page.ids }, page.nextCursor);
      const only = page.pets[0];
      if (page.version !== undefined && only !== undefined) {
        return answerVersioned(request, 'p', only.id, page.version, params['If-None-Match'], () => petsJson(page.pets));
      }
      reply.json(200, petsJson(page.pets));
    },
});
