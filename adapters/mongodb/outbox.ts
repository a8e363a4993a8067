import type { Collection, IndexDescription } from 'mongodb';
import type { EventType, Order, Pet } from '../../core/index.js';

/**
 * The event of a change, written on the changed document in the same single write (the outbox
 * entry): `source` names the change (`pet:12:3`: the pet at version 3), unique for ever, which makes
 * relaying it idempotent. While a document carries one, no other write changes it (their filters
 * require `outbox: null`), so the document itself still holds the event's data when it is relayed.
 */
export interface OutboxEntry {
  source: string;
  type: EventType;
  at: Date;
}

/** A document that may carry an entry. */
export type OutboxDocument = Record<string, unknown> & { _id: number; outbox?: OutboxEntry | null };

/** A collection whose documents carry outbox entries, and how a document becomes its event's data. */
export interface OutboxSource {
  readonly collection: Collection<OutboxDocument>;
  readonly eventOf: (document: OutboxDocument) => { data: Pet | Order; owner: string | null };
}

/** On every collection with outbox entries: the entries not relayed yet (normally none). */
export const OUTBOX_INDEX: IndexDescription = { key: { 'outbox.at': 1 }, name: 'outbox.at_1', sparse: true };
