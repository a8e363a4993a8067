import { HEADER_VALUE } from '../../openapi/components.js';
/** The endpoint and delivery the document's examples show. */
export const ENDPOINT_EXAMPLE = {
  id: 'we_0mgx2k3a8Qx7rT2pLm9vZc1Ab',
  url: 'https://shop.example/hooks/animal-store',
  events: ['order.placed', 'order.delivered'],
  description: 'Back office',
  status: 'enabled',
  actsFor: '3f1c2a9e-5b7d-4c8e-9f0a-1b2c3d4e5f60',
  createdAt: '2026-03-01T10:00:00.000Z',
} as const;

export const DELIVERY_EXAMPLE = {
  id: 'dlv_00000000000000000042_0mgx2k3a8Qx7rT2pLm9vZc1Ab',
  eventId: 'evt_00000000000000000042',
  type: 'order.placed',
  status: 'delivered',
  attempts: [
    { at: '2026-03-01T10:00:00.120Z', status: 500 },
    { at: '2026-03-01T10:00:05.300Z', status: 200 },
  ],
} as const;

export const PAGE_LINK = (what: string) => ({
  description: `\`<…${what}?…&cursor=…>; rel="next"\` when a next page exists.`,
  schema: HEADER_VALUE.link,
});
