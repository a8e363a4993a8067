import { holds, InsufficientScopeError, ownerOf, scopesOf, seesEveryOrder, type Access } from './access.js';
import { limitsOf, type ApiKey, type Plan, type QuotaLimits } from './api-key.js';
import { DomainError } from './errors.js';
import { SCOPES, type Scope } from './scopes.js';

/**
 * The one grant rule (DESIGN.md "No escalation, by any path"): a key creates, keeps alive, sees or
 * removes only what it holds itself. Every path that hands out or takes away a power asks here:
 * createKey, rotateKey and revokeKey (the key use cases), a webhook endpoint's creation, management
 * and dispatch (which act for a key lineage), listEvents (what a key may read).
 */

/** Everything a key can do, as far as granting is concerned. */
export interface Grant {
  readonly scopes: readonly Scope[];
  readonly plan: Plan;
  readonly limits: QuotaLimits;
  readonly owner: string;
  /** When the power ends (ms since the epoch); never when absent. */
  readonly expiresAt?: number;
}

const PLAN_RANK: Readonly<Record<Plan, number>> = { free: 0, pro: 1, business: 2, enterprise: 3 };

export function grantOf(key: ApiKey): Grant {
  return {
    scopes: scopesOf(key),
    plan: key.plan,
    limits: limitsOf(key),
    owner: ownerOf(key),
    ...(key.expiresAt !== undefined ? { expiresAt: key.expiresAt.getTime() } : {}),
  };
}

/**
 * Whether `caller` may see `key` at all: its owner's keys, or every key with `orders:manage`. A key
 * it may not see answers 404, as a missing one: a weaker key learns nothing of a stronger key's state.
 */
export function seesKey(caller: Access, key: Pick<ApiKey, 'id' | 'owner'>): boolean {
  return ownerOf(key) === caller.owner || seesEveryOrder(caller);
}

/** What the caller is asked to hand out or take away: `lifetime` also bounds when the power ends (create, rotate). */
export type GrantCheck = 'powers' | 'powers-and-lifetime';

/**
 * Throws unless `caller` holds every power of `grant`, checked in DESIGN.md's order: the scopes
 * (403 `insufficient_scope` naming the first one missing), another owner (`orders:manage`), then
 * the plan, the limits and, for what creates a secret, the expiry (403 `grant_exceeds_caller`).
 */
export function requireCovers(caller: Access, grant: Grant, check: GrantCheck = 'powers'): void {
  const missing = firstMissingScope(
    caller,
    SCOPES.filter((scope) => grant.scopes.includes(scope)),
  );
  if (missing !== undefined) throw InsufficientScopeError.of(missing);
  if (grant.owner !== caller.owner && !seesEveryOrder(caller)) throw InsufficientScopeError.of('orders:manage');
  const own = grantOf(caller.key);
  if (PLAN_RANK[grant.plan] > PLAN_RANK[own.plan]) {
    throw new GrantExceedsCallerError('plan', `must be at most the calling key's plan, ${own.plan}`);
  }
  if (grant.limits.perMinute > own.limits.perMinute || grant.limits.perDay > own.limits.perDay) {
    throw new GrantExceedsCallerError(
      'limits',
      `must be at most the calling key's own, ${own.limits.perMinute} a minute and ${own.limits.perDay} a day`,
    );
  }
  if (check === 'powers-and-lifetime' && own.expiresAt !== undefined && (grant.expiresAt === undefined || grant.expiresAt > own.expiresAt)) {
    throw new GrantExceedsCallerError('expiresAt', `must be no later than the calling key's own expiry, ${new Date(own.expiresAt).toISOString()}`);
  }
}

/** The first of `scopes` the caller lacks, or undefined when it holds them all (an endpoint's lineage, a subscription's needs). */
export function firstMissingScope(caller: Access, scopes: readonly Scope[]): Scope | undefined {
  return scopes.find((scope) => !holds(caller, scope));
}

/** A key asking for more than it holds itself: a plan, limits or an expiry beyond its own (HTTP 403). */
class GrantExceedsCallerError extends DomainError {
  constructor(field: 'plan' | 'limits' | 'expiresAt', problem: string) {
    super('grant_exceeds_caller', `${field}: ${problem}.`, [{ field, problem }]);
  }
}
