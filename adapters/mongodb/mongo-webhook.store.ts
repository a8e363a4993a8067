import { randomUUID } from 'node:crypto';
import type { Collection, Db, Filter, IndexDescription } from 'mongodb';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  Delivery,
  DeliveryAttempt,
  DeliveryPageQuery,
  DeliveryStatus,
  EndpointPageQuery,
  EventType,
  WebhookEndpoint,
  WebhookStore,
} from '../../core/index.js';
import { MAX_KEPT_ATTEMPTS } from '../../core/index.js';
import { guarded, isDuplicateKey, isIndexNotFound } from './mongo-errors.js';
import type { CounterDocument } from './pet-documents.js';

interface EndpointDocument {
  _id: string;
  url: string;
  events: EventType[];
  secret: string;
  createdAt: Date;
  owner: string;
  actsFor: string;
  disabledAt?: Date;
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
  type: EventType;
  status: DeliveryStatus;
  attempts: { at: Date; status?: number; error?: string }[];
  failures: number;
  eventCreatedAt: Date;
  nextAttemptAt: Date;
  /** The claim holding it for an attempt; only its holder may write the outcome. */
  leaseToken?: string | null;
  /** The TTL index removes the delivery once this passes (its event's retention, and the retries after it). */
  expiresAt: Date;
}

const DELIVERY_INDEXES: readonly IndexDescription[] = [
  { key: { endpointId: 1, sequence: -1 }, name: 'endpointId_1_sequence_-1' },
  { key: { endpointId: 1, status: 1, nextAttemptAt: 1 }, name: 'endpointId_1_status_1_nextAttemptAt_1' },
  { key: { status: 1, eventCreatedAt: 1 }, name: 'status_1_eventCreatedAt_1' },
  { key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
];

/** One owner's endpoints in creation order (listWebhookEndpoints). */
const ENDPOINT_OWNER_INDEX = 'owner_1__id_1';
const ENDPOINT_INDEXES: readonly IndexDescription[] = [{ key: { owner: 1, _id: 1 }, name: ENDPOINT_OWNER_INDEX }];
const RETIRED_ENDPOINT_INDEXES = ['audience.owner_1__id_1'];

const STORE = 'database';
/** A delivery outlives its event's retention by the longest retry schedule (a day) and a margin. */
const DELIVERY_KEPT_BEYOND_EVENT_MS = 2 * 86_400_000;

/**
 * Webhook endpoints and deliveries in MongoDB, shared by every instance: a claim is a compare-and-set
 * on the delivery's `nextAttemptAt` as read (one claimer wins), which it moves to the lease's end with a
 * fresh token; the outcome is written only under that token, so an instance that outlived its lease
 * cannot overwrite the attempt of the instance that took the delivery over.
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
      for (const name of RETIRED_ENDPOINT_INDEXES) {
        await this.endpoints.dropIndex(name).catch((error: unknown) => {
          if (!isIndexNotFound(error)) throw error;
        });
      }
      await this.migrateLegacyEndpoints();
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

  async addEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    await guarded(STORE, () => this.endpoints.insertOne({ _id: endpoint.id, ...endpointFields(endpoint) }));
  }

  async replaceEndpoint(endpoint: WebhookEndpoint): Promise<boolean> {
    return guarded(STORE, async () => {
      const { disabledAt, ...fields } = endpointFields(endpoint);
      const written = await this.endpoints.updateOne(
        { _id: endpoint.id },
        disabledAt === undefined ? { $set: fields, $unset: { disabledAt: '' } } : { $set: { ...fields, disabledAt } },
      );
      return written.matchedCount === 1;
    });
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return guarded(STORE, async () => {
      const found = await this.endpoints.findOne({ _id: id });
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
   * never claimed (claims go endpoint by endpoint) and expire with their TTL.
   */
  async removeEndpoint(id: string): Promise<boolean> {
    return guarded(STORE, async () => {
      const removed = (await this.endpoints.deleteOne({ _id: id })).deletedCount === 1;
      await this.deliveries.deleteMany({ endpointId: id });
      return removed;
    });
  }

  async addDeliveries(deliveries: readonly Delivery[]): Promise<void> {
    await guarded(STORE, async () => {
      for (const delivery of deliveries) {
        try {
          await this.deliveries.insertOne(this.toDocument(delivery));
        } catch (error) {
          if (!isDuplicateKey(error)) throw error; // fanned out already, by this instance or another
        }
      }
    });
  }

  async listDeliveries(endpointId: string, query: DeliveryPageQuery): Promise<Delivery[]> {
    return guarded(STORE, async () => {
      const filter: Filter<DeliveryDocument> = { endpointId };
      if (query.beforeSequence !== undefined) filter.sequence = { $lt: query.beforeSequence };
      const found = await this.deliveries.find(filter, { sort: { sequence: -1 }, limit: query.limit, hint: 'endpointId_1_sequence_-1' }).toArray();
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
      const requeued = await this.deliveries.findOneAndUpdate(
        { _id: id, endpointId, $or: [{ leaseToken: null }, { nextAttemptAt: { $lte: at } }] },
        { $set: { status: 'pending', nextAttemptAt: at }, $unset: { leaseToken: '' } },
        { returnDocument: 'after' },
      );
      if (requeued) return toDelivery(requeued);
      // Held by an attempt under way (or no such delivery).
      const found = await this.deliveries.findOne({ _id: id, endpointId });
      return found && toDelivery(found);
    });
  }

  async claimDue(endpointId: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    return guarded(STORE, async () => {
      const due = await this.deliveries
        .find(
          { endpointId, status: 'pending', nextAttemptAt: { $lte: new Date(now) } },
          { sort: { nextAttemptAt: 1 }, limit, hint: 'endpointId_1_status_1_nextAttemptAt_1' },
        )
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
          $unset: { leaseToken: '' },
        },
      );
      return written.matchedCount === 1;
    });
  }

  async failPending(endpointId: string, error: string, at: number): Promise<number> {
    return guarded(STORE, async () => {
      const now = new Date(at);
      const pending = await this.deliveries.find({ endpointId, status: 'pending' }, { hint: 'endpointId_1_status_1_nextAttemptAt_1' }).toArray();
      let failed = 0;
      for (const delivery of pending) {
        // An attempt under way (its lease not over) keeps its delivery; each end is a compare-and-set on the state read.
        if (delivery.leaseToken != null && delivery.nextAttemptAt > now) continue;
        const ended = await this.deliveries.updateOne(
          { _id: delivery._id, status: 'pending', nextAttemptAt: delivery.nextAttemptAt },
          {
            $set: { status: 'failed', attempts: [...delivery.attempts, { at: now, error }].slice(-MAX_KEPT_ATTEMPTS), nextAttemptAt: now },
            $unset: { leaseToken: '' },
          },
        );
        failed += ended.modifiedCount;
      }
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
      expiresAt: new Date(delivery.eventCreatedAt + this.eventRetentionMs + DELIVERY_KEPT_BEYOND_EVENT_MS),
    };
  }
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
    secret: endpoint.secret,
    createdAt: new Date(endpoint.createdAt),
    owner: endpoint.owner,
    actsFor: endpoint.actsFor,
    ...(endpoint.disabledAt !== undefined ? { disabledAt: new Date(endpoint.disabledAt) } : {}),
  };
}

function toEndpoint(document: EndpointDocument & Partial<LegacyEndpointDocument>): WebhookEndpoint {
  return Object.freeze({
    id: document._id,
    url: document.url,
    events: Object.freeze([...document.events]),
    secret: document.secret,
    createdAt: document.createdAt.getTime(),
    // A document the start's migration has not reached yet reads as it will be.
    owner: document.owner ?? document.audience?.owner ?? document.createdBy!,
    actsFor: document.actsFor ?? document.createdBy!,
    ...(document.disabledAt ? { disabledAt: document.disabledAt.getTime() } : {}),
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
  });
}
