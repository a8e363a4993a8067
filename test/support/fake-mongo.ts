import { Decimal128, Double, Int32, Long, MongoNetworkError, MongoNetworkTimeoutError, MongoServerError, ObjectId, type Db } from 'mongodb';

/**
 * An in-process stand-in for the part of the driver's `Db` and `Collection` that the MongoDB
 * adapters use, with MongoDB's semantics where the adapters depend on them, so that their contract
 * suites run in every `npm test` without a server.
 *
 * What it models (each rule cites the manual where it is implemented below): unique indexes
 * (`_id` always) refusing a write with error 11000 shaped like the driver's MongoServerError, sparse
 * ones skipping documents that lack every indexed field, partial ones (`partialFilterExpression`)
 * holding only the documents their filter matches; dropping an index by name;
 * single-document atomicity (an operation applies in one synchronous step, so nothing interleaves
 * inside it); upserts; the documents and results the driver returns; null/missing and type
 * bracketing in queries; `hint` naming an existing index; `_id` generation on insert; arrays of
 * scalars as field values (an equality or `$ne` on such a field matches by element, `f.<n>` names
 * an element, `$addToSet` and `$pull` of one scalar); `updateMany`, each document atomically but
 * not all together; dotted paths in `$set`; TTL indexes, swept when a test calls `reapExpired(now)`
 * (the server's monitor runs about once a minute, on its own clock).
 *
 * What it does not model, and what therefore stays in the real-server suites (test/mongodb):
 * index use and `explain`, TTL reaping on its own, BSON types other
 * than strings, booleans, doubles, dates, ObjectIds, null, plain sub-documents and arrays of those
 * (Int64, Decimal128 are refused loudly), arrays as query operands but for `$in`, replica sets, read and write concerns, transactions.
 * Anything it does not know (an operator, an option, a command) throws instead of being ignored, so
 * an adapter cannot pass here by relying on something the fake silently got wrong.
 *
 * Hooks (`pauseAt`, `failAt`) stop or fail any operation before it applies or after it applied
 * (the reply then lost: the ambiguous outcome of a real network error), so tests can force the
 * interleavings that decide races and inject failures at a chosen step.
 *
 * test/mongodb/fake-mongo.test.ts checks these semantics, and runs the same checks against a real
 * server when one is given (MONGODB_URI or MONGOMS_SYSTEM_BINARY), which keeps the fake honest.
 */

export type OperationName =
  | 'insertOne'
  | 'findOne'
  | 'find'
  | 'findOneAndUpdate'
  | 'updateOne'
  | 'updateMany'
  | 'deleteOne'
  | 'deleteMany'
  | 'createIndexes'
  | 'dropIndex'
  | 'indexes'
  | 'command';

/** One operation as the fake received it; `command`s have the collection `$cmd`. */
export interface OperationCall {
  readonly collection: string;
  readonly operation: OperationName;
  readonly args: readonly unknown[];
}

/** `before`: nothing applied yet; `after`: applied, reply not yet delivered. */
export type Step = 'before' | 'after';

export interface OperationMatcher {
  readonly collection?: string;
  readonly operation?: OperationName | readonly OperationName[];
  readonly where?: (call: OperationCall) => boolean;
}

/** A paused operation: `reached` resolves once it has stopped at its step; `release` lets it go on. */
export interface Pause {
  readonly reached: Promise<OperationCall>;
  release(): void;
}

type Document = Record<string, unknown>;

interface Hook {
  readonly step: Step;
  readonly matcher: OperationMatcher;
  /** Matching calls still to let pass before this hook acts. */
  skip: number;
  /** Times left to act; Infinity for always. */
  remaining: number;
  readonly act: (call: OperationCall) => Promise<void>;
}

interface IndexSpec {
  readonly name: string;
  readonly key: Readonly<Record<string, 1 | -1>>;
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly expireAfterSeconds?: number;
  readonly partialFilterExpression?: Document;
}

/** Failures a test can inject, shaped as the driver raises them. */
export const mongoFailures = {
  network: (): Error => new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed (injected by the fake)'),
  timeout: (): Error => new MongoNetworkTimeoutError('connection 3 to 127.0.0.1:27017 timed out (injected by the fake)'),
  duplicateKey: (collection = 'fake.coll', keyValue: Document = { _id: 1 }): Error => duplicateKeyError(collection, '_id_', keyValue),
  writeConcernTimeout: (): Error => new MongoServerError({ code: 64, codeName: 'WriteConcernTimeout', errmsg: 'waiting for replication timed out' }),
};

/** The fake server: databases of fake collections, the hooks, and a log of the operations received. */
export class FakeMongo {
  /** Every operation received, in order (hooks included or not). */
  readonly calls: OperationCall[] = [];
  private readonly hooks: Hook[] = [];
  private readonly collections = new Map<string, FakeCollection>();

  constructor(readonly databaseName = 'fake') {}

  /** The fake `Db` the adapters' constructors take. */
  db(): Db {
    return new FakeDb(this) as unknown as Db;
  }

  collection(name: string): FakeCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new FakeCollection(this, name);
      this.collections.set(name, collection);
    }
    return collection;
  }

  dropAll(): void {
    this.collections.clear();
  }

  /** The names of the collections used so far. */
  collectionNames(): string[] {
    return [...this.collections.keys()];
  }

  /** Another fake with a copy of every collection, documents and indexes (no hooks, no calls): the same stored state for another run. */
  copy(): FakeMongo {
    const copy = new FakeMongo(this.databaseName);
    for (const [name, collection] of this.collections) copy.collections.set(name, collection.copyFor(copy));
    return copy;
  }

  /** Stops the `nth` (1-based, default first) matching operation at `step` until released. */
  pauseAt(step: Step, matcher: OperationMatcher, options: { readonly nth?: number } = {}): Pause {
    const released = Promise.withResolvers<void>();
    const reached = Promise.withResolvers<OperationCall>();
    this.hooks.push({
      step,
      matcher,
      skip: (options.nth ?? 1) - 1,
      remaining: 1,
      act: async (call) => {
        reached.resolve(call);
        await released.promise;
      },
    });
    return { reached: reached.promise, release: released.resolve };
  }

  /** Fails the next `times` (default 1) matching operations at `step` with `makeError()`. */
  failAt(step: Step, matcher: OperationMatcher, makeError: () => Error, options: { readonly times?: number; readonly nth?: number } = {}): void {
    this.hooks.push({
      step,
      matcher,
      skip: (options.nth ?? 1) - 1,
      remaining: options.times ?? 1,
      act: async () => {
        throw makeError();
      },
    });
  }

  /** Every operation fails before applying, as while the server is unreachable, until `comeBack()`. */
  goDown(makeError: () => Error = mongoFailures.network): void {
    this.failAt('before', {}, makeError, { times: Infinity });
  }

  /** Removes every hook. */
  comeBack(): void {
    this.hooks.length = 0;
  }

  /**
   * One pass of the TTL monitor at `now` (https://www.mongodb.com/docs/manual/core/index-ttl/): in every
   * collection, each document whose TTL-indexed field holds a date (of an array of dates, the earliest)
   * at least `expireAfterSeconds` before `now` is deleted; a document without the field, or with no
   * date in it, never expires. Not an operation a client sends: no hook sees it, no call is logged.
   */
  reapExpired(now: Date): number {
    let reaped = 0;
    for (const collection of this.collections.values()) reaped += collection.reapExpired(now);
    return reaped;
  }

  /**
   * Runs one operation: hooks before, the change in one synchronous step, hooks after. A write to
   * one document is atomic (https://www.mongodb.com/docs/manual/core/write-operations-atomicity/):
   * no other operation sees it half done. A multi-document read is one step here too, which a real
   * server does not promise across batches; the adapters read at most one batch.
   */
  async run<T>(call: OperationCall, apply: () => T): Promise<T> {
    this.calls.push(call);
    // A real operation is never synchronous: let other requests run first, as the network would.
    await Promise.resolve();
    await this.runHooks('before', call);
    const result = apply();
    await this.runHooks('after', call);
    return result;
  }

  private async runHooks(step: Step, call: OperationCall): Promise<void> {
    for (const hook of [...this.hooks]) {
      if (hook.step !== step || hook.remaining <= 0 || !matches(hook.matcher, call)) continue;
      if (hook.skip > 0) {
        hook.skip--;
        continue;
      }
      hook.remaining--;
      if (hook.remaining <= 0) this.hooks.splice(this.hooks.indexOf(hook), 1);
      await hook.act(call);
    }
  }
}

function matches(matcher: OperationMatcher, call: OperationCall): boolean {
  if (matcher.collection !== undefined && matcher.collection !== call.collection) return false;
  if (matcher.operation !== undefined) {
    const names = typeof matcher.operation === 'string' ? [matcher.operation] : matcher.operation;
    if (!names.includes(call.operation)) return false;
  }
  return matcher.where ? matcher.where(call) : true;
}

class FakeDb {
  constructor(private readonly mongo: FakeMongo) {}

  get databaseName(): string {
    return this.mongo.databaseName;
  }

  collection(name: string): FakeCollection {
    return this.mongo.collection(name);
  }

  /** https://www.mongodb.com/docs/manual/reference/command/ping/ : `{ ok: 1 }`. */
  command(command: Document): Promise<Document> {
    return this.mongo.run({ collection: '$cmd', operation: 'command', args: [command] }, () => {
      if (Object.keys(command)[0] !== 'ping') throw new Error(`the fake models the ping command only, got ${JSON.stringify(command)}`);
      return { ok: 1 };
    });
  }

  async dropDatabase(): Promise<boolean> {
    this.mongo.dropAll();
    return true;
  }
}

/** What `find` returns: nothing runs until `toArray` (the driver's cursors are lazy too). */
class FakeFindCursor {
  constructor(private readonly execute: () => Promise<Document[]>) {}
  toArray(): Promise<Document[]> {
    return this.execute();
  }
}

const FIND_OPTIONS = new Set(['sort', 'limit', 'hint', 'projection']);
const FIND_ONE_AND_UPDATE_OPTIONS = new Set(['upsert', 'returnDocument', 'sort', 'projection']);

export class FakeCollection {
  /** Insertion order stands for natural order (which a real server does not promise either). */
  private documents: Document[] = [];
  private readonly indexSpecs: IndexSpec[] = [{ name: '_id_', key: { _id: 1 }, unique: true, sparse: false }];

  constructor(
    private readonly mongo: FakeMongo,
    readonly collectionName: string,
  ) {}

  /** The stored documents (copies), for assertions. */
  get stored(): Document[] {
    return this.documents.map(copyOut);
  }

  /** This collection, its documents and indexes, in `mongo`. */
  copyFor(mongo: FakeMongo): FakeCollection {
    const copy = new FakeCollection(mongo, this.collectionName);
    copy.documents = this.documents.map(copyOut);
    copy.indexSpecs.splice(0, copy.indexSpecs.length, ...this.indexSpecs);
    return copy;
  }

  /**
   * https://www.mongodb.com/docs/manual/reference/method/db.collection.insertOne/ : a document
   * without `_id` gets an ObjectId; the Node driver writes it into the caller's object (it mutates
   * the document passed in). The `_id` index and every unique index refuse a duplicate (11000).
   */
  insertOne(document: Document): Promise<{ acknowledged: true; insertedId: unknown }> {
    return this.run('insertOne', [document], () => {
      if (document._id === undefined) document._id = new ObjectId();
      const stored = copyIn(document);
      this.checkUnique(stored, undefined);
      this.documents.push(stored);
      return { acknowledged: true, insertedId: document._id };
    });
  }

  /** https://www.mongodb.com/docs/manual/reference/method/db.collection.findOne/ : the first match, or null. */
  findOne(filter: Document = {}, options: Document = {}): Promise<Document | null> {
    return this.run('findOne', [filter, options], () => {
      checkOptions('findOne', options, FIND_OPTIONS);
      const [found] = this.query(filter, { ...options, limit: 1 });
      return found ?? null;
    });
  }

  find(filter: Document = {}, options: Document = {}): FakeFindCursor {
    return new FakeFindCursor(() =>
      this.run('find', [filter, options], () => {
        checkOptions('find', options, FIND_OPTIONS);
        return this.query(filter, options);
      }),
    );
  }

  /**
   * https://www.mongodb.com/docs/manual/reference/method/db.collection.findOneAndUpdate/ : one
   * document updated atomically; the driver (v6+) resolves to the document before (default) or
   * after the update, or null when nothing matched and no upsert happened.
   */
  findOneAndUpdate(filter: Document, update: Document, options: Document = {}): Promise<Document | null> {
    return this.run('findOneAndUpdate', [filter, update, options], () => {
      checkOptions('findOneAndUpdate', options, FIND_ONE_AND_UPDATE_OPTIONS);
      const outcome = this.updateFirst(filter, update, options.upsert === true, options.sort as Document | undefined);
      const document = options.returnDocument === 'after' ? outcome.after : outcome.before;
      return document && project(document, options.projection as Document | undefined);
    });
  }

  /** https://www.mongodb.com/docs/manual/reference/method/db.collection.updateOne/ : the UpdateResult counts. */
  updateOne(
    filter: Document,
    update: Document,
    options: Document = {},
  ): Promise<{ acknowledged: true; matchedCount: number; modifiedCount: number; upsertedCount: number; upsertedId: unknown }> {
    return this.run('updateOne', [filter, update, options], () => {
      checkOptions('updateOne', options, new Set(['upsert']));
      const outcome = this.updateFirst(filter, update, options.upsert === true, undefined);
      return {
        acknowledged: true,
        matchedCount: outcome.before ? 1 : 0,
        modifiedCount: outcome.before && outcome.after && !deepEqual(outcome.before, outcome.after) ? 1 : 0,
        upsertedCount: outcome.upserted ? 1 : 0,
        upsertedId: outcome.upserted ? outcome.after!._id : null,
      };
    });
  }

  /**
   * https://www.mongodb.com/docs/manual/reference/method/db.collection.updateMany/ : every matching
   * document updated, each atomically but not all together (a failure, such as a unique index
   * refusing one, leaves those updated before it updated); the UpdateResult counts. No upsert here.
   */
  updateMany(
    filter: Document,
    update: Document,
    options: Document = {},
  ): Promise<{ acknowledged: true; matchedCount: number; modifiedCount: number; upsertedCount: 0; upsertedId: null }> {
    return this.run('updateMany', [filter, update, options], () => {
      checkOptions('updateMany', options, new Set());
      let [matchedCount, modifiedCount] = [0, 0];
      for (const current of this.documents.filter((document) => matchesFilter(document, filter))) {
        const next = applyUpdate(current, update, false);
        if (!valuesEqual(next._id, current._id))
          throw serverError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
        this.checkUnique(next, current);
        this.documents[this.documents.indexOf(current)] = next;
        matchedCount++;
        if (!deepEqual(current, next)) modifiedCount++;
      }
      return { acknowledged: true, matchedCount, modifiedCount, upsertedCount: 0, upsertedId: null };
    });
  }

  /** https://www.mongodb.com/docs/manual/reference/method/db.collection.deleteOne/ : the first match only, and how many went. */
  deleteOne(filter: Document = {}): Promise<{ acknowledged: true; deletedCount: number }> {
    return this.run('deleteOne', [filter], () => {
      const index = this.documents.findIndex((document) => matchesFilter(document, filter));
      if (index >= 0) this.documents.splice(index, 1);
      return { acknowledged: true, deletedCount: index >= 0 ? 1 : 0 };
    });
  }

  /** https://www.mongodb.com/docs/manual/reference/method/db.collection.deleteMany/ : every match, and how many went. */
  deleteMany(filter: Document = {}): Promise<{ acknowledged: true; deletedCount: number }> {
    return this.run('deleteMany', [filter], () => {
      const before = this.documents.length;
      this.documents = this.documents.filter((document) => !matchesFilter(document, filter));
      return { acknowledged: true, deletedCount: before - this.documents.length };
    });
  }

  /**
   * https://www.mongodb.com/docs/manual/reference/command/createIndexes/ : creating an index that
   * exists with the same key and options is a no-op; the same name with another key or options is
   * refused (85 IndexOptionsConflict, 86 IndexKeySpecsConflict); a unique index over duplicates
   * fails with 11000. TTL indexes (https://www.mongodb.com/docs/manual/core/index-ttl/) are
   * recorded but never reaped: the real reaper runs about once a minute, which no test should wait for.
   * A sparse index (https://www.mongodb.com/docs/manual/core/index-sparse/) holds only the documents
   * that have at least one of its fields (null counts as having it); sparse and unique, it refuses
   * duplicates among those and lets any number of documents lack the fields. A partial index
   * (https://www.mongodb.com/docs/manual/core/index-partial/) holds only the documents its
   * `partialFilterExpression` matches, and a unique one refuses duplicates among those only; it cannot
   * be sparse as well (67 CannotCreateIndex). The fake takes the filters of that page's oldest list:
   * equalities, `$exists: true`, `$gt`, `$gte`, `$lt`, `$lte`, on top-level fields.
   */
  createIndexes(specs: readonly Document[]): Promise<string[]> {
    return this.run('createIndexes', [specs], () =>
      specs.map((description) => {
        const unknown = Object.keys(description).filter(
          (option) => !['key', 'name', 'unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression'].includes(option),
        );
        if (unknown.length > 0) throw new Error(`the fake does not model index options ${unknown.join(', ')}`);
        const partial = description.partialFilterExpression as Document | undefined;
        if (partial !== undefined) {
          if (description.sparse === true) throw serverError(67, 'CannotCreateIndex', 'cannot mix "partialFilterExpression" and "sparse" options');
          checkPartialFilter(partial);
        }
        const key = description.key as Record<string, 1 | -1>;
        const spec: IndexSpec = {
          name:
            (description.name as string | undefined) ??
            Object.entries(key)
              .map(([field, order]) => `${field}_${order}`)
              .join('_'),
          key,
          unique: description.unique === true,
          sparse: description.sparse === true,
          ...(description.expireAfterSeconds !== undefined ? { expireAfterSeconds: description.expireAfterSeconds as number } : {}),
          ...(partial !== undefined ? { partialFilterExpression: copyIn(partial) } : {}),
        };
        const sameName = this.indexSpecs.find((existing) => existing.name === spec.name);
        if (sameName) {
          if (!deepEqual(sameName.key, spec.key))
            throw serverError(86, 'IndexKeySpecsConflict', `An existing index has the same name as the requested index: ${spec.name}`);
          if (
            sameName.unique !== spec.unique ||
            sameName.sparse !== spec.sparse ||
            sameName.expireAfterSeconds !== spec.expireAfterSeconds ||
            !deepEqual(sameName.partialFilterExpression ?? null, spec.partialFilterExpression ?? null)
          ) {
            throw serverError(
              85,
              'IndexOptionsConflict',
              `An existing index has the same name as the requested index but different options: ${spec.name}`,
            );
          }
          return spec.name;
        }
        if (this.indexSpecs.some((existing) => deepEqual(existing.key, spec.key))) {
          throw serverError(85, 'IndexOptionsConflict', `Index already exists with a different name: ${spec.name}`);
        }
        if (spec.unique) {
          const seen: unknown[][] = [];
          for (const document of this.documents) {
            if (!isIndexed(spec, document)) continue;
            const value = keyOf(spec, document);
            if (seen.some((other) => keysEqual(other, value))) throw duplicateKeyError(this.namespace, spec.name, keyValueOf(spec, document));
            seen.push(value);
          }
        }
        this.indexSpecs.push(spec);
        return spec.name;
      }),
    );
  }

  /** The TTL monitor's pass over this collection (FakeMongo.reapExpired): how many documents it deleted. */
  reapExpired(now: Date): number {
    const before = this.documents.length;
    for (const spec of this.indexSpecs) {
      if (spec.expireAfterSeconds === undefined) continue;
      const [field] = Object.keys(spec.key);
      const cutoff = now.getTime() - spec.expireAfterSeconds * 1000;
      this.documents = this.documents.filter((document) => {
        const value = getPath(document, field!);
        const dates = (Array.isArray(value) ? value : [value]).filter((element): element is Date => element instanceof Date);
        return dates.length === 0 || Math.min(...dates.map((date) => date.getTime())) > cutoff;
      });
    }
    return before - this.documents.length;
  }

  /** The indexes as `listIndexes` describes them. */
  indexes(): Promise<Document[]> {
    return this.run('indexes', [], () =>
      this.indexSpecs.map((spec) => ({
        v: 2,
        key: { ...spec.key },
        name: spec.name,
        ...(spec.unique && spec.name !== '_id_' ? { unique: true } : {}),
        ...(spec.sparse ? { sparse: true } : {}),
        ...(spec.expireAfterSeconds !== undefined ? { expireAfterSeconds: spec.expireAfterSeconds } : {}),
        ...(spec.partialFilterExpression !== undefined ? { partialFilterExpression: copyOut(spec.partialFilterExpression) } : {}),
      })),
    );
  }

  /**
   * https://www.mongodb.com/docs/manual/reference/method/db.collection.dropIndex/ : drops the index
   * of that name; none of that name is 27 IndexNotFound, and the `_id` index cannot be dropped (72).
   */
  dropIndex(name: string): Promise<Document> {
    return this.run('dropIndex', [name], () => {
      if (name === '_id_') throw serverError(72, 'InvalidOptions', 'cannot drop _id index');
      const index = this.indexSpecs.findIndex((spec) => spec.name === name);
      if (index < 0) throw serverError(27, 'IndexNotFound', `index not found with name [${name}]`);
      const nIndexesWas = this.indexSpecs.length;
      this.indexSpecs.splice(index, 1);
      return { nIndexesWas, ok: 1 };
    });
  }

  private get namespace(): string {
    return `${this.mongo.databaseName}.${this.collectionName}`;
  }

  private run<T>(operation: OperationName, args: readonly unknown[], apply: () => T): Promise<T> {
    return this.mongo.run({ collection: this.collectionName, operation, args }, apply);
  }

  private query(filter: Document, options: Document): Document[] {
    const hint = options.hint as string | Document | undefined;
    // https://www.mongodb.com/docs/manual/reference/method/cursor.hint/ : a hint naming no index is an error (2 BadValue).
    if (hint !== undefined && !this.indexSpecs.some((spec) => (typeof hint === 'string' ? spec.name === hint : deepEqual(spec.key, hint)))) {
      throw serverError(
        2,
        'BadValue',
        'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
      );
    }
    let found = this.documents.filter((document) => matchesFilter(document, filter));
    const sort = options.sort as Record<string, 1 | -1> | undefined;
    if (sort) found = [...found].sort((a, b) => compareForSort(a, b, sort));
    const limit = Math.abs((options.limit as number | undefined) ?? 0);
    if (limit > 0) found = found.slice(0, limit);
    return found.map((document) => project(copyOut(document), options.projection as Document | undefined));
  }

  /**
   * The first matching document (in `sort` order when given) updated in one step, or, with
   * `upsert`, a new document built from the filter's equality fields and the update
   * (https://www.mongodb.com/docs/manual/reference/method/db.collection.update/#upsert-behavior).
   * Two upserts racing on a unique key cannot both find nothing here (one step each); a server
   * may answer 11000 in that race (before 4.2, or when its retry conditions are not met:
   * #upsert-with-duplicate-values on the same page), which tests inject with `failAt`.
   */
  private updateFirst(
    filter: Document,
    update: Document,
    upsert: boolean,
    sort: Document | undefined,
  ): { before: Document | null; after: Document | null; upserted: boolean } {
    const candidates = this.documents.filter((document) => matchesFilter(document, filter));
    if (sort) candidates.sort((a, b) => compareForSort(a, b, sort as Record<string, 1 | -1>));
    const current = candidates[0];
    if (current) {
      const next = applyUpdate(current, update, false);
      if (!valuesEqual(next._id, current._id))
        throw serverError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
      this.checkUnique(next, current);
      this.documents[this.documents.indexOf(current)] = next;
      return { before: copyOut(current), after: copyOut(next), upserted: false };
    }
    if (!upsert) return { before: null, after: null, upserted: false };
    const inserted = applyUpdate(equalityFieldsOf(filter), update, true);
    if (inserted._id === undefined) inserted._id = new ObjectId();
    this.checkUnique(inserted, undefined);
    this.documents.push(inserted);
    return { before: null, after: copyOut(inserted), upserted: true };
  }

  /**
   * https://www.mongodb.com/docs/manual/core/index-unique/ : a unique index refuses a second
   * document with the same key; a missing field counts as null, so two documents missing it collide
   * (unless the index is sparse: then documents missing every field are not in it).
   */
  private checkUnique(candidate: Document, replacing: Document | undefined): void {
    for (const spec of this.indexSpecs) {
      if (!spec.unique || !isIndexed(spec, candidate)) continue;
      const value = keyOf(spec, candidate);
      const clash = this.documents.some((other) => other !== replacing && isIndexed(spec, other) && keysEqual(keyOf(spec, other), value));
      if (clash) throw duplicateKeyError(this.namespace, spec.name, keyValueOf(spec, candidate));
    }
  }
}

function checkOptions(operation: string, options: Document, allowed: ReadonlySet<string>): void {
  for (const [option, value] of Object.entries(options)) {
    if (value !== undefined && !allowed.has(option)) throw new Error(`the fake does not model the ${operation} option ${option}`);
  }
}

/** Whether the index holds the document: always, unless it is sparse and the document has none of its fields, or partial and its filter does not match. */
function isIndexed(spec: IndexSpec, document: Document): boolean {
  if (spec.partialFilterExpression !== undefined) return matchesFilter(document, spec.partialFilterExpression);
  return !spec.sparse || Object.keys(spec.key).some((field) => getPath(document, field) !== undefined);
}

/** A partial index's filter as the fake models it (see createIndexes); anything else is refused, not guessed. */
function checkPartialFilter(filter: Document): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) throw new Error(`the fake does not model ${field} in a partialFilterExpression`);
    if (!isOperatorObject(condition)) continue;
    for (const [operator, operand] of Object.entries(condition)) {
      if (operator === '$exists' && operand !== true)
        throw serverError(67, 'CannotCreateIndex', 'Expression not supported in partial index: $exists: false');
      if (!['$eq', '$exists', '$gt', '$gte', '$lt', '$lte'].includes(operator))
        throw new Error(`the fake does not model ${operator} in a partialFilterExpression`);
    }
  }
}

function keyOf(spec: IndexSpec, document: Document): unknown[] {
  return Object.keys(spec.key).map((field) => getPath(document, field) ?? null);
}

function keyValueOf(spec: IndexSpec, document: Document): Document {
  return Object.fromEntries(Object.keys(spec.key).map((field) => [field, getPath(document, field) ?? null]));
}

function keysEqual(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.every((value, i) => valuesEqual(value, b[i]));
}

/**
 * The driver's shape of a duplicate key: a MongoServerError with code 11000, the E11000 text, and
 * `keyPattern`/`keyValue` naming the index fields (https://www.mongodb.com/docs/manual/reference/error-codes/).
 */
function duplicateKeyError(namespace: string, index: string, keyValue: Document): MongoServerError {
  const shown = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${JSON.stringify(value)}`)
    .join(', ');
  return new MongoServerError({
    code: 11000,
    codeName: 'DuplicateKey',
    errmsg: `E11000 duplicate key error collection: ${namespace} index: ${index} dup key: { ${shown} }`,
    keyPattern: Object.fromEntries(Object.keys(keyValue).map((field) => [field, 1])),
    keyValue,
  });
}

function serverError(code: number, codeName: string, errmsg: string): MongoServerError {
  return new MongoServerError({ code, codeName, errmsg });
}

// ---- values -------------------------------------------------------------------------------

/**
 * What the server stores of a value the driver sends, as the driver reads it back: a BSON Double
 * or Int32 becomes a JS number (the driver's `promoteValues`), `undefined` becomes null (the
 * driver's default `ignoreUndefined: false`), dates and sub-documents are copied. Types the fake
 * does not model are refused rather than approximated.
 */
function copyIn(value: Document): Document;
function copyIn(value: unknown): unknown;
function copyIn(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Double || value instanceof Int32) return value.valueOf();
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof ObjectId) return value;
  if (value instanceof Long || value instanceof Decimal128 || typeof value === 'bigint') {
    throw new Error('the fake does not model Int64 or Decimal128 values: test them against a real server');
  }
  if (Array.isArray(value)) return value.map(copyIn);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, copyIn(inner)]));
  throw new Error(`the fake does not model values like ${Object.prototype.toString.call(value)}`);
}

function copyOut(document: Document): Document {
  return copyIn(document);
}

function isPlainObject(value: unknown): value is Document {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A dotted path; a numeric part names an array element
 * (https://www.mongodb.com/docs/manual/core/document/#dot-notation).
 */
function getPath(document: Document, path: string): unknown {
  let value: unknown = document;
  for (const part of path.split('.')) {
    if (Array.isArray(value) && /^(0|[1-9][0-9]*)$/.test(part)) value = value[Number(part)];
    else if (isPlainObject(value)) value = value[part];
    else return undefined;
  }
  return value;
}

/**
 * https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/ : values of different
 * types order by type (null < numbers < strings < objects < arrays < ObjectId < booleans < dates).
 */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 5;
  if (value instanceof ObjectId) return 7;
  if (typeof value === 'boolean') return 8;
  if (value instanceof Date) return 9;
  if (isPlainObject(value)) return 4;
  throw new Error(`the fake cannot compare ${Object.prototype.toString.call(value)}`);
}

function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (a === null || a === undefined) return 0;
  if (typeof a === 'number' || typeof a === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string') return a < (b as string) ? -1 : a > (b as string) ? 1 : 0;
  if (a instanceof Date) return a.getTime() - (b as Date).getTime();
  if (a instanceof ObjectId) return a.toHexString().localeCompare((b as ObjectId).toHexString());
  return deepEqual(a, b) ? 0 : JSON.stringify(a) < JSON.stringify(b) ? -1 : 1;
}

function valuesEqual(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeRank(a) !== typeRank(b)) return false;
  if (isPlainObject(a) || Array.isArray(a)) return deepEqual(a, b);
  return compareValues(a, b) === 0;
}

/** Sub-documents are equal only with the same fields in the same order, as in BSON. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, i) => valuesEqual(value, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const [ka, kb] = [Object.keys(a), Object.keys(b)];
    return ka.length === kb.length && ka.every((field, i) => field === kb[i] && valuesEqual(a[field], b[field]));
  }
  if (isPlainObject(a) || isPlainObject(b)) return false;
  return valuesEqual(a, b);
}

function compareForSort(a: Document, b: Document, sort: Record<string, 1 | -1>): number {
  for (const [field, order] of Object.entries(sort)) {
    const difference = compareValues(getPath(a, field) ?? null, getPath(b, field) ?? null);
    if (difference !== 0) return difference * order;
  }
  return 0;
}

// ---- queries -------------------------------------------------------------------------------

function isOperatorObject(value: unknown): value is Document {
  return isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key.startsWith('$'));
}

function matchesFilter(document: Document, filter: Document): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    if (field === '$and') return (condition as Document[]).every((inner) => matchesFilter(document, inner));
    if (field === '$or') return (condition as Document[]).some((inner) => matchesFilter(document, inner));
    if (field.startsWith('$')) throw new Error(`the fake does not model the query operator ${field}`);
    const value = getPath(document, field);
    if (Array.isArray(condition)) throw new Error('the fake does not model arrays as query values');
    if (Array.isArray(value)) return matchesArray(value, condition);
    if (!isOperatorObject(condition)) return equalsInQuery(value, condition);
    return Object.entries(condition).every(([operator, operand]) => matchesOperator(value, operator, operand));
  });
}

/**
 * A condition on an array of scalars (https://www.mongodb.com/docs/manual/tutorial/query-arrays/):
 * a value matches when an element equals it; `$ne` when no element does; `$exists` sees the array.
 */
function matchesArray(elements: readonly unknown[], condition: unknown): boolean {
  if (elements.some((element) => isPlainObject(element) || Array.isArray(element))) {
    throw new Error('the fake models arrays of scalars only in queries');
  }
  if (!isOperatorObject(condition)) return elements.some((element) => equalsInQuery(element, condition));
  return Object.entries(condition).every(([operator, operand]) => {
    if (operator === '$ne') return !elements.some((element) => equalsInQuery(element, copyIn(operand)));
    if (operator === '$nin') {
      if (!Array.isArray(operand)) throw serverError(2, 'BadValue', '$nin needs an array');
      return !elements.some((element) => operand.some((candidate) => equalsInQuery(element, candidate)));
    }
    if (operator === '$exists') return Boolean(operand);
    throw new Error(`the fake does not model ${operator} on an array field`);
  });
}

/** https://www.mongodb.com/docs/manual/tutorial/query-for-null-fields/ : `{ f: null }` matches null and missing. */
function equalsInQuery(value: unknown, condition: unknown): boolean {
  if (condition === null) return value === null || value === undefined;
  return value !== undefined && valuesEqual(value, copyIn(condition));
}

/**
 * Comparison operators compare only values of the same type class (type bracketing:
 * https://www.mongodb.com/docs/manual/reference/method/db.collection.find/#type-bracketing),
 * `$exists` (https://www.mongodb.com/docs/manual/reference/operator/query/exists/) sees a
 * field set to null as existing, `$in` matches by the same equality as a plain value, and `$nin`
 * matches what `$in` does not (a missing field included).
 */
function matchesOperator(value: unknown, operator: string, rawOperand: unknown): boolean {
  const operand: unknown = copyIn(rawOperand);
  const comparable = value !== undefined && typeRank(value) === typeRank(operand);
  switch (operator) {
    case '$eq':
      return equalsInQuery(value, operand);
    case '$ne':
      return !equalsInQuery(value, operand);
    case '$gt':
      return comparable && compareValues(value, operand) > 0;
    case '$gte':
      return comparable && compareValues(value, operand) >= 0;
    case '$lt':
      return comparable && compareValues(value, operand) < 0;
    case '$lte':
      return comparable && compareValues(value, operand) <= 0;
    case '$exists':
      return (value !== undefined) === Boolean(operand);
    // https://www.mongodb.com/docs/manual/reference/operator/query/in/ : equal to any of the listed values.
    case '$in':
      if (!Array.isArray(operand)) throw serverError(2, 'BadValue', '$in needs an array');
      return operand.some((candidate) => equalsInQuery(value, candidate));
    // https://www.mongodb.com/docs/manual/reference/operator/query/nin/ : not equal to any of them, or the field missing.
    case '$nin':
      if (!Array.isArray(operand)) throw serverError(2, 'BadValue', '$nin needs an array');
      return !operand.some((candidate) => equalsInQuery(value, candidate));
    default:
      throw new Error(`the fake does not model the query operator ${operator}`);
  }
}

/** The fields an upsert starts from: the filter's equality conditions (not its ranges). */
function equalityFieldsOf(filter: Document): Document {
  const document: Document = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) continue;
    if (!isOperatorObject(condition)) document[field] = copyIn(condition);
    else if ('$eq' in condition) document[field] = copyIn(condition.$eq);
  }
  return document;
}

// ---- updates -------------------------------------------------------------------------------

/**
 * A new document: `current` with the update operators applied in one step.
 * - `$set` https://www.mongodb.com/docs/manual/reference/operator/update/set/
 * - `$setOnInsert` applies only when the update inserts (upsert).
 * - `$inc` https://www.mongodb.com/docs/manual/reference/operator/update/inc/ : a missing field
 *   starts at the increment; a non-number field is refused (14 TypeMismatch).
 * - `$max` https://www.mongodb.com/docs/manual/reference/operator/update/max/ : sets the field when
 *   the value is greater (BSON order), or when the field is missing; `$min`
 *   (https://www.mongodb.com/docs/manual/reference/operator/update/min/) when it is less.
 * - `$addToSet` https://www.mongodb.com/docs/manual/reference/operator/update/addToSet/ : appends
 *   the value to the array unless an element equals it; a missing field becomes `[value]`.
 * - `$pull` https://www.mongodb.com/docs/manual/reference/operator/update/pull/ : removes every
 *   element equal to the value; a missing field stays missing.
 * - `$unset` removes the field.
 * Dotted paths (https://www.mongodb.com/docs/manual/core/document/#dot-notation) in `$set` only: the
 *   sub-documents on the way are created when missing; an array or a scalar on the way is not modelled.
 */
function applyUpdate(current: Document, update: Document, inserting: boolean): Document {
  const operators = Object.keys(update);
  if (operators.length === 0 || !operators.every((key) => key.startsWith('$'))) {
    throw new Error('the fake models update operators only (no replacement documents, no pipelines)');
  }
  const next = copyIn(current);
  for (const [operator, fields] of Object.entries(update)) {
    for (const [field, rawOperand] of Object.entries(fields as Document)) {
      const operand = copyIn(rawOperand);
      if (field.includes('.')) {
        if (operator !== '$set') throw new Error('the fake models dotted paths in $set only');
        setPath(next, field, operand);
        continue;
      }
      switch (operator) {
        case '$set':
          next[field] = operand;
          break;
        case '$setOnInsert':
          if (inserting) next[field] = operand;
          break;
        case '$unset':
          delete next[field];
          break;
        case '$inc': {
          const value = next[field];
          if (typeof operand !== 'number')
            throw serverError(14, 'TypeMismatch', `Cannot increment with non-numeric argument: {${field}: ${String(operand)}}`);
          if (value !== undefined && typeof value !== 'number') {
            throw serverError(
              14,
              'TypeMismatch',
              `Cannot apply $inc to a value of non-numeric type. {_id: ${String(next._id)}} has the field '${field}' of non-numeric type`,
            );
          }
          next[field] = (value ?? 0) + operand;
          break;
        }
        case '$max':
          if (next[field] === undefined || compareValues(operand, next[field]) > 0) next[field] = operand;
          break;
        case '$min':
          if (next[field] === undefined || compareValues(operand, next[field]) < 0) next[field] = operand;
          break;
        case '$addToSet':
        case '$pull': {
          const elements = next[field];
          if (isPlainObject(operand) || Array.isArray(operand)) throw new Error(`the fake models ${operator} of one scalar only`);
          if (elements !== undefined && !Array.isArray(elements)) {
            throw serverError(2, 'BadValue', `Cannot apply ${operator} to non-array field '${field}'`);
          }
          if (operator === '$pull') {
            if (elements !== undefined) next[field] = elements.filter((element) => !valuesEqual(element, operand));
          } else if (!(elements ?? []).some((element) => valuesEqual(element, operand))) {
            next[field] = [...(elements ?? []), operand];
          }
          break;
        }
        default:
          throw new Error(`the fake does not model the update operator ${operator}`);
      }
    }
  }
  return next;
}

/** Sets a dotted path in sub-documents, creating those missing on the way. */
function setPath(document: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = document;
  for (const part of parts.slice(0, -1)) {
    if (at[part] === undefined) at[part] = {};
    const inner = at[part];
    if (!isPlainObject(inner)) throw new Error(`the fake models dotted paths through sub-documents only, not through ${path}`);
    at = inner;
  }
  at[parts.at(-1)!] = value;
}

/** Inclusion projections only (`{ _id: 1 }`, `{ seq: 1, _id: 0 }`). */
function project(document: Document, projection: Document | undefined): Document {
  if (!projection || Object.keys(projection).length === 0) return document;
  const included = Object.entries(projection)
    .filter(([, on]) => on === 1 || on === true)
    .map(([field]) => field);
  if (Object.entries(projection).some(([field, on]) => (on === 0 || on === false) && field !== '_id')) {
    throw new Error('the fake models inclusion projections only');
  }
  const result: Document = {};
  if (projection._id !== 0 && projection._id !== false && document._id !== undefined) result._id = document._id;
  for (const field of included) if (document[field] !== undefined) result[field] = document[field];
  return result;
}
