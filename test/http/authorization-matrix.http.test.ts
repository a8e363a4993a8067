import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { PUBLIC, ANY_KEY } from '../../adapters/http/operations/operation.js';
import { SCOPES, type Scope } from '../../core/index.js';
import { send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';

/**
 * Every operation of the API × every kind of caller (OWASP API1, API5): no key, a key of the owner
 * without the operation's scope, one with it, a key of another owner holding every scope but
 * `orders:manage`, and a key of the owner whose lineage was revoked. The operations come from the one
 * list the router is built from: an operation added without a row here fails the suite.
 */

/** What the resources of owner A are called in requests: created once per operation. */
interface Fixture {
  /** An available pet for the caller at hand: owner A's key and the other owner's key each get their own (pets are store-wide). */
  readonly petId: number;
  readonly orderId: number;
  readonly endpointId: string;
  readonly deliveryId: string;
  /** A key of owner A with fewer powers than A's own: what key operations act on. */
  readonly keyId: string;
}

interface Row {
  /** The request, given owner A's resources. */
  readonly request: (f: Fixture) => { readonly path: string; readonly body?: unknown };
  /** What the owner's key holding the scope gets. */
  readonly granted: number;
  /**
   * What a key of another owner (every scope but `orders:manage`) gets, and, for a list, that owner A's
   * resource is not in it.
   */
  readonly otherOwner: number;
  readonly otherOwnerSees?: (res: RawResponse, f: Fixture) => boolean;
}

const ids = (res: RawResponse): unknown[] => (Array.isArray(res.json) ? (res.json as { id: unknown }[]).map((item) => item.id) : []);

const MATRIX: Readonly<Record<string, Row>> = {
  getOpenApi: { request: () => ({ path: '/v1/openapi.json' }), granted: 200, otherOwner: 200 },
  getRateLimit: { request: () => ({ path: '/v1/rate_limit' }), granted: 200, otherOwner: 200 },
  // Pets are store-wide: any owner's key with the scope reaches them.
  listPets: { request: () => ({ path: '/v1/pets' }), granted: 200, otherOwner: 200 },
  createPet: { request: () => ({ path: '/v1/pets', body: { name: 'Tom', categoryId: 1 } }), granted: 201, otherOwner: 201 },
  getPet: { request: (f) => ({ path: `/v1/pets/${f.petId}` }), granted: 200, otherOwner: 200 },
  updatePet: { request: (f) => ({ path: `/v1/pets/${f.petId}`, body: { name: 'Rex II' } }), granted: 200, otherOwner: 200 },
  deletePet: { request: (f) => ({ path: `/v1/pets/${f.petId}` }), granted: 204, otherOwner: 204 },
  getInventory: { request: () => ({ path: '/v1/store/inventory' }), granted: 200, otherOwner: 200 },
  // Orders are the owner's.
  listOrders: {
    request: () => ({ path: '/v1/store/orders' }),
    granted: 200,
    otherOwner: 200,
    otherOwnerSees: (res, f) => ids(res).includes(f.orderId),
  },
  placeOrder: { request: (f) => ({ path: '/v1/store/orders', body: { petId: f.petId } }), granted: 201, otherOwner: 201 },
  getOrder: { request: (f) => ({ path: `/v1/store/orders/${f.orderId}` }), granted: 200, otherOwner: 404 },
  updateOrder: { request: (f) => ({ path: `/v1/store/orders/${f.orderId}`, body: { status: 'cancelled' } }), granted: 200, otherOwner: 404 },
  listEvents: {
    request: () => ({ path: '/v1/events?type=order.placed' }),
    granted: 200,
    otherOwner: 200,
    otherOwnerSees: (res) => (res.json as unknown[]).length > 0,
  },
  // Webhook endpoints are the owner's, and only its keys covering the lineage's scopes manage them.
  listWebhookEndpoints: {
    request: () => ({ path: '/v1/webhook-endpoints' }),
    granted: 200,
    otherOwner: 200,
    otherOwnerSees: (res, f) => ids(res).includes(f.endpointId),
  },
  createWebhookEndpoint: {
    request: () => ({ path: '/v1/webhook-endpoints', body: { url: 'http://127.0.0.1:9/hooks', events: ['pet.created'] } }),
    granted: 201,
    otherOwner: 201,
  },
  getWebhookEndpoint: { request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}` }), granted: 200, otherOwner: 404 },
  updateWebhookEndpoint: {
    request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}`, body: { disabled: true } }),
    granted: 200,
    otherOwner: 404,
  },
  deleteWebhookEndpoint: { request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}` }), granted: 204, otherOwner: 404 },
  rotateWebhookSecret: { request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}/rotate-secret`, body: {} }), granted: 201, otherOwner: 404 },
  getWebhookSecret: { request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}/secret` }), granted: 200, otherOwner: 404 },
  pingWebhookEndpoint: { request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}/ping` }), granted: 202, otherOwner: 404 },
  recoverWebhookEndpoint: {
    request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}/recover`, body: { since: '2026-01-01T00:00:00Z' } }),
    granted: 202,
    otherOwner: 404,
  },
  listDeliveries: { request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}/deliveries` }), granted: 200, otherOwner: 404 },
  retryDelivery: {
    request: (f) => ({ path: `/v1/webhook-endpoints/${f.endpointId}/deliveries/${f.deliveryId}/retry` }),
    granted: 202,
    otherOwner: 404,
  },
  // Keys are the owner's.
  listKeys: { request: () => ({ path: '/v1/keys' }), granted: 200, otherOwner: 200, otherOwnerSees: (res, f) => ids(res).includes(f.keyId) },
  createKey: { request: () => ({ path: '/v1/keys', body: { name: 'partner', plan: 'free', scopes: ['pets:read'] } }), granted: 201, otherOwner: 201 },
  getKey: { request: (f) => ({ path: `/v1/keys/${f.keyId}` }), granted: 200, otherOwner: 404 },
  revokeKey: { request: (f) => ({ path: `/v1/keys/${f.keyId}` }), granted: 204, otherOwner: 404 },
  rotateKey: { request: (f) => ({ path: `/v1/keys/${f.keyId}/rotate`, body: {} }), granted: 201, otherOwner: 404 },
};

const ENTERPRISE = { plan: 'enterprise' as const, customLimits: { perMinute: 10_000, perDay: 1_000_000 } };

/** The scopes of a key that lacks `scope`: every other, but none implying it. */
function allBut(scope: Scope): Scope[] {
  return SCOPES.filter((other) => other !== scope && !(other === 'orders:manage' && (scope === 'orders:read' || scope === 'orders:write')));
}

describe('the authorisation matrix: every operation × no key, no scope, the scope, another owner, a revoked lineage', () => {
  it('has a row for every operation the API serves, and none for an operation it does not', () => {
    expect(OPERATIONS.map((operation) => operation.id).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const operation of OPERATIONS) {
    describe(`${operation.method} ${operation.path} (${operation.id})`, () => {
      let service: TestService;
      let fixture: Fixture;
      let fixtureOfOtherOwner: Fixture;
      const secrets: Record<'owner' | 'withoutScope' | 'otherOwner' | 'revoked', string> = {
        owner: '',
        withoutScope: '',
        otherOwner: '',
        revoked: '',
      };
      const row = MATRIX[operation.id];

      beforeAll(async () => {
        service = await startTestService();
        const { manageKeys, webhookDispatch } = service.store;
        const issue = async (owner: string, scopes: readonly Scope[]) => manageKeys.issue({ name: owner, ...ENTERPRISE, scopes, owner });
        secrets.owner = (await issue('shop-a', SCOPES)).secret;
        const needsNoScope = operation.scope === PUBLIC || operation.scope === ANY_KEY;
        secrets.withoutScope = (await issue('shop-a', needsNoScope ? ['inventory:read'] : allBut(operation.scope))).secret;
        secrets.otherOwner = (await issue('shop-b', allBut('orders:manage'))).secret;
        const revoked = await issue('shop-a', SCOPES);
        await manageKeys.revoke(revoked.key.id);
        secrets.revoked = revoked.secret;
        // Owner A's resources: a pet it ordered, an endpoint with a delivery, a weaker key.
        const call = (path: string, body: unknown) =>
          send(service.url, {
            method: 'POST',
            path,
            key: secrets.owner,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const endpointId = (await call('/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', events: ['pet.created', 'order.placed'] })).json
          .id;
        const reserved = (await call('/v1/pets', { name: 'Rex', categoryId: 1 })).json.id;
        const orderId = (await call('/v1/store/orders', { petId: reserved })).json.id;
        const available = [
          (await call('/v1/pets', { name: 'Max', categoryId: 1 })).json.id,
          (await call('/v1/pets', { name: 'Tom', categoryId: 1 })).json.id,
        ];
        await webhookDispatch.round();
        await webhookDispatch.idle();
        const deliveries = await send(service.url, { path: `/v1/webhook-endpoints/${endpointId}/deliveries`, key: secrets.owner });
        const keyId = (await issue('shop-a', ['pets:read'])).key.id;
        fixture = { petId: available[0], orderId, endpointId, deliveryId: deliveries.json[0].id, keyId };
        fixtureOfOtherOwner = { ...fixture, petId: available[1] };
      });
      afterAll(async () => service?.close());

      const request = (key: string | undefined): Promise<RawResponse> => {
        const { path, body } = row!.request(key === secrets.otherOwner ? fixtureOfOtherOwner : fixture);
        const patch = operation.method === 'PATCH';
        return send(service.url, {
          method: operation.method,
          path,
          ...(key ? { key } : {}),
          ...(body !== undefined
            ? { headers: { 'content-type': patch ? 'application/merge-patch+json' : 'application/json' }, body: JSON.stringify(body) }
            : {}),
        });
      };

      it('without a key: 401 (but the public API description)', async () => {
        expect((await request(undefined)).status).toBe(operation.scope === PUBLIC ? 200 : 401);
      });

      it('with a key of the owner lacking the scope: 403 naming it (no scope needed: answered)', async () => {
        const res = await request(secrets.withoutScope);
        if (operation.scope === PUBLIC || operation.scope === ANY_KEY) {
          expect(res.status).toBe(row!.granted);
          return;
        }
        expect(res.status).toBe(403);
        expect(res.json).toMatchObject({ code: 'insufficient_scope' });
        expect(res.headers['www-authenticate']).toContain(`scope="${operation.scope}"`);
      });

      it('with a key of another owner: only what is store-wide or its own, the rest as missing', async () => {
        const res = await request(secrets.otherOwner);
        expect(res.status).toBe(row!.otherOwner);
        if (row!.otherOwnerSees) expect(row!.otherOwnerSees(res, fixture)).toBe(false);
      });

      it('with a key of the owner whose lineage was revoked: 401 (but the public API description)', async () => {
        expect((await request(secrets.revoked)).status).toBe(operation.scope === PUBLIC ? 200 : 401);
      });

      // Last: it may remove what the others reached for.
      it('with a key of the owner holding the scope: answered', async () => {
        const res = await request(secrets.owner);
        expect(res.status).toBe(row!.granted);
        if (row!.otherOwnerSees) expect(row!.otherOwnerSees(res, fixture)).toBe(true);
      });
    });
  }
});
