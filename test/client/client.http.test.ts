import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { AnimalStoreScopeError, type Pet } from '../../client/src/index.js';
import { StoreUnavailableError, type PetListQuery } from '../../core/index.js';
import { answered, clientFailure, testClient } from '../support/client-harness.js';
import { startTestService, type TestService } from '../support/http-harness.js';
import { anEventLog } from '../support/mothers.js';

/** The client against the real HTTP service: every operation, typed errors, pagination, 503s. */
describe('AnimalStoreClient against the service', () => {
  let service: TestService;
  afterEach(() => service?.close());

  it('walks 250 pets with the iterator, following Link rel="next", each exactly once and in order', async () => {
    service = await startTestService();
    for (let i = 1; i <= 250; i++)
      await service.store.createPet.execute({ name: `Pet ${i}`, categoryId: 1 + (i % 3), status: i % 5 ? 'available' : 'sold' });
    const { client, time } = testClient(service);

    const seen = await Array.fromAsync(client.pets());
    expect(seen.map((pet) => pet.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(time.sent).toHaveLength(13); // pages of 20 (the default): 12 full, one of 10
    expect(time.sent[1]!.url).toMatch(/\/v1\/pets\?limit=20&cursor=/);

    // A filter and a page size carry over to every page (they are in the Link the service writes).
    const sold = await Array.fromAsync(client.pets({ status: 'sold', limit: 7 }), (pet) => pet.id);
    expect(sold).toEqual(Array.from({ length: 50 }, (_, i) => 5 * (i + 1)));

    const first = await client.listPets({ limit: 100 });
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe(`${service.url}/v1/pets?limit=100&cursor=${first.nextCursor}`);
    const last = await client.listPets({ limit: 100, cursor: (await client.listPets({ limit: 100, cursor: first.nextCursor })).nextCursor });
    expect(last.items.map((pet) => pet.id)).toEqual(Array.from({ length: 50 }, (_, i) => 201 + i));
    expect(last).toMatchObject({ next: undefined, nextCursor: undefined });
  });

  it('creates, reads (deprecated getPet), changes with If-Match, orders, sells and deletes; ETags through etagOf', async () => {
    service = await startTestService();
    const { client } = testClient(service);

    const rex = await client.createPet({ name: 'Rex', categoryId: 3 });
    expect(rex).toEqual({ id: 1, name: 'Rex', categoryId: 3, status: 'available' });
    expect(client.etagOf(rex)).toBe('"p1.1"');
    // getPet is deprecated (its sunset in 2030) and still served.
    expect(await client.getPet(rex.id)).toEqual(rex);
    // Its successor, findPet (listPets' id filter), gives the same pet and the ETag for If-Match.
    const fetched = (await client.findPet(rex.id))!;
    expect(fetched).toEqual(rex);
    expect(client.etagOf(fetched)).toBe('"p1.1"');
    expect(await client.findPet(404)).toBeUndefined();
    expect((await client.listPets({ id: [rex.id, 404, rex.id] })).items).toEqual([rex]);

    const renamed = await client.updatePet(rex.id, { name: 'Rex II' }, { ifMatch: client.etagOf(fetched)! });
    expect(renamed.name).toBe('Rex II');
    const stale = await clientFailure(client.updatePet(rex.id, { name: 'Rex III' }, { ifMatch: client.etagOf(fetched)! }));
    expect(stale).toMatchObject({ code: 'precondition_failed', status: 412, attempts: 1 });

    const order = await client.placeOrder({ petId: rex.id });
    expect(order).toMatchObject({ id: 1, petId: rex.id, status: 'placed' });
    expect(client.etagOf(order)).toMatch(/^"o1\.\d+"$/);
    const taken = await clientFailure(client.placeOrder({ petId: rex.id }));
    expect(taken).toMatchObject({ code: 'pet_not_available', status: 409, details: [{ field: 'status', problem: expect.any(String) }] });
    expect((await client.listOrders({ status: 'placed' })).items).toEqual([order]);
    await client.updateOrder(order.id, { status: 'approved' });
    expect(await client.updateOrder(order.id, { status: 'delivered' })).toMatchObject({ status: 'delivered' });
    expect(await client.getOrder(order.id)).toMatchObject({ status: 'delivered' });
    expect(await client.getInventory()).toEqual({ available: 0, pending: 0, sold: 1 });
    expect(await Array.fromAsync(client.orders({ petId: rex.id }), (each) => each.id)).toEqual([order.id]);

    await client.deletePet(rex.id);
    expect(await clientFailure(client.deletePet(rex.id))).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('throws typed errors with code, status, message, details and the request id: 400, 401, 404, 422', async () => {
    service = await startTestService();
    const { client } = testClient(service);

    const invalid = await clientFailure(client.createPet({ name: '', categoryId: 1 }));
    expect(invalid).toMatchObject({ name: 'AnimalStoreError', code: 'invalid_request', status: 400, attempts: 1, retryAfter: undefined });
    expect(invalid.details).toEqual([{ field: 'name', problem: expect.any(String) }]);
    expect(invalid.message).toMatch(/name/);
    expect(invalid.requestId).toMatch(/^[A-Za-z0-9._-]+$/);

    const { client: stranger } = testClient(service, { apiKey: 'not-a-key-0123456789abcdef' });
    expect(await clientFailure(stranger.listPets())).toMatchObject({ code: 'unauthorized', status: 401, attempts: 1 });

    expect(await clientFailure(client.getPet(404))).toMatchObject({ code: 'not_found', status: 404 });
    expect(await clientFailure(client.placeOrder({ petId: 77 }))).toMatchObject({
      code: 'pet_not_found',
      status: 422,
      details: [{ field: 'petId', problem: expect.any(String) }],
    });
    await client.createPet({ name: 'Tom', categoryId: 1 }, { idempotencyKey: 'tom-1' });
    expect(await clientFailure(client.createPet({ name: 'Tim', categoryId: 1 }, { idempotencyKey: 'tom-1' }))).toMatchObject({
      code: 'idempotency_key_reused',
      status: 422,
    });
  });

  /** A pet store that is unreachable for its first `failures` listings, lookups and creations. */
  class FlakyPets extends InMemoryPetRepository {
    readonly log;
    constructor(private failures: number) {
      const log = anEventLog();
      super(log);
      this.log = log;
    }
    override async list(query: PetListQuery): Promise<Pet[]> {
      this.fail();
      return super.list(query);
    }
    override async create(pet: Parameters<InMemoryPetRepository['create']>[0]): Promise<Pet> {
      this.fail();
      return super.create(pet);
    }
    override async findRecord(id: number): ReturnType<InMemoryPetRepository['findRecord']> {
      this.fail();
      return super.findRecord(id);
    }
    private fail(): void {
      if (this.failures-- > 0) throw new StoreUnavailableError('database', 2);
    }
  }

  const storesOf = (pets: FlakyPets) => ({ pets, events: pets.log });

  it('retries a 503 no sooner than its Retry-After, for reads and for creations with their Idempotency-Key', async () => {
    service = await startTestService({ stores: storesOf(new FlakyPets(2)) });
    const { client, time } = testClient(service);
    const started = service.clock.now();
    expect((await client.listPets()).items).toEqual([]);
    expect(answered(service).map((line) => line.status)).toEqual([503, 503, 200]);
    expect(service.clock.now() - started).toBeGreaterThanOrEqual(2 * 2000); // Retry-After: 2, twice
    await service.close();

    service = await startTestService({ stores: storesOf(new FlakyPets(1)) });
    const second = testClient(service, { time });
    expect(await second.client.createPet({ name: 'Rex', categoryId: 1 })).toMatchObject({ id: 1 });
    const posts = time.sent.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers['idempotency-key']).toBe(posts[0]!.headers['idempotency-key']);
  });

  it('gives up after maxAttempts, and does not repeat a PATCH (a repeat could answer 412 for its own change)', async () => {
    service = await startTestService({ stores: storesOf(new FlakyPets(1_000)) });
    const { client } = testClient(service, { retry: { maxAttempts: 4 } });
    const error = await clientFailure(client.listPets());
    expect(error).toMatchObject({ code: 'service_unavailable', status: 503, retryAfter: 2, attempts: 4 });
    expect(answered(service)).toHaveLength(4);

    const patch = await clientFailure(client.updatePet(1, { name: 'Rex' }));
    expect(patch).toMatchObject({ status: 503, attempts: 1 });
    expect(answered(service)).toHaveLength(5);
  });

  it('keeps every call within its time budget: a wait that would pass it is not made, the error is thrown at once', async () => {
    service = await startTestService({ stores: storesOf(new FlakyPets(1_000)) });
    const { client } = testClient(service, { retry: { timeoutMs: 5_000 } });
    const started = service.clock.now();
    const error = await clientFailure(client.listPets());
    expect(service.clock.now() - started).toBeLessThanOrEqual(5_000);
    expect(error.attempts).toBeGreaterThanOrEqual(2);
    expect(error.attempts).toBeLessThan(5);
  });

  it('manages keys: create (the secret once), list, get, rotate (again on a retry, without the secret), revoke', async () => {
    service = await startTestService();
    const { client } = testClient(service);
    const storefront = await client.createKey({ name: 'storefront', plan: 'free' }, { idempotencyKey: 'k-1' });
    expect(storefront).toMatchObject({ name: 'storefront', plan: 'free', scopes: ['pets:read', 'orders:read', 'orders:write', 'inventory:read'] });
    expect(storefront.secret).toMatch(/^as_/);
    expect(await client.createKey({ name: 'storefront', plan: 'free' }, { idempotencyKey: 'k-1' })).toEqual({ ...storefront, secret: undefined });
    expect(await client.getKey(storefront.id)).toEqual({ ...storefront, secret: undefined });
    const all = [];
    for await (const key of client.keys({ limit: 2 })) all.push(key.id);
    expect(all).toHaveLength(4);
    expect(all).toContain(storefront.id);

    const rotated = await client.rotateKey(storefront.id, { expiresInSeconds: 0 }, { idempotencyKey: 'r-1' });
    expect(rotated).toMatchObject({ rotatedFrom: storefront.id, secret: expect.stringMatching(/^as_/) });
    expect(await client.rotateKey(storefront.id, { expiresInSeconds: 0 }, { idempotencyKey: 'r-1' })).toEqual({ ...rotated, secret: undefined });
    await client.revokeKey(rotated.id);
    expect((await client.getKey(rotated.id)).revokedAt).toBeDefined();
  });

  it("reads its key's quota with getRateLimit, and throws insufficient_scope as AnimalStoreScopeError, never retried", async () => {
    service = await startTestService();
    const { client } = testClient(service);
    const storefront = await client.createKey({ name: 'storefront', plan: 'free' });
    const customer = testClient(service, { apiKey: storefront.secret! }).client;
    expect(await customer.getRateLimit()).toMatchObject({
      plan: 'free',
      scopes: storefront.scopes,
      minute: { limit: 60, remaining: 60 },
      day: { limit: 1000 },
    });
    const before = answered(service).length;
    const refused = await clientFailure(customer.deletePet(1));
    expect(refused).toBeInstanceOf(AnimalStoreScopeError);
    expect(refused).toMatchObject({ code: 'insufficient_scope', status: 403, scope: 'pets:write', attempts: 1 });
    expect(answered(service).length - before).toBe(1);
    // Refused over a scope, the client is not held back: the next call goes out at once.
    expect((await customer.listPets()).items).toEqual([]);
  });
});
