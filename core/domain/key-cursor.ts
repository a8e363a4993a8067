import type { CursorReading } from './pet-cursor.js';

/**
 * The opaque `cursor` of listKeys: a version digit, the creation instant of the page's last key
 * (ms, base 36), a dot and its id (1–64 characters of `A-Za-z0-9_-`, DESIGN.md "Access"). Keys are
 * listed oldest first, ties broken by id.
 */
const CURSOR = /^3([0-9a-z]{1,11})\.([A-Za-z0-9_-]{1,64})$/;

type KeyCursorReading =
  { readonly ok: true; readonly after: { readonly createdAt: number; readonly id: string } } | Extract<CursorReading, { ok: false }>;

export function encodeKeyCursor(last: { readonly createdAt: Date; readonly id: string }): string {
  return `3${last.createdAt.getTime().toString(36)}.${last.id}`;
}

export function decodeKeyCursor(cursor: string): KeyCursorReading {
  const match = CURSOR.exec(cursor);
  const createdAt = match ? parseInt(match[1]!, 36) : NaN;
  if (!match || !Number.isSafeInteger(createdAt)) return { ok: false, problem: 'is malformed; pass the cursor of a Link rel="next" unchanged' };
  return { ok: true, after: { createdAt, id: match[2]! } };
}
