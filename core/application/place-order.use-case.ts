import { IdempotencyConflictError, StoreUnavailableError, ValidationError } from '../domain/errors.js';
import { DEFAULT_IDEMPOTENCY_SETTINGS } from '../domain/idempotency-claim.js';
import { validateNewOrder } from '../domain/order-rules.js';
import { FIRST_VERSION } from '../domain/version.js';
import type { IdempotencyRecordKey } from '../ports/idempotency-store.port.js';
import { IdempotencyKeyTakenError, type OrderIdempotency, type OrderRecord } from '../ports/order-repository.port.js';
import { MAX_WRITE_ROUNDS, type Reservations } from './reservations.js';

const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

export interface PlaceOrderOutcome {
  readonly record: OrderRecord;
  /** True when the order was placed by an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean;
}

/**
 * placeOrder: an order for an available pet, which becomes `pending`, reserved by it. The order is
 * stored first (uncommitted, with its Idempotency-Key, so the key and the order are one write),
 * then the pet reserved, then the order committed (Reservations says why and how a cut-short
 * attempt is decided). A request with the key of an uncommitted order completes that order rather
 * than waiting: every step is idempotent, so a retry after a crash gets its own order back.
 */
export class PlaceOrder {
  constructor(
    private readonly reservations: Reservations,
    private readonly idempotencyTtlMs: number = DEFAULT_IDEMPOTENCY_SETTINGS.ttlMs,
  ) {}

  async execute(input: unknown, key?: IdempotencyRecordKey): Promise<PlaceOrderOutcome> {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key.key)) {
      throw ValidationError.of('Idempotency-Key', 'must be 1 to 255 printable ASCII characters');
    }
    const { petId } = validateNewOrder(input);
    const { orders, clock } = this.reservations;
    for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
      if (key !== undefined) {
        const earlier = await this.earlierOrder(key, String(petId));
        if (earlier) return earlier;
      }
      const now = clock.now();
      const idempotency: OrderIdempotency | null = key ? { ...key, fingerprint: String(petId), expiresAt: now + this.idempotencyTtlMs } : null;
      const record: OrderRecord = {
        order: { id: await orders.nextId(), petId, status: 'placed', placedAt: now, updatedAt: now },
        version: FIRST_VERSION,
        committed: false,
        idempotency,
      };
      try {
        await orders.insert(record);
      } catch (error) {
        // A concurrent request with the same key stored its order first: the next round joins it.
        if (error instanceof IdempotencyKeyTakenError) continue;
        throw error;
      }
      return { record: await this.reservations.complete(record), replayed: false };
    }
    throw new StoreUnavailableError('order store');
  }

  /** The order an earlier request with this key placed (completed if it was cut short), or null to place a new one. */
  private async earlierOrder(key: IdempotencyRecordKey, fingerprint: string): Promise<PlaceOrderOutcome | null> {
    const { orders, clock } = this.reservations;
    const earlier = await orders.findByIdempotencyKey(key.scope, key.key);
    if (!earlier?.idempotency) return null;
    if (clock.now() >= earlier.idempotency.expiresAt) {
      // Past its 24 h the key is free again: detach it from the old order (a miss means someone else did or it changed).
      await orders.replace(earlier.order.id, earlier.version, { ...earlier.order, committed: earlier.committed, idempotency: null });
      return null;
    }
    if (earlier.idempotency.fingerprint !== fingerprint) {
      throw new IdempotencyConflictError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request body.');
    }
    return { record: earlier.committed ? earlier : await this.reservations.complete(earlier), replayed: true };
  }
}
