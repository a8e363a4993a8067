import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

const prometheusInstalled = spawnSync('prometheus', ['--version']).status === 0;
if (!prometheusInstalled) console.log('SKIPPED Prometheus scrape: prometheus not installed (apt-get install prometheus)');

let service: TestService | undefined;
let prometheus: ChildProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  prometheus?.kill('SIGKILL');
  await service?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  service = prometheus = dir = undefined;
});

/** One instant query against Prometheus's HTTP API: the values of its result (empty until it has the data). */
async function query(base: string, promql: string): Promise<number[]> {
  try {
    const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await response.json()) as { data?: { result?: { value: [number, string] }[] } };
    return (body.data?.result ?? []).map((sample) => Number(sample.value[1]));
  } catch {
    return []; // not listening yet
  }
}

async function eventually(base: string, promql: string, accept: (values: number[]) => boolean): Promise<number[]> {
  const deadline = Date.now() + 30_000;
  let values: number[] = [];
  while (Date.now() < deadline) {
    values = await query(base, promql);
    if (accept(values)) return values;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${promql}: still ${JSON.stringify(values)} after 30 s`);
}

describe('a real Prometheus server scraping the service', () => {
  (prometheusInstalled ? it : it.skip)(
    'ingests every series, and takes quantiles of the request durations',
    async () => {
      service = await startTestService();
      for (let i = 0; i < 20; i++) expect((await send(service.url, { path: '/v1/pets', key: PRO_KEY })).status).toBe(200);
      dir = mkdtempSync(join(tmpdir(), 'prometheus-'));
      const target = new URL(service.url).host;
      writeFileSync(
        join(dir, 'prometheus.yml'),
        `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: animal-store\n    static_configs:\n      - targets: ['${target}']\n`,
      );
      const port = await freePort();
      prometheus = spawn(
        'prometheus',
        [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
        { stdio: 'ignore' },
      );
      const base = `http://127.0.0.1:${port}`;

      // The scrape was accepted whole: a rejected sample fails the scrape (up == 0).
      await eventually(base, 'up{job="animal-store"}', (values) => values[0] === 1);
      await eventually(base, 'animal_store_http_requests_total{operation="listPets",method="GET",status="200"}', (values) => values[0] === 20);
      const [median] = await eventually(
        base,
        'histogram_quantile(0.5, sum by (le) (animal_store_http_request_duration_seconds_bucket{operation="listPets"}))',
        (values) => values.length === 1,
      );
      // Twenty in-memory answers: the median falls in a bucket between 0.1 ms and 10 s.
      expect(median).toBeGreaterThan(0);
      expect(median).toBeLessThanOrEqual(10);
      const [count] = await query(base, 'animal_store_http_request_duration_seconds_count{operation="listPets"}');
      expect(count).toBe(20);
    },
    60_000,
  );
});
