import { isActiveKey, type ApiKey } from '../domain/api-key.js';
import { UnauthorizedError } from '../domain/errors.js';
import type { ApiKeyRepository } from '../ports/api-key-repository.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { KeySecrets } from '../ports/key-secrets.port.js';

/** Longest secret worth hashing; issued keys are far shorter. */
const MAX_SECRET_LENGTH = 256;

// Refusals are expected answers, and under a flood of bad keys they are most of the traffic:
// the same two frozen errors are thrown every time instead of capturing a stack per request.
const KEY_REQUIRED: UnauthorizedError = Object.freeze(new UnauthorizedError('Authorization: an API key is required; send "Bearer <key>".', false));
// One message for unknown, revoked and expired keys: a caller learns nothing about which keys exist.
const KEY_INVALID: UnauthorizedError = Object.freeze(new UnauthorizedError('Authorization: the API key is invalid, revoked or expired.', true));

/** authenticate: the active (neither revoked nor expired) API key whose secret was presented, or UnauthorizedError. */
export class Authenticate {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly secrets: KeySecrets,
    private readonly clock: Clock,
  ) {}

  private readonly now = (): number => this.clock.now();

  async execute(secret: string | undefined): Promise<ApiKey> {
    return this.withDigest(secret, this.digestOf);
  }

  /** The SHA-256 digest of a presented secret (hex), as the key store holds it. */
  readonly digestOf = (secret: string): string => this.secrets.digest(secret);

  /**
   * `execute`, the digest given by `digestOf` (a host that already knows the digest of this secret
   * saves the hashing: the HTTP adapter, for a connection presenting the key it presented before).
   */
  async withDigest(secret: string | undefined, digestOf: (secret: string) => string): Promise<ApiKey> {
    if (secret === undefined || secret === '') throw KEY_REQUIRED;
    const key = secret.length <= MAX_SECRET_LENGTH ? await this.keys.findByDigest(digestOf(secret)) : null;
    if (!key || !isActiveKey(key, this.now)) throw KEY_INVALID;
    return key;
  }
}
