import type { Access } from '../domain/access.js';
import { EVENT_CURSORS } from '../domain/cursor.js';
import { eventVisibilityOf, requireReadable, type EventType, type StoreEvent } from '../domain/events.js';
import type { EventLog } from '../ports/event-log.port.js';
import { pageOf, type PageQuery } from './pagination.js';

export interface ListEventsQuery extends PageQuery {
  /** Only these types (repeats collapse); all when absent or empty. */
  readonly types?: readonly EventType[];
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
 */
export class ListEvents {
  constructor(private readonly log: EventLog) {}

  async execute(access: Access, query: ListEventsQuery = {}): Promise<EventPage> {
    const types = query.types && query.types.length > 0 ? [...new Set(query.types)] : undefined;
    // The cursor is read first (400), then the type filter is checked (403).
    const page = await pageOf(EVENT_CURSORS, undefined, query, async (afterSequence, limit) => {
      if (types) requireReadable(access, types);
      await this.log.relayPending();
      return this.log.list({ afterSequence, ...(types ? { types } : {}), visibility: eventVisibilityOf(access), limit });
    });
    return { events: page.items, nextCursor: page.nextCursor };
  }
}
