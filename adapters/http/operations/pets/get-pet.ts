import { API_BASE, OPENAPI_PATH } from '../../api-paths.js';
import { header, HEADER_VALUE } from '../../openapi/components.js';
import { petJson } from '../../pet-json.js';
import { answerVersioned, notModified } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { PET_EXAMPLE } from './pet-examples.js';

const WELL_FORMED_ID = /^[1-9][0-9]{0,18}$/;

export const getPet = defineOperation({
  id: 'getPet',
  method: 'GET',
  path: '/pets/{petId}',
  tag: 'pets',
  scope: 'pets:read',
  deprecated: true,
  summary: 'Fetch one animal (deprecated)',
  description:
    'Deprecated: answers 410 from its sunset (the `Sunset` header) on. Its successor is `GET /pets?id={petId}` (the `Link` with ' +
    '`rel="successor-version"`): the same animal and `ETag`, as a page of one (empty when there is no such animal).',
  parameters: ['petId', 'If-None-Match'],
  // On every answer once the route is reached, errors and 304 included (not on the guard's 401 and 429).
  everyAnswer: {
    Deprecation: {
      spec: header('RFC 9745: when getPet was deprecated, `@<Unix seconds>`.', { type: 'string', maxLength: 21, pattern: '^@[0-9]+$' }, true),
      value: ({ getPet }) => `@${Math.floor(getPet.deprecatedAt / 1000)}`,
    },
    Sunset: {
      spec: header('RFC 8594: when getPet stops working (410 from then on), an HTTP date.', HEADER_VALUE.httpDate, true),
      value: ({ getPet }) => new Date(getPet.sunsetAt).toUTCString(),
    },
    Link: {
      spec: header('`</v1/pets?id={petId}>; rel="successor-version"` and a `rel="deprecation"` link to this document.', HEADER_VALUE.link, true),
      value:
        () =>
        ({ petId }) =>
          // A malformed petId (400) has no successor of its own: the listing.
          `<${API_BASE}/pets${WELL_FORMED_ID.test(petId ?? '') ? `?id=${petId}` : ''}>; rel="successor-version", ` +
          `<${OPENAPI_PATH}>; rel="deprecation"; type="application/json"`,
    },
  },
  answers: {
    200: { description: 'The animal.', json: { schema: 'Pet', example: PET_EXAMPLE }, headers: { ETag: 'ETag' } },
    304: notModified(),
    400: errorAnswer(['invalid_request'], 'Malformed petId or If-None-Match (`invalid_request`).'),
    404: errorAnswer(['not_found'], 'No such animal (`not_found`).'),
    410: errorAnswer(['gone'], 'Past the sunset date (`gone`).'),
  },
  handler:
    ({ useCases }) =>
    async (request) => {
      const { params } = request;
      const { pet, version } = await useCases.getPet.read(params.petId);
      return answerVersioned(request, 'p', pet.id, version, params['If-None-Match'], () => petJson(pet));
    },
});
