import { ConflictError } from './errors.js';
import type { OrderStatus } from './order.js';
import type { PetStatus } from './pet.js';

/**
 * The status rules of DESIGN.md "Pet lifecycle and store orders", each as one table: every use
 * case that moves a status asks here. Setting the current status again is a no-op, never a refusal.
 */
const PET_TRANSITIONS: Readonly<Record<PetStatus, readonly PetStatus[]>> = {
  available: ['pending', 'sold'],
  pending: ['available', 'sold'],
  // Final: a mistaken sale is undone by deleting the pet.
  sold: [],
};

const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['approved', 'cancelled'],
  approved: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** What a closed order does to the pet it reserved: delivered sells it, cancelled frees it. */
export const PET_STATUS_AFTER_ORDER: Readonly<Partial<Record<OrderStatus, PetStatus>>> = { delivered: 'sold', cancelled: 'available' };

export function checkPetTransition(from: PetStatus, to: PetStatus): void {
  checkTransition('pet', PET_TRANSITIONS, from, to);
}

export function checkOrderTransition(from: OrderStatus, to: OrderStatus): void {
  checkTransition('order', ORDER_TRANSITIONS, from, to);
}

function checkTransition<S extends string>(what: string, table: Readonly<Record<S, readonly S[]>>, from: S, to: S): void {
  if (from === to || table[from].includes(to)) return;
  const allowed = table[from].length > 0 ? `from ${from} only to ${table[from].join(' or ')}` : `${from} is final`;
  throw new ConflictError('invalid_transition', `status: a ${what} cannot move from ${from} to ${to} (${allowed}).`, [
    { field: 'status', problem: `cannot move from ${from} to ${to}` },
  ]);
}
