/** Where the API lives: every path of it starts with this (DESIGN.md "Versioning"). */
export const API_BASE = '/v1';

/** The API description, the one /v1 path served without a key (the route, then the whole path). */
const OPENAPI_ROUTE = '/openapi.json';
export const OPENAPI_PATH = `${API_BASE}${OPENAPI_ROUTE}`;

/** `GET /v1/rate_limit`: any valid key, no plan token (DESIGN.md "Access"). */
export const RATE_LIMIT_PATH = `${API_BASE}/rate_limit`;

/** Under the base path in any letter case, so no spelling of it slips past the guard (routes themselves are case-sensitive). */
const UNDER_API_BASE = new RegExp(`^${API_BASE}(?:/|$)`, 'i');

export function isApiPath(path: string): boolean {
  // The exact spelling, nearly every request, without the regex; other letter cases by it.
  return path === API_BASE || isBelowApiBase(path) || UNDER_API_BASE.test(path);
}

const SLASH = 0x2f;

/** Below the base path as spelled (`/v1/…`): where the routes are. */
export function isBelowApiBase(path: string): boolean {
  return path.startsWith(API_BASE) && path.charCodeAt(API_BASE.length) === SLASH;
}

export function petPath(id: number): string {
  return `${API_BASE}/pets/${id}`;
}

export function orderPath(id: number): string {
  return `${API_BASE}/store/orders/${id}`;
}

export function keyPath(id: string): string {
  return `${API_BASE}/keys/${id}`;
}
