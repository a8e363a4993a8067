/**
 * One HTTP contender in its own process (started by http.bench.ts, usually pinned to one core):
 *   node dist-bench/bench/http-contenders.js <service|node-http|koa|koa-headers|koa-empty-requests|fastify> <pets>
 *
 * - service: the real thing, bootstrap's startServer, on in-memory stores pre-filled through the
 *   `pets` override, APP_ENV=development, LOG_LEVEL=info, LOG_BUFFERED=true (production's
 *   asynchronous, batched pino destination on fd 1, which the driver points at a file).
 * - node-http, koa (+ @koa/router, koa-bodyparser), fastify (schemas for query, params, body and
 *   response): the least each framework needs to answer the benchmark's requests with the same
 *   bytes, status and Content-Type as the service, over the same pets in plain arrays.
 * - koa-headers: the same Koa app also sending the service's response headers (ServiceHeaders).
 * - koa-empty-requests: bare Koa on a server with node:http's `optimizeEmptyRequests`, as the service's.
 *
 * - service-nolog, service-noguard, service-routes: the service with layers taken off, for the
 *   `layers` scenarios (each one the previous minus something): without the access log (logger at
 *   LOG_LEVEL=warn), then also without apiGuard (authentication + rate limit: the key it would find is set once), then also without
 *   operations (requestContext stays: every answer goes through its Reply).
 *   All are built by the adapter's own app builder (createHttpApp with fewer of httpLayers).
 *
 * It talks to the driver over IPC: `ready` with its port; on request its CPU time, GC time and
 * heap; it starts/stops a V8 CPU profile (the inspector's Profiler, so the profile covers only
 * the measured load, not the fill or the warm-up); `stop` closes the server and exits.
 */
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import Router from '@koa/router';
import Fastify from 'fastify';
import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { createHttpApp, httpLayers, type HttpLayer } from '../adapters/http/app.js';
import { createAnimalStore } from '../bootstrap/animal-store.js';
import { httpAppDependencies, startServer } from '../bootstrap/server.js';
import type { AdmitRequest, NewPet, Pet, PetStatus } from '../core/index.js';
import {
  API_KEYS,
  CONTENT_TYPE,
  ROOMY_KEY,
  seedPet,
  seededStores,
  type ContenderKind,
  type ServerCommand,
  type ServerUsage,
} from './bench-fixtures.js';

interface Running {
  readonly port: number;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- our service

/**
 * APP_ENV=development (in-memory stores) with production's logging: info level, and LOG_BUFFERED
 * (asynchronous pino destination on fd 1, batched; the default only in staging and production).
 */
const SERVICE_ENV: Record<string, string> = {
  APP_ENV: 'development',
  LOG_LEVEL: 'info',
  LOG_BUFFERED: 'true',
  HOST: '127.0.0.1',
  PORT: '0',
  API_KEYS,
  ...(JSON.parse(process.env.BENCH_SERVICE_ENV ?? '{}') as Record<string, string>),
};
/** The same without the access-log line (it is written at info level). */
const NO_ACCESS_LOG_ENV = { ...SERVICE_ENV, LOG_LEVEL: 'warn' };

/** The real service, configured through its environment variables only. */
async function startService(count: number, accessLog = true, rateLimitHeaders = true): Promise<Running> {
  const running = await startServer({ env: accessLog ? SERVICE_ENV : NO_ACCESS_LOG_ENV, ...(await seededStores(count)) });
  if (!rateLimitHeaders) withoutRateLimitFigures(running.store.admitRequest);
  return { port: Number(new URL(running.url).port), close: () => running.close() };
}

/**
 * Admissions without their figures: the HTTP adapter then adds no rate-limit headers (what the
 * five headers cost, computing their figures included). Every request is still charged to its
 * buckets; the extra promise this wrapper adds is counted against the headers' saving.
 */
function withoutRateLimitFigures(admitRequest: AdmitRequest): void {
  const forKey = admitRequest.forKey.bind(admitRequest);
  const forAddress = admitRequest.forAddress.bind(admitRequest);
  admitRequest.forKey = async (key) => ({ outcome: (await forKey(key)).outcome, status: null });
  admitRequest.forAddress = async (address) => ({ outcome: (await forAddress(address)).outcome, status: null });
}

/** The service's own app, built by the adapter's app builder with some of its layers left out (see the file comment). */
async function startServiceLayers(count: number, layers: 'noguard' | 'routes'): Promise<Running> {
  const store = await createAnimalStore({ env: NO_ACCESS_LOG_ENV, ...(await seededStores(count)) });
  const kept: ReadonlySet<HttpLayer['name']> = new Set(
    layers === 'noguard' ? ['requestContext', 'routes', 'operations'] : ['requestContext', 'routes'],
  );
  const deps = httpAppDependencies(store);
  // Handlers are given who asks: in apiGuard's place, the key it would have found, looked up once.
  const key = await deps.useCases.authenticate.execute(ROOMY_KEY);
  const standIn: HttpLayer = { name: 'apiGuard', middleware: (ctx, next) => ((ctx.state.apiKey = key), next()) };
  const layersKept = httpLayers(deps).filter((layer) => kept.has(layer.name));
  const app = createHttpApp(deps, [layersKept[0]!, standIn, ...layersKept.slice(1)]);
  const running = await listen(serverOf(app));
  return { port: running.port, close: async () => (await running.close(), await store.close()) };
}

/** A server for a Koa app (its handler never rejects: Koa answers its own errors); `options` as node:http takes them. */
function serverOf(app: Koa, options: ServerOptions = {}): Server {
  const handle = app.callback();
  return createServer(options, (req, res) => void handle(req, res));
}

// ---------------------------------------------------------------- the baselines' store

/** The same pets as the service's store, in plain arrays: a page is a slice, a lookup an index. */
class PlainPets {
  private readonly all: Pet[] = [];
  private readonly byStatus: Record<PetStatus, Pet[]> = { available: [], pending: [], sold: [] };

  constructor(count: number) {
    for (let i = 0; i < count; i++) this.create(seedPet(i));
  }

  create(pet: NewPet): Pet {
    const stored: Pet = { id: this.all.length + 1, name: pet.name, categoryId: pet.categoryId, status: pet.status };
    this.all.push(stored);
    this.byStatus[stored.status].push(stored);
    return stored;
  }

  list(status: PetStatus | undefined, limit: number): Pet[] {
    return (status === undefined ? this.all : this.byStatus[status]).slice(0, limit);
  }

  get(id: number): Pet | undefined {
    return this.all[id - 1];
  }
}

const STATUSES = new Set<string>(['available', 'pending', 'sold']);
const BAD_REQUEST = { code: 'invalid_request', message: 'Invalid request.', status: 400 };
const NOT_FOUND = { code: 'not_found', message: 'Not found.', status: 404 };

/** The hand-written checks node:http and Koa make: an object with exactly the known fields, typed. */
function toNewPet(input: unknown): NewPet | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const { name, categoryId, status, ...rest } = input as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof name !== 'string' || name.length === 0 || name.length > 100) return null;
  if (typeof categoryId !== 'number' || !Number.isSafeInteger(categoryId) || categoryId < 1) return null;
  if (status !== undefined && (typeof status !== 'string' || !STATUSES.has(status))) return null;
  return { name, categoryId, status: (status as PetStatus | undefined) ?? 'available' };
}

function toLimit(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return 20;
  const limit = Number(text);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : null;
}

function toStatus(text: string | null | undefined): PetStatus | undefined | null {
  if (text === null || text === undefined) return undefined;
  return STATUSES.has(text) ? (text as PetStatus) : null;
}

// ---------------------------------------------------------------- node:http

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': CONTENT_TYPE, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function nodeHttpHandler(store: PlainPets) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (path === '/v1/pets' && req.method === 'GET') {
      const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
      const limit = toLimit(params.get('limit'));
      const status = toStatus(params.get('status'));
      if (limit === null || status === null) return sendJson(res, 400, BAD_REQUEST);
      return sendJson(res, 200, store.list(status, limit));
    }
    if (path === '/v1/pets' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let input: unknown;
        try {
          input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return sendJson(res, 400, BAD_REQUEST);
        }
        const pet = toNewPet(input);
        if (!pet) return sendJson(res, 400, BAD_REQUEST);
        sendJson(res, 201, store.create(pet));
      });
      return;
    }
    if (path.startsWith('/v1/pets/') && req.method === 'GET') {
      const pet = store.get(Number(path.slice('/v1/pets/'.length)));
      return pet ? sendJson(res, 200, pet) : sendJson(res, 404, NOT_FOUND);
    }
    sendJson(res, 404, NOT_FOUND);
  };
}

// ---------------------------------------------------------------- Koa + @koa/router

/**
 * The response headers the service sends (DESIGN.md: request id, nosniff, no-store, the five
 * rate-limit headers; getPet's ETag and deprecation trio; createPet's ETag and Location), set the
 * way a Koa app sets headers (`ctx.set`), with values of the same shapes and lengths: what bare
 * Koa pays to answer with the service's headers, not only its bodies (the `koa-headers` contender).
 */
class ServiceHeaders {
  private readonly prefix = `${Math.random().toString(16).slice(2, 18).padEnd(16, '0')}-`;
  private requests = 0;

  /** On every answer. */
  every(ctx: Koa.Context): void {
    const n = ++this.requests;
    const remaining = String(100_000_000 - (n % 1000) - 1);
    ctx.set('X-Request-Id', this.prefix + n.toString(36));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-RateLimit-Limit', '100000000');
    ctx.set('X-RateLimit-Remaining', remaining);
    ctx.set('X-RateLimit-Reset', String(Math.ceil(Date.now() / 1000) + 60));
    ctx.set('RateLimit-Policy', '"minute";q=100000000;w=60, "day";q=1000000000;w=86400');
    ctx.set('RateLimit', `"minute";r=${remaining};t=1`);
  }

  /** getPet's: its version and the deprecation trio. */
  getPet(ctx: Koa.Context, id: number): void {
    ctx.set('ETag', `"p${id}.1"`);
    ctx.set('Deprecation', '@1764892800');
    ctx.set('Sunset', 'Thu, 05 Dec 2030 00:00:00 GMT');
    ctx.set('Link', `</v1/pets?id=${id}>; rel="successor-version", </v1/openapi.json>; rel="deprecation"; type="application/json"`);
  }

  /** createPet's: the new pet's version and address. */
  created(ctx: Koa.Context, id: number): void {
    ctx.set('ETag', `"p${id}.1"`);
    ctx.set('Location', `/v1/pets/${id}`);
  }
}

/** Bare Koa; with `headers`, it also sends the service's response headers (ServiceHeaders). */
function koaApp(store: PlainPets, headers?: ServiceHeaders): Koa {
  const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);
  const router = new Router({ prefix: '/v1' });
  router.get('/pets', (ctx) => {
    headers?.every(ctx);
    const limit = toLimit(one(ctx.query.limit));
    const status = toStatus(one(ctx.query.status));
    if (limit === null || status === null) {
      ctx.status = 400;
      ctx.body = BAD_REQUEST;
      return;
    }
    ctx.body = store.list(status, limit);
  });
  router.post('/pets', bodyParser({ enableTypes: ['json'] }), (ctx) => {
    headers?.every(ctx);
    const pet = toNewPet(ctx.request.body);
    if (!pet) {
      ctx.status = 400;
      ctx.body = BAD_REQUEST;
      return;
    }
    const created = store.create(pet);
    headers?.created(ctx, created.id);
    ctx.status = 201;
    ctx.body = created;
  });
  router.get('/pets/:petId', (ctx) => {
    headers?.every(ctx);
    const id = Number(ctx.params.petId);
    const pet = store.get(id);
    if (!pet) {
      ctx.status = 404;
      ctx.body = NOT_FOUND;
      return;
    }
    headers?.getPet(ctx, id);
    ctx.body = pet;
  });
  const app = new Koa();
  app.use(router.routes());
  return app;
}

// ---------------------------------------------------------------- Fastify

const PET_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'categoryId'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, categoryId: { type: 'integer' }, status: { type: 'string' } },
} as const;

async function startFastify(store: PlainPets): Promise<Running> {
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { limit?: number; status?: PetStatus } }>(
    '/v1/pets',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100 }, status: { type: 'string', enum: ['available', 'pending', 'sold'] } },
        },
        response: { 200: { type: 'array', items: PET_SCHEMA } },
      },
    },
    async (request) => store.list(request.query.status, request.query.limit ?? 20),
  );
  app.post<{ Body: { name: string; categoryId: number; status?: PetStatus } }>(
    '/v1/pets',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'categoryId'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            categoryId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            status: { type: 'string', enum: ['available', 'pending', 'sold'] },
          },
        },
        response: { 201: PET_SCHEMA },
      },
    },
    async (request, reply) => {
      const { name, categoryId, status = 'available' } = request.body;
      reply.code(201);
      return store.create({ name, categoryId, status });
    },
  );
  app.get<{ Params: { petId: number } }>(
    '/v1/pets/:petId',
    {
      schema: {
        params: { type: 'object', properties: { petId: { type: 'integer', minimum: 1 } } },
        response: { 200: PET_SCHEMA },
      },
    },
    async (request, reply) => {
      const pet = store.get(request.params.petId);
      if (!pet) return reply.code(404).send(NOT_FOUND);
      return pet;
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}

// ---------------------------------------------------------------- process plumbing

async function listen(server: Server): Promise<Running> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function start(kind: ContenderKind, pets: number): Promise<Running> {
  switch (kind) {
    case 'service':
      return startService(pets);
    case 'service-nolog':
      return startService(pets, false);
    case 'service-without-rate-limit-headers':
      return startService(pets, true, false);
    case 'service-noguard':
      return startServiceLayers(pets, 'noguard');
    case 'service-routes':
      return startServiceLayers(pets, 'routes');
    case 'node-http':
      return listen(createServer(nodeHttpHandler(new PlainPets(pets))));
    case 'koa':
      return listen(serverOf(koaApp(new PlainPets(pets))));
    case 'koa-headers':
      return listen(serverOf(koaApp(new PlainPets(pets), new ServiceHeaders())));
    case 'koa-empty-requests':
      // Bare Koa on a server with the option the service sets (bootstrap/server.ts).
      return listen(serverOf(koaApp(new PlainPets(pets)), { optimizeEmptyRequests: true }));
    case 'fastify':
      return startFastify(new PlainPets(pets));
  }
}

const KINDS: readonly ContenderKind[] = [
  'service',
  'service-nolog',
  'service-noguard',
  'service-routes',
  'service-without-rate-limit-headers',
  'node-http',
  'koa',
  'koa-headers',
  'koa-empty-requests',
  'fastify',
];

async function main(): Promise<void> {
  const [kind, count] = process.argv.slice(2);
  if (!KINDS.includes(kind as ContenderKind) || !/^[0-9]+$/.test(count ?? '') || !process.send) {
    process.stderr.write(`usage (from http.bench.js, with an IPC channel): http-contenders.js <${KINDS.join('|')}> <pets>\n`);
    process.exit(2);
  }
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });

  const started = performance.now();
  const running = await start(kind as ContenderKind, Number(count));
  let session: Session | undefined;
  const send = (message: object) => process.send!(message);

  process.on('message', (message: ServerCommand) => {
    void (async () => {
      switch (message.type) {
        case 'usage': {
          const cpu = process.cpuUsage();
          const memory = process.memoryUsage();
          const usage: ServerUsage = {
            type: 'usage',
            id: message.id,
            user: cpu.user,
            system: cpu.system,
            gcMs,
            heapUsed: memory.heapUsed,
            rss: memory.rss,
          };
          send(usage);
          return;
        }
        case 'profile-start':
          session = new Session();
          session.connect();
          await session.post('Profiler.enable');
          await session.post('Profiler.setSamplingInterval', { interval: message.intervalUs });
          await session.post('Profiler.start');
          send({ type: 'profile-started', id: message.id });
          return;
        case 'profile-stop': {
          if (!session) throw new Error('no profile running');
          const { profile } = await session.post('Profiler.stop');
          await writeFile(message.file, JSON.stringify(profile));
          session.disconnect();
          session = undefined;
          send({ type: 'profile-stopped', id: message.id });
          return;
        }
        case 'stop':
          await running.close();
          process.exit(0);
      }
    })().catch((error: unknown) => {
      process.stderr.write(`contender ${kind}: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    });
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: running.port, startMs: Math.round(performance.now() - started) });
}

await main();
