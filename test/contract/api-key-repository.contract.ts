import { afterAll, describe, expect, it } from 'vitest';
import {
  DuplicateApiKeyError,
  isStandingManager,
  KeyRotatedError,
  RotationLeavesNoManagerError,
  SCOPES,
  StoreUnavailableError,
  WriteTagTakenError,
  type ApiKey,
  type ApiKeyRepository,
} from '../../core/index.js';
import { anApiKey } from '../support/mothers.js';
import { failuresOf, type ContractHarness } from './harness.js';

const KEEP = { keepAManager: true } as const;
const at = new Date(Date.UTC(2026, 10, 21, 12));

/** A key that keeps key management possible: keys:manage, no expiry. */
const aManager = (overrides: Partial<ApiKey> = {}) => anApiKey({ scopes: SCOPES, ...overrides });

/** Behaviour every ApiKeyRepository adapter must share; run once per adapter. */
export function describeApiKeyRepositoryContract(adapter: string, harness: ContractHarness<ApiKeyRepository>): void {
  describe.skipIf(Boolean(harness.skip))(`ApiKeyRepository contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('finds a key by its digest and by its id with every field intact, and null for an unknown one', async () => {
      const keys = await harness.create();
      const key = anApiKey({ plan: 'enterprise', customLimits: { perMinute: 5000, perDay: 2_000_000 } });
      const scoped = anApiKey({
        scopes: ['pets:read', 'orders:write'],
        owner: 'shop-7',
        expiresAt: new Date(Date.UTC(2027, 0, 1)),
        lineage: 'key-0',
        rotatedFrom: 'key-0',
      });
      await keys.add(key);
      await keys.add(scoped);
      expect(await keys.findByDigest(key.digest)).toEqual(key);
      expect(await keys.findByDigest(scoped.digest)).toEqual(scoped);
      expect(await keys.findById(scoped.id)).toEqual(scoped);
      expect(await keys.findByDigest('f'.repeat(64))).toBeNull();
      expect(await keys.findById('no-such-key')).toBeNull();
    });

    it('refuses a second key with the same digest or the same id with DuplicateApiKeyError naming the field', async () => {
      const keys = await harness.create();
      const key = anApiKey();
      await keys.add(key);
      const sameDigest = await keys.add(anApiKey({ digest: key.digest })).catch((error: unknown) => error);
      expect(sameDigest).toBeInstanceOf(DuplicateApiKeyError);
      expect(sameDigest).toMatchObject({ field: 'digest', code: 'invalid_request' });
      expect((sameDigest as Error).message).not.toContain(key.digest);
      const sameId = await keys.add(anApiKey({ id: key.id })).catch((error: unknown) => error);
      expect(sameId).toBeInstanceOf(DuplicateApiKeyError);
      expect(sameId).toMatchObject({ field: 'id' });
      expect(await keys.list({ limit: 10 })).toEqual([key]);
    });

    it("lists one owner's keys (a key stored without an owner is its own id's), its active ones, a lineage's, and removes a key", async () => {
      const keys = await harness.create();
      const t = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
      const first = anApiKey({ owner: 'shop-a', createdAt: t(1), lineage: undefined });
      const revoked = anApiKey({ owner: 'shop-a', createdAt: t(2) });
      const expired = anApiKey({ owner: 'shop-a', createdAt: t(3), expiresAt: t(10) });
      const rotated = anApiKey({ owner: 'shop-a', createdAt: t(4), lineage: 'line-1' });
      const successor = anApiKey({ owner: 'shop-a', createdAt: t(5), lineage: 'line-1', rotatedFrom: rotated.id });
      const other = anApiKey({ owner: 'shop-b', createdAt: t(6) });
      const legacy = anApiKey({ id: 'legacy-key', createdAt: t(7) }); // no owner, no lineage: its own id's
      for (const key of [first, revoked, expired, rotated, successor, other, legacy]) await keys.add(key);
      await keys.revoke(revoked.id, t(8), { keepAManager: false });
      await keys.completeRotation(successor, t(30));
      const ids = (found: ApiKey[]) => found.map((key) => key.id);

      expect(ids(await keys.list({ owner: 'shop-a', limit: 10 }))).toEqual([first.id, revoked.id, expired.id, rotated.id, successor.id]);
      expect(ids(await keys.list({ owner: 'shop-a', after: { createdAt: t(3).getTime(), id: expired.id }, limit: 1 }))).toEqual([rotated.id]);
      expect(ids(await keys.list({ owner: 'legacy-key', limit: 10 }))).toEqual([legacy.id]);
      // Active at t(20): not revoked, not expired, not rotated (the successor stands for its lineage).
      expect(ids(await keys.activeKeysOf('shop-a', t(20).getTime(), 10))).toEqual([first.id, successor.id]);
      expect(ids(await keys.activeKeysOf('shop-a', t(9).getTime(), 2))).toEqual([first.id, expired.id]);
      expect(ids(await keys.activeKeysOf('legacy-key', t(20).getTime(), 10))).toEqual([legacy.id]);
      expect(ids(await keys.findLineage('line-1', 10))).toEqual([successor.id, rotated.id]);
      expect(ids(await keys.findLineage('line-1', 1))).toEqual([successor.id]);
      expect(ids(await keys.findLineage(legacy.id, 10))).toEqual([legacy.id]);
      expect(await keys.findLineage('no-such-lineage', 10)).toEqual([]);

      await keys.remove(other.id);
      await keys.remove('no-such-key');
      expect(await keys.findById(other.id)).toBeNull();
      expect(await keys.findByDigest(other.digest)).toBeNull();
      expect(await keys.list({ owner: 'shop-b', limit: 10 })).toEqual([]);
    });

    it('removes a standing manager key from the managers it kept: the last one left stays guarded', async () => {
      const keys = await harness.create();
      const [one, two] = [aManager({ createdAt: at }), aManager({ createdAt: at })];
      await keys.add(one);
      await keys.add(two);
      await keys.remove(two.id);
      expect(await keys.revoke(one.id, at, KEEP)).toEqual({ kind: 'last_manager' });
    });

    it('stores a key with its write tag and finds it by the tag; a second key with the tag is refused', async () => {
      const keys = await harness.create();
      const tag = `tag-${crypto.randomUUID()}`;
      const key = anApiKey();
      await keys.add(key, tag);
      expect(await keys.findByWriteTag(tag)).toEqual(key);
      expect(await keys.findByWriteTag('other-tag')).toBeNull();
      await expect(keys.add(anApiKey(), tag)).rejects.toBeInstanceOf(WriteTagTakenError);
      await keys.add(anApiKey());
      await keys.add(anApiKey());
    });

    it('lists keys oldest first, ties by id, a page after a position', async () => {
      const keys = await harness.create();
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const [b, a, c, d] = [
        anApiKey({ id: 'b', createdAt: day(2) }),
        anApiKey({ id: 'a', createdAt: day(2) }),
        anApiKey({ createdAt: day(1) }),
        anApiKey({ createdAt: day(3) }),
      ];
      for (const key of [b, a, c, d]) await keys.add(key);
      const ids = (list: ApiKey[]) => list.map((key) => key.id);
      expect(ids(await keys.list({ limit: 10 }))).toEqual([c.id, 'a', 'b', d.id]);
      expect(ids(await keys.list({ limit: 2 }))).toEqual([c.id, 'a']);
      expect(ids(await keys.list({ after: { createdAt: day(2).getTime(), id: 'a' }, limit: 10 }))).toEqual(['b', d.id]);
      expect(ids(await keys.list({ after: { createdAt: day(3).getTime(), id: d.id }, limit: 10 }))).toEqual([]);
    });

    it('revokes a key: the lookup then shows the revocation instant, and revoking again keeps it', async () => {
      const keys = await harness.create();
      const key = anApiKey();
      await keys.add(key);
      expect(await keys.revoke(key.id, at, KEEP)).toEqual({ kind: 'revoked', key: { ...key, revokedAt: at } });
      expect((await keys.findByDigest(key.digest))?.revokedAt).toEqual(at);
      expect(await keys.revoke(key.id, new Date(at.getTime() + 1000), KEEP)).toMatchObject({ kind: 'revoked', key: { revokedAt: at } });
      expect(await keys.revoke('no-such-key', at, KEEP)).toBeNull();
    });

    it('keeps the last standing manager key unless forced; expiring managers and other keys never count', async () => {
      const keys = await harness.create();
      const [first, second] = [aManager(), aManager()];
      const expiring = aManager({ expiresAt: new Date(Date.UTC(2030, 0, 1)) });
      const storefront = anApiKey({ scopes: ['pets:read', 'orders:write'] });
      for (const key of [first, second, expiring, storefront]) await keys.add(key);
      expect((await keys.revoke(expiring.id, at, KEEP))?.kind).toBe('revoked');
      expect((await keys.revoke(storefront.id, at, KEEP))?.kind).toBe('revoked');
      expect((await keys.revoke(first.id, at, KEEP))?.kind).toBe('revoked');
      expect(await keys.revoke(second.id, at, KEEP)).toEqual({ kind: 'last_manager' });
      expect((await keys.findById(second.id))?.revokedAt).toBeUndefined();
      expect((await keys.revoke(second.id, at, { keepAManager: false }))?.kind).toBe('revoked');
    });

    it('of two racing revocations of the last two standing managers, one revokes and one is refused', async () => {
      for (let round = 0; round < 5; round++) {
        const keys = await harness.create();
        const [first, second] = [aManager(), aManager()];
        await keys.add(first);
        await keys.add(second);
        const outcomes = await Promise.all([keys.revoke(first.id, at, KEEP), keys.revoke(second.id, at, KEEP)]);
        expect(outcomes.map((outcome) => outcome?.kind).sort()).toEqual(['last_manager', 'revoked']);
        const standing = (await keys.list({ limit: 10 })).filter((key) => key.revokedAt === undefined);
        expect(standing).toHaveLength(1);
      }
    });

    it('counts a key given keys:manage later (a seeded key at start-up) as a standing manager', async () => {
      const keys = await harness.create();
      const [seeded, manager] = [anApiKey({ scopes: ['pets:read'] }), aManager()];
      await keys.add(seeded);
      await keys.add(manager);
      expect((await keys.setScopes(seeded.id, SCOPES))?.scopes).toEqual(SCOPES);
      expect((await keys.revoke(manager.id, at, KEEP))?.kind).toBe('revoked');
      expect(await keys.revoke(seeded.id, at, KEEP)).toEqual({ kind: 'last_manager' });
      expect(await keys.setScopes('no-such-key', SCOPES)).toBeNull();
    });

    it('rotates: one successor per key even when rotations race; completing makes the predecessor expire, never later than it did', async () => {
      const keys = await harness.create();
      const old = aManager({ expiresAt: new Date(Date.UTC(2027, 0, 1)) });
      await keys.add(old);
      const successors = [1, 2, 3].map(() => anApiKey({ scopes: SCOPES, rotatedFrom: old.id, lineage: old.id }));
      const outcomes = await Promise.allSettled(successors.map((successor) => keys.add(successor)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(KeyRotatedError);
      const successor = successors[outcomes.findIndex((o) => o.status === 'fulfilled')]!;
      const later = new Date(Date.UTC(2028, 0, 1));
      expect(await keys.completeRotation(successor, later)).toMatchObject({ id: old.id, expiresAt: old.expiresAt, rotatedTo: successor.id });
      const sooner = new Date(Date.UTC(2026, 5, 1));
      expect(await keys.completeRotation(successor, sooner)).toMatchObject({ expiresAt: sooner, rotatedTo: successor.id });
      expect((await keys.findByDigest(old.digest))?.expiresAt).toEqual(sooner);
      expect(await keys.completeRotation(anApiKey({ rotatedFrom: 'no-such-key' }), sooner)).toBeNull();
    });

    it('hands the standing of a rotated manager to its successor', async () => {
      const keys = await harness.create();
      const [old, other] = [aManager(), aManager()];
      await keys.add(old);
      await keys.add(other);
      const successor = aManager({ rotatedFrom: old.id, lineage: old.id });
      await keys.add(successor);
      await keys.completeRotation(successor, new Date(Date.UTC(2026, 11, 1)));
      // The predecessor expires: it no longer counts, and the successor does.
      expect((await keys.revoke(old.id, at, KEEP))?.kind).toBe('revoked');
      expect((await keys.revoke(other.id, at, KEEP))?.kind).toBe('revoked');
      expect(await keys.revoke(successor.id, at, KEEP)).toEqual({ kind: 'last_manager' });
    });

    it('refuses to complete a rotation that would leave no standing manager (its successor revoked meanwhile); the predecessor stays as it was', async () => {
      const keys = await harness.create();
      const old = aManager();
      await keys.add(old);
      const successor = aManager({ rotatedFrom: old.id, lineage: old.id });
      await keys.add(successor);
      // Between the rotation's two writes: the successor stands beside the predecessor, so its revocation passes.
      expect((await keys.revoke(successor.id, at, KEEP))?.kind).toBe('revoked');
      const refused = await keys.completeRotation(successor, new Date(Date.UTC(2026, 11, 1))).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RotationLeavesNoManagerError);
      expect(refused).toMatchObject({ code: 'last_manager_key' });
      expect(await keys.findById(old.id)).toEqual(old);
      // A retry is refused alike, and the predecessor is still the last standing manager.
      await expect(keys.completeRotation(successor, new Date(Date.UTC(2026, 11, 1)))).rejects.toBeInstanceOf(RotationLeavesNoManagerError);
      expect(await keys.revoke(old.id, at, KEEP)).toEqual({ kind: 'last_manager' });
    });

    it("of a rotation's completion and its successor's revocation racing, one passes: a standing manager remains", async () => {
      for (let round = 0; round < 5; round++) {
        const keys = await harness.create();
        const old = aManager();
        await keys.add(old);
        const successor = aManager({ rotatedFrom: old.id, lineage: old.id });
        await keys.add(successor);
        const [completed, revoked] = await Promise.allSettled([
          keys.completeRotation(successor, new Date(Date.UTC(2026, 11, 1))),
          keys.revoke(successor.id, at, KEEP),
        ]);
        const completion =
          completed.status === 'fulfilled' ? 'completed' : completed.reason instanceof RotationLeavesNoManagerError ? 'refused' : 'failed';
        const revocation = revoked.status === 'fulfilled' ? revoked.value?.kind : 'failed';
        // Either the rotation completes and the successor is kept, or the successor goes and the predecessor stays.
        expect([
          ['completed', 'last_manager'],
          ['refused', 'revoked'],
        ]).toContainEqual([completion, revocation]);
        const standing = (await keys.list({ limit: 10 })).filter(isStandingManager);
        expect(standing).toHaveLength(1);
      }
    });

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects every operation with StoreUnavailableError while its store is unreachable', async () => {
        const keys = await unavailable();
        const failures = await failuresOf([
          () => keys.findByDigest('0'.repeat(64)),
          () => keys.findById('key-1'),
          () => keys.findByWriteTag('tag'),
          () => keys.add(anApiKey()),
          () => keys.list({ limit: 10 }),
          () => keys.revoke('key-1', new Date(), KEEP),
          () => keys.completeRotation(anApiKey({ rotatedFrom: 'key-1' }), new Date()),
          () => keys.setScopes('key-1', SCOPES),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED ApiKeyRepository contract (${adapter}): ${harness.skip}`);
}
