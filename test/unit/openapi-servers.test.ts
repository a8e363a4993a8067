import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../adapters/http/openapi/document.js';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { createAnimalStore } from '../../bootstrap/animal-store.js';
import { httpAppDependencies } from '../../bootstrap/server.js';

const API_KEYS = 'pro:pro-key-0123456789abcdef';

async function described(env: Record<string, string>): Promise<{ url: string; description: string }[]> {
  const store = await createAnimalStore({ env: { LOG_LEVEL: 'silent', API_KEYS, ...env } });
  try {
    const document = buildOpenApiDocument(OPERATIONS, httpAppDependencies(store).document);
    return document.servers as { url: string; description: string }[];
  } finally {
    await store.close();
  }
}

async function serversIn(env: Record<string, string>): Promise<string[]> {
  return (await described(env)).map((server) => server.url);
}

describe("the document's servers", () => {
  it('are the relative /v1 first, so a page calls the origin it was opened from, then the configured public URLs', async () => {
    const configured = { PUBLIC_BASE_URL: 'https://pets.example.com/v1', STAGING_BASE_URL: 'https://staging.pets.example.com/v1' };
    const environments: Record<string, string>[] = [
      { APP_ENV: 'development' },
      { APP_ENV: 'development', HOST: '0.0.0.0', PORT: '8080' },
      { APP_ENV: 'test' },
    ];
    for (const env of environments) {
      expect(await serversIn({ ...env, ...configured })).toEqual(['/v1', 'https://pets.example.com/v1', 'https://staging.pets.example.com/v1']);
    }
  });

  it('list production and staging only when configured, each described by its environment', async () => {
    expect(await serversIn({ APP_ENV: 'development' })).toEqual(['/v1']);
    expect(await serversIn({ APP_ENV: 'test', STAGING_BASE_URL: 'https://staging.pets.example.com/v1' })).toEqual([
      '/v1',
      'https://staging.pets.example.com/v1',
    ]);
    const servers = await described({
      APP_ENV: 'test',
      PUBLIC_BASE_URL: 'https://pets.example.com/v1',
      STAGING_BASE_URL: 'https://staging.pets.example.com/v1',
    });
    expect(servers.map((server) => server.description)).toEqual([
      expect.stringMatching(/^This server, in its test environment: /),
      expect.stringMatching(/^The production environment/),
      expect.stringMatching(/^The staging environment/),
    ]);
  });
});
