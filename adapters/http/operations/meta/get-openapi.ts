import { defineOperation, PUBLIC } from '../operation.js';

export const getOpenApi = defineOperation({
  id: 'getOpenApi',
  method: 'GET',
  path: '/openapi.json',
  tag: 'meta',
  scope: PUBLIC,
  summary: 'This document',
  description: 'The API description, OpenAPI 3.1. Needs no key (still rate-limited per client address).',
  answers: {
    200: {
      description: 'The document.',
      json: {
        schema: { type: 'object', description: 'An OpenAPI 3.1 document.' },
        example: { openapi: '3.1.0', info: { title: 'Animal Store', version: '1.0.0' }, paths: {} },
      },
    },
  },
  handler:
    ({ documentJson }) =>
    ({ reply }) =>
      reply.json(200, documentJson),
});
