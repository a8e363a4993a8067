import { parseJsonText } from '../adapters/http/json-parse.js';
import { RequestValidators } from '../adapters/http/openapi/validators.js';
import type { Schema } from '../adapters/http/openapi/components.js';

/** The bodies a host may check, by their schema's name. */
type HostBody = 'NewPet' | 'PetPatch' | 'NewOrder' | 'OrderPatch';

/** The request bodies a host may check, as the use cases take them once their schema passed: the HTTP API's schemas' own types. */
export type RequestBodies = { readonly [Name in HostBody]: Schema<Name> };

let validators: RequestValidators | undefined;

/**
 * Checks an untrusted JSON body against the schema the HTTP API enforces (the one its document
 * publishes) and returns it typed for the use cases: for a host that reads JSON itself. `json` is the
 * body's JSON text (a string), read as the HTTP API reads one (no `__proto__` key, no member named twice
 * in one object, which a parsed value can no longer show), or a value already parsed. Throws a
 * ValidationError naming each bad member, with the HTTP API's wording. The use cases take typed
 * values and check only the domain's rules (a name's content, status moves, reservations).
 */
export function parseRequestBody<Name extends HostBody>(schema: Name, json: unknown): Schema<Name> {
  validators ??= new RequestValidators();
  const body = typeof json === 'string' ? parseJsonText(json) : json;
  return validators.body(schema, schema.endsWith('Patch'))(body);
}
