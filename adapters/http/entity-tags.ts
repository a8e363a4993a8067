import type { VersionCondition } from '../../core/index.js';

/**
 * Strong entity tags (RFC 9110 §8.8.3) made of a resource's kind, id and version, e.g. `"p12.3"`
 * for version 3 of pet 12. The store raises the version on every change, so the tag changes with
 * the representation; the kind and id keep a tag of one resource from matching another. The
 * syntax of If-Match and If-None-Match is checked by their schema (components.ts) before these run.
 */
export type TaggedKind = 'p' | 'o';

export function entityTag(kind: TaggedKind, id: number, version: number): string {
  return `"${kind}${id}.${version}"`;
}

const TAG = /(W\/)?"([^"]*)"/g;

/**
 * `If-Match` as the core's version condition: absent → undefined (no condition), `*` → any
 * existing resource, a list → the versions its strong tags name for this resource (weak tags never
 * match under If-Match's strong comparison; a list naming none is a condition nothing satisfies).
 */
export function ifMatchCondition(header: string | undefined, kind: TaggedKind, id: number): VersionCondition | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return 'any';
  const versions: number[] = [];
  for (const [, weak, opaque] of header.matchAll(TAG)) {
    if (weak) continue;
    const version = versionIn(opaque!, kind, id);
    if (version !== undefined) versions.push(version);
  }
  return versions;
}

/** Whether `If-None-Match` names the current tag (weak comparison: `W/` ignored), so a GET answers 304. */
export function noneMatchHits(header: string, currentTag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = currentTag.slice(1, -1);
  for (const match of header.matchAll(TAG)) if (match[2] === opaque) return true;
  return false;
}

function versionIn(opaque: string, kind: TaggedKind, id: number): number | undefined {
  const prefix = `${kind}${id}.`;
  if (!opaque.startsWith(prefix)) return undefined;
  const text = opaque.slice(prefix.length);
  return /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : undefined;
}
