/**
 * Cryptography the key use cases need, kept behind a port so the core imports no runtime module.
 */
export interface KeySecrets {
  /** A new random secret key (≥ 128 bits of entropy), URL- and header-safe. */
  newSecret(): string;
  /** A new unique key id (not secret). */
  newId(): string;
  /** Hex SHA-256 digest of a secret; what the repository stores and looks up. */
  digest(secret: string): string;
}
