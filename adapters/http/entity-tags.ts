import { ValidationError, type VersionCondition } from '../../core/index.js';

/**
 * Strong entity tags (RFC 9110 §8.8.3) made of a resource's kind, id and version, e.g. `"p12.3"`
 * for version 3 of pet 12. The store raises the version on every change, so the tag changes with
 * the representation; the kind and id keep a tag of one resource from matching another.
 */
export type TaggedKind = 'p' | 'o';

export function entityTag(kind: TaggedKind, id: number, version: number): string {
  return `"${kind}${id}.${version}"`;
}

/** `*`, or a comma-separated list of entity tags (each `"…"`, optionally `W/`-prefixed). */
const TAG_LIST = /^\s*(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*")*\s*$/;
const TAG = /(W\/)?"([^"]*)"/g;

/**
 * `If-Match` as the core's version condition: absent → undefined (no condition), `*` → any
 * existing resource, a list → the versions its strong tags name for this resource (weak tags never
 * match under If-Match's strong comparison; a list naming none is a condition nothing satisfies).
 * A header that is not a list of entity tags is a 400, checked with the path parameters.
 */
export function ifMatchCondition(header: string | undefined, kind: TaggedKind, id: number | bigint): VersionCondition | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return 'any';
  const versions: number[] = [];
  for (const [weak, opaque] of tagsOf(header, 'If-Match')) {
    if (weak) continue;
    const version = versionIn(opaque, kind, id);
    if (version !== undefined) versions.push(version);
  }
  return versions;
}

/** `If-None-Match` read (and checked) with the path parameters, compared once the resource is found. */
export type NoneMatch = '*' | readonly string[] | undefined;

export function ifNoneMatch(header: string | undefined): NoneMatch {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return '*';
  return tagsOf(header, 'If-None-Match').map(([, opaque]) => opaque);
}

/** Whether `If-None-Match` names the current tag (weak comparison: `W/` ignored), so a GET answers 304. */
export function noneMatchHits(condition: NoneMatch, currentTag: string): boolean {
  if (condition === undefined) return false;
  return condition === '*' || condition.includes(currentTag.slice(1, -1));
}

function tagsOf(header: string, name: string): [weak: boolean, opaque: string][] {
  if (!TAG_LIST.test(header)) throw ValidationError.of(name, 'must be * or a comma-separated list of entity tags such as "p1.2"');
  return [...header.matchAll(TAG)].map((match) => [match[1] !== undefined, match[2]!]);
}

function versionIn(opaque: string, kind: TaggedKind, id: number | bigint): number | undefined {
  const prefix = `${kind}${id}.`;
  if (!opaque.startsWith(prefix)) return undefined;
  const text = opaque.slice(prefix.length);
  return /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : undefined;
}
