/**
 * The receiver of the webhook benchmark, in its own process (started by webhooks.bench.ts, pinned to
 * the other core than the dispatcher): answers 204 to every POST after checking its signature with
 * `standardwebhooks` (the endpoint's secret arrives over IPC), and reports over IPC how many it received, how many verified, and the distinct
 * event ids.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

if (!process.send) {
  process.stderr.write('webhook-receiver.js is started by webhooks.bench.js (it needs an IPC channel)\n');
  process.exit(2);
}
/** Set once the endpoint exists (its secret is made when it is created, after this receiver is listening). */
let verifier: Webhook | undefined;
let received = 0;
let verified = 0;
const ids = new Set<string>();

const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received++;
    try {
      verifier!.verify(Buffer.concat(chunks).toString('utf8'), req.headers as Record<string, string>);
      verified++;
      ids.add(String(req.headers['webhook-id']));
    } catch {
      // counted as received, not verified
    }
    res.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => process.send!({ type: 'ready', port: (server.address() as AddressInfo).port }));
process.on('message', (message: { type: string; secret?: string }) => {
  if (message.type === 'secret') {
    verifier = new Webhook(message.secret!);
    process.send!({ type: 'secret-set' });
  }
  if (message.type === 'count') process.send!({ type: 'count', received, verified, distinct: ids.size, cpu: process.cpuUsage() });
  if (message.type === 'stop') process.exit(0);
});
process.on('disconnect', () => process.exit(0));
