import { OWNER_FORMAT } from './access.js';
import { checkLimits, isPlan, isWellFormedSecret, PLANS, SECRET_FORMAT_RULE, type QuotaLimits } from './api-key.js';
import { displayTextProblemOf } from './display-text.js';
import type { FieldProblem } from './errors.js';
import { isScope, SCOPES } from './scopes.js';

/**
 * The fields of a key request as far as they were given in the type the rules read. `customLimits`
 * is `'unreadable'` when limits were sent in a shape the transport refused: their presence still
 * matters (a plan other than enterprise takes none), their figures cannot be judged.
 */
export interface KeyRequestFields {
  readonly name?: string;
  readonly plan?: string;
  readonly customLimits?: QuotaLimits | 'unreadable';
  readonly scopes?: readonly string[];
  readonly owner?: string;
  /** ms since the epoch. */
  readonly expiresAt?: number;
  readonly secret?: string;
}

export const OWNER_RULE = 'must be 1 to 64 characters of letters, digits and . _ : @ -';

/**
 * Every rule of a new key that a request breaks, all at once, in the order of the fields (DESIGN.md
 * "Access": 400 naming each field; what the caller may grant, 403, is judged only once these pass).
 * A field left out is not judged here, but an enterprise plan without limits: the transport says
 * which fields are required. `now` (ms) judges `expiresAt`.
 */
export function keyRequestProblems(fields: KeyRequestFields, now: number): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, problem: string | undefined): void => {
    if (problem !== undefined) problems.push({ field, problem });
  };
  if (fields.name !== undefined) {
    const name = displayTextProblemOf('name', fields.name);
    if (name) problems.push(name);
  }
  const { plan, customLimits } = fields;
  if (plan !== undefined && !isPlan(plan)) add('plan', `must be one of ${PLANS.join(', ')}`);
  if (plan === 'enterprise') {
    if (customLimits === undefined) add('limits', 'an enterprise key needs perMinute and perDay');
    else if (customLimits !== 'unreadable') add('limits', checkLimits(customLimits));
  } else if (isPlan(plan) && customLimits !== undefined) {
    add('limits', `custom limits are for enterprise keys; ${plan} has fixed limits`);
  }
  add('scopes', fields.scopes && scopesProblem(fields.scopes));
  if (fields.owner !== undefined && !OWNER_FORMAT.test(fields.owner)) add('owner', OWNER_RULE);
  if (fields.expiresAt !== undefined && !(fields.expiresAt > now)) add('expiresAt', 'must be in the future');
  if (fields.secret !== undefined && !isWellFormedSecret(fields.secret)) add('key', `must be ${SECRET_FORMAT_RULE}`);
  return problems;
}

function scopesProblem(scopes: readonly string[]): string | undefined {
  if (scopes.length === 0) return 'must name at least one scope';
  const unknown = scopes.find((scope) => !isScope(scope));
  if (unknown !== undefined) return `${JSON.stringify(unknown)} is not a scope; scopes are ${SCOPES.join(', ')}`;
  return new Set(scopes).size !== scopes.length ? 'must name each scope once' : undefined;
}
