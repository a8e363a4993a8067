import { OPERATION_IDS } from './operations/index.js';

/** The paths answered outside /v1 (no key), each its own operation for metrics. */
const OUTSIDE_API_OPERATIONS = ['healthz', 'readyz', 'metrics'] as const;

/**
 * The operations the HTTP adapter reports: the API's (from the list of operations), the endpoints
 * outside /v1, and `other` for whatever matched no route. A fixed set, known at start-up, so a
 * label never carries a raw path.
 */
export const HTTP_OPERATIONS: readonly string[] = [...OPERATION_IDS, ...OUTSIDE_API_OPERATIONS, 'other'];
