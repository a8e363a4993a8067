import { afterEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { FREE_KEY, patchJson, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { HeldPetRepository } from '../support/held-pet-repository.js';
import { anEventLog } from '../support/mothers.js';

describe('a replay answers the first answer, whatever happened to the resource since', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  /** What a client sees of a 201: status, body, and the headers a replay must repeat. */
  const answerOf = (res: { status: number; json: unknown; headers: Record<string, unknown> }) => ({
    status: res.status,
    body: res.json,
    etag: res.headers.etag,
    location: res.headers.location,
  });

  it('placeOrder: after the order was delivered, a repeat answers 201 with the first body, ETag and Location', async () => {
    service = await startTestService();
    const petId = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 })).json.id as number;
    const key = { 'idempotency-key': 'buy-rex' };
    const first = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId }, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const orderPath = String(first.headers.location);
    for (const status of ['approved', 'delivered']) expect((await patchJson(service.url, PRO_KEY, orderPath, { status })).status).toBe(200);
    const now = await send(service.url, { path: orderPath, key: PRO_KEY });
    expect(now.json.status).toBe('delivered');
    expect(now.headers.etag).not.toBe(first.headers.etag);

    const replay = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId }, key);
    expect(answerOf(replay)).toEqual(answerOf(first));
    expect(replay.json).toMatchObject({ status: 'placed' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await send(service.url, { path: '/v1/store/orders', key: PRO_KEY })).json).toHaveLength(1);
  });

  it('createPet: after the pet was renamed and sold, a repeat answers 201 with the first body, ETag and Location', async () => {
    service = await startTestService();
    const key = { 'idempotency-key': 'add-rex' };
    const first = await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 }, key);
    expect(first.status).toBe(201);
    const petPath = String(first.headers.location);
    expect((await patchJson(service.url, PRO_KEY, petPath, { name: 'Max', status: 'sold' })).status).toBe(200);

    const replay = await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 }, key);
    expect(answerOf(replay)).toEqual(answerOf(first));
    expect(replay.json).toEqual({ id: first.json.id, name: 'Rex', categoryId: 1, status: 'available' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toHaveLength(1);
  });

  it('refuses a key used on another operation with 422 idempotency_key_reused', async () => {
    service = await startTestService();
    const key = { 'idempotency-key': 'one-key' };
    const petId = (await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 }, key)).json.id as number;
    const order = await postJson(service.url, PRO_KEY, '/v1/store/orders', { petId }, key);
    expect(order.status).toBe(422);
    expect(order.json).toMatchObject({ code: 'idempotency_key_reused', status: 422 });
  });
});

describe('safe retries of createPet (Idempotency-Key)', () => {
  let service: TestService;
  afterEach(async () => service?.close());

  const body = { name: 'Rex', categoryId: 1 };

  it('replays the first 201 for a retry with the same key and body, creating nothing new', async () => {
    service = await startTestService();
    const first = await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'order-42' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'order-42' });
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // An explicit default status is the same request as an omitted one.
    const same = await postPet(service.url, PRO_KEY, { ...body, status: 'available' }, { 'idempotency-key': 'order-42' });
    expect(same.json.id).toBe(first.json.id);
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toHaveLength(1);
  });

  it('answers 422 idempotency_key_reused for the same key with another body', async () => {
    service = await startTestService();
    await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'k1' });
    const reused = await postPet(service.url, PRO_KEY, { name: 'Tom', categoryId: 1 }, { 'idempotency-key': 'k1' });
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ code: 'idempotency_key_reused', status: 422 });
  });

  it('scopes keys per API key: two callers with one Idempotency-Key create two pets', async () => {
    service = await startTestService();
    const a = await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'shared' });
    const b = await postPet(service.url, FREE_KEY, body, { 'idempotency-key': 'shared' });
    expect(a.json.id).not.toBe(b.json.id);
  });

  it('answers 409 idempotency_key_in_progress while the first request is still running', async () => {
    const events = anEventLog();
    const pets = new HeldPetRepository(events);
    service = await startTestService({ stores: { pets, events } });
    pets.hold();
    const first = postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'slow' });
    await pets.entered;
    const second = await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'slow' });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'idempotency_key_in_progress', status: 409 });
    expect(second.headers['retry-after']).toBeDefined();
    pets.release();
    expect((await first).status).toBe(201);
    expect((await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'slow' })).headers['idempotent-replayed']).toBe('true');
  });

  it('lets exactly one of many racing identical requests create the pet', async () => {
    service = await startTestService();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'race' })));
    const created = answers.filter((r) => r.status === 201);
    expect(new Set(created.map((r) => r.json.id)).size).toBe(1);
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['holding a comma', 'order,42'],
    ['two keys joined as an intermediary joins two lines', 'a, b'],
  ])('refuses an Idempotency-Key that is %s with 400 naming it', async (_case, key) => {
    service = await startTestService();
    const res = await postPet(service.url, PRO_KEY, body, { 'idempotency-key': key });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Idempotency-Key');
  });

  it('refuses an Idempotency-Key sent on two header lines, on every operation that takes one, saying so; nothing is created', async () => {
    service = await startTestService();
    const taking = OPERATIONS.filter((operation) => operation.idempotent);
    expect(taking.map((operation) => operation.id)).toEqual(expect.arrayContaining(['createPet', 'placeOrder', 'createKey', 'rotateKey']));
    for (const operation of taking) {
      const res = await send(service.url, {
        method: operation.method,
        path: `/v1${operation.path.replace(/\{[^}]+\}/g, '1')}`,
        key: PRO_KEY,
        headers: { 'content-type': 'application/json', 'idempotency-key': ['order-42', 'order-43'] },
        body: JSON.stringify(body),
      });
      expect(res.status, operation.id).toBe(400);
      expect(res.json, operation.id).toMatchObject({ code: 'invalid_request', details: [{ field: 'Idempotency-Key' }] });
      expect(res.json.message, operation.id).toMatch(/^Idempotency-Key: must be sent once: repeated header lines are joined/);
    }
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).json).toEqual([]);
  });

  it('accepts a 255-character key, and a body error still wins over the key', async () => {
    service = await startTestService();
    expect((await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'k'.repeat(255) })).status).toBe(201);
    const bad = await postPet(service.url, PRO_KEY, { name: '' }, { 'idempotency-key': 'fine' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('name');
  });
});
