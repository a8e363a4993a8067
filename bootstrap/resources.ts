import type { ReadinessReport } from '../adapters/shared/readiness-report.js';

/**
 * What the process opened (database and Redis clients…) and must close on shutdown, in reverse
 * order of opening; plus the readiness checks of the stores.
 */
export class Resources {
  private readonly closers: Array<{ name: string; close: () => Promise<void> }> = [];
  private readonly probes: Array<{ name: string; probe: () => Promise<string> }> = [];

  onClose(name: string, close: () => Promise<void>): void {
    this.closers.push({ name, close });
  }

  /** `probe` resolves to a short status line; rejecting (or 'down…') marks the process unready. */
  addReadinessProbe(name: string, probe: () => Promise<string>): void {
    this.probes.push({ name, probe });
  }

  async readiness(timeoutMs = 1_000): Promise<ReadinessReport> {
    const checks: Record<string, string> = {};
    let ready = true;
    await Promise.all(
      this.probes.map(async ({ name, probe }) => {
        try {
          checks[name] = await withTimeout(probe(), timeoutMs);
          if (checks[name].startsWith('down')) ready = false;
        } catch {
          checks[name] = 'down: unreachable';
          ready = false;
        }
      }),
    );
    return { ready, checks };
  }

  async closeAll(): Promise<void> {
    for (const { close } of this.closers.splice(0).reverse()) {
      await close().catch(() => undefined);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
