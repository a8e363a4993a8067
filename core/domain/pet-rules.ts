import { DEFAULT_PET_STATUS, isAssignableId, isPetStatus, MAX_SAFE_ID, PET_STATUSES, type NewPet, type PetStatus } from './pet.js';
import { ValidationError, type FieldProblem } from './errors.js';

export const NAME_MAX_CODE_POINTS = 100;
const NEW_PET_FIELDS = new Set(['name', 'categoryId', 'status']);

/** Why a body must not carry `id` (the schema check of the HTTP adapter says the same). */
export const ID_IS_ASSIGNED = 'is assigned by the service and must not be sent';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /\p{Cs}/u;
const BLANK = /^\s*$/u;

/**
 * Applies DESIGN.md §1 to an untrusted creation body and returns the pet to store.
 * Every problem is reported at once, each naming its field. The name is kept exactly as
 * given; only its length is measured on the NFC form.
 */
export function validateNewPet(input: unknown): NewPet {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw ValidationError.of('body', 'must be a JSON object with name and categoryId');
  }
  const body = input as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  for (const field of Object.keys(body)) {
    if (!NEW_PET_FIELDS.has(field)) {
      problems.push({
        field,
        problem: field === 'id' ? ID_IS_ASSIGNED : 'is not a known field',
      });
    }
  }
  const nameProblem = checkName(body.name);
  if (nameProblem) problems.push({ field: 'name', problem: nameProblem });
  const categoryProblem = checkId(body.categoryId);
  if (categoryProblem) problems.push({ field: 'categoryId', problem: categoryProblem });
  if (body.status !== undefined && !isPetStatus(body.status)) {
    problems.push({ field: 'status', problem: `must be one of ${PET_STATUSES.join(', ')}` });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return {
    name: body.name as string,
    categoryId: body.categoryId as number,
    status: (body.status as NewPet['status'] | undefined) ?? DEFAULT_PET_STATUS,
  };
}

/** Returns why `value` is not an acceptable pet name, or undefined when it is. */
export function checkName(value: unknown): string | undefined {
  if (value === undefined) return 'is required';
  if (typeof value !== 'string') return 'must be a string';
  if (PRINTABLE_ASCII.test(value)) {
    // Fast path: ASCII is already NFC and one code point per character.
    if (value.length === 0 || BLANK.test(value)) return 'must not be empty or only whitespace';
    return value.length > NAME_MAX_CODE_POINTS ? tooLong() : undefined;
  }
  if (CONTROL_CHARACTER.test(value)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode (unpaired surrogate)';
  if (BLANK.test(value)) return 'must not be empty or only whitespace';
  return countCodePoints(value.normalize('NFC')) > NAME_MAX_CODE_POINTS ? tooLong() : undefined;
}

/** Returns why `value` is not an acceptable identifier (1 … 2^53−1), or undefined. */
export function checkId(value: unknown): string | undefined {
  if (value === undefined) return 'is required';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'must be an integer';
  if (!isAssignableId(value)) return `must be between 1 and ${MAX_SAFE_ID}`;
  return undefined;
}

function tooLong(): string {
  return `must be at most ${NAME_MAX_CODE_POINTS} characters (Unicode code points after NFC normalisation)`;
}

function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) i++;
    count++;
  }
  return count;
}

/** A validated JSON Merge Patch of a pet (RFC 7396): only the members sent, none of them null. */
export interface PetPatch {
  readonly name?: string;
  readonly categoryId?: number;
  readonly status?: PetStatus;
}

/**
 * Applies DESIGN.md's updatePet rules to an untrusted merge patch: a JSON object of `name`,
 * `categoryId`, `status`; `id`, unknown members and `null` (which would remove a required member)
 * are refused, each naming its member; values are checked as on create. `{}` is a valid no-op.
 */
export function validatePetPatch(input: unknown): PetPatch {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw ValidationError.of('body', 'must be a JSON object (a merge patch of name, categoryId, status)');
  }
  const body = input as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  for (const field of Object.keys(body)) {
    if (!NEW_PET_FIELDS.has(field)) problems.push({ field, problem: field === 'id' ? ID_IS_ASSIGNED : 'is not a known field' });
    else if (body[field] === null) problems.push({ field, problem: 'must not be null: every member of a pet is required' });
  }
  if (body.name !== undefined && body.name !== null) {
    const problem = checkName(body.name);
    if (problem) problems.push({ field: 'name', problem });
  }
  if (body.categoryId !== undefined && body.categoryId !== null) {
    const problem = checkId(body.categoryId);
    if (problem) problems.push({ field: 'categoryId', problem });
  }
  if (body.status !== undefined && body.status !== null && !isPetStatus(body.status)) {
    problems.push({ field: 'status', problem: `must be one of ${PET_STATUSES.join(', ')}` });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return {
    ...(body.name !== undefined ? { name: body.name as string } : {}),
    ...(body.categoryId !== undefined ? { categoryId: body.categoryId as number } : {}),
    ...(body.status !== undefined ? { status: body.status as PetStatus } : {}),
  };
}
