import type { IndexDescription } from 'mongodb';

export const WRITE_TAG_INDEX_NAME = 'writeTag_1';

/**
 * The write tag a resource was written with under an Idempotency-Key claim (pets, orders): unique,
 * so one tag is one resource even when an attempt outlives its lease; sparse, so the documents
 * written without one (no `writeTag` field; never null) are not in the index and never collide
 * (https://www.mongodb.com/docs/manual/core/index-sparse/#sparse-and-unique-properties).
 */
export const WRITE_TAG_INDEX: IndexDescription = { key: { writeTag: 1 }, name: WRITE_TAG_INDEX_NAME, unique: true, sparse: true };

/** The field to store: none at all without a tag (a null would be indexed, and collide). */
export function writeTagField(writeTag: string | undefined): { writeTag?: string } {
  return writeTag === undefined ? {} : { writeTag };
}
