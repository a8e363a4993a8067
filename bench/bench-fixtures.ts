/**
 * Data shared by the HTTP benchmark's driver, its server children and the in-process benchmark:
 * the pets every contender is filled with, the API keys, the 60-byte creation body and the
 * scenarios. Every contender builds exactly the same pets from here, so the same request gets
 * the same bytes from each of them.
 */
import { InMemoryEventLog } from '../adapters/memory/in-memory-event-log.js';
import { InMemoryPetRepository, type EventRecorder } from '../adapters/memory/in-memory-pet.repository.js';
import type { NewPet, PetStatus } from '../core/index.js';

/** Enterprise key with limits no run can reach: rate limiting is charged but never refuses. */
export const ROOMY_KEY = 'bench-enterprise-key-0123456789abcdef';
/** Free key (60/min, 1,000/day): far over its limit after the first second of the 429 storm. */
const FREE_KEY = 'bench-free-key-0123456789abcdef';
export const API_KEYS = `enterprise:${ROOMY_KEY}:100000000:1000000000,free:${FREE_KEY}`;

const NAMES = ['Bella', 'Max', 'Luna', 'Charlie', 'Milo', 'Daisy', 'Rocky', 'Coco', 'Simba', 'Nala', 'Oscar', 'Ruby'];
const STATUSES: readonly PetStatus[] = ['available', 'pending', 'sold'];

/** The i-th pet (0-based) of every store: about a third of each status, interleaved. */
export function seedPet(i: number): NewPet {
  return { name: `${NAMES[i % NAMES.length]} ${i}`, categoryId: 1 + (i % 12), status: STATUSES[i % 3]! };
}

/**
 * Where the repository figures' pets record their events: nowhere, said out loud. Those figures measure
 * the repository alone (BENCHMARKS.md "The pet store in process"), as they always have; the service's
 * pets record into its event log.
 */
export const EVENTS_NOT_MEASURED: EventRecorder = { record: () => undefined };

/** An in-memory pet store holding seed pets 0 … count − 1, filled through its port (recording no event). */
export async function seededPets(count: number): Promise<InMemoryPetRepository> {
  const pets = new InMemoryPetRepository(EVENTS_NOT_MEASURED);
  for (let i = 0; i < count; i++) await pets.create(seedPet(i));
  return pets;
}

/**
 * The stores a service contender starts with: seed pets 0 … count − 1, and the event log the pets'
 * changes are recorded in from then on (the seed pets predate it: no event each), as the service's
 * own in-memory stores record them.
 */
export async function seededStores(count: number): Promise<{ pets: InMemoryPetRepository; events: InMemoryEventLog }> {
  const events = new InMemoryEventLog({ now: Date.now });
  let seeding = true;
  const pets = new InMemoryPetRepository({
    record: (change) => {
      if (!seeding) events.record(change);
    },
  });
  for (let i = 0; i < count; i++) await pets.create(seedPet(i));
  seeding = false;
  return { pets, events };
}

/** The createPet body: exactly 60 bytes of JSON. */
const NEW_PET_BODY = '{"name":"Rexie Junior","categoryId":42,"status":"available"}';
if (Buffer.byteLength(NEW_PET_BODY) !== 60) throw new Error(`NEW_PET_BODY is ${Buffer.byteLength(NEW_PET_BODY)} bytes, not 60`);

export const CONTENT_TYPE = 'application/json; charset=utf-8';

/** Id asked for by the getPet scenario (present in every store). */
const GET_PET_ID = 500;

/** A valid W3C traceparent (the saturation mode's trace-context ablation sends it). */
export const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

export type ContenderKind =
  | 'service'
  | 'service-nolog'
  | 'service-noguard'
  | 'service-routes'
  | 'service-without-rate-limit-headers'
  | 'node-http'
  | 'koa'
  | 'koa-headers'
  | 'koa-empty-requests'
  | 'fastify';

export const BASELINES: readonly ContenderKind[] = ['node-http', 'koa', 'fastify'];

export const KIND_LABEL: Readonly<Record<ContenderKind, string>> = {
  service: 'animal-store',
  'service-nolog': '- access log',
  'service-noguard': '- access log - apiGuard',
  'service-routes': '- access log - apiGuard - operations',
  'service-without-rate-limit-headers': 'animal-store without the rate-limit headers',
  'node-http': 'node:http',
  koa: 'koa+router',
  'koa-headers': "koa+router with the service's headers",
  'koa-empty-requests': 'koa+router, optimizeEmptyRequests',
  fastify: 'fastify',
};

export interface Contender {
  /** Row label in the table. */
  readonly label: string;
  readonly kind: ContenderKind;
  /** Status every response should have. */
  readonly expectedStatus: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The service's settings beyond the benchmark's (its process's BENCH_SERVICE_ENV). */
  readonly env?: Readonly<Record<string, string>>;
  /** Another checkout of the project whose built contender script runs this one (BENCH_COMPARE_WITH). */
  readonly root?: string;
}

export interface Scenario {
  readonly name: string;
  readonly title: string;
  /** Pets each server starts with. */
  readonly pets: number;
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly path: string;
  readonly body?: string;
  /** Each request a body of its own, `{"name":"Patched <n>"}`: every PATCH a real change (an event each). */
  readonly uniqueNames?: boolean;
  readonly contenders: readonly Contender[];
  /** Baselines must answer byte for byte what the service answers (checked before the run). */
  readonly sameBytes: boolean;
  /** Printed under the title. */
  readonly note?: string;
  /** Each contender is the one before minus a layer: print what each layer costs. */
  readonly layered?: boolean;
}

const AUTH = { authorization: `Bearer ${ROOMY_KEY}` };
const JSON_BODY = { ...AUTH, 'content-type': 'application/json' };

function versusBaselines(expectedStatus: number, headers: Record<string, string>): Contender[] {
  return [
    { label: KIND_LABEL.service, kind: 'service', expectedStatus, headers },
    ...BASELINES.map((kind) => ({ label: KIND_LABEL[kind], kind, expectedStatus, headers })),
  ];
}

function layers(expectedStatus: number, headers: Record<string, string>): Contender[] {
  return (['service', 'service-nolog', 'service-noguard', 'service-routes', 'koa'] as const).map((kind) => ({
    label: KIND_LABEL[kind],
    kind,
    expectedStatus,
    headers,
  }));
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'list',
    title: 'GET /v1/pets?limit=20 (1,000 pets)',
    pets: 1_000,
    method: 'GET',
    path: '/v1/pets?limit=20',
    contenders: versusBaselines(200, AUTH),
    sameBytes: true,
  },
  {
    name: 'sold-1k',
    title: 'GET /v1/pets?status=sold&limit=20 (1,000 pets)',
    pets: 1_000,
    method: 'GET',
    path: '/v1/pets?status=sold&limit=20',
    contenders: versusBaselines(200, AUTH),
    sameBytes: true,
  },
  {
    name: 'sold-1m',
    title: 'GET /v1/pets?status=sold&limit=20 (1,000,000 pets)',
    pets: 1_000_000,
    method: 'GET',
    path: '/v1/pets?status=sold&limit=20',
    contenders: versusBaselines(200, AUTH),
    sameBytes: true,
  },
  {
    name: 'get',
    title: `GET /v1/pets/${GET_PET_ID} (1,000 pets)`,
    pets: 1_000,
    method: 'GET',
    path: `/v1/pets/${GET_PET_ID}`,
    contenders: versusBaselines(200, AUTH),
    sameBytes: true,
  },
  {
    name: 'create',
    title: 'POST /v1/pets, 60-byte JSON body (1,000 pets at start)',
    pets: 1_000,
    method: 'POST',
    path: '/v1/pets',
    body: NEW_PET_BODY,
    contenders: versusBaselines(201, JSON_BODY),
    sameBytes: true,
  },
  {
    name: 'patch',
    title: 'PATCH /v1/pets/500, a new name each time (1,000 pets): every request a change, recorded as an event',
    pets: 1_000,
    method: 'PATCH',
    path: `/v1/pets/${GET_PET_ID}`,
    uniqueNames: true,
    contenders: [
      { label: KIND_LABEL.service, kind: 'service', expectedStatus: 200, headers: { ...AUTH, 'content-type': 'application/merge-patch+json' } },
    ],
    sameBytes: false,
    note: 'the service alone (the baselines do not implement PATCH): its A/B figure is the pairing with BENCH_COMPARE_WITH',
  },
  {
    name: 'layers-list',
    title: 'GET /v1/pets?limit=20 (1,000 pets): the service with its layers taken off one by one',
    pets: 1_000,
    method: 'GET',
    path: '/v1/pets?limit=20',
    contenders: layers(200, AUTH),
    sameBytes: true,
    note: 'each row is the row above minus one layer; ratios: the full service against each',
    layered: true,
  },
  {
    name: 'layers-create',
    title: 'POST /v1/pets (60-byte body): the service with its layers taken off one by one',
    pets: 1_000,
    method: 'POST',
    path: '/v1/pets',
    body: NEW_PET_BODY,
    contenders: layers(201, JSON_BODY),
    sameBytes: true,
    note: 'each row is the row above minus one layer; ratios: the full service against each',
    layered: true,
  },
  {
    name: '429',
    title: 'GET /v1/pets?limit=20: Free key far over its limit (429) vs the enterprise key (200)',
    pets: 1_000,
    method: 'GET',
    path: '/v1/pets?limit=20',
    contenders: [
      { label: 'animal-store 200 (enterprise key)', kind: 'service', expectedStatus: 200, headers: AUTH },
      { label: 'animal-store 429 (Free key)', kind: 'service', expectedStatus: 429, headers: { authorization: `Bearer ${FREE_KEY}` } },
    ],
    sameBytes: false,
    note: 'ratios against the first row (the same request answered 200)',
  },
];

// ---- messages between the driver and its children (IPC) ----

export interface ServerReady {
  readonly type: 'ready';
  readonly port: number;
  readonly startMs: number;
}

export interface ServerUsage {
  readonly type: 'usage';
  readonly id: number;
  /** process.cpuUsage(), µs. */
  readonly user: number;
  readonly system: number;
  /** Sum of GC pause durations so far, ms. */
  readonly gcMs: number;
  readonly heapUsed: number;
  readonly rss: number;
}

export type ServerCommand =
  | { readonly type: 'usage'; readonly id: number }
  | { readonly type: 'profile-start'; readonly id: number; readonly intervalUs: number }
  | { readonly type: 'profile-stop'; readonly id: number; readonly file: string }
  | { readonly type: 'stop' };

export interface LoadJob {
  readonly type: 'run';
  readonly id: number;
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** A JSON body `{"name":"Patched <n>"}` with a new n for every request. */
  readonly uniqueNames?: boolean;
  readonly connections: number;
  readonly durationSeconds: number;
}

export interface LoadResult {
  readonly type: 'result';
  readonly id: number;
  readonly requests: number;
  readonly seconds: number;
  /** Latency percentiles (ms), from every response's own time, not autocannon's whole-ms histogram. */
  readonly p50: number;
  readonly p99: number;
  readonly statusCounts: Readonly<Record<string, number>>;
  readonly errors: number;
  readonly timeouts: number;
  /** Response bytes read (headers and body). */
  readonly bytes: number;
  /** process.cpuUsage() of the load generator during the run, µs. */
  readonly loadCpuUs: number;
}
