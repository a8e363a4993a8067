import { describe, expect, it } from 'vitest';
import { CachedApiKeyRepository, DEFAULT_API_KEY_CACHE_ENTRIES } from '../../adapters/mongodb/cached-api-key.repository.js';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { withKeyCache } from '../../bootstrap/stores.js';
import { StoreUnavailableError, type ApiKey, type ApiKeyRepository } from '../../core/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { anApiKey } from '../support/mothers.js';

const TTL_MS = 5_000;

/** A repository that counts its lookups, and can be told to fail or to hold one. */
class CountingRepository extends InMemoryApiKeyRepository {
  lookups = 0;
  failNext = false;
  hold?: Promise<void>;
  override async findByDigest(digest: string): Promise<ApiKey | null> {
    this.lookups++;
    if (this.failNext) {
      this.failNext = false;
      throw new StoreUnavailableError('database');
    }
    const found = await super.findByDigest(digest);
    await this.hold;
    return found;
  }
}

function aCachedRepository(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = new FakeClock();
  const inner = new CountingRepository();
  const cached = new CachedApiKeyRepository(inner, clock, { ttlMs: options.ttlMs ?? TTL_MS, ...options });
  return { clock, inner, cached };
}

const unknownDigest = (i: number): string => `u${i.toString(16).padStart(63, '0')}`;

describe('CachedApiKeyRepository', () => {
  it('costs one lookup per TTL for N requests with one key, sequential or concurrent', async () => {
    const { clock, inner, cached } = aCachedRepository();
    const key = anApiKey();
    await inner.add(key);
    for (let i = 0; i < 500; i++) expect(await cached.findByDigest(key.digest)).toEqual(key);
    await Promise.all(Array.from({ length: 500 }, () => cached.findByDigest(key.digest)));
    expect(inner.lookups).toBe(1);

    clock.advance(TTL_MS - 1);
    await cached.findByDigest(key.digest);
    expect(inner.lookups).toBe(1);
    clock.advance(1);
    await Promise.all(Array.from({ length: 100 }, () => cached.findByDigest(key.digest)));
    expect(inner.lookups).toBe(2);
  });

  it('shares one lookup among concurrent requests for a key not cached yet', async () => {
    const { inner, cached } = aCachedRepository();
    const { promise: hold, resolve: open } = Promise.withResolvers<void>();
    inner.hold = hold;
    const answers = Array.from({ length: 50 }, () => cached.findByDigest(unknownDigest(1)));
    open();
    expect(await Promise.all(answers)).toEqual(Array(50).fill(null));
    expect(inner.lookups).toBe(1);
  });

  it('remembers unknown digests too, and stays bounded under 100,000 distinct unknown keys (LRU)', async () => {
    const { inner, cached } = aCachedRepository();
    const hot = anApiKey();
    await inner.add(hot);
    await cached.findByDigest(hot.digest);
    for (let i = 0; i < 100_000; i++) {
      expect(await cached.findByDigest(unknownDigest(i))).toBeNull();
      // A key in use stays: the least recently used entries go, not the oldest.
      if (i % 1_000 === 0) expect(await cached.findByDigest(hot.digest)).toEqual(hot);
    }
    expect(cached.size).toBe(DEFAULT_API_KEY_CACHE_ENTRIES);
    expect(inner.lookups).toBe(100_001);
    // The most recent unknown digests are answered from memory, the evicted ones asked again.
    await cached.findByDigest(unknownDigest(99_999));
    expect(inner.lookups).toBe(100_001);
    await cached.findByDigest(unknownDigest(0));
    expect(inner.lookups).toBe(100_002);
  });

  it('honours a smaller bound', async () => {
    const { cached } = aCachedRepository({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await cached.findByDigest(unknownDigest(i));
    expect(cached.size).toBe(3);
  });

  it('lets a key revoked by another process (the CLI) work until the TTL has passed, and no longer', async () => {
    const { clock, inner, cached } = aCachedRepository();
    const key = anApiKey();
    await inner.add(key);
    await cached.findByDigest(key.digest);
    clock.advance(1_000);
    const revokedAt = new Date(clock.now());
    await inner.revoke(key.id, revokedAt, { keepAManager: true }); // not through this cache: another process
    clock.advance(TTL_MS - 1_000 - 1);
    expect((await cached.findByDigest(key.digest))?.revokedAt).toBeUndefined();
    clock.advance(1);
    expect((await cached.findByDigest(key.digest))?.revokedAt).toEqual(revokedAt);
  });

  it('applies add and revoke through itself at once, even over a remembered miss or a lookup in flight', async () => {
    const { inner, cached, clock } = aCachedRepository();
    const key = anApiKey();
    expect(await cached.findByDigest(key.digest)).toBeNull();
    await cached.add(key);
    expect(await cached.findByDigest(key.digest)).toEqual(key);

    const { promise: hold, resolve: open } = Promise.withResolvers<void>();
    inner.hold = hold;
    clock.advance(TTL_MS);
    const inFlight = cached.findByDigest(key.digest);
    const at = new Date(clock.now());
    await cached.revoke(key.id, at, { keepAManager: true });
    open();
    await inFlight;
    inner.hold = undefined;
    // The lookup that started before the revocation was not remembered.
    expect((await cached.findByDigest(key.digest))?.revokedAt).toEqual(at);
  });

  it("counts the TTL from the lookup's start: a slow lookup is remembered for what is left of it, one that took the whole TTL not at all", async () => {
    const { clock, inner, cached } = aCachedRepository();
    const key = anApiKey();
    await inner.add(key);
    const slowLookup = async (ms: number): Promise<void> => {
      const { promise: hold, resolve: open } = Promise.withResolvers<void>();
      inner.hold = hold;
      const answer = cached.findByDigest(key.digest);
      clock.advance(ms);
      open();
      expect(await answer).toEqual(key);
      inner.hold = undefined;
    };
    await slowLookup(2_000);
    clock.advance(TTL_MS - 2_000 - 1);
    await cached.findByDigest(key.digest);
    expect(inner.lookups).toBe(1);
    clock.advance(1);
    await cached.findByDigest(key.digest);
    expect(inner.lookups).toBe(2);

    clock.advance(TTL_MS);
    await slowLookup(TTL_MS);
    expect(inner.lookups).toBe(3);
    await cached.findByDigest(key.digest);
    expect(inner.lookups).toBe(4);
  });

  it('applies a removal through itself at once', async () => {
    const { inner, cached } = aCachedRepository();
    const key = anApiKey();
    await cached.add(key);
    expect(await cached.findByDigest(key.digest)).toEqual(key);
    await cached.remove(key.id);
    expect(await cached.findByDigest(key.digest)).toBeNull();
    expect(await inner.findByDigest(key.digest)).toBeNull();
  });

  it('never remembers a failure', async () => {
    const { inner, cached } = aCachedRepository();
    const key = anApiKey();
    await inner.add(key);
    inner.failNext = true;
    await expect(cached.findByDigest(key.digest)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await cached.findByDigest(key.digest)).toEqual(key);
  });

  it('is off with a TTL of 0, and bootstrap then does not wrap the repository at all', async () => {
    const { inner, cached } = aCachedRepository({ ttlMs: 0 });
    for (let i = 0; i < 3; i++) await cached.findByDigest(unknownDigest(1));
    expect(inner.lookups).toBe(3);
    const plain: ApiKeyRepository = new InMemoryApiKeyRepository();
    expect(withKeyCache(plain, 0, new FakeClock())).toBe(plain);
    expect(withKeyCache(plain, TTL_MS, new FakeClock())).toBeInstanceOf(CachedApiKeyRepository);
  });
});
