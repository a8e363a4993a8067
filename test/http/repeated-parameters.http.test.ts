import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_KEY, send, startTestService, type TestService } from '../support/http-harness.js';

/** Several values of a filter are sent by repeating it (`explode: true`); a comma-separated list is refused with that advice. */
describe('a repeatable filter given as a comma-separated list', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => service.close());
  const get = (path: string) => send(service.url, { path, headers: { authorization: `Bearer ${PRO_KEY}` } });

  it.each([
    ['/v1/events?type=order.placed,order.cancelled', 'type', 'type=order.placed&type=order.cancelled'],
    ['/v1/pets?id=1,3', 'id', 'id=1&id=3'],
    ['/v1/pets?id=1,3,5&status=sold', 'id', 'id=1&id=3'],
    ['/v1/pets?id=2&id=1%2C3', 'id', 'id=1&id=3'],
  ])('%s → 400 saying to repeat the parameter', async (path, field, advice) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ field, problem: expect.stringContaining(`repeat it (${advice})`) }]);
    expect(res.json.message).toBe(`${field}: takes one value each time it is given: repeat it (${advice}) rather than separate values with commas.`);
  });

  it('the repeated form is what works', async () => {
    expect((await get('/v1/events?type=order.placed&type=order.cancelled')).status).toBe(200);
    expect((await get('/v1/pets?id=1&id=3')).status).toBe(200);
  });

  it('a long item is cut in the advice, so the answer stays small', async () => {
    const res = await get(`/v1/pets?id=${'9'.repeat(500)},1`);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(`id=${'9'.repeat(32)}…&id=1`);
    expect(res.text.length).toBeLessThan(400);
  });
});
