/**
 * What a key's digest costs per request (`npx tsc -p bench/tsconfig.json && node dist-bench/bench/key-digest.bench.js`):
 * NodeKeySecrets.digest of a 46-character key (`as_` + 43 base64url characters, what the service issues), on the
 * same string each time and on a fresh string sliced from a header value as each request presents it, against a
 * Map lookup of that fresh string (what caching digests by secret would cost instead). Nanoseconds per call,
 * median, least and most of 7 runs of 2,000,000 calls after a warm-up; pin it (`taskset -c 1 node …`) on a busy
 * machine.
 */
import { NodeKeySecrets } from '../adapters/node/node-key-secrets.js';

const CALLS = 2_000_000;
const RUNS = 7;
const secrets = new NodeKeySecrets();
const key = secrets.newSecret();
const header = `Bearer ${key}`;
const cached = new Map([[key, secrets.digest(key)]]);
/** A fresh string on every call, as a request's Authorization value is: one whose hash V8 does not know yet. */
const presented = (): string => (header + ' ').slice(7, 7 + key.length);

function measure(name: string, call: () => string | undefined): void {
  for (let i = 0; i < 200_000; i++) call();
  const perCall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let length = 0;
    const started = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) length += call()?.length ?? 0;
    perCall.push(Number(process.hrtime.bigint() - started) / CALLS);
    if (length === 0) throw new Error('nothing computed');
  }
  perCall.sort((a, b) => a - b);
  const ns = (value: number) => `${value.toFixed(0)} ns`;
  console.log(`${name.padEnd(48)} ${ns(perCall[RUNS >> 1]!)} (${ns(perCall[0]!)}–${ns(perCall[RUNS - 1]!)})`);
}

console.log(`Node ${process.version}, a key of ${key.length} characters`);
measure('digest, the same string', () => secrets.digest(key));
measure('digest, a fresh string', () => secrets.digest(presented()));
measure('Map lookup, a fresh string', () => cached.get(presented()));
measure('the fresh string alone', presented);
