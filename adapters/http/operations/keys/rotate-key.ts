import { JSON_ONLY_415, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { answerKeyCreated, KEY_NOT_FOUND_404, keyCreated } from './key-answers.js';
import { KEY_EXAMPLE } from './key-examples.js';

export const rotateKey = defineOperation({
  id: 'rotateKey',
  method: 'POST',
  path: '/keys/{keyId}/rotate',
  tag: 'keys',
  scope: 'keys:manage',
  summary: 'Replace an API key by a new one, the old one kept alive for a while',
  description:
    'Answers a new key (new id and secret; same name, plan, scopes, owner, limits and expiry; `rotatedFrom` the old id), which continues ' +
    "the old key's quota, ban and Idempotency-Key records. The old key keeps working for `expiresInSeconds` (default 86400; or less, if " +
    'it expires sooner), then answers 401. The body may be left out. With an `Idempotency-Key`, a retry answers the new key again without its secret.',
  parameters: ['keyId'],
  idempotent: true,
  body: { schema: 'RotateKey', kind: 'json', read: 'on-demand', optional: true, example: { expiresInSeconds: 3600 } },
  answers: {
    201: keyCreated('The new key, with its `secret` (not on a replay).', {
      ...KEY_EXAMPLE,
      id: 'b7e4d1c0-2f3a-4b5c-8d9e-0a1b2c3d4e5f',
      rotatedFrom: KEY_EXAMPLE.id,
    }),
    400: errorAnswer(
      ['invalid_request'],
      'Malformed keyId or Idempotency-Key; `expiresInSeconds` not a whole number from 0 to 604800; unknown members (`invalid_request`).',
    ),
    403: errorAnswer(
      ['insufficient_scope', 'grant_exceeds_caller'],
      "The calling key lacks `keys:manage` or a scope the key holds (`insufficient_scope`), or the key's plan, limits or lifetime exceed its own (`grant_exceeds_caller`).",
    ),
    404: KEY_NOT_FOUND_404,
    409: errorAnswer(
      ['key_inactive', 'last_manager_key', 'idempotency_key_in_progress'],
      'The key is revoked, expired or rotated already (`key_inactive`); it is the last active key holding `keys:manage` without an expiry and its successor was revoked before the rotation completed (`last_manager_key`: the key keeps working, without expiry); or a request with the same Idempotency-Key is in progress (`idempotency_key_in_progress`).',
    ),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
  },
  handler:
    ({ useCases }) =>
    async ({ params, body, access, idempotency, reply }) => {
      // The body is read by the use case once the key is found (404 before 400).
      const outcome = await useCases.manageKeys.rotate(params.keyId, body, { via: 'http', access }, idempotency);
      answerKeyCreated(reply, outcome);
    },
});
