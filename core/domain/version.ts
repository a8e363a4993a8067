/**
 * Versions of pets and orders: a counter the store raises on every change, compared atomically
 * with the write that follows a check (compare-and-set), which is what makes If-Match safe.
 */

/** The version of a pet or order just created. */
export const FIRST_VERSION = 1;

/**
 * A caller's precondition on the version it last saw: `any` (If-Match: *) only needs the resource
 * to exist; a list needs one of its versions. A tag that names none of ours is an empty list.
 */
export type VersionCondition = 'any' | readonly number[];

export function satisfies(version: number, condition: VersionCondition | undefined): boolean {
  return condition === undefined || condition === 'any' || condition.includes(version);
}
