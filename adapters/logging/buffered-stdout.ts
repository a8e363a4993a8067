import { writeSync } from 'node:fs';
import { pino, type DestinationStream } from 'pino';

/** Bytes of lines gathered before they are handed to SonicBoom: one chunk, one write. */
const CHUNK_BYTES = 256 * 1024;
/** How often buffered lines are written at the latest, so a quiet service does not sit on them. */
const FLUSH_INTERVAL_MS = 1_000;

/** SonicBoom in its buffer mode; its typings know only the text mode's `write(string)`. */
interface ByteSonicBoom {
  write(bytes: Buffer): boolean;
  flush(callback?: ((error?: Error) => void) | null): void;
  flushSync(): void;
}

/**
 * Asynchronous stdout: pino's SonicBoom destination in its buffer mode, written at least every
 * second (its own timer, stopped when it closes) and on flush. pino flushes it synchronously at
 * exit. Lines are encoded straight into a 256 KiB chunk, handed over when full: no Buffer per
 * line (each held until its write, long enough under load to outlive a young-generation GC),
 * and no text for SonicBoom to re-measure (its text mode measures all the pending text on every
 * write). An encoder may also write a line's bytes itself (the access line): it asks for `room`,
 * fills `chunk` from `used`, then moves `used` past the line.
 */
export class BufferedStdout implements DestinationStream {
  /** The chunk being filled: `used` bytes of it hold lines. */
  chunk: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  used = 0;
  private readonly boom: ByteSonicBoom;

  constructor() {
    this.boom = pino.destination({
      dest: 1,
      sync: false,
      // The chunks are the batches: each is written as it comes (when no write is under way), as
      // it is (SonicBoom concatenates what is pending up to maxWrite).
      minLength: 1,
      maxWrite: CHUNK_BYTES,
      periodicFlush: FLUSH_INTERVAL_MS,
      contentMode: 'buffer',
    }) as unknown as ByteSonicBoom;
    // Every flush SonicBoom is asked for (its timer, pino's at exit, ours) takes the gathered lines first.
    const flush = this.boom.flush.bind(this.boom);
    const flushSync = this.boom.flushSync.bind(this.boom);
    this.boom.flush = (callback) => {
      this.handOver();
      flush(callback);
    };
    // At exit (pino's handler) the gathered lines must be written now: handed over, they would start
    // an asynchronous write that the exiting process never finishes.
    this.boom.flushSync = () => {
      flushSync();
      if (this.used === 0) return;
      writeAllSync(1, this.chunk.subarray(0, this.used));
      this.used = 0;
    };
  }

  write(line: string): boolean {
    // A UTF-16 unit takes at most 3 bytes of UTF-8: room is checked without measuring the line.
    if (!this.room(3 * line.length)) return this.boom.write(Buffer.from(line, 'utf8'));
    this.used += this.chunk.write(line, this.used);
    return true;
  }

  /** Makes room in `chunk` for `bytes` more, handing the full part over; false when no chunk holds that many. */
  room(bytes: number): boolean {
    if (this.used + bytes > CHUNK_BYTES) this.handOver();
    return bytes <= CHUNK_BYTES;
  }

  /** What pino's logger.flush(callback) calls. */
  flush(callback?: (error?: Error) => void): void {
    this.boom.flush(callback);
  }

  private handOver(): void {
    if (this.used === 0) return;
    this.boom.write(this.chunk.subarray(0, this.used));
    this.chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
  }
}

/** Writes all of `bytes` to `fd` before returning, waiting out a full pipe (EAGAIN) as SonicBoom does. */
function writeAllSync(fd: number, bytes: Buffer): void {
  let rest = bytes;
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(PAUSE, 0, 0, 1);
    }
  }
}
const PAUSE = new Int32Array(new SharedArrayBuffer(4));
