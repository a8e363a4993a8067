import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisClient, whenRedisReady } from '../../adapters/redis/redis-client.js';
import { RedisTokenBucketStore, type RedisTokenBucketStoreOptions } from '../../adapters/redis/redis-token-bucket.store.js';
import type { TokenLeaseOptions } from '../../adapters/redis/token-leases.js';
import { takeTokensLua } from '../../adapters/redis/token-bucket.lua.js';
import { StoreUnavailableError, type TakeResult } from '../../core/index.js';
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

describe.skipIf(Boolean(skip))('RedisTokenBucketStore, tokens leased to a subject far from its limits', () => {
  const scriptCalls = async (admin: Redis): Promise<number> => scriptCallsIn(await admin.info('commandstats'));
  /** Refill too slow to move a level within a test (0.014 tokens a second for 5,000)… */
  const bucketOf = (capacity: number) => ({ capacity, windowMs: 360_000_000 });
  /** …so a hold long enough for such a bucket to refill what is leased (a lease is at most that). */
  const LONG_HOLD_MS = 2_000_000_000;

  /** A store leasing tokens, one that leases none sharing its prefix (another process's view), and an admin client. */
  async function leasingStores(name: string, leases: TokenLeaseOptions = { holdMs: LONG_HOLD_MS }) {
    const server = await (shared ??= startServer());
    const keyPrefix = `lease-${name}:${process.pid}:`;
    return {
      admin: await connectedClient(server),
      store: await aStore(await connectedClient(server), keyPrefix, { leases }),
      observer: await aStore(await connectedClient(server), keyPrefix, { leases: false }),
    };
  }

  it('spends the tokens leased with a call on the next requests: one script call for 33, the same outcomes and levels as without', async () => {
    const { admin, store, observer } = await leasingStores('busy'); // leases of 32 (a first lease), reserve 1,024
    const buckets = [bucketOf(5_000), bucketOf(100_000)];
    const request = { subject: 'busy', buckets, ban: { threshold: 20, windowMs: 60_000, durationMs: 60_000 } };
    await admin.config('RESETSTAT');
    const remaining: number[] = [];
    for (let i = 0; i < 100; i++) {
      const result = await store.take(request);
      expect(result.outcome).toBe('admitted');
      remaining.push(Math.round(result.levels[0]!.tokens));
    }
    // Calls at the 1st, 34th, 67th and 100th take, each leasing 32 tokens.
    expect(await scriptCalls(admin)).toBe(4);
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 4_999 - i));
    // The 32 tokens this process holds are still the subject's, for a peek here (which names no ban rule)…
    expect(Math.round((await store.peek({ subject: 'busy', buckets })).levels[0]!.tokens)).toBe(4_900);
    // …and taken, for any other process.
    expect(Math.round((await observer.peek({ subject: 'busy', buckets })).levels[0]!.tokens)).toBe(4_900 - 32);
  });

  it('renews a lease in the background once a quarter is left, topping it up: no request waits for it', async () => {
    const { admin, store, observer } = await leasingStores('renew');
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    const takes = async (count: number): Promise<void> => {
      for (let i = 0; i < count; i++) expect((await store.take(request)).outcome).toBe('admitted');
    };
    await admin.config('RESETSTAT');
    await takes(1 + 24); // a call leasing 32, then 24 of them spent: 8 left, a quarter
    await new Promise((resolve) => setTimeout(resolve, 50)); // the renewal goes out and comes back
    expect(await scriptCalls(admin)).toBe(2);
    // Topped up to 32 again: 24 more taken in Redis, none given back.
    expect(Math.round((await observer.peek(request)).levels[0]!.tokens)).toBe(5_000 - 25 - 32);
    await takes(32);
    expect(await scriptCalls(admin)).toBe(3); // the two calls and the peek: the 32 were the lease's
  });

  it('holds one lease per subject: takes in the ticks after the call that asks for it wait for its tokens, no call of their own', async () => {
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
    // One lease of 32: the first take and 32 leased; four of those spent, 28 still held.
    expect(Math.round((await observer.peek(request)).levels[0]!.tokens)).toBe(5_000 - 1 - 32);
    expect(Math.round((await store.peek(request)).levels[0]!.tokens)).toBe(5_000 - 5);
    // The first take's call and the two peeks.
    expect(await scriptCalls(admin)).toBe(3);
  });

  it('doubles a lease whose renewal requests outran: the renewal after it tops the lease up to twice as much', async () => {
    const { admin, store, observer } = await leasingStores('grow'); // at most 1,024 tokens, starting at 32
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    const take = (): Promise<TakeResult> => store.take(request);
    const levelInRedis = async (): Promise<number> => Math.round((await observer.peek(request)).levels[0]!.tokens);
    for (let i = 0; i < 1 + 23; i++) await take(); // a call leasing 32, then 23 of them spent: 9 left
    // Redis holds every command for 100 ms: the renewal the next take sends (8 left, a quarter) stays out…
    await admin.client('PAUSE', 100);
    await take();
    await new Promise((resolve) => setImmediate(resolve));
    // …while a burst spends the 8 and ten more find the lease spent: they wait for the renewal's 24 (32 − 8).
    const burst = await Promise.all(Array.from({ length: 18 }, take));
    expect(burst.map((result) => result.outcome)).toEqual(Array(18).fill('admitted'));
    expect(burst.map((result) => Math.round(result.levels[0]!.tokens))).toEqual(Array.from({ length: 18 }, (_, i) => 4_974 - i));
    expect(await levelInRedis()).toBe(5_000 - 1 - 32 - 24);
    // 14 held; 8 more spent leave a quarter (6), and the renewal asks for what tops it up to 64: 58, not 26.
    for (let i = 0; i < 8; i++) await take();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await levelInRedis()).toBe(5_000 - 1 - 32 - 24 - 58);
  });

  it('takes waiting for a lease whose call fails fail with it, within the command timeout (300 ms), not a second one', async () => {
    const server = await startServer();
    const store = new RedisTokenBucketStore(await connectedClient(server), { keyPrefix: 'lease-outage:', leases: { holdMs: LONG_HOLD_MS } });
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

  it('takes that outnumber the tokens a renewal brings are decided by Redis, in one call, after the leased ones', async () => {
    const { admin, store, observer } = await leasingStores('outnumbered', { tokens: 4, holdMs: LONG_HOLD_MS });
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    await admin.config('RESETSTAT');
    await admin.client('PAUSE', 100);
    const takes: Promise<TakeResult>[] = [store.take(request)];
    await new Promise((resolve) => setImmediate(resolve));
    // Ten takes in one tick while the first call (asking for 4) is out.
    for (let i = 0; i < 10; i++) takes.push(store.take(request));
    const results = await Promise.all(takes);
    expect(results.map((result) => result.outcome)).toEqual(Array(11).fill('admitted'));
    expect(results.map((result) => Math.round(result.levels[0]!.tokens))).toEqual(Array.from({ length: 11 }, (_, i) => 4_999 - i));
    // The first call, then one for the six the lease could not serve (asking for a new lease of 4), and the peek.
    expect(Math.round((await observer.peek(request)).levels[0]!.tokens)).toBe(5_000 - 11 - 4);
    expect(await scriptCalls(admin)).toBe(3);
  });

  it('leases at most what every bucket refills within the hold, and only what leaves every bucket its reserve', async () => {
    const { admin, store, observer } = await leasingStores('reserve'); // leases of 32 (a first lease), reserve 1,024
    // The second bucket is the tight one.
    const request = { subject: 'k', buckets: [bucketOf(5_000), bucketOf(1_060)] };
    const level = async (): Promise<number> => Math.round((await observer.peek(request)).levels[1]!.tokens);
    const takes = async (count: number): Promise<void> => {
      for (let i = 0; i < count; i++) expect((await store.take(request)).outcome).toBe('admitted');
    };
    await admin.config('RESETSTAT');
    await takes(1);
    expect(await level()).toBe(1_060 - 1 - 32);
    // 32 from the lease; the next from Redis, with the 2 tokens left above the reserve.
    await takes(33);
    expect(await level()).toBe(1_024);
    // 2 from the lease; the next from Redis, which leases nothing at the reserve.
    await takes(3);
    expect(await level()).toBe(1_023);
    expect(await scriptCalls(admin)).toBe(3 + 3); // the store's three takes, the observer's three peeks

    // A hold of 250 ms: a bucket of 6,000 a minute refills 25 tokens in it, so 25 are leased, not 32.
    const quick = await leasingStores('reserve-quick', { holdMs: 250 });
    const minute = { subject: 'minute', buckets: [{ capacity: 6_000, windowMs: 60_000 }] };
    expect((await quick.store.take(minute)).outcome).toBe('admitted');
    expect((await quick.observer.peek(minute)).levels[0]!.tokens).toBeCloseTo(6_000 - 1 - 25, -1);
    await quick.store.close();
  });

  it('gives the unspent tokens back when the hold ends, in one call, and at close', async () => {
    const server = await (shared ??= startServer());
    const admin = await connectedClient(server);
    const keyPrefix = `lease-back:${process.pid}:`;
    const observer = await aStore(await connectedClient(server), keyPrefix, { leases: false });

    // A hold of 100 ms, a bucket refilling 4 tokens in it: 4 leased, given back when the hold ends.
    const holder = await aStore(await connectedClient(server), keyPrefix, { leases: { holdMs: 100 } });
    const quick = { subject: 'quick', buckets: [{ capacity: 2_000, windowMs: 50_000 }] };
    await admin.config('RESETSTAT');
    expect((await holder.take(quick)).outcome).toBe('admitted');
    expect((await observer.peek(quick)).levels[0]!.tokens).toBeCloseTo(2_000 - 1 - 4, 0);
    expect(await scriptCalls(admin)).toBe(2); // the take, the peek
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await scriptCalls(admin)).toBe(3); // and the give-back: nothing else called Redis
    await holder.close();

    const slowHolder = await aStore(await connectedClient(server), keyPrefix, { leases: { holdMs: LONG_HOLD_MS } });
    const slow = { subject: 'slow', buckets: [bucketOf(2_000)] };
    const level = async (): Promise<number> => Math.round((await observer.peek(slow)).levels[0]!.tokens);
    expect((await slowHolder.take(slow)).outcome).toBe('admitted');
    expect(await level()).toBe(2_000 - 1 - 32);
    await slowHolder.close();
    expect(await level()).toBe(2_000 - 1);
  });

  it('ends a lease when Redis answers that the subject is suspended: no leased token is spent after that', async () => {
    const { store, observer } = await leasingStores('banned');
    const request = { subject: 'k', buckets: [bucketOf(1_100)], ban: { threshold: 0, windowMs: 60_000, durationMs: 60_000 } };
    expect((await store.take(request)).outcome).toBe('admitted'); // and 32 leased: 1,067 left in Redis
    // Another process spends the rest, then is refused: the first refusal starts the ban.
    const drained = await Promise.all(Array.from({ length: 1_067 }, () => observer.take(request)));
    expect(drained.every((result) => result.outcome === 'admitted')).toBe(true);
    expect((await observer.take(request)).banStarted).toBe(true);
    // 24 of the 32 spent here (a quarter left: a renewal goes out and Redis answers "suspended")…
    for (let i = 0; i < 24; i++) expect((await store.take(request)).outcome).toBe('admitted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // …so the 8 left are not spent: the next request is suspended.
    expect((await store.take(request)).outcome).toBe('suspended');
  });

  it('closing waits for the calls out: a lease granted meanwhile is given back too', async () => {
    const server = await (shared ??= startServer());
    const { admin, observer } = await leasingStores('closing');
    // A store that owns its client (it quits it at close), on the same prefix as the observer.
    const store = new RedisTokenBucketStore(await connectedClient(server), {
      keyPrefix: `lease-closing:${process.pid}:`,
      leases: { holdMs: LONG_HOLD_MS },
    });
    const request = { subject: 'k', buckets: [bucketOf(5_000)] };
    await admin.client('PAUSE', 100);
    const taken = store.take(request);
    await new Promise((resolve) => setImmediate(resolve)); // the call is out, held by Redis
    await store.close();
    expect((await taken).outcome).toBe('admitted');
    expect(Math.round((await observer.peek(request)).levels[0]!.tokens)).toBe(5_000 - 1);
  });

  it('never admits more than the limit across processes, and each spends what it holds before Redis refuses it', async () => {
    const server = await (shared ??= startServer());
    const keyPrefix = `lease-two:${process.pid}:`;
    const options = { leases: { tokens: 4, reserve: 8, holdMs: LONG_HOLD_MS } };
    const one = await aStore(await connectedClient(server), keyPrefix, options);
    const two = await aStore(await connectedClient(server), keyPrefix, options);
    const request = { subject: 'k', buckets: [bucketOf(40)] };
    const outcomes: string[] = [];
    for (let i = 0; i < 100; i++) outcomes.push((await (i % 3 ? one : two).take(request)).outcome);
    expect(outcomes.filter((outcome) => outcome === 'admitted')).toHaveLength(40);
    expect(Math.round((await one.peek(request)).levels[0]!.tokens)).toBe(0);
    expect(Math.round((await two.peek(request)).levels[0]!.tokens)).toBe(0);
  });

  it('counts no strike for a leased token Redis could not grant: only a refused request starts a ban', async () => {
    const store = await aStore(undefined, undefined, { leases: { tokens: 10, reserve: 0, holdMs: LONG_HOLD_MS } });
    // Threshold 0: the first refusal starts the ban.
    const request = { subject: 'k', buckets: [bucketOf(15)], ban: { threshold: 0, windowMs: 60_000, durationMs: 60_000 } };
    const results: TakeResult[] = [];
    for (let i = 0; i < 15; i++) results.push(await store.take(request));
    // Calls at the 1st take (1 + 10 leased) and the 12th (1 + 3 of the 10 asked for): no ban yet.
    expect(results.every((result) => result.outcome === 'admitted')).toBe(true);
    expect((await store.peek(request)).suspendedUntil).toBe(0);
    const refused = await store.take(request);
    expect(refused.outcome).toBe('suspended');
    expect(refused.banStarted).toBe(true);
  });
});
