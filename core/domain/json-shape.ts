/**
 * Checks of a JSON value's shape that tell the compiler the type they prove: what a use case reads
 * back from a store as JSON (an Idempotency-Key record's answer) is checked member by member, never
 * taken on trust. The type of a shape is inferred from it (`ShapeOf`), so it is written once.
 */
export type Shape<T> = (value: unknown) => value is T;

export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

export const text: Shape<string> = (value): value is string => typeof value === 'string';

/** A whole number a double holds exactly (ids, versions, instants in ms). */
export const wholeNumber: Shape<number> = (value): value is number => Number.isSafeInteger(value);

export function oneOf<const Values extends readonly string[]>(values: Values): Shape<Values[number]> {
  return (value): value is Values[number] => typeof value === 'string' && values.includes(value);
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value): value is T | null => value === null || shape(value);
}

export function listOf<T>(shape: Shape<T>): Shape<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(shape);
}

type Members = Readonly<Record<string, Shape<unknown>>>;

/** An object with these members (`required`) and, when present, these (`optional`); other members are not looked at. */
export function objectOf<Required extends Members, Optional extends Members = Record<never, never>>(
  required: Required,
  optional?: Optional,
): Shape<{ -readonly [K in keyof Required]: ShapeOf<Required[K]> } & { -readonly [K in keyof Optional]?: ShapeOf<Optional[K]> }> {
  const requiredEntries = Object.entries(required);
  const optionalEntries = Object.entries(optional ?? {});
  return (value): value is { [K in keyof Required]: ShapeOf<Required[K]> } & { [K in keyof Optional]?: ShapeOf<Optional[K]> } => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const members = value as Readonly<Record<string, unknown>>;
    for (const [name, shape] of requiredEntries) if (!Object.hasOwn(members, name) || !shape(members[name])) return false;
    for (const [name, shape] of optionalEntries) if (members[name] !== undefined && !shape(members[name])) return false;
    return true;
  };
}
