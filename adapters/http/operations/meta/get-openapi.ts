import { header } from '../../openapi/components.js';
import { serveAsset } from '../../static-asset.js';
import { notModified } from '../answers.js';
import { definePublicOperation, errorAnswer, PUBLIC } from '../operation.js';

const DOCUMENT_ETAG = header(
  'Strong entity tag of the document in the coding sent; send it back in If-None-Match.',
  { type: 'string', maxLength: 128, pattern: '^"[!#-~]+"$' },
  true,
);

export const getOpenApi = definePublicOperation({
  id: 'getOpenApi',
  method: 'GET',
  path: '/openapi.json',
  tag: 'meta',
  scope: PUBLIC,
  summary: 'This document',
  description:
    'The API description, OpenAPI 3.1. Needs no key, and takes nothing from the budget of requests without a valid key: the public ' +
    'documentation (this document, /docs and its files) has its own per client address (`RATE_LIMIT_DOCS_PER_MINUTE`, 600 a minute by default). ' +
    'Compressed when asked (`Accept-Encoding`); `Cache-Control: no-cache` with an `ETag`, so a cache asks again and gets 304 while it is current.',
  parameters: ['Accept-Encoding', 'If-None-Match'],
  answers: {
    200: {
      description: 'The document.',
      json: {
        schema: { type: 'object', description: 'An OpenAPI 3.1 document.' },
        example: { openapi: '3.1.0', info: { title: 'Animal Store', version: '1.0.0' }, paths: {} },
      },
      headers: {
        ETag: DOCUMENT_ETAG,
        'Content-Encoding': header('`br` or `gzip`, as `Accept-Encoding` allowed; absent when sent as it is.', {
          type: 'string',
          enum: ['br', 'gzip'],
        }),
      },
    },
    304: { ...notModified(), headers: { ETag: DOCUMENT_ETAG } },
    400: errorAnswer(['invalid_request'], 'A query parameter (this document takes none) or a malformed `If-None-Match` (`invalid_request`).'),
  },
  handler:
    ({ document }) =>
    ({ params, reply }) =>
      serveAsset(reply, document, { acceptEncoding: params['Accept-Encoding'], ifNoneMatch: params['If-None-Match'] }),
});
