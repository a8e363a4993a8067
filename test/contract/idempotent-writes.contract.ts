import { afterAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, type IdempotencyRecordKey, type IdempotencyStore } from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { aNewPet, anAccess } from '../support/mothers.js';

/** A key that sees and moves every order. */
const MANAGER = anAccess();
import { overriding } from '../support/overriding.js';
import type { ContractHarness } from './harness.js';
import { expectInvariant, lifecycleOver, type LifecycleStores } from './pet-lifecycle.contract.js';

const LEASE_MS = 1_000;
const SETTINGS = { ttlMs: 3_600_000, leaseMs: LEASE_MS };

/** A key no other test uses (stores on a real server share their idempotency records' collection per test only). */
const aKey = (): IdempotencyRecordKey => ({ scope: 'api-key-1', key: `request-${crypto.randomUUID()}` });

/** A call that never returns: the process doing it died there. */
const never = () => new Promise<never>(() => undefined);

/** What a request answered, the same shape for every operation: the resource's id, its body and version, and the replay flag. */
interface Sent {
  readonly id: number;
  readonly body: object;
  readonly version: number;
  readonly replayed: boolean;
}

type Store = ReturnType<typeof lifecycleOver>;
/** Runs a resource write (the real one is `write`); may hold it, fail it, or lose its reply. */
type Around = <T>(write: () => Promise<T>) => Promise<T>;

/** One idempotent operation as these tests drive it. */
interface Operation {
  readonly name: string;
  /** The stores with the write of this operation's resource going through `around`. */
  writingThrough(stores: LifecycleStores, around: Around): LifecycleStores;
  /** What one request needs prepared on `store`, and how to send it and look at its outcome. */
  prepare(store: Store): Promise<{
    send(key?: IdempotencyRecordKey): Promise<Sent>;
    /** The resource moves on (renamed and sold; approved and delivered). */
    moveOn(id: number): Promise<void>;
    /** Ids of the resources of this operation written so far. */
    written(): Promise<number[]>;
    /** What the first answer for the resource `id` was, or would have been. */
    firstAnswerOf(id: number): Promise<Omit<Sent, 'replayed'>>;
  }>;
}

const CREATE_PET: Operation = {
  name: 'createPet',
  writingThrough: (stores, around) => ({
    ...stores,
    pets: overriding(stores.pets, { create: (pet, tag) => around(() => stores.pets.create(pet, tag)) }),
  }),
  async prepare(store) {
    const input = { name: 'Rex', categoryId: 3 };
    return {
      send: async (key) => {
        const { pet, version, replayed } = await store.createPet.execute(input, key);
        return { id: pet.id, body: pet, version, replayed };
      },
      moveOn: async (id) => void (await store.updatePet.execute(MANAGER, id, async () => ({ name: 'Renamed', status: 'sold' }))),
      written: async () => (await store.pets.list({ limit: 100 })).map((pet) => pet.id),
      // Created from the request at the first version.
      firstAnswerOf: async (id) => ({ id, body: { id, ...input, status: 'available' }, version: 1 }),
    };
  },
};

const PLACE_ORDER: Operation = {
  name: 'placeOrder',
  writingThrough: (stores, around) => ({
    ...stores,
    orders: overriding(stores.orders, { insert: (record, tag) => around(() => stores.orders.insert(record, tag)) }),
  }),
  async prepare(store) {
    const pet = await store.pets.create(aNewPet());
    return {
      send: async (key) => {
        const { order, version, replayed } = await store.placeOrder.execute(MANAGER, { petId: pet.id }, key);
        return { id: order.id, body: order, version, replayed };
      },
      moveOn: async (id) => {
        await store.updateOrder.execute(MANAGER, id, async () => ({ status: 'approved' }));
        await store.updateOrder.execute(MANAGER, id, async () => ({ status: 'delivered' }));
      },
      written: async () => (await store.orders.list({ limit: 100 })).map((order) => order.id),
      // As committed: placed, at the version after its insert.
      firstAnswerOf: async (id) => {
        const { order } = (await store.orders.findById(id))!;
        return { id, body: { ...order, status: 'placed', updatedAt: order.placedAt }, version: 2 };
      },
    };
  },
};

/** A latch a test waits on, opened by the code under test. */
function aSignal() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The one idempotency design of every operation that takes an Idempotency-Key, on one set of stores
 * (DESIGN.md "Safe retries"): a replay answers the first answer; a crash or a failure anywhere after
 * the write is resumed by a retry that finds the resource by its write tag instead of writing a
 * second one. Run once per set of stores.
 */
export function describeIdempotentWritesContract(adapter: string, harness: ContractHarness<LifecycleStores>): void {
  describe.skipIf(Boolean(harness.skip))(`idempotent writes on ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    async function given(
      operation: Operation,
      options: { around?: Around; complete?: (real: IdempotencyStore['complete']) => IdempotencyStore['complete'] } = {},
    ) {
      const clock = new FakeClock(Date.now());
      const created = await harness.create();
      let stores = options.around ? operation.writingThrough(created, options.around) : created;
      if (options.complete)
        stores = {
          ...stores,
          idempotency: overriding(stores.idempotency, { complete: options.complete(created.idempotency.complete.bind(created.idempotency)) }),
        };
      const store = lifecycleOver(stores, clock, SETTINGS);
      return { clock, store, request: await operation.prepare(store) };
    }

    describe.each([CREATE_PET, PLACE_ORDER])('$name', (operation) => {
      it('replays the first answer, after the resource changed, and writes nothing more', async () => {
        const { request } = await given(operation);
        const key = aKey();
        const first = await request.send(key);
        expect(first.replayed).toBe(false);
        await request.moveOn(first.id);
        expect(await request.send(key)).toEqual({ ...first, replayed: true });
        expect(await request.written()).toEqual([first.id]);
      });

      it('answers the client when its record cannot be completed; a retry is in progress until the lease ends, then finds the resource', async () => {
        let completes = 0;
        const { clock, request } = await given(operation, {
          complete: (real) => (id, token, answer) =>
            completes++ === 0 ? Promise.reject(new StoreUnavailableError('database')) : real(id, token, answer),
        });
        const key = aKey();
        const first = await request.send(key);
        expect(first.replayed).toBe(false);
        await request.moveOn(first.id);
        await expect(request.send(key)).rejects.toMatchObject({ code: 'idempotency_key_in_progress' });
        clock.advance(LEASE_MS);
        expect(await request.send(key)).toEqual({ ...first, replayed: true });
        // Recorded by the retry this time.
        expect(await request.send(key)).toEqual({ ...first, replayed: true });
        expect(await request.written()).toEqual([first.id]);
      });

      it('gives the retry after a process died between the write and the record the same resource, not a second one', async () => {
        const completing = aSignal();
        let completes = 0;
        const { clock, store, request } = await given(operation, {
          complete: (real) => (id, token, answer) => (completes++ === 0 ? (completing.open(), never()) : real(id, token, answer)),
        });
        const key = aKey();
        void request.send(key);
        await completing.opened;
        const [written] = await request.written();
        clock.advance(LEASE_MS);
        expect(await request.send(key)).toEqual({ ...(await request.firstAnswerOf(written!)), replayed: true });
        expect(await request.written()).toEqual([written]);
        await expectInvariant(store);
      });

      it('lets one of two retries racing on a claim abandoned after the write answer the resource, the other in progress', async () => {
        const completing = aSignal();
        let completes = 0;
        const { clock, request } = await given(operation, {
          complete: (real) => (id, token, answer) => (completes++ === 0 ? (completing.open(), never()) : real(id, token, answer)),
        });
        const key = aKey();
        void request.send(key);
        await completing.opened;
        const [written] = await request.written();
        clock.advance(LEASE_MS);
        const outcomes = await Promise.allSettled([request.send(key), request.send(key)]);
        const answered = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
        expect(answered).toEqual([{ ...(await request.firstAnswerOf(written!)), replayed: true }]);
        expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as { code?: string }).code)).toEqual([
          'idempotency_key_in_progress',
        ]);
        expect(await request.written()).toEqual([written]);
      });

      it('lets one of two retries racing on a claim abandoned before the write write the resource: one resource', async () => {
        const writing = aSignal();
        let writes = 0;
        const { clock, request } = await given(operation, {
          around: (write) => (writes++ === 0 ? (writing.open(), never()) : write()),
        });
        const key = aKey();
        void request.send(key);
        await writing.opened;
        clock.advance(LEASE_MS);
        const outcomes = await Promise.allSettled([request.send(key), request.send(key)]);
        const answered = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
        expect(answered).toHaveLength(1);
        expect(answered[0]!.replayed).toBe(false);
        expect(await request.written()).toEqual([answered[0]!.id]);
      });

      it('keeps one resource when an attempt outlives its lease and writes after the retry that took over did', async () => {
        const writing = aSignal();
        const slowMayWrite = aSignal();
        let writes = 0;
        const { clock, request } = await given(operation, {
          around: async (write) => {
            if (writes++ === 0) {
              writing.open();
              await slowMayWrite.opened;
            }
            return write();
          },
        });
        const key = aKey();
        const slow = request.send(key);
        await writing.opened;
        clock.advance(LEASE_MS);
        const next = await request.send(key);
        expect(next.replayed).toBe(false);
        slowMayWrite.open();
        // Its write is refused by the tag the retry wrote with: it answers the retry's resource.
        expect(await slow).toEqual({ ...next, replayed: true });
        expect(await request.written()).toEqual([next.id]);
        expect(await request.send(key)).toEqual({ ...next, replayed: true });
      });

      it('answers in progress while the first request runs, then replays it', async () => {
        const writing = aSignal();
        const mayWrite = aSignal();
        let writes = 0;
        const { request } = await given(operation, {
          around: async (write) => {
            if (writes++ === 0) {
              writing.open();
              await mayWrite.opened;
            }
            return write();
          },
        });
        const key = aKey();
        const first = request.send(key);
        await writing.opened;
        await expect(request.send(key)).rejects.toMatchObject({ code: 'idempotency_key_in_progress' });
        mayWrite.open();
        const created = await first;
        expect(await request.send(key)).toEqual({ ...created, replayed: true });
      });

      it('gives the retry at once the resource of an attempt whose write applied but whose reply was lost', async () => {
        let writes = 0;
        const { store, request } = await given(operation, {
          around: async (write) => {
            const result = await write();
            if (writes++ === 0) throw new StoreUnavailableError('database');
            return result;
          },
        });
        const key = aKey();
        await expect(request.send(key)).rejects.toBeInstanceOf(StoreUnavailableError);
        const retried = await request.send(key);
        expect(retried).toEqual({ ...(await request.firstAnswerOf(retried.id)), replayed: true });
        expect(await request.written()).toEqual([retried.id]);
        await expectInvariant(store);
      });

      it('writes the resource on the retry of an attempt whose write failed', async () => {
        let writes = 0;
        const { request } = await given(operation, {
          around: (write) => (writes++ === 0 ? Promise.reject(new StoreUnavailableError('database')) : write()),
        });
        const key = aKey();
        await expect(request.send(key)).rejects.toBeInstanceOf(StoreUnavailableError);
        const retried = await request.send(key);
        expect(retried.replayed).toBe(false);
        expect(await request.written()).toEqual([retried.id]);
      });

      it('keeps callers apart: the same key under two API keys are two requests', async () => {
        const { request } = await given(operation);
        const key = aKey();
        const first = await request.send(key);
        await request.moveOn(first.id);
        if (operation === PLACE_ORDER)
          await expect(request.send({ ...key, scope: 'api-key-2' })).rejects.toMatchObject({ code: 'pet_not_available' });
        else expect((await request.send({ ...key, scope: 'api-key-2' })).id).not.toBe(first.id);
      });
    });

    it('refuses a key used on another operation as another request (idempotency_key_reused), both ways', async () => {
      const { store } = await given(CREATE_PET);
      const pet = await store.pets.create(aNewPet());
      const first = aKey();
      await store.createPet.execute({ name: 'Rex', categoryId: 3 }, first);
      await expect(store.placeOrder.execute(MANAGER, { petId: pet.id }, first)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
      const second = aKey();
      await store.placeOrder.execute(MANAGER, { petId: pet.id }, second);
      await expect(store.createPet.execute({ name: 'Rex', categoryId: 3 }, second)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    });

    it('gives the claim of a refused order up: nothing is recorded, and a retry once the pet is available places the order', async () => {
      const { store } = await given(PLACE_ORDER);
      const held = await store.pets.create(aNewPet({ status: 'pending' }));
      const key = aKey();
      await expect(store.placeOrder.execute(MANAGER, { petId: held.id }, key)).rejects.toMatchObject({ code: 'pet_not_available' });
      await store.updatePet.execute(MANAGER, held.id, async () => ({ status: 'available' }));
      const placed = await store.placeOrder.execute(MANAGER, { petId: held.id }, key);
      expect(placed).toMatchObject({ order: { petId: held.id, status: 'placed' }, replayed: false });
      expect((await store.orders.list({ limit: 10 })).map((order) => order.id)).toEqual([placed.order.id]);
      await expectInvariant(store);
    });

    it('claims nothing for a name the domain rules refuse: the key then serves a valid request', async () => {
      const { store } = await given(CREATE_PET);
      const key = aKey();
      await expect(store.createPet.execute({ name: ' \t ', categoryId: 3 }, key)).rejects.toMatchObject({ code: 'invalid_request' });
      expect((await store.createPet.execute({ name: 'Rex', categoryId: 3 }, key)).replayed).toBe(false);
    });
  });
  if (harness.skip) console.warn(`SKIPPED idempotent writes (${adapter}): ${harness.skip}`);
}
