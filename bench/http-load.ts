/**
 * The load generator of the HTTP benchmark, in its own process (started by http.bench.ts, pinned
 * to the other core than the servers): runs autocannon jobs it receives over IPC and answers
 * with the figures. Latency percentiles come from every response's own time (autocannon's
 * histogram keeps whole milliseconds only).
 */
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './bench-fixtures.js';

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The last number a `uniqueNames` body used (never repeated within this process). */
let named = 0;

function run(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let latencies = new Float64Array(1 << 16);
    let count = 0;
    let bytes = 0;
    const statusCounts: Record<string, number> = {};
    const cpuBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: job.url,
        method: job.method,
        headers: { ...job.headers },
        ...(job.body === undefined ? {} : { body: job.body }),
        ...(job.uniqueNames ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: `{"name":"Patched ${++named}"}` }) }] } : {}),
        connections: job.connections,
        pipelining: 1,
        duration: job.durationSeconds,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const cpu = process.cpuUsage(cpuBefore);
        const sorted = latencies.subarray(0, count).sort();
        resolve({
          type: 'result',
          id: job.id,
          requests: count,
          seconds,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          statusCounts,
          errors: result.errors,
          timeouts: result.timeouts,
          bytes,
          loadCpuUs: cpu.user + cpu.system,
        });
      },
    );
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = responseTime;
      bytes += resBytes;
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
  });
}

if (!process.send) {
  process.stderr.write('http-load.js is started by http.bench.js (it needs an IPC channel)\n');
  process.exit(2);
}
process.on('message', (job: LoadJob | { readonly type: 'stop' }) => {
  if (job.type === 'stop') process.exit(0);
  run(job).then(
    (result) => process.send!(result),
    (error: unknown) => {
      process.stderr.write(`load generator: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
