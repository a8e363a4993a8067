import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import type { Context, Next } from 'koa';
import { NotFoundError, ValidationError, MAX_SAFE_ID, type CreatePet, type GetPet, type ListPets, type PetStatus } from '../../../core/index.js';
import { HttpError } from '../http-error.js';
import type { ApiState } from '../middleware/api-guard.js';
import type { RequestValidators } from '../openapi/request-validator.js';

export const MAX_BODY_BYTES = 16 * 1024;

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
  const deprecationHeaders = {
    Deprecation: `@${Math.floor(deps.getPetDeprecatedAt / 1000)}`,
    Sunset: new Date(deps.getPetSunsetAt).toUTCString(),
    Link: '</v1/pets>; rel="successor-version", </v1/openapi.json>; rel="deprecation"; type="application/json"',
  };

  const router = new Router({ prefix: '/v1' });

  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = deps.openApiJson;
  });

  router.get('/pets', async (ctx) => {
    const query = listQuery(ctx.query) as { limit?: number; status?: PetStatus; cursor?: string };
    const page = await deps.listPets.execute(query);
    if (page.nextCursor !== null) {
      const status = query.status ? `&status=${query.status}` : '';
      ctx.set('Link', `</v1/pets?limit=${query.limit ?? 20}${status}&cursor=${page.nextCursor}>; rel="next"`);
    }
    ctx.body = page.pets;
  });

  router.post('/pets', requireJsonBody, bodyParser({ enableTypes: ['json'], jsonLimit: `${MAX_BODY_BYTES}b`, strict: true }), async (ctx) => {
    const body = ctx.request.body;
    if ((ctx.request.rawBody as string | undefined)?.includes('\uFFFD')) {
      throw ValidationError.of('body', 'is not valid UTF-8');
    }
    validateNewPet(body);
    const idempotencyKey = ctx.get('idempotency-key');
    const state = ctx.state as ApiState;
    let pet;
    if (ctx.request.headers['idempotency-key'] !== undefined) {
      const outcome = await deps.createPet.executeOnce(body, { scope: state.apiKey!.id, key: idempotencyKey });
      if (outcome.replayed) ctx.set('Idempotent-Replayed', 'true');
      pet = outcome.pet;
    } else {
      pet = await deps.createPet.execute(body);
    }
    ctx.status = 201;
    ctx.set('Location', `/v1/pets/${pet.id}`);
    ctx.body = pet;
  });

  router.get('/pets/:petId', async (ctx) => {
    ctx.set(deprecationHeaders);
    const raw = ctx.params.petId!;
    const { petId } = getPetPath({ petId: raw }) as { petId: number };
    // Well-formed int64 ids beyond 2^53−1 are never assigned (and a double cannot hold them).
    if (petId > MAX_SAFE_ID) throw new NotFoundError(`No pet has the id ${raw}.`);
    ctx.body = await deps.getPet.execute(petId);
  });

  return router;
}

/** 415 for a body that is not JSON; 400 for a missing one. Runs before the parser reads anything. */
async function requireJsonBody(ctx: Context, next: Next): Promise<void> {
  if (!ctx.get('content-type') && !ctx.request.length && ctx.get('transfer-encoding') === '') {
    throw ValidationError.of('body', 'is required: a JSON object with name and categoryId');
  }
  if (!ctx.request.is('application/json')) {
    throw new HttpError(415, 'unsupported_media_type', 'The request body must be application/json.');
  }
  const charset = ctx.request.charset;
  if (charset && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') {
    throw new HttpError(415, 'unsupported_media_type', 'The request body must be UTF-8 encoded JSON.');
  }
  return next();
}

/** After the routes: a known path with another method is 405 with `Allow`; the rest falls to 404. */
export async function methodNotAllowed(ctx: Context, next: Next): Promise<void> {
  const matched = (ctx as Context & { matched?: { methods: string[] }[] }).matched;
  if (ctx.body !== undefined || !matched || matched.length === 0) return next();
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
