import type { ApiKey } from './api-key.js';
import { DomainError } from './errors.js';
import { LEGACY_SCOPES, SCOPES, type Scope } from './scopes.js';

/** `orders:manage` includes reading and writing orders; no other scope implies another. */
const IMPLIED: Readonly<Partial<Record<Scope, readonly Scope[]>>> = { 'orders:manage': ['orders:read', 'orders:write'] };

const BIT: Readonly<Record<Scope, number>> = Object.fromEntries(SCOPES.map((scope, i) => [scope, 1 << i])) as Record<Scope, number>;

/** The scopes a key holds as listed (legacy keys: LEGACY_SCOPES), in the canonical order. */
export function scopesOf(key: Pick<ApiKey, 'scopes'>): readonly Scope[] {
  return key.scopes ?? LEGACY_SCOPES;
}

/** Whose orders a key places and sees: fixed at issue, by default the key's own id (and so for keys stored before owners existed). */
export function ownerOf(key: Pick<ApiKey, 'id' | 'owner'>): string {
  return key.owner ?? key.id;
}

/** The first id of a key's `rotatedFrom` chain: its buckets, bans and Idempotency-Key records are the lineage's. */
export function lineageOf(key: Pick<ApiKey, 'id' | 'lineage'>): string {
  return key.lineage ?? key.id;
}

/** An owner as a key may name one: 1–64 characters of `A-Za-z0-9._:@-`. */
export const OWNER_FORMAT = /^[A-Za-z0-9._:@-]{1,64}$/;

/**
 * Who is asking, as the use cases that decide by it take it: the key, its lineage, the owner whose
 * orders it sees and the scopes it holds (implied ones included), as bits so that a check is one AND.
 */
export interface Access {
  readonly key: ApiKey;
  readonly lineage: string;
  readonly owner: string;
  readonly grants: number;
}

// Keys come from their repository as long-lived objects (the in-memory store's, the cache's): the Access of each is made once.
const accessOfKey = new WeakMap<ApiKey, Access>();

export function accessOf(key: ApiKey): Access {
  let access = accessOfKey.get(key);
  if (access === undefined) {
    access = Object.freeze({ key, lineage: lineageOf(key), owner: ownerOf(key), grants: grantsOf(scopesOf(key)) });
    accessOfKey.set(key, access);
  }
  return access;
}

/** The bits of `scopes` and of every scope they imply. */
function grantsOf(scopes: readonly Scope[]): number {
  let grants = 0;
  for (const scope of scopes) {
    grants |= BIT[scope];
    for (const implied of IMPLIED[scope] ?? []) grants |= BIT[implied];
  }
  return grants;
}

export function holds(access: Access, scope: Scope): boolean {
  return (access.grants & BIT[scope]) !== 0;
}

/** InsufficientScopeError naming `scope` unless the caller holds it. */
export function requireScope(access: Access, scope: Scope): void {
  if ((access.grants & BIT[scope]) === 0) throw InsufficientScopeError.of(scope);
}

/** Whether the caller sees every order, whoever placed it (`orders:manage`), or only its owner's. */
export function seesEveryOrder(access: Access): boolean {
  return (access.grants & BIT['orders:manage']) !== 0;
}

/** A valid key without the scope a request needs (HTTP 403). `scope` is the least sufficient one. */
export class InsufficientScopeError extends DomainError {
  private static readonly byScope = new Map<Scope, InsufficientScopeError>();

  constructor(readonly scope: Scope) {
    super('insufficient_scope', `This API key lacks the scope ${scope}, which this request needs.`);
  }

  /**
   * The one (frozen) error per scope: refusals are expected answers, and a client probing with the
   * wrong key must not cost a stack trace per request.
   */
  static of(scope: Scope): InsufficientScopeError {
    let error = InsufficientScopeError.byScope.get(scope);
    if (error === undefined) InsufficientScopeError.byScope.set(scope, (error = Object.freeze(new InsufficientScopeError(scope))));
    return error;
  }
}
