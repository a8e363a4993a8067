import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../adapters/http/query-string.js';

/** Deterministic pseudo-random numbers (mulberry32), so a failure names an input that can be replayed. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** node:querystring's answer as the Map this one gives, in the same order. */
const reference = (query: string): Map<string, unknown> => new Map(Object.entries(parse(query)));

describe('parseQueryString reads a query string as node:querystring does', () => {
  it.each([
    'limit=20',
    'status=sold&limit=20',
    'a=1&&b=2',
    '=5',
    'a',
    'a=',
    '&',
    '&a=1&',
    'a=1&a=2&a=3',
    'a=b=c',
    'a+b=c+d',
    '%2B=%2b',
    '%zz=%E9',
    '%=1',
    'a=%C3%A9%',
    'name=%F0%9F%90%88',
    '__proto__=1&constructor=2',
    'id=3&id=5&id=x',
  ])('%j', (query) => {
    expect(parseQueryString(query)).toEqual(reference(query));
  });

  it('on random strings of the characters that matter', () => {
    const random = randomOf(20261125);
    const alphabet = ['a', 'b', 'id', '=', '&', '&', '+', '%', '2', 'B', 'C3', 'A9', 'z', 'é', '__proto__'];
    for (let i = 0; i < 5_000; i++) {
      const length = Math.floor(random() * 12);
      let query = '';
      for (let j = 0; j < length; j++) query += alphabet[Math.floor(random() * alphabet.length)];
      expect(parseQueryString(query), query).toEqual(reference(query));
    }
  });

  it('keeps parameters named like members of every object as parameters', () => {
    expect([...parseQueryString('__proto__=1&constructor=2')]).toEqual([
      ['__proto__', '1'],
      ['constructor', '2'],
    ]);
  });

  it('reads at most 1,000 pieces between `&`s, empty ones counted, as node:querystring does by default', () => {
    const query = Array.from({ length: 1_500 }, (_, i) => `p${i}=${i}`).join('&');
    expect(parseQueryString(query).size).toBe(1_000);
    for (const odd of [query.replaceAll('&', '&&'), `&&&${query}`, Array.from({ length: 1_500 }, () => 'a=1').join('&')]) {
      expect(parseQueryString(odd)).toEqual(reference(odd));
    }
  });
});
