import { afterEach, describe, expect, it } from 'vitest';
import { preferredCoding } from '../../adapters/http/static-asset.js';
import { send, startTestService, type RawResponse, type TestService } from '../support/http-harness.js';
import { scrapeMetrics } from '../support/metrics-scrape.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** The scripts and styles the page loads, in order. */
function sourcesOf(page: RawResponse): string[] {
  return [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((source) => source !== 'data:,');
}

describe('the documentation page (GET /docs)', () => {
  it('serves the page without a key, under a policy that allows only this origin and no inline script', async () => {
    service = await startTestService();
    const res = await send(service.url, { path: '/docs' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    // Every script and style of the page is a file of this service, Swagger UI's under a name carrying its version.
    const sources = sourcesOf(res);
    expect(sources).toEqual([
      expect.stringMatching(/^\/docs\/swagger-ui-\d+\.\d+\.\d+\/swagger-ui\.css$/),
      expect.stringMatching(/^\/docs\/swagger-ui-\d+\.\d+\.\d+\/swagger-ui-bundle\.js$/),
      expect.stringMatching(/^\/docs\/init-[0-9a-f]{12}\.js$/),
    ]);
    expect(res.text).not.toMatch(/<script>[^<]/);
    for (const source of sources) {
      const asset = await send(service.url, { path: source });
      expect(asset.status, source).toBe(200);
      expect(asset.text.length, source).toBeGreaterThan(100);
    }
    expect((await send(service.url, { path: sources[2]! })).text).toContain('"/v1/openapi.json"');
  });

  it('answers the root, which named no route, with where to go: the page, the document, the API (no key)', async () => {
    service = await startTestService();
    const root = await send(service.url, { path: '/' });
    expect(root.status).toBe(200);
    expect(root.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(root.json).toMatchObject({ documentation: '/docs', openapi: '/v1/openapi.json', api: '/v1' });
    expect(root.headers.link).toBe('</docs>; rel="service-doc", </v1/openapi.json>; rel="service-desc"');
    for (const path of Object.values(root.json as Record<string, string>).filter((value) => value.startsWith('/'))) {
      expect((await send(service.url, { path })).status, path).not.toBe(404);
    }
  });

  it('sends every file compressed as the client accepts (br, else gzip), with strong ETags and long-lived caching', async () => {
    service = await startTestService();
    const page = await send(service.url, { path: '/docs' });
    const bundle = sourcesOf(page)[1]!;
    const plain = await send(service.url, { path: bundle });
    const br = await send(service.url, { path: bundle, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await send(service.url, { path: bundle, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
    // The same bytes once decoded; a third (gzip) or less (brotli) of them on the wire.
    expect(br.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    expect(plain.wireBytes).toBeGreaterThan(1_000_000);
    expect(br.wireBytes).toBeLessThan(plain.wireBytes / 4);
    expect(gzip.wireBytes).toBeLessThan(plain.wireBytes / 3);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // One strong tag per coding (different bytes), each enough for a 304 of any coding.
    const tags = [plain, br, gzip].map((res) => String(res.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    const revalidated = await send(service.url, { path: bundle, headers: { 'accept-encoding': 'br', 'if-none-match': tags[0]! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(tags[1]);

    // The page itself keeps its name across versions: cached, but asked about each time.
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await send(service.url, { path: '/docs', headers: { 'if-none-match': String(page.headers.etag) } })).status).toBe(304);
  });

  it('serves the document compressed, with an ETag and no-cache, 304 while it is current', async () => {
    service = await startTestService();
    const plain = await send(service.url, { path: '/v1/openapi.json' });
    const br = await send(service.url, { path: '/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(br.json).toEqual(plain.json);
    expect(br.wireBytes).toBeLessThan(plain.wireBytes / 5);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const again = await send(service.url, { path: '/v1/openapi.json', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('picks the coding by the weights of Accept-Encoding', () => {
    expect(preferredCoding(undefined)).toBe('identity');
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, identity')).toBe('identity');
    expect(preferredCoding('deflate, identity')).toBe('identity');
  });

  it('serves nothing else of the renderer package, and only GET and HEAD', async () => {
    service = await startTestService();
    const bundle = sourcesOf(await send(service.url, { path: '/docs' }))[1]!;
    expect((await send(service.url, { path: '/docs/package.json' })).status).toBe(404);
    expect((await send(service.url, { path: '/docs/swagger-ui-bundle.js' })).status).toBe(404);
    expect((await send(service.url, { path: '/docs/../package.json' })).status).toBe(404);
    expect((await send(service.url, { method: 'POST', path: '/docs' })).status).toBe(404);
    const head = await send(service.url, { method: 'HEAD', path: bundle });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('is never refused because of failed authentication: it has its own budget per address (RATE_LIMIT_DOCS_PER_MINUTE)', async () => {
    service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3', RATE_LIMIT_DOCS_PER_MINUTE: '8' } });
    // A client with a mistyped key exhausts the budget of requests without a valid key…
    for (let i = 0; i < 4; i++) await send(service.url, { path: '/v1/pets', key: 'mistyped-key-0123456789abcdef' });
    expect((await send(service.url, { path: '/v1/pets', key: 'mistyped-key-0123456789abcdef' })).status).toBe(429);
    // …and the documentation still loads, a typo in its Authorization header included, drawing on its own budget.
    const document = await send(service.url, { path: '/v1/openapi.json', key: 'mistyped-key-0123456789abcdef' });
    expect(document.status).toBe(200);
    expect(document.headers['ratelimit-policy']).toBe('"minute";q=8;w=60');
    expect(document.headers['x-ratelimit-remaining']).toBe('7');
    const page = await send(service.url, { path: '/docs' });
    expect(page.status).toBe(200);
    expect(page.headers['x-ratelimit-remaining']).toBe('6');
    for (let i = 0; i < 6; i++) await send(service.url, { path: '/docs' });
    // Its own budget is a limit too: 429 with Retry-After, for the page and the document alike.
    const refused = await send(service.url, { path: '/docs' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(service.url, { path: '/v1/openapi.json' })).status).toBe(429);
  });

  it('counts the page and its files under their own operation, `docs`', async () => {
    service = await startTestService();
    const sources = sourcesOf(await send(service.url, { path: '/docs' }));
    for (const source of sources) await send(service.url, { path: source });
    await send(service.url, { path: '/docs/nothing.js' });
    const figures = await scrapeMetrics(service.url);
    expect(figures.get('animal_store_http_requests_total{operation="docs",method="GET",status="200"}')).toBe(4);
    expect(figures.get('animal_store_http_requests_total{operation="other",method="GET",status="404"}')).toBe(1);
    expect(figures.get('animal_store_rate_limit_decisions_total{outcome="admitted",plan="docs"}')).toBe(4);
  });
});
