import type { ApiKey } from '../domain/api-key.js';
import { UnauthorizedError, withoutStackTrace } from '../domain/errors.js';
import type { ApiKeyRepository } from '../ports/api-key-repository.port.js';
import type { KeySecrets } from '../ports/key-secrets.port.js';

/** Longest secret worth hashing; issued keys are far shorter. */
const MAX_SECRET_LENGTH = 256;

/**
 * The last secret one caller presented, with its digest. A caller that sees the same secret
 * over and over (an HTTP connection: its client sends the key with every request) keeps one and
 * passes it to every `execute`, so the secret is hashed once rather than per request. Only the
 * digest is reused: the key is still looked up every time, so a revocation takes effect at once.
 */
export interface SecretDigestMemo {
  secret?: string;
  digest?: string;
}

/** authenticate: the active API key whose secret was presented, or UnauthorizedError. */
export class Authenticate {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly secrets: KeySecrets,
  ) {}

  async execute(secret: string | undefined, memo?: SecretDigestMemo): Promise<ApiKey> {
    if (secret === undefined || secret === '') {
      throw withoutStackTrace(() => new UnauthorizedError('An API key is required: send "Authorization: Bearer <key>".', false));
    }
    const key = secret.length <= MAX_SECRET_LENGTH ? await this.keys.findByDigest(this.digestOf(secret, memo)) : null;
    // One message for unknown and revoked keys: a caller learns nothing about which keys exist.
    if (!key || key.revokedAt) throw withoutStackTrace(() => new UnauthorizedError('The API key is invalid or has been revoked.', true));
    return key;
  }

  private digestOf(secret: string, memo: SecretDigestMemo | undefined): string {
    if (memo === undefined) return this.secrets.digest(secret);
    if (memo.secret !== secret) {
      memo.digest = this.secrets.digest(secret);
      memo.secret = secret;
    }
    return memo.digest!;
  }
}
