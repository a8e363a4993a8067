/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/#traceparent-header): version, trace id,
 * parent id, flags, lower-case hex. Version 00 has exactly these four fields; a later version
 * may append more after a dash, and `ff` is invalid. All-zero ids are invalid.
 */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}(-.*)?$/;
const ZERO_TRACE_ID = '0'.repeat(32);
const ZERO_PARENT_ID = '0'.repeat(16);

/** The trace id of a `traceparent` header, or undefined when absent, repeated or malformed (then ignored, as the spec says). */
export function traceIdOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = TRACEPARENT.exec(header);
  if (match === null) return undefined;
  const [, version, traceId, parentId, rest] = match;
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (traceId === ZERO_TRACE_ID || parentId === ZERO_PARENT_ID) return undefined;
  return traceId;
}
