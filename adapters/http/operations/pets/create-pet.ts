import { petPath } from '../../api-paths.js';
import { entityTag } from '../../entity-tags.js';
import { petJson } from '../../pet-json.js';
import { answerCreated, created, JSON_ONLY_415, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { PET_EXAMPLE } from './pet-examples.js';
import { PET_RULES } from './pet-rules.js';

export const createPet = defineOperation({
  id: 'createPet',
  method: 'POST',
  path: '/pets',
  tag: 'pets',
  scope: 'pets:write',
  summary: 'Add an animal',
  description:
    'Stores a new animal and answers it with its assigned `id`, `Location` and `ETag`. With an `Idempotency-Key`, a retry with the same key and ' +
    'body within 24 h answers the first 201 again (`Idempotent-Replayed: true`) instead of creating another animal.',
  idempotent: true,
  body: { schema: 'NewPet', kind: 'json', read: 'first', example: { name: 'Rex', categoryId: 3 }, rules: () => PET_RULES },
  answers: {
    201: created('The animal as stored, with its assigned `id`; a replay answers it as it was first answered.', 'Pet', PET_EXAMPLE),
    400: errorAnswer(['invalid_request'], 'Malformed JSON, missing or invalid fields, unknown fields, bad Idempotency-Key (`invalid_request`).'),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
  },
  handler:
    ({ useCases }) =>
    async ({ body, idempotency, reply }) => {
      const { pet, version, replayed } = await useCases.createPet.execute(await body(), idempotency);
      answerCreated(reply, petPath(pet.id), entityTag('p', pet.id, version), replayed, petJson(pet));
    },
});
