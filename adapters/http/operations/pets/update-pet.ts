import { entityTag, underIfMatch } from '../../entity-tags.js';
import { petJson } from '../../pet-json.js';
import { PATCH_415, PATCH_BODY_400, PRECONDITION_412, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { PET_EXAMPLE } from './pet-examples.js';
import { PET_RULES } from './pet-rules.js';

export const updatePet = defineOperation({
  id: 'updatePet',
  method: 'PATCH',
  path: '/pets/{petId}',
  tag: 'pets',
  scope: 'pets:write',
  summary: 'Rename, recategorise or move an animal between statuses (JSON Merge Patch)',
  description:
    'RFC 7396 merge patch of `name`, `categoryId`, `status`; all or nothing. `{}` changes nothing (same ETag). Status moves: ' +
    'available → pending or sold, pending → available or sold; sold is final. A pet reserved by an open order keeps its status ' +
    '(409 `pet_reserved`). Checks in order: path (400), pet (404), If-Match (412), body (413/415/400), rules (409). ' +
    "Not affected by getPet's sunset.",
  parameters: ['petId', 'If-Match'],
  body: { schema: 'PetPatch', kind: 'merge-patch', read: 'on-demand', example: { status: 'sold' }, rules: () => PET_RULES },
  answers: {
    200: { description: 'The animal after the patch.', json: { schema: 'Pet', example: PET_EXAMPLE }, headers: { ETag: 'ETag' } },
    400: PATCH_BODY_400,
    404: errorAnswer(['not_found'], 'No such animal (`not_found`).'),
    409: errorAnswer(
      ['invalid_transition', 'pet_reserved'],
      "The status rules refuse the move (`invalid_transition`), or the pet is reserved by an open order (`pet_reserved`; the order's id in `details` when the key may see that order: its owner's, or with `orders:manage`).",
    ),
    412: PRECONDITION_412,
    413: TOO_LARGE_413,
    415: PATCH_415,
  },
  handler:
    ({ useCases }) =>
    async ({ params, body, access, reply }) => {
      const { petId } = params;
      // The body is read by the use case only after the pet (404) and If-Match (412) are checked.
      const { pet, version } = await underIfMatch(params['If-Match'], 'p', petId, (condition) =>
        useCases.updatePet.execute(access, petId, body, condition),
      );
      reply.header('ETag', entityTag('p', pet.id, version)).json(200, petJson(pet));
    },
});
