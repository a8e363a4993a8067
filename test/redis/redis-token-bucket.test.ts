import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisClient, whenRedisReady } from '../../adapters/redis/redis-client.js';
import { RedisTokenBucketStore, type RedisTokenBucketStoreOptions } from '../../adapters/redis/redis-token-bucket.store.js';
import { LeasedTokenBucketStore, type TokenLeaseOptions } from '../../adapters/redis/token-leases.js';
import { takeTokensLua } from '../../adapters/redis/token-bucket.lua.js';
import { StoreUnavailableError, type SubjectBuckets, type TakeResult, type TokenBucketStore } from '../../core/index.js';
import { describeTokenBucketStoreContract } from '../contract/token-bucket-store.contract.js';
import { redisServerSkipReason, scriptCallsIn, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { freePort } from '../support/free-port.js';
import { FakeClock } from '../support/fake-clock.js';

const skip = redisServerSkipReason();
const servers: Promise<RedisServer>[] = [];
const clients: Redis[] = [];
let shared: Promise<RedisServer> | undefined;
let prefixes = 0;

function startServer(): Promise<RedisServer> {
  const server = startRedisServer();
  servers.push(server);
  return server;
}

async function connectedClient(server: RedisServer): Promise<Redis> {
  const client = createRedisClient(server.url);
  clients.push(client);
  await whenRedisReady(client, 5_000);
  return client;
}

/** A store with a prefix of its own on the file's server, so tests never see each other's keys. */
async function aStore(
  client?: Redis,
  keyPrefix = `test:${process.pid}:${++prefixes}:`,
  options: RedisTokenBucketStoreOptions = {},
): Promise<RedisTokenBucketStore> {
  shared ??= startServer();
  return new RedisTokenBucketStore(client ?? (await connectedClient(await shared)), { ...options, keyPrefix, ownsClient: false });
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
  await Promise.all(servers.map(async (server) => (await server).stop()));
});

describeTokenBucketStoreContract('redis', {
  skip,
  // Every refusal's strike sent at once, as the contract's ban timing expects (batching is tested below).
  create: () => aStore(undefined, undefined, { refusalNotes: { strikeFlushMs: 0 } }),
  // A client pointed at a port nothing listens on: the store must answer its port's error, quickly.
  unavailable: async () => {
    const client = createRedisClient(`redis://127.0.0.1:${await freePort()}`, { connectTimeoutMs: 200, commandTimeoutMs: 200 });
    clients.push(client);
    return new RedisTokenBucketStore(client, { keyPrefix: 'unreachable:', ownsClient: false });
  },
});

// Leases with no reserve and a long hold, so that the contract's small buckets are leased too: one
// process decides with them as without.
describeTokenBucketStoreContract('redis, leasing', {
  skip,
  create: async () =>
    new LeasedTokenBucketStore(await aStore(undefined, undefined, { refusalNotes: { strikeFlushMs: 0 } }), { reserve: 0, holdMs: 2_000_000_000 }),
});

describe.skipIf(Boolean(skip))('RedisTokenBucketStore', () => {
  const bucket = { capacity: 2, windowMs: 1_000 };

  it('reloads its script after SCRIPT FLUSH (EVALSHA answered NOSCRIPT) and keeps the state', async () => {
    const server = await (shared ??= startServer());
    const admin = await connectedClient(server);
    const store = await aStore(await connectedClient(server));
    const sha = createHash('sha1').update(takeTokensLua(1)).digest('hex');
    const request = { subject: 'noscript', buckets: [{ capacity: 3, windowMs: 600_000 }] };
    expect((await store.take(request)).outcome).toBe('admitted');
    expect((await store.take(request)).outcome).toBe('admitted');

    await admin.script('FLUSH');
    expect(await admin.script('EXISTS', sha)).toEqual([0]);
    await admin.config('RESETSTAT');
    const third = await store.take(request);
    expect(third.outcome).toBe('admitted');
    expect(third.levels[0]!.tokens).toBeCloseTo(0, 2);
    expect(await admin.script('EXISTS', sha)).toEqual([1]);
    expect(await admin.info('commandstats')).toMatch(/cmdstat_evalsha:calls=1,.*failed_calls=1/);
  });

  it('keeps a subject in one key that expires once its buckets are full again, plus as long again', async () => {
    const server = await (shared ??= startServer());
    const admin = await connectedClient(server);
    const store = await aStore(undefined, 'ttl:');
    await store.take({ subject: 'k', buckets: [bucket, { capacity: 4, windowMs: 400 }] });

    expect(await admin.keys('ttl:*')).toEqual(['ttl:{k}']);
    expect(await admin.type('ttl:{k}')).toBe('string');
    expect(await admin.strlen('ttl:{k}')).toBe(8 * 5); // five doubles: ban end, strikes, expiry, two buckets
    // Full again in 500 ms (one of two tokens over 1 s; the 400 ms bucket is full sooner): the key
    // lives twice that, so that a subject in use does not reset its expiry on every call.
    const ttl = await admin.pttl('ttl:{k}');
    expect(ttl).toBeGreaterThan(500);
    expect(ttl).toBeLessThanOrEqual(1_000);

    // A quarter of a second per token, from full: after the 1st call the key expires in 500 ms,
    // which the 2nd call reaches but does not pass (the expiry stays); the 3rd moves it to 1,500 ms;
    // the 4th stays within.
    const hot = { subject: 'hot', buckets: [{ capacity: 4, windowMs: 1_000 }] };
    const ttls: number[] = [];
    for (let call = 1; call <= 4; call++) {
      await store.take(hot);
      ttls.push(await admin.pttl(`ttl:{hot}`));
    }
    expect(ttls[0]).toBeGreaterThan(400);
    expect(ttls[0]).toBeLessThanOrEqual(500);
    expect(ttls[1]).toBeLessThanOrEqual(ttls[0]!);
    expect(ttls[2]).toBeGreaterThan(1_400);
    expect(ttls[3]).toBeLessThanOrEqual(ttls[2]!);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await admin.exists('ttl:{k}')).toBe(0);
    expect(await admin.exists('ttl:{hot}')).toBe(1);
  });

  it('keeps a suspended subject until its ban ends', async () => {
    const server = await (shared ??= startServer());
    const admin = await connectedClient(server);
    const store = await aStore(undefined, 'ban:');
    const request = { subject: 'k', buckets: [bucket], ban: { threshold: 0, windowMs: 1_000, durationMs: 30_000 } };
    await store.take(request);
    await store.take(request);
    expect((await store.take(request)).outcome).toBe('suspended');
    expect(await admin.pttl('ban:{k}')).toBeGreaterThan(29_000);
  });

  /** Script calls Redis ran since the last RESETSTAT. */
  const scriptCalls = async (admin: Redis): Promise<number> => scriptCallsIn(await admin.info('commandstats'));

  it('decides the concurrent requests of one subject in one script call, in order, exactly', async () => {
    const admin = await connectedClient(await (shared ??= startServer()));
    const store = await aStore();
    const request = { subject: 'burst', buckets: [{ capacity: 30, windowMs: 600_000 }] };
    await admin.config('RESETSTAT');
    const results = await Promise.all(Array.from({ length: 50 }, () => store.take(request)));
    expect(await scriptCalls(admin)).toBe(1);
    expect(results.map((r) => r.outcome)).toEqual([...Array<string>(30).fill('admitted'), ...Array<string>(20).fill('limited')]);
    // Each admission reports its own level: 29 tokens left after the first, 0 after the 30th.
    expect(results.slice(0, 30).map((r) => Math.round(r.levels[0]!.tokens))).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
  });

  it('answers a refused subject from its note, without Redis, until it can be admitted again', async () => {
    const admin = await connectedClient(await (shared ??= startServer()));
    const store = await aStore();
    const request = { subject: 'noted', buckets: [{ capacity: 2, windowMs: 1_000 }] };
    const first = await store.take(request);
    await store.take(request);
    const refused = await store.take(request); // Redis refuses: a token is back 500 ms after the first take
    expect(refused.outcome).toBe('limited');
    await admin.config('RESETSTAT');
    const noted: TakeResult[] = [];
    for (let i = 0; i < 20; i++) {
      noted.push(await store.take(request));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await scriptCalls(admin)).toBe(0);
    expect(new Set(noted.map((r) => r.outcome))).toEqual(new Set(['limited']));
    // The levels refill as time passes, as Redis would report them.
    expect(noted.at(-1)!.levels[0]!.msUntilFull).toBeLessThan(noted[0]!.levels[0]!.msUntilFull - 150);
    expect(noted.at(-1)!.now).toBeGreaterThan(noted[0]!.now + 150);
    // Admitted as soon as a token is back: the note never holds a subject longer than Redis would.
    let admitted: TakeResult | undefined;
    const deadline = Date.now() + 2_000;
    while (!admitted && Date.now() < deadline) {
      const result = await store.take(request);
      if (result.outcome === 'admitted') admitted = result;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(admitted!.now - first.now).toBeGreaterThanOrEqual(500);
    expect(admitted!.now - first.now).toBeLessThan(700);
  });

  it('sends noted refusals as strikes in batches, one call per flush interval, which still start the ban', async () => {
    const admin = await connectedClient(await (shared ??= startServer()));
    // The notes' clock, moved by the test. Nothing Redis decides here depends on its own clock: the
    // bucket refills over ten minutes and the ban lasts one.
    const local = new FakeClock(0);
    const store = await aStore(undefined, undefined, { refusalNotes: { strikeFlushMs: 100, now: () => local.now() } });
    const request = { subject: 'storm', buckets: [{ capacity: 1, windowMs: 600_000 }], ban: { threshold: 5, windowMs: 60_000, durationMs: 60_000 } };
    expect((await store.take(request)).outcome).toBe('admitted');
    await admin.config('RESETSTAT');

    // Redis refuses (strike 1 of the 5 allowed) and the refusal is noted.
    expect((await store.take(request)).outcome).toBe('limited');
    // Within the flush interval, refusals are answered from the note and counted, not sent: well
    // past the threshold, still limited.
    const noted: TakeResult[] = [];
    for (let ms = 0; ms < 100; ms += 9) {
      local.set(ms);
      noted.push(...(await Promise.all([store.take(request), store.take(request)])));
    }
    expect(noted).toHaveLength(24);
    expect(new Set(noted.map((r) => r.outcome))).toEqual(new Set(['limited']));
    expect(await scriptCalls(admin)).toBe(1);

    // Once the interval is over, the next refusal sends the 25 noted strikes: the 6th refusal started
    // the ban, and this request reports it. Another one in the same tick is answered from the note.
    local.set(100);
    const [sender, meanwhile] = await Promise.all([store.take(request), store.take(request)]);
    expect(sender.outcome).toBe('suspended');
    expect(sender.banStarted).toBe(true);
    expect(sender.suspendedUntil - sender.now).toBeCloseTo(60_000, 0);
    expect(meanwhile.outcome).toBe('limited');
    expect(await scriptCalls(admin)).toBe(2);

    // Then suspended, answered from the ban's note.
    local.set(5_000);
    const banned: TakeResult[] = [];
    for (let i = 0; i < 50; i++) banned.push(await store.take(request));
    expect(banned.every((r) => r.outcome === 'suspended' && r.suspendedUntil === sender.suspendedUntil && r.banStarted === undefined)).toBe(true);
    expect(await scriptCalls(admin)).toBe(2);
  });

  it('enforces one quota for two instances with their own connections', async () => {
    const server = await (shared ??= startServer());
    const keyPrefix = `two:${process.pid}:`;
    const one = await aStore(await connectedClient(server), keyPrefix);
    const two = await aStore(await connectedClient(server), keyPrefix);
    const request = { subject: 'k', buckets: [{ capacity: 30, windowMs: 600_000 }] };
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? one : two).take(request)));
    expect(results.filter((r) => r.outcome === 'admitted')).toHaveLength(30);
  });

  it('fails fast with StoreUnavailableError while Redis is down or frozen, and recovers when it is back', async () => {
    const server = await startServer();
    const store = new RedisTokenBucketStore(await connectedClient(server), { keyPrefix: 'outage:' });
    const request = { subject: 'k', buckets: [{ capacity: 1_000, windowMs: 600_000 }] };
    expect((await store.take(request)).outcome).toBe('admitted');

    const refusedWithin = async (ms: number, attempt: () => Promise<unknown>): Promise<void> => {
      const started = Date.now();
      const error = await attempt().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(ms);
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as Error).message).toBe('The rate limiter is temporarily unavailable; retry later.');
      expect((error as Error).cause).toBeInstanceOf(Error);
    };

    server.freeze(); // connected but silent: only the command timeout can save us
    await refusedWithin(1_000, () => store.take(request));
    server.thaw();

    await server.stop();
    await refusedWithin(1_000, () => store.take(request));
    await refusedWithin(1_000, () => store.ping());
    await refusedWithin(1_000, () => store.take(request)); // still fast while reconnecting

    await server.start();
    let result: TakeResult | undefined;
    const deadline = Date.now() + 10_000;
    while (!result && Date.now() < deadline) {
      result = await store.take(request).catch(() => undefined);
      if (!result) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(result?.outcome).toBe('admitted');
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
  });
});

describe.skipIf(Boolean(skip))('LeasedTokenBucketStore over Redis: tokens leased to a subject far from its limits', () => {
  const scriptCalls = async (admin: Redis): Promise<number> => scriptCallsIn(await admin.info('commandstats'));
  /** Refill too slow to move a level within a test (0.014 tokens a second for 5,000)… */
  const bucketOf = (capacity: number) => ({ capacity, windowMs: 360_000_000 });
  /** …so a hold long enough for such a bucket to refill what is leased (a lease is at most that). */
  const LONG_HOLD_MS = 2_000_000_000;
  const DEFAULT_LEASE_TOKENS = 1_024;

  /** A Redis store wrapped in leases (one process), one without sharing its prefix (another process's view), and an admin client. */
  async function leasingStores(name: string, leases: TokenLeaseOptions = { holdMs: LONG_HOLD_MS }) {
    const server = await (shared ??= startServer());
    const keyPrefix = `lease-${name}:${process.pid}:`;
    return {
      admin: await connectedClient(server),
      store: new LeasedTokenBucketStore(await aStore(await connectedClient(server), keyPrefix), leases),
      observer: await aStore(await connectedClient(server), keyPrefix),
    };
  }
  const level = async (store: TokenBucketStore, request: SubjectBuckets, bucket = 0): Promise<number> =>
    Math.round((await store.peek(request)).levels[bucket]!.tokens);

  it('decides as one process without leases would, in far fewer script calls; another process sees what it holds as taken, at most a lease', async () => {
    const { admin, store, observer } = await leasingStores('busy');
    const buckets = [bucketOf(5_000), bucketOf(100_000)];
    const request = { subject: 'busy', buckets, ban: { threshold: 20, windowMs: 60_000, durationMs: 60_000 } };
    await admin.config('RESETSTAT');
    const remaining: number[] = [];
    for (let i = 0; i < 100; i++) {
      const result = await store.take(request);
      expect(result.outcome).toBe('admitted');
      remaining.push(Math.round(result.levels[0]!.tokens));
    }
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 4_999 - i));
    expect((await scriptCalls(admin)) * 10).toBeLessThanOrEqual(100);
    // The tokens this process holds are still the subject's, for a peek here…
    const here = await level(store, { subject: 'busy', buckets });
    expect(here).toBe(4_900);
    // …and taken, for any other process: at most a lease's worth.
    const elsewhere = await level(observer, { subject: 'busy', buckets });
    expect(elsewhere).toBeLessThanOrEqual(here);
    expect(here - elsewhere).toBeLessThanOrEqual(DEFAULT_LEASE_TOKENS);
  });

  it('asks for its lease in the call its takes make anyway, one call out at a time: takes in the ticks after it wait for its tokens', async () => {
    const { admin, store, observer } = await leasingStores('one');
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    await admin.config('RESETSTAT');
    // Redis holds every command for 100 ms: the first take's call (asking for the lease) is out while four more come, a tick apart.
    await admin.client('PAUSE', 100);
    const takes: Promise<TakeResult>[] = [];
    for (let i = 0; i < 5; i++) {
      takes.push(store.take(request));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const results = await Promise.all(takes);
    expect(results.map((result) => result.outcome)).toEqual(Array(5).fill('admitted'));
    // Levels as Redis alone would give them, in the order the takes came.
    expect(results.map((result) => Math.round(result.levels[0]!.tokens))).toEqual([4_999, 4_998, 4_997, 4_996, 4_995]);
    expect(await scriptCalls(admin)).toBe(1);
    expect(await level(store, request)).toBe(5_000 - 5);
    expect(await level(observer, request)).toBeLessThan(5_000 - 5);
  });

  it('takes waiting for a lease whose call fails fail with it, within the command timeout (300 ms), not a second one', async () => {
    const server = await startServer();
    const store = new LeasedTokenBucketStore(new RedisTokenBucketStore(await connectedClient(server), { keyPrefix: 'lease-outage:' }), {
      holdMs: LONG_HOLD_MS,
    });
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    server.freeze();
    const settledAt = (take: Promise<TakeResult>) =>
      take.then(
        () => ({ at: performance.now(), error: undefined }),
        (error: unknown) => ({ at: performance.now(), error }),
      );
    const first = settledAt(store.take(request)); // its call asks for the lease
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = settledAt(store.take(request));
    const [a, b] = await Promise.all([first, waiting]);
    server.thaw();
    expect(a.error).toBeInstanceOf(StoreUnavailableError);
    expect(b.error).toBeInstanceOf(StoreUnavailableError);
    // Answered with the first call's failure: a call of its own would have timed out 300 ms later.
    expect(b.at - a.at).toBeLessThan(100);
    await store.close();
  });

  it('takes that outnumber the tokens a lease brings are decided by Redis, in one call, exactly', async () => {
    const { admin, store } = await leasingStores('outnumbered', { tokens: 4, holdMs: LONG_HOLD_MS });
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    await admin.config('RESETSTAT');
    await admin.client('PAUSE', 100);
    const takes: Promise<TakeResult>[] = [store.take(request)];
    await new Promise((resolve) => setImmediate(resolve));
    // Ten takes in one tick while the first call (asking for its lease) is out.
    for (let i = 0; i < 10; i++) takes.push(store.take(request));
    const results = await Promise.all(takes);
    expect(results.map((result) => result.outcome)).toEqual(Array(11).fill('admitted'));
    expect(results.map((result) => Math.round(result.levels[0]!.tokens))).toEqual(Array.from({ length: 11 }, (_, i) => 4_999 - i));
    // The first call, then one for what the lease could not serve.
    expect(await scriptCalls(admin)).toBe(2);
  });

  it('leases no more than every bucket refills within the hold, and never takes a bucket under its reserve', async () => {
    const reserve = 1_024;
    const { store, observer } = await leasingStores('reserve', { reserve, holdMs: LONG_HOLD_MS });
    // The second bucket is the tight one: 36 tokens above the reserve.
    const request = { subject: 'k', buckets: [bucketOf(5_000), bucketOf(1_060)] };
    for (let admitted = 1; admitted <= 40; admitted++) {
      expect((await store.take(request)).outcome).toBe('admitted');
      // What Redis has left: never under the reserve but for the requests themselves.
      expect(await level(observer, request, 1)).toBeGreaterThanOrEqual(Math.min(reserve, 1_060 - admitted));
      expect(await level(store, request, 1)).toBe(1_060 - admitted);
    }

    const holdMs = 250;
    const quick = await leasingStores('reserve-quick', { holdMs });
    const minute = { subject: 'minute', buckets: [{ capacity: 6_000, windowMs: 60_000 }] };
    expect((await quick.store.take(minute)).outcome).toBe('admitted');
    const held = (await quick.store.peek(minute)).levels[0]!.tokens - (await quick.observer.peek(minute)).levels[0]!.tokens;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual((6_000 * holdMs) / 60_000 + 1);
    await quick.store.close();
  });

  it('gives back at close what it holds, once the calls out are back', async () => {
    const server = await (shared ??= startServer());
    const { admin, observer } = await leasingStores('closing');
    // A store that owns its client (it quits it at close), on the same prefix as the observer.
    const store = new LeasedTokenBucketStore(
      new RedisTokenBucketStore(await connectedClient(server), { keyPrefix: `lease-closing:${process.pid}:` }),
      {
        holdMs: LONG_HOLD_MS,
      },
    );
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    await admin.client('PAUSE', 100);
    const taken = store.take(request);
    await new Promise((resolve) => setImmediate(resolve)); // the call is out, held by Redis
    await store.close();
    expect((await taken).outcome).toBe('admitted');
    expect(await level(observer, request)).toBe(5_000 - 1);
  });

  it('spends nothing more of its lease once Redis answers that the subject is suspended', async () => {
    const { store, observer } = await leasingStores('banned');
    const request = { subject: 'k', buckets: [bucketOf(1_100)], ban: { threshold: 0, windowMs: 60_000, durationMs: 60_000 } };
    expect((await store.take(request)).outcome).toBe('admitted'); // and some tokens leased
    // Another process spends the rest, then is refused: the first refusal starts the ban.
    const rest = await level(observer, request);
    const drained = await Promise.all(Array.from({ length: rest }, () => observer.take(request)));
    expect(drained.every((result) => result.outcome === 'admitted')).toBe(true);
    expect((await observer.take(request)).banStarted).toBe(true);
    // This process spends what it holds until its renewal goes out, and Redis answers that one "suspended";
    // a peek on the same connection is answered after it.
    let admittedHere = 1;
    for (let result = await store.take(request); result.outcome === 'admitted'; result = await store.take(request)) {
      admittedHere++;
      await store.peek(request);
    }
    // Never more than the limit, though it held tokens when the ban started.
    expect(admittedHere + drained.length).toBeLessThanOrEqual(1_100);
    expect((await store.take(request)).outcome).toBe('suspended');
  });

  it('never admits more than the limit across processes, and each spends what it holds before Redis refuses it', async () => {
    const server = await (shared ??= startServer());
    const keyPrefix = `lease-two:${process.pid}:`;
    const options = { tokens: 4, reserve: 8, holdMs: LONG_HOLD_MS };
    const one = new LeasedTokenBucketStore(await aStore(await connectedClient(server), keyPrefix), options);
    const two = new LeasedTokenBucketStore(await aStore(await connectedClient(server), keyPrefix), options);
    const request = { subject: 'k', buckets: [bucketOf(40)] };
    const outcomes: string[] = [];
    for (let i = 0; i < 100; i++) outcomes.push((await (i % 3 ? one : two).take(request)).outcome);
    expect(outcomes.filter((outcome) => outcome === 'admitted')).toHaveLength(40);
    expect(await level(one, request)).toBe(0);
    expect(await level(two, request)).toBe(0);
  });

  it('counts no strike for a leased token Redis could not grant: only a refused request starts a ban', async () => {
    const store = new LeasedTokenBucketStore(await aStore(), { tokens: 10, reserve: 0, holdMs: LONG_HOLD_MS });
    // Threshold 0: the first refusal starts the ban.
    const request = { subject: 'k', buckets: [bucketOf(15)], ban: { threshold: 0, windowMs: 60_000, durationMs: 60_000 } };
    const results: TakeResult[] = [];
    for (let i = 0; i < 15; i++) results.push(await store.take(request));
    // Leases asked for more than was left, and were granted less: no ban for that.
    expect(results.every((result) => result.outcome === 'admitted')).toBe(true);
    expect((await store.peek(request)).suspendedUntil).toBe(0);
    const refused = await store.take(request);
    expect(refused.outcome).toBe('suspended');
    expect(refused.banStarted).toBe(true);
  });
});
