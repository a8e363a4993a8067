import { underIfMatch } from '../../entity-tags.js';
import { PRECONDITION_412 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';

export const deletePet = defineOperation({
  id: 'deletePet',
  method: 'DELETE',
  path: '/pets/{petId}',
  tag: 'pets',
  scope: 'pets:write',
  summary: 'Remove an animal (ids are never reused)',
  description: 'Allowed when held manually or sold; a pet reserved by an open order → 409 `pet_reserved`. Orders outlive their pet.',
  parameters: ['petId', 'If-Match'],
  answers: {
    204: { description: 'Removed; the id answers 404 from now on.' },
    400: errorAnswer(['invalid_request'], 'Malformed petId or If-Match (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such animal (`not_found`).'),
    409: errorAnswer(
      ['pet_reserved'],
      "Reserved by an open order (`pet_reserved`; the order's id in `details` when the key may see that order: its owner's, or with `orders:manage`): cancel or deliver it first.",
    ),
    412: PRECONDITION_412,
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      await underIfMatch(params['If-Match'], 'p', params.petId, (condition) => useCases.deletePet.execute(access, params.petId, condition));
      reply.empty(204);
    },
});
