import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body exactly as received (what a signature covers). */
  readonly body: string;
}

/** How the receiver answers one request: a status, or a redirect to a path of its own. */
export type ReceiverAnswer = number | { readonly redirectTo: string };

/**
 * A real HTTP receiver on a loopback port: records every request, and answers from `script` (one
 * answer per request, in order), then 200. `hold()` makes it keep requests waiting until released.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly script: ReceiverAnswer[] = [];
  private held: Array<() => void> | undefined;
  private server!: Server;
  url = '';

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    receiver.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        receiver.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = receiver.script.shift() ?? 200;
        const reply = () => {
          if (typeof answer === 'number') res.writeHead(answer, { 'content-type': 'text/plain' }).end(`answered ${answer}`);
          else res.writeHead(302, { location: `${receiver.url}${answer.redirectTo}` }).end();
        };
        if (receiver.held) receiver.held.push(reply);
        else reply();
      });
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  /** The next requests get these answers, in order. */
  answer(...answers: ReceiverAnswer[]): void {
    this.script.push(...answers);
  }

  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const reply of waiting) reply();
  }

  async close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
