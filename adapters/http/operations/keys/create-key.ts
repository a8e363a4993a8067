import { JSON_ONLY_415, TOO_LARGE_413 } from '../answers.js';
import { parseDateTime } from '../../../shared/rfc3339.js';
import type { KeyRequestFields } from '../../../../core/index.js';
import { defineOperation, errorAnswer, membersOf, textMember } from '../operation.js';
import { answerKeyCreated, instantOf, keyCreated } from './key-answers.js';

export const createKey = defineOperation({
  id: 'createKey',
  method: 'POST',
  path: '/keys',
  tag: 'keys',
  scope: 'keys:manage',
  summary: 'Issue an API key',
  description:
    'Issues a key and answers it with its `secret`, shown this once (only its digest is stored). It may hold only scopes the calling key ' +
    'holds, and name an owner other than its own id only with `orders:manage`. With an `Idempotency-Key`, a retry within 24 h answers ' +
    'the key again (`Idempotent-Replayed: true`) without its secret.',
  idempotent: true,
  body: {
    schema: 'NewKey',
    kind: 'json',
    read: 'first',
    example: { name: 'storefront', plan: 'pro', scopes: ['pets:read', 'orders:read', 'orders:write'] },
    rules:
      ({ useCases }) =>
      (json) =>
        useCases.manageKeys.requestProblems(keyFieldsOf(json)),
  },
  answers: {
    201: keyCreated('The key, with its `secret` (not on a replay: secrets are never stored).'),
    400: errorAnswer(
      ['invalid_request'],
      'Malformed JSON; a missing or invalid name or plan; unknown, repeated or no scopes; a bad owner; a past `expiresAt`; `limits` on a plan other than enterprise or none on enterprise (`invalid_request`).',
    ),
    403: errorAnswer(
      ['insufficient_scope'],
      'The calling key lacks `keys:manage`, a scope it asked to grant, or `orders:manage` for another owner (`insufficient_scope`).',
    ),
    413: TOO_LARGE_413,
    415: JSON_ONLY_415,
  },
  handler:
    ({ useCases }) =>
    async ({ body, access, idempotency, reply }) => {
      const { name, plan, scopes, owner, expiresAt, limits } = await body();
      const outcome = await useCases.manageKeys.create(
        {
          name,
          plan,
          ...(scopes ? { scopes } : {}),
          ...(owner !== undefined ? { owner } : {}),
          ...(expiresAt !== undefined ? { expiresAt: instantOf('expiresAt', expiresAt) } : {}),
          ...(limits ? { customLimits: limits } : {}),
        },
        { via: 'http', access },
        idempotency,
      );
      answerKeyCreated(reply, outcome);
    },
});

/**
 * What the key rules judge of a body the schema refused: the members the schema cannot fully judge,
 * sent in its type (display text, limits by plan, an expiry in the future). Limits in a refused shape
 * still count as sent; scopes and owner are wholly the schema's (its enum, pattern and counts).
 */
function keyFieldsOf(json: unknown): KeyRequestFields {
  const members = membersOf(json);
  const limits = members.limits;
  const expiresAt = textMember(json, 'expiresAt');
  return {
    name: textMember(json, 'name'),
    plan: textMember(json, 'plan'),
    customLimits: limits === undefined ? undefined : isLimits(limits) ? limits : 'unreadable',
    expiresAt: expiresAt === undefined ? undefined : parseDateTime(expiresAt),
  };
}

function isLimits(value: unknown): value is { perMinute: number; perDay: number } {
  const { perMinute, perDay } = membersOf(value);
  const positive = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1;
  return positive(perMinute) && positive(perDay) && Object.keys(membersOf(value)).length === 2;
}
