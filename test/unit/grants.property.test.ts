import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { NodeKeySecrets } from '../../adapters/node/node-key-secrets.js';
import { accessOf, ManageKeys, PLANS, SCOPES, type ApiKey, type Plan, type QuotaLimits, type Scope } from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';

/**
 * The grant rule as a property (DESIGN.md "No escalation, by any path"): random keys across plans,
 * limits, scopes, owners and expiries, then random createKey / rotateKey / revokeKey calls among
 * them over HTTP. The rule is restated here on its own, from DESIGN.md's words, and every call the
 * use case lets through must satisfy it: no sequence leaves a key with a power its creator lacked, or
 * removes a key its caller does not cover.
 */

const OWNERS = ['shop-a', 'shop-b'];
const RANK: Record<Plan, number> = { free: 0, pro: 1, business: 2, enterprise: 3 };
const PLAN_FIGURES: Record<Exclude<Plan, 'enterprise'>, QuotaLimits> = {
  free: { perMinute: 60, perDay: 1_000 },
  pro: { perMinute: 300, perDay: 10_000 },
  business: { perMinute: 1_000, perDay: 100_000 },
};

const limitsOf = (key: Pick<ApiKey, 'plan' | 'customLimits'>): QuotaLimits =>
  key.customLimits ?? PLAN_FIGURES[key.plan as Exclude<Plan, 'enterprise'>];
/** What a key's scopes let it do, `orders:manage` including reading and writing orders. */
const powers = (scopes: readonly Scope[]): Set<Scope> =>
  new Set(scopes.flatMap((scope): Scope[] => (scope === 'orders:manage' ? [scope, 'orders:read', 'orders:write'] : [scope])));

/** `caller` holds every power of `target` (DESIGN.md's words, restated); `lifetime` for what hands out a secret. */
function covers(caller: ApiKey, target: ApiKey, lifetime: boolean): boolean {
  const held = powers(caller.scopes!);
  if (!target.scopes!.every((scope) => held.has(scope))) return false;
  if (target.owner !== caller.owner && !held.has('orders:manage')) return false;
  if (RANK[target.plan] > RANK[caller.plan]) return false;
  const [own, theirs] = [limitsOf(caller), limitsOf(target)];
  if (theirs.perMinute > own.perMinute || theirs.perDay > own.perDay) return false;
  if (lifetime && caller.expiresAt && (!target.expiresAt || target.expiresAt > caller.expiresAt)) return false;
  return true;
}

const scopes = fc.subarray([...SCOPES], { minLength: 1 });
const plan = fc.constantFrom(...PLANS);
const customLimits = fc.tuple(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 0, max: 200_000 })).map(([perMinute, extra]) => ({
  perMinute,
  perDay: perMinute + extra,
}));
const expiry = fc.option(
  fc.integer({ min: 1, max: 10 }).map((hours) => hours * 3_600_000),
  { nil: undefined },
);

/** A key as the operator issues it (no bounds): the population the calls act on. */
const seedKey = fc.record({ plan, limits: customLimits, scopes, owner: fc.constantFrom(...OWNERS), expiresIn: expiry });

const call = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    caller: fc.nat(),
    plan,
    limits: customLimits,
    scopes,
    owner: fc.option(fc.constantFrom(...OWNERS, 'shop-c'), { nil: undefined }),
    expiresIn: expiry,
  }),
  fc.record({ kind: fc.constant('rotate' as const), caller: fc.nat(), target: fc.nat() }),
  fc.record({ kind: fc.constant('revoke' as const), caller: fc.nat(), target: fc.nat() }),
);

describe('the grant rule, as a property over random keys and calls', () => {
  it('never lets a call create, rotate or revoke a key beyond its caller’s powers, and lets through what is within them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(seedKey, { minLength: 2, maxLength: 6 }), fc.array(call, { minLength: 1, maxLength: 25 }), async (seeds, calls) => {
        const clock = new FakeClock();
        const repository = new InMemoryApiKeyRepository();
        const manageKeys = new ManageKeys(repository, new NodeKeySecrets(), clock, { maxKeysPerOwner: 1_000 });
        const keys: ApiKey[] = [];
        for (const seed of seeds) {
          const request = {
            name: 'seed',
            plan: seed.plan,
            scopes: seed.scopes,
            owner: seed.owner,
            ...(seed.plan === 'enterprise' ? { customLimits: seed.limits } : {}),
            ...(seed.expiresIn !== undefined ? { expiresAt: clock.now() + seed.expiresIn } : {}),
          };
          keys.push((await manageKeys.issue(request)).key);
        }
        for (const step of calls) {
          const caller = (await repository.findById(keys[step.caller % keys.length]!.id))!;
          const http = { via: 'http' as const, access: accessOf(caller) };
          if (step.kind === 'create') {
            const request = {
              name: 'made',
              plan: step.plan,
              scopes: step.scopes,
              ...(step.owner !== undefined ? { owner: step.owner } : {}),
              ...(step.plan === 'enterprise' ? { customLimits: step.limits } : {}),
              ...(step.expiresIn !== undefined ? { expiresAt: clock.now() + step.expiresIn } : {}),
            };
            const made = await manageKeys.create(request, http).then(
              (outcome) => outcome.key as ApiKey,
              () => null,
            );
            // What the call asked for, the defaults applied as DESIGN.md says: the caller's owner, and its expiry.
            const asked = {
              ...request,
              owner: request.owner ?? caller.owner!,
              expiresAt: request.expiresAt !== undefined ? new Date(request.expiresAt) : caller.expiresAt,
            } as unknown as ApiKey;
            expect(made !== null, JSON.stringify({ caller, asked })).toBe(covers(caller, asked, true));
            if (made) {
              expect(covers(caller, made, true)).toBe(true);
              keys.push(made);
            }
          } else {
            const target = (await repository.findById(keys[step.target % keys.length]!.id))!;
            const visible = target.owner === caller.owner || powers(caller.scopes!).has('orders:manage');
            const outcome = await (step.kind === 'rotate' ? manageKeys.rotate(target.id, {}, http) : manageKeys.revoke(target.id, http)).then(
              () => 'ok',
              (error: { code?: string }) => error.code ?? 'thrown',
            );
            if (!visible) expect(outcome).toBe('not_found');
            else if (!covers(caller, target, step.kind === 'rotate')) expect(outcome).toMatch(/^(insufficient_scope|grant_exceeds_caller)$/);
            else expect(outcome).toMatch(/^(ok|key_inactive|last_manager_key)$/);
            const after = (await repository.findById(target.id))!;
            // A refused call changes nothing of the key it named.
            if (outcome !== 'ok') expect(after).toEqual(target);
            if (outcome === 'ok' && step.kind === 'rotate') {
              const successor = (await repository.findById(after.rotatedTo!))!;
              expect(covers(caller, successor, true)).toBe(true);
              keys.push(successor);
            }
          }
          clock.advance(60_000);
        }
      }),
      { numRuns: 200 },
    );
  });
});
