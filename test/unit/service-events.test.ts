import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createPrometheusMetrics, type PrometheusMetrics } from '../../adapters/metrics/prometheus-metrics.js';
import { reportingTo } from '../../bootstrap/service-events.js';
import type { AnsweredRequest, ServiceEvents } from '../../core/index.js';

const answered = (fields: Partial<AnsweredRequest>): AnsweredRequest => ({
  operation: 'getPet',
  reqId: 'r-1',
  method: 'GET',
  path: '/v1/pets/1',
  status: 200,
  ms: 1,
  traceId: undefined,
  ...fields,
});

/** `name{labels} value` lines of the service's own metrics. */
async function samples(metrics: PrometheusMetrics, record: (e: ServiceEvents) => void) {
  record(metrics.events);
  const { text } = await metrics.render();
  return new Map(
    text
      .split('\n')
      .filter((line) => line.startsWith('animal_store_'))
      .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))] as const),
  );
}

describe('metrics kept as plain numbers, rendered at scrape time', () => {
  it('puts a duration on a bucket bound into that bucket (le: less or equal) and sums in seconds', async () => {
    const figures = await samples(createPrometheusMetrics({ operations: ['getPet'] }), (e) => {
      for (const ms of [0.1, 0.1000001, 0.25, 10_000, 10_001]) e.requestAnswered(answered({ ms }));
    });
    const bucket = (le: string) => figures.get(`animal_store_http_request_duration_seconds_bucket{le="${le}",operation="getPet"}`);
    expect(bucket('0.0001')).toBe(1);
    expect(bucket('0.00025')).toBe(3);
    expect(bucket('10')).toBe(4);
    expect(bucket('+Inf')).toBe(5);
    expect(figures.get('animal_store_http_request_duration_seconds_count{operation="getPet"}')).toBe(5);
    expect(figures.get('animal_store_http_request_duration_seconds_sum{operation="getPet"}')).toBeCloseTo(20.0014501, 6);
  });

  it('keeps label values to fixed sets: unknown operations and methods are `other`, impossible statuses 0', async () => {
    const figures = await samples(createPrometheusMetrics({ operations: ['getPet'] }), (e) => {
      e.requestAnswered(answered({ operation: '/v1/secret/path', method: 'PROPFIND', status: 207 }));
      e.requestAnswered(answered({ status: 1000 }));
      e.requestAnswered(answered({ status: 99 }));
      e.requestAnswered(answered({ method: 'DELETE', status: 599 }));
    });
    const counted = [...figures].filter(([name]) => name.startsWith('animal_store_http_requests_total'));
    expect(Object.fromEntries(counted)).toEqual({
      'animal_store_http_requests_total{operation="getPet",method="GET",status="0"}': 2,
      'animal_store_http_requests_total{operation="getPet",method="DELETE",status="599"}': 1,
      'animal_store_http_requests_total{operation="other",method="other",status="207"}': 1,
    });
  });

  it('counts requests in flight between their start and their answer', async () => {
    const figures = await samples(createPrometheusMetrics({ operations: [] }), (e) => {
      e.requestStarted();
      e.requestStarted();
      e.requestAnswered(answered({}));
    });
    expect(figures.get('animal_store_http_requests_in_flight')).toBe(1);
  });

  const promtool = spawnSync('promtool', ['--version']).status === 0;
  (promtool ? it : it.skip)('renders label values promtool can parse back, quotes and backslashes included', async () => {
    const metrics = createPrometheusMetrics({ operations: ['we"ird\\op\nname'] });
    metrics.events.requestAnswered(answered({ operation: 'we"ird\\op\nname' }));
    const { text } = await metrics.render();
    expect(text).toContain('operation="we\\"ird\\\\op\\nname"');
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.stderr).not.toMatch(/error/i);
  });
});

describe('reportingTo', () => {
  it('tells each listener the events it listens to, in order, and ignores absent ones', () => {
    const heard: string[] = [];
    const events = reportingTo([
      { requestAnswered: (r) => heard.push(`metrics ${r.reqId}`), petCreated: () => heard.push('metrics pet') },
      undefined,
      { requestAnswered: (r) => heard.push(`log ${r.reqId}`) },
      {
        requestAnswered: (r) => heard.push(`tally ${r.reqId}`),
        limiterFailure: (mode, error) => heard.push(`tally ${mode} ${String(error)}`),
      },
    ]);
    events.requestAnswered(answered({ reqId: 'a' }));
    events.petCreated();
    events.limiterFailure('open', 'down');
    events.banStarted('free');
    expect(heard).toEqual(['metrics a', 'log a', 'tally a', 'metrics pet', 'tally open down']);
  });

  it('calls a listener as the object it is (methods keep `this`)', () => {
    class Tally {
      count = 0;
      requestStarted(): void {
        this.count++;
      }
    }
    const tally = new Tally();
    reportingTo([tally]).requestStarted();
    expect(tally.count).toBe(1);
  });
});
