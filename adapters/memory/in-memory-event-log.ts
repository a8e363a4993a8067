import { isVisibleUnder, type Clock, type EventEntry, type EventLog, type EventQuery, type StoreEvent } from '../../core/index.js';

/** DESIGN.md: events are kept at least 30 days (EVENT_RETENTION_DAYS). */
const DEFAULT_EVENT_RETENTION_MS = 30 * 86_400_000;
/** Swept events are cut off the front of the array once they are this many and half of it. */
const COMPACT_AFTER = 1_024;

/**
 * Events in process memory, recorded by the in-memory pet and order repositories in the same
 * synchronous step as their change (so a change and its event are one atomic step, and visible at
 * once: nothing is ever pending). Sequences are handed out in that step, dense and growing, so the log
 * is an array indexed by sequence: appended at the end, swept from the front (events older than the
 * retention, as new ones are recorded), every lookup O(1). The log dies with the process.
 */
export class InMemoryEventLog implements EventLog {
  /** `events[i]` has the sequence `base + i`; those before `head` are swept. */
  private events: StoreEvent[] = [];
  private base = 1;
  private head = 0;

  constructor(
    private readonly clock: Clock,
    private readonly retentionMs = DEFAULT_EVENT_RETENTION_MS,
  ) {}

  /** Records a change's event, stamped now (called inside the repository's synchronous write). */
  record(change: Omit<EventEntry, 'createdAt'>): void {
    const createdAt = this.clock.now();
    const owner = 'owner' in change.data ? change.data.owner : null;
    this.events.push({ type: change.type, data: change.data, createdAt, sequence: this.base + this.events.length, owner } as StoreEvent);
    this.sweep(createdAt);
  }

  async relayPending(): Promise<void> {}

  async list(query: EventQuery): Promise<StoreEvent[]> {
    const found: StoreEvent[] = [];
    const start = Math.max(this.head, (query.afterSequence ?? 0) + 1 - this.base);
    for (let i = start; i < this.events.length && found.length < query.limit; i++) {
      const event = this.events[i]!;
      if ((query.types === undefined || query.types.includes(event.type)) && isVisibleUnder(query.visibility, event)) found.push(event);
    }
    return found;
  }

  async latestSequence(): Promise<number> {
    return this.base + this.events.length - 1;
  }

  async find(sequence: number): Promise<StoreEvent | null> {
    const i = sequence - this.base;
    return Number.isInteger(i) && i >= this.head && i < this.events.length ? this.events[i]! : null;
  }

  /** Drops events past the retention from the front; usually one comparison finding nothing to drop. */
  private sweep(now: number): void {
    const cutoff = now - this.retentionMs;
    while (this.head < this.events.length && this.events[this.head]!.createdAt < cutoff) this.head++;
    if (this.head >= COMPACT_AFTER && this.head * 2 >= this.events.length) {
      this.events = this.events.slice(this.head);
      this.base += this.head;
      this.head = 0;
    }
  }
}
