import {
  MongoDriverError,
  MongoError,
  MongoInvalidArgumentError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoOperationTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
  type TopologyDescription,
} from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  guarded,
  isDuplicateKey,
  isUnavailable,
  toStoreError,
  UNAVAILABLE_LABELS,
  UNAVAILABLE_SERVER_CODES,
} from '../../adapters/mongodb/mongo-errors.js';
import { StoreUnavailableError } from '../../core/index.js';

/** Stands for the driver's pool errors, which it does not export. */
function aDriverErrorNamed(name: string): MongoError {
  return new (class extends MongoDriverError {
    override get name(): string {
      return name;
    }
  })('driver internals 10.0.0.7:27017');
}

function aServerError(code: number): MongoServerError {
  return new MongoServerError({ code, errmsg: `server says ${code}` });
}

function labelled<E extends MongoError>(error: E, label: string): E {
  error.addErrorLabel(label);
  return error;
}

/**
 * Every server code answered 503, with its name: a code added to or dropped from the adapter's
 * set without this table failing is impossible (the last test compares the two).
 */
const UNAVAILABLE_CODE_TABLE: ReadonlyArray<[number, string]> = [
  [6, 'HostUnreachable'],
  [7, 'HostNotFound'],
  [50, 'MaxTimeMSExpired'],
  [64, 'WriteConcernFailed / WriteConcernTimeout'],
  [89, 'NetworkTimeout'],
  [91, 'ShutdownInProgress'],
  [134, 'ReadConcernMajorityNotAvailableYet'],
  [189, 'PrimarySteppedDown'],
  [262, 'ExceededTimeLimit'],
  [9001, 'SocketException'],
  [10107, 'NotWritablePrimary'],
  [11600, 'InterruptedAtShutdown'],
  [11602, 'InterruptedDueToReplStateChange'],
  [13435, 'NotPrimaryNoSecondaryOk'],
  [13436, 'NotPrimaryOrSecondary'],
];

const UNAVAILABLE_LABEL_TABLE: readonly string[] = ['RetryableWriteError', 'RetryableError', 'SystemOverloadedError', 'PoolRequestedRetry'];

/** A write acknowledged by the primary whose write concern then failed, as the driver builds it. */
function aWriteConcernError(code: number): MongoWriteConcernError {
  return new MongoWriteConcernError({
    ok: 1,
    writeConcernError: { code, codeName: 'WriteConcernTimeout', errmsg: 'waiting for replication timed out', errInfo: { wtimeout: true } },
  });
}

describe('isUnavailable: the tables', () => {
  it.each(UNAVAILABLE_CODE_TABLE)('is true for server code %i (%s), as an error and as a StoreUnavailableError', async (code) => {
    expect(isUnavailable(aServerError(code))).toBe(true);
    await expect(guarded('database', () => Promise.reject(aServerError(code)))).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it.each(UNAVAILABLE_LABEL_TABLE)('is true for any error labelled %s, whatever its code', (label) => {
    const labelled = aServerError(12345);
    labelled.addErrorLabel(label);
    expect(isUnavailable(labelled)).toBe(true);
  });

  it('is true for a write concern timeout reported beside a successful write (code 64)', () => {
    expect(isUnavailable(aWriteConcernError(64))).toBe(true);
    // Not every write concern error is a timeout: an unknown write concern is a configuration bug.
    expect(isUnavailable(aWriteConcernError(79))).toBe(false);
  });

  it('is true for the code-less replies of old servers that the driver also retries', () => {
    expect(isUnavailable(new MongoServerError({ errmsg: 'not master' }))).toBe(true);
    expect(isUnavailable(new MongoServerError({ errmsg: 'node is recovering' }))).toBe(true);
  });

  it('has exactly the codes and labels of the tables', () => {
    expect([...UNAVAILABLE_SERVER_CODES].sort((a, b) => a - b)).toEqual(UNAVAILABLE_CODE_TABLE.map(([code]) => code));
    expect([...UNAVAILABLE_LABELS].sort()).toEqual([...UNAVAILABLE_LABEL_TABLE].sort());
  });
});

describe('isUnavailable', () => {
  it.each<[string, unknown]>([
    ['server selection timed out', new MongoServerSelectionError('Server selection timed out', {} as TopologyDescription)],
    ['a network error (also what a cleared pool raises)', new MongoNetworkError('connection reset')],
    ['a network timeout', new MongoNetworkTimeoutError('socket timed out')],
    ['an operation timeout', new MongoOperationTimeoutError('timed out')],
    ['a full wait queue', aDriverErrorNamed('MongoWaitQueueTimeoutError')],
    ['a pool closed under the request', aDriverErrorNamed('MongoPoolClosedError')],
    ['a closed topology', new MongoTopologyClosedError()],
    ['a primary stepping down', aServerError(189)],
    ['a server shutting down', aServerError(91)],
    ['a not-writable primary', aServerError(10107)],
    ['maxTimeMS exceeded', aServerError(50)],
  ])('is true for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(true);
  });

  it('is true for any error the server labels retryable or overloaded', () => {
    const retryable = aServerError(12345);
    retryable.addErrorLabel('RetryableWriteError');
    const overloaded = aServerError(12346);
    overloaded.addErrorLabel('SystemOverloadedError');
    expect(isUnavailable(retryable)).toBe(true);
    expect(isUnavailable(overloaded)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a duplicate key', aServerError(11000)],
    ['an unsatisfiable write concern', aServerError(100)],
    ['a labelled error that is not about availability', labelled(aServerError(112), 'TransientTransactionError')],
    ['a bad query', aServerError(2)],
    ['a wrong argument', new MongoInvalidArgumentError('bad option')],
    ['a plain error', new Error('bug')],
    ['a non-error', 'oops'],
  ])('is false for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(false);
  });
});

describe('toStoreError', () => {
  it('wraps unavailability without the driver text, which stays reachable as the cause', () => {
    const driverError = new MongoNetworkError('connect ECONNREFUSED 10.0.0.7:27017');
    const mapped = toStoreError('database', driverError);
    expect(mapped).toBeInstanceOf(StoreUnavailableError);
    expect(mapped).toMatchObject({ code: 'service_unavailable', store: 'database', retryAfterSeconds: 1 });
    expect((mapped as Error).message).toBe('The database is temporarily unavailable; retry later.');
    expect((mapped as Error).cause).toBe(driverError);
  });

  it('passes every other failure through unchanged', () => {
    const duplicate = aServerError(11000);
    const already = new StoreUnavailableError('database');
    expect(toStoreError('database', duplicate)).toBe(duplicate);
    expect(toStoreError('database', already)).toBe(already);
  });
});

describe('guarded', () => {
  it('returns the result, or rejects with the translated error', async () => {
    await expect(guarded('database', async () => 42)).resolves.toBe(42);
    await expect(
      guarded('database', async () => {
        throw new MongoNetworkTimeoutError('timed out');
      }),
    ).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});

describe('isDuplicateKey', () => {
  it('recognises error 11000 only', () => {
    expect(isDuplicateKey(aServerError(11000))).toBe(true);
    expect(isDuplicateKey(aServerError(11001))).toBe(false);
    expect(isDuplicateKey(new Error('E11000'))).toBe(false);
  });
});
