import { afterEach, describe, expect, it } from 'vitest';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { aNewPet } from '../support/mothers.js';

describe('/v1/store: placeOrder, listOrders, getOrder, updateOrder, getInventory', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  async function start() {
    service = await startTestService();
  }
  const addPet = async (status: 'available' | 'pending' | 'sold' = 'available') =>
    (await postPet(service.url, PRO_KEY, aNewPet({ status }))).json.id as number;
  const order = (body: unknown, headers: Record<string, string> = {}) => postJson(service.url, PRO_KEY, '/v1/store/orders', body, headers);
  const move = (id: number, status: string, headers: Record<string, string> = {}) =>
    patchJson(service.url, PRO_KEY, `/v1/store/orders/${id}`, { status }, headers);
  const get = (path: string, headers: Record<string, string> = {}) => send(service.url, { path, key: PRO_KEY, headers });
  const inventory = async () => (await get('/v1/store/inventory')).json as Record<string, number>;

  it('places an order: 201, Location, ETag; the pet becomes pending', async () => {
    await start();
    const petId = await addPet();
    const res = await order({ petId });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: 1,
      petId,
      owner: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      status: 'placed',
      placedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.json.placedAt).toBe(new Date(service.clock.now()).toISOString());
    expect(res.headers.location).toBe('/v1/store/orders/1');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['x-ratelimit-remaining']).toBeDefined();
    expect((await get(`/v1/pets/${petId}`)).json.status).toBe('pending');
    const fetched = await get('/v1/store/orders/1');
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual(res.json);
    expect(fetched.headers.etag).toBe(res.headers.etag);
  });

  it('refuses a pet that is not available (409 with its status), an unknown pet (422) and bad bodies (400)', async () => {
    await start();
    const sold = await addPet('sold');
    const notAvailable = await order({ petId: sold });
    expect(notAvailable.status).toBe(409);
    expect(notAvailable.json).toMatchObject({ code: 'pet_not_available', details: [{ field: 'status', problem: 'sold' }] });
    const unknown = await order({ petId: 99 });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ code: 'pet_not_found', status: 422 });
    expect(unknown.json.message).toContain('petId');
    for (const [body, field] of [
      [{}, 'petId'],
      [{ petId: '1' }, 'petId'],
      [{ petId: 0 }, 'petId'],
      [{ petId: 1, quantity: 1 }, 'quantity'],
      [{ petId: 1, id: 5 }, 'id'],
    ] as const) {
      const res = await order(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    expect(
      (await send(service.url, { method: 'POST', path: '/v1/store/orders', key: PRO_KEY, headers: { 'content-type': 'text/plain' }, body: '{}' }))
        .status,
    ).toBe(415);
    expect(await inventory()).toEqual({ available: 0, pending: 0, sold: 1 });
  });

  it('replays an order placed with an Idempotency-Key; another body with the key → 422', async () => {
    await start();
    const petId = await addPet();
    const first = await order({ petId }, { 'idempotency-key': 'buy-1' });
    const again = await order({ petId }, { 'idempotency-key': 'buy-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const other = await order({ petId: await addPet() }, { 'idempotency-key': 'buy-1' });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe('idempotency_key_reused');
    expect((await get('/v1/store/orders')).json).toHaveLength(1);
  });

  it('sells a pet: placed → approved → delivered; the pet is sold; the inventory follows', async () => {
    await start();
    const petId = await addPet();
    await addPet();
    const { json: placed } = await order({ petId });
    expect(await inventory()).toEqual({ available: 1, pending: 1, sold: 0 });
    const approved = await move(placed.id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    service.clock.advance(5_000);
    const delivered = await move(placed.id, 'delivered', { 'content-type': 'application/json' });
    expect(delivered.status).toBe(200);
    expect(delivered.json).toMatchObject({ status: 'delivered', placedAt: placed.placedAt, updatedAt: new Date(service.clock.now()).toISOString() });
    expect((await get(`/v1/pets/${petId}`)).json.status).toBe('sold');
    expect(await inventory()).toEqual({ available: 1, pending: 0, sold: 1 });
    // Final: cancelling a delivered order is refused; the same status again is a no-op.
    expect((await move(placed.id, 'cancelled')).json.code).toBe('invalid_transition');
    expect((await move(placed.id, 'delivered')).status).toBe(200);
  });

  it('cancels an order: the pet is available again and can be ordered anew', async () => {
    await start();
    const petId = await addPet();
    const { json: placed } = await order({ petId });
    expect((await move(placed.id, 'cancelled')).status).toBe(200);
    expect((await get(`/v1/pets/${petId}`)).json.status).toBe('available');
    expect((await order({ petId })).status).toBe(201);
  });

  it('refuses placed → delivered (409), bad bodies (400), other media types (415 + Accept-Patch), and checks If-Match (412)', async () => {
    await start();
    const { json: placed, headers } = await order({ petId: await addPet() });
    const skip = await move(placed.id, 'delivered');
    expect(skip.status).toBe(409);
    expect(skip.json).toMatchObject({
      code: 'invalid_transition',
      message: 'status: an order cannot move from placed to delivered (from placed only to approved or cancelled).',
    });
    for (const body of [{ status: null }, { status: 'lost' }, { petId: 2 }, { id: 1 }]) {
      const res = await patchJson(service.url, PRO_KEY, `/v1/store/orders/${placed.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unchanged = await patchJson(service.url, PRO_KEY, `/v1/store/orders/${placed.id}`, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.headers.etag).toBe(headers.etag);
    const wrongType = await move(placed.id, 'approved', { 'content-type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.headers['accept-patch']).toBe('application/merge-patch+json, application/json');
    expect((await move(placed.id, 'approved', { 'if-match': String(headers.etag) })).status).toBe(200);
    const stale = await move(placed.id, 'cancelled', { 'if-match': String(headers.etag) });
    expect(stale.status).toBe(412);
    expect(stale.json.code).toBe('precondition_failed');
    // A pet's tag is not an order's tag.
    expect((await move(placed.id, 'cancelled', { 'if-match': '"p1.1"' })).status).toBe(412);
  });

  it('getOrder and updateOrder: 400 for a malformed id, 404 for an unknown one (before If-Match and the body)', async () => {
    await start();
    for (const id of ['abc', '0', '01', '9223372036854775808']) {
      expect((await get(`/v1/store/orders/${id}`)).status, id).toBe(400);
      const res = await patchJson(service.url, PRO_KEY, `/v1/store/orders/${id}`, '{oops', { 'if-match': 'no tag' });
      expect(res.status, id).toBe(400);
      expect(res.json.message).toContain('orderId');
    }
    for (const id of ['1', '9223372036854775807']) {
      expect((await get(`/v1/store/orders/${id}`)).status, id).toBe(404);
      const res = await patchJson(service.url, PRO_KEY, `/v1/store/orders/${id}`, '{oops', { 'if-match': '"x"', 'content-type': 'text/plain' });
      expect(res.status, id).toBe(404);
      expect(res.json.code).toBe('not_found');
    }
  });

  it('answers a conditional getOrder with 304 while the order is unchanged', async () => {
    await start();
    const { json: placed, headers } = await order({ petId: await addPet() });
    const tag = String(headers.etag);
    const notModified = await get(`/v1/store/orders/${placed.id}`, { 'if-none-match': `W/${tag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.etag).toBe(tag);
    expect(notModified.headers['x-ratelimit-remaining']).toBeDefined();
    await move(placed.id, 'approved');
    expect((await get(`/v1/store/orders/${placed.id}`, { 'if-none-match': tag })).status).toBe(200);
  });

  it('lists orders in id order, by status and by pet, page by page with Link', async () => {
    await start();
    const pets = [await addPet(), await addPet(), await addPet()];
    for (const petId of pets) await order({ petId });
    await move(1, 'cancelled');
    await order({ petId: pets[0] });
    const all = await get('/v1/store/orders');
    expect(all.json.map((o: { id: number }) => o.id)).toEqual([1, 2, 3, 4]);
    expect((await get('/v1/store/orders?status=placed')).json.map((o: { id: number }) => o.id)).toEqual([2, 3, 4]);
    expect((await get(`/v1/store/orders?petId=${pets[0]}`)).json.map((o: { id: number }) => o.id)).toEqual([1, 4]);
    expect((await get('/v1/store/orders?petId=9223372036854775807')).json).toEqual([]);
    const first = await get('/v1/store/orders?status=placed&limit=2');
    expect(first.json.map((o: { id: number }) => o.id)).toEqual([2, 3]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    expect(next).toMatch(/^\/v1\/store\/orders\?limit=2&status=placed&cursor=/);
    const second = await get(next);
    expect(second.json.map((o: { id: number }) => o.id)).toEqual([4]);
    expect(second.headers.link).toBeUndefined();
    for (const query of ['status=sold', 'limit=0', 'petId=0', 'petId=x', 'stauts=placed', 'cursor=zzz', 'status=placed&status=approved']) {
      const res = await get(`/v1/store/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.code).toBe('invalid_request');
    }
  });

  it('keeps orders after their pet is deleted; their petId then answers 404', async () => {
    await start();
    const petId = await addPet();
    const { json: placed } = await order({ petId });
    await move(placed.id, 'cancelled');
    expect((await send(service.url, { method: 'DELETE', path: `/v1/pets/${petId}`, key: PRO_KEY })).status).toBe(204);
    expect((await get(`/v1/store/orders/${placed.id}`)).json.status).toBe('cancelled');
    expect((await get(`/v1/pets/${petId}`)).status).toBe(404);
    expect((await order({ petId })).status).toBe(422);
  });

  it('needs a key like every /v1 operation', async () => {
    await start();
    for (const path of ['/v1/store/orders', '/v1/store/orders/1', '/v1/store/inventory']) {
      const res = await send(service.url, { path });
      expect(res.status, path).toBe(401);
      expect(res.headers['x-ratelimit-remaining']).toBeDefined();
    }
  });
});
