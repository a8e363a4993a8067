/**
 * What else runs on the cores a benchmark uses, from /proc/stat (Linux): `npm run bench` and the
 * fleet benchmark (when pinned) wait for quiet cores before each run, since other sessions' test
 * runs on a shared machine come in bursts of seconds to minutes.
 */
import { existsSync, readFileSync } from 'node:fs';

/** USER_HZ: 100 on every Linux architecture Node runs on. */
export const CLOCK_TICKS = 100;

/**
 * Time a core spent in user, system and steal time so far (ms), from /proc/stat; null without
 * /proc. Interrupt time (loopback networking) is left out.
 */
export function coreBusyMs(cpu: string): number | null {
  if (!existsSync('/proc/stat')) return null;
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${cpu} `));
  if (!line) return null;
  const [user, nice, system, , , , , steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (steal ?? 0)) * (1000 / CLOCK_TICKS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits, up to `waitSeconds`, until none of `cpus` is busier than `maxShare` over half a second
 * (the benchmark's own processes idle meanwhile, so what shows is someone else's).
 */
export async function untilQuiet(cpus: readonly string[], maxShare: number, waitSeconds: number): Promise<void> {
  const deadline = Date.now() + waitSeconds * 1000;
  while (Date.now() < deadline) {
    const before = cpus.map(coreBusyMs);
    if (before.some((ms) => ms === null)) return;
    await sleep(500);
    const busiest = Math.max(...cpus.map((cpu, i) => coreBusyMs(cpu)! - before[i]!)) / 500;
    if (busiest <= maxShare) return;
    await sleep(2_000);
  }
}
