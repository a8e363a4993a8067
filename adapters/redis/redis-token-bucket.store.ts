import { Cluster } from 'ioredis';
import {
  checkBan,
  checkBucket,
  StoreUnavailableError,
  type BanRule,
  type BucketSpec,
  type BucketsState,
  type SubjectBuckets,
  type TakeRequest,
  type TakeResult,
  type TokenBucketStore,
} from '../../core/index.js';
import { clusterState, type RedisClient } from './redis-client.js';
import { RefusalNotes, type RefusalNote, type RefusalNotesOptions } from './refusal-notes.js';
import { levelsAt, perTokenUs } from './bucket-levels.js';
import { refundTokensLua, takeTokensLua } from './token-bucket.lua.js';
import type { LeaseAsk, LeaseGrant, LeasingStore } from './token-leases.js';

export interface RedisTokenBucketStoreOptions {
  /**
   * Prepended to `{subject}` to name a subject's key (default `animal-store:rate:v3:`; `v3`: packed
   * doubles, a layout the earlier `…:rate:v2:` hashes and `…:rate:` keys do not share).
   */
  readonly keyPrefix?: string;
  /** Whether close() quits the client (default true); false when the client is shared. */
  readonly ownsClient?: boolean;
  /** Local notes of refused subjects (see RefusalNotes); `false` sends every request to Redis. */
  readonly refusalNotes?: RefusalNotesOptions | false;
}

const COMMAND = 'animalStoreTake';
const REFUND_COMMAND = 'animalStoreRefund';
const NO_BAN: readonly number[] = [-1, 0, 0];
/** The reply's figures before the buckets' (now, u, admitted, banAt, leased). */
const REPLY_HEAD = 5;

type TakeTokensCommand = (key: string, ...args: readonly number[]) => Promise<unknown>;

/** The script's arguments for a plan, and what decoding its reply needs. */
interface PlanArguments {
  readonly buckets: readonly BucketSpec[];
  /** perToken_1, limit_1, …, perStrike, strikeLimit, banDuration (µs). */
  readonly args: readonly number[];
  readonly command: TakeTokensCommand;
}

/** Requests of one subject in this tick, decided by one script call. */
interface Batch {
  readonly plan: PlanArguments;
  readonly hasBan: boolean;
  /** Refusals answered from a note, counted as strikes before the takes. */
  strikes: number;
  /** Waiting for the outcome of strike number `position` (a refusal that sent the noted strikes). */
  readonly strikeWaiters: Waiter[];
  /** Waiting for the outcome of take number `position`. */
  readonly takeWaiters: Waiter[];
  /** Tokens asked for beyond the takes, for a LeasedTokenBucketStore to hold (one ask per call). */
  lease?: { readonly ask: LeaseAsk; readonly resolve: (grant: LeaseGrant) => void; readonly reject: (error: unknown) => void };
}

interface Waiter {
  readonly position: number;
  readonly resolve: (result: TakeResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Token buckets in Redis, shared by every instance that uses the same server and prefix. A Lua
 * script (EVALSHA, reloaded by ioredis on NOSCRIPT) reads the server's clock, decides and writes one
 * key per subject that expires once it is back to its initial state.
 *
 * Two things keep Redis and this process's CPU per decision low, both exact for admissions:
 * - the requests of one subject within one tick of the event loop are decided by one script call
 *   (a busy key's concurrent requests share a round trip), in the order they came;
 * - a subject Redis just refused is answered from a local note until the refusal can change
 *   (RefusalNotes), its refusals sent on as strikes in batches.
 * A call may also take tokens ahead for the caller to hold (`takeLeasing`, `lease`): what
 * LeasedTokenBucketStore (token-leases.ts), which may wrap this store, spends without a call.
 */
export class RedisTokenBucketStore implements TokenBucketStore, LeasingStore {
  private readonly keyPrefix: string;
  private readonly ownsClient: boolean;
  /** The script for n buckets, by n (a plan has one or two). */
  private readonly commands: TakeTokensCommand[] = [];
  private readonly refundCommands: TakeTokensCommand[] = [];
  /** The script's arguments per bucket list and ban rule: a policy hands out the same objects for each plan. */
  private readonly plans = new WeakMap<readonly BucketSpec[], Map<BanRule | undefined, PlanArguments>>();
  private readonly notes: RefusalNotes | undefined;
  /** Monotonic ms: when calls were sent, for the notes and the leases. */
  readonly now: () => number;
  private batches = new Map<string, Batch>();
  private flushScheduled = false;
  /** Script calls not answered yet (close waits for them). */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly client: RedisClient,
    options: RedisTokenBucketStoreOptions = {},
  ) {
    this.keyPrefix = options.keyPrefix ?? 'animal-store:rate:v3:';
    this.ownsClient = options.ownsClient ?? true;
    const notesOptions = options.refusalNotes === false ? undefined : (options.refusalNotes ?? {});
    this.now = notesOptions?.now ?? (() => performance.now());
    this.notes = notesOptions === undefined ? undefined : new RefusalNotes({ ...notesOptions, now: this.now });
  }

  async take(request: TakeRequest): Promise<TakeResult> {
    const plan = this.planOf(request.buckets, request.ban);
    const key = this.keyOf(request.subject);
    let strikes = 0;
    if (this.notes !== undefined) {
      const now = this.notes.now();
      const note = this.notes.inEffect(key, now);
      if (note !== undefined) {
        const strikesToSend = request.ban === undefined || note.suspendedUntilUs > note.redisNowUs ? 0 : this.notes.strike(note, now);
        if (strikesToSend === 0) return resultFromNote(note, plan.buckets, now);
        // This refusal sends the noted strikes and answers what Redis makes of them (a ban may start).
        return this.enqueue(key, plan, request.ban !== undefined, strikesToSend, true);
      }
      strikes = this.notes.takeLeftoverStrikes(key);
    }
    return this.enqueue(key, plan, request.ban !== undefined, strikes, false);
  }

  /**
   * A take, with `ask` tokens more taken in the same call (once the call's takes are all admitted) for
   * the caller to hold; `lease` is undefined when no call was made (a refusal answered from a note).
   */
  async takeLeasing(request: TakeRequest, ask: LeaseAsk): Promise<{ readonly result: TakeResult; readonly lease: LeaseGrant | undefined }> {
    const key = this.keyOf(request.subject);
    if (this.notes?.inEffect(key, this.notes.now()) !== undefined) return { result: await this.take(request), lease: undefined };
    const [lease, result] = await Promise.all([this.lease(request, ask), this.take(request)]);
    return { result, lease };
  }

  /** Tokens for the caller to hold, asked for alone (a renewal), in the subject's call of this tick. */
  lease(request: TakeRequest, ask: LeaseAsk): Promise<LeaseGrant> {
    const batch = this.batchOf(this.keyOf(request.subject), this.planOf(request.buckets, request.ban), request.ban !== undefined);
    if (batch.lease !== undefined) return Promise.reject(new Error(`a lease of ${request.subject} is asked for already in this call`));
    const { promise, resolve, reject } = Promise.withResolvers<LeaseGrant>();
    batch.lease = { ask, resolve, reject };
    return promise;
  }

  async refund(request: SubjectBuckets): Promise<void> {
    try {
      await this.giveBack(request, 1);
    } catch (error) {
      throw new StoreUnavailableError('rate_limiter', 1, { cause: error });
    }
  }

  /** Gives `tokens` back to every bucket of a subject, in whole µs per token as the take script counts them: exactly what takes took. */
  async giveBack(request: SubjectBuckets, tokens: number): Promise<void> {
    const key = this.keyOf(request.subject);
    const plan = this.planOf(request.buckets, undefined);
    const command = this.command(plan.buckets.length, this.refundCommands, REFUND_COMMAND, refundTokensLua);
    await command(key, ...plan.buckets.map((_, i) => tokens * plan.args[2 * i]!));
    // A refusal noted here may not hold any more.
    this.notes?.end(key);
  }

  async peek(request: SubjectBuckets): Promise<BucketsState> {
    const plan = this.planOf(request.buckets, undefined);
    let decoded: DecodedReply;
    try {
      // No strikes, no takes: the script reads the state and writes nothing.
      decoded = decodeReply(await plan.command(this.keyOf(request.subject), 0, 0, ...plan.args), request.buckets.length);
    } catch (error) {
      throw new StoreUnavailableError('rate_limiter', 1, { cause: error });
    }
    const { nowUs, suspendedUntilUs, fullAtUs } = decoded;
    return {
      now: nowUs / 1000,
      levels: levelsAt(plan.buckets, fullAtUs, nowUs, 0),
      suspendedUntil: suspendedUntilUs > nowUs ? suspendedUntilUs / 1000 : 0,
    };
  }

  private keyOf(subject: string): string {
    return `${this.keyPrefix}{${subject}}`;
  }

  private enqueue(key: string, plan: PlanArguments, hasBan: boolean, strikes: number, waitForStrikes: boolean): Promise<TakeResult> {
    const batch = this.batchOf(key, plan, hasBan);
    batch.strikes += strikes;
    return new Promise<TakeResult>((resolve, reject) => {
      if (waitForStrikes) batch.strikeWaiters.push({ position: batch.strikes, resolve, reject });
      else batch.takeWaiters.push({ position: batch.takeWaiters.length + 1, resolve, reject });
    });
  }

  /** The subject's call of this tick, to be sent after the tick's I/O. */
  private batchOf(key: string, plan: PlanArguments, hasBan: boolean): Batch {
    let batch = this.batches.get(key);
    if (batch !== undefined && batch.plan !== plan) {
      // Another plan for the same subject in the same tick (a key's plan just changed): decide it apart.
      this.flush();
      batch = undefined;
    }
    if (batch === undefined) {
      batch = { plan, hasBan, strikes: 0, strikeWaiters: [], takeWaiters: [] };
      this.batches.set(key, batch);
    }
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      // After the I/O callbacks of this turn of the event loop: requests read together go together.
      setImmediate(() => this.flush());
    }
    return batch;
  }

  /** Sends one script call per subject batched so far. */
  private flush(): void {
    const batches = this.batches;
    this.batches = new Map();
    this.flushScheduled = false;
    const sentAt = this.now();
    for (const [key, batch] of batches) {
      const { plan, lease } = batch;
      // A subject with strikes to count is no subject far from its limits: no lease for it.
      const asked = lease !== undefined && batch.strikes === 0 ? lease.ask : undefined;
      const call: Promise<void> = plan
        .command(key, batch.strikes, batch.takeWaiters.length, ...(asked ? [...plan.args, asked.tokens, asked.reserve] : plan.args))
        .then((reply) => decodeReply(reply, plan.buckets.length))
        .then(
          (decoded) => this.settle(key, batch, decoded, sentAt),
          (error: unknown) => {
            const unavailable = new StoreUnavailableError('rate_limiter', 1, { cause: error });
            for (const waiter of [...batch.strikeWaiters, ...batch.takeWaiters]) waiter.reject(unavailable);
            lease?.reject(unavailable);
          },
        )
        .finally(() => this.inFlight.delete(call));
      this.inFlight.add(call);
    }
  }

  private settle(key: string, batch: Batch, decoded: DecodedReply, sentAt: number): void {
    // The tokens leased with the takes are still the subject's, in the levels the takes report.
    const { leased } = decoded;
    for (const waiter of batch.strikeWaiters) waiter.resolve(resultAt(decoded, batch, waiter.position, true, leased));
    for (const waiter of batch.takeWaiters) waiter.resolve(resultAt(decoded, batch, batch.strikes + waiter.position, false, leased));
    batch.lease?.resolve({
      tokens: leased,
      state: { sentAt, redisNowUs: decoded.nowUs, fullAtUs: decoded.fullAtUs },
      suspended: decoded.suspendedUntilUs > decoded.nowUs,
    });
    // A lease alone decides no request: nothing to note.
    if (batch.strikes > 0 || batch.takeWaiters.length > 0) this.notes?.record(key, noteOf(decoded, batch, sentAt));
  }

  private planOf(buckets: readonly BucketSpec[], ban: BanRule | undefined): PlanArguments {
    let byBan = this.plans.get(buckets);
    if (byBan === undefined) this.plans.set(buckets, (byBan = new Map<BanRule | undefined, PlanArguments>()));
    let plan = byBan.get(ban);
    if (plan === undefined) {
      const args = [...buckets.flatMap(bucketArguments), ...(ban ? banArguments(ban) : NO_BAN)];
      plan = { buckets, args, command: this.command(buckets.length, this.commands, COMMAND, takeTokensLua) };
      // Bounded: a caller building a new ban rule object per request must not grow the map forever.
      if (byBan.size > 16) byBan.clear();
      byBan.set(ban, plan);
    }
    return plan;
  }

  /** The script `lua(n)` for n buckets as a client command (ioredis runs it by EVALSHA, loading it on NOSCRIPT), defined once. */
  private command(n: number, defined: TakeTokensCommand[], name: string, lua: (n: number) => string): TakeTokensCommand {
    let command = defined[n];
    if (command === undefined) {
      this.client.defineCommand(`${name}${n}`, { lua: lua(n), numberOfKeys: 1 });
      command = (this.client as unknown as Record<string, TakeTokensCommand>)[`${name}${n}`]!.bind(this.client);
      defined[n] = command;
    }
    return command;
  }

  async ping(): Promise<void> {
    await this.health();
  }

  /** `ok`, or on a cluster its state (`ok (cluster: 3 masters, 3 replicas)`); rejects with the reason as cause. */
  async health(): Promise<string> {
    try {
      if (this.client instanceof Cluster) return await clusterState(this.client);
      await this.client.ping();
      return 'ok';
    } catch (error) {
      throw new StoreUnavailableError('rate_limiter', 1, { cause: error });
    }
  }

  /** Waits for the calls out, then quits the client when this store owns it (drops the connection if Redis is unreachable). */
  async close(): Promise<void> {
    if (this.client.status !== 'end') await Promise.all(this.inFlight);
    if (!this.ownsClient || this.client.status === 'end') return;
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}

/** Per token and the admission limit, in whole µs (see token-bucket.lua.ts). */
function bucketArguments(spec: BucketSpec): number[] {
  checkBucket(spec);
  const perToken = perTokenUs(spec);
  return [perToken, (spec.capacity - 1) * perToken];
}

/** Per strike, the strike limit and the ban's duration, in whole µs; a threshold of 0 bans at the first refusal. */
function banArguments(ban: BanRule): number[] {
  checkBan(ban);
  const perStrike = ban.threshold > 0 ? Math.ceil((ban.windowMs * 1000) / ban.threshold) : 0;
  return [perStrike, (ban.threshold - 1) * perStrike, ban.durationMs * 1000];
}

interface DecodedReply {
  readonly nowUs: number;
  readonly suspendedUntilUs: number;
  readonly admitted: number;
  readonly banAt: number;
  /** Tokens taken beyond the requests, for this process to hold. */
  readonly leased: number;
  readonly fullAtUs: readonly number[];
}

function decodeReply(reply: unknown, n: number): DecodedReply {
  if (!Array.isArray(reply) || reply.length !== REPLY_HEAD + n) throw new Error('unexpected reply from the token-bucket script');
  const numbers = reply.map(Number);
  const [nowUs, suspendedUntilUs, admitted, banAt, leased] = numbers as [number, number, number, number, number];
  return { nowUs, suspendedUntilUs, admitted, banAt, leased, fullAtUs: numbers.slice(REPLY_HEAD) };
}

/**
 * The outcome of the request at `position` (1…strikes + takes; strikes first). Admitted take j left
 * bucket i at its final instant less the tokens the later admissions took, and less the `held`
 * leased tokens: those are still the subject's.
 */
function resultAt(reply: DecodedReply, batch: Batch, position: number, isStrike: boolean, held: number): TakeResult {
  const { nowUs, suspendedUntilUs, admitted, banAt, fullAtUs } = reply;
  const { buckets } = batch.plan;
  const now = nowUs / 1000;
  if ((banAt === 0 && suspendedUntilUs > nowUs) || (banAt > 0 && position >= banAt)) {
    // A strike sender answers for the strikes it sent: the ban they started is its own.
    const banStarted = isStrike ? banAt > 0 : position === banAt;
    const result: TakeResult = {
      outcome: 'suspended',
      now,
      levels: levelsAt(buckets, fullAtUs, nowUs, 0),
      suspendedUntil: suspendedUntilUs / 1000,
    };
    return banStarted ? { ...result, banStarted: true } : result;
  }
  const take = isStrike ? 0 : position - batch.strikes;
  if (take >= 1 && take <= admitted)
    return { outcome: 'admitted', now, levels: levelsAt(buckets, fullAtUs, nowUs, admitted - take + held), suspendedUntil: 0 };
  return { outcome: 'limited', now, levels: levelsAt(buckets, fullAtUs, nowUs, 0), suspendedUntil: 0 };
}

/** What to remember of a subject after its call: a refusal holds until every bucket admits again (or the ban ends). */
function noteOf(reply: DecodedReply, batch: Batch, sentAt: number): Parameters<RefusalNotes['record']>[1] {
  const { nowUs, suspendedUntilUs, admitted, fullAtUs } = reply;
  const { args } = batch.plan;
  let waitUs = 0;
  if (suspendedUntilUs > nowUs) waitUs = suspendedUntilUs - nowUs;
  else if (admitted < batch.takeWaiters.length || batch.takeWaiters.length === 0) {
    // Refused: the first instant every bucket is within its limit again.
    for (let i = 0; i < fullAtUs.length; i++) waitUs = Math.max(waitUs, fullAtUs[i]! - nowUs - args[2 * i + 1]!);
  }
  return { sentAt, redisNowUs: nowUs, suspendedUntilUs, fullAtUs, until: sentAt + waitUs / 1000 };
}

/** A refusal answered from a note: the noted levels, refilled by the time elapsed since. */
function resultFromNote(note: RefusalNote, buckets: readonly BucketSpec[], now: number): TakeResult {
  const nowUs = note.redisNowUs + (now - note.sentAt) * 1000;
  const levels = levelsAt(buckets, note.fullAtUs, nowUs, 0);
  return note.suspendedUntilUs > note.redisNowUs
    ? { outcome: 'suspended', now: nowUs / 1000, levels, suspendedUntil: note.suspendedUntilUs / 1000 }
    : { outcome: 'limited', now: nowUs / 1000, levels, suspendedUntil: 0 };
}
