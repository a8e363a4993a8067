import type { Access } from '../domain/access.js';
import { ValidationError } from '../domain/errors.js';
import { decodeEventCursor, encodeEventCursor, eventVisibilityOf, requireReadable, type EventType, type StoreEvent } from '../domain/events.js';
import type { EventLog } from '../ports/event-log.port.js';
import { DEFAULT_PAGE_SIZE } from './list-pets.use-case.js';

export interface ListEventsQuery {
  readonly limit?: number;
  /** Only these types (repeats collapse); all when absent or empty. */
  readonly types?: readonly EventType[];
  readonly cursor?: string;
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
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    let afterSequence: number | undefined;
    if (cursor !== undefined) {
      const position = decodeEventCursor(cursor);
      if (position === null) throw ValidationError.of('cursor', 'is malformed; pass the cursor of a Link rel="next" unchanged');
      afterSequence = position;
    }
    const types = query.types && query.types.length > 0 ? [...new Set(query.types)] : undefined;
    if (types) requireReadable(access, types);
    await this.log.relayPending();
    const found = await this.log.list({
      afterSequence,
      ...(types ? { types } : {}),
      visibility: eventVisibilityOf(access),
      limit: limit + 1,
    });
    if (found.length <= limit) return { events: found, nextCursor: null };
    found.length = limit;
    return { events: found, nextCursor: encodeEventCursor(found[limit - 1]!.sequence) };
  }
}
