import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { LRUCache } from 'lru-cache';
import { Webhook } from 'standardwebhooks';
import { eventIdOf, type SendResult, type WebhookMessage, type WebhookSender, type WebhookTarget, type WebhookUrlPolicy } from '../../core/index.js';
import { eventJson } from '../shared/event-json.js';
import { resolveTarget, systemResolver, type Resolver, type UrlRules } from './address-policy.js';

/** What a ping sends (DESIGN.md): not an event. */
const PING_PAYLOAD = JSON.stringify({ type: 'ping' });
/** DESIGN.md: a 2xx within 10 s delivers. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Response bytes read at most (never logged): enough to keep the connection reusable for a short answer. */
const MAX_RESPONSE_BYTES = 4_096;
/** Signers kept, one per secret, the least recently used going first (endpoints are few). */
const SIGNERS_KEPT = 1_000;

export interface SenderOptions {
  readonly rules: UrlRules;
  readonly resolve?: Resolver;
  readonly timeoutMs?: number;
  /** Connections kept per receiver address. */
  readonly maxSocketsPerHost?: number;
  /** The `webhook-timestamp` clock (the receiver checks it against its own wall clock): the system's. */
  readonly now?: () => number;
}

/**
 * Webhook attempts over node:http(s). Each attempt resolves and checks the URL's host (the address
 * rules, again: DNS may have changed since the endpoint was created) and connects to the address it
 * checked, with the URL's host in `Host` and in TLS's server name, so a second resolution (DNS
 * rebinding) cannot send it elsewhere. Signed by `standardwebhooks`: `webhook-id` is the event id (the
 * same on every attempt; a ping's `ping_…`), `webhook-timestamp` this attempt's send time, one signature per
 * secret during a rotation's overlap. Redirects are answers like
 * any other (not 2xx: retried later), never followed; at most 4 KiB of a response is read.
 */
export class HttpWebhookSender implements WebhookSender, WebhookUrlPolicy {
  /** A signer per secret, made on first use. */
  private readonly signers = new LRUCache<string, Webhook>({ max: SIGNERS_KEPT, memoMethod: (secret) => new Webhook(secret) });
  private readonly resolve: Resolver;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly httpAgent: HttpAgent;
  private readonly httpsAgent: HttpsAgent;

  constructor(private readonly options: SenderOptions) {
    this.resolve = options.resolve ?? systemResolver;
    this.timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
    const pool = { keepAlive: true, maxSockets: options.maxSocketsPerHost ?? 16, scheduling: 'lifo' as const };
    this.httpAgent = new HttpAgent(pool);
    this.httpsAgent = new HttpsAgent(pool);
  }

  async check(url: string, owner: string): Promise<string | null> {
    const target = await resolveTarget(url, this.options.rules, this.resolve, owner);
    return target.ok ? null : target.problem;
  }

  async send(endpoint: WebhookTarget, message: WebhookMessage): Promise<SendResult> {
    try {
      const target = await resolveTarget(endpoint.url, this.options.rules, this.resolve, endpoint.owner);
      if (!target.ok) return { error: target.error };
      const payload = 'event' in message ? eventJson(message.event) : PING_PAYLOAD;
      const id = 'event' in message ? eventIdOf(message.event.sequence) : message.ping;
      const sentAt = new Date(this.now());
      // Standard Webhooks: several signatures, space-separated; a receiver accepts the message if one verifies.
      const signature = endpoint.secrets.map((secret) => this.signers.memo(secret).sign(id, sentAt, payload)).join(' ');
      const headers = {
        host: target.url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
        'user-agent': 'animal-store-webhooks/1',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      };
      return await this.post(target.url, target.address, headers, payload);
    } catch {
      return { error: 'connection_failed' };
    }
  }

  /** Closes the kept connections (shutdown). */
  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  private post(url: URL, address: string, headers: Record<string, string>, payload: string): Promise<SendResult> {
    const secure = url.protocol === 'https:';
    const request = secure ? httpsRequest : httpRequest;
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const req = request({
        method: 'POST',
        host: address,
        port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers,
        agent: secure ? this.httpsAgent : this.httpAgent,
        ...(secure ? { servername: url.hostname.replace(/^\[|\]$/g, '') } : {}),
      });
      const timer = setTimeout(() => {
        finish({ error: 'timeout' });
        req.destroy();
      }, this.timeoutMs);
      // The status decides; the body is drained (bounded) so the connection can serve the next attempt.
      req.on('response', (response) => {
        finish({ status: response.statusCode ?? 0 });
        readBounded(response, () => clearTimeout(timer));
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        finish({ error: describe(error) });
      });
      req.end(payload);
    });
  }
}

/** Reads the body up to MAX_RESPONSE_BYTES and drops it; a longer one ends the connection instead. */
function readBounded(response: IncomingMessage, done: () => void): void {
  let read = 0;
  response.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > MAX_RESPONSE_BYTES) response.destroy();
  });
  response.on('close', done);
  response.on('error', () => undefined);
}

/** A failed connection as a word of the fixed vocabulary (SendResult): never the system's message, which may name an address. */
function describe(error: NodeJS.ErrnoException): string {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection_reset';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.includes('CERT') || code === 'EPROTO') return 'tls';
  return 'connection_failed';
}
