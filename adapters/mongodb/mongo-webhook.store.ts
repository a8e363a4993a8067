import { randomUUID } from 'node:crypto';
import type { Collection, Db, Filter, IndexDescription } from 'mongodb';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  Delivery,
  DeliveryAttempt,
  DeliveryPageQuery,
  DeliveryStatus,
  DueExclusions,
  EndpointPageQuery,
  EventSubscription,
  EventType,
  SecretRotation,
  StoredDisabledReason,
  WebhookEndpoint,
  WebhookStore,
} from '../../core/index.js';
import { deliveryExpiresAt, MAX_KEPT_ATTEMPTS, PING, StoreUnavailableError, WriteTagTakenError } from '../../core/index.js';
import { guarded, isDuplicateKey, isDuplicateKeyOn, isIndexNotFound } from './mongo-errors.js';
import type { CounterDocument } from './pet-documents.js';

interface EndpointDocument {
  _id: string;
  url: string;
  events: EventSubscription[];
  description?: string;
  secret: string;
  previousSecret?: { secret: string; expiresAt: Date };
  /** The createWebhookEndpoint request's write tag (Idempotency-Key): unique where present. */
  writeTag?: string;
  rotationTag?: string;
  lastPingAt?: Date;
  createdAt: Date;
  owner: string;
  actsFor: string;
  disabledAt?: Date;
  disabledFor?: StoredDisabledReason;
  enabledAt?: Date;
  lastSuccessAt?: Date;
  /**
   * Its owner's place it holds, below MAX_WEBHOOK_ENDPOINTS_PER_OWNER when it was created: one endpoint per
   * `{owner, slot}` (a partial unique index: an endpoint stored before places existed has none until the
   * start gives it one). Beside `owner`, so a move of the owner's id carries it along.
   */
  slot?: number;
  /**
   * When its earliest pending delivery is due (a claimed one's: its lease's end); absent when none is
   * pending. Never later than the truth: every write that makes a delivery due sooner lowers it after the
   * delivery's write (`$min`), and a claim or a failure raises it again from the deliveries (`settle`).
   */
  dueAt?: Date;
  /** Raised by each lowering of `dueAt`: a settle writes what it read only if none came in between. */
  dueVersion?: number;
}

/** An endpoint as stored before endpoints acted for a key lineage: the key that created it, and what it could see. */
interface LegacyEndpointDocument {
  _id: string;
  createdBy: string;
  audience?: { owner?: string | null };
}

interface DeliveryDocument {
  _id: string;
  endpointId: string;
  sequence: number;
  type: EventType | typeof PING;
  status: DeliveryStatus;
  attempts: { at: Date; status?: number; error?: string }[];
  failures: number;
  /** While a manual retry is due or under way: the state a failed attempt returns it to. */
  manual?: { status: DeliveryStatus; nextAttemptAt: Date };
  eventCreatedAt: Date;
  nextAttemptAt: Date;
  /** The claim holding it for an attempt; only its holder may write the outcome. */
  leaseToken?: string | null;
  /** The TTL index removes the delivery once this passes (its event's retention, and the retries after it). */
  expiresAt: Date;
}

/** An endpoint's pending deliveries by when they are due: the claims, and the earliest for `dueAt`. */
const CLAIM_INDEX = 'endpointId_1_status_1_nextAttemptAt_1';
/** An endpoint's deliveries as listed, newest first: by sequence, then by id (a ping shares its sequence with an event). */
const LISTING_INDEX = 'endpointId_1_sequence_-1__id_-1';
const DELIVERY_INDEXES: readonly IndexDescription[] = [
  { key: { endpointId: 1, sequence: -1, _id: -1 }, name: LISTING_INDEX },
  { key: { endpointId: 1, status: 1, nextAttemptAt: 1 }, name: CLAIM_INDEX },
  { key: { status: 1, eventCreatedAt: 1 }, name: 'status_1_eventCreatedAt_1' },
  { key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
];

/** One owner's endpoints in creation order (listWebhookEndpoints, the endpoint limit). */
const ENDPOINT_OWNER_INDEX = 'owner_1__id_1';
/** The endpoints with pending deliveries by when the earliest is due: the next due delivery, the due endpoints. */
const DUE_INDEX = 'dueAt_1';
/** One endpoint per owner's place: the endpoint limit, exact under concurrency. */
const SLOT_INDEX = 'owner_1_slot_1';
/** One endpoint per createWebhookEndpoint write tag: a request resumed after its lease cannot add a second. */
const WRITE_TAG_INDEX = 'writeTag_1';
const ENDPOINT_INDEXES: readonly IndexDescription[] = [
  { key: { owner: 1, _id: 1 }, name: ENDPOINT_OWNER_INDEX },
  { key: { dueAt: 1 }, name: DUE_INDEX, sparse: true },
  { key: { owner: 1, slot: 1 }, name: SLOT_INDEX, unique: true, partialFilterExpression: { slot: { $exists: true } } },
  { key: { writeTag: 1 }, name: WRITE_TAG_INDEX, unique: true, partialFilterExpression: { writeTag: { $exists: true } } },
];
const RETIRED_ENDPOINT_INDEXES = ['audience.owner_1__id_1'];
const RETIRED_DELIVERY_INDEXES = ['endpointId_1_sequence_-1'];

const STORE = 'database';
/** Creations that lost a place to a racing one before one gives up (each loss is another's success). */
const MAX_SLOT_ROUNDS = 32;

/**
 * Webhook endpoints and deliveries in MongoDB, shared by every instance: a claim is a compare-and-set
 * on the delivery's `nextAttemptAt` as read (one claimer wins), which it moves to the lease's end with a
 * fresh token; the outcome is written only under that token, so an instance that outlived its lease
 * cannot overwrite the attempt of the instance that took the delivery over.
 *
 * Each endpoint document carries `dueAt`, when its earliest pending delivery is due, under a sparse
 * index: the next due delivery and the due endpoints are one indexed query each (DUE_INDEX), whatever
 * the number of endpoints. A write that makes a delivery due sooner (a new one, a retry scheduled, a
 * manual retry) lowers the mark after it with `$min`; a claim or a failure settles it again from the
 * deliveries. A mark may be early (a claim by another instance, a delivery expired): a dispatcher then
 * claims nothing, and the claim settles it. Cut off between a delivery's write and its mark, a fan-out
 * is repeated from its position (which marks again), a manual retry answers an error (the client
 * retries), and a scheduled retry waits at most for the lease's end, which the mark already was.
 */
export class MongoWebhookStore implements WebhookStore {
  private readonly endpoints: Collection<EndpointDocument>;
  private readonly deliveries: Collection<DeliveryDocument>;
  private readonly counters: Collection<CounterDocument>;
  private readonly fanOutId: string;

  constructor(
    db: Db,
    private readonly eventRetentionMs = 30 * 86_400_000,
    collections = { endpoints: 'webhook_endpoints', deliveries: 'webhook_deliveries', counters: 'counters' },
  ) {
    this.endpoints = db.collection<EndpointDocument>(collections.endpoints);
    this.deliveries = db.collection<DeliveryDocument>(collections.deliveries);
    this.counters = db.collection<CounterDocument>(collections.counters);
    this.fanOutId = `${collections.deliveries}:fan-out`;
  }

  /** Creates the indexes, drops retired ones and brings endpoints stored by an earlier version up to date: every start may call it. */
  async ensureIndexes(): Promise<void> {
    await guarded(STORE, async () => {
      await this.endpoints.createIndexes([...ENDPOINT_INDEXES]);
      await this.deliveries.createIndexes([...DELIVERY_INDEXES]);
      for (const [collection, names] of [
        [this.endpoints, RETIRED_ENDPOINT_INDEXES],
        [this.deliveries, RETIRED_DELIVERY_INDEXES],
      ] as const) {
        for (const name of names) {
          await collection.dropIndex(name).catch((error: unknown) => {
            if (!isIndexNotFound(error)) throw error;
          });
        }
      }
      await this.migrateLegacyEndpoints();
      await this.giveLegacyEndpointsPlaces();
      await this.markLegacyEndpointsDue();
    });
  }

  /**
   * An endpoint stored before endpoints acted for a key lineage gets its owner (the creating key's, as
   * it was recorded) and acts for the key that created it (KeyLineages finds that key's lineage). One
   * conditional update each: idempotent, and a start cut short is finished by the next.
   */
  private async migrateLegacyEndpoints(): Promise<void> {
    const legacy = this.endpoints as unknown as Collection<LegacyEndpointDocument & { owner?: string }>;
    for (const document of await legacy.find({ owner: { $exists: false } }).toArray()) {
      await legacy.updateOne(
        { _id: document._id, owner: { $exists: false } },
        { $set: { owner: document.audience?.owner ?? document.createdBy, actsFor: document.createdBy } },
      );
    }
  }

  /**
   * An endpoint stored before the endpoint limit gets its owner's lowest free place, in creation order:
   * an owner that held more than the limit keeps every endpoint (places at and above the limit), and
   * may create one only once it holds fewer than the limit.
   */
  private async giveLegacyEndpointsPlaces(): Promise<void> {
    for (const document of await this.endpoints.find({ slot: { $exists: false } }, { sort: { _id: 1 } }).toArray()) {
      for (let round = 0; round < MAX_SLOT_ROUNDS; round++) {
        const slot = lowestFree(await this.placesOf(document.owner, Infinity));
        try {
          await this.endpoints.updateOne({ _id: document._id, slot: { $exists: false } }, { $set: { slot } });
          break;
        } catch (error) {
          if (!isDuplicateKeyOn(error, SLOT_INDEX)) throw error;
        }
      }
    }
  }

  /** An endpoint stored before `dueAt` existed is marked from its pending deliveries (else it would never be dispatched). */
  private async markLegacyEndpointsDue(): Promise<void> {
    for (const { _id } of await this.endpoints.find({ dueVersion: { $exists: false } }, { projection: { _id: 1 } }).toArray()) {
      const earliest = await this.earliestPending(_id);
      await this.endpoints.updateOne(
        { _id, dueVersion: { $exists: false } },
        earliest === null ? { $set: { dueVersion: 0 } } : { $set: { dueVersion: 0, dueAt: earliest } },
      );
    }
  }

  /**
   * Inserts the endpoint in its owner's lowest free place below `maxPerOwner`: the unique index on places
   * lets one of the creations racing for a place have it; a loser reads again (the owner may be full now).
   */
  async addEndpoint(endpoint: WebhookEndpoint, maxPerOwner: number): Promise<boolean> {
    return guarded(STORE, async () => {
      for (let round = 0; round < MAX_SLOT_ROUNDS; round++) {
        const taken = await this.placesOf(endpoint.owner, maxPerOwner);
        if (taken.count >= maxPerOwner) return false;
        const place = lowestFree(taken);
        if (place >= maxPerOwner) return false;
        try {
          await this.endpoints.insertOne({ _id: endpoint.id, ...endpointFields(endpoint), slot: place, dueVersion: 0 });
          return true;
        } catch (error) {
          if (isDuplicateKeyOn(error, WRITE_TAG_INDEX)) throw new WriteTagTakenError();
          if (!isDuplicateKeyOn(error, SLOT_INDEX)) throw error;
        }
      }
      throw new StoreUnavailableError(STORE);
    });
  }

  /** How many endpoints the owner holds (counted up to `limit` + 1) and the places they hold. */
  private async placesOf(owner: string, limit: number): Promise<{ count: number; places: Set<number> }> {
    const held = await this.endpoints
      .find({ owner }, { projection: { slot: 1 }, hint: ENDPOINT_OWNER_INDEX, ...(limit === Infinity ? {} : { limit: limit + 1 }) })
      .toArray();
    const places = new Set<number>();
    for (const { slot } of held) if (slot !== undefined) places.add(slot);
    return { count: held.length, places };
  }

  async replaceEndpoint(endpoint: WebhookEndpoint): Promise<boolean> {
    return guarded(STORE, async () => {
      const { url, events, actsFor, description, disabledAt, disabledFor, enabledAt } = endpointFields(endpoint);
      const set: Partial<EndpointDocument> = { url, events, actsFor };
      const unset: Record<string, ''> = {};
      for (const [name, value] of Object.entries({ description, disabledAt, disabledFor, enabledAt })) {
        if (value === undefined) unset[name] = '';
        else Object.assign(set, { [name]: value });
      }
      const written = await this.endpoints.updateOne(
        { _id: endpoint.id },
        Object.keys(unset).length > 0 ? { $set: set, $unset: unset } : { $set: set },
      );
      return written.matchedCount === 1;
    });
  }

  async rotateSecret(endpointId: string, expectedSecret: string, rotation: SecretRotation): Promise<boolean> {
    return guarded(STORE, async () => {
      const set: Partial<EndpointDocument> = { secret: rotation.secret };
      const unset: Record<string, ''> = {};
      if (rotation.previousSecret)
        set.previousSecret = { secret: rotation.previousSecret.secret, expiresAt: new Date(rotation.previousSecret.expiresAt) };
      else unset.previousSecret = '';
      if (rotation.rotationTag !== undefined) set.rotationTag = rotation.rotationTag;
      else unset.rotationTag = '';
      const written = await this.endpoints.updateOne({ _id: endpointId, secret: expectedSecret }, { $set: set, $unset: unset });
      return written.matchedCount === 1;
    });
  }

  async claimPing(endpointId: string, now: number, intervalMs: number): Promise<number | null> {
    return guarded(STORE, async () => {
      const written = await this.endpoints.updateOne(
        { _id: endpointId, $or: [{ lastPingAt: { $exists: false } }, { lastPingAt: { $lte: new Date(now - intervalMs) } }] },
        { $set: { lastPingAt: new Date(now) } },
      );
      if (written.matchedCount === 1) return null;
      const found = await this.endpoints.findOne({ _id: endpointId }, { projection: { lastPingAt: 1 } });
      return found?.lastPingAt ? found.lastPingAt.getTime() + intervalMs : null;
    });
  }

  async recordSuccess(endpointId: string, at: number): Promise<void> {
    await guarded(STORE, () => this.endpoints.updateOne({ _id: endpointId }, { $max: { lastSuccessAt: new Date(at) } }));
  }

  async disableFailing(endpointId: string, at: number, failingSince: number): Promise<boolean> {
    return guarded(STORE, async () => {
      const since = new Date(failingSince);
      const written = await this.endpoints.updateOne(
        {
          _id: endpointId,
          disabledAt: { $exists: false },
          createdAt: { $lte: since },
          $and: [
            { $or: [{ enabledAt: { $exists: false } }, { enabledAt: { $lte: since } }] },
            { $or: [{ lastSuccessAt: { $exists: false } }, { lastSuccessAt: { $lte: since } }] },
          ],
        },
        { $set: { disabledAt: new Date(at), disabledFor: 'failing' } },
      );
      return written.modifiedCount === 1;
    });
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return guarded(STORE, async () => {
      const found = await this.endpoints.findOne({ _id: id });
      return found && toEndpoint(found);
    });
  }

  async findEndpointByWriteTag(owner: string, writeTag: string): Promise<WebhookEndpoint | null> {
    return guarded(STORE, async () => {
      const found = await this.endpoints.findOne({ writeTag, owner });
      return found && toEndpoint(found);
    });
  }

  async listEndpoints(query: EndpointPageQuery): Promise<WebhookEndpoint[]> {
    return guarded(STORE, async () => {
      const filter: Filter<EndpointDocument> = query.afterId === undefined ? {} : { _id: { $gt: query.afterId } };
      if (query.owner !== undefined) filter.owner = query.owner;
      const hint = query.owner === undefined ? { _id: 1 } : ENDPOINT_OWNER_INDEX;
      const found = await this.endpoints.find(filter, { sort: { _id: 1 }, limit: query.limit, hint }).toArray();
      return found.map(toEndpoint);
    });
  }

  /**
   * The endpoint goes, then its deliveries (so none counts as waiting). Cut short in between, the ones left are
   * never claimed (no endpoint marks them due) and expire with their TTL.
   */
  async removeEndpoint(id: string): Promise<boolean> {
    return guarded(STORE, async () => {
      const removed = (await this.endpoints.deleteOne({ _id: id })).deletedCount === 1;
      await this.deliveries.deleteMany({ endpointId: id });
      return removed;
    });
  }

  /** Each delivery, then its endpoint's mark lowered to the earliest pending of them, whether it was new or there already. */
  async addDeliveries(deliveries: readonly Delivery[]): Promise<void> {
    await guarded(STORE, async () => {
      const earliest = new Map<string, number>();
      for (const delivery of deliveries) {
        try {
          await this.deliveries.insertOne(this.toDocument(delivery));
        } catch (error) {
          if (!isDuplicateKey(error)) throw error; // fanned out already, by this instance or another
        }
        if (delivery.status === 'pending')
          earliest.set(delivery.endpointId, Math.min(earliest.get(delivery.endpointId) ?? Infinity, delivery.nextAttemptAt));
      }
      for (const [endpointId, at] of earliest) await this.markDue(endpointId, at);
    });
  }

  async listDeliveries(endpointId: string, query: DeliveryPageQuery): Promise<Delivery[]> {
    return guarded(STORE, async () => {
      const filter: Filter<DeliveryDocument> = { endpointId };
      const { before, statuses } = query;
      if (before !== undefined) filter.$or = [{ sequence: { $lt: before.sequence } }, { sequence: before.sequence, _id: { $lt: before.id } }];
      if (statuses !== undefined) filter.status = { $in: [...statuses] };
      const found = await this.deliveries.find(filter, { sort: { sequence: -1, _id: -1 }, limit: query.limit, hint: LISTING_INDEX }).toArray();
      return found.map(toDelivery);
    });
  }

  async findDelivery(endpointId: string, id: string): Promise<Delivery | null> {
    return guarded(STORE, async () => {
      const found = await this.deliveries.findOne({ _id: id, endpointId });
      return found && toDelivery(found);
    });
  }

  async requeue(endpointId: string, id: string, now: number): Promise<Delivery | null> {
    return guarded(STORE, async () => {
      const at = new Date(now);
      for (let round = 0; round < MAX_SLOT_ROUNDS; round++) {
        const found = await this.deliveries.findOne({ _id: id, endpointId });
        if (!found) return null;
        // Due already, or held by an attempt under way: that attempt is the one more.
        if (found.status === 'pending' && (found.nextAttemptAt <= at || found.leaseToken != null)) return toDelivery(found);
        // A compare-and-set on the state read: an attempt finishing meanwhile makes this round read again.
        const requeued = await this.deliveries.findOneAndUpdate(
          { _id: id, endpointId, status: found.status, nextAttemptAt: found.nextAttemptAt },
          {
            $set: { status: 'pending', nextAttemptAt: at, manual: { status: found.status, nextAttemptAt: found.nextAttemptAt } },
            $unset: { leaseToken: '' },
          },
          { returnDocument: 'after' },
        );
        if (requeued) {
          await this.markDue(endpointId, now);
          return toDelivery(requeued);
        }
      }
      throw new StoreUnavailableError(STORE);
    });
  }

  async queueAgain(deliveries: readonly Delivery[], now: number): Promise<number> {
    return guarded(STORE, async () => {
      const earliest = new Map<string, number>();
      const due = (endpointId: string, at: number) => earliest.set(endpointId, Math.min(earliest.get(endpointId) ?? Infinity, at));
      let queued = 0;
      for (const delivery of deliveries) {
        try {
          await this.deliveries.insertOne(this.toDocument(delivery));
          queued++;
          due(delivery.endpointId, delivery.nextAttemptAt);
          continue;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
        const again = await this.deliveries.updateOne(
          { _id: delivery.id, endpointId: delivery.endpointId, status: 'failed' },
          { $set: { status: 'pending', failures: 0, nextAttemptAt: new Date(now) }, $unset: { leaseToken: '', manual: '' } },
        );
        if (again.modifiedCount === 1) {
          queued++;
          due(delivery.endpointId, now);
        }
      }
      for (const [endpointId, at] of earliest) await this.markDue(endpointId, at);
      return queued;
    });
  }

  async nextDue(except?: DueExclusions): Promise<number | null> {
    return guarded(STORE, async () => {
      const { filter, options } = dueFind({ limit: 1, ...(except ? { except } : {}) });
      const [first] = await this.endpoints.find(filter, { ...options, projection: { dueAt: 1 } }).toArray();
      return first?.dueAt ? first.dueAt.getTime() : null;
    });
  }

  async dueEndpoints(now: number, limit: number, except?: DueExclusions): Promise<WebhookEndpoint[]> {
    return guarded(STORE, async () => {
      const { filter, options } = dueFind({ now, limit, ...(except ? { except } : {}) });
      return (await this.endpoints.find(filter, options).toArray()).map(toEndpoint);
    });
  }

  async claimDue(endpointId: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    return guarded(STORE, async () => {
      const due = await this.deliveries
        .find({ endpointId, status: 'pending', nextAttemptAt: { $lte: new Date(now) } }, { sort: { nextAttemptAt: 1 }, limit, hint: CLAIM_INDEX })
        .toArray();
      const claims: ClaimedDelivery[] = [];
      for (const candidate of due) {
        const token = randomUUID();
        const claimed = await this.deliveries.findOneAndUpdate(
          { _id: candidate._id, status: 'pending', nextAttemptAt: candidate.nextAttemptAt },
          { $set: { nextAttemptAt: new Date(leaseUntil), leaseToken: token } },
          { returnDocument: 'after' },
        );
        // A miss: another instance claimed it first.
        if (claimed) claims.push({ delivery: toDelivery(claimed), token });
      }
      // What it claimed is due at the lease's end now: the mark moves to the earliest still pending.
      await this.settle(endpointId);
      return claims;
    });
  }

  async finishAttempt(claim: ClaimedDelivery, outcome: AttemptOutcome): Promise<boolean> {
    return guarded(STORE, async () => {
      const written = await this.deliveries.updateOne(
        { _id: claim.delivery.id, leaseToken: claim.token },
        {
          $set: {
            status: outcome.status,
            attempts: outcome.attempts.map(attemptDocument),
            failures: outcome.failures,
            nextAttemptAt: new Date(outcome.nextAttemptAt),
          },
          $unset: { leaseToken: '', manual: '' },
        },
      );
      // Retried later: possibly sooner than the lease's end, which the mark may be.
      if (written.matchedCount === 1 && outcome.status === 'pending') await this.markDue(claim.delivery.endpointId, outcome.nextAttemptAt);
      return written.matchedCount === 1;
    });
  }

  async failPending(endpointId: string, error: string, at: number): Promise<number> {
    return guarded(STORE, async () => {
      const now = new Date(at);
      const pending = await this.deliveries.find({ endpointId, status: 'pending' }, { hint: CLAIM_INDEX }).toArray();
      let failed = 0;
      for (const delivery of pending) {
        // An attempt under way (its lease not over) keeps its delivery; each end is a compare-and-set on the state read.
        if (delivery.leaseToken != null && delivery.nextAttemptAt > now) continue;
        const ended = await this.deliveries.updateOne(
          { _id: delivery._id, status: 'pending', nextAttemptAt: delivery.nextAttemptAt },
          {
            $set: { status: 'failed', attempts: [...delivery.attempts, { at: now, error }].slice(-MAX_KEPT_ATTEMPTS), nextAttemptAt: now },
            $unset: { leaseToken: '', manual: '' },
          },
        );
        failed += ended.modifiedCount;
      }
      if (pending.length > 0) await this.settle(endpointId);
      return failed;
    });
  }

  async oldestPending(): Promise<number | null> {
    return guarded(STORE, async () => {
      const [oldest] = await this.deliveries
        .find({ status: 'pending' }, { sort: { eventCreatedAt: 1 }, limit: 1, hint: 'status_1_eventCreatedAt_1', projection: { eventCreatedAt: 1 } })
        .toArray();
      return oldest ? oldest.eventCreatedAt.getTime() : null;
    });
  }

  async fanOutPosition(): Promise<number> {
    return guarded(STORE, async () => (await this.counters.findOne({ _id: this.fanOutId }))?.seq ?? 0);
  }

  async advanceFanOut(sequence: number): Promise<void> {
    await guarded(STORE, () => this.counters.updateOne({ _id: this.fanOutId }, { $max: { seq: sequence } }, { upsert: true }));
  }

  /** Lowers the endpoint's mark to `at` (never raises it), and tells a settle running meanwhile not to write what it read. */
  private async markDue(endpointId: string, at: number): Promise<void> {
    await this.endpoints.updateOne({ _id: endpointId }, { $min: { dueAt: new Date(at) }, $inc: { dueVersion: 1 } });
  }

  /**
   * Sets the endpoint's mark to its earliest pending delivery (none: no mark), unless a `markDue` came in
   * between the two reads: that one's delivery may not be among those read, and its mark stays.
   */
  private async settle(endpointId: string): Promise<void> {
    const marked = await this.endpoints.findOne({ _id: endpointId }, { projection: { dueVersion: 1 } });
    if (!marked) return;
    const earliest = await this.earliestPending(endpointId);
    await this.endpoints.updateOne(
      { _id: endpointId, dueVersion: marked.dueVersion ?? { $exists: false } },
      earliest === null ? { $unset: { dueAt: '' } } : { $set: { dueAt: earliest } },
    );
  }

  private async earliestPending(endpointId: string): Promise<Date | null> {
    const [earliest] = await this.deliveries
      .find({ endpointId, status: 'pending' }, { sort: { nextAttemptAt: 1 }, limit: 1, projection: { nextAttemptAt: 1 }, hint: CLAIM_INDEX })
      .toArray();
    return earliest?.nextAttemptAt ?? null;
  }

  private toDocument(delivery: Delivery): DeliveryDocument {
    return {
      _id: delivery.id,
      endpointId: delivery.endpointId,
      sequence: delivery.sequence,
      type: delivery.type,
      status: delivery.status,
      attempts: delivery.attempts.map(attemptDocument),
      failures: delivery.failures,
      eventCreatedAt: new Date(delivery.eventCreatedAt),
      nextAttemptAt: new Date(delivery.nextAttemptAt),
      ...(delivery.manual ? { manual: { status: delivery.manual.status, nextAttemptAt: new Date(delivery.manual.nextAttemptAt) } } : {}),
      expiresAt: new Date(deliveryExpiresAt(delivery.eventCreatedAt, this.eventRetentionMs)),
    };
  }
}

/** The lowest place not taken. */
function lowestFree({ places }: { places: ReadonlySet<number> }): number {
  let place = 0;
  while (places.has(place)) place++;
  return place;
}

/**
 * The due queries on DUE_INDEX, earliest mark first: the endpoints with a mark (nextDue), or with one at
 * or before `now` (dueEndpoints), but the excluded ones. Exported for the server suite's `explain`.
 */
export function dueFind(query: { readonly now?: number; readonly except?: DueExclusions; readonly limit: number }): {
  filter: Filter<EndpointDocument>;
  options: { sort: { dueAt: 1 }; limit: number; hint: string };
} {
  const marked: Filter<EndpointDocument> = query.now === undefined ? { dueAt: { $exists: true } } : { dueAt: { $lte: new Date(query.now) } };
  return { filter: { ...marked, ...excluding(query.except) }, options: { sort: { dueAt: 1 }, limit: query.limit, hint: DUE_INDEX } };
}

/** The due queries' conditions leaving out the excluded endpoints and owners. */
function excluding(except: DueExclusions | undefined): Filter<EndpointDocument> {
  const filter: Filter<EndpointDocument> = {};
  if (except && except.endpoints.length > 0) filter._id = { $nin: [...except.endpoints] };
  if (except && except.owners.length > 0) filter.owner = { $nin: [...except.owners] };
  return filter;
}

function attemptDocument(attempt: DeliveryAttempt): { at: Date; status?: number; error?: string } {
  return {
    at: new Date(attempt.at),
    ...(attempt.status !== undefined ? { status: attempt.status } : {}),
    ...(attempt.error !== undefined ? { error: attempt.error } : {}),
  };
}

/** What an endpoint stores besides its id. */
function endpointFields(endpoint: WebhookEndpoint): Omit<EndpointDocument, '_id'> {
  return {
    url: endpoint.url,
    events: [...endpoint.events],
    ...(endpoint.description !== undefined ? { description: endpoint.description } : {}),
    secret: endpoint.secret,
    ...(endpoint.previousSecret
      ? { previousSecret: { secret: endpoint.previousSecret.secret, expiresAt: new Date(endpoint.previousSecret.expiresAt) } }
      : {}),
    ...(endpoint.writeTag !== undefined ? { writeTag: endpoint.writeTag } : {}),
    ...(endpoint.rotationTag !== undefined ? { rotationTag: endpoint.rotationTag } : {}),
    ...(endpoint.lastPingAt !== undefined ? { lastPingAt: new Date(endpoint.lastPingAt) } : {}),
    createdAt: new Date(endpoint.createdAt),
    owner: endpoint.owner,
    actsFor: endpoint.actsFor,
    ...(endpoint.disabledAt !== undefined ? { disabledAt: new Date(endpoint.disabledAt) } : {}),
    ...(endpoint.disabledFor !== undefined ? { disabledFor: endpoint.disabledFor } : {}),
    ...(endpoint.enabledAt !== undefined ? { enabledAt: new Date(endpoint.enabledAt) } : {}),
    ...(endpoint.lastSuccessAt !== undefined ? { lastSuccessAt: new Date(endpoint.lastSuccessAt) } : {}),
  };
}

function toEndpoint(document: EndpointDocument & Partial<LegacyEndpointDocument>): WebhookEndpoint {
  return Object.freeze({
    id: document._id,
    url: document.url,
    events: Object.freeze([...document.events]),
    ...(typeof document.description === 'string' ? { description: document.description } : {}),
    secret: document.secret,
    ...(document.previousSecret
      ? { previousSecret: Object.freeze({ secret: document.previousSecret.secret, expiresAt: document.previousSecret.expiresAt.getTime() }) }
      : {}),
    ...(typeof document.writeTag === 'string' ? { writeTag: document.writeTag } : {}),
    ...(typeof document.rotationTag === 'string' ? { rotationTag: document.rotationTag } : {}),
    ...(document.lastPingAt ? { lastPingAt: document.lastPingAt.getTime() } : {}),
    createdAt: document.createdAt.getTime(),
    // A document the start's migration has not reached yet reads as it will be.
    owner: document.owner ?? document.audience?.owner ?? document.createdBy!,
    actsFor: document.actsFor ?? document.createdBy!,
    ...(document.disabledAt ? { disabledAt: document.disabledAt.getTime() } : {}),
    ...(document.disabledAt && document.disabledFor ? { disabledFor: document.disabledFor } : {}),
    ...(document.enabledAt ? { enabledAt: document.enabledAt.getTime() } : {}),
    ...(document.lastSuccessAt ? { lastSuccessAt: document.lastSuccessAt.getTime() } : {}),
  });
}

function toDelivery(document: DeliveryDocument): Delivery {
  return Object.freeze({
    id: document._id,
    endpointId: document.endpointId,
    sequence: document.sequence,
    type: document.type,
    status: document.status,
    attempts: Object.freeze(
      document.attempts.map((attempt) =>
        Object.freeze({
          at: attempt.at.getTime(),
          ...(attempt.status !== undefined && attempt.status !== null ? { status: attempt.status } : {}),
          ...(attempt.error !== undefined && attempt.error !== null ? { error: attempt.error } : {}),
        }),
      ),
    ),
    failures: document.failures,
    eventCreatedAt: document.eventCreatedAt.getTime(),
    nextAttemptAt: document.nextAttemptAt.getTime(),
    ...(document.manual ? { manual: Object.freeze({ status: document.manual.status, nextAttemptAt: document.manual.nextAttemptAt.getTime() }) } : {}),
  });
}
