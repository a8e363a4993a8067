import { checkLimits, isPlan, isWellFormedSecret, PLANS, SECRET_FORMAT_RULE, type ApiKey, type Plan, type QuotaLimits } from '../domain/api-key.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import type { ApiKeyRepository } from '../ports/api-key-repository.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { KeySecrets } from '../ports/key-secrets.port.js';

export interface IssueKeyRequest {
  readonly name: string;
  readonly plan: Plan;
  /** Required for enterprise keys, refused for the others. */
  readonly customLimits?: QuotaLimits;
  /** A caller-chosen secret (seeding from API_KEYS); a random one is generated when absent. */
  readonly secret?: string;
  /** A caller-chosen id; a random one when absent. */
  readonly id?: string;
}

export interface IssuedKey {
  readonly key: ApiKey;
  /** The secret itself: shown once, never stored. */
  readonly secret: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a key name may not hold
const KEY_NAME = /^[^\u0000-\u001f\u007f]{1,100}$/u;

/** Key management use cases (issueKey, revokeKey, listKeys) shared by the CLI and the seeding at start-up. */
export class ManageKeys {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly secrets: KeySecrets,
    private readonly clock: Clock,
  ) {}

  async issue(request: IssueKeyRequest): Promise<IssuedKey> {
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
    const secret = request.secret ?? this.secrets.newSecret();
    if (!isWellFormedSecret(secret)) throw ValidationError.of('key', `must be ${SECRET_FORMAT_RULE}`);
    const key: ApiKey = {
      id: request.id ?? this.secrets.newId(),
      name,
      plan,
      digest: this.secrets.digest(secret),
      ...(customLimits ? { customLimits: { perMinute: customLimits.perMinute, perDay: customLimits.perDay } } : {}),
      createdAt: new Date(this.clock.now()),
    };
    await this.keys.add(key);
    return { key, secret };
  }

  async revoke(id: string): Promise<ApiKey> {
    const key = await this.keys.revoke(id, new Date(this.clock.now()));
    if (!key) throw new NotFoundError(`No API key has the id ${JSON.stringify(id)}.`);
    return key;
  }

  list(): Promise<ApiKey[]> {
    return this.keys.list();
  }
}
