import { describe, expect, it } from 'vitest';
import { createAnimalStore } from '../../bootstrap/animal-store.js';
import { httpAppDependencies } from '../../bootstrap/server.js';

const API_KEYS = 'pro:pro-key-0123456789abcdef';

async function serversIn(env: Record<string, string>) {
  const store = await createAnimalStore({ env: { LOG_LEVEL: 'silent', API_KEYS, ...env } });
  try {
    return httpAppDependencies(store).document.localUrl;
  } finally {
    await store.close();
  }
}

describe("the document's local server entry", () => {
  it('is this server in development, reachable through the loopback when it listens on every address', async () => {
    expect(await serversIn({ APP_ENV: 'development' })).toBe('http://127.0.0.1:3000/v1');
    expect(await serversIn({ APP_ENV: 'development', HOST: '0.0.0.0', PORT: '8080' })).toBe('http://127.0.0.1:8080/v1');
    expect(await serversIn({ APP_ENV: 'development', HOST: '::', PORT: '8080' })).toBe('http://[::1]:8080/v1');
  });

  it('is absent elsewhere, and when the port is picked at start (PORT=0)', async () => {
    expect(await serversIn({ APP_ENV: 'test' })).toBeUndefined();
    expect(await serversIn({ APP_ENV: 'development', PORT: '0' })).toBeUndefined();
  });
});
