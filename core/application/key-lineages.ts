import { accessOf, holds, lineageOf, type Access } from '../domain/access.js';
import { isActiveKey, type ApiKey } from '../domain/api-key.js';
import type { ApiKeyRepository } from '../ports/api-key-repository.port.js';
import type { Clock } from '../ports/clock.port.js';

/** What a key lineage may do now, as a webhook endpoint acting for it needs to know. */
export interface LineageState {
  /** Its newest active key, when that key holds `webhooks:manage`: what the endpoint receives is what it may read. Null: inactive. */
  readonly acting: Access | null;
  /** Its newest key whatever its state (null when none is stored): whose scopes a key managing an inactive endpoint must cover. */
  readonly latest: ApiKey | null;
}

/** Keys read per lineage: its head, and the predecessor still in a rotation's overlap if the head was revoked. */
const KEYS_READ = 4;

/**
 * The state of key lineages, for the webhook endpoints that act for them (DESIGN.md "Events and
 * webhooks"): an endpoint is as alive as its lineage's active key, checked when it is managed, at
 * fan-out and at each attempt, so a revoked or expired key buys no feed.
 */
export class KeyLineages {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
  ) {}

  async of(lineage: string): Promise<LineageState> {
    let keys = await this.keys.findLineage(lineage, KEYS_READ);
    if (keys.length === 0) {
      // An endpoint stored before endpoints named a lineage names the key that created it: its lineage is that key's.
      const key = await this.keys.findById(lineage);
      if (key !== null) keys = lineageOf(key) === lineage ? [key] : await this.keys.findLineage(lineageOf(key), KEYS_READ);
    }
    const now = this.clock.now();
    const active = keys.find((key) => isActiveKey(key, () => now));
    const acting = active === undefined ? null : accessOf(active);
    return { acting: acting !== null && holds(acting, 'webhooks:manage') ? acting : null, latest: keys[0] ?? null };
  }
}
