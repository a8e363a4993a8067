/** The key the document's examples show. */
export const KEY_EXAMPLE = {
  id: '3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30',
  name: 'storefront',
  plan: 'pro',
  scopes: ['pets:read', 'orders:read', 'orders:write', 'inventory:read'],
  owner: '3f1c2a9e-5b7d-4e0a-9c1f-2d8e6b4a7c30',
  limits: { perMinute: 300, perDay: 10000 },
  createdAt: '2026-03-01T10:00:00.000Z',
} as const;

/** The secret the examples show (a made-up one, of the issued form). */
export const SECRET_EXAMPLE = 'as_q3Yt9ZbW1xV8sK2mN5pR7uE4hJ6gF0dC3aB1zX9yL2w';
