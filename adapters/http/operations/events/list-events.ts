import { pageOf } from '../answers.js';
import { DEFAULT_PAGE_SIZE } from '../../../../core/index.js';
import { header, HEADER_VALUE } from '../../openapi/components.js';
import { eventsJson } from '../../../shared/event-json.js';
import { linkNextPage } from '../next-page.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ORDER_EXAMPLE } from '../store/order-examples.js';

const EVENT_EXAMPLE = {
  id: 'evt_00000000000000000042',
  type: 'order.placed',
  createdAt: '2026-03-01T10:00:00.000Z',
  data: ORDER_EXAMPLE,
} as const;

export const listEvents = defineOperation({
  id: 'listEvents',
  method: 'GET',
  path: '/events',
  tag: 'events',
  scope: 'events:read',
  summary: 'List what changed, oldest first',
  description:
    'Every change of a pet or an order as an event (`data`: the resource right after it; for `pet.deleted`, right before), oldest first, paged like ' +
    "listPets; events are kept 30 days. Order events only with `orders:manage`; other keys see pet events and their own orders' events. " +
    'Ids sort in the order events became visible, and a cursor never skips one. `after=<event id>` resumes after the last event processed ' +
    '(a webhook receiver: before the oldest event it has not received); the retention purges events in sequence order, so only an `after` ' +
    'whose following events were purged answers 410.',
  parameters: ['limit', 'eventType', 'cursor', 'afterEvent'],
  answers: {
    200: {
      description: 'A page of events. When more exist, `Link` has a `rel="next"` URL carrying the cursor.',
      json: { schema: pageOf('Event'), example: [EVENT_EXAMPLE] },
      headers: { Link: header('`<…/v1/events?…&cursor=…>; rel="next"` when a next page exists.', HEADER_VALUE.link) },
    },
    400: errorAnswer(
      ['invalid_request'],
      'Invalid, repeated or unknown query parameter, an unknown event type, or `after` with `cursor` (`invalid_request`).',
    ),
    410: errorAnswer(['gone'], 'Events after `after` are past their retention (`gone`): list from the oldest kept, without `after`.'),
  },
  handler:
    ({ useCases }) =>
    async ({ params, access, reply }) => {
      const page = await useCases.listEvents.execute(access, { ...params, types: params.type });
      linkNextPage(reply, '/events', { limit: params.limit ?? DEFAULT_PAGE_SIZE, type: [...new Set(params.type ?? [])] }, page.nextCursor);
      reply.json(200, eventsJson(page.events));
    },
});
