import type { Pet } from '../../core/index.js';

/**
 * A pet as JSON: exactly its four fields, copied first so that a store's record carrying more (an
 * owner, a version, a database id) never reaches the client.
 */
export function petJson({ id, name, categoryId, status }: Pet): string {
  return JSON.stringify({ id, name, categoryId, status });
}

/** A page of pets as JSON, each pet copied to its four fields as petJson does. */
export function petsJson(pets: readonly Pet[]): string {
  const plain = new Array<Pet>(pets.length);
  for (let i = 0; i < pets.length; i++) {
    const { id, name, categoryId, status } = pets[i]!;
    plain[i] = { id, name, categoryId, status };
  }
  return JSON.stringify(plain);
}
