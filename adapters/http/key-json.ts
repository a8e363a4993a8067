import { limitsOf, ownerOf, scopesOf, type KeyView } from '../../core/index.js';

/** A key as JSON (DESIGN.md "Access": the key body): never its digest; its secret only when just issued. */
export function keyJson(key: KeyView, secret?: string): string {
  const { perMinute, perDay } = limitsOf(key);
  return JSON.stringify({
    id: key.id,
    name: key.name,
    plan: key.plan,
    scopes: scopesOf(key),
    owner: ownerOf(key),
    limits: { perMinute, perDay },
    createdAt: key.createdAt.toISOString(),
    ...(key.expiresAt ? { expiresAt: key.expiresAt.toISOString() } : {}),
    ...(key.revokedAt ? { revokedAt: key.revokedAt.toISOString() } : {}),
    ...(key.rotatedFrom !== undefined ? { rotatedFrom: key.rotatedFrom } : {}),
    ...(secret !== undefined ? { secret } : {}),
  });
}

export function keysJson(keys: readonly KeyView[]): string {
  return `[${keys.map((key) => keyJson(key)).join(',')}]`;
}
