/**
 * What Redis last said about subjects it refused, kept by one process so that their next requests
 * are answered without a round trip until the refusal can change: a 429 storm then mostly stays
 * off Redis.
 *
 * - Suspended until `u`: every request until then is suspended, and counts nothing: the note is exact.
 * - Limited: no bucket can have a token before the instant every bucket admits again (tokens only
 *   come back with time, or with a refund), so refusing until then is exact for admissions. A refund
 *   through this process ends the subject's note here; a refund through another process is seen
 *   here when the note ends, at most one token's refill time late.
 *   Each refusal is still a strike towards the ban: the note counts them and hands them back to be
 *   sent to Redis in one call, at most one call per `strikeFlushMs` per subject (so a ban may start
 *   up to that much later than if every refusal went to Redis).
 *
 * Times are this process's monotonic clock (ms); a note is anchored at the instant its command was
 * sent, which is no later than Redis's TIME in the script: the note ends no later than Redis would.
 */
export interface RefusalNote {
  /** Local instant the command that produced this state was sent (ms, monotonic). */
  readonly sentAt: number;
  /** Redis's clock at the decision (µs since the epoch). */
  readonly redisNowUs: number;
  /** Ban end (µs, Redis's clock); > redisNowUs when suspended. */
  readonly suspendedUntilUs: number;
  /** Each bucket's "full again at" instant (µs, Redis's clock). */
  readonly fullAtUs: readonly number[];
  /** Local instant until which the refusal holds (ms, monotonic). */
  readonly until: number;
  /** Refusals answered from this note and not yet counted by Redis. */
  pendingStrikes: number;
  /** When strikes of this subject were last sent (ms, monotonic). */
  lastStrikesSentAt: number;
}

export interface RefusalNotesOptions {
  /** Least time between two calls that send a subject's noted strikes (ms, default 100; 0: every refusal goes to Redis). */
  readonly strikeFlushMs?: number;
  /** Subjects noted at most (default 10,000): beyond, refusals go to Redis as usual. */
  readonly maxNotes?: number;
  /** Monotonic clock in ms (default performance.now). */
  readonly now?: () => number;
}

export class RefusalNotes {
  private readonly notes = new Map<string, RefusalNote>();
  private readonly strikeFlushMs: number;
  private readonly maxNotes: number;
  readonly now: () => number;

  constructor(options: RefusalNotesOptions = {}) {
    this.strikeFlushMs = options.strikeFlushMs ?? 100;
    this.maxNotes = options.maxNotes ?? 10_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** Subjects currently noted (in effect or expired and not yet dropped). */
  get size(): number {
    return this.notes.size;
  }

  /** The note of `key` while it holds at `now`. */
  inEffect(key: string, now: number): RefusalNote | undefined {
    const note = this.notes.get(key);
    return note !== undefined && now < note.until ? note : undefined;
  }

  /**
   * Counts one more refusal answered from `note`; returns how many strikes to send now (this one
   * included) when it is time to, else 0.
   */
  strike(note: RefusalNote, now: number): number {
    note.pendingStrikes++;
    if (now - note.lastStrikesSentAt < this.strikeFlushMs) return 0;
    const strikes = note.pendingStrikes;
    note.pendingStrikes = 0;
    note.lastStrikesSentAt = now;
    return strikes;
  }

  /** Ends the note of `key` now (tokens were given back); its strikes not yet sent still go with the subject's next call. */
  end(key: string): void {
    const note = this.notes.get(key);
    if (note !== undefined) this.notes.set(key, { ...note, until: -Infinity });
  }

  /** Strikes of an expired note still to be counted; they go with the subject's next call, which drops the note. */
  takeLeftoverStrikes(key: string): number {
    const note = this.notes.get(key);
    if (note === undefined) return 0;
    this.notes.delete(key);
    return note.pendingStrikes;
  }

  /** Records what Redis answered for `key` (`until` in the past: nothing to note, an earlier note is dropped). */
  record(key: string, state: Omit<RefusalNote, 'pendingStrikes' | 'lastStrikesSentAt'>): void {
    const earlier = this.notes.get(key);
    if (state.until <= this.now()) {
      if (earlier !== undefined && earlier.pendingStrikes === 0) this.notes.delete(key);
      return;
    }
    if (earlier === undefined && this.notes.size >= this.maxNotes && !this.sweep(this.now())) return;
    this.notes.set(key, {
      ...state,
      // Strikes noted while the call was out are still to be sent.
      pendingStrikes: earlier?.pendingStrikes ?? 0,
      lastStrikesSentAt: earlier?.lastStrikesSentAt ?? state.sentAt,
    });
  }

  /** Drops notes that no longer hold (their unsent strikes with them: that subject stopped calling); whether room was made. */
  private sweep(now: number): boolean {
    for (const [key, note] of this.notes) if (note.until <= now) this.notes.delete(key);
    return this.notes.size < this.maxNotes;
  }
}
