import { IdempotencyConflictError, StoreUnavailableError } from '../domain/errors.js';
import {
  DEFAULT_IDEMPOTENCY_SETTINGS,
  fingerprintOf,
  type IdempotencySettings,
  type IdempotentOperationName,
  type JsonValue,
  type RecordedAnswer,
} from '../domain/idempotency-claim.js';
import type { Shape } from '../domain/json-shape.js';
import type { Clock } from '../ports/clock.port.js';
import { WriteTagTakenError, type IdempotencyRecordKey, type IdempotencyStore } from '../ports/idempotency-store.port.js';
import { NO_SERVICE_EVENTS, type ServiceEvents } from '../ports/service-events.port.js';
import { MAX_WRITE_ROUNDS } from './reservations.js';

/** How one operation takes part in Idempotency-Key handling: its name, and its answer as recorded for replays. */
export interface IdempotentOperation<Answer, Recorded> {
  readonly name: IdempotentOperationName;
  /** The answer as recorded: a JSON object holding exactly what the first request answered. */
  record(answer: Answer): RecordedAnswer;
  /** What a record of this operation holds: a replay reads only a record that has this shape. */
  readonly recorded: Shape<Recorded>;
  /** A recorded answer, its shape checked, back as the operation's answer. */
  replay(recorded: Recorded): Answer;
}

/** The steps of one request: its resource is written with the claim's write tag and found by it. */
export interface TaggedWrite<Answer> {
  /** The first answer for the resource an earlier attempt of this request wrote under `writeTag`, or null when none did. */
  findWritten(writeTag: string): Promise<Answer | null>;
  /** Writes the resource with `writeTag` in the same single write (WriteTagTakenError when one carries it already) and answers. */
  write(writeTag: string): Promise<Answer>;
}

export interface IdempotentOutcome<Answer> {
  readonly answer: Answer;
  /** True when an earlier request with the same key wrote the resource: the answer is its first one. */
  readonly replayed: boolean;
}

export interface IdempotentWritesOptions extends Partial<IdempotencySettings> {
  /** Told of idempotency outcomes and of records left incomplete (the metrics and the log). */
  readonly events?: ServiceEvents;
}

/**
 * The one claim/complete protocol of every operation that takes an Idempotency-Key (DESIGN.md "Safe
 * retries"): a replay answers the first answer; the same key with another request (another body, or
 * another operation) is `idempotency_key_reused`; while the first runs, `idempotency_key_in_progress`.
 *
 * A claim hands out a write tag, and the resource is written with it in its own single write, so
 * the resource and the proof of the request are one atomic step. A claim that takes over an
 * abandoned one of the same request (a crash after the write, a failed `complete`, a failure that
 * gave the claim up) resumes it: it finds the resource by the tag and answers it instead of writing
 * a second one. Repositories refuse a second resource with one tag, so even an owner that outlived
 * its lease cannot add one. An operation plugs in with an IdempotentOperation and its two steps.
 */
export class IdempotentWrites {
  private readonly settings: IdempotencySettings;
  private readonly events: ServiceEvents;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
    options: IdempotentWritesOptions = {},
  ) {
    this.settings = {
      ttlMs: options.ttlMs ?? DEFAULT_IDEMPOTENCY_SETTINGS.ttlMs,
      leaseMs: options.leaseMs ?? DEFAULT_IDEMPOTENCY_SETTINGS.leaseMs,
    };
    this.events = options.events ?? NO_SERVICE_EVENTS;
  }

  /**
   * Runs `steps` at most once per (caller, Idempotency-Key) for `request` (the typed input that
   * identifies it: another request with the same key is refused).
   */
  async run<Answer, Recorded>(
    operation: IdempotentOperation<Answer, Recorded>,
    id: IdempotencyRecordKey,
    request: JsonValue,
    steps: TaggedWrite<Answer>,
  ): Promise<IdempotentOutcome<Answer>> {
    const claim = await this.store.claim(id, fingerprintOf(operation.name, request), this.clock.now(), this.settings);
    switch (claim.kind) {
      case 'replay':
        // Read back from a store: an answer of another shape (a damaged record) must not be answered as this operation's.
        if (!operation.recorded(claim.answer)) throw new Error(`an Idempotency-Key record of ${operation.name} does not hold its answer`);
        this.events.idempotency(operation.name, 'replayed');
        return { answer: operation.replay(claim.answer), replayed: true };
      case 'in_progress':
        this.events.idempotency(operation.name, 'in_progress');
        throw new IdempotencyConflictError(
          'idempotency_key_in_progress',
          'Idempotency-Key: a request with this key is still being processed; retry later.',
        );
      case 'mismatch':
        this.events.idempotency(operation.name, 'mismatch');
        throw new IdempotencyConflictError(
          'idempotency_key_reused',
          'Idempotency-Key: was already used with a different request (another body or operation).',
        );
      case 'claimed':
        break;
    }
    let outcome: IdempotentOutcome<Answer>;
    try {
      outcome = await this.writeOnce(operation, claim.writeTag, claim.resumed, steps);
    } catch (error) {
      // Given up at once with its tag kept: a retry resumes and finds whatever this attempt wrote after all.
      // The failure is the answer; a failed release only delays a retry until the lease ends.
      await this.store.release(id, claim.token).catch(() => undefined);
      throw error;
    }
    if (outcome.replayed) this.events.idempotency(operation.name, 'replayed');
    try {
      await this.store.complete(id, claim.token, operation.record(outcome.answer));
    } catch (error) {
      // The resource exists: an error now would only make the client retry; the retry will find it by its tag.
      this.reportRecordFailure(error, operation.name, id);
    }
    return outcome;
  }

  private async writeOnce<Answer, Recorded>(
    operation: IdempotentOperation<Answer, Recorded>,
    writeTag: string,
    resumed: boolean,
    steps: TaggedWrite<Answer>,
  ): Promise<IdempotentOutcome<Answer>> {
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      if (resumed || round > 0) {
        const written = await steps.findWritten(writeTag);
        if (written !== null) return { answer: written, replayed: true };
      }
      try {
        return { answer: await steps.write(writeTag), replayed: false };
      } catch (error) {
        // Another attempt of this request (an owner that outlived its lease) wrote first: the next round finds it.
        if (!(error instanceof WriteTagTakenError)) throw error;
      }
    }
    throw new StoreUnavailableError('database');
  }

  private reportRecordFailure(error: unknown, operation: IdempotentOperationName, id: IdempotencyRecordKey): void {
    try {
      this.events.recordFailure(error, { operation, id });
    } catch {
      // A broken reporter must not turn a written resource into an error either.
    }
  }
}
