import { ValidationError, type KeyOutcome } from '../../../../core/index.js';
import { parseDateTime } from '../../../shared/rfc3339.js';
import { keyPath } from '../../api-paths.js';
import { keyJson } from '../../key-json.js';
import { header, HEADER_VALUE } from '../../openapi/components.js';
import type { Reply } from '../../reply.js';
import { errorAnswer, type Answer } from '../operation.js';
import { KEY_EXAMPLE, SECRET_EXAMPLE } from './key-examples.js';

/** A 201 of createKey and rotateKey: the key with its secret (not on a replay), where it lives. */
export function keyCreated(description: string, example: object = KEY_EXAMPLE): Answer {
  return {
    description,
    json: { schema: 'Key', example: { ...example, secret: SECRET_EXAMPLE } },
    headers: { Location: header('Path of the new key, `/v1/keys/{keyId}`.', HEADER_VALUE.location, true) },
  };
}

export const KEY_NOT_FOUND_404 = errorAnswer(['not_found'], 'No key has this id (`not_found`).');

/** Answers a created key (or the replay of one, without its secret). */
export function answerKeyCreated(reply: Reply, outcome: KeyOutcome): void {
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  reply.header('Location', keyPath(outcome.key.id)).json(201, keyJson(outcome.key, outcome.secret));
}

/** An RFC 3339 instant (checked by the schema's `date-time` format, the same parser) as ms since the epoch; one that does not exist (Feb 30) is a 400. */
export function instantOf(field: string, text: string): number {
  const ms = parseDateTime(text);
  if (ms === undefined) throw ValidationError.of(field, 'must be an RFC 3339 date-time that exists, with its zone, e.g. 2026-12-31T23:59:59Z');
  return ms;
}
