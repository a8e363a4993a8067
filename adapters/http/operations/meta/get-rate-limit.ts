import { scopesOf, StoreUnavailableError } from '../../../../core/index.js';
import { ANY_KEY, defineOperation } from '../operation.js';

export const getRateLimit = defineOperation({
  id: 'getRateLimit',
  method: 'GET',
  path: '/rate_limit',
  tag: 'meta',
  scope: ANY_KEY,
  summary: "The calling key's plan, scopes and quota",
  description:
    'Any valid key, no scope. Takes no token of the plan, and answers even while the key is limited or suspended; it draws on a second ' +
    "bucket of the key's own (the size of its plan's minute), so 429 only when that one is empty. The rate-limit headers carry the " +
    "same figures as the body. `expiresAt` says when a key with an expiry stops working (the old key during a rotation's overlap).",
  answers: {
    200: {
      description: "The key's quota as it stands (this request took nothing from it).",
      json: {
        schema: 'RateLimit',
        example: {
          plan: 'pro',
          scopes: ['pets:read', 'orders:read', 'orders:write', 'inventory:read'],
          minute: { limit: 300, remaining: 299, reset: 1772359201 },
          day: { limit: 10000, remaining: 9990, reset: 1772359260 },
        },
      },
    },
  },
  handler:
    () =>
    ({ access, admission, reply }) => {
      const report = admission?.report;
      // Let through unmetered while the limiter store is down: there are no figures to report.
      if (report === undefined) throw new StoreUnavailableError('rate_limiter');
      const key = access.key;
      reply.json(
        200,
        JSON.stringify({
          plan: key.plan,
          scopes: scopesOf(key),
          minute: report.buckets.minute,
          day: report.buckets.day,
          ...(report.suspendedUntil !== undefined ? { suspendedUntil: report.suspendedUntil } : {}),
          // A key in a rotation's overlap (or issued with an expiry) learns when it stops working.
          ...(key.expiresAt !== undefined ? { expiresAt: key.expiresAt.toISOString() } : {}),
        }),
      );
    },
});
