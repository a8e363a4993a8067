import type { PetStatus } from '../../../../core/index.js';
import { petPath } from '../../api-paths.js';
import { entityTag } from '../../entity-tags.js';
import { petJson } from '../../pet-json.js';
import { answerCreated, created, JSON_ONLY_415, RETRY_AFTER_WHEN_IN_PROGRESS, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { PET_EXAMPLE } from './pet-examples.js';

export const createPet = defineOperation<{ 'Idempotency-Key'?: string }, { name: string; categoryId: number; status?: PetStatus }>({
  id: 'createPet',
  method: 'POST',
  path: '/pets',
  tag: 'pets',
  scope: 'pets:write',
  summary: 'Add an animal',
  description:
    'Stores a new animal and answers it with its assigned `id`, `Location` and `ETag`. With an `Idempotency-Key`, a retry with the same key and ' +
    'body within 24 h answers the first 201 again (`Idempotent-Replayed: true`) instead of creating another animal.',
  parameters: ['Idempotency-Key'],
  body: { schema: 'NewPet', kind: 'json', read: 'first', example: { name: 'Rex', categoryId: 3 } },
  answers: {
    201: created('The animal as stored, with its assigned `id`; a replay answers it as it was first answered.', 'Pet', PET_EXAMPLE),
    400: errorAnswer('Malformed JSON, missing or invalid fields, unknown fields, bad Idempotency-Key (`invalid_request`).'),
    409: errorAnswer('A request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`).', RETRY_AFTER_WHEN_IN_PROGRESS),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
    422: errorAnswer('Idempotency-Key used before with a different body or on another operation (`idempotency_key_reused`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, body, access, reply }) => {
      const key = params['Idempotency-Key'];
      const { pet, version, replayed } = await useCases.createPet.execute(
        await body(),
        key === undefined ? undefined : { scope: access!.lineage, key },
      );
      answerCreated(reply, petPath(pet.id), entityTag('p', pet.id, version), replayed, petJson(pet));
    },
});
