import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggedEvents } from '../../adapters/logging/logged-events.js';
import { loggingThrough } from '../../adapters/logging/pino-logger.js';
import { reportingTo } from '../../bootstrap/service-events.js';

/** The service's events as the log reports them, on a clock the test moves, its lines parsed. */
function aLoggedService(accessLog = true) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  let now = 0;
  const events = reportingTo([loggedEvents(loggingThrough(logger), { accessLog, now: () => now })]);
  return { events, lines, advance: (ms: number) => (now += ms) };
}

describe('the log of the service events', () => {
  it('warns of an unreachable limiter store at most every 30 s, failed refunds included, with the store’s own error', () => {
    const { events, lines, advance } = aLoggedService();
    const cause = new Error('ECONNREFUSED');
    events.limiterFailure('open', Object.assign(new Error('rate limiter unavailable'), { cause }));
    advance(10_000);
    events.refundFailure(new Error('refund timed out'));
    events.limiterFailure('open', cause);
    advance(20_000);
    events.refundFailure(new Error('refund timed out'));
    expect(lines.map((line) => [line.msg, (line.err as { message: string }).message, line.failureMode])).toEqual([
      ['rate-limiter store unreachable: failing open', 'ECONNREFUSED', 'open'],
      ["rate-limiter store unreachable: a 304's plan token not given back", 'refund timed out', undefined],
    ]);
  });

  it('warns of every incomplete Idempotency-Key record, naming the operation and the key id', () => {
    const { events, lines } = aLoggedService();
    events.recordFailure(new Error('write concern timeout'), { operation: 'placeOrder', id: { scope: 'key-1', key: 'idem-1' } });
    events.recordFailure(new Error('write concern timeout'), { operation: 'createPet', id: { scope: 'key-2', key: 'idem-2' } });
    expect(lines.map((line) => [line.level, line.operation, line.apiKeyId])).toEqual([
      [40, 'placeOrder', 'key-1'],
      [40, 'createPet', 'key-2'],
    ]);
    expect(String(lines[0]!.msg)).toContain('Idempotency-Key record not completed');
  });

  it('writes one access line per answered request, none with ACCESS_LOG off', () => {
    const request = { operation: 'getPet', reqId: 'r-1', method: 'GET', path: '/v1/pets/1', status: 200, ms: 1.5, traceId: undefined };
    const on = aLoggedService(true);
    on.events.requestAnswered(request);
    expect(on.lines.map((line) => [line.reqId, line.path, line.status])).toEqual([['r-1', '/v1/pets/1', 200]]);
    const off = aLoggedService(false);
    off.events.requestAnswered(request);
    expect(off.lines).toEqual([]);
  });
});
