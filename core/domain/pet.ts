import { displayTextProblemOf } from './display-text.js';
import type { FieldProblem } from './errors.js';

/** Availability of an animal. The order is the spec's and is used in documents and messages. */
export const PET_STATUSES = ['available', 'pending', 'sold'] as const;
export type PetStatus = (typeof PET_STATUSES)[number];

/** Status given to a pet created without one (DESIGN.md §1). */
export const DEFAULT_PET_STATUS: PetStatus = 'available';

/** A pet as the service stores and returns it. Instances handed out are frozen. */
export interface Pet {
  readonly id: number;
  readonly name: string;
  readonly categoryId: number;
  readonly status: PetStatus;
}

/** A pet to store, its status defaulted, waiting for its id. */
export interface NewPet {
  readonly name: string;
  readonly categoryId: number;
  readonly status: PetStatus;
}

/** Largest id or categoryId: exactly representable in every JSON client (2^53 − 1). */
export const MAX_SAFE_ID = Number.MAX_SAFE_INTEGER;

/**
 * The domain rules a pet's fields break, every one at once (createPet, updatePet): its `name` is display
 * text. A field left out is not judged; its type is the transport's to check, so the edge can ask this of
 * the members a body sent in the right type while it reports the rest of that body's problems.
 */
export function petFieldProblems(fields: { readonly name?: string }): FieldProblem[] {
  const name = fields.name === undefined ? undefined : displayTextProblemOf('name', fields.name);
  return name ? [name] : [];
}
