/** What a key may do (DESIGN.md "Access"): one scope per family of operations. */
export const SCOPES = [
  'pets:read',
  'pets:write',
  'orders:read',
  'orders:write',
  'orders:manage',
  'inventory:read',
  'keys:manage',
  'events:read',
  'webhooks:manage',
] as const;
export type Scope = (typeof SCOPES)[number];

/** A key issued without `scopes` (over HTTP or the CLI): a storefront's. */
export const DEFAULT_SCOPES: readonly Scope[] = ['pets:read', 'orders:read', 'orders:write', 'inventory:read'];

/** A key stored before scopes existed keeps what it could do then: everything but key management. */
export const LEGACY_SCOPES: readonly Scope[] = ['pets:read', 'pets:write', 'orders:read', 'orders:write', 'orders:manage', 'inventory:read'];

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}
