import { MAX_PAGE_SIZE } from '../../../core/index.js';
import { header, HEADER_VALUE, type SchemaName } from '../openapi/components.js';
import { entityTag, noneMatchHits, type TaggedKind } from '../entity-tags.js';
import type { Reply } from '../reply.js';
import { errorAnswer, type Answer } from './operation.js';

/** Answers several operations give in the same words. */

export const TOO_LARGE_413 = errorAnswer(['payload_too_large'], 'Body over 16 KiB (`payload_too_large`).');
export const JSON_ONLY_415 = errorAnswer(['unsupported_media_type'], 'Body not `application/json` (`unsupported_media_type`).');
export const PRECONDITION_412 = errorAnswer(
  ['precondition_failed'],
  '`If-Match` names a version the resource no longer has (`precondition_failed`): read it again.',
);

export const ACCEPT_PATCH_HEADER = header('The patch formats accepted: `application/merge-patch+json, application/json` (RFC 5789 §3.1).', {
  type: 'string',
  enum: ['application/merge-patch+json, application/json'],
});
export const PATCH_415 = errorAnswer(
  ['unsupported_media_type'],
  'Body neither `application/merge-patch+json` nor `application/json` (`unsupported_media_type`).',
  { 'Accept-Patch': ACCEPT_PATCH_HEADER },
);
export const PATCH_BODY_400 = errorAnswer(
  ['invalid_request'],
  'Malformed path parameter or If-Match; body not a JSON object; `id`, unknown members or `null` members; invalid values (`invalid_request`).',
);

/** A 201 of an operation that takes an Idempotency-Key: the resource, where it lives, its version. */
export function created(description: string, schema: 'Pet' | 'Order', example: unknown): Answer {
  return {
    description,
    json: { schema, example },
    headers: { Location: header(`Path of the new ${schema === 'Pet' ? 'animal' : 'order'}.`, HEADER_VALUE.location, true), ETag: 'ETag' },
  };
}

/** A 304 to a conditional GET: no body, the current tag and the usual headers. */
export function notModified(): Answer {
  return { description: '`If-None-Match` names the current version (weak comparison): not modified, no body.', headers: { ETag: 'ETag' } };
}

/**
 * Answers a read of a versioned resource: its ETag, then 304 (its quota given back) when `If-None-Match`
 * names it, else the JSON. Not async: only the 304 waits for the limiter, and the hot 200 makes no promise.
 */
export function answerVersioned(
  request: { readonly reply: Reply; notModified(): Promise<void> },
  kind: TaggedKind,
  id: number,
  version: number,
  ifNoneMatch: string | undefined,
  json: () => string,
): Promise<void> | void {
  const tag = entityTag(kind, id, version);
  request.reply.header('ETag', tag);
  if (ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, tag)) return request.notModified();
  request.reply.json(200, json());
}

/** Answers a creation (or the replay of one): 201, Location, ETag, and `Idempotent-Replayed` on a replay. */
export function answerCreated(reply: Reply, location: string, tag: string, replayed: boolean, json: string): void {
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  reply.header('Location', location).header('ETag', tag).json(201, json);
}

/** A listing's body: a page of items of a shared schema, at most MAX_PAGE_SIZE of them (DESIGN.md: `limit` 1–100). */
export function pageOf(schema: SchemaName): Readonly<Record<string, unknown>> {
  return { type: 'array', maxItems: MAX_PAGE_SIZE, items: { $ref: `#/components/schemas/${schema}` } };
}
