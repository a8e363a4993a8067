import { Double, MongoServerError, ObjectId, type Collection, type Db, type IndexDescription } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { isDuplicateKey } from '../../adapters/mongodb/mongo-errors.js';
import { FakeMongo } from '../support/fake-mongo.js';
import { provideTestMongo } from '../support/mongo-server.js';

/**
 * The MongoDB semantics the adapters rely on, written once and run against the fake in every
 * `npm test` and against a real server when one is given (MONGODB_URI, MONGOMS_SYSTEM_BINARY):
 * what passes on the fake and fails on a server shows where the fake is wrong.
 */
function describeCollectionSemantics(where: string, provide: () => Promise<Db>, skip?: string): void {
  let collections = 0;
  const aCollection = async () => (await provide()).collection(`semantics_${++collections}`);

  describe.skipIf(Boolean(skip))(`MongoDB semantics the adapters rely on: ${where}`, () => {
    it('refuses a second document with the same _id with a MongoServerError 11000 naming the key', async () => {
      const things = await aCollection();
      await things.insertOne({ _id: 1, name: 'a' } as never);
      const error = await things.insertOne({ _id: 1, name: 'b' } as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MongoServerError);
      expect(isDuplicateKey(error)).toBe(true);
      expect(error).toMatchObject({ code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 1 } });
      expect(await things.find({}).toArray()).toEqual([{ _id: 1, name: 'a' }]);
    });

    it('enforces a unique index, missing fields counting as null, also on updates', async () => {
      const things = await aCollection();
      await things.createIndexes([{ key: { digest: 1 }, name: 'digest_1', unique: true }]);
      await things.insertOne({ _id: 'a', digest: 'x' } as never);
      const duplicate = await things.insertOne({ _id: 'b', digest: 'x' } as never).catch((e: unknown) => e);
      expect(duplicate).toMatchObject({ code: 11000, keyPattern: { digest: 1 } });
      await things.insertOne({ _id: 'c' } as never);
      await expect(things.insertOne({ _id: 'd' } as never)).rejects.toMatchObject({ code: 11000 });
      await expect(things.updateOne({ _id: 'c' } as never, { $set: { digest: 'x' } })).rejects.toMatchObject({ code: 11000 });
      expect((await things.find({}, { sort: { _id: 1 } }).toArray()).map((d) => d._id)).toEqual(['a', 'c']);
    });

    it('lets any number of documents lack the fields of a sparse unique index, and refuses duplicates among the others', async () => {
      const things = await aCollection();
      await things.insertOne({ _id: 'before' } as never);
      await things.createIndexes([{ key: { tag: 1 }, name: 'tag_1', unique: true, sparse: true }]);
      await things.insertOne({ _id: 'a' } as never);
      await things.insertOne({ _id: 'b', tag: 't1' } as never);
      const duplicate = await things.insertOne({ _id: 'c', tag: 't1' } as never).catch((e: unknown) => e);
      expect(isDuplicateKey(duplicate)).toBe(true);
      expect((duplicate as Error).message).toContain('index: tag_1 dup key');
      // A null is in the index (only a missing field is skipped): two nulls collide.
      await things.insertOne({ _id: 'n1', tag: null } as never);
      await expect(things.insertOne({ _id: 'n2', tag: null } as never)).rejects.toMatchObject({ code: 11000 });
      // Unsetting the field takes the document out of the index: the value is free again.
      await things.updateOne({ _id: 'b' } as never, { $unset: { tag: '' } });
      await things.insertOne({ _id: 'd', tag: 't1' } as never);
      expect((await things.indexes()).find((index) => index.name === 'tag_1')).toMatchObject({ unique: true, sparse: true });
    });

    it('holds in a partial unique index only the documents its filter matches: others may repeat the key, those matching may not', async () => {
      const places = await aCollection();
      await places.insertOne({ _id: 'old-1', owner: 'a' } as never);
      await places.insertOne({ _id: 'old-2', owner: 'a' } as never);
      const index = { key: { owner: 1, slot: 1 }, name: 'owner_1_slot_1', unique: true, partialFilterExpression: { slot: { $exists: true } } };
      await places.createIndexes([index]);
      await places.createIndexes([index]); // the same again: nothing happens
      await places.insertOne({ _id: 'old-3', owner: 'a' } as never);
      await places.insertOne({ _id: 'x', owner: 'a', slot: 0 } as never);
      await places.insertOne({ _id: 'y', owner: 'b', slot: 0 } as never);
      const duplicate = await places.insertOne({ _id: 'z', owner: 'a', slot: 0 } as never).catch((e: unknown) => e);
      expect(isDuplicateKey(duplicate)).toBe(true);
      expect((duplicate as Error).message).toContain('index: owner_1_slot_1 dup key');
      // Moving a document's owner keeps it in the index under its new key.
      await expect(places.updateOne({ _id: 'y' } as never, { $set: { owner: 'a' } })).rejects.toMatchObject({ code: 11000 });
      await places.updateOne({ _id: 'old-1' } as never, { $set: { slot: 1 } });
      await expect(places.updateOne({ _id: 'old-2' } as never, { $set: { slot: 1 } })).rejects.toMatchObject({ code: 11000 });
      expect((await places.indexes()).find((found) => found.name === 'owner_1_slot_1')).toMatchObject({
        unique: true,
        partialFilterExpression: { slot: { $exists: true } },
      });
      await expect(places.createIndexes([{ ...index, name: 'both', key: { slot: 1 }, sparse: true }])).rejects.toMatchObject({ code: 67 });
    });

    it('matches an array of scalars by element, names an element by its index, and adds or pulls one value atomically', async () => {
      // Typed loosely: the driver's PullOperator typing wants a schema.
      const things = (await aCollection()) as unknown as Collection<{ _id: string; members: string[]; left: string[]; fresh?: string[] }>;
      await things.insertOne({ _id: 'r', members: ['a', 'b'], left: [] });
      expect(await things.findOne({ members: 'a' } as never)).not.toBeNull();
      expect(await things.findOne({ members: 'z' } as never)).toBeNull();
      expect(await things.findOne({ members: { $ne: 'a' } } as never)).toBeNull();
      expect(await things.findOne({ left: { $ne: 'a' } } as never)).not.toBeNull();
      expect(await things.findOne({ 'members.1': { $exists: true } } as never)).not.toBeNull();
      expect(await things.findOne({ 'members.2': { $exists: true } } as never)).toBeNull();
      // One conditional update: pull 'a' only while another member remains.
      const guarded = { _id: 'r', members: 'a', 'members.1': { $exists: true } };
      expect(
        await things.findOneAndUpdate(guarded as never, { $pull: { members: 'a' }, $addToSet: { left: 'a' } }, { returnDocument: 'after' }),
      ).toEqual({
        _id: 'r',
        members: ['b'],
        left: ['a'],
      });
      expect(await things.findOneAndUpdate({ ...guarded, members: 'b' }, { $pull: { members: 'b' } })).toBeNull();
      await things.updateOne({ _id: 'r' }, { $addToSet: { members: 'b', left: 'a' } });
      await things.updateOne({ _id: 'r' }, { $pull: { missing: 'x' } });
      expect(await things.findOne({ _id: 'r' } as never)).toEqual({ _id: 'r', members: ['b'], left: ['a'] });
      await things.updateOne({ _id: 'r' }, { $addToSet: { fresh: 'x' } });
      expect((await things.findOne({ _id: 'r' } as never))?.fresh).toEqual(['x']);
    });

    it('matches $in against any of its values, and $min keeps the lesser value', async () => {
      const things = await aCollection();
      await things.insertOne({ _id: 1, status: 'placed', at: new Date(2_000) } as never);
      await things.insertOne({ _id: 2, status: 'delivered' } as never);
      expect((await things.find({ status: { $in: ['placed', 'approved'] } } as never).toArray()).map((d) => d._id)).toEqual([1]);
      await things.updateOne({ _id: 1 } as never, { $min: { at: new Date(3_000) } });
      expect((await things.findOne({ _id: 1 } as never))?.at).toEqual(new Date(2_000));
      await things.updateOne({ _id: 1 } as never, { $min: { at: new Date(1_000) } });
      await things.updateOne({ _id: 2 } as never, { $min: { at: new Date(5_000) } });
      expect((await things.find({}, { sort: { _id: 1 } }).toArray()).map((d) => d.at)).toEqual([new Date(1_000), new Date(5_000)]);
    });

    it('matches $nin when the value is none of its values or the field is missing, an array when no element is one', async () => {
      const things = await aCollection();
      await things.insertOne({ _id: 1, owner: 'a' } as never);
      await things.insertOne({ _id: 2, owner: 'b' } as never);
      await things.insertOne({ _id: 3 } as never);
      await things.insertOne({ _id: 4, owner: null } as never);
      await things.insertOne({ _id: 5, owner: ['a', 'c'] } as never);
      await things.insertOne({ _id: 6, owner: ['c', 'd'] } as never);
      const ids = async (filter: object) => (await things.find(filter as never, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
      expect(await ids({ owner: { $nin: ['a', 'b'] } })).toEqual([3, 4, 6]);
      expect(await ids({ owner: { $nin: [] } })).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await ids({ owner: { $nin: [null] } })).toEqual([1, 2, 5, 6]);
      expect(await ids({ _id: { $nin: [2, 3] }, owner: { $exists: true } })).toEqual([1, 4, 5, 6]);
    });

    it('drops an index by name, and answers IndexNotFound (27) for one that is not there', async () => {
      const things = await aCollection();
      await things.createIndexes([{ key: { slot: 1 }, name: 'slot_1', unique: true }]);
      await things.insertOne({ _id: 1 } as never);
      await things.dropIndex('slot_1');
      // Without the index, documents lacking the field no longer collide.
      await things.insertOne({ _id: 2 } as never);
      expect((await things.indexes()).map((index) => index.name)).toEqual(['_id_']);
      await expect(things.dropIndex('slot_1')).rejects.toMatchObject({ code: 27 });
    });

    it('creates indexes idempotently, and refuses the same name with another key', async () => {
      const things = await aCollection();
      const specs: IndexDescription[] = [
        { key: { scope: 1, key: 1 }, name: 'scope_1_key_1', unique: true },
        { key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
      ];
      expect(await things.createIndexes(specs)).toEqual(['scope_1_key_1', 'expiresAt_ttl']);
      expect(await things.createIndexes(specs)).toEqual(['scope_1_key_1', 'expiresAt_ttl']);
      const conflict = await things.createIndexes([{ key: { other: 1 }, name: 'scope_1_key_1' }]).catch((e: unknown) => e);
      expect(conflict).toBeInstanceOf(MongoServerError);
      expect([85, 86]).toContain((conflict as MongoServerError).code);
      const indexes = await things.indexes();
      expect(indexes.find((index) => index.name === 'scope_1_key_1')).toMatchObject({ unique: true });
      expect(indexes.find((index) => index.name === 'expiresAt_ttl')).toMatchObject({ expireAfterSeconds: 0 });
    });

    it('gives a document inserted without _id an ObjectId, written into the object passed in', async () => {
      const things = await aCollection();
      const document: { _id?: ObjectId; n: number } = { n: 1 };
      const { insertedId } = await things.insertOne(document);
      expect(document._id).toBeInstanceOf(ObjectId);
      expect(insertedId).toEqual(document._id);
      expect(await things.findOne({ _id: document._id } as never)).toEqual({ _id: document._id, n: 1 });
    });

    it('upserts a counter with $inc of a double and returns the document before or after', async () => {
      const counters = await aCollection();
      const bump = (returnDocument: 'before' | 'after') =>
        counters.findOneAndUpdate({ _id: 'pets' } as never, { $inc: { seq: new Double(1) } }, { upsert: true, returnDocument });
      expect(await bump('after')).toEqual({ _id: 'pets', seq: 1 });
      expect(await bump('after')).toEqual({ _id: 'pets', seq: 2 });
      expect(await bump('before')).toEqual({ _id: 'pets', seq: 2 });
      expect(await counters.findOneAndUpdate({ _id: 'none' } as never, { $inc: { seq: 1 } })).toBeNull();
      expect(await counters.findOne({ _id: 'none' } as never)).toBeNull();
    });

    it('moves a value forward only with $max, and creates it on upsert', async () => {
      const counters = await aCollection();
      const max = (seq: number) => counters.updateOne({ _id: 'pets' } as never, { $max: { seq: new Double(seq) } }, { upsert: true });
      expect(await max(5)).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: 'pets' });
      expect(await max(3)).toMatchObject({ matchedCount: 1, modifiedCount: 0, upsertedCount: 0 });
      expect(await max(9)).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
      expect(await counters.findOne({ _id: 'pets' } as never)).toEqual({ _id: 'pets', seq: 9 });
    });

    it('deletes or updates one document only when the whole filter matches', async () => {
      const records = await aCollection();
      await records.insertOne({ _id: 'r', token: 't1', pet: null } as never);
      expect(await records.deleteOne({ _id: 'r', token: 't2' } as never)).toMatchObject({ deletedCount: 0 });
      expect(await records.updateOne({ _id: 'r', token: 't1', pet: null } as never, { $set: { pet: { id: 1 } } })).toMatchObject({
        matchedCount: 1,
        modifiedCount: 1,
      });
      expect(await records.deleteOne({ _id: 'r', token: 't1', pet: null } as never)).toMatchObject({ deletedCount: 0 });
      expect(await records.deleteOne({ _id: 'r', token: 't1' } as never)).toMatchObject({ deletedCount: 1 });
    });

    it('deletes every document matching the filter with deleteMany, and counts them', async () => {
      const deliveries = await aCollection();
      for (const [id, endpointId] of [
        [1, 'we_1'],
        [2, 'we_2'],
        [3, 'we_1'],
      ] as const) {
        await deliveries.insertOne({ _id: id, endpointId } as never);
      }
      expect(await deliveries.deleteMany({ endpointId: 'we_1' })).toMatchObject({ deletedCount: 2 });
      expect(await deliveries.deleteMany({ endpointId: 'we_1' })).toMatchObject({ deletedCount: 0 });
      expect(await deliveries.find({}).toArray()).toEqual([{ _id: 2, endpointId: 'we_2' }]);
    });

    it('updates every document matching the filter with updateMany, a dotted path in $set reaching into sub-documents', async () => {
      const events = await aCollection();
      await events.insertOne({ _id: 1, owner: 'k1', data: { owner: 'k1', status: 'placed' } } as never);
      await events.insertOne({ _id: 2, owner: 'k2', data: { owner: 'k2' } } as never);
      await events.insertOne({ _id: 3, owner: 'k1' } as never);
      expect(await events.updateMany({ owner: 'k1' }, { $set: { owner: 'k3', 'data.owner': 'k3' } })).toMatchObject({
        matchedCount: 2,
        modifiedCount: 2,
      });
      expect(await events.updateMany({ owner: 'k1' }, { $set: { owner: 'k3' } })).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
      expect(await events.updateMany({ 'data.owner': 'k2' }, { $set: { 'data.owner': 'k2' } })).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
      expect(await events.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
        { _id: 1, owner: 'k3', data: { owner: 'k3', status: 'placed' } },
        { _id: 2, owner: 'k2', data: { owner: 'k2' } },
        { _id: 3, owner: 'k3', data: { owner: 'k3' } },
      ]);
    });

    it('matches null and missing fields with { f: null }, and only missing ones with $exists: false', async () => {
      const things = await aCollection();
      await things.insertOne({ _id: 1, f: null } as never);
      await things.insertOne({ _id: 2 } as never);
      await things.insertOne({ _id: 3, f: 0 } as never);
      const ids = async (filter: object) => (await things.find(filter, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
      expect(await ids({ f: null })).toEqual([1, 2]);
      expect(await ids({ f: { $exists: false } })).toEqual([2]);
      expect(await ids({ f: { $ne: null } })).toEqual([3]);
    });

    it('sorts, bounds and ranges by _id, comparing only values of the same type', async () => {
      const things = await aCollection();
      await things.createIndexes([{ key: { status: 1, _id: 1 }, name: 'status_1__id_1' }]);
      for (const [id, status] of [
        [3, 'sold'],
        [1, 'sold'],
        ['x', 'sold'],
        [2, 'available'],
        [5, 'sold'],
      ] as const) {
        await things.insertOne({ _id: id, status } as never);
      }
      const page = await things.find({ status: 'sold', _id: { $gt: 1 } } as never, { sort: { _id: 1 }, limit: 2, hint: 'status_1__id_1' }).toArray();
      expect(page.map((d) => d._id)).toEqual([3, 5]);
      const last = await things.find({ _id: { $lte: 100 } } as never, { sort: { _id: -1 }, limit: 1, hint: { _id: 1 } }).toArray();
      expect(last.map((d) => d._id)).toEqual([5]);
      await expect(things.find({}, { hint: 'no_such_index' }).toArray()).rejects.toMatchObject({ code: 2 });
      // $in with a range on the same field: only listed ids past the bound (a string is not past a number).
      const listed = await things.find({ _id: { $in: [5, 1, 4, 'x'], $gt: 1 } } as never, { sort: { _id: 1 }, hint: { _id: 1 } }).toArray();
      expect(listed.map((d) => d._id)).toEqual([5]);
      const sold = await things.find({ status: 'sold', _id: { $in: [1, 2, 3] } } as never, { sort: { _id: 1 }, limit: 1 }).toArray();
      expect(sold.map((d) => d._id)).toEqual([1]);
    });

    it('keeps dates, sub-documents and large doubles exactly', async () => {
      const things = await aCollection();
      const at = new Date(Date.UTC(2026, 10, 21, 12, 0, 0, 123));
      await things.insertOne({ _id: 'k', createdAt: at, limits: { perMinute: 5000, perDay: 2_000_000 }, n: 2 ** 53 - 1 } as never);
      const found = await things.findOne({ _id: 'k' } as never);
      expect(found).toEqual({ _id: 'k', createdAt: at, limits: { perMinute: 5000, perDay: 2_000_000 }, n: 2 ** 53 - 1 });
      expect(found!.createdAt).toBeInstanceOf(Date);
      expect(await things.findOne({ createdAt: { $lt: new Date(at.getTime() + 1) } } as never)).toMatchObject({ _id: 'k' });
    });

    it('answers ping', async () => {
      expect(await (await provide()).command({ ping: 1 })).toMatchObject({ ok: 1 });
    });
  });
  if (skip) console.warn(`SKIPPED MongoDB semantics (${where}): ${skip}`);
}

const fake = new FakeMongo();
describeCollectionSemantics('the fake', async () => fake.db());

const setup = await provideTestMongo('fake_semantics');
afterAll(async () => setup.mongo?.close());
describeCollectionSemantics('a real server', async () => setup.mongo!.db, setup.skip);

describe('FakeMongo hooks', () => {
  it('pauses an operation before it applies, and fails one after it applied (the reply lost)', async () => {
    const mongo = new FakeMongo();
    const things = mongo.db().collection('things');
    const pause = mongo.pauseAt('before', { collection: 'things', operation: 'insertOne' });
    const insert = things.insertOne({ _id: 1 } as never);
    await pause.reached;
    expect(await things.findOne({ _id: 1 } as never)).toBeNull();
    pause.release();
    await insert;
    mongo.failAt('after', { operation: 'deleteOne' }, () => new Error('reply lost'));
    await expect(things.deleteOne({ _id: 1 } as never)).rejects.toThrow('reply lost');
    expect(await things.findOne({ _id: 1 } as never)).toBeNull();
  });

  it("sweeps a TTL index as the server's monitor does when told: a date (an array's earliest) past expireAfterSeconds, never a missing field or another type", async () => {
    const mongo = new FakeMongo();
    const things = mongo.db().collection('things');
    await things.createIndexes([{ key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 }]);
    await mongo
      .db()
      .collection('kept')
      .createIndexes([{ key: { at: 1 }, name: 'at_ttl', expireAfterSeconds: 60 }]);
    await things.insertOne({ _id: 1, expiresAt: new Date(1_000) } as never);
    await things.insertOne({ _id: 2, expiresAt: new Date(5_000) } as never);
    await things.insertOne({ _id: 3, expiresAt: [new Date(9_000), new Date(2_000)] } as never);
    await things.insertOne({ _id: 4, expiresAt: 1_000 } as never);
    await things.insertOne({ _id: 5 } as never);
    await mongo
      .db()
      .collection('kept')
      .insertOne({ _id: 1, at: new Date(1_000) } as never);
    const calls = mongo.calls.length;
    expect(mongo.reapExpired(new Date(3_000))).toBe(2);
    expect(mongo.calls).toHaveLength(calls);
    expect((await things.find({}, { sort: { _id: 1 } }).toArray()).map((d) => d._id)).toEqual([2, 4, 5]);
    expect(mongo.reapExpired(new Date(60_999))).toBe(1);
    expect(mongo.collection('kept').stored).toHaveLength(1);
    expect(mongo.reapExpired(new Date(61_000))).toBe(1);
    expect(mongo.collection('kept').stored).toEqual([]);
  });

  it('refuses what it does not model instead of guessing', async () => {
    const things = new FakeMongo().db().collection('things');
    await things.insertOne({ _id: 1, tags: 'a' } as never);
    await expect(things.find({ tags: { $elemMatch: { a: 1 } } } as never).toArray()).rejects.toThrow(/does not model/);
    await expect(things.find({}, { collation: { locale: 'fr' } }).toArray()).rejects.toThrow(/does not model/);
    await expect(things.updateOne({}, { $push: { tags: 1 } } as never)).rejects.toThrow(/does not model/);
  });
});
