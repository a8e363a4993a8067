import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../core/index.js';
import { FakeMongo, mongoFailures } from '../support/fake-mongo.js';
import { aNewPet } from '../support/mothers.js';
import { aPetRepository } from './mongo-adapters.js';

const PETS = { collection: 'pets' } as const;
const COUNTERS = { collection: 'counters' } as const;

async function aRepositoryOnTheFake() {
  const mongo = new FakeMongo();
  return { mongo, pets: await aPetRepository(mongo.db()) };
}

/** Pets written behind the counter's back, as a restore or a manual insert does. */
async function insertDirectly(mongo: FakeMongo, ids: readonly number[]): Promise<void> {
  for (const id of ids) await mongo.collection('pets').insertOne({ _id: id, name: `restored ${id}`, categoryId: 1, status: 'available' });
}

describe('MongoPetRepository when the counter is behind the data (fake)', () => {
  it('moves the counter past the highest id and creates the pet, instead of failing on the duplicate id', async () => {
    const { mongo, pets } = await aRepositoryOnTheFake();
    await insertDirectly(mongo, [1, 2, 3, 4, 5]);
    // Before: insertOne's 11000 went up as is, a 500.
    const created = await pets.create(aNewPet({ name: 'Rex' }));
    expect(created.id).toBe(6);
    expect(await pets.findById(6)).toEqual(created);
    expect((await pets.create(aNewPet())).id).toBe(7);
  });

  it('recovers after the counter document was reset, never reusing an id', async () => {
    const { mongo, pets } = await aRepositoryOnTheFake();
    for (let i = 0; i < 3; i++) await pets.create(aNewPet());
    await mongo.collection('counters').deleteOne({ _id: 'pets' });
    expect((await pets.create(aNewPet())).id).toBe(4);
  });

  it('gives distinct ids to 20 concurrent creates after a restore, on two instances', async () => {
    const mongo = new FakeMongo();
    const [one, two] = [await aPetRepository(mongo.db()), await aPetRepository(mongo.db())];
    await insertDirectly(mongo, [1, 2, 3, 10, 40]);
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).create(aNewPet({ name: `p${i}` }))));
    const ids = created.map((pet) => pet.id);
    expect(new Set(ids).size).toBe(20);
    expect(Math.min(...ids)).toBeGreaterThan(3);
    expect(await one.list({ limit: 100 })).toHaveLength(25);
  });

  it('answers StoreUnavailableError after a bounded number of attempts when every insert collides', async () => {
    const { mongo, pets } = await aRepositoryOnTheFake();
    mongo.failAt('before', { ...PETS, operation: 'insertOne' }, () => mongoFailures.duplicateKey('fake.pets'), { times: Infinity });
    const failure = await pets.create(aNewPet()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(mongo.calls.filter((call) => call.collection === 'pets' && call.operation === 'insertOne')).toHaveLength(3);
  });

  it('survives two first-ever counter upserts racing (the loser answered 11000)', async () => {
    const { mongo, pets } = await aRepositoryOnTheFake();
    mongo.failAt('before', { ...COUNTERS, operation: 'findOneAndUpdate' }, () => mongoFailures.duplicateKey('fake.counters', { _id: 'pets' }));
    expect((await pets.create(aNewPet())).id).toBe(1);
  });

  it('leaves a gap, and no pet, when the counter answered but the insert failed', async () => {
    const { mongo, pets } = await aRepositoryOnTheFake();
    mongo.failAt('before', { ...PETS, operation: 'insertOne' }, mongoFailures.network);
    await expect(pets.create(aNewPet())).rejects.toBeInstanceOf(StoreUnavailableError);
    expect((await pets.create(aNewPet())).id).toBe(2);
    expect((await pets.list({ limit: 10 })).map((pet) => pet.id)).toEqual([2]);
  });
});

describe('MongoPetRepository paging while creating (fake): the documented limit', () => {
  it('lets a pet with a lower id become visible after a client paged past it', async () => {
    const { mongo, pets } = await aRepositoryOnTheFake();
    // Create A takes its id from the counter, then stalls before its insert lands.
    const stalled = mongo.pauseAt('before', { ...PETS, operation: 'insertOne' });
    const a = pets.create(aNewPet({ name: 'A' }));
    await stalled.reached;
    const b = await pets.create(aNewPet({ name: 'B' }));

    const firstPage = await pets.list({ limit: 20 });
    expect(firstPage).toEqual([b]);
    stalled.release();
    const created = await a;
    expect(created.id).toBeLessThan(b.id);

    // The client continues after the last id it saw: A is behind its cursor and never shows up.
    expect(await pets.list({ afterId: b.id, limit: 20 })).toEqual([]);
    // Listed from the start (or from a cursor taken before A's id), it is there.
    expect(await pets.list({ limit: 20 })).toEqual([created, b]);
  });
});
