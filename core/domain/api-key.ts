import type { Scope } from './scopes.js';

/** Subscription plans of DESIGN.md "Rate limits". */
export const PLANS = ['free', 'pro', 'business', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export interface QuotaLimits {
  readonly perMinute: number;
  readonly perDay: number;
}

/** Published limits; enterprise keys carry their own (`customLimits`). */
const PLAN_LIMITS: Readonly<Record<Exclude<Plan, 'enterprise'>, QuotaLimits>> = {
  free: { perMinute: 60, perDay: 1_000 },
  pro: { perMinute: 300, perDay: 10_000 },
  business: { perMinute: 1_000, perDay: 100_000 },
};

/** An issued API key as stored: never the key itself, only its SHA-256 digest. */
export interface ApiKey {
  readonly id: string;
  readonly name: string;
  readonly plan: Plan;
  /** Hex SHA-256 of the secret key. */
  readonly digest: string;
  /** Required for `enterprise`, absent otherwise. */
  readonly customLimits?: QuotaLimits;
  readonly createdAt: Date;
  readonly revokedAt?: Date;
  /** What the key may do; absent on keys stored before scopes existed (they keep LEGACY_SCOPES). */
  readonly scopes?: readonly Scope[];
  /** Whose orders it places and sees; absent on keys stored before owners existed (the key's own id). */
  readonly owner?: string;
  /** From then on the key answers 401, as a revoked one. */
  readonly expiresAt?: Date;
  /** The key this one replaced (rotateKey). */
  readonly rotatedFrom?: string;
  /** The first id of the rotatedFrom chain; absent on keys stored before rotation existed (the key's own id). */
  readonly lineage?: string;
  /** The key that replaced this one, once its rotation completed (a successor exists from its first write on). */
  readonly rotatedTo?: string;
}

/** Neither revoked nor expired at `now()` (ms); the clock is read only for a key with an expiry (every request asks this). */
export function isActiveKey(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: () => number): boolean {
  return key.revokedAt === undefined && (key.expiresAt === undefined || key.expiresAt.getTime() > now());
}

/**
 * A key that keeps key management possible for good: it holds `keys:manage`, is not revoked and
 * has no expiry. The last of these cannot be revoked (409 `last_manager_key`) but by the CLI's `--force`.
 */
export function isStandingManager(key: Pick<ApiKey, 'revokedAt' | 'expiresAt' | 'scopes'>): boolean {
  return key.revokedAt === undefined && key.expiresAt === undefined && (key.scopes?.includes('keys:manage') ?? false);
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** The per-minute and per-day limits a key is held to. */
export function limitsOf(key: Pick<ApiKey, 'plan' | 'customLimits'>): QuotaLimits {
  if (key.plan === 'enterprise') {
    if (!key.customLimits) throw new Error('an enterprise key needs custom limits');
    return key.customLimits;
  }
  return PLAN_LIMITS[key.plan];
}

/** Checks a limit pair: positive whole numbers, the day's at least the minute's. */
export function checkLimits(limits: QuotaLimits): string | undefined {
  const { perMinute, perDay } = limits;
  if (!Number.isSafeInteger(perMinute) || perMinute < 1) return 'perMinute must be a positive integer';
  if (!Number.isSafeInteger(perDay) || perDay < 1) return 'perDay must be a positive integer';
  if (perDay < perMinute) return 'perDay must be at least perMinute';
  return undefined;
}

/** A usable secret: 16 to 256 characters of a bearer token68 (`=` only as trailing padding). */
const SECRET_FORMAT = /^(?=.{16,256}$)[A-Za-z0-9._~+/-]+=*$/;

export function isWellFormedSecret(secret: string): boolean {
  return SECRET_FORMAT.test(secret);
}

export const SECRET_FORMAT_RULE = '16 to 256 characters of letters, digits and . _ ~ + / - (with = only at the end)';
