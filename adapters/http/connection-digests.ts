import { randomInt } from 'node:crypto';

/** What a connection keeps of the last key presented on it: never the key, only its length, a fingerprint and its digest. */
interface LastKey {
  readonly length: number;
  readonly fingerprint: number;
  readonly digest: string;
}

/**
 * A client on a keep-alive connection presents the same key with every request, and SHA-256 of it
 * was the largest cost authentication added to a request (BENCHMARKS.md). Per connection, the
 * digest of the last key presented is kept beside a 53-bit fingerprint of that key (two
 * multiply-xor hashes seeded at random per process, which an attacker cannot compute); a request
 * presenting a key of the same length and fingerprint on the same connection reuses the digest. The
 * key itself is never kept (DESIGN.md "Secrets in memory"): a fingerprint does not give it back.
 *
 * A different key can match only the one last presented on that very connection, and only by a
 * collision of an unknown, randomly seeded 53-bit function (one in 2^53 per attempt, each attempt a
 * request counted by the rate limits); the key found by the digest is still looked up, checked for
 * revocation and expiry on every request.
 */
export class ConnectionDigests {
  private readonly last = new WeakMap<object, LastKey>();
  private readonly seedA = randomInt(2 ** 32 - 1);
  private readonly seedB = randomInt(2 ** 32 - 1);

  /** The digest of `secret`, presented on `connection`: remembered from its last request, or `digest(secret)`. */
  digestOf(connection: object, secret: string, digest: (secret: string) => string): string {
    const fingerprint = this.fingerprint(secret);
    const last = this.last.get(connection);
    if (last !== undefined && last.fingerprint === fingerprint && last.length === secret.length) return last.digest;
    const computed = digest(secret);
    this.last.set(connection, { length: secret.length, fingerprint, digest: computed });
    return computed;
  }

  private fingerprint(secret: string): number {
    let a = this.seedA;
    let b = this.seedB;
    for (let i = 0; i < secret.length; i++) {
      const code = secret.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995);
      b ^= b >>> 15;
    }
    // 32 bits of one and 21 of the other: a safe integer, compared as one number.
    return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
  }
}
