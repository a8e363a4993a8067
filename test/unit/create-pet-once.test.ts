import { describe, expect, it } from 'vitest';
import { InMemoryIdempotencyStore } from '../../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import {
  CreatePet,
  IdempotencyConflictError,
  NO_SERVICE_EVENTS,
  StoreUnavailableError,
  ValidationError,
  type Clock,
  type CreatePetOptions,
  type IdempotencyStore,
  type NewPet,
  type Pet,
  type PetRepository,
} from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';

/** Given memory stores and a fixed clock: a CreatePet that honours Idempotency-Key. */
function aCreatePet(
  pets: PetRepository = new InMemoryPetRepository(),
  {
    store = new InMemoryIdempotencyStore(),
    clock = { now: () => Date.UTC(2026, 0, 1) },
    options,
  }: {
    store?: IdempotencyStore;
    clock?: Clock;
    options?: CreatePetOptions;
  } = {},
) {
  return { pets, createPet: new CreatePet(pets, store, clock, options) };
}

/** The in-memory store, except that `complete` or `release` fail with the given error. */
function aStoreFailingTo(method: 'complete' | 'release', error: Error): IdempotencyStore {
  const memory = new InMemoryIdempotencyStore();
  return {
    claim: (id, fingerprint, now, options) => memory.claim(id, fingerprint, now, options),
    complete: (id, token, pet) => (method === 'complete' ? Promise.reject(error) : memory.complete(id, token, pet)),
    release: (id, token) => (method === 'release' ? Promise.reject(error) : memory.release(id, token)),
  };
}

/** Memory pets whose `create` waits, call by call, until the test lets it finish. */
class GatedPetRepository implements PetRepository {
  readonly memory = new InMemoryPetRepository();
  private readonly waiting: Array<() => void> = [];
  private readonly arrivals: Array<() => void> = [];

  async create(pet: NewPet): Promise<Pet> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.arrivals.shift()?.();
    });
    return this.memory.create(pet);
  }
  findById: PetRepository['findById'] = (id) => this.memory.findById(id);
  list: PetRepository['list'] = (query) => this.memory.list(query);
  ping: PetRepository['ping'] = () => this.memory.ping();
  findRecord: PetRepository['findRecord'] = (id) => this.memory.findRecord(id);
  replace: PetRepository['replace'] = (id, version, change) => this.memory.replace(id, version, change);
  remove: PetRepository['remove'] = (id, version) => this.memory.remove(id, version);
  inventory: PetRepository['inventory'] = () => this.memory.inventory();

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

describe('CreatePet.executeOnce with the in-memory stores', () => {
  it('returns the first pet for a retry with the same body and creates no second pet', async () => {
    const { pets, createPet } = aCreatePet();
    const first = await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    // An explicit default status is the same request as an omitted one.
    const retry = await createPet.executeOnce({ name: 'Rex', categoryId: 3, status: 'available' }, caller('k-1'));
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ pet: first.pet, replayed: true });
    expect(await pets.list({ limit: 10 })).toEqual([first.pet]);
  });

  it('refuses the same key with a different body as idempotency_key_reused', async () => {
    const { createPet } = aCreatePet();
    await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    const reuse = createPet.executeOnce({ name: 'Tom', categoryId: 3 }, caller('k-1'));
    await expect(reuse).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(reuse).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('creates one pet for two concurrent duplicates: one 201, the other in progress or a replay', async () => {
    const { pets, createPet } = aCreatePet();
    const body = { name: 'Rex', categoryId: 3 };
    const [a, b] = await Promise.allSettled([createPet.executeOnce(body, caller('k-1')), createPet.executeOnce(body, caller('k-1'))]);
    const outcomes = [a, b].map((r) =>
      r.status === 'fulfilled' ? (r.value.replayed ? 'replay' : 'created') : (r.reason as IdempotencyConflictError).code,
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'idempotency_key_in_progress' || o === 'replay')).toHaveLength(1);
    expect(await pets.list({ limit: 10 })).toHaveLength(1);
  });

  it('keeps callers apart: the same Idempotency-Key under two API keys creates two pets', async () => {
    const { pets, createPet } = aCreatePet();
    await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1', 'api-key-1'));
    await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1', 'api-key-2'));
    expect(await pets.list({ limit: 10 })).toHaveLength(2);
  });

  it('lets a retry run when the first attempt failed before creating anything', async () => {
    const memory = new InMemoryPetRepository();
    let failNext = true;
    const flaky: PetRepository = {
      create: async (pet: NewPet): Promise<Pet> => {
        if (failNext) {
          failNext = false;
          throw new Error('store hiccup');
        }
        return memory.create(pet);
      },
      findById: (id) => memory.findById(id),
      list: (query) => memory.list(query),
      ping: () => memory.ping(),
      findRecord: (id) => memory.findRecord(id),
      replace: (id, version, change) => memory.replace(id, version, change),
      remove: (id, version) => memory.remove(id, version),
      inventory: () => memory.inventory(),
    };
    const { createPet } = aCreatePet(flaky);
    await expect(createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'))).rejects.toThrow('store hiccup');
    const retry = await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    expect(retry.replayed).toBe(false);
    expect(memory.size).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['non-ASCII', 'clé'],
    ['a control character', 'key\n'],
  ])('refuses an Idempotency-Key that is %s, naming the header', async (_, key) => {
    const { createPet } = aCreatePet();
    const attempt = createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller(key));
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ details: [{ field: 'Idempotency-Key' }] });
  });

  it('accepts a key of exactly 255 printable ASCII characters', async () => {
    const { createPet } = aCreatePet();
    const outcome = await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('~'.repeat(255)));
    expect(outcome.replayed).toBe(false);
  });

  it('refuses a retry while the first request runs, then replays it', async () => {
    const gated = new GatedPetRepository();
    const { createPet } = aCreatePet(gated);
    const body = { name: 'Rex', categoryId: 3 };
    const first = createPet.executeOnce(body, caller('k-1'));
    await gated.waitingCount(1);
    await expect(createPet.executeOnce(body, caller('k-1'))).rejects.toMatchObject({ code: 'idempotency_key_in_progress' });
    gated.let(0);
    const created = await first;
    expect(await createPet.executeOnce(body, caller('k-1'))).toEqual({ pet: created.pet, replayed: true });
  });

  it("never lets a slow request whose lease was taken over record its pet over the new owner's", async () => {
    const gated = new GatedPetRepository();
    const clock = new FakeClock();
    const options = { ttlMs: 3_600_000, leaseMs: 1_000 };
    const { createPet } = aCreatePet(gated, { clock, options });
    const body = { name: 'Rex', categoryId: 3 };
    const slow = createPet.executeOnce(body, caller('k-1'));
    await gated.waitingCount(1);
    clock.advance(options.leaseMs);
    const next = createPet.executeOnce(body, caller('k-1'));
    await gated.waitingCount(2);

    gated.let(0);
    const slowOutcome = await slow;
    // Its client still gets its pet, but the record stays the running one of the new owner.
    expect(slowOutcome.replayed).toBe(false);
    await expect(createPet.executeOnce(body, caller('k-1'))).rejects.toMatchObject({ code: 'idempotency_key_in_progress' });

    gated.let(1);
    const nextOutcome = await next;
    expect(nextOutcome.pet.id).not.toBe(slowOutcome.pet.id);
    expect(await createPet.executeOnce(body, caller('k-1'))).toEqual({ pet: nextOutcome.pet, replayed: true });
  });

  it('returns the created pet when its record cannot be completed, and reports why', async () => {
    const failure = new StoreUnavailableError('idempotency store');
    const reports: Array<{ error: unknown; context: unknown }> = [];
    const { pets, createPet } = aCreatePet(new InMemoryPetRepository(), {
      store: aStoreFailingTo('complete', failure),
      options: { events: { ...NO_SERVICE_EVENTS, recordFailure: (error, context) => void reports.push({ error, context }) } },
    });
    const outcome = await createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    expect(outcome.replayed).toBe(false);
    expect(await pets.list({ limit: 10 })).toEqual([outcome.pet]);
    expect(reports).toEqual([{ error: failure, context: { id: caller('k-1'), pet: outcome.pet } }]);
  });

  it('returns the created pet when its record cannot be completed, with no reporter or a broken one', async () => {
    const failure = new Error('store down');
    const silent = aCreatePet(new InMemoryPetRepository(), { store: aStoreFailingTo('complete', failure) });
    expect((await silent.createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'))).replayed).toBe(false);
    const broken = aCreatePet(new InMemoryPetRepository(), {
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
    expect((await broken.createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'))).replayed).toBe(false);
  });

  it('fails with the create error, not the release error, when both fail', async () => {
    const failing = Object.assign(new InMemoryPetRepository(), { create: (): Promise<Pet> => Promise.reject(new Error('store hiccup')) });
    const reports: unknown[] = [];
    const { createPet } = aCreatePet(failing, {
      store: aStoreFailingTo('release', new Error('release failed')),
      options: { events: { ...NO_SERVICE_EVENTS, recordFailure: (error) => void reports.push(error) } },
    });
    await expect(createPet.executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'))).rejects.toThrow('store hiccup');
    expect(reports).toEqual([]);
  });

  it('still takes plain idempotency settings as its fourth argument', async () => {
    const claims: unknown[] = [];
    const memory = new InMemoryIdempotencyStore();
    const store: IdempotencyStore = {
      claim: (id, fingerprint, now, options) => {
        claims.push(options);
        return memory.claim(id, fingerprint, now, options);
      },
      complete: (id, token, pet) => memory.complete(id, token, pet),
      release: (id, token) => memory.release(id, token),
    };
    const pets = new InMemoryPetRepository();
    await new CreatePet(pets, store, new FakeClock(), { ttlMs: 5_000, leaseMs: 50 }).executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-1'));
    await new CreatePet(pets, store, new FakeClock()).executeOnce({ name: 'Rex', categoryId: 3 }, caller('k-2'));
    expect(claims).toEqual([
      { ttlMs: 5_000, leaseMs: 50 },
      { ttlMs: 24 * 3_600_000, leaseMs: 60_000 },
    ]);
  });
});
