import { parse as parseQuery } from 'node:querystring';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { DEFAULT_PAGE_SIZE, type CreatePet, type GetPet, type ListPets, type PetStatus } from '../../../core/index.js';
import { API_BASE, OPENAPI_PATH, OPENAPI_ROUTE, petPath } from '../api-paths.js';
import { HttpError } from '../http-error.js';
import { petJson, petsJson } from '../pet-json.js';
import { replyOf } from '../reply.js';
import { authenticatedKey } from '../middleware/api-guard.js';
import { jsonBody } from '../middleware/json-body.js';
import type { RequestValidators } from '../openapi/request-validator.js';

export interface PetRouteDependencies {
  readonly createPet: CreatePet;
  readonly listPets: ListPets;
  readonly getPet: GetPet;
  readonly validators: RequestValidators;
  /** Serialized API description, served as is. */
  readonly openApiJson: string;
  /** getPet's deprecation (RFC 9745) and sunset (RFC 8594) instants, ms since the epoch. */
  readonly getPetDeprecatedAt: number;
  readonly getPetSunsetAt: number;
}

/** The /v1 routes: listPets, createPet, getPet and the API description. */
export function petRoutes(deps: PetRouteDependencies): Router {
  const { validators } = deps;
  const listQuery = validators.parameters('/pets', 'get', 'query');
  const getPetPath = validators.parameters('/pets/{petId}', 'get', 'path');
  const validateNewPet = validators.body('NewPet');
  const deprecation = `@${Math.floor(deps.getPetDeprecatedAt / 1000)}`;
  const sunset = new Date(deps.getPetSunsetAt).toUTCString();
  const deprecationLinks = `<${API_BASE}/pets>; rel="successor-version", <${OPENAPI_PATH}>; rel="deprecation"; type="application/json"`;

  // Named by their operationId (metrics label them so). Case-sensitive: /V1/pets is not an alias of /v1/pets (the guard in front still covers it).
  const router = new Router({ prefix: API_BASE, sensitive: true });

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
    let pet;
    if (ctx.request.headers['idempotency-key'] !== undefined) {
      const outcome = await deps.createPet.executeOnce(body, { scope: authenticatedKey(ctx).id, key: ctx.get('idempotency-key') });
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      pet = outcome.pet;
    } else {
      pet = await deps.createPet.execute(body);
    }
    reply.header('Location', petPath(pet.id)).json(201, petJson(pet));
  });

  router.get('getPet', '/pets/:petId', async (ctx) => {
    const reply = replyOf(ctx).header('Deprecation', deprecation).header('Sunset', sunset).header('Link', deprecationLinks);
    const { petId } = getPetPath({ petId: ctx.params.petId }) as { petId: number | bigint };
    reply.json(200, petJson(await deps.getPet.execute(petId)));
  });

  return router;
}

/** After the routes: a known path with another method is 405 with `Allow`; the rest falls to 404. */
export async function methodNotAllowed(ctx: Context, next: Next): Promise<void> {
  const matched = (ctx as Context & { matched?: { methods: string[] }[] }).matched;
  const reply = replyOf(ctx);
  const allowed = reply.isSent || !matched ? [] : [...new Set(matched.flatMap((layer) => layer.methods))];
  if (allowed.length === 0) {
    await next();
    return;
  }
  if (ctx.method === 'OPTIONS') return reply.header('Allow', allowed.join(', ')).empty(204);
  throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allowed.join(', ')}.`, {
    Allow: allowed.join(', '),
  });
}
