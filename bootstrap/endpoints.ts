/**
 * Where the stores are, as an operator may be told: hosts and ports from MONGODB_URI and
 * REDIS_URL, never the user name, password or query (which may hold credentials too).
 */

const MONGODB_DEFAULT_PORT = 27017;
const REDIS_DEFAULT_PORT = 6379;

/** `db1:27017, db2:27018`; a `mongodb+srv://` URI names a DNS record, not hosts: `cluster.example.net (SRV record)`. */
export function mongoHostsOf(uri: string): string {
  const srv = /^mongodb\+srv:\/\//i.test(uri);
  const authority = uri.replace(/^[a-z+]+:\/\//i, '').split(/[/?#]/)[0]!;
  const hosts = authority.slice(authority.lastIndexOf('@') + 1);
  if (srv) return `${hosts} (SRV record)`;
  return hosts
    .split(',')
    .map((host) => (/:\d+$/.test(host) ? host : `${host}:${MONGODB_DEFAULT_PORT}`))
    .join(', ');
}

/** `redis.internal:6379`. */
export function redisHostOf(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.hostname}:${parsed.port || REDIS_DEFAULT_PORT}` : '(unparsable URL)';
}

/** A store that did not answer at start-up: which variable, where, how long we waited, and why. */
export class StoreUnreachableError extends Error {
  constructor(variable: string, store: string, where: string, waitedMs: number, cause: unknown, secretsOf: string) {
    super(`${variable}: ${store} at ${where} did not answer (waited ${Math.round(waitedMs)} ms): ${reasonOf(cause, secretsOf)}`);
    this.name = 'StoreUnreachableError';
  }
}

/** The first line of the innermost reason, with anything from the URL's user info blanked out. */
function reasonOf(error: unknown, url: string): string {
  let reason: unknown = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  let text = (reason instanceof Error ? reason.message : String(reason)).split('\n')[0]!;
  for (const secret of userInfoOf(url)) text = text.split(secret).join('***');
  return text;
}

function userInfoOf(url: string): string[] {
  const authority = url.replace(/^[a-z+]+:\/\//i, '').split(/[/?#]/)[0]!;
  const at = authority.lastIndexOf('@');
  if (at < 0) return [];
  const parts = authority.slice(0, at).split(':');
  return [...parts, ...parts.map((part) => safeDecode(part))].filter((part) => part.length >= 3);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
