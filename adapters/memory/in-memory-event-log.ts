import { isVisibleUnder, type Clock, type EventEntry, type EventLog, type EventQuery, type StoreEvent } from '../../core/index.js';
import { IdOrdered } from './id-ordered.js';

/** DESIGN.md: events are kept at least 30 days (EVENT_RETENTION_DAYS). */
const DEFAULT_EVENT_RETENTION_MS = 30 * 86_400_000;

/**
 * Events in process memory, recorded by the in-memory pet and order repositories in the same
 * synchronous step as their change (so a change and its event are one atomic step, and visible at
 * once: nothing is ever pending). Sequences are handed out in that step, so they only grow. Events
 * older than the retention are swept as new ones are recorded. The log dies with the process.
 */
export class InMemoryEventLog implements EventLog {
  private readonly events = new IdOrdered<StoreEvent>();
  private lastSequence = 0;

  constructor(
    private readonly clock: Clock,
    private readonly retentionMs = DEFAULT_EVENT_RETENTION_MS,
  ) {}

  /** Records a change's event, stamped now (called inside the repository's synchronous write). */
  record(change: Omit<EventEntry, 'createdAt'>): void {
    const entry = { ...change, createdAt: this.clock.now() } as EventEntry;
    const owner = 'owner' in entry.data ? entry.data.owner : null;
    const sequence = ++this.lastSequence;
    this.events.set(sequence, { ...entry, sequence, owner });
    this.sweep(entry.createdAt);
  }

  async relayPending(): Promise<void> {}

  async list(query: EventQuery): Promise<StoreEvent[]> {
    const found: StoreEvent[] = [];
    let after = query.afterSequence;
    // Filtered in a walk of the sequence: pages of candidates until the page is full or the log ends.
    while (found.length < query.limit) {
      const page = this.events.page(after, Math.max(query.limit, 100), same);
      for (const event of page) {
        if ((query.types === undefined || query.types.includes(event.type)) && isVisibleUnder(query.visibility, event)) {
          found.push(event);
          if (found.length === query.limit) break;
        }
      }
      if (page.length === 0) break;
      after = page[page.length - 1]!.sequence;
    }
    return found;
  }

  async latestSequence(): Promise<number> {
    return this.lastSequence;
  }

  async find(sequence: number): Promise<StoreEvent | null> {
    return this.events.get(sequence) ?? null;
  }

  /** Drops events past the retention; called on every record, usually finding nothing to drop. */
  private sweep(now: number): void {
    const cutoff = now - this.retentionMs;
    for (let first = this.events.firstId(); first !== undefined; first = this.events.firstId()) {
      if (this.events.get(first)!.createdAt >= cutoff) return;
      this.events.delete(first);
    }
  }
}

const same = (event: StoreEvent): StoreEvent => event;
