import { describe, expect, it } from 'vitest';
import { Admission, type Timing } from '../../client/src/admission.js';
import { AnimalStoreClient } from '../../client/src/index.js';
import { linkWithRel, parseLinkHeader } from '../../client/src/link-header.js';
import { rateLimitFiguresOf, retryAfterSeconds } from '../../client/src/rate-limit.js';
import { backoffDelay, DEFAULT_RETRY } from '../../client/src/request-core.js';

describe('the Link header (RFC 8288)', () => {
  it('finds rel="next" among several links, in any case, quoted or not, among other relations', () => {
    const header = '</v1/pets?limit=20&cursor=1a>; rel="next", </v1/openapi.json>; rel=deprecation; type="application/json"';
    expect(linkWithRel(header, 'next')).toBe('/v1/pets?limit=20&cursor=1a');
    expect(linkWithRel(header, 'deprecation')).toBe('/v1/openapi.json');
    expect(linkWithRel('<a>; rel="prev", <b>; REL="Last Next"', 'next')).toBe('b');
    expect(linkWithRel('<a>; rel=prev', 'next')).toBeUndefined();
    expect(linkWithRel(null, 'next')).toBeUndefined();
  });

  it('does not split on commas or semicolons inside <…> or quoted strings, and skips what is not a link', () => {
    expect(parseLinkHeader('<https://x/a?b=1,2;3>; title="a, b; \\"c\\""; rel="next"')).toEqual([
      { target: 'https://x/a?b=1,2;3', params: { title: 'a, b; "c"', rel: 'next' } },
    ]);
    expect(parseLinkHeader('garbage; rel="next", <ok>; rel="next"; rel="prev"').map((link) => [link.target, link.params.rel])).toEqual([
      ['ok', 'next'],
    ]);
    expect(parseLinkHeader('<unterminated; rel="next"')).toEqual([]);
    expect(parseLinkHeader('<a>; __proto__="x"')[0]!.params.__proto__).toBe('x');
  });
});

describe('the rate-limit figures', () => {
  const at = Date.UTC(2026, 0, 1);
  it('reads the X-RateLimit trio, and the refill interval of the reported bucket from the IETF fields', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(at / 1000 + 60),
      'RateLimit-Policy': '"minute";q=60;w=60, "day";q=1000;w=86400',
      RateLimit: '"day";r=0;t=86400',
    });
    expect(rateLimitFiguresOf(headers, at)).toEqual({ limit: 60, remaining: 0, reset: at / 1000 + 60, refillIntervalMs: 86_400, receivedAt: at });
  });

  it('without the IETF fields, estimates the interval from the reset (time until full over the requests missing); none without the trio', () => {
    const headers = new Headers({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '30', 'X-RateLimit-Reset': String(at / 1000 + 30) });
    expect(rateLimitFiguresOf(headers, at)?.refillIntervalMs).toBe(1000);
    expect(
      rateLimitFiguresOf(new Headers({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '60', 'X-RateLimit-Reset': '1' }), at)?.refillIntervalMs,
    ).toBeUndefined();
    expect(rateLimitFiguresOf(new Headers({ 'X-RateLimit-Limit': '60' }), at)).toBeUndefined();
    expect(rateLimitFiguresOf(new Headers({ 'X-RateLimit-Limit': 'x', 'X-RateLimit-Remaining': '1', 'X-RateLimit-Reset': '1' }), at)).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('12', at)).toBe(12);
    expect(retryAfterSeconds(new Date(at + 2_500).toUTCString(), at)).toBe(2);
    expect(retryAfterSeconds('soon', at)).toBeUndefined();
    expect(retryAfterSeconds(null, at)).toBeUndefined();
  });
});

describe('client-wide admission', () => {
  /** A clock that moves only when told; sleeping never ends (an attempt that would wait shows as pending). */
  const stillTime = (): Timing & { at: number } => ({
    at: 0,
    now() {
      return this.at;
    },
    sleep: () => new Promise(() => undefined),
  });
  const figures = (remaining: number, receivedAt: number) => ({ limit: 60, remaining, reset: 0, refillIntervalMs: 1_000, receivedAt });
  const admittedAtOnce = async (admission: Admission, deadline: number) => {
    // Sleeping never ends on this clock: an attempt not admitted once everything that could run has run is waiting.
    const outcome = await Promise.race([admission.enter(deadline), new Promise((resolve) => setImmediate(() => resolve('waiting')))]);
    return outcome !== 'waiting' && (outcome as { admitted: boolean }).admitted;
  };

  /** An admission that has had its first answer (2 left), with two attempts in flight. */
  async function twoInFlight(timing: Timing) {
    const admission = new Admission(timing, 16);
    await admission.enter(Infinity);
    admission.leave(0, figures(2, 0), 200);
    expect((await admission.enter(Infinity)).admitted && (await admission.enter(Infinity)).admitted).toBe(true);
    return admission;
  }

  it('keeps the newest figures when the answers of attempts sent together arrive out of order', async () => {
    const timing = stillTime();
    const admission = await twoInFlight(timing);
    // The later decision (nothing left) arrives first, the earlier one (1 left) after it, in the same second.
    timing.at = 3;
    admission.leave(0, figures(0, 3), 200);
    timing.at = 5;
    admission.leave(0, figures(1, 5), 200);
    expect(admission.rateLimit?.remaining).toBe(0);
    expect(await admittedAtOnce(admission, Infinity)).toBe(false);
  });

  it('takes an answer showing more left once the bucket can have refilled that much', async () => {
    const timing = stillTime();
    const admission = await twoInFlight(timing);
    timing.at = 3;
    admission.leave(0, figures(0, 3), 200);
    timing.at = 2_003;
    admission.leave(0, figures(2, 2_003), 200);
    expect(admission.rateLimit?.remaining).toBe(2);
    expect(await admittedAtOnce(admission, Infinity)).toBe(true);
  });
});

describe('the backoff', () => {
  it('is full jitter: anywhere in [0, base·2^(n−1)), capped, on top of Retry-After, never below it', () => {
    const retry = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, undefined, retry, () => 0.999999))).toEqual(
      [100, 200, 400, 800, 1000, 1000].map((ceiling) => expect.closeTo(ceiling, 0)),
    );
    expect(backoffDelay(3, undefined, retry, () => 0)).toBe(0);
    expect(backoffDelay(3, undefined, retry, () => 0.5)).toBe(200);
    expect(backoffDelay(1, 2, retry, () => 0)).toBe(2_000);
    expect(backoffDelay(1, 2, retry, () => 0.5)).toBe(2_050);
  });
});

describe('the client options', () => {
  it('takes the API on a bare origin, and refuses a key that cannot be a header value', async () => {
    const seen: string[] = [];
    const fetch = async (url: string) => {
      seen.push(url);
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    await new AnimalStoreClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', fetch }).listPets({ status: 'sold' });
    await new AnimalStoreClient({ baseUrl: 'http://127.0.0.1:9/v1/', apiKey: 'k', fetch }).listPets();
    expect(seen).toEqual(['http://127.0.0.1:9/v1/pets?status=sold', 'http://127.0.0.1:9/v1/pets']);
    expect(() => new AnimalStoreClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'two words' })).toThrow(/apiKey/);
  });
});
