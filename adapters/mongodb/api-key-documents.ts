import type { Filter, IndexDescription, UpdateFilter } from 'mongodb';
import type { ApiKey, ApiKeyListQuery, Plan, QuotaLimits, Scope } from '../../core/index.js';
import { WRITE_TAG_INDEX } from './write-tags.js';

/**
 * An API key as stored: its id is `_id` (unique by construction), the secret only as its digest.
 * Keys stored before scopes, owners and rotation existed lack those fields; the core gives them
 * their defaults (LEGACY_SCOPES, the key's own id).
 */
export interface ApiKeyDocument {
  _id: string;
  name: string;
  plan: Plan;
  digest: string;
  customLimits?: { perMinute: number; perDay: number };
  createdAt: Date;
  revokedAt?: Date;
  scopes?: Scope[];
  owner?: string;
  expiresAt?: Date;
  rotatedFrom?: string;
  lineage?: string;
  rotatedTo?: string;
  /** The write tag of the createKey or rotateKey under an Idempotency-Key that added it. */
  writeTag?: string;
}

export const ROTATED_FROM_INDEX_NAME = 'rotatedFrom_1';
const OWNER_INDEX_NAME = 'owner_1_createdAt_1__id_1';

/**
 * Every authenticated request looks a key up by digest; unique so one secret names one key.
 * `rotatedFrom` is unique among the keys that have it: a key has at most one successor, whichever
 * of racing rotations inserts first.
 */
export const API_KEY_INDEXES: readonly IndexDescription[] = [
  { key: { digest: 1 }, name: 'digest_1', unique: true },
  { key: { createdAt: 1, _id: 1 }, name: 'createdAt_1__id_1' },
  // One owner's keys (listKeys without orders:manage, the owner's limit) and one lineage's (what a webhook endpoint acts for).
  { key: { owner: 1, createdAt: 1, _id: 1 }, name: OWNER_INDEX_NAME },
  { key: { lineage: 1, createdAt: -1 }, name: 'lineage_1_createdAt_-1' },
  WRITE_TAG_INDEX,
  { key: { rotatedFrom: 1 }, name: ROTATED_FROM_INDEX_NAME, unique: true, sparse: true },
];

/** Oldest first; the id breaks ties so the order is stable. */
export const API_KEY_LIST_SORT = { createdAt: 1, _id: 1 } as const;

/** The keys of a page: the owner's if it names one, after the previous page's last one, in API_KEY_LIST_SORT order. */
export function keysAfter(query: ApiKeyListQuery): Filter<ApiKeyDocument> {
  const { after, owner } = query;
  const conditions: Filter<ApiKeyDocument>[] = [];
  if (owner !== undefined) conditions.push(ownedBy(owner));
  if (after !== undefined) {
    const createdAt = new Date(after.createdAt);
    conditions.push({ $or: [{ createdAt: { $gt: createdAt } }, { createdAt, _id: { $gt: after.id } }] });
  }
  return conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0]! : { $and: conditions };
}

/** The keys of an owner: a key stored before owners existed is its own id's. */
function ownedBy(owner: string): Filter<ApiKeyDocument> {
  return { $or: [{ owner }, { owner: { $exists: false }, _id: owner }] };
}

/** The keys of a lineage: a key stored before rotation existed is its own id's. */
export function ofLineage(lineage: string): Filter<ApiKeyDocument> {
  return { $or: [{ lineage }, { lineage: { $exists: false }, _id: lineage }] };
}

/** The keys that count against their owner's limit at `now`: neither revoked, nor expired, nor rotated. */
export function activeOf(owner: string, now: Date): Filter<ApiKeyDocument> {
  return {
    $and: [
      ownedBy(owner),
      { revokedAt: { $exists: false }, rotatedTo: { $exists: false } },
      { $or: [{ expiresAt: { $exists: false } }, { expiresAt: { $gt: now } }] },
    ],
  };
}

export function toApiKeyDocument(key: ApiKey, writeTag?: string): ApiKeyDocument {
  return {
    _id: key.id,
    name: key.name,
    plan: key.plan,
    digest: key.digest,
    ...(key.customLimits ? { customLimits: limitsOf(key.customLimits) } : {}),
    createdAt: key.createdAt,
    ...(key.revokedAt ? { revokedAt: key.revokedAt } : {}),
    ...(key.scopes ? { scopes: [...key.scopes] } : {}),
    ...(key.owner !== undefined ? { owner: key.owner } : {}),
    ...(key.expiresAt ? { expiresAt: key.expiresAt } : {}),
    ...(key.rotatedFrom !== undefined ? { rotatedFrom: key.rotatedFrom } : {}),
    ...(key.lineage !== undefined ? { lineage: key.lineage } : {}),
    ...(key.rotatedTo !== undefined ? { rotatedTo: key.rotatedTo } : {}),
    ...(writeTag !== undefined ? { writeTag } : {}),
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
    ...(doc.scopes ? { scopes: Object.freeze([...doc.scopes]) } : {}),
    ...(typeof doc.owner === 'string' ? { owner: doc.owner } : {}),
    ...(doc.expiresAt ? { expiresAt: doc.expiresAt } : {}),
    ...(typeof doc.rotatedFrom === 'string' ? { rotatedFrom: doc.rotatedFrom } : {}),
    ...(typeof doc.lineage === 'string' ? { lineage: doc.lineage } : {}),
    ...(typeof doc.rotatedTo === 'string' ? { rotatedTo: doc.rotatedTo } : {}),
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
