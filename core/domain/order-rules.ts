import { ValidationError, type FieldProblem } from './errors.js';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from './order.js';
import { checkId } from './pet-rules.js';

/** A placeOrder body: `{ "petId" }` and nothing else. */
export function validateNewOrder(input: unknown): { readonly petId: number } {
  const body = objectOf(input, 'a JSON object with petId');
  const problems = unknownMembers(body, 'petId');
  const petProblem = checkId(body.petId);
  if (petProblem) problems.push({ field: 'petId', problem: petProblem });
  if (problems.length > 0) throw new ValidationError(problems);
  return { petId: body.petId as number };
}

/** An updateOrder body (a merge patch): `{ "status" }`, with updatePet's rules for `null` and unknown members. */
export function validateOrderPatch(input: unknown): { readonly status?: OrderStatus } {
  const body = objectOf(input, 'a JSON object (a merge patch of status)');
  const problems = unknownMembers(body, 'status');
  if (body.status === null) problems.push({ field: 'status', problem: 'must not be null' });
  else if (body.status !== undefined && !isOrderStatus(body.status)) {
    problems.push({ field: 'status', problem: `must be one of ${ORDER_STATUSES.join(', ')}` });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return body.status === undefined ? {} : { status: body.status as OrderStatus };
}

function objectOf(input: unknown, expected: string): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw ValidationError.of('body', `must be ${expected}`);
  return input as Record<string, unknown>;
}

function unknownMembers(body: Record<string, unknown>, known: string): FieldProblem[] {
  return Object.keys(body)
    .filter((field) => field !== known)
    .map((field) => ({ field, problem: field === 'id' ? 'is assigned by the service and must not be sent' : 'is not a known field' }));
}
