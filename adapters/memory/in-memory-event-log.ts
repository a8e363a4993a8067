import {
  EVENT_TYPES,
  isVisibleUnder,
  type Clock,
  type EventEntry,
  type EventLog,
  type EventQuery,
  type EventType,
  type StoreEvent,
} from '../../core/index.js';

/** DESIGN.md: events are kept at least 30 days (EVENT_RETENTION_DAYS). */
const DEFAULT_EVENT_RETENTION_MS = 30 * 86_400_000;
/** Swept events are cut off the front of the columns once they are this many and half of them. */
const COMPACT_AFTER = 1_024;
const INITIAL_CAPACITY = 1_024;
/** Bytes of event text per chunk (a longer text gets a chunk of its own). */
const CHUNK_BYTES = 1 << 20;
const NO_OWNER = -1;

/**
 * Events in process memory, recorded by the in-memory pet and order repositories in the same
 * synchronous step as their change (so a change and its event are one atomic step, and visible at
 * once: nothing is ever pending). Sequences are handed out in that step, dense and growing, so the log
 * is indexed by sequence: appended at the end, swept from the front (events older than the
 * retention, as new ones are recorded), every lookup O(1). The log dies with the process.
 *
 * A busy store keeps millions of events for the retention period, so the log holds no object per
 * event: each event's resource is JSON text in large byte chunks outside the JavaScript heap, and its
 * type, time, owner and place in typed-array columns. Kept as objects, every write's resource and its
 * event outlived the young generation and were copied out and marked by each collection after it;
 * readers, far fewer than writes, parse the text back.
 */
export class InMemoryEventLog implements EventLog {
  /** Column `i` describes the event with the sequence `base + i`; those before `head` are swept. */
  private base = 1;
  private head = 0;
  private count = 0;
  private createdAt = new Float64Array(INITIAL_CAPACITY);
  private types = new Uint8Array(INITIAL_CAPACITY);
  /** An index into `owners`, or NO_OWNER. */
  private ownerOf = new Int32Array(INITIAL_CAPACITY);
  /** The text's chunk (its number since the log began) and its place in it. */
  private chunkOf = new Uint32Array(INITIAL_CAPACITY);
  private startOf = new Uint32Array(INITIAL_CAPACITY);
  private lengthOf = new Uint32Array(INITIAL_CAPACITY);
  /** `chunks[k]` is chunk number `firstChunk + k`; the last one is being filled, up to `used`. */
  private chunks: Buffer[] = [Buffer.allocUnsafe(CHUNK_BYTES)];
  private firstChunk = 0;
  private used = 0;
  /** Owners are few (one per key owner): each is kept once and referred to by its index. */
  private readonly owners: string[] = [];
  private readonly ownerIndex = new Map<string, number>();
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly retentionMs = DEFAULT_EVENT_RETENTION_MS,
  ) {}

  /** Records a change's event, stamped now (called inside the repository's synchronous write). */
  record(change: Omit<EventEntry, 'createdAt'>): void {
    const createdAt = this.clock.now();
    const text = JSON.stringify(change.data);
    if (this.count === this.createdAt.length) this.makeRoom();
    const i = this.count++;
    this.createdAt[i] = createdAt;
    this.types[i] = TYPE_INDEX.get(change.type)!;
    this.ownerOf[i] = 'owner' in change.data && change.data.owner !== null ? this.ownerNumber(change.data.owner) : NO_OWNER;
    this.store(i, text);
    this.sweep(createdAt);
    for (const listener of this.listeners) listener();
  }

  async relayPending(): Promise<void> {}

  onVisible(listener: () => void): void {
    this.listeners.push(listener);
  }

  async list(query: EventQuery): Promise<StoreEvent[]> {
    const found: StoreEvent[] = [];
    const wanted = query.types === undefined ? undefined : new Set(query.types);
    const start = Math.max(this.head, (query.afterSequence ?? 0) + 1 - this.base);
    for (let i = start; i < this.count && found.length < query.limit; i++) {
      const type = EVENT_TYPES[this.types[i]!]!;
      if (wanted !== undefined && !wanted.has(type)) continue;
      if (isVisibleUnder(query.visibility, { type, owner: this.ownerAt(i) })) found.push(this.eventAt(i));
    }
    return found;
  }

  async latestSequence(): Promise<number> {
    return this.base + this.count - 1;
  }

  async purgedThrough(): Promise<number> {
    return this.base + this.head - 1;
  }

  async find(sequence: number): Promise<StoreEvent | null> {
    const i = sequence - this.base;
    return Number.isInteger(i) && i >= this.head && i < this.count ? this.eventAt(i) : null;
  }

  private eventAt(i: number): StoreEvent {
    const chunk = this.chunks[this.chunkOf[i]! - this.firstChunk]!;
    const start = this.startOf[i]!;
    const data = Object.freeze(JSON.parse(chunk.toString('utf8', start, start + this.lengthOf[i]!)) as unknown);
    return { type: EVENT_TYPES[this.types[i]!]!, data, createdAt: this.createdAt[i]!, sequence: this.base + i, owner: this.ownerAt(i) } as StoreEvent;
  }

  private ownerAt(i: number): string | null {
    const owner = this.ownerOf[i]!;
    return owner === NO_OWNER ? null : this.owners[owner]!;
  }

  private ownerNumber(owner: string): number {
    let number = this.ownerIndex.get(owner);
    if (number === undefined) {
      number = this.owners.push(owner) - 1;
      this.ownerIndex.set(owner, number);
    }
    return number;
  }

  /** Writes the text into the chunk being filled, or a new one when it may not fit (a UTF-16 unit is at most 3 bytes). */
  private store(i: number, text: string): void {
    if (this.used + 3 * text.length > CHUNK_BYTES) {
      this.chunks.push(Buffer.allocUnsafe(Math.max(CHUNK_BYTES, 3 * text.length)));
      this.used = 0;
    }
    this.chunkOf[i] = this.firstChunk + this.chunks.length - 1;
    this.startOf[i] = this.used;
    const length = this.chunks[this.chunks.length - 1]!.write(text, this.used);
    this.lengthOf[i] = length;
    this.used += length;
  }

  /** Full columns: cut the swept front off when it is half of them, else double them. */
  private makeRoom(): void {
    if (this.head * 2 >= this.count) {
      this.compact();
      return;
    }
    const capacity = this.createdAt.length * 2;
    this.createdAt = grown(this.createdAt, new Float64Array(capacity));
    this.types = grown(this.types, new Uint8Array(capacity));
    this.ownerOf = grown(this.ownerOf, new Int32Array(capacity));
    this.chunkOf = grown(this.chunkOf, new Uint32Array(capacity));
    this.startOf = grown(this.startOf, new Uint32Array(capacity));
    this.lengthOf = grown(this.lengthOf, new Uint32Array(capacity));
  }

  /** Moves the kept events to the front of the columns and lets go of the chunks only swept events used. */
  private compact(): void {
    const { head, count } = this;
    for (const column of [this.createdAt, this.types, this.ownerOf, this.chunkOf, this.startOf, this.lengthOf]) column.copyWithin(0, head, count);
    this.base += head;
    this.count -= head;
    this.head = 0;
    const firstKept = this.count > 0 ? this.chunkOf[0]! : this.firstChunk + this.chunks.length - 1;
    this.chunks = this.chunks.slice(firstKept - this.firstChunk);
    this.firstChunk = firstKept;
  }

  /** Drops events past the retention from the front; usually one comparison finding nothing to drop. */
  private sweep(now: number): void {
    const cutoff = now - this.retentionMs;
    while (this.head < this.count && this.createdAt[this.head]! < cutoff) this.head++;
    if (this.head >= COMPACT_AFTER && this.head * 2 >= this.count) this.compact();
  }
}

const TYPE_INDEX: ReadonlyMap<EventType, number> = new Map(EVENT_TYPES.map((type, index) => [type, index]));

function grown<T extends Float64Array | Uint8Array | Int32Array | Uint32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
