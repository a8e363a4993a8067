import { afterEach, describe, expect, it } from 'vitest';
import { PRO_KEY, postPet, send, startTestService, type TestService } from '../support/http-harness.js';

const APP = 'https://app.example';
const OTHER = 'https://evil.example';

const preflight = (url: string, origin: string, path = '/v1/pets', method = 'POST') =>
  send(url, {
    method: 'OPTIONS',
    path,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type, idempotency-key' },
  });

const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS (CORS_ORIGINS)', () => {
  let service: TestService;
  afterEach(async () => service.close());

  describe('with listed origins', () => {
    const start = async () => (service = await startTestService({ env: { CORS_ORIGINS: `${APP},http://localhost:5173` } }));

    it('answers a preflight from a listed origin without a key: 204 with the allowed methods, headers and max age', async () => {
      await start();
      const res = await preflight(service.url, APP);
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(APP);
      expect(res.headers['access-control-allow-methods']).toMatch(/\bPOST\b.*\bPATCH\b.*\bDELETE\b/);
      expect(res.headers['access-control-allow-headers']).toMatch(/Authorization.*Content-Type.*Idempotency-Key.*If-Match/);
      expect(res.headers['access-control-max-age']).toBe('600');
      expect(res.headers.vary).toBe('Origin');
      expect(res.text).toBe('');
      // Not charged to anybody: a preflight carries no key, and the guard never saw it.
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    });

    it('answers a preflight for any path of the API, unknown ones included (the actual request gets its 404)', async () => {
      await start();
      expect((await preflight(service.url, 'http://localhost:5173', '/v1/pets/12', 'PATCH')).status).toBe(204);
      expect((await preflight(service.url, APP, '/v1/nothing-here', 'GET')).status).toBe(204);
    });

    it('lets a script read the rate-limit figures, Location, ETag and the request id of an actual response', async () => {
      await start();
      const res = await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 1 }, { origin: APP, 'idempotency-key': 'k-1' });
      expect(res.status).toBe(201);
      expect(res.headers['access-control-allow-origin']).toBe(APP);
      expect(res.headers.vary).toBe('Origin');
      const exposed = String(res.headers['access-control-expose-headers']).split(', ');
      for (const name of [
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'RateLimit-Policy',
        'RateLimit',
        'Retry-After',
        'Link',
        'X-Request-Id',
        'Deprecation',
        'Sunset',
        'Idempotent-Replayed',
        'ETag',
        'Location',
      ]) {
        expect(exposed).toContain(name);
      }
    });

    it('carries the CORS headers on errors too (401 without a key), so a script can read why', async () => {
      await start();
      const unauthorized = await send(service.url, { path: '/v1/pets', headers: { origin: APP } });
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.headers['access-control-allow-origin']).toBe(APP);
      expect(unauthorized.headers['access-control-expose-headers']).toContain('WWW-Authenticate');
    });

    it('gives other origins no CORS headers: their preflight meets the guard (401) like any keyless request', async () => {
      await start();
      const refused = await preflight(service.url, OTHER);
      expect(refused.status).toBe(401);
      expect(corsHeaders(refused.headers)).toEqual([]);
      const actual = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { origin: OTHER } });
      expect(actual.status).toBe(200);
      expect(corsHeaders(actual.headers)).toEqual([]);
      // Exact origins: no prefix, suffix or scheme variant slips through.
      for (const origin of [`${APP}.evil.example`, 'http://app.example', `${APP}:443`, 'null']) {
        expect(corsHeaders((await preflight(service.url, origin)).headers)).toEqual([]);
      }
    });

    it('treats an OPTIONS without Access-Control-Request-Method as the API does (not a preflight)', async () => {
      await start();
      const res = await send(service.url, { method: 'OPTIONS', path: '/v1/pets', key: PRO_KEY, headers: { origin: APP } });
      expect(res.status).toBe(204);
      expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBe(APP);
    });
  });

  it('is off by default: no CORS headers, a preflight meets the guard', async () => {
    service = await startTestService();
    const res = await preflight(service.url, APP);
    expect(res.status).toBe(401);
    expect(corsHeaders(res.headers)).toEqual([]);
    expect(res.headers.vary).toBeUndefined();
    const actual = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { origin: APP } });
    expect(corsHeaders(actual.headers)).toEqual([]);
  });
});
