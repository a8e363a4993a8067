import type { DestinationStream } from 'pino';

/** What BatchedDestination needs of the stream below it (pino.destination's SonicBoom). */
export interface FlushableStream extends DestinationStream {
  flush(callback: (error?: Error | null) => void): void;
  flushSync(): void;
  end(): void;
}

/** Lines are handed on in chunks of about this many characters (SonicBoom's own write size). */
const CHUNK_CHARS = 16 * 1024;

const live = new Set<BatchedDestination>();
let exitHookInstalled = false;

/**
 * Collects log lines and hands them to the stream below in chunks of about 16 KiB.
 *
 * Why: on every `write`, SonicBoom measures the UTF-8 length of the chunk it is still
 * accumulating, which flattens and rescans up to 16 KiB per line while an asynchronous write is
 * in flight: under load that cost more than building the line. Here a line costs a string append;
 * a chunk is flattened and measured once. Order is kept (every line of the logger passes here).
 * Lines wait at most for a full chunk or the next `flush` (createLogger flushes every second,
 * shutdown flushes, and an exit hook writes what is left synchronously).
 */
export class BatchedDestination implements DestinationStream {
  // A rope of lines: appending is O(1), and the chunk is flattened once, by the stream below.
  private pending = '';

  constructor(private readonly below: FlushableStream) {
    live.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      // Lines of the last turn must not die with the process (e.g. a fatal error logged just before exit).
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
    this.pending += line;
    if (this.pending.length >= CHUNK_CHARS) this.handOn();
  }

  /** Hands pending lines on, then calls back once the stream below has written them. */
  flush(callback: (error?: Error | null) => void = () => undefined): void {
    this.handOn();
    this.below.flush(callback);
  }

  flushSync(): void {
    this.handOn();
    this.below.flushSync();
  }

  end(): void {
    this.handOn();
    live.delete(this);
    this.below.end();
  }

  private handOn(): void {
    if (this.pending === '') return;
    const chunk = this.pending;
    this.pending = '';
    this.below.write(chunk);
  }
}
