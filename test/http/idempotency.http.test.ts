import { afterEach, describe, expect, it } from 'vitest';
import { FREE_KEY, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { HeldPetRepository } from '../support/held-pet-repository.js';

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
    const pets = new HeldPetRepository();
    service = await startTestService({ stores: { pets } });
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
  ])('refuses an Idempotency-Key that is %s with 400 naming it', async (_case, key) => {
    service = await startTestService();
    const res = await postPet(service.url, PRO_KEY, body, { 'idempotency-key': key });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Idempotency-Key');
  });

  it('accepts a 255-character key, and a body error still wins over the key', async () => {
    service = await startTestService();
    expect((await postPet(service.url, PRO_KEY, body, { 'idempotency-key': 'k'.repeat(255) })).status).toBe(201);
    const bad = await postPet(service.url, PRO_KEY, { name: '' }, { 'idempotency-key': 'fine' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('name');
  });
});
