import type { BucketLevel, BucketSpec } from '../../core/index.js';

/** A token's refill time in whole µs, rounded up as the script counts it (a bucket never holds more than its capacity). */
export function perTokenUs({ capacity, windowMs }: BucketSpec): number {
  return Math.ceil((windowMs * 1000) / capacity);
}

/**
 * The buckets' levels at `nowUs` (Redis's clock), bucket i being full again at `fullAtUs[i]`, with
 * `back` tokens counted as the subject's again (taken in Redis, not spent: those of later
 * admissions of the same call, or those a process holds).
 */
export function levelsAt(buckets: readonly BucketSpec[], fullAtUs: readonly number[], nowUs: number, back: number): BucketLevel[] {
  const levels: BucketLevel[] = [];
  for (let i = 0; i < buckets.length; i++) {
    const bucket = buckets[i]!;
    const msUntilFull = Math.max(0, fullAtUs[i]! - back * perTokenUs(bucket) - nowUs) / 1000;
    levels.push({ tokens: Math.max(0, bucket.capacity - (msUntilFull * bucket.capacity) / bucket.windowMs), msUntilFull });
  }
  return levels;
}
