import { pageOf } from '../answers.js';
import { DEFAULT_PAGE_SIZE } from '../../../../core/index.js';
import { keysJson } from '../../key-json.js';
import { header, HEADER_VALUE } from '../../openapi/components.js';
import { linkNextPage } from '../next-page.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { KEY_EXAMPLE } from './key-examples.js';

export const listKeys = defineOperation({
  id: 'listKeys',
  method: 'GET',
  path: '/keys',
  tag: 'keys',
  scope: 'keys:manage',
  summary: 'List API keys, oldest first',
  description: 'One page of keys, revoked and expired ones included, never a secret; paged like listPets (`Link: <…>; rel="next"`).',
  parameters: ['limit', 'keyCursor'],
  answers: {
    200: {
      description: 'A page of keys. When more exist, `Link` has a `rel="next"` URL carrying the cursor.',
      json: { schema: pageOf('Key'), example: [KEY_EXAMPLE] },
      headers: { Link: header('`<…/v1/keys?…&cursor=…>; rel="next"` when a next page exists.', HEADER_VALUE.link) },
    },
    400: errorAnswer(['invalid_request'], 'Invalid, repeated or unknown query parameter, or a malformed cursor (`invalid_request`).'),
    403: errorAnswer(['insufficient_scope'], 'The calling key lacks `keys:manage` (`insufficient_scope`).'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      const page = await useCases.manageKeys.list(params, { via: 'http', access });
      linkNextPage(reply, '/keys', { limit: params.limit ?? DEFAULT_PAGE_SIZE }, page.nextCursor);
      reply.json(200, keysJson(page.keys));
    },
});
