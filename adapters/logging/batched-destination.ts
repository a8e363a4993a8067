import { writeSync } from 'node:fs';
import type { DestinationStream } from 'pino';

/** What BatchedDestination needs of the stream below it (pino.destination's SonicBoom, `contentMode: 'buffer'`). */
export interface FlushableStream {
  /** The file descriptor written to (at exit, pending lines are written to it directly). */
  readonly fd: number;
  write(chunk: Buffer): void;
  flush(callback: (error?: Error | null) => void): void;
  flushSync(): void;
  end(): void;
}

/** Lines are handed on in chunks of at least this many bytes: one write per few hundred requests… */
export const CHUNK_BYTES = 64 * 1024;
/** …encoded into buffers of this size: any line of up to (BUFFER_BYTES − CHUNK_BYTES) / 3 characters fits. */
const BUFFER_BYTES = 128 * 1024;

const live = new Set<BatchedDestination>();
let exitHookInstalled = false;

/** Tries a full stdout pipe (EAGAIN) this many times, a millisecond apart, before giving the rest up. */
const EAGAIN_RETRIES = 1_000;

/** Writes all of `bytes` to `fd` synchronously, waiting out a full pipe for a while. */
function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  let retries = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || ++retries > EAGAIN_RETRIES) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

/**
 * Encodes log lines into a buffer and hands them to the stream below in chunks of about 64 KiB.
 *
 * Why: on every `write`, SonicBoom (in its string mode) measures the UTF-8 length of the chunk it
 * is still accumulating, which flattens and rescans up to 16 KiB per line while an asynchronous
 * write is in flight; and lines kept as strings until written survive garbage collections and
 * get copied. Under load both cost more than building the line. Here a line is encoded once into
 * off-heap bytes and dies young. Order is kept (every line of the logger passes here).
 * Lines wait at most for a full chunk or the next `flush` (createLogger flushes every second,
 * shutdown flushes, and an exit hook writes what is left synchronously).
 */
export class BatchedDestination implements DestinationStream {
  private chunk = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;

  constructor(private readonly below: FlushableStream) {
    live.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      // Lines still pending must not die with the process: a host that simply lets it end, a fatal
      // error logged just before process.exit().
      process.once('exit', () => {
        for (const destination of live) {
          try {
            destination.flushSync();
          } catch {
            // A closed or broken stdout: nothing more can be written anyway.
          }
        }
      });
    }
  }

  write(line: string): void {
    // UTF-8 needs at most 3 bytes per UTF-16 unit: checked this way, a line never needs measuring.
    const worstCase = line.length * 3;
    if (this.used + worstCase > BUFFER_BYTES) {
      this.handOn();
      if (worstCase > BUFFER_BYTES) {
        this.below.write(Buffer.from(line, 'utf8'));
        return;
      }
    }
    this.used += this.chunk.write(line, this.used);
    if (this.used >= CHUNK_BYTES) this.handOn();
  }

  /**
   * For a writer that encodes its line itself, straight into the pending bytes (the access log:
   * building a string, flattening it and encoding it cost more than the bytes). Makes room for
   * `maxBytes` and returns the buffer to write into from `pendingBytes` on, or null when a line
   * that long must go through `write`. The writer then calls `commit` with where its line ends.
   */
  reserve(maxBytes: number): Buffer | null {
    if (maxBytes > BUFFER_BYTES - CHUNK_BYTES) return null;
    if (this.used + maxBytes > BUFFER_BYTES) this.handOn();
    return this.chunk;
  }

  /** Bytes pending in the buffer `reserve` returns: where the next line starts. */
  get pendingBytes(): number {
    return this.used;
  }

  /** Takes the line a writer encoded after `reserve`, ending at `end`. */
  commit(end: number): void {
    this.used = end;
    if (this.used >= CHUNK_BYTES) this.handOn();
  }

  /** Hands pending lines on, then calls back once the stream below has written them. */
  flush(callback: (error?: Error | null) => void = () => undefined): void {
    this.handOn();
    this.below.flush(callback);
  }

  /**
   * Writes everything now, synchronously (at exit). Pending lines are written here rather than
   * handed on: a chunk handed to SonicBoom could start an asynchronous write that its own
   * `flushSync` then leaves to a process that is about to end.
   */
  flushSync(): void {
    this.below.flushSync();
    const pending = this.takePending();
    if (pending) writeAll(this.below.fd, pending);
  }

  end(): void {
    this.handOn();
    live.delete(this);
    this.below.end();
  }

  private handOn(): void {
    const pending = this.takePending();
    if (pending) this.below.write(pending);
  }

  /** The encoded lines not handed on yet (a fresh buffer takes their place), or null if none. */
  private takePending(): Buffer | null {
    if (this.used === 0) return null;
    const pending = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(BUFFER_BYTES);
    this.used = 0;
    return pending;
  }
}
