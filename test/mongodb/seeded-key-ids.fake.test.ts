import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { giveSeededKeysRandomIds } from '../../adapters/mongodb/seeded-key-ids.js';
import { SCOPES } from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { FakeMongo, mongoFailures, type OperationName } from '../support/fake-mongo.js';
import { postJson, postPet, send, startTestService, type TestService } from '../support/http-harness.js';
import { serviceStoresOn } from './mongo-adapters.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The id earlier versions gave a key seeded from API_KEYS. */
const derivedId = (secret: string) => `seed_${sha256(secret).slice(0, 24)}`;
const DERIVED = /seed_[0-9a-f]{24}/;

/** A seeded key that placed orders, made a key and an endpoint, with Idempotency-Keys; and one it rotated. */
const SEEDED = 'seeded-by-an-earlier-version-0123456789';
const ROTATED = 'rotated-by-the-other-seeded-key-0123456789';
const WRITES: readonly OperationName[] = ['insertOne', 'updateOne', 'updateMany', 'deleteOne', 'findOneAndUpdate', 'deleteMany'];

let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

/** A database as an earlier version left it: two keys seeded under derived ids, and what using them wrote. */
async function anEarlierVersionsDatabase(): Promise<FakeMongo> {
  const mongo = new FakeMongo();
  const clock = new FakeClock();
  const service = await startTestService({ clock, stores: await serviceStoresOn(mongo.db(), clock) });
  try {
    for (const [entry, secret] of [SEEDED, ROTATED].entries()) {
      const request = { id: derivedId(secret), name: `API_KEYS entry ${entry + 1}`, plan: 'pro' as const, secret, scopes: SCOPES };
      await service.store.manageKeys.issue(request, { via: 'start' });
    }
    const petId = (await postPet(service.url, SEEDED, { name: 'Rex', categoryId: 1 }, { 'idempotency-key': 'pet' })).json.id as number;
    expect((await postJson(service.url, SEEDED, '/v1/store/orders', { petId }, { 'idempotency-key': 'order' })).status).toBe(201);
    expect((await postJson(service.url, SEEDED, '/v1/keys', { name: 'storefront', plan: 'free' }, { 'idempotency-key': 'key' })).status).toBe(201);
    const endpoint = { url: 'http://127.0.0.1:9/hooks', events: ['order.placed'] };
    expect((await postJson(service.url, SEEDED, '/v1/webhook-endpoints', endpoint)).status).toBe(201);
    const rotation = await postJson(
      service.url,
      SEEDED,
      `/v1/keys/${derivedId(ROTATED)}/rotate`,
      { expiresInSeconds: 3600 },
      { 'idempotency-key': 'rotate' },
    );
    expect(rotation.status).toBe(201);
  } finally {
    await service.close();
  }
  expect(shown(mongo)).toMatch(DERIVED);
  return mongo;
}

/** Every stored document, by collection, with the fields `keep` keeps. */
function everything(mongo: FakeMongo, keep: (field: string) => boolean = () => true): Record<string, unknown[]> {
  const text = (document: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(document).filter(([field]) => keep(field))));
  return Object.fromEntries(
    mongo
      .collectionNames()
      .sort()
      .map((name) => [name, mongo.collection(name).stored.map(text).sort()]),
  );
}

/**
 * Every stored document but the fingerprints of Idempotency-Key records: a rotation's names the key it
 * rotated, as its request did, and a retry of that request names it again (records go within 24 h).
 */
function shown(mongo: FakeMongo): string {
  return JSON.stringify(everything(mongo, (field) => field !== 'fingerprint'));
}

/** The stored state with each seeded key's id, whatever it was drawn as, written as which key it is. */
function outcomeOf(mongo: FakeMongo): string {
  let text = JSON.stringify(everything(mongo));
  for (const document of mongo.collection('api_keys').stored) {
    const name = document.digest === sha256(SEEDED) ? '<seeded>' : document.digest === sha256(ROTATED) ? '<rotated>' : undefined;
    if (name) text = text.replaceAll(document._id as string, name);
  }
  return text;
}

const earlier = await anEarlierVersionsDatabase();

describe('keys seeded by an earlier version under an id derived from their secret, on MongoDB', () => {
  it('move to a random id at start, with everything that names them: the service shows their orders, events, keys and replays under it', async () => {
    const mongo = earlier.copy();
    const moved = await giveSeededKeysRandomIds(mongo.db(), newId);
    expect(moved).toHaveLength(2);
    expect(shown(mongo)).not.toMatch(DERIVED);
    expect(await giveSeededKeysRandomIds(mongo.db(), newId)).toEqual([]);

    const clock = new FakeClock();
    const service: TestService = await startTestService({
      clock,
      stores: await serviceStoresOn(mongo.db(), clock),
      env: { API_KEYS: `pro:${SEEDED}` },
    });
    try {
      const get = (path: string) => send(service.url, { path, key: SEEDED });
      const keys = (await get('/v1/keys?limit=100')).json as { id: string; name: string; owner: string; rotatedFrom?: string }[];
      const seeded = keys.find((key) => key.name === 'API_KEYS entry 1')!;
      const rotated = keys.find((key) => key.name === 'API_KEYS entry 2' && key.rotatedFrom === undefined)!;
      expect(moved).toEqual([seeded.id, rotated.id]);
      expect(seeded.owner).toBe(seeded.id);
      expect(keys.find((key) => key.rotatedFrom !== undefined)).toMatchObject({ rotatedFrom: rotated.id, owner: rotated.id });

      expect((await get('/v1/store/orders')).json).toMatchObject([{ owner: seeded.id }]);
      expect((await get('/v1/events?type=order.placed')).json).toMatchObject([{ data: { owner: seeded.id } }]);
      expect((await get('/v1/webhook-endpoints')).json).toMatchObject([{ url: 'http://127.0.0.1:9/hooks' }]);
      // Idempotency-Key records belong to the key's lineage, now its new id: retries still get their first answers.
      const replayed = await postPet(service.url, SEEDED, { name: 'Rex', categoryId: 1 }, { 'idempotency-key': 'pet' });
      expect([replayed.status, replayed.headers['idempotent-replayed'], replayed.json.id]).toEqual([201, 'true', 1]);
      const order = await postJson(service.url, SEEDED, '/v1/store/orders', { petId: 1 }, { 'idempotency-key': 'order' });
      expect([order.headers['idempotent-replayed'], order.json.owner]).toEqual(['true', seeded.id]);
      const key = await postJson(service.url, SEEDED, '/v1/keys', { name: 'storefront', plan: 'free' }, { 'idempotency-key': 'key' });
      expect([key.headers['idempotent-replayed'], key.json.id]).toEqual(['true', keys.find(({ name }) => name === 'storefront')!.id]);
      // A rotation retried under the id its request named: that id names no key any more (a key operation answers
      // 404 before anything else), and the successor it made stands under the moved lineage.
      const rotation = await postJson(
        service.url,
        SEEDED,
        `/v1/keys/${derivedId(ROTATED)}/rotate`,
        { expiresInSeconds: 3600 },
        { 'idempotency-key': 'rotate' },
      );
      expect([rotation.status, rotation.json.code]).toEqual([404, 'not_found']);
      // The last standing manager rule still holds under the new ids.
      const revoke = (id: string) => send(service.url, { method: 'DELETE', path: `/v1/keys/${id}`, key: SEEDED });
      // The others go through the key tool's path: an enterprise key among them is above what the seeded pro key may revoke.
      for (const other of keys.filter((k) => k.id !== seeded.id)) await service.store.manageKeys.revoke(other.id);
      expect((await revoke(seeded.id)).json).toMatchObject({ code: 'last_manager_key' });
    } finally {
      await service.close();
    }
  });

  it('cut short after any of its writes (applied or not), finish at the next start as a run never cut short would', async () => {
    const whole = earlier.copy();
    await giveSeededKeysRandomIds(whole.db(), newId);
    const writes = whole.calls.filter((call) => WRITES.includes(call.operation)).length;
    expect(writes).toBeGreaterThan(20);
    for (let nth = 1; nth <= writes; nth++) {
      for (const step of ['before', 'after'] as const) {
        const mongo = earlier.copy();
        mongo.failAt(step, { operation: WRITES }, mongoFailures.network, { nth });
        await expect(giveSeededKeysRandomIds(mongo.db(), newId), `write ${nth}, ${step}`).rejects.toThrow();
        await giveSeededKeysRandomIds(mongo.db(), newId);
        expect(outcomeOf(mongo), `cut short ${step} write ${nth}`).toBe(outcomeOf(whole));
      }
    }
  });

  it('move once when two instances start at the same time', async () => {
    const whole = earlier.copy();
    await giveSeededKeysRandomIds(whole.db(), newId);
    const mongo = earlier.copy();
    const [one, other] = await Promise.all([giveSeededKeysRandomIds(mongo.db(), newId), giveSeededKeysRandomIds(mongo.db(), newId)]);
    expect(one).toEqual(other);
    expect(outcomeOf(mongo)).toBe(outcomeOf(whole));
  });
});
