const SPACE = 0x20;
const EQUALS = 0x3d;
const SCHEME = 'bearer';

/**
 * The credential of an `Authorization: Bearer <token68>` header (RFC 6750 §2.1): the scheme word
 * in any case, one or more spaces, the token68 (letters, digits, `-._~+/`, then `=` padding), then
 * optional spaces; null for anything else. What `/^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i` captures
 * (a test holds the two to the same answers), read character by character: the regular
 * expression's case-blind match, its array and its capture were about 1 % of a listing's CPU.
 */
export function bearerCredential(header: string): string | null {
  const length = header.length;
  if (length <= SCHEME.length + 1) return null;
  for (let i = 0; i < SCHEME.length; i++) {
    // ASCII letters only: setting the 0x20 bit lower-cases A–Z and leaves a–z as they are.
    if ((header.charCodeAt(i) | 0x20) !== SCHEME.charCodeAt(i)) return null;
  }
  let at = SCHEME.length;
  if (header.charCodeAt(at) !== SPACE) return null;
  while (at < length && header.charCodeAt(at) === SPACE) at++;
  const start = at;
  while (at < length && isToken68Character(header.charCodeAt(at))) at++;
  if (at === start) return null;
  while (at < length && header.charCodeAt(at) === EQUALS) at++;
  const end = at;
  while (at < length && header.charCodeAt(at) === SPACE) at++;
  return at === length ? header.slice(start, end) : null;
}

/** A–Z, a–z, 0–9, `-`, `.`, `_`, `~`, `+`, `/`. */
function isToken68Character(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x5f ||
    code === 0x7e ||
    code === 0x2b ||
    code === 0x2f
  );
}
