import { defineOperation, errorAnswer } from '../operation.js';
import { KEY_NOT_FOUND_404 } from './key-answers.js';

export const revokeKey = defineOperation({
  id: 'revokeKey',
  method: 'DELETE',
  path: '/keys/{keyId}',
  tag: 'keys',
  scope: 'keys:manage',
  summary: 'Revoke an API key',
  description:
    'The key answers 401 from now on: at once on this instance, within `API_KEY_CACHE_TTL_MS` on the others. Revoking a revoked key is a ' +
    'no-op (204). The last active key holding `keys:manage` without an expiry cannot be revoked (409 `last_manager_key`).',
  parameters: ['keyId'],
  answers: {
    204: { description: 'Revoked (now or before).' },
    400: errorAnswer(['invalid_request'], 'Malformed keyId (`invalid_request`).'),
    403: errorAnswer(['insufficient_scope'], 'The calling key lacks `keys:manage` (`insufficient_scope`).'),
    404: KEY_NOT_FOUND_404,
    409: errorAnswer(['last_manager_key'], 'The last active key holding `keys:manage` without an expiry (`last_manager_key`): issue another first.'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      await useCases.manageKeys.revoke(params.keyId, { via: 'http', access });
      reply.empty(204);
    },
});
