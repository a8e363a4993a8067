import { describe, expect, it } from 'vitest';
import {
  checkOrderTransition,
  checkPetTransition,
  ConflictError,
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
