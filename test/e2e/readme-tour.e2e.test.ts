import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type RawResponse } from '../support/http-harness.js';
import { ROOT, startServiceProcess, type ServiceProcess } from '../support/process.js';
import { mismatch, readmeTour, samplePattern, type TourStep } from '../support/readme-tour.js';

/**
 * The README's tour, run as a reader runs it: `npm start` (the built service in development, its
 * printed key), then every `curl` of the README in order, against that process; each answer must be
 * what the README shows after the command (a JSON sample, headers, a status), and none may be an error
 * the README does not show. Placeholders stand for what the tour made before them: `3f1c…` the last key
 * created, `we_…` the last webhook endpoint, `dlv_…` a delivery of it. The receiver the webhook examples
 * name on 127.0.0.1:4000 is a real one here, on a free port.
 */
const README = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const TOUR = readmeTour(README);

describe('the README tour, run against the service as npm start starts it', () => {
  let service: ServiceProcess;
  let receiver: Server;
  let receiverAddress = '';
  const received: string[] = [];
  let key = '';
  const made = { key: '', endpoint: '', delivery: '' };

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    receiverAddress = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    service = await startServiceProcess({ APP_ENV: 'development' });
    key = /Development API key[^\n]*\n\s+(as_\S+)/.exec(service.output())![1]!;
  });
  afterAll(async () => {
    service?.child.kill('SIGTERM');
    await service?.exited;
    receiver?.close();
  });

  function request(step: TourStep): { path: string; headers: Record<string, string> } {
    const path = step.url
      .replace(/^(https?:\/\/)?(localhost|127\.0\.0\.1):3000/, '')
      .replaceAll('3f1c…', made.key)
      .replaceAll('we_…', made.endpoint)
      .replaceAll('dlv_…', made.delivery);
    const headers = Object.fromEntries(Object.entries(step.headers).map(([name, value]) => [name, value.replaceAll('$KEY', key)]));
    return { path, headers };
  }

  function remember(step: TourStep, res: RawResponse): void {
    if (res.status !== 201 || step.method !== 'POST') {
      if (Array.isArray(res.json) && typeof res.json[0]?.id === 'string' && res.json[0].id.startsWith('dlv_')) made.delivery = res.json[0].id;
      return;
    }
    if (step.url.endsWith('/v1/keys')) made.key = res.json.id;
    if (step.url.endsWith('/v1/webhook-endpoints')) made.endpoint = res.json.id;
  }

  it('finds a tour in the README: requests with the answers they show', () => {
    expect(TOUR.length).toBeGreaterThan(30);
    expect(TOUR.filter((step) => step.expected.json !== undefined).length).toBeGreaterThan(8);
  });

  it('answers every request of the README as the README shows, in order', async () => {
    for (const step of TOUR) {
      const { path, headers } = request(step);
      const body = step.body?.replaceAll('127.0.0.1:4000', receiverAddress);
      const shown = step.expected.json?.replaceAll('127.0.0.1:4000', receiverAddress);
      const ask = () => send(service.url, { method: step.method, path, headers, ...(body !== undefined ? { body } : {}) });
      let res = await ask();
      // Deliveries happen in the background, in the dispatcher's next rounds: a listing of them is asked again for a while.
      for (
        let waited = 0;
        path.endsWith('/deliveries') && shown !== undefined && mismatch(samplePattern(shown), res.json) && waited < 10_000;
        waited += 200
      ) {
        await new Promise((done) => setTimeout(done, 200));
        res = await ask();
      }
      const where = `README line ${step.line}: ${step.command}\nanswered ${res.status} ${res.text.slice(0, 400)}`;
      if (step.expected.status !== undefined) expect(res.status, where).toBe(step.expected.status);
      else expect(res.status, where).toBeLessThan(400);
      for (const [name, value] of Object.entries(step.expected.headers)) expect(res.headers[name], `${where}\nheader ${name}`).toBe(value);
      if (shown !== undefined) expect(mismatch(samplePattern(shown), res.json), where).toBeNull();
      remember(step, res);
    }
  });
});
