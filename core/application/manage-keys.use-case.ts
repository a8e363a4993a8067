import { holds, InsufficientScopeError, lineageOf, ownerOf, OWNER_FORMAT, scopesOf, type Access } from '../domain/access.js';
import {
  checkLimits,
  isActiveKey,
  isPlan,
  isWellFormedSecret,
  PLANS,
  SECRET_FORMAT_RULE,
  type ApiKey,
  type Plan,
  type QuotaLimits,
} from '../domain/api-key.js';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../domain/errors.js';
import type { JsonValue, RecordedAnswer } from '../domain/idempotency-claim.js';
import { decodeKeyCursor, encodeKeyCursor } from '../domain/key-cursor.js';
import { DEFAULT_SCOPES, isScope, SCOPES, type Scope } from '../domain/scopes.js';
import { KeyRotatedError, type ApiKeyRepository } from '../ports/api-key-repository.port.js';
import { NO_AUDIT_LOG, type AuditLog, type KeyAction, type KeyOperationSource } from '../ports/audit-log.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdempotencyRecordKey } from '../ports/idempotency-store.port.js';
import type { KeySecrets } from '../ports/key-secrets.port.js';
import type { IdempotentOperation, IdempotentWrites } from './idempotent-writes.js';
import { DEFAULT_PAGE_SIZE } from './list-pets.use-case.js';

export interface IssueKeyRequest {
  readonly name: string;
  readonly plan: Plan;
  /** Required for enterprise keys, refused for the others. */
  readonly customLimits?: QuotaLimits;
  /** DEFAULT_SCOPES (a storefront key) when absent; 1 or more, each once. */
  readonly scopes?: readonly Scope[];
  /** Whose orders the key places and sees; the key's own id when absent. */
  readonly owner?: string;
  /** When the key stops working (ms since the epoch); in the future. */
  readonly expiresAt?: number;
  /** A caller-chosen secret (seeding from API_KEYS); a random one is generated when absent. */
  readonly secret?: string;
  /** A caller-chosen id; a random one when absent. */
  readonly id?: string;
}

/** A key as shown: everything stored but its digest. */
export type KeyView = Omit<ApiKey, 'digest'>;

export interface IssuedKey {
  readonly key: ApiKey;
  /** The secret itself: shown once, never stored. */
  readonly secret: string;
}

/** What createKey and rotateKey answer: the key and its secret, or (a replay) the key alone: secrets are never stored. */
export interface KeyOutcome {
  readonly key: KeyView;
  readonly secret?: string;
  /** True when an earlier request with the same Idempotency-Key made the key. */
  readonly replayed: boolean;
}

/**
 * Who asks: a key over HTTP (its access bounds what it may grant, and the last standing manager
 * key is kept), or the operator through the command-line tool or the start (no bounds; the CLI's
 * `--force` may revoke the last manager).
 */
export type KeyCaller = { readonly via: 'http'; readonly access: Access } | { readonly via: 'cli' | 'start' };

const OPERATOR: KeyCaller = { via: 'cli' };

export interface KeyPage {
  readonly keys: ApiKey[];
  readonly nextCursor: string | null;
}

/** How long a rotated key keeps working by default, and at most (DESIGN.md: 0–604800 s, default 86400). */
export const DEFAULT_ROTATION_OVERLAP_SECONDS = 86_400;
export const MAX_ROTATION_OVERLAP_SECONDS = 604_800;

// eslint-disable-next-line no-control-regex -- control characters are exactly what a key name may not hold
const KEY_NAME = /^[^\u0000-\u001f\u007f]{1,100}$/u;

/**
 * Key management (DESIGN.md "Access": createKey, listKeys, getKey, revokeKey, rotateKey), shared by
 * the HTTP operations, the command-line tool and the seeding at start-up. Each operation writes one
 * audit entry (who, what, which key, how it ended), never a secret.
 */
export class ManageKeys {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly secrets: KeySecrets,
    private readonly clock: Clock,
    private readonly idempotency?: IdempotentWrites,
    private readonly audit: AuditLog = NO_AUDIT_LOG,
  ) {}

  /** Issues a key and answers its secret (the command-line tool, tests, the start). */
  async issue(request: IssueKeyRequest, caller: KeyCaller = OPERATOR): Promise<IssuedKey> {
    let id: string | null = null;
    return this.audited(
      'create',
      caller,
      () => id,
      async () => {
        const { key, secret } = this.newKey(request, caller);
        id = key.id;
        await this.keys.add(key);
        return { key, secret };
      },
    );
  }

  /** createKey: `issue`, at most once per Idempotency-Key (a replay answers the key without its secret). */
  async create(request: IssueKeyRequest, caller: KeyCaller, idempotency?: IdempotencyRecordKey): Promise<KeyOutcome> {
    let id: string | null = null;
    return this.audited(
      'create',
      caller,
      () => id,
      async () => {
        const made = this.newKey(request, caller);
        id = made.key.id;
        if (idempotency === undefined || this.idempotency === undefined) {
          await this.keys.add(made.key);
          return { key: made.key, secret: made.secret, replayed: false };
        }
        const { answer, replayed } = await this.idempotency.run(CREATE_KEY, idempotency, requestOf(request), {
          findWritten: async (writeTag) => {
            const key = await this.keys.findByWriteTag(writeTag);
            return key && { key };
          },
          write: async (writeTag) => {
            await this.keys.add(made.key, writeTag);
            return { key: made.key, secret: made.secret };
          },
        });
        id = answer.key.id;
        return { ...answer, replayed };
      },
    );
  }

  /**
   * A key of API_KEYS: stored with every scope the service defines and a random id (never one derived
   * from the secret: ids are listed, logged and stored on orders), or, when a key with this secret is
   * stored already, kept with its id and, while active, given every scope again (a seeded key always
   * holds them all, whatever an earlier version stored). A revoked or expired one is left as it is.
   */
  async seed(request: Omit<IssueKeyRequest, 'id' | 'scopes'> & { readonly secret: string }): Promise<void> {
    const existing = await this.keys.findByDigest(this.secrets.digest(request.secret));
    if (existing === null) await this.issue({ ...request, scopes: SCOPES }, { via: 'start' });
    else if (isActiveKey(existing, () => this.clock.now()) && SCOPES.some((scope) => !scopesOf(existing).includes(scope))) {
      await this.keys.setScopes(existing.id, SCOPES);
    }
  }

  /** listKeys: oldest first, revoked and expired keys included. */
  async list(query: { readonly limit?: number; readonly cursor?: string } = {}, caller: KeyCaller = OPERATOR): Promise<KeyPage> {
    return this.audited(
      'list',
      caller,
      () => null,
      async () => {
        const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
        let after;
        if (cursor !== undefined) {
          const reading = decodeKeyCursor(cursor);
          if (!reading.ok) throw ValidationError.of('cursor', reading.problem);
          after = reading.after;
        }
        const keys = await this.keys.list({ ...(after ? { after } : {}), limit: limit + 1 });
        if (keys.length <= limit) return { keys, nextCursor: null };
        keys.length = limit;
        return { keys, nextCursor: encodeKeyCursor(keys[limit - 1]!) };
      },
    );
  }

  async get(id: string, caller: KeyCaller = OPERATOR): Promise<ApiKey> {
    return this.audited(
      'get',
      caller,
      () => id,
      async () => (await this.keys.findById(id)) ?? notFound(id),
    );
  }

  /**
   * revokeKey: the key answers 401 from now on (again for a revoked key: the first instant stands).
   * Over HTTP the last standing manager key is kept (409 `last_manager_key`); the command-line tool
   * may `force` it.
   */
  async revoke(id: string, caller: KeyCaller = OPERATOR, options: { readonly force?: boolean } = {}): Promise<ApiKey> {
    return this.audited(
      'revoke',
      caller,
      () => id,
      async () => {
        const keepAManager = caller.via === 'http' || options.force !== true;
        const outcome = await this.keys.revoke(id, new Date(this.clock.now()), { keepAManager });
        if (outcome === null) return notFound(id);
        if (outcome.kind === 'last_manager') {
          throw new ConflictError(
            'last_manager_key',
            `Key ${id} is the last active key holding keys:manage without an expiry; issue another such key first.`,
          );
        }
        return outcome.key;
      },
    );
  }

  /**
   * rotateKey: a new key (new id and secret) with the same name, plan, scopes, owner, limits and
   * expiry, continuing the old key's lineage; the old key expires `expiresInSeconds` from now (or
   * sooner, if it already would). A revoked, expired or already rotated key: 409 `key_inactive`.
   */
  async rotate(
    id: string,
    request: { readonly expiresInSeconds?: number },
    caller: KeyCaller = OPERATOR,
    idempotency?: IdempotencyRecordKey,
  ): Promise<KeyOutcome> {
    return this.audited(
      'rotate',
      caller,
      () => id,
      async () => {
        const seconds = request.expiresInSeconds ?? DEFAULT_ROTATION_OVERLAP_SECONDS;
        if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > MAX_ROTATION_OVERLAP_SECONDS) {
          throw ValidationError.of('expiresInSeconds', `must be a whole number from 0 to ${MAX_ROTATION_OVERLAP_SECONDS}`);
        }
        const overlapMs = seconds * 1000;
        const write = async (writeTag?: string) => {
          const made = await this.successorOf(id, caller);
          try {
            await this.keys.add(made.key, writeTag);
          } catch (error) {
            if (error instanceof KeyRotatedError) throw keyInactive(id, 'it has been rotated already');
            throw error;
          }
          await this.keys.completeRotation(made.key, new Date(made.key.createdAt.getTime() + overlapMs));
          return { key: made.key as KeyView, secret: made.secret };
        };
        if (idempotency === undefined || this.idempotency === undefined) return { ...(await write()), replayed: false };
        const { answer, replayed } = await this.idempotency.run(ROTATE_KEY, idempotency, [id, seconds], {
          // An earlier attempt added the successor: its rotation is finished here, as that attempt meant it.
          findWritten: async (writeTag) => {
            const successor = await this.keys.findByWriteTag(writeTag);
            if (successor === null) return null;
            await this.keys.completeRotation(successor, new Date(successor.createdAt.getTime() + overlapMs));
            return { key: successor };
          },
          write,
        });
        return { ...answer, replayed };
      },
    );
  }

  /** The successor of key `id` and its secret, if the key can be rotated by `caller`. */
  private async successorOf(id: string, caller: KeyCaller): Promise<IssuedKey> {
    const old = (await this.keys.findById(id)) ?? notFound(id);
    const now = this.clock.now();
    if (old.revokedAt !== undefined) throw keyInactive(id, 'it is revoked');
    if (!isActiveKey(old, () => now)) throw keyInactive(id, 'it has expired');
    if (old.rotatedTo !== undefined) throw keyInactive(id, 'it has been rotated already');
    // The new secret acts as the old key: the caller must be able to grant all it can do.
    checkGrant(caller, scopesOf(old), caller.via === 'http' && ownerOf(old) !== caller.access.owner);
    const secret = this.secrets.newSecret();
    const key: ApiKey = {
      id: this.secrets.newId(),
      name: old.name,
      plan: old.plan,
      digest: this.secrets.digest(secret),
      ...(old.customLimits ? { customLimits: old.customLimits } : {}),
      createdAt: new Date(now),
      scopes: Object.freeze([...scopesOf(old)]),
      owner: ownerOf(old),
      ...(old.expiresAt ? { expiresAt: old.expiresAt } : {}),
      rotatedFrom: old.id,
      lineage: lineageOf(old),
    };
    return { key: Object.freeze(key), secret };
  }

  /** A new key from a request, checked: its fields (400), then what the caller may grant (403). */
  private newKey(request: IssueKeyRequest, caller: KeyCaller): IssuedKey {
    const { name, plan, customLimits } = request;
    if (typeof name !== 'string' || !KEY_NAME.test(name) || name.trim() === '') {
      throw ValidationError.of('name', 'must be 1 to 100 characters without control characters');
    }
    if (!isPlan(plan)) throw ValidationError.of('plan', `must be one of ${PLANS.join(', ')}`);
    if (plan === 'enterprise') {
      if (!customLimits) throw ValidationError.of('limits', 'an enterprise key needs perMinute and perDay');
      const problem = checkLimits(customLimits);
      if (problem) throw ValidationError.of('limits', problem);
    } else if (customLimits) {
      throw ValidationError.of('limits', `custom limits are for enterprise keys; ${plan} has fixed limits`);
    }
    const scopes = request.scopes ?? DEFAULT_SCOPES;
    if (scopes.length === 0) throw ValidationError.of('scopes', 'must name at least one scope');
    const unknown = scopes.find((scope) => !isScope(scope));
    if (unknown !== undefined) throw ValidationError.of('scopes', `${JSON.stringify(unknown)} is not a scope; scopes are ${SCOPES.join(', ')}`);
    if (new Set(scopes).size !== scopes.length) throw ValidationError.of('scopes', 'must name each scope once');
    if (request.owner !== undefined && !OWNER_FORMAT.test(request.owner)) {
      throw ValidationError.of('owner', 'must be 1 to 64 characters of letters, digits and . _ : @ -');
    }
    const now = this.clock.now();
    if (request.expiresAt !== undefined && !(request.expiresAt > now)) throw ValidationError.of('expiresAt', 'must be in the future');
    const secret = request.secret ?? this.secrets.newSecret();
    if (!isWellFormedSecret(secret)) throw ValidationError.of('key', `must be ${SECRET_FORMAT_RULE}`);
    const id = request.id ?? this.secrets.newId();
    checkGrant(caller, scopes, request.owner !== undefined && request.owner !== id);
    const key: ApiKey = {
      id,
      name,
      plan,
      digest: this.secrets.digest(secret),
      ...(customLimits ? { customLimits: { perMinute: customLimits.perMinute, perDay: customLimits.perDay } } : {}),
      createdAt: new Date(now),
      scopes: Object.freeze(SCOPES.filter((scope) => scopes.includes(scope))),
      owner: request.owner ?? id,
      ...(request.expiresAt !== undefined ? { expiresAt: new Date(request.expiresAt) } : {}),
      lineage: id,
    };
    return { key: Object.freeze(key), secret };
  }

  /** Runs one key operation and writes its audit entry, however it ends. */
  private async audited<T>(action: KeyAction, caller: KeyCaller, target: () => string | null, operation: () => Promise<T>): Promise<T> {
    const via: KeyOperationSource = caller.via;
    const actingKeyId = caller.via === 'http' ? caller.access.key.id : null;
    try {
      const result = await operation();
      this.audit.keyOperation({ action, via, actingKeyId, targetKeyId: target(), outcome: 'ok' });
      return result;
    } catch (error) {
      const outcome = error instanceof DomainError ? error.code : 'internal_error';
      this.audit.keyOperation({ action, via, actingKeyId, targetKeyId: target(), outcome: outcome as DomainError['code'] });
      throw error;
    }
  }
}

/**
 * No escalation (DESIGN.md "Access"): a key grants only scopes it holds, and an owner that is not
 * the new key's own id (`namesAnotherOwner`) only with `orders:manage`, which sees every owner's
 * orders anyway (403 naming the scope missing). The operator (CLI, start) is not bounded.
 */
function checkGrant(caller: KeyCaller, scopes: readonly Scope[], namesAnotherOwner: boolean): void {
  if (caller.via !== 'http') return;
  const { access } = caller;
  for (const scope of scopes) if (!holds(access, scope)) throw InsufficientScopeError.of(scope);
  if (namesAnotherOwner && !holds(access, 'orders:manage')) throw InsufficientScopeError.of('orders:manage');
}

function notFound(id: string): never {
  throw NotFoundError.forId('API key', JSON.stringify(id));
}

function keyInactive(id: string, why: string): ConflictError {
  return new ConflictError('key_inactive', `Key ${id} cannot be rotated: ${why}.`);
}

/** A createKey request as its fingerprint: the typed request, defaults applied, in one member order. */
function requestOf(request: IssueKeyRequest): JsonValue {
  return {
    name: request.name,
    plan: request.plan,
    scopes: SCOPES.filter((scope) => (request.scopes ?? DEFAULT_SCOPES).includes(scope)),
    owner: request.owner ?? null,
    expiresAt: request.expiresAt ?? null,
    limits: request.customLimits ? [request.customLimits.perMinute, request.customLimits.perDay] : null,
  };
}

/** A key as an Idempotency-Key record holds it: what createKey and rotateKey answer, without the secret (never stored). */
function recordOf({ key }: { readonly key: KeyView }): RecordedAnswer {
  return {
    key: {
      id: key.id,
      name: key.name,
      plan: key.plan,
      scopes: [...scopesOf(key)],
      owner: ownerOf(key),
      lineage: lineageOf(key),
      createdAt: key.createdAt.getTime(),
      ...(key.customLimits ? { customLimits: { perMinute: key.customLimits.perMinute, perDay: key.customLimits.perDay } } : {}),
      ...(key.expiresAt ? { expiresAt: key.expiresAt.getTime() } : {}),
      ...(key.rotatedFrom !== undefined ? { rotatedFrom: key.rotatedFrom } : {}),
    },
  };
}

function replayOf(recorded: RecordedAnswer): { key: KeyView } {
  const { expiresAt, createdAt, scopes, ...rest } = recorded.key as unknown as {
    id: string;
    name: string;
    plan: Plan;
    scopes: Scope[];
    owner: string;
    lineage: string;
    createdAt: number;
    customLimits?: QuotaLimits;
    expiresAt?: number;
    rotatedFrom?: string;
  };
  return {
    key: Object.freeze({
      ...rest,
      scopes: Object.freeze([...scopes]),
      createdAt: new Date(createdAt),
      ...(expiresAt !== undefined ? { expiresAt: new Date(expiresAt) } : {}),
    }),
  };
}

const CREATE_KEY: IdempotentOperation<{ key: KeyView; secret?: string }> = {
  name: 'createKey',
  record: recordOf,
  replay: replayOf,
};
const ROTATE_KEY: IdempotentOperation<{ key: KeyView; secret?: string }> = {
  name: 'rotateKey',
  record: recordOf,
  replay: replayOf,
};
