import type { Access } from '../domain/access.js';
import { EVENT_CURSORS } from '../domain/cursor.js';
import { GoneError, ValidationError } from '../domain/errors.js';
import { eventVisibilityOf, requireReadable, type EventType, type StoreEvent } from '../domain/events.js';
import type { EventLog } from '../ports/event-log.port.js';
import { pageOf, type PageQuery } from './pagination.js';

export interface ListEventsQuery extends PageQuery {
  /** Only these types (repeats collapse); all when absent or empty. */
  readonly types?: readonly EventType[];
  /**
   * An event id (`evt_` + 20 digits, its shape checked): the events after that position in the sequence,
   * as Stripe's `starting_after`. Not with `cursor`.
   */
  readonly after?: string;
}

export interface EventPage {
  /** Oldest first. */
  readonly events: StoreEvent[];
  readonly nextCursor: string | null;
}

/**
 * listEvents: the events the caller may read (pet events with `pets:read`; order events of its owner
 * with `orders:read`, or every owner's with `orders:manage`), oldest first, paged by sequence. A type
 * filter naming a type the caller cannot read is 403 naming the scope. What writes recorded
 * and no one has made visible yet (a process stopped in between) is relayed first, so a read after a
 * committed change finds its event.
 *
 * `after=<event id>` resumes from a position: any well-formed id is one, visible to the caller or not,
 * existing or not (it reveals nothing), unless the retention purged events after it (410 `gone`: the
 * reader missed events no one can give it any more).
 */
export class ListEvents {
  constructor(private readonly log: EventLog) {}

  async execute(access: Access, query: ListEventsQuery = {}): Promise<EventPage> {
    const types = query.types && query.types.length > 0 ? [...new Set(query.types)] : undefined;
    if (query.after !== undefined && query.cursor !== undefined) {
      throw ValidationError.of('after', 'cannot be combined with cursor: pass one position or the other');
    }
    const start = query.after === undefined ? undefined : positionOf(query.after);
    // The cursor is read first (400), then the type filter is checked (403).
    const page = await pageOf(EVENT_CURSORS, undefined, query, async (afterCursor, limit) => {
      if (types) requireReadable(access, types);
      await this.log.relayPending();
      if (start !== undefined && start < (await this.log.purgedThrough())) {
        throw new GoneError(`after: the events after ${query.after} are past their retention; list from the oldest kept (without after).`);
      }
      const afterSequence = start ?? afterCursor;
      return this.log.list({ afterSequence, ...(types ? { types } : {}), visibility: eventVisibilityOf(access), limit });
    });
    return { events: page.items, nextCursor: page.nextCursor };
  }
}

/** The sequence an event id names; one beyond 2^53−1 is a position after every event. */
function positionOf(eventId: string): number {
  const digits = eventId.slice(4);
  return BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(digits);
}
