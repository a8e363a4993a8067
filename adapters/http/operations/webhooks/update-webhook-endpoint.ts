import { endpointJson } from '../../webhook-json.js';
import { PATCH_415, TOO_LARGE_413 } from '../answers.js';
import { defineOperation, errorAnswer } from '../operation.js';
import { ENDPOINT_RULES } from './endpoint-rules.js';
import { ENDPOINT_EXAMPLE } from './webhook-examples.js';

export const updateWebhookEndpoint = defineOperation({
  id: 'updateWebhookEndpoint',
  method: 'PATCH',
  path: '/webhook-endpoints/{endpointId}',
  tag: 'webhooks',
  scope: 'webhooks:manage',
  summary: 'Change, pause, enable or adopt a webhook endpoint (JSON Merge Patch)',
  description:
    'RFC 7396 merge patch of `url`, `events`, `description` and `disabled`. A new `url` passes the address rules again; new `events` ' +
    'must be readable by the calling key and by the key the endpoint acts for, as on create; `description: null` removes it. ' +
    '`disabled: true` pauses the endpoint: nothing is queued or sent, and its pending deliveries fail ' +
    'with `endpoint_disabled`. `false` enables it again; an endpoint disabled because the key it acts for was revoked or expired ' +
    "(`key_inactive`) is adopted: it acts for the calling key's lineage from then on, which must read every type it subscribes to. " +
    'Missed events come back with `recover` or listEvents `after=`. Checks in order: path (400), endpoint (404), body (413/415/400), scopes (403).',
  parameters: ['endpointId'],
  body: {
    schema: 'WebhookEndpointPatch',
    kind: 'merge-patch',
    read: 'on-demand',
    example: { events: ['*'], description: 'Back office' },
    rules: () => ENDPOINT_RULES,
  },
  answers: {
    200: { description: 'The endpoint after the patch.', json: { schema: 'WebhookEndpoint', example: ENDPOINT_EXAMPLE } },
    400: errorAnswer(
      ['invalid_request'],
      'Malformed endpointId; body not a JSON object; unknown members, or `null` but for `description`; a URL the rules refuse; an unknown ' +
        'event type or `*` beside others; a description the display-text rules refuse; `disabled` not a boolean (`invalid_request`, naming the field).',
    ),
    403: errorAnswer(
      ['insufficient_scope'],
      'The calling key lacks `webhooks:manage`, or a read scope the new subscriptions need, or those of an adopted endpoint (`insufficient_scope`).',
    ),
    404: errorAnswer(['not_found'], 'No such endpoint, or one the calling key may not manage (`not_found`).'),
    413: TOO_LARGE_413,
    415: PATCH_415,
  },
  handler:
    ({ useCases }) =>
    async ({ params, body, access, reply }) => {
      reply.json(200, endpointJson(await useCases.webhookEndpoints.update(access, params.endpointId, body)));
    },
});
