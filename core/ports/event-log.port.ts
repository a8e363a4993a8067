import type { EventType, EventVisibility, StoreEvent } from '../domain/events.js';

export interface EventQuery {
  /** Only events with a greater sequence (the cursor's position); from the oldest kept when absent. */
  readonly afterSequence?: number;
  /** Only events of these types; all when absent. */
  readonly types?: readonly EventType[];
  readonly visibility: EventVisibility;
  readonly limit: number;
}

/**
 * The events the stores' writes record (DESIGN.md "Events and webhooks"). Recording is not here: a
 * pet or order repository records the event of each change in the same single write as the change
 * (on MongoDB an outbox entry on the changed document), and makes it visible here, in the order of
 * its sequence. Every adapter must pass test/contract/event-log.contract.ts.
 */
export interface EventLog {
  /**
   * Makes visible every event a write recorded that is not visible yet (the write's process stopped
   * between its change and that step). Idempotent: each entry becomes one event, whoever relays it.
   */
  relayPending(): Promise<void>;
  /**
   * Visible events in ascending sequence. A reader never sees a sequence number appear below one it
   * has seen, so a cursor never skips an event.
   */
  list(query: EventQuery): Promise<StoreEvent[]>;
  /** The highest sequence visible now (0 when none is). */
  latestSequence(): Promise<number>;
  /**
   * The low-water mark of the retention: events are purged in sequence order, so every event up to this
   * sequence is gone and every later one is kept (0 when none was purged).
   */
  purgedThrough(): Promise<number>;
  /** The visible event with this sequence, or null (never recorded, or past retention). */
  find(sequence: number): Promise<StoreEvent | null>;
  /**
   * Calls `listener` each time an event becomes visible through this process (recorded or relayed here),
   * so that webhook dispatch wakes at once; the listener must be cheap and never throw. Events other
   * processes make visible are not told: a reader finds them by reading.
   */
  onVisible(listener: () => void): void;
}
