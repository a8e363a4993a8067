import { createServer, request as httpRequest, type Agent, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAnimalStore, type AnimalStore } from '../../bootstrap/animal-store.js';
import { createHttpAppFor } from '../../bootstrap/server.js';
import type { StoreOverrides } from '../../bootstrap/stores.js';
import type { Resolver } from '../../adapters/webhooks/address-policy.js';
import { errorMessageProblems } from './error-messages.js';
import { FakeClock } from './fake-clock.js';

export const FREE_KEY = 'free-key-0123456789abcdef';
export const PRO_KEY = 'pro-key-0123456789abcdef';
export const ENTERPRISE_KEY = 'enterprise-key-0123456789abcdef';

export interface TestService {
  readonly url: string;
  readonly clock: FakeClock;
  readonly store: AnimalStore;
  /** Every log line written, parsed. */
  readonly logLines: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The real Koa app over a real loopback socket, on the in-memory stores with a fake clock.
 * Three keys are seeded: free, pro and enterprise (100/min, 5000/day).
 */
export async function startTestService(
  options: { env?: Record<string, string>; stores?: StoreOverrides; logLevel?: string; webhookResolver?: Resolver; clock?: FakeClock } = {},
): Promise<TestService> {
  const clock = options.clock ?? new FakeClock();
  const logLines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const store = await createAnimalStore({
    env: {
      APP_ENV: 'test',
      API_KEYS: `free:${FREE_KEY},pro:${PRO_KEY},enterprise:${ENTERPRISE_KEY}:100:5000`,
      LOG_LEVEL: options.logLevel ?? 'info',
      ...options.env,
    },
    clock,
    logStream: sink,
    ...options.stores,
    ...(options.webhookResolver ? { webhookResolver: options.webhookResolver } : {}),
  });
  const app = createHttpAppFor(store);
  const handle = app.callback(); // never rejects: Koa answers its own errors
  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('clientError', app.clientErrorListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clock,
    store,
    logLines,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body as text, decoded from its Content-Encoding (br, gzip) as a browser would. */
  readonly text: string;
  /** The body's length on the wire, before that decoding. */
  readonly wireBytes: number;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: any;
  /** The client's port: the same on two responses means the same connection. */
  readonly clientPort: number;
}

/**
 * One request through node:http, which (unlike fetch) sends whatever we ask: odd headers,
 * wrong lengths, any method. An Error body whose message breaks the rules of every message
 * (error-messages.ts) fails the request, so every test that meets one reports it.
 */
export function send(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string | string[]>;
    body?: string | Buffer;
    key?: string;
    /** E.g. a keep-alive agent with one socket, to send several requests on one connection. */
    agent?: Agent;
  },
): Promise<RawResponse> {
  const headers: Record<string, string | string[]> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${options.path}`, { method: options.method ?? 'GET', headers, agent: options.agent }, (res) => {
      const clientPort = res.socket.localPort ?? 0;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const text = (coding === 'br' ? brotliDecompressSync(wire) : coding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const problems = errorMessageProblems(json);
        if (problems.length > 0) reject(new Error(`the Error body of ${options.method ?? 'GET'} ${options.path}: ${problems.join('; ')}`));
        else resolve({ status: res.statusCode ?? 0, headers: res.headers, text, wireBytes: wire.length, json, clientPort });
      });
    });
    req.on('error', reject);
    // Sent whole, as clients send a body they hold: Node declares its Content-Length (a `transfer-encoding` header asks for chunks).
    req.end(options.body);
  });
}

/** POST a JSON body as createPet. */
export function postPet(baseUrl: string, key: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return send(baseUrl, {
    method: 'POST',
    path: '/v1/pets',
    key,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** POST a JSON body to any path (placeOrder, …). */
export function postJson(baseUrl: string, key: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return send(baseUrl, {
    method: 'POST',
    path,
    key,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** PATCH a JSON Merge Patch (`application/merge-patch+json` unless a content-type is given). */
export function patchJson(baseUrl: string, key: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return send(baseUrl, {
    method: 'PATCH',
    path,
    key,
    headers: { 'content-type': 'application/merge-patch+json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
