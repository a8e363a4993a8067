import type { Db, Filter } from 'mongodb';
import { guarded, isDuplicateKey } from './mongo-errors.js';

/** How earlier versions named a seeded key: `seed_` and the first 24 hex digits of its secret's SHA-256. */
const DERIVED_ID = /^seed_[0-9a-f]{24}$/;
/** The ids that start with `seed_`, read in the `_id` index (`` ` `` follows `_`). */
const FROM_SEED = { $gte: 'seed_', $lt: 'seed`' };
/** What a moving key's digest becomes until its new document holds it: unique still, and no lookup matches it. */
const RELEASED = 'moving:';

/** Every field that may hold a key's id, by collection: owners and lineages are a seeded key's id too. */
const REFERENCES: readonly (readonly [collection: string, fields: readonly string[]])[] = [
  ['api_keys', ['owner', 'lineage', 'rotatedFrom', 'rotatedTo']],
  ['orders', ['owner']],
  ['events', ['owner', 'data.owner']],
  ['webhook_endpoints', ['owner', 'actsFor', 'createdBy', 'audience.owner']],
  // Records are scoped by lineage; createKey, rotateKey and placeOrder record the key or order they answered. A
  // rotation's fingerprint names the id its request named: left as it was (a retry naming that id answers 404).
  ['idempotency_records', ['scope', 'answer.order.owner', 'answer.key.id', 'answer.key.owner', 'answer.key.lineage', 'answer.key.rotatedFrom']],
];

interface KeyDocument {
  _id: string;
  digest: string;
  /** The random id the key is moving to, chosen once. */
  movingTo?: string;
}

/**
 * Gives every key stored under an id derived from its secret (what earlier versions seeded from
 * API_KEYS) a random id from `newId`, and moves everything that names the old id to the new one.
 * Answers the new ids. Every step is idempotent and the new id is kept on the key before anything
 * moves, so a run cut short anywhere, or two instances starting at once, end the same: the next run
 * finishes the move. Without a transaction the key itself moves in three writes: its old document
 * lets go of the digest (unique), the new one is inserted, the old one removed; in between, for the
 * time of one write, no key answers to its secret.
 */
export async function giveSeededKeysRandomIds(db: Db, newId: () => string): Promise<string[]> {
  return guarded('database', async () => {
    const keys = db.collection<KeyDocument>('api_keys');
    const moved: string[] = [];
    for (const found of await keys.find({ _id: FROM_SEED }).toArray()) {
      if (!DERIVED_ID.test(found._id)) continue;
      if (found.movingTo === undefined) await keys.updateOne({ _id: found._id, movingTo: { $exists: false } }, { $set: { movingTo: newId() } });
      const claimed = await keys.findOne({ _id: found._id });
      if (claimed?.movingTo === undefined) continue; // moved meanwhile, by another instance
      await move(db, claimed.movingTo, claimed);
      moved.push(claimed.movingTo);
    }
    return moved;
  });
}

async function move(db: Db, to: string, key: KeyDocument): Promise<void> {
  const from = key._id;
  for (const [collection, fields] of REFERENCES) {
    for (const field of fields) await db.collection(collection).updateMany({ [field]: from }, { $set: { [field]: to } });
  }
  // A standing manager leaves the list (the next refused revocation lists it again); one that left never rejoins.
  const managers = db.collection<{ members: string[]; left: string[] }>('api_keys_managers');
  await managers.updateMany({ members: from }, { $pull: { members: from } });
  await managers.updateMany({ left: from }, { $addToSet: { left: to } });
  await managers.updateMany({ left: from }, { $pull: { left: from } });

  const keys = db.collection<KeyDocument>('api_keys');
  const digest = key.digest.startsWith(RELEASED) ? key.digest.slice(RELEASED.length) : key.digest;
  await keys.updateOne({ _id: from }, { $set: { digest: `${RELEASED}${digest}` } });
  // Read again: its owner and lineage moved above.
  const current = await keys.findOne({ _id: from });
  if (current === null) return;
  const { _id, movingTo: _movingTo, ...fields } = current;
  try {
    await keys.insertOne({ ...fields, _id: to, digest });
  } catch (error) {
    // Inserted by an earlier run that stopped before the removal below.
    if (!isDuplicateKey(error) || (await keys.findOne({ _id: to } as Filter<KeyDocument>)) === null) throw error;
  }
  await keys.deleteOne({ _id: from });
}
