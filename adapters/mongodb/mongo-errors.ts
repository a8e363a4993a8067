import {
  MongoError,
  MongoErrorLabel,
  MongoNetworkError,
  MongoOperationTimeoutError,
  MongoServerSelectionError,
  MongoWriteConcernError,
} from 'mongodb';
import { StoreUnavailableError } from '../../core/index.js';

/**
 * Server error codes that mean "this server cannot serve you right now" (shutting down, stepping
 * down, unreachable peers, out of time) rather than "your request is wrong": the driver's
 * retryable-read and retryable-write codes (the retryable reads/writes specifications), plus
 * MaxTimeMSExpired and write-concern timeouts.
 */
export const UNAVAILABLE_SERVER_CODES: ReadonlySet<number> = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  50, // MaxTimeMSExpired
  // WriteConcernFailed before 8.1, WriteConcernTimeout since: the write may even have applied on the
  // primary, but not on enough members in time; a retry (idempotent here) settles it.
  64,
  89, // NetworkTimeout
  91, // ShutdownInProgress
  134, // ReadConcernMajorityNotAvailableYet: a node still catching up after a restart
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/**
 * Driver errors that the driver does not export as classes, recognised by name: a full pool
 * (waitQueueTimeoutMS passed) and a pool or client closed under an in-flight request during
 * shutdown. Pool-cleared errors extend MongoNetworkError and need no entry.
 */
const UNAVAILABLE_ERROR_NAMES: ReadonlySet<string> = new Set([
  'MongoWaitQueueTimeoutError',
  'MongoPoolClosedError',
  'MongoTopologyClosedError',
  'MongoClientClosedError',
  'MongoNotConnectedError',
]);

/**
 * Labels the server or driver puts on failures that a later retry may not see. They come from the
 * server (which knows more codes than any list here) as well as the driver: a write the driver
 * retried once and that failed again still carries RetryableWriteError. Retryable reads have no
 * label of their own: the driver decides them by code (above) and by the legacy messages below.
 */
export const UNAVAILABLE_LABELS: readonly string[] = [
  MongoErrorLabel.RetryableWriteError,
  MongoErrorLabel.RetryableError,
  MongoErrorLabel.SystemOverloadedError,
  MongoErrorLabel.PoolRequestedRetry,
];

/** Replies of servers older than 4.2 that carry no code; the driver matches the same texts. */
const LEGACY_UNAVAILABLE_MESSAGES = /not master|node is recovering/i;

/** Whether a driver failure means the database is unreachable or too slow, so the caller should retry later. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof MongoError)) return false;
  if (error instanceof MongoNetworkError || error instanceof MongoServerSelectionError || error instanceof MongoOperationTimeoutError) {
    return true;
  }
  if (UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
  if (typeof error.code === 'number' && UNAVAILABLE_SERVER_CODES.has(error.code)) return true;
  // A write concern error rides on an otherwise successful reply: its code is the nested one.
  const writeConcernCode =
    error instanceof MongoWriteConcernError
      ? (error.result as { writeConcernError?: { code?: unknown } } | undefined)?.writeConcernError?.code
      : undefined;
  if (typeof writeConcernCode === 'number' && UNAVAILABLE_SERVER_CODES.has(writeConcernCode)) return true;
  if (UNAVAILABLE_LABELS.some((label) => error.hasErrorLabel(label))) return true;
  return error.code === undefined && LEGACY_UNAVAILABLE_MESSAGES.test(error.message);
}

/**
 * The error to hand to the core: StoreUnavailableError for an unavailable database (the driver's
 * text only as `cause`, so it reaches logs but never a response), anything else unchanged.
 */
export function toStoreError(store: string, error: unknown): unknown {
  if (error instanceof StoreUnavailableError || !isUnavailable(error)) return error;
  return new StoreUnavailableError(store, 1, { cause: error });
}

/** Runs one database operation, translating unavailability for `store` (e.g. "pet store"). */
export async function guarded<T>(store: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toStoreError(store, error);
  }
}

/** Duplicate key: a unique index refused the write. */
export function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoError && error.code === 11000;
}

/** Duplicate key in the index named `index` (the server names it in the E11000 message: "… index: <name> dup key: …"). */
export function isDuplicateKeyOn(error: unknown, index: string): boolean {
  return isDuplicateKey(error) && (error as Error).message.includes(`index: ${index} dup key`);
}

/** The server has no index of that name (IndexNotFound), e.g. when dropping one that another instance dropped already. */
export function isIndexNotFound(error: unknown): boolean {
  return error instanceof MongoError && error.code === 27;
}
