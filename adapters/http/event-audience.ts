import { ALL_ORDERS_SCOPE, type ApiKey, type EventAudience } from '../../core/index.js';

/**
 * What the key that authenticated a request may see of the events: until keys carry scopes and
 * owners, every key may do everything (the scopes DESIGN.md grants keys stored before scopes existed,
 * `orders:manage` among them) and is its own owner. The one place to switch to the key's real Access.
 */
export function eventAudienceOfKey(apiKey: ApiKey): EventAudience {
  return { scopes: KEYS_WITHOUT_SCOPES, owner: apiKey.id };
}

const KEYS_WITHOUT_SCOPES: readonly string[] = Object.freeze([
  'pets:read',
  'pets:write',
  'orders:read',
  'orders:write',
  ALL_ORDERS_SCOPE,
  'inventory:read',
  'events:read',
  'webhooks:manage',
]);
