import type { Collection, Filter } from 'mongodb';
import { PET_STATUSES, type Inventory, type PetStatus } from '../../core/index.js';
import type { PetDocument } from './pet-documents.js';

/**
 * The inventory as counters, without a transaction and without a scan of the pets.
 *
 * Each pet document records the status it is counted under (`counted`: null before its first count
 * and after its removal). A write that changes what a pet should count as (create, status change,
 * removal) marks it `unsettled`; settling moves the count from `counted` to the pet's status in one
 * of SHARDS counter documents, and the decisive link is the shard's `slot`: the increment and the
 * slot that records it are one atomic update of the shard, so whoever finds a slot knows whether
 * the increment happened (`applied`) and finishes it (sets the pet's `counted`, frees the slot).
 * Every step is conditional and idempotent: the writer, a later writer and an inventory read may
 * all settle the same pet at once and agree. A write cut short before its settle leaves the pet
 * `unsettled`; the next inventory read settles such pets first (an indexed query, empty normally).
 */
export interface InventorySlot {
  pet: number;
  from: PetStatus | null;
  to: PetStatus | null;
  applied: boolean;
  /** ms since the epoch of the claim: an unapplied claim older than the lease may be voided by another settler. */
  at: number;
}

export interface InventoryShardDocument {
  _id: string;
  available: number;
  pending: number;
  sold: number;
  slot: InventorySlot | null;
}

/** Counter documents: settles of pets in different shards never wait for each other. */
const SHARDS = 16;
/** Pets settled per inventory read at most (each is a few round trips); normally none are waiting. */
const SETTLE_ON_READ = 100;
const MAX_SETTLE_ROUNDS = 12;

export class PetInventory {
  constructor(
    private readonly pets: Collection<PetDocument>,
    private readonly shards: Collection<InventoryShardDocument>,
    private readonly prefix: string,
    /** How long an unapplied claim belongs to its settler; after it another settler may void it. */
    private readonly slotLeaseMs = 2_000,
  ) {}

  /** Creates the shard documents if missing (idempotent). */
  async ensureShards(): Promise<void> {
    for (let shard = 0; shard < SHARDS; shard++) {
      await this.shards.updateOne(
        { _id: this.shardId(shard) },
        { $setOnInsert: { available: 0, pending: 0, sold: 0, slot: null } },
        { upsert: true },
      );
    }
  }

  async read(): Promise<Inventory> {
    let shards = await this.allShards();
    const waiting = await this.pets.find({ unsettled: true } as Filter<PetDocument>, { limit: SETTLE_ON_READ, hint: 'unsettled_1' }).toArray();
    const held = shards.filter((shard) => shard.slot !== null);
    if (waiting.length > 0 || held.length > 0) {
      for (const shard of held) await this.resolve(shard._id, true);
      for (const pet of waiting) await this.settle(pet._id);
      shards = await this.allShards();
    }
    const inventory = { available: 0, pending: 0, sold: 0 };
    for (const shard of shards) for (const status of PET_STATUSES) inventory[status] += shard[status];
    return inventory;
  }

  /** Moves the pet's count to its current status (or out, once it is removed). */
  async settle(id: number): Promise<void> {
    const shard = this.shardId(id % SHARDS);
    for (let round = 0; round < MAX_SETTLE_ROUNDS; round++) {
      const doc = await this.pets.findOne({ _id: id });
      if (!doc) return;
      const from = doc.counted ?? null;
      const to = doc.gone ? null : doc.status;
      if (from === to) {
        // Counted right: only the mark (or a removed pet's document) is left to clear.
        // A removed pet goes once its `pet.deleted` entry is relayed too (the entry reads the pet from it).
        if (doc.gone) await this.pets.deleteOne({ _id: id, gone: true, counted: null, outbox: null });
        else if (doc.unsettled) await this.pets.updateOne({ _id: id, version: doc.version, counted: to }, { $unset: { unsettled: '' } });
        return;
      }
      const claim: InventorySlot = { pet: id, from, to, applied: false, at: Date.now() };
      const claimed = await this.shards.updateOne({ _id: shard, slot: null }, { $set: { slot: claim } });
      if (claimed.matchedCount === 0) {
        await this.resolve(shard, false);
        continue;
      }
      // Only a slot holder changes `counted`, and the slot is ours: a pet that still counts as `from` is counted here.
      const again = await this.pets.findOne({ _id: id });
      if (!again || (again.counted ?? null) !== from || (again.gone ? null : again.status) !== to) {
        await this.shards.updateOne({ _id: shard, slot: claim }, { $set: { slot: null } });
        continue;
      }
      const increments: Record<string, number> = {};
      if (from) increments[from] = -1;
      if (to) increments[to] = 1;
      const applied: InventorySlot = { ...claim, applied: true };
      const done = await this.shards.updateOne({ _id: shard, slot: claim }, { $inc: increments, $set: { slot: applied } });
      // A miss: another settler voided our claim after its lease; start again.
      if (done.matchedCount === 0) continue;
      await this.finish(shard, applied);
    }
  }

  /** Finishes an applied slot (idempotent): the pet counts as `to` now, and the slot is free. */
  private async finish(shard: string, slot: InventorySlot): Promise<void> {
    await this.pets.updateOne({ _id: slot.pet, counted: slot.from }, { $set: { counted: slot.to } });
    await this.shards.updateOne({ _id: shard, slot }, { $set: { slot: null } });
  }

  /** A held slot: an applied one is finished; an unapplied one is voided once its lease is over (its owner then starts again). */
  private async resolve(shard: string, force: boolean): Promise<void> {
    const doc = await this.shards.findOne({ _id: shard });
    const slot = doc?.slot;
    if (!slot) return;
    if (slot.applied) return this.finish(shard, slot);
    if (force || Date.now() >= slot.at + this.slotLeaseMs) await this.shards.updateOne({ _id: shard, slot }, { $set: { slot: null } });
    else await new Promise((resolve) => setTimeout(resolve, 1));
  }

  private allShards(): Promise<InventoryShardDocument[]> {
    return this.shards.find({ _id: { $gte: `${this.prefix}:`, $lt: `${this.prefix};` } }, { sort: { _id: 1 } }).toArray();
  }

  private shardId(shard: number): string {
    return `${this.prefix}:${shard.toString().padStart(2, '0')}`;
  }
}
