import type { ApiKey } from '../domain/api-key.js';
import { UnauthorizedError, withoutStackTrace } from '../domain/errors.js';
import type { ApiKeyRepository } from '../ports/api-key-repository.port.js';
import type { KeySecrets } from '../ports/key-secrets.port.js';

/** Longest secret worth hashing; issued keys are far shorter. */
const MAX_SECRET_LENGTH = 256;

/** authenticate: the active API key whose secret was presented, or UnauthorizedError. */
export class Authenticate {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly secrets: KeySecrets,
  ) {}

  async execute(secret: string | undefined): Promise<ApiKey> {
    if (secret === undefined || secret === '') {
      throw withoutStackTrace(() => new UnauthorizedError('An API key is required: send "Authorization: Bearer <key>".', false));
    }
    const key = secret.length <= MAX_SECRET_LENGTH ? await this.keys.findByDigest(this.secrets.digest(secret)) : null;
    // One message for unknown and revoked keys: a caller learns nothing about which keys exist.
    if (!key || key.revokedAt) throw withoutStackTrace(() => new UnauthorizedError('The API key is invalid or has been revoked.', true));
    return key;
  }
}
