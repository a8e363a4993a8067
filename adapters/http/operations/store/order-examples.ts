/** The order the document's examples show. */
export const ORDER_EXAMPLE = {
  id: 7,
  petId: 12,
  owner: 'storefront-eu',
  status: 'placed',
  placedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
} as const;
