import type { BanRule, BucketSpec } from '../ports/token-bucket-store.port.js';

/** Refuses a bucket no store can honour (no capacity, no refill, not finite): a caller's bug, not a limit. */
export function checkBucket(spec: BucketSpec): void {
  if (!(spec.capacity > 0 && spec.windowMs > 0 && Number.isFinite(spec.capacity) && Number.isFinite(spec.windowMs))) {
    throw new RangeError(`invalid bucket: capacity ${spec.capacity}, windowMs ${spec.windowMs}`);
  }
}

export function checkBan(ban: BanRule): void {
  if (!(ban.threshold >= 0 && ban.windowMs > 0 && ban.durationMs >= 0)) {
    throw new RangeError(`invalid ban rule: threshold ${ban.threshold}, windowMs ${ban.windowMs}, durationMs ${ban.durationMs}`);
  }
}
