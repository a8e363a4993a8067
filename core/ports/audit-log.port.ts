import type { ErrorCode } from '../domain/errors.js';

/** The key operations (DESIGN.md "Access"). */
export type KeyAction = 'create' | 'list' | 'get' | 'revoke' | 'rotate';

/** Where a key operation came from: the HTTP API (a key acting), the command-line tool, or the service's start (seeding). */
export type KeyOperationSource = 'http' | 'cli' | 'start';

/** One key operation, as the audit trail records it: never a secret, never a digest. */
export interface KeyAuditEntry {
  readonly action: KeyAction;
  readonly via: KeyOperationSource;
  /** The key that asked (HTTP); null for the command-line tool and the start. */
  readonly actingKeyId: string | null;
  /** The key operated on; null for a listing (and for a creation that failed before an id was given). */
  readonly targetKeyId: string | null;
  /** `ok`, or the code of the error that refused it. */
  readonly outcome: 'ok' | ErrorCode;
}

/** The audit trail of key management: one entry per operation. Must not throw. */
export interface AuditLog {
  keyOperation(entry: KeyAuditEntry): void;
}

export const NO_AUDIT_LOG: AuditLog = Object.freeze({ keyOperation: () => undefined });
