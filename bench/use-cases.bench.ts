/**
 * In-process figures of the core on the in-memory store (part of `npm run bench`; alone:
 * `BENCH_HTTP=0 BENCH_PROFILE=0 npm run bench`, or `node --expose-gc dist-bench/bench/use-cases.bench.js`
 * after compiling bench/):
 * - createPet and listPets operations per second, each against a bare baseline doing the same
 *   work with plain arrays (same awaits), and the ratio;
 * - listing with a status filter (first page and a page deep inside, via its cursor) over
 *   1,000,000 pets against 1,000 pets;
 * - heap bytes per stored pet at 1,000,000 pets, with and without its name string;
 * - a createPet body's JSON text read: the parse alone, and with the check of members named twice.
 * Figures are medians of BENCH_CORE_RUNS (9) runs after a warm-up run, the runs of the candidates
 * compared alternating, for this machine only; the baselines measured in the same process are
 * what make them comparable.
 */
import { duplicateMemberOf, parseJsonText } from '../adapters/http/json-parse.js';
import { InMemoryIdempotencyStore } from '../adapters/memory/in-memory-idempotency.store.js';
import { InMemoryPetRepository } from '../adapters/memory/in-memory-pet.repository.js';
import { CreatePet, IdempotentWrites, ListPets, PET_CURSORS, writeCursor, type NewPet, type Pet, type PetStatus } from '../core/index.js';
import { EVENTS_NOT_MEASURED, seedPet, seededPets } from './bench-fixtures.js';

const RUNS = Math.max(1, Number(process.env.BENCH_CORE_RUNS ?? 9));
const gc = (globalThis as { gc?: () => void }).gc;
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;

/** The body of POST /v1/pets as the HTTP adapter hands it over (parsed JSON). */
const INPUT = { name: 'Rexie Junior', categoryId: 42, status: 'available' as PetStatus };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Setup = () => (i: number) => unknown;

/**
 * Operations per second of each candidate, each operation awaited one at a time: runs alternate
 * between the candidates (A B A B…, so a slow spell of the machine hits all of them alike), one
 * warm-up run each, then the median of RUNS runs.
 */
async function compare(operations: number, setups: readonly Setup[]): Promise<number[]> {
  const rates: number[][] = setups.map(() => []);
  for (let run = 0; run <= RUNS; run++) {
    for (const [index, setup] of setups.entries()) {
      const operation = setup();
      const started = process.hrtime.bigint();
      for (let i = 0; i < operations; i++) await operation(i);
      const rate = operations / (Number(process.hrtime.bigint() - started) / 1e9);
      if (run > 0) rates[index]!.push(rate);
    }
  }
  return rates.map(median);
}

/** The baseline store: the same two id-ordered arrays, plain objects, no rules, no freezing. */
class BareStore {
  readonly all: Pet[] = [];
  readonly byStatus: Record<PetStatus, Pet[]> = { available: [], pending: [], sold: [] };

  add(pet: NewPet): Pet {
    const stored = { id: this.all.length + 1, name: pet.name, categoryId: pet.categoryId, status: pet.status };
    this.all.push(stored);
    this.byStatus[pet.status].push(stored);
    return stored;
  }
}

const STATUSES = new Set(['available', 'pending', 'sold']);

/** The least a createPet can check: types and the status value. */
async function bareCreate(store: BareStore, input: unknown): Promise<Pet> {
  const { name, categoryId, status } = input as Record<string, unknown>;
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    !Number.isSafeInteger(categoryId) ||
    (status !== undefined && !STATUSES.has(status as string))
  ) {
    throw new Error('invalid');
  }
  return store.add({ name, categoryId: categoryId as number, status: (status as PetStatus | undefined) ?? 'available' });
}

/** A page of `limit` pets after `afterId`, with the one extra pet that tells whether another page exists. */
async function barePage(source: readonly Pet[], limit: number, afterId?: number): Promise<{ pets: Pet[]; more: boolean }> {
  let low = 0;
  let high = afterId === undefined ? 0 : source.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (source[middle]!.id <= afterId!) low = middle + 1;
    else high = middle;
  }
  const pets = source.slice(low, low + limit + 1);
  const more = pets.length > limit;
  if (more) pets.length = limit;
  return { pets, more };
}

async function createFigures(): Promise<void> {
  const N = 200_000;
  const [useCase, bare, create] = await compare(N, [
    () => {
      const createPet = new CreatePet(
        new InMemoryPetRepository(EVENTS_NOT_MEASURED),
        new IdempotentWrites(new InMemoryIdempotencyStore(), { now: Date.now }),
      );
      return () => createPet.execute(INPUT);
    },
    () => {
      const store = new BareStore();
      return () => bareCreate(store, INPUT);
    },
    () => {
      const repository = new InMemoryPetRepository(EVENTS_NOT_MEASURED);
      const pet: NewPet = { name: INPUT.name, categoryId: INPUT.categoryId, status: 'available' };
      return () => repository.create(pet);
    },
  ]);
  console.log(`createPet (${fmt(N)} creations per run into an empty store, each awaited)`);
  console.log(`  CreatePet.execute (domain rules + repository.create):  ${fmt(useCase!).padStart(11)} ops/s`);
  console.log(`  baseline: type checks + push into 2 arrays (awaited):  ${fmt(bare!).padStart(11)} ops/s  -> use case at ${ratio(useCase!, bare!)}`);
  console.log(`  for reference: repository.create (no rules, awaited):  ${fmt(create!).padStart(11)} ops/s`);
}

async function listFigures(): Promise<void> {
  const N = 300_000;
  const small = await seededPets(1_000);
  const large = await seededPets(1_000_000);
  const smallBare = new BareStore();
  const largeBare = new BareStore();
  for (let i = 0; i < 1_000; i++) smallBare.add(seedPet(i));
  for (let i = 0; i < 1_000_000; i++) largeBare.add(seedPet(i));

  const listSmall = new ListPets(small);
  const listLarge = new ListPets(large);
  // A cursor in the middle of the sold pets: the page starts with a binary search.
  const deepSmallId = smallBare.byStatus.sold[smallBare.byStatus.sold.length >> 1]!.id;
  const deepLargeId = largeBare.byStatus.sold[largeBare.byStatus.sold.length >> 1]!.id;
  const deepSmall = writeCursor(PET_CURSORS, { status: 'sold' }, { id: deepSmallId });
  const deepLarge = writeCursor(PET_CURSORS, { status: 'sold' }, { id: deepLargeId });

  // Each group is measured in alternation: the use case and its baseline, over 1,000 and 1,000,000 pets.
  const rows: [string, number, number][] = [];
  const group = async (cases: readonly [string, () => Promise<unknown>, () => Promise<unknown>][]) => {
    const rates = await compare(
      N,
      cases.flatMap(([, useCase, bare]) => [() => useCase, () => bare]),
    );
    cases.forEach(([label], i) => rows.push([label, rates[2 * i]!, rates[2 * i + 1]!]));
  };
  await group([['limit=20, 1,000 pets', () => listSmall.execute({ limit: 20 }), () => barePage(smallBare.all, 20)]]);
  await group([
    ['status=sold, limit=20, 1,000 pets', () => listSmall.execute({ status: 'sold', limit: 20 }), () => barePage(smallBare.byStatus.sold, 20)],
    ['status=sold, limit=20, 1,000,000 pets', () => listLarge.execute({ status: 'sold', limit: 20 }), () => barePage(largeBare.byStatus.sold, 20)],
  ]);
  await group([
    [
      'status=sold, limit=20, mid cursor, 1,000 pets',
      () => listSmall.execute({ status: 'sold', limit: 20, cursor: deepSmall }),
      () => barePage(smallBare.byStatus.sold, 20, deepSmallId),
    ],
    [
      'status=sold, limit=20, mid cursor, 1,000,000 pets',
      () => listLarge.execute({ status: 'sold', limit: 20, cursor: deepLarge }),
      () => barePage(largeBare.byStatus.sold, 20, deepLargeId),
    ],
  ]);

  console.log(`\nlistPets (${fmt(N)} pages per run, each awaited; baseline: binary search + slice over the same arrays, awaited)`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, useCase, bare] of rows) {
    console.log(
      `  ${label.padEnd(width)}  ListPets ${fmt(useCase).padStart(10)} ops/s   baseline ${fmt(bare).padStart(10)} ops/s   -> ${ratio(useCase, bare)}`,
    );
  }
  const at = (label: string) => rows.find(([l]) => l === label)!;
  console.log(
    `  status filter, 1,000,000 vs 1,000 pets: first page ${ratio(at('status=sold, limit=20, 1,000,000 pets')[1], at('status=sold, limit=20, 1,000 pets')[1])}, ` +
      `mid-cursor page ${ratio(at('status=sold, limit=20, mid cursor, 1,000,000 pets')[1], at('status=sold, limit=20, mid cursor, 1,000 pets')[1])} ` +
      `(1.00× = no slower with 1,000× the pets; the baseline's: ` +
      `${ratio(at('status=sold, limit=20, 1,000,000 pets')[2], at('status=sold, limit=20, 1,000 pets')[2])}, ` +
      `${ratio(at('status=sold, limit=20, mid cursor, 1,000,000 pets')[2], at('status=sold, limit=20, mid cursor, 1,000 pets')[2])})`,
  );
}

async function heapFigures(): Promise<void> {
  if (!gc) {
    console.log('\nHeap: skipped (run node with --expose-gc)');
    return;
  }
  const N = 1_000_000;
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const h0 = heap();
  const names = Array.from({ length: N }, (_, i) => seedPet(i).name);
  const h1 = heap();
  // The array holding the names costs what any array of N references costs: measure one.
  const references = Array.from({ length: N }, () => names[0]!);
  const h2 = heap();
  const stringBytes = h1 - h0 - (h2 - h1);

  const repository = new InMemoryPetRepository(EVENTS_NOT_MEASURED);
  for (let i = 0; i < N; i++) {
    const seed = seedPet(i);
    await repository.create({ name: names[i]!, categoryId: seed.categoryId, status: seed.status });
  }
  const h3 = heap();
  const storeBytes = h3 - h2;

  const plain: Pet[] = [];
  for (let i = 0; i < N; i++) {
    const seed = seedPet(i);
    plain.push({ id: i + 1, name: names[i]!, categoryId: seed.categoryId, status: seed.status });
  }
  const h4 = heap();
  const plainBytes = h4 - h3;

  const perPet = (bytes: number) => (bytes / N).toFixed(1);
  console.log(
    `\nHeap of 1,000,000 stored pets (heapUsed after gc; names like "${names[123_456]}", ${(stringBytes / N).toFixed(1)} bytes per name string)`,
  );
  console.log(
    `  InMemoryPetRepository: ${perPet(storeBytes + stringBytes)} bytes per pet with its name string, ${perPet(storeBytes)} beyond it (${(storeBytes / 1048576).toFixed(1)} MB for the store)`,
  );
  console.log(
    `  baseline, one array of plain objects: ${perPet(plainBytes)} bytes per pet beyond its name -> store at ${ratio(storeBytes, plainBytes)}`,
  );
  // Keep everything alive until every measurement is taken.
  if (references.length + repository.size + plain.length === 0) console.log('unreachable');
}

/**
 * The pet lifecycle at scale (issue 17): 1,000,000 pets, 100,000 random status changes, then a
 * page by status; the same changes on the sorted arrays the store used before (binary search +
 * splice out of one status array and into another) as the baseline of the same run. Then the
 * inventory at 1,000,000 pets.
 */
async function lifecycleFigures(): Promise<void> {
  const N = 1_000_000;
  const CHANGES = 100_000;
  const STATUSES: readonly PetStatus[] = ['available', 'pending', 'sold'];
  // A fixed pseudo-random sequence (xorshift32): the same changes for both candidates, in every run.
  const changes: [number, PetStatus][] = [];
  let x = 2463534242;
  for (let i = 0; i < CHANGES; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    changes.push([((x >>> 0) % N) + 1, STATUSES[(x >>> 0) % 3]!]);
  }

  const repository = await seededPets(N);
  const versions = new Uint32Array(N + 1).fill(1);
  const arrays: Record<PetStatus, Pet[]> = { available: [], pending: [], sold: [] };
  const current: Pet[] = [];
  for (const pet of await repository.list({ limit: N })) {
    arrays[pet.status].push(pet);
    current[pet.id] = pet;
  }

  const storeMs: number[] = [];
  const arrayMs: number[] = [];
  let offset = 0;
  for (let run = 0; run <= Math.min(RUNS, 3); run++) {
    // Each run applies the next 100,000 changes of the sequence (rotated), to both candidates.
    let started = process.hrtime.bigint();
    for (let i = 0; i < CHANGES; i++) {
      const [id, status] = changes[(i + offset) % CHANGES]!;
      const pet = current[id]!;
      await repository.replace(id, versions[id]!, { name: pet.name, categoryId: pet.categoryId, status, reservedBy: null });
      versions[id]!++;
    }
    const storeTime = Number(process.hrtime.bigint() - started) / 1e6;
    started = process.hrtime.bigint();
    for (let i = 0; i < CHANGES; i++) {
      const [id, status] = changes[(i + offset) % CHANGES]!;
      const pet = current[id]!;
      const from = arrays[pet.status];
      from.splice(indexOfId(from, id), 1);
      const moved = { ...pet, status };
      const to = arrays[status];
      to.splice(indexOfId(to, id), 0, moved);
      current[id] = moved;
    }
    const arrayTime = Number(process.hrtime.bigint() - started) / 1e6;
    if (run > 0) {
      storeMs.push(storeTime);
      arrayMs.push(arrayTime);
    }
    offset += 7_919;
  }
  const [store, arrays_] = [median(storeMs), median(arrayMs)];
  const perChange = (ms: number) => `${((ms * 1000) / CHANGES).toFixed(2)} µs per change`;
  console.log(`\nPet lifecycle at ${fmt(N)} pets: ${fmt(CHANGES)} random status changes per run (median of ${storeMs.length} runs)`);
  console.log(`  InMemoryPetRepository.replace (B+ trees): ${store.toFixed(0).padStart(7)} ms, ${perChange(store)}`);
  console.log(
    `  baseline, sorted arrays + splice:          ${arrays_.toFixed(0).padStart(7)} ms, ${perChange(arrays_)} -> store at ${ratio(arrays_, store)} the speed`,
  );

  const inventory = await repository.inventory();
  for (const status of STATUSES) {
    const pages = 10_000;
    const deep = (await repository.list({ status, limit: 1, afterId: N / 2 }))[0]!.id;
    let started = process.hrtime.bigint();
    for (let i = 0; i < pages; i++) await repository.list({ status, limit: 21, afterId: deep });
    const treeUs = Number(process.hrtime.bigint() - started) / 1e3 / pages;
    started = process.hrtime.bigint();
    for (let i = 0; i < pages; i++) {
      const source = arrays[status];
      const start = indexOfId(source, deep + 1);
      source.slice(start, start + 21);
    }
    const arrayUs = Number(process.hrtime.bigint() - started) / 1e3 / pages;
    console.log(
      `  then a page of 21 ${status.padEnd(9)} pets (${fmt(inventory[status])} of them) from the middle: ${treeUs.toFixed(2)} µs (baseline binary search + slice: ${arrayUs.toFixed(2)} µs)`,
    );
  }
  const reads = 100_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < reads; i++) await repository.inventory();
  const inventoryUs = Number(process.hrtime.bigint() - started) / 1e3 / reads;
  console.log(`  getInventory at ${fmt(repository.size)} pets: ${inventoryUs.toFixed(2)} µs per call (counters: ${JSON.stringify(inventory)})`);
}

/**
 * A createPet body as most clients send it (60 bytes), read as the HTTP adapter reads it: without the
 * scan for members named twice or `__proto__` (the strict-JSON test and `JSON.parse`, as `parseJsonText` does
 * them), then `parseJsonText` (the same, then the scan), and the scan alone. Synchronous calls, runs
 * alternating; CPU time (user + system) per body, so that other processes on a shared machine count less.
 */
function bodyFigures(): void {
  const BODY = '{"name":"Rexie Junior","categoryId":42,"status":"available"}';
  const STRICT_JSON = /^[ \t\n\r]*[[{]/;
  const N = 1_000_000;
  const candidates: [string, () => unknown][] = [
    ['the parse without the check', () => (STRICT_JSON.test(BODY) ? (JSON.parse(BODY) as unknown) : undefined)],
    ['parseJsonText: the parse, then the check', () => parseJsonText(BODY)],
    ['duplicateMemberOf alone', () => duplicateMemberOf(BODY)],
  ];
  const times: number[][] = candidates.map(() => []);
  let kept: unknown;
  for (let run = 0; run <= RUNS; run++) {
    for (const [index, [, read]] of candidates.entries()) {
      const started = process.cpuUsage();
      for (let i = 0; i < N; i++) kept = read();
      const used = process.cpuUsage(started);
      if (run > 0) times[index]!.push(((used.user + used.system) * 1000) / N);
    }
  }
  const [parse, checked, scan] = times.map(median) as [number, number, number];
  console.log(`\nA createPet body read (${BODY.length} bytes, ${fmt(N)} reads per run; CPU ns per body)`);
  for (const [index, [label]] of candidates.entries()) console.log(`  ${label.padEnd(42)} ${median(times[index]!).toFixed(0).padStart(5)} ns`);
  console.log(
    `  the check adds ${(checked - parse).toFixed(0)} ns to the parse (${ratio(checked, parse)}); the scan alone takes ${scan.toFixed(0)} ns`,
  );
  if (kept === BODY) console.log('unreachable');
}

/** Index of the first pet with an id ≥ `id` in an id-sorted array. */
function indexOfId(pets: readonly Pet[], id: number): number {
  let low = 0;
  let high = pets.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (pets[middle]!.id < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

console.log(`node ${process.version}, ${process.platform}/${process.arch}; median of ${RUNS} runs after a warm-up run`);
if (process.env.BENCH_BODY_ONLY === '1') bodyFigures();
else {
  if (process.env.BENCH_LIFECYCLE_ONLY !== '1') {
    await createFigures();
    await listFigures();
    await heapFigures();
    bodyFigures();
  }
  await lifecycleFigures();
}
