import { lineageOf, ownerOf, scopesOf, seesEveryOrder, type Access } from '../domain/access.js';
import { isActiveKey, PLANS, type ApiKey, type Plan, type QuotaLimits } from '../domain/api-key.js';
import { ConflictError, DomainError, NotFoundError, ValidationError, type FieldProblem } from '../domain/errors.js';
import { keyRequestProblems, type KeyRequestFields } from '../domain/key-request.js';
import { grantOf, requireCovers, seesKey } from '../domain/grants.js';
import type { JsonValue, RecordedAnswer } from '../domain/idempotency-claim.js';
import { listOf, objectOf, oneOf, text, wholeNumber, type ShapeOf } from '../domain/json-shape.js';
import { KEY_CURSORS } from '../domain/cursor.js';
import { DEFAULT_SCOPES, SCOPES, type Scope } from '../domain/scopes.js';
import { KeyRotatedError, type ApiKeyRepository } from '../ports/api-key-repository.port.js';
import { NO_AUDIT_LOG, type AuditLog, type KeyAction, type KeyOperationSource } from '../ports/audit-log.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdempotencyRecordKey } from '../ports/idempotency-store.port.js';
import type { KeySecrets } from '../ports/key-secrets.port.js';
import type { IdempotentOperation, IdempotentWrites } from './idempotent-writes.js';
import { pageOf, type PageQuery } from './pagination.js';

export interface IssueKeyRequest {
  readonly name: string;
  readonly plan: Plan;
  /** Required for enterprise keys, refused for the others. */
  readonly customLimits?: QuotaLimits;
  /** DEFAULT_SCOPES (a storefront key) when absent; 1 or more, each once. */
  readonly scopes?: readonly Scope[];
  /** Whose orders the key places and sees; when absent, the calling key's owner (HTTP), or the new key's own id (the operator). */
  readonly owner?: string;
  /** When the key stops working (ms since the epoch); in the future. When absent over HTTP, the calling key's expiry, if it has one. */
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

/** What rotateKey takes: how long the old key keeps working (DEFAULT_ROTATION_OVERLAP_SECONDS when absent). */
export interface RotateKeyRequest {
  readonly expiresInSeconds?: number;
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

/** Active keys an owner may hold at most (DESIGN.md: MAX_KEYS_PER_OWNER, default 20). */
export const DEFAULT_MAX_KEYS_PER_OWNER = 20;

export interface ManageKeysOptions {
  /** The Idempotency-Key protocol of createKey and rotateKey; without it a key given such a key is simply made. */
  readonly idempotency?: IdempotentWrites;
  readonly audit?: AuditLog;
  readonly maxKeysPerOwner?: number;
}

/** How long a rotated key keeps working by default, and at most (DESIGN.md: 0–604800 s, default 86400). */
export const DEFAULT_ROTATION_OVERLAP_SECONDS = 86_400;
export const MAX_ROTATION_OVERLAP_SECONDS = 604_800;

/** Rounds of reading an owner's keys while racing creations settle, before a creation is refused. */
const MAX_LIMIT_ROUNDS = 5;

/**
 * Key management (DESIGN.md "Access": createKey, listKeys, getKey, revokeKey, rotateKey), shared by
 * the HTTP operations, the command-line tool and the seeding at start-up. Over HTTP every operation
 * goes through the grant rule (core/domain/grants.ts): a key sees only its owner's keys (every
 * owner's with `orders:manage`) and creates, rotates or revokes only keys whose powers it holds.
 * Checks run in DESIGN.md's order, so a weaker key learns nothing of a stronger key's state: 404
 * (unknown or not visible), 400 (body), 403 (scopes, then `grant_exceeds_caller`), 409. Each
 * operation writes one audit entry (who, what, which key, how it ended), never a secret.
 */
export class ManageKeys {
  private readonly idempotency: IdempotentWrites | undefined;
  private readonly audit: AuditLog;
  private readonly maxKeysPerOwner: number;

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly secrets: KeySecrets,
    private readonly clock: Clock,
    options: ManageKeysOptions = {},
  ) {
    this.idempotency = options.idempotency;
    this.audit = options.audit ?? NO_AUDIT_LOG;
    this.maxKeysPerOwner = options.maxKeysPerOwner ?? DEFAULT_MAX_KEYS_PER_OWNER;
  }

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
        await this.addWithinLimit(key, caller);
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
          await this.addWithinLimit(made.key, caller);
          return { key: made.key, secret: made.secret, replayed: false };
        }
        const { answer, replayed } = await this.idempotency.run(CREATE_KEY, idempotency, requestOf(request), {
          findWritten: async (writeTag) => {
            const key = await this.keys.findByWriteTag(writeTag);
            return key && { key };
          },
          write: async (writeTag) => {
            await this.addWithinLimit(made.key, caller, writeTag);
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

  /** listKeys: oldest first, revoked and expired keys included; over HTTP, only the caller's owner's without `orders:manage`. */
  async list(query: PageQuery = {}, caller: KeyCaller = OPERATOR): Promise<KeyPage> {
    return this.audited(
      'list',
      caller,
      () => null,
      async () => {
        const owner = caller.via === 'http' && !seesEveryOrder(caller.access) ? caller.access.owner : undefined;
        const page = await pageOf(KEY_CURSORS, undefined, query, (after, limit) =>
          this.keys.list({ ...(after ? { after } : {}), ...(owner !== undefined ? { owner } : {}), limit }),
        );
        return { keys: page.items, nextCursor: page.nextCursor };
      },
    );
  }

  async get(id: string, caller: KeyCaller = OPERATOR): Promise<ApiKey> {
    return this.audited(
      'get',
      caller,
      () => id,
      async () => this.visibleKey(id, caller),
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
        const target = await this.visibleKey(id, caller);
        // Removing a power needs holding it: a weaker key cannot revoke a stronger one.
        if (caller.via === 'http') requireCovers(caller.access, grantOf(target));
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
    request: RotateKeyRequest | (() => Promise<RotateKeyRequest>),
    caller: KeyCaller = OPERATOR,
    idempotency?: IdempotencyRecordKey,
  ): Promise<KeyOutcome> {
    return this.audited(
      'rotate',
      caller,
      () => id,
      async () => {
        await this.visibleKey(id, caller);
        // The body is read only once the key is known to exist for this caller (404 before 400).
        const { expiresInSeconds } = typeof request === 'function' ? await request() : request;
        const seconds = expiresInSeconds ?? DEFAULT_ROTATION_OVERLAP_SECONDS;
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
    const old = await this.visibleKey(id, caller);
    const now = this.clock.now();
    // The new secret acts as the old key for as long as it lives: the caller must hold all of that.
    if (caller.via === 'http') requireCovers(caller.access, grantOf(old), 'powers-and-lifetime');
    if (old.revokedAt !== undefined) throw keyInactive(id, 'it is revoked');
    if (!isActiveKey(old, () => now)) throw keyInactive(id, 'it has expired');
    if (old.rotatedTo !== undefined) throw keyInactive(id, 'it has been rotated already');
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

  /**
   * Every rule of a new key the fields break (400), at `now`: what createKey's edge adds to the problems of
   * a body the transport refused, so that one answer names them all.
   */
  requestProblems(fields: KeyRequestFields): FieldProblem[] {
    return keyRequestProblems(fields, this.clock.now());
  }

  /** A new key from a request, checked: its fields (400), then what the caller may grant (403). */
  private newKey(request: IssueKeyRequest, caller: KeyCaller): IssuedKey {
    const { name, plan, customLimits } = request;
    if (typeof name !== 'string') throw ValidationError.of('name', 'must be a string');
    const now = this.clock.now();
    const problems = keyRequestProblems(request, now);
    if (problems.length > 0) throw new ValidationError(problems);
    const scopes = request.scopes ?? DEFAULT_SCOPES;
    const secret = request.secret ?? this.secrets.newSecret();
    const id = request.id ?? this.secrets.newId();
    // Over HTTP a new key stays within its caller: its owner and, unless it asks for less, its expiry.
    const callerKey = caller.via === 'http' ? caller.access.key : undefined;
    const owner = request.owner ?? (caller.via === 'http' ? caller.access.owner : id);
    const expiresAt = request.expiresAt ?? callerKey?.expiresAt?.getTime();
    const key: ApiKey = {
      id,
      name,
      plan,
      digest: this.secrets.digest(secret),
      ...(customLimits ? { customLimits: { perMinute: customLimits.perMinute, perDay: customLimits.perDay } } : {}),
      createdAt: new Date(now),
      scopes: Object.freeze(SCOPES.filter((scope) => scopes.includes(scope))),
      owner,
      ...(expiresAt !== undefined ? { expiresAt: new Date(expiresAt) } : {}),
      lineage: id,
    };
    if (caller.via === 'http') requireCovers(caller.access, grantOf(key), 'powers-and-lifetime');
    return { key: Object.freeze(key), secret };
  }

  /** The key `id`, if the caller may see it; otherwise the same 404 as an unknown id. */
  private async visibleKey(id: string, caller: KeyCaller): Promise<ApiKey> {
    const key = await this.keys.findById(id);
    if (key === null || (caller.via === 'http' && !seesKey(caller.access, key))) return notFound(id);
    return key;
  }

  /**
   * Stores a new key within its owner's limit of active keys (409 `key_limit`), strictly under
   * concurrency and without a counter, as placeOrder keeps open orders: the key is added first, then
   * the owner's active keys are read, its own included, oldest first; it stands when they all fit, and
   * is removed again when `maxKeysPerOwner` of them are older. Otherwise (a burst of creations, some
   * about to be refused) it reads again. The seeding at start, whose keys are each their own owner, is not counted.
   */
  private async addWithinLimit(key: ApiKey, caller: KeyCaller, writeTag?: string): Promise<void> {
    await this.keys.add(key, writeTag);
    if (caller.via === 'start') return;
    const owner = ownerOf(key);
    for (let round = 0; round < MAX_LIMIT_ROUNDS; round++) {
      const found = await this.keys.activeKeysOf(owner, this.clock.now(), this.maxKeysPerOwner + 1);
      if (found.length <= this.maxKeysPerOwner) return;
      const rank = found.findIndex((other) => other.id === key.id);
      if (rank < 0 || rank >= this.maxKeysPerOwner) break;
    }
    await this.keys.remove(key.id);
    throw new ConflictError('key_limit', `Owner ${owner} holds ${this.maxKeysPerOwner} active keys, the most allowed; revoke one first.`, [
      { field: 'owner', problem: `at most ${this.maxKeysPerOwner} active keys` },
    ]);
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

/** A key as recordOf writes it. */
const RECORDED_KEY = objectOf({
  key: objectOf(
    { id: text, name: text, plan: oneOf(PLANS), scopes: listOf(oneOf(SCOPES)), owner: text, lineage: text, createdAt: wholeNumber },
    { customLimits: objectOf({ perMinute: wholeNumber, perDay: wholeNumber }), expiresAt: wholeNumber, rotatedFrom: text },
  ),
});

function replayOf({ key }: ShapeOf<typeof RECORDED_KEY>): { key: KeyView } {
  const { id, name, plan, scopes, owner, lineage, createdAt, customLimits, expiresAt, rotatedFrom } = key;
  return {
    key: Object.freeze({
      id,
      name,
      plan,
      scopes: Object.freeze([...scopes]),
      owner,
      lineage,
      createdAt: new Date(createdAt),
      ...(customLimits ? { customLimits: { perMinute: customLimits.perMinute, perDay: customLimits.perDay } } : {}),
      ...(expiresAt !== undefined ? { expiresAt: new Date(expiresAt) } : {}),
      ...(rotatedFrom !== undefined ? { rotatedFrom } : {}),
    }),
  };
}

const CREATE_KEY: IdempotentOperation<{ key: KeyView; secret?: string }, ShapeOf<typeof RECORDED_KEY>> = {
  name: 'createKey',
  record: recordOf,
  recorded: RECORDED_KEY,
  replay: replayOf,
};
const ROTATE_KEY: IdempotentOperation<{ key: KeyView; secret?: string }, ShapeOf<typeof RECORDED_KEY>> = {
  name: 'rotateKey',
  record: recordOf,
  recorded: RECORDED_KEY,
  replay: replayOf,
};
