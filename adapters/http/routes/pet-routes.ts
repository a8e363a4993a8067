import { parse as parseQuery } from 'node:querystring';
import type Router from '@koa/router';
import {
  DEFAULT_PAGE_SIZE,
  NotFoundError,
  ValidationError,
  type CreatePet,
  type CreatePetInput,
  type DeletePet,
  type GetPet,
  type ListPets,
  type PetPatch,
  type PetStatus,
  type UpdatePet,
} from '../../../core/index.js';
import { API_BASE, OPENAPI_PATH, OPENAPI_ROUTE, petPath } from '../api-paths.js';
import { entityTag, ifMatchCondition, ifNoneMatch, noneMatchHits } from '../entity-tags.js';
import { petJson, petsJson } from '../pet-json.js';
import { replyOf } from '../reply.js';
import { authenticatedKey } from '../middleware/api-guard.js';
import { jsonBody, MERGE_PATCH_DOCUMENT, readJsonBody } from '../middleware/json-body.js';
import type { RequestValidators } from '../openapi/request-validator.js';

export interface PetRouteDependencies {
  readonly createPet: CreatePet;
  readonly listPets: ListPets;
  readonly getPet: GetPet;
  readonly updatePet: UpdatePet;
  readonly deletePet: DeletePet;
  readonly validators: RequestValidators;
  /** Serialized API description, served as is. */
  readonly openApiJson: string;
  /** getPet's deprecation (RFC 9745) and sunset (RFC 8594) instants, ms since the epoch. */
  readonly getPetDeprecatedAt: number;
  readonly getPetSunsetAt: number;
}

/**
 * The pet routes and the API description: listPets, createPet, getPet, updatePet, deletePet.
 * Pet answers carry their version as a strong ETag (`"p<id>.<version>"`); a page of pets carries
 * none (a listing is not a resource a client can make a condition on; ARCHITECTURE.md).
 */
export function petRoutes(router: Router, deps: PetRouteDependencies): void {
  const { validators } = deps;
  const listQuery = validators.parameters('/pets', 'get', 'query');
  const getPetPath = validators.parameters('/pets/{petId}', 'get', 'path');
  const patchPetPath = validators.parameters('/pets/{petId}', 'patch', 'path');
  const deletePetPath = validators.parameters('/pets/{petId}', 'delete', 'path');
  const validateNewPet = validators.body('NewPet');
  const validatePetPatch = validators.body('PetPatch');
  const deprecation = `@${Math.floor(deps.getPetDeprecatedAt / 1000)}`;
  const sunset = new Date(deps.getPetSunsetAt).toUTCString();
  const deprecationLinks = `<${API_BASE}/pets>; rel="successor-version", <${OPENAPI_PATH}>; rel="deprecation"; type="application/json"`;

  router.get('getOpenApi', OPENAPI_ROUTE, (ctx) => replyOf(ctx).json(200, deps.openApiJson));

  router.get('listPets', '/pets', async (ctx) => {
    const query = listQuery(parseQuery(ctx.querystring)) as { limit?: number; status?: PetStatus; cursor?: string };
    const page = await deps.listPets.execute(query);
    const reply = replyOf(ctx);
    if (page.nextCursor !== null) {
      const status = query.status ? `&status=${query.status}` : '';
      reply.header('Link', `<${API_BASE}/pets?limit=${query.limit ?? DEFAULT_PAGE_SIZE}${status}&cursor=${page.nextCursor}>; rel="next"`);
    }
    reply.json(200, petsJson(page.pets));
  });

  router.post('createPet', '/pets', jsonBody(), async (ctx) => {
    const body = ctx.request.body;
    validateNewPet(body);
    const reply = replyOf(ctx);
    const key = idempotencyKeyOf(ctx);
    const { pet, version, replayed } = await deps.createPet.execute(body as CreatePetInput, key);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    // The tag of the pet as created: a replay is the stored answer to that creation.
    reply
      .header('Location', petPath(pet.id))
      .header('ETag', entityTag('p', pet.id, version))
      .json(201, petJson(pet));
  });

  // Deprecated: the deprecation headers go on every answer of this operation, 304 and errors included.
  router.get('getPet', '/pets/:petId', async (ctx) => {
    const reply = replyOf(ctx).header('Deprecation', deprecation).header('Sunset', sunset).header('Link', deprecationLinks);
    const { petId } = getPetPath({ petId: ctx.params.petId }) as { petId: number | bigint };
    const condition = ifNoneMatch(ctx.req.headers['if-none-match']);
    if (typeof petId === 'bigint') {
      deps.getPet.checkSunset();
      throw NotFoundError.forId('pet', String(petId));
    }
    const { pet, version } = await deps.getPet.read(petId);
    const tag = entityTag('p', pet.id, version);
    reply.header('ETag', tag);
    if (noneMatchHits(condition, tag)) return reply.empty(304);
    reply.json(200, petJson(pet));
  });

  // PATCH and DELETE outlive getPet's sunset (DESIGN.md): no deprecation headers, no 410.
  router.patch('updatePet', '/pets/:petId', async (ctx) => {
    const { petId } = patchPetPath({ petId: ctx.params.petId }) as { petId: number | bigint };
    const ifMatch = ifMatchCondition(ctx.req.headers['if-match'], 'p', petId);
    // The body is read by the use case only after the pet (404) and If-Match (412) are checked.
    const readPatch = async () => {
      const body = await readJsonBody(ctx, MERGE_PATCH_DOCUMENT);
      validatePetPatch(body);
      return body as PetPatch;
    };
    const { pet, version } = await deps.updatePet.execute(assignableId('pet', petId), readPatch, ifMatch);
    replyOf(ctx)
      .header('ETag', entityTag('p', pet.id, version))
      .json(200, petJson(pet));
  });

  router.delete('deletePet', '/pets/:petId', async (ctx) => {
    const { petId } = deletePetPath({ petId: ctx.params.petId }) as { petId: number | bigint };
    const ifMatch = ifMatchCondition(ctx.req.headers['if-match'], 'p', petId);
    await deps.deletePet.execute(assignableId('pet', petId), ifMatch);
    replyOf(ctx).empty(204);
  });
}

/** A well-formed id beyond 2^53−1 names nothing: answered here, the core takes numbers only. */
export function assignableId(resource: 'pet' | 'order', id: number | bigint): number {
  if (typeof id === 'bigint') throw NotFoundError.forId(resource, String(id));
  return id;
}

const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key (its format the header's schema), scoped to the calling API key, or undefined without the header. */
export function idempotencyKeyOf(ctx: Parameters<typeof authenticatedKey>[0]): { scope: string; key: string } | undefined {
  if (ctx.request.headers['idempotency-key'] === undefined) return undefined;
  const key = ctx.get('idempotency-key');
  if (!IDEMPOTENCY_KEY.test(key)) throw ValidationError.of('Idempotency-Key', 'must be 1 to 255 printable ASCII characters');
  return { scope: authenticatedKey(ctx).id, key };
}
