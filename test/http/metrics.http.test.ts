import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../bootstrap/server.js';
import { StoreUnavailableError, type TokenBucketStore } from '../../core/index.js';
import { FREE_KEY, postJson, postPet, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';
import { ROOT } from '../support/process.js';

let service: TestService | undefined;
let running: RunningServer | undefined;
afterEach(async () => {
  await service?.close();
  await running?.close();
  service = running = undefined;
});

const TOKEN = 'metrics-token-0123456789abcdef';

/** The samples of the service's own metrics, `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('animal_store_')) continue;
    const at = line.lastIndexOf(' ');
    result.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return result;
}

async function scrape(url: string, headers: Record<string, string> = {}): Promise<Map<string, number>> {
  const answer = await send(url, { path: '/metrics', headers });
  expect(answer.status).toBe(200);
  return samples(answer.text);
}

const promtool = spawnSync('promtool', ['--version']).status === 0;
const withPromtool = promtool ? it : it.skip;
if (!promtool) console.log('SKIPPED promtool checks: promtool not installed (apt-get install prometheus)');

describe('GET /metrics', () => {
  it('counts requests by operation, method and status, the route a refused request would have reached included', async () => {
    service = await startTestService({ env: { API_KEYS: `free:${FREE_KEY},pro:${PRO_KEY}` } });
    const { url } = service;
    await postPet(url, PRO_KEY, { name: 'Rex', categoryId: 1 });
    await send(url, { path: '/v1/pets/1', key: PRO_KEY });
    await send(url, { path: '/v1/pets/1', key: PRO_KEY });
    await send(url, { path: '/v1/pets?limit=2', key: PRO_KEY });
    await send(url, { path: '/v1/pets/1' }); // no key: 401, still getPet
    await send(url, { path: '/v1/nothing/here', key: PRO_KEY });
    await send(url, { method: 'DELETE', path: '/v1/pets', key: PRO_KEY });
    await send(url, { path: '/healthz' });

    const figures = await scrape(url);
    expect(figures.get('animal_store_http_requests_total{operation="createPet",method="POST",status="201"}')).toBe(1);
    expect(figures.get('animal_store_http_requests_total{operation="getPet",method="GET",status="200"}')).toBe(2);
    expect(figures.get('animal_store_http_requests_total{operation="getPet",method="GET",status="401"}')).toBe(1);
    expect(figures.get('animal_store_http_requests_total{operation="listPets",method="GET",status="200"}')).toBe(1);
    expect(figures.get('animal_store_http_requests_total{operation="other",method="GET",status="404"}')).toBe(1);
    expect(figures.get('animal_store_http_requests_total{operation="other",method="DELETE",status="405"}')).toBe(1);
    expect(figures.get('animal_store_http_requests_total{operation="healthz",method="GET",status="200"}')).toBe(1);
    expect(figures.get('animal_store_http_request_duration_seconds_count{operation="getPet"}')).toBe(3);
    expect(figures.get('animal_store_http_request_duration_seconds_bucket{le="0.0001",operation="getPet"}')).toBeDefined();
    expect(figures.get('animal_store_http_request_duration_seconds_bucket{le="10",operation="getPet"}')).toBe(3);
    // The scrape itself is in flight while it is rendered.
    expect(figures.get('animal_store_http_requests_in_flight')).toBe(1);
    expect(figures.get('animal_store_pets_created_total')).toBe(1);
    expect(figures.get('animal_store_rate_limit_decisions_total{outcome="admitted",plan="pro"}')).toBe(6);
    expect(figures.get('animal_store_rate_limit_decisions_total{outcome="admitted",plan="anonymous"}')).toBe(1);
  });

  it('counts 429s, the ban they lead to, and idempotency outcomes', async () => {
    service = await startTestService({ env: { API_KEYS: `free:${FREE_KEY},pro:${PRO_KEY}`, RATE_LIMIT_BAN_THRESHOLD: '2' } });
    const { url } = service;
    // Free: 60 a minute; then limited twice, and the third refusal starts the ban.
    for (let i = 0; i < 65; i++) await send(url, { path: '/v1/pets/1', key: FREE_KEY });
    const created = await postPet(url, PRO_KEY, { name: 'Tom', categoryId: 2 }, { 'idempotency-key': 'order-1' });
    expect(created.status).toBe(201);
    expect((await postPet(url, PRO_KEY, { name: 'Tom', categoryId: 2 }, { 'idempotency-key': 'order-1' })).status).toBe(201);
    expect((await postPet(url, PRO_KEY, { name: 'Jerry', categoryId: 2 }, { 'idempotency-key': 'order-1' })).status).toBe(422);
    // placeOrder's replays are counted under their own operation.
    for (let i = 0; i < 2; i++) {
      expect((await postJson(url, PRO_KEY, '/v1/store/orders', { petId: created.json.id }, { 'idempotency-key': 'buy-1' })).status).toBe(201);
    }

    const figures = await scrape(url);
    expect(figures.get('animal_store_rate_limit_decisions_total{outcome="admitted",plan="free"}')).toBe(60);
    expect(figures.get('animal_store_rate_limit_decisions_total{outcome="limited",plan="free"}')).toBe(2);
    expect(figures.get('animal_store_rate_limit_decisions_total{outcome="suspended",plan="free"}')).toBe(3);
    expect(figures.get('animal_store_rate_limit_bans_total{plan="free"}')).toBe(1);
    expect(figures.get('animal_store_rate_limit_bans_total{plan="pro"}')).toBe(0);
    expect(figures.get('animal_store_http_requests_total{operation="getPet",method="GET",status="429"}')).toBe(5);
    expect(figures.get('animal_store_idempotency_outcomes_total{operation="createPet",outcome="replayed"}')).toBe(1);
    expect(figures.get('animal_store_idempotency_outcomes_total{operation="createPet",outcome="mismatch"}')).toBe(1);
    expect(figures.get('animal_store_idempotency_outcomes_total{operation="createPet",outcome="in_progress"}')).toBe(0);
    expect(figures.get('animal_store_idempotency_outcomes_total{operation="placeOrder",outcome="replayed"}')).toBe(1);
    expect(figures.get('animal_store_idempotency_outcomes_total{operation="placeOrder",outcome="mismatch"}')).toBe(0);
    expect(figures.get('animal_store_pets_created_total')).toBe(1);
  });

  it('counts limiter store failures and the fail-open decisions they led to', async () => {
    const down: TokenBucketStore = {
      take: () => Promise.reject(new StoreUnavailableError('rate limiter')),
      refund: () => Promise.reject(new StoreUnavailableError('rate limiter')),
      peek: () => Promise.reject(new StoreUnavailableError('rate limiter')),
      ping: () => Promise.reject(new StoreUnavailableError('rate limiter')),
    };
    service = await startTestService({ stores: { buckets: down } });
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).status).toBe(200);
    expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).status).toBe(200);
    const figures = await scrape(service.url);
    expect(figures.get('animal_store_rate_limit_store_failures_total{decision="fail_open"}')).toBe(2);
    expect(figures.get('animal_store_rate_limit_store_failures_total{decision="fail_closed"}')).toBe(0);
    expect(figures.get('animal_store_store_unavailable_total{store="rate_limiter"}')).toBe(2);
  });

  it('does not grow its series under 10,000 requests to random paths with random keys', async () => {
    service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' } });
    const { url } = service;
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'MKCOL'];
    const randomRequest = () => {
      const token = randomBytes(12).toString('hex');
      const path = Math.random() < 0.5 ? `/v1/${token}/${Math.random()}` : `/${token}?q=${token}`;
      const method = methods[Math.floor(Math.random() * methods.length)]!;
      return send(url, { method, path, key: `key-${token}`, agent, headers: { 'x-request-id': token } });
    };
    const burst = async (count: number) => {
      for (let sent = 0; sent < count; sent += 100) await Promise.all(Array.from({ length: 100 }, randomRequest));
    };
    await burst(500);
    await scrape(url); // counts itself: its own series exists from the next scrape on
    const before = await scrape(url);
    await burst(10_000);
    const after = await scrape(url);
    agent.destroy();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    // The flood was counted, in the same series.
    const requests = (figures: Map<string, number>) =>
      [...figures].filter(([name]) => name.startsWith('animal_store_http_requests_total')).reduce((sum, [, value]) => sum + value, 0);
    expect(requests(after) - requests(before)).toBe(10_001);
    expect([...after.keys()].join('\n')).not.toMatch(/key-|\/v1\//);
  }, 120_000);

  it('asks for METRICS_TOKEN when one is set: none or a wrong one is 401', async () => {
    service = await startTestService({ env: { METRICS_TOKEN: TOKEN } });
    const none = await send(service.url, { path: '/metrics' });
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await send(service.url, { path: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="metrics", error="invalid_token"');
    await scrape(service.url, { authorization: `Bearer ${TOKEN}` });
    await scrape(service.url, { authorization: `bearer ${TOKEN}` });
    expect((await send(service.url, { path: '/metrics', headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(401);
    // An API key is not the metrics token.
    expect((await send(service.url, { path: '/metrics', key: PRO_KEY })).status).toBe(401);
  });

  it('is served on its own listener with METRICS_PORT, and not on the API one', async () => {
    running = await startServer({ env: { APP_ENV: 'test', PORT: '0', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' } });
    expect((await send(running.url, { path: '/metrics' })).status).toBe(404);
    await send(running.url, { path: '/healthz' });
    const figures = await scrape(running.metricsUrl!);
    expect(figures.get('animal_store_http_requests_total{operation="healthz",method="GET",status="200"}')).toBe(1);
    expect((await send(running.metricsUrl!, { path: '/v1/pets' })).status).toBe(404);
  });

  it('is not there at all with METRICS_ENABLED=false', async () => {
    service = await startTestService({ env: { METRICS_ENABLED: 'false' } });
    expect((await send(service.url, { path: '/metrics' })).status).toBe(404);
    expect(service.store.metrics).toBeUndefined();
  });

  withPromtool('passes promtool check metrics', async () => {
    service = await startTestService();
    await send(service.url, { path: '/v1/pets', key: PRO_KEY });
    await send(service.url, { path: '/nowhere' });
    const answer = await send(service.url, { path: '/metrics' });
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    // promtool reads the exposition on stdin: exit 1 for a text it cannot parse, 3 for lint findings.
    const check = spawnSync('promtool', ['check', 'metrics'], { input: answer.text, encoding: 'utf8' });
    expect(check.stderr).not.toMatch(/error/i);
    expect([0, 3]).toContain(check.status);
    // The only findings allowed are about three of prom-client's default gauges, named before the convention.
    const findings = `${check.stdout}${check.stderr}`.split('\n').filter(Boolean);
    expect(
      findings.filter((line) => !/^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/.test(line)),
    ).toEqual([]);
  });

  withPromtool("validates the operator's guide's example alert rules with promtool check rules", () => {
    const guide = readFileSync(resolve(ROOT, 'docs/operating.md'), 'utf8');
    const rules = /<!-- alert-rules -->\s*```yaml\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(rules).toBeDefined();
    const file = join(mkdtempSync(join(tmpdir(), 'alert-rules-')), 'rules.yml');
    writeFileSync(file, rules!);
    const output = execFileSync('promtool', ['check', 'rules', file], { encoding: 'utf8' });
    expect(output).toContain('SUCCESS: 3 rules found');
  });
});

describe('W3C trace context', () => {
  const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

  it('logs the trace id of a valid traceparent on the access line and echoes it as X-Trace-Id', async () => {
    service = await startTestService();
    const answer = await send(service.url, {
      path: '/v1/pets/999',
      key: PRO_KEY,
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers['x-trace-id']).toBe(TRACE_ID);
    const line = service.logLines.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ path: '/v1/pets/999', status: 404, traceId: TRACE_ID });
  });

  it.each([
    ['upper-case hex', `00-${TRACE_ID.toUpperCase()}-00f067aa0ba902b7-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`],
    ['an all-zero parent id', `00-${TRACE_ID}-0000000000000000-01`],
    ['version ff', `ff-${TRACE_ID}-00f067aa0ba902b7-01`],
    ['extra fields on version 00', `00-${TRACE_ID}-00f067aa0ba902b7-01-extra`],
    ['a short trace id', `00-${TRACE_ID.slice(1)}-00f067aa0ba902b7-01`],
    ['garbage', 'not a traceparent'],
  ])('ignores a malformed traceparent (%s)', async (_what, traceparent) => {
    service = await startTestService();
    const answer = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { traceparent } });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-trace-id']).toBeUndefined();
    expect(service.logLines.find((entry) => entry.msg === 'request')).not.toHaveProperty('traceId');
  });

  it('accepts a later version with more fields, as the specification asks', async () => {
    service = await startTestService();
    const answer = await send(service.url, { path: '/v1/pets', key: PRO_KEY, headers: { traceparent: `01-${TRACE_ID}-00f067aa0ba902b7-01-future` } });
    expect(answer.headers['x-trace-id']).toBe(TRACE_ID);
  });
});
