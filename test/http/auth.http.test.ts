import { Agent } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FREE_KEY, PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

describe('bearer API-key authentication', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(async () => service.close());

  it('without a credential: 401 with WWW-Authenticate naming the realm only', async () => {
    const res = await send(service.url, { path: '/v1/pets' });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="animal-store"');
    expect(res.json).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it.each([
    ['an unknown key', 'Bearer not-a-real-key-0123456789'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['two credentials', `Bearer ${PRO_KEY} ${FREE_KEY}`],
    ['a scheme without a key', 'Bearer'],
    ['a key with a comma', `Bearer ${PRO_KEY},x`],
    ['an overlong key', `Bearer ${'k'.repeat(5000)}`],
  ])('with %s: 401 with error="invalid_token"', async (_case, authorization) => {
    const res = await send(service.url, { path: '/v1/pets', headers: { authorization } });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="animal-store", error="invalid_token"');
    expect(res.json.code).toBe('unauthorized');
    expect(res.text).not.toContain(PRO_KEY);
  });

  it('accepts the scheme word in any case', async () => {
    const res = await send(service.url, { path: '/v1/pets', headers: { authorization: `bEaReR ${PRO_KEY}` } });
    expect(res.status).toBe(200);
  });

  it('refuses a revoked key from the next request on', async () => {
    const issued = await service.store.manageKeys.issue({ name: 'to revoke', plan: 'free' });
    expect((await send(service.url, { path: '/v1/pets', key: issued.secret })).status).toBe(200);
    await service.store.manageKeys.revoke(issued.key.id);
    const res = await send(service.url, { path: '/v1/pets', key: issued.secret });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toContain('invalid_token');
  });

  it('on one keep-alive connection, authenticates each request by the key it sends, revocation included', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const issued = await service.store.manageKeys.issue({ name: 'to revoke', plan: 'free' });
      const answers = [];
      for (const key of [PRO_KEY, 'not-a-real-key-0123456789', FREE_KEY, issued.secret]) {
        answers.push(await send(service.url, { path: '/v1/pets', key, agent }));
      }
      await service.store.manageKeys.revoke(issued.key.id);
      answers.push(await send(service.url, { path: '/v1/pets', key: issued.secret, agent }));

      expect(new Set(answers.map((answer) => answer.clientPort)).size).toBe(1);
      expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 200, 401]);
      // Charged to the key each request sent: Pro's 300 a minute, then Free's 60.
      expect(answers.map((answer) => answer.headers['x-ratelimit-limit'])).toEqual(['300', '30', '60', '60', '30']);
    } finally {
      agent.destroy();
    }
  });

  it('guards every operation and unknown /v1 routes alike, but not the API description', async () => {
    for (const [method, path] of [
      ['GET', '/v1/pets'],
      ['POST', '/v1/pets'],
      ['GET', '/v1/pets/1'],
      ['GET', '/v1/store/orders'],
      ['DELETE', '/v1/pets'],
      ['GET', '/v1'],
    ] as const) {
      const res = await send(service.url, { method, path });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const doc = await send(service.url, { path: '/v1/openapi.json' });
    expect(doc.status).toBe(200);
  });

  it('never writes the key to the logs', async () => {
    await send(service.url, { path: '/v1/pets', key: PRO_KEY });
    await send(service.url, { path: '/v1/pets', headers: { authorization: 'Bearer guessed-key-0123456789' } });
    const logged = JSON.stringify(service.logLines);
    expect(service.logLines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(PRO_KEY);
    expect(logged).not.toContain('guessed-key');
  });
});
