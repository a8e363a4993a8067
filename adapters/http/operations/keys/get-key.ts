import { keyJson } from '../../key-json.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { KEY_NOT_FOUND_404 } from './key-answers.js';
import { KEY_EXAMPLE } from './key-examples.js';

export const getKey = defineOperation({
  id: 'getKey',
  method: 'GET',
  path: '/keys/{keyId}',
  tag: 'keys',
  scope: 'keys:manage',
  summary: 'Fetch one API key',
  description: 'The key as stored, never its secret.',
  parameters: ['keyId'],
  answers: {
    200: { description: 'The key.', json: { schema: 'Key', example: KEY_EXAMPLE } },
    400: errorAnswer(['invalid_request'], 'Malformed keyId (`invalid_request`).'),
    403: errorAnswer(['insufficient_scope'], 'The calling key lacks `keys:manage` (`insufficient_scope`).'),
    404: KEY_NOT_FOUND_404,
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      reply.json(200, keyJson(await useCases.manageKeys.get(params.keyId, { via: 'http', access })));
    },
});
