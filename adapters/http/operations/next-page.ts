import { API_BASE } from '../api-paths.js';
import type { Reply } from '../reply.js';

/** What a listing's next page repeats of the request: its limit and filters, in the order given (a list repeats the parameter). */
type PageParameters = Readonly<Record<string, string | number | readonly (string | number)[] | undefined>>;

/**
 * `Link: <…?limit=…&<filters>&cursor=…>; rel="next"` on a page that has a next one (RFC 8288), the one
 * way every listing points at its next page: the same path, limit and filters, and the page's cursor.
 */
export function linkNextPage(reply: Reply, path: string, parameters: PageParameters, cursor: string | null): void {
  if (cursor === null) return;
  let query = '';
  for (const [name, value] of Object.entries(parameters)) {
    if (value === undefined) continue;
    for (const one of typeof value === 'object' ? value : [value]) query += `${query === '' ? '?' : '&'}${name}=${encodeURIComponent(one)}`;
  }
  reply.header('Link', `<${API_BASE}${path}${query}${query === '' ? '?' : '&'}cursor=${encodeURIComponent(cursor)}>; rel="next"`);
}
