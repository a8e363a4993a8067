import { parseJsonText } from '../adapters/http/json-parse.js';
import { RequestValidators } from '../adapters/http/openapi/validators.js';
import type { Schema } from '../adapters/http/openapi/components.js';
import type { CreatePetInput, OrderPatch, PetPatch, PlaceOrderInput } from '../core/index.js';

/**
 * The request bodies a host may check, as the use cases take them once their schema passed. Named by
 * the core's input types rather than the schemas' inferred ones, so that a host's type-check reads no
 * schema library's declarations; `ACCEPTED` below fails to compile should a schema and its type part.
 */
export interface RequestBodies {
  readonly NewPet: CreatePetInput;
  readonly PetPatch: PetPatch;
  readonly NewOrder: PlaceOrderInput;
  readonly OrderPatch: OrderPatch;
}

/** The bodies a host may check, by their schema's name. */
type HostBody = keyof RequestBodies;

/** Each schema's value is its body's type: compiled, never called. */
const ACCEPTED: { readonly [Name in HostBody]: (body: Schema<Name>) => RequestBodies[Name] } = {
  NewPet: (body) => body,
  PetPatch: (body) => body,
  NewOrder: (body) => body,
  OrderPatch: (body) => body,
};

let validators: RequestValidators | undefined;

/**
 * Checks an untrusted JSON body against the schema the HTTP API enforces (the one its document
 * publishes) and returns it typed for the use cases: for a host that reads JSON itself. `json` is the
 * body's JSON text (a string), read as the HTTP API reads one (no `__proto__` key, no member named twice
 * in one object, which a parsed value can no longer show), or a value already parsed. Throws a
 * ValidationError naming each bad member, with the HTTP API's wording. The use cases take typed
 * values and check only the domain's rules (a name's content, status moves, reservations).
 */
export function parseRequestBody<Name extends HostBody>(schema: Name, json: unknown): RequestBodies[Name] {
  validators ??= new RequestValidators();
  const body = typeof json === 'string' ? parseJsonText(json) : json;
  const accept: (body: Schema<Name>) => RequestBodies[Name] = ACCEPTED[schema];
  return accept(validators.body(schema, schema.endsWith('Patch'))(body));
}
