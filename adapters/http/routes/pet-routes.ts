import { parse as parseQuery } from 'node:querystring';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { NotFoundError, MAX_SAFE_ID, type CreatePet, type GetPet, type ListPets, type PetStatus } from '../../../core/index.js';
import { HttpError } from '../http-error.js';
import { petJson, petsJson } from '../pet-json.js';
import { addHeader, addHeaders, isAnswered, sendJsonText } from '../response.js';
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
  const deprecationHeaders = [
    'Deprecation',
    `@${Math.floor(deps.getPetDeprecatedAt / 1000)}`,
    'Sunset',
    new Date(deps.getPetSunsetAt).toUTCString(),
    'Link',
    '</v1/pets>; rel="successor-version", </v1/openapi.json>; rel="deprecation"; type="application/json"',
  ];

  // Case-sensitive, like the guard in front of it: /V1/pets is not an alias of /v1/pets.
  const router = new Router({ prefix: '/v1', sensitive: true });

  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = deps.openApiJson;
  });

  router.get('/pets', async (ctx) => {
    const query = listQuery(parseQuery(ctx.querystring)) as { limit?: number; status?: PetStatus; cursor?: string };
    const page = await deps.listPets.execute(query);
    if (page.nextCursor !== null) {
      const status = query.status ? `&status=${query.status}` : '';
      addHeader(ctx, 'Link', `</v1/pets?limit=${query.limit ?? 20}${status}&cursor=${page.nextCursor}>; rel="next"`);
    }
    sendJsonText(ctx, petsJson(page.pets));
  });

  router.post('/pets', jsonBody(), async (ctx) => {
    const body = ctx.request.body;
    validateNewPet(body);
    let pet;
    if (ctx.request.headers['idempotency-key'] !== undefined) {
      const outcome = await deps.createPet.executeOnce(body, { scope: authenticatedKey(ctx).id, key: ctx.get('idempotency-key') });
      if (outcome.replayed) addHeader(ctx, 'Idempotent-Replayed', 'true');
      pet = outcome.pet;
    } else {
      pet = await deps.createPet.execute(body);
    }
    addHeader(ctx, 'Location', `/v1/pets/${pet.id}`);
    sendJsonText(ctx, petJson(pet), 201);
  });

  router.get('/pets/:petId', async (ctx) => {
    addHeaders(ctx, deprecationHeaders);
    const raw = ctx.params.petId!;
    const { petId } = getPetPath({ petId: raw }) as { petId: number };
    // Well-formed int64 ids beyond 2^53−1 are never assigned (and a double cannot hold them).
    if (petId > MAX_SAFE_ID) throw new NotFoundError(`No pet has the id ${raw}.`);
    sendJsonText(ctx, petJson(await deps.getPet.execute(petId)));
  });

  return router;
}

/** After the routes: a known path with another method is 405 with `Allow`; the rest falls to 404. */
export async function methodNotAllowed(ctx: Context, next: Next): Promise<void> {
  const matched = (ctx as Context & { matched?: { methods: string[] }[] }).matched;
  if (isAnswered(ctx) || !matched || matched.length === 0) return next();
  const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
  if (allowed.length === 0) return next();
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204;
    ctx.set('Allow', allowed.join(', '));
    return;
  }
  throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allowed.join(', ')}.`, {
    Allow: allowed.join(', '),
  });
}
