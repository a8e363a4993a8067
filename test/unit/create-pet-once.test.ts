import { describe, expect, it } from 'vitest';
import { InMemoryIdempotencyStore } from '../../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryOrderRepository } from '../../adapters/memory/in-memory-order.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import {
  CreatePet,
  IdempotencyConflictError,
  IdempotentWrites,
  NO_SERVICE_EVENTS,
  PlaceOrder,
  Reservations,
  StoreUnavailableError,
  type IdempotencyStore,
  type IdempotentWritesOptions,
  type PetRepository,
  type RecordedAnswer,
  type ServiceEvents,
} from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { aNewPet, anAccess, anEventLog } from '../support/mothers.js';
import { overriding } from '../support/overriding.js';

/** Given memory stores and a fake clock: a CreatePet that honours Idempotency-Key. */
function aCreatePet(
  pets: PetRepository = new InMemoryPetRepository(anEventLog()),
  {
    store = new InMemoryIdempotencyStore(),
    clock = new FakeClock(),
    options = {},
  }: { store?: IdempotencyStore; clock?: FakeClock; options?: IdempotentWritesOptions } = {},
) {
  return { pets, clock, createPet: new CreatePet(pets, new IdempotentWrites(store, clock, options)) };
}

/** The in-memory store, except that `complete` or `release` fail with the given error. */
function aStoreFailingTo(method: 'complete' | 'release', error: Error): IdempotencyStore {
  return overriding(new InMemoryIdempotencyStore(), { [method]: () => Promise.reject(error) });
}

/** Memory pets whose `create` waits, call by call, until the test lets it finish. */
class GatedPetRepository extends InMemoryPetRepository {
  private readonly waiting: Array<() => void> = [];
  private readonly arrivals: Array<() => void> = [];

  override async create(...args: Parameters<PetRepository['create']>) {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.arrivals.shift()?.();
    });
    return super.create(...args);
  }

  /** Resolves once `count` creates in all are waiting. */
  async waitingCount(count: number): Promise<void> {
    while (this.waiting.length < count) await new Promise<void>((resolve) => this.arrivals.push(resolve));
  }
  /** Lets the create that started `index`-th (0-based) finish. */
  let(index: number): void {
    this.waiting[index]!();
  }
}

const caller = (key: string, scope = 'api-key-1') => ({ scope, key });

describe('CreatePet with an Idempotency-Key, on the in-memory stores', () => {
  it('returns the first pet for a retry with the same body and creates no second pet', async () => {
    const { pets, createPet } = aCreatePet();
    const first = await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    // An explicit default status is the same request as an omitted one.
    const retry = await createPet.execute({ name: 'Rex', categoryId: 3, status: 'available' }, caller('k-1'));
    expect(first).toEqual({ pet: { id: 1, name: 'Rex', categoryId: 3, status: 'available' }, version: 1, replayed: false });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await pets.list({ limit: 10 })).toEqual([first.pet]);
  });

  it('refuses the same key with a different body as idempotency_key_reused', async () => {
    const { createPet } = aCreatePet();
    await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    const reuse = createPet.execute({ name: 'Tom', categoryId: 3 }, caller('k-1'));
    await expect(reuse).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(reuse).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('creates one pet for two concurrent duplicates: one created, the other in progress or a replay', async () => {
    const { pets, createPet } = aCreatePet();
    const body = { name: 'Rex', categoryId: 3 };
    const [a, b] = await Promise.allSettled([createPet.execute(body, caller('k-1')), createPet.execute(body, caller('k-1'))]);
    const outcomes = [a, b].map((r) =>
      r.status === 'fulfilled' ? (r.value.replayed ? 'replay' : 'created') : (r.reason as IdempotencyConflictError).code,
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'idempotency_key_in_progress' || o === 'replay')).toHaveLength(1);
    expect(await pets.list({ limit: 10 })).toHaveLength(1);
  });

  it('refuses a retry while the first request runs, then replays it', async () => {
    const gated = new GatedPetRepository(anEventLog());
    const { createPet } = aCreatePet(gated);
    const body = { name: 'Rex', categoryId: 3 };
    const first = createPet.execute(body, caller('k-1'));
    await gated.waitingCount(1);
    await expect(createPet.execute(body, caller('k-1'))).rejects.toMatchObject({ code: 'idempotency_key_in_progress' });
    gated.let(0);
    const created = await first;
    expect(await createPet.execute(body, caller('k-1'))).toEqual({ ...created, replayed: true });
  });

  it('gives a slow request whose lease was taken over the pet the new owner created: one pet, one answer', async () => {
    const gated = new GatedPetRepository(anEventLog());
    const { createPet, clock } = aCreatePet(gated, { options: { ttlMs: 3_600_000, leaseMs: 1_000 } });
    const body = { name: 'Rex', categoryId: 3 };
    const slow = createPet.execute(body, caller('k-1'));
    await gated.waitingCount(1);
    clock.advance(1_000);
    const next = createPet.execute(body, caller('k-1'));
    await gated.waitingCount(2);

    gated.let(1);
    const nextOutcome = await next;
    expect(nextOutcome.replayed).toBe(false);
    gated.let(0);
    // Its create is refused by the write tag the new owner created with: it answers that pet.
    expect(await slow).toEqual({ ...nextOutcome, replayed: true });
    expect(await gated.list({ limit: 10 })).toEqual([nextOutcome.pet]);
    expect(await createPet.execute(body, caller('k-1'))).toEqual({ ...nextOutcome, replayed: true });
  });

  it('finds the pet of an abandoned claim without writing again: no create, no id spent', async () => {
    const pets = new InMemoryPetRepository(anEventLog());
    let creates = 0;
    const counted = overriding(pets, { create: (...args) => (creates++, pets.create(...args)) });
    const store = overriding(new InMemoryIdempotencyStore(), { complete: () => Promise.reject(new StoreUnavailableError('database')) });
    const { createPet, clock } = aCreatePet(counted, { store, options: { leaseMs: 1_000 } });
    const first = await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    clock.advance(1_000);
    expect(await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'))).toEqual({ ...first, replayed: true });
    expect(creates).toBe(1);
    expect((await pets.create(aNewPet())).id).toBe(first.pet.id + 1);
  });

  it('lets a retry run at once when the first attempt failed before creating anything', async () => {
    const memory = new InMemoryPetRepository(anEventLog());
    let failNext = true;
    const flaky = overriding(memory, {
      create: (...args) => {
        if (!failNext) return memory.create(...args);
        failNext = false;
        return Promise.reject(new Error('store hiccup'));
      },
    });
    const { createPet } = aCreatePet(flaky);
    await expect(createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'))).rejects.toThrow('store hiccup');
    const retry = await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    expect(retry.replayed).toBe(false);
    expect(memory.size).toBe(1);
  });

  it('returns the created pet when its record cannot be completed, and reports which operation and caller', async () => {
    const failure = new StoreUnavailableError('database');
    const reports: Array<{ error: unknown; context: unknown }> = [];
    const { pets, createPet } = aCreatePet(new InMemoryPetRepository(anEventLog()), {
      store: aStoreFailingTo('complete', failure),
      options: { events: { ...NO_SERVICE_EVENTS, recordFailure: (error, context) => void reports.push({ error, context }) } },
    });
    const outcome = await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    expect(outcome.replayed).toBe(false);
    expect(await pets.list({ limit: 10 })).toEqual([outcome.pet]);
    expect(reports).toEqual([{ error: failure, context: { operation: 'createPet', id: caller('k-1') } }]);
  });

  it('returns the created pet when its record cannot be completed, with no reporter or a broken one', async () => {
    const failure = new Error('store down');
    const silent = aCreatePet(new InMemoryPetRepository(anEventLog()), { store: aStoreFailingTo('complete', failure) });
    expect((await silent.createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'))).replayed).toBe(false);
    const broken = aCreatePet(new InMemoryPetRepository(anEventLog()), {
      store: aStoreFailingTo('complete', failure),
      options: {
        events: {
          ...NO_SERVICE_EVENTS,
          recordFailure: () => {
            throw new Error('reporter broke');
          },
        },
      },
    });
    expect((await broken.createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'))).replayed).toBe(false);
  });

  it('fails with the create error, not the release error, when both fail', async () => {
    const pets = new InMemoryPetRepository(anEventLog());
    const failing = overriding(pets, { create: () => Promise.reject(new Error('store hiccup')) });
    const reports: unknown[] = [];
    const { createPet } = aCreatePet(failing, {
      store: aStoreFailingTo('release', new Error('release failed')),
      options: { events: { ...NO_SERVICE_EVENTS, recordFailure: (error) => void reports.push(error) } },
    });
    await expect(createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'))).rejects.toThrow('store hiccup');
    expect(reports).toEqual([]);
  });

  it('claims with its settings, the defaults (24 h, 60 s) where none are given', async () => {
    const claims: unknown[] = [];
    const memory = new InMemoryIdempotencyStore();
    const store = overriding(memory, {
      claim: (id, fingerprint, now, options) => {
        claims.push(options);
        return memory.claim(id, fingerprint, now, options);
      },
    });
    const pets = new InMemoryPetRepository(anEventLog());
    await new CreatePet(pets, new IdempotentWrites(store, new FakeClock(), { ttlMs: 5_000, leaseMs: 50 })).execute(
      { name: 'Rex', categoryId: 3 },
      caller('k-1'),
    );
    await new CreatePet(pets, new IdempotentWrites(store, new FakeClock())).execute({ name: 'Rex', categoryId: 3 }, caller('k-2'));
    expect(claims).toEqual([
      { ttlMs: 5_000, leaseMs: 50 },
      { ttlMs: 24 * 3_600_000, leaseMs: 60_000 },
    ]);
  });
});

describe("a replay reads only a record of its operation's shape", () => {
  /** A store whose completed records hold `answer` instead of what the operation recorded (a damaged or foreign record). */
  function aStoreRecording(answer: RecordedAnswer): IdempotencyStore {
    const store = new InMemoryIdempotencyStore();
    return overriding(store, { complete: (id, token) => store.complete(id, token, answer) });
  }

  it.each<[string, RecordedAnswer]>([
    ['an id that is text', { pet: { id: '1', name: 'Rex', categoryId: 3, status: 'available' }, version: 1 }],
    ['a status no pet has', { pet: { id: 1, name: 'Rex', categoryId: 3, status: 'lost' }, version: 1 }],
    ['no version', { pet: { id: 1, name: 'Rex', categoryId: 3, status: 'available' } }],
    ["another operation's answer", { order: { id: 1, petId: 1, owner: null, status: 'placed', placedAt: 0, updatedAt: 0 }, version: 2 }],
  ])('refuses to answer a createPet retry from a record holding %s', async (_case, answer) => {
    const { createPet } = aCreatePet(new InMemoryPetRepository(anEventLog()), { store: aStoreRecording(answer) });
    await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    await expect(createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'))).rejects.toThrow(/record of createPet/);
  });

  it('answers a placeOrder retry from a record made before orders had owners, as placed by no owner', async () => {
    const pets = new InMemoryPetRepository(anEventLog());
    const clock = new FakeClock();
    const { id: petId } = await pets.create(aNewPet());
    const store = aStoreRecording({ order: { id: 1, petId, status: 'placed', placedAt: 0, updatedAt: 0 }, version: 2 });
    const placeOrder = new PlaceOrder(new Reservations(pets, new InMemoryOrderRepository(anEventLog()), clock), new IdempotentWrites(store, clock));
    await placeOrder.execute(anAccess(), { petId }, caller('k-1'));
    const { order, replayed } = await placeOrder.execute(anAccess(), { petId }, caller('k-1'));
    expect({ replayed, order }).toEqual({ replayed: true, order: { id: 1, petId, owner: null, status: 'placed', placedAt: 0, updatedAt: 0 } });
  });
});

describe('idempotency outcomes, reported per operation', () => {
  it('tells replays, mismatches and requests in progress of createPet and placeOrder apart; pets created too', async () => {
    const seen: string[] = [];
    const events: ServiceEvents = {
      ...NO_SERVICE_EVENTS,
      idempotency: (operation, outcome) => seen.push(`${operation} ${outcome}`),
      petCreated: () => seen.push('pet created'),
      recordFailure: () => seen.push('record failure'),
    };
    const pets = new GatedPetRepository(anEventLog());
    const clock = new FakeClock();
    const writes = new IdempotentWrites(new InMemoryIdempotencyStore(), clock, { events });
    const createPet = new CreatePet(pets, writes, events);
    const placeOrder = new PlaceOrder(new Reservations(pets, new InMemoryOrderRepository(anEventLog()), clock), writes);

    const creating = createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    await pets.waitingCount(1);
    await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1')).catch(() => undefined);
    pets.let(0);
    const { pet } = await creating;
    await createPet.execute({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    await placeOrder.execute(anAccess(), { petId: pet.id }, caller('k-2'));
    await placeOrder.execute(anAccess(), { petId: pet.id }, caller('k-2'));
    await placeOrder.execute(anAccess(), { petId: pet.id }, caller('k-1')).catch(() => undefined);
    expect(seen).toEqual(['createPet in_progress', 'pet created', 'createPet replayed', 'placeOrder replayed', 'placeOrder mismatch']);
  });
});
