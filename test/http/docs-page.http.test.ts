import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestService, type TestService } from '../support/http-harness.js';

describe('the documentation page (GET /docs)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => service.close());

  it('serves the page without a key, under a policy that allows only this origin and no inline script', async () => {
    const res = await send(service.url, { path: '/docs' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    // Every script and style of the page is a file of this service.
    const sources = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((source) => source !== 'data:,');
    expect(sources).toEqual(['/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/init.js']);
    expect(res.text).not.toMatch(/<script>[^<]/);
    for (const source of sources) {
      const asset = await send(service.url, { path: source });
      expect(asset.status, source).toBe(200);
      expect(asset.text.length, source).toBeGreaterThan(100);
    }
    expect((await send(service.url, { path: '/docs/init.js' })).text).toContain('"/v1/openapi.json"');
  });

  it('serves nothing else of the renderer package, and only GET and HEAD', async () => {
    expect((await send(service.url, { path: '/docs/package.json' })).status).toBe(404);
    expect((await send(service.url, { path: '/docs/../package.json' })).status).toBe(404);
    expect((await send(service.url, { method: 'POST', path: '/docs' })).status).toBe(404);
    const head = await send(service.url, { method: 'HEAD', path: '/docs/swagger-ui-bundle.js' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });
});
