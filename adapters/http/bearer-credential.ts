/** RFC 6750 §2.1: the scheme word in any case, one or more spaces, a token68, optional trailing spaces. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** The credential of an `Authorization: Bearer <token68>` header; null for anything else. */
export function bearerCredential(header: string): string | null {
  return BEARER.exec(header)?.[1] ?? null;
}
