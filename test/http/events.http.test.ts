import { afterEach, describe, expect, it } from 'vitest';
import { patchJson, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

/** GET /v1/events: every change of a pet or an order as an event, oldest first, paged, filtered by type. */
describe('/v1/events', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  const get = (path: string) => send(service.url, { path, key: PRO_KEY });
  const types = async (path = '/v1/events?limit=100') => ((await get(path)).json as { type: string }[]).map((event) => event.type);

  it('records each change of a pet with the pet as it was right after (for a deletion, right before)', async () => {
    service = await startTestService();
    const created = await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    service.clock.advance(1_000);
    await patchJson(service.url, PRO_KEY, '/v1/pets/1', { name: 'Rex II' });
    await patchJson(service.url, PRO_KEY, '/v1/pets/1', { name: 'Rex II' }); // a no-op records nothing
    await patchJson(service.url, PRO_KEY, '/v1/pets/1', {}); // nor does an empty patch
    await send(service.url, { method: 'DELETE', path: '/v1/pets/1', key: PRO_KEY });

    const res = await get('/v1/events');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { id: 'evt_00000000000000000001', type: 'pet.created', createdAt: '2026-11-21T12:00:00.000Z', data: created.json },
      {
        id: 'evt_00000000000000000002',
        type: 'pet.updated',
        createdAt: '2026-11-21T12:00:01.000Z',
        data: { id: 1, name: 'Rex II', categoryId: 3, status: 'available' },
      },
      {
        id: 'evt_00000000000000000003',
        type: 'pet.deleted',
        createdAt: '2026-11-21T12:00:01.000Z',
        data: { id: 1, name: 'Rex II', categoryId: 3, status: 'available' },
      },
    ]);
  });

  it("records an order's moves and their effect on its pet; a refused or repeated move records nothing", async () => {
    service = await startTestService();
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    const placed = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: 1 });
    await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: 1 }); // 409: not available
    await patchJson(service.url, PRO_KEY, '/v1/store/orders/1', { status: 'approved' });
    await patchJson(service.url, PRO_KEY, '/v1/store/orders/1', { status: 'approved' }); // no-op
    await patchJson(service.url, PRO_KEY, '/v1/store/orders/1', { status: 'delivered' });
    await postPet(service.url, PRO_KEY, { name: 'Tom', categoryId: 3 });
    const second = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId: 2 });
    await patchJson(service.url, PRO_KEY, second.headers.location!, { status: 'cancelled' });

    const events = (await get('/v1/events?limit=100')).json as { type: string; data: { status: string } }[];
    expect(events.map((event) => `${event.type} ${event.data.status}`)).toEqual([
      'pet.created available',
      'pet.updated pending',
      'order.placed placed',
      'order.approved approved',
      'order.delivered delivered',
      'pet.updated sold',
      'pet.created available',
      'pet.updated pending',
      'order.placed placed',
      'order.cancelled cancelled',
      'pet.updated available',
    ]);
    // The order as placeOrder answered it, its owner (the key's) included.
    expect(events[2]!.data).toEqual(placed.json);
    expect(events[2]!.data).toMatchObject({ owner: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/) });
  });

  it('pages oldest first with a cursor that never skips, and filters by repeatable type', async () => {
    service = await startTestService();
    for (let i = 0; i < 5; i++) await postPet(service.url, PRO_KEY, { name: `Pet ${i}`, categoryId: 1 });
    await patchJson(service.url, PRO_KEY, '/v1/pets/2', { status: 'sold' });
    await send(service.url, { method: 'DELETE', path: '/v1/pets/3', key: PRO_KEY });

    const seen: string[] = [];
    let path: string | undefined = '/v1/events?limit=3';
    while (path) {
      const page = await get(path);
      expect(page.status).toBe(200);
      seen.push(...(page.json as { id: string }[]).map((event) => event.id));
      path = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `evt_${String(n).padStart(20, '0')}`));

    expect(await types('/v1/events?type=pet.deleted&type=pet.updated')).toEqual(['pet.updated', 'pet.deleted']);
    const first = await get('/v1/events?type=pet.created&limit=2');
    expect(first.headers.link).toMatch(/^<\/v1\/events\?limit=2&type=pet\.created&cursor=[0-9a-z]+>; rel="next"$/);
    const next = await get(/<([^>]+)>/.exec(String(first.headers.link))![1]!);
    expect((next.json as { data: { id: number } }[]).map((event) => event.data.id)).toEqual([3, 4]);
  });

  it('refuses an unknown type, a malformed cursor and unknown parameters (400 naming them); needs a key', async () => {
    service = await startTestService();
    const badType = await get('/v1/events?type=pet.eaten');
    expect(badType.status).toBe(400);
    expect(badType.json.message).toContain('type');
    expect((await get('/v1/events?cursor=zzz')).json).toMatchObject({ status: 400, details: [{ field: 'cursor' }] });
    expect((await get('/v1/events?after=1')).json).toMatchObject({ status: 400, details: [{ field: 'after' }] });
    expect((await send(service.url, { path: '/v1/events' })).status).toBe(401);
  });

  it('forgets events past EVENT_RETENTION_DAYS', async () => {
    service = await startTestService({ env: { EVENT_RETENTION_DAYS: '1' } });
    await postPet(service.url, PRO_KEY, { name: 'Old', categoryId: 1 });
    service.clock.advance(86_400_000 + 1);
    await postPet(service.url, PRO_KEY, { name: 'New', categoryId: 1 });
    expect(((await get('/v1/events')).json as { data: { name: string } }[]).map((event) => event.data.name)).toEqual(['New']);
  });
});
