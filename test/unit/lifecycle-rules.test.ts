import { describe, expect, it } from 'vitest';
import {
  checkOrderTransition,
  checkPetTransition,
  ConflictError,
  decodeOrderCursor,
  encodeOrderCursor,
  MAX_SAFE_ID,
  ORDER_STATUSES,
  PET_STATUS_AFTER_ORDER,
  PET_STATUSES,
  type OrderStatus,
  type PetStatus,
} from '../../core/index.js';

/** 'ok', or the code of the refusal. */
function outcome(check: () => void): string {
  try {
    check();
    return 'ok';
  } catch (error) {
    return (error as ConflictError).code;
  }
}

describe('status transition tables (DESIGN.md "Pet lifecycle and store orders")', () => {
  // Written out in full, not derived from the tables under test.
  const PET_ALLOWED: Record<PetStatus, PetStatus[]> = {
    available: ['available', 'pending', 'sold'],
    pending: ['available', 'pending', 'sold'],
    sold: ['sold'],
  };
  const ORDER_ALLOWED: Record<OrderStatus, OrderStatus[]> = {
    placed: ['placed', 'approved', 'cancelled'],
    approved: ['approved', 'delivered', 'cancelled'],
    delivered: ['delivered'],
    cancelled: ['cancelled'],
  };

  it.each(PET_STATUSES.flatMap((from) => PET_STATUSES.map((to) => [from, to] as const)))('pet %s → %s', (from, to) => {
    expect(outcome(() => checkPetTransition(from, to))).toBe(PET_ALLOWED[from].includes(to) ? 'ok' : 'invalid_transition');
  });

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('order %s → %s', (from, to) => {
    expect(outcome(() => checkOrderTransition(from, to))).toBe(ORDER_ALLOWED[from].includes(to) ? 'ok' : 'invalid_transition');
  });

  it('names from and to in a refusal, and says when a status is final', () => {
    const refusal = (() => {
      try {
        checkPetTransition('sold', 'available');
      } catch (error) {
        return error as ConflictError;
      }
    })()!;
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal.message).toMatch(/sold.*available/);
    expect(refusal.message).toContain('final');
    expect(refusal.details).toEqual([{ field: 'status', problem: 'cannot move from sold to available' }]);
    expect(() => checkOrderTransition('placed', 'delivered')).toThrow(/only to approved or cancelled/);
  });

  it('closes an order into its pet: delivered sells, cancelled frees, open orders leave the pet alone', () => {
    expect(PET_STATUS_AFTER_ORDER).toEqual({ delivered: 'sold', cancelled: 'available' });
  });
});

describe('the listOrders cursor', () => {
  it('round-trips the last id under the same filters', () => {
    for (const filter of [{}, { status: 'placed' as const }, { petId: 42 }, { status: 'cancelled' as const, petId: MAX_SAFE_ID }]) {
      const cursor = encodeOrderCursor(filter, MAX_SAFE_ID);
      expect(cursor.length).toBeLessThanOrEqual(32); // the parameter's maxLength in the OpenAPI document
      expect(decodeOrderCursor(cursor, filter)).toEqual({ ok: true, afterId: MAX_SAFE_ID });
    }
  });

  it('refuses a cursor of a listing with other filters', () => {
    const cursor = encodeOrderCursor({ status: 'placed', petId: 5 }, 10);
    for (const other of [
      {},
      { status: 'placed' as const },
      { petId: 5 },
      { status: 'approved' as const, petId: 5 },
      { status: 'placed' as const, petId: 6 },
    ]) {
      expect(decodeOrderCursor(cursor, other)).toEqual({ ok: false, problem: expect.stringContaining('other filters') });
    }
  });

  it('refuses malformed cursors, a listPets cursor included', () => {
    for (const cursor of ['', 'zzz', '2A.0', '2A.', '2X.5', `2A.${(MAX_SAFE_ID + 1).toString(36)}`, '1Aa', '2A5']) {
      expect(decodeOrderCursor(cursor, {}), cursor).toEqual({ ok: false, problem: expect.stringContaining('malformed') });
    }
  });
});
