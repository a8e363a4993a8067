import { describe, expect, it } from 'vitest';
import { RotationLeavesNoManagerError, SCOPES, StoreUnavailableError } from '../../core/index.js';
import { FakeMongo, mongoFailures } from '../support/fake-mongo.js';
import { anApiKey } from '../support/mothers.js';
import { anApiKeyRepository } from './mongo-adapters.js';

const KEEP = { keepAManager: true } as const;
const at = new Date(Date.UTC(2026, 5, 1));
const onManagers = { collection: 'api_keys_managers', operation: 'updateOne' } as const;

async function given() {
  const mongo = new FakeMongo();
  const keys = await anApiKeyRepository(mongo.db());
  const [first, second] = [anApiKey({ scopes: SCOPES }), anApiKey({ scopes: SCOPES })];
  const members = async () => (mongo.collection('api_keys_managers').stored[0] as { members: string[] }).members;
  return { mongo, keys, first, second, members };
}

/**
 * The last-manager rule on MongoDB is kept on one document (`members` of the standing managers),
 * written beside the key documents without a transaction. A crash between the two writes must err
 * towards refusing a revocation (409), never towards leaving no standing manager, and must not
 * leave a revocation refused for good.
 */
describe('the standing managers of MongoDB across a crash between two writes', () => {
  it('a manager stored but not listed (its join failed) works, and is found by the next refused revocation, which then passes', async () => {
    const { mongo, keys, first, second, members } = await given();
    await keys.add(first);
    mongo.failAt('before', onManagers, mongoFailures.network);
    // The key is stored and usable (its secret reaches the caller); only the list lacks it.
    await keys.add(second);
    expect(await keys.findById(second.id)).toEqual(second);
    expect(await members()).toEqual([first.id]);
    expect(await keys.revoke(first.id, at, KEEP)).toMatchObject({ kind: 'revoked' });
    expect(await members()).toEqual([second.id]);
    expect(await keys.revoke(second.id, at, KEEP)).toEqual({ kind: 'last_manager' });
  });

  it('a manager that left the list but was not marked revoked is refused as the last one no more than needed, and never rejoins', async () => {
    const { mongo, keys, first, second, members } = await given();
    await keys.add(first);
    await keys.add(second);
    // The revocation of the first stops after it left the list, before the key is marked revoked.
    mongo.failAt('before', { collection: 'api_keys', operation: 'findOneAndUpdate' }, mongoFailures.network);
    await expect(keys.revoke(first.id, at, KEEP)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await members()).toEqual([second.id]);
    expect((await keys.findById(first.id))?.revokedAt).toBeUndefined();
    // Two standing managers remain in fact; the list holds one: revoking it is refused (409), the safe side.
    expect(await keys.revoke(second.id, at, KEEP)).toEqual({ kind: 'last_manager' });
    expect(await members()).toEqual([second.id]);
    // Revoking the first again completes it: another member stays.
    expect(await keys.revoke(first.id, at, KEEP)).toMatchObject({ kind: 'revoked', key: { revokedAt: at } });
    expect(await keys.revoke(second.id, at, KEEP)).toEqual({ kind: 'last_manager' });
  });

  it("a rotation's completion that read its predecessor before another instance revoked the successor is refused: the predecessor keeps standing", async () => {
    const { mongo, keys, first: old, members } = await given();
    const other = await anApiKeyRepository(mongo.db());
    await keys.add(old);
    // The rotation's first write: the successor, a standing manager beside its predecessor.
    const successor = anApiKey({ scopes: SCOPES, rotatedFrom: old.id, lineage: old.id });
    await keys.add(successor);
    expect(await members()).toEqual([old.id, successor.id]);
    // Its second write starts: the predecessor is read, still a standing manager; then it waits.
    const paused = mongo.pauseAt('after', { collection: 'api_keys', operation: 'findOne' });
    const completion = keys.completeRotation(successor, new Date(Date.UTC(2026, 11, 1))).catch((error: unknown) => error);
    await paused.reached;
    // Meanwhile another instance revokes the successor: two standing managers, so that passes.
    expect(await other.revoke(successor.id, at, KEEP)).toMatchObject({ kind: 'revoked' });
    paused.release();
    // Expiring the predecessor now would leave none: refused, and the predecessor is as it was.
    expect(await completion).toBeInstanceOf(RotationLeavesNoManagerError);
    expect(await keys.findById(old.id)).toEqual(old);
    expect(await members()).toEqual([old.id]);
    expect(await other.revoke(old.id, at, KEEP)).toEqual({ kind: 'last_manager' });
  });

  it('two revocations racing on two instances, each step interleaved: one passes, one is refused', async () => {
    const { mongo, keys, first, second } = await given();
    const other = await anApiKeyRepository(mongo.db());
    await keys.add(first);
    await keys.add(second);
    // Both read their key first; then the guarded updates of the list go one after the other.
    const paused = mongo.pauseAt('before', { collection: 'api_keys_managers', operation: 'findOneAndUpdate' });
    const one = keys.revoke(first.id, at, KEEP);
    await paused.reached;
    // The second goes all the way while the first waits at its guarded update, then the first goes on.
    const two = await other.revoke(second.id, at, KEEP);
    paused.release();
    const outcomes = [await one, two].map((outcome) => outcome?.kind).sort();
    expect(outcomes).toEqual(['last_manager', 'revoked']);
  });
});
