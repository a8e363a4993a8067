import { afterAll, describe, expect, it } from 'vitest';
import { DuplicateApiKeyError, StoreUnavailableError, type ApiKeyRepository } from '../../core/index.js';
import { anApiKey } from '../support/mothers.js';
import { failuresOf, type ContractHarness } from './harness.js';

/** Behaviour every ApiKeyRepository adapter must share; run once per adapter. */
export function describeApiKeyRepositoryContract(adapter: string, harness: ContractHarness<ApiKeyRepository>): void {
  describe.skipIf(Boolean(harness.skip))(`ApiKeyRepository contract: ${adapter}`, () => {
    afterAll(async () => harness.teardown?.());

    it('finds a key by its digest with every field intact, and null for an unknown digest', async () => {
      const keys = await harness.create();
      const key = anApiKey({ plan: 'enterprise', customLimits: { perMinute: 5000, perDay: 2_000_000 } });
      await keys.add(key);
      expect(await keys.findByDigest(key.digest)).toEqual(key);
      expect(await keys.findByDigest('f'.repeat(64))).toBeNull();
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
      expect(await keys.list()).toEqual([key]);
    });

    it('lists keys oldest first', async () => {
      const keys = await harness.create();
      const older = anApiKey({ createdAt: new Date(Date.UTC(2026, 0, 1)) });
      const newer = anApiKey({ createdAt: new Date(Date.UTC(2026, 5, 1)) });
      await keys.add(older);
      await keys.add(newer);
      expect((await keys.list()).map((k) => k.id)).toEqual([older.id, newer.id]);
    });

    it('revokes a key: the lookup then shows the revocation instant, and revoking again keeps it', async () => {
      const keys = await harness.create();
      const key = anApiKey();
      await keys.add(key);
      const at = new Date(Date.UTC(2026, 10, 21, 12));
      expect((await keys.revoke(key.id, at))?.revokedAt).toEqual(at);
      expect((await keys.findByDigest(key.digest))?.revokedAt).toEqual(at);
      expect((await keys.revoke(key.id, new Date(at.getTime() + 1000)))?.revokedAt).toEqual(at);
      expect(await keys.revoke('no-such-key', at)).toBeNull();
    });

    const { unavailable } = harness;
    if (unavailable) {
      it('rejects every operation with StoreUnavailableError while its store is unreachable', async () => {
        const keys = await unavailable();
        const failures = await failuresOf([
          () => keys.findByDigest('0'.repeat(64)),
          () => keys.add(anApiKey()),
          () => keys.list(),
          () => keys.revoke('key-1', new Date()),
        ]);
        for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
      });
    }
  });
  if (harness.skip) console.warn(`SKIPPED ApiKeyRepository contract (${adapter}): ${harness.skip}`);
}
