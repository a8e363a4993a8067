import type { Filter, IndexDescription, UpdateFilter } from 'mongodb';
import type { ApiKey, Plan, QuotaLimits } from '../../core/index.js';

/** An API key as stored: its id is `_id` (unique by construction), the secret only as its digest. */
export interface ApiKeyDocument {
  _id: string;
  name: string;
  plan: Plan;
  digest: string;
  customLimits?: { perMinute: number; perDay: number };
  createdAt: Date;
  revokedAt?: Date;
}

/** Every authenticated request looks a key up by digest; unique so one secret names one key. */
export const API_KEY_INDEXES: readonly IndexDescription[] = [
  { key: { digest: 1 }, name: 'digest_1', unique: true },
  { key: { createdAt: 1, _id: 1 }, name: 'createdAt_1__id_1' },
];

/** Oldest first; the id breaks ties so the order is stable. */
export const API_KEY_LIST_SORT = { createdAt: 1, _id: 1 } as const;

export function toApiKeyDocument(key: ApiKey): ApiKeyDocument {
  return {
    _id: key.id,
    name: key.name,
    plan: key.plan,
    digest: key.digest,
    ...(key.customLimits ? { customLimits: limitsOf(key.customLimits) } : {}),
    createdAt: key.createdAt,
    ...(key.revokedAt ? { revokedAt: key.revokedAt } : {}),
  };
}

/** The entity, with optional fields absent (not undefined) when the document lacks them. */
export function toApiKey(doc: ApiKeyDocument): ApiKey {
  return Object.freeze({
    id: doc._id,
    name: doc.name,
    plan: doc.plan,
    digest: doc.digest,
    ...(doc.customLimits ? { customLimits: Object.freeze(limitsOf(doc.customLimits)) } : {}),
    createdAt: doc.createdAt,
    ...(doc.revokedAt ? { revokedAt: doc.revokedAt } : {}),
  });
}

/**
 * Revocation as one conditional update: only a key not yet revoked matches, so concurrent or
 * repeated revocations keep the first instant.
 */
export function revokeUpdate(id: string, at: Date): { filter: Filter<ApiKeyDocument>; update: UpdateFilter<ApiKeyDocument> } {
  return { filter: { _id: id, revokedAt: { $exists: false } }, update: { $set: { revokedAt: at } } };
}

function limitsOf(limits: QuotaLimits): { perMinute: number; perDay: number } {
  return { perMinute: limits.perMinute, perDay: limits.perDay };
}
