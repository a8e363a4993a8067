import { describe, expect, it } from 'vitest';
import { bearerCredential } from '../../adapters/http/bearer-credential.js';

/** The rule as a regular expression, the way the guard read it before. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;
const byRegExp = (header: string): string | null => BEARER.exec(header)?.[1] ?? null;

describe('bearerCredential', () => {
  it.each([
    ['Bearer pro-key-0123456789abcdef', 'pro-key-0123456789abcdef'],
    ['bearer abc', 'abc'],
    ['BEARER abc', 'abc'],
    ['bEaReR   a.b_c~d+e/f==  ', 'a.b_c~d+e/f=='],
    ['Bearer', null],
    ['Bearer ', null],
    ['Bearer  ', null],
    ['Bearer ==', null],
    ['Bearer a b', null],
    ['Bearer a,b', null],
    ['Bearer a=b', null],
    ['Bearer\tabc', null],
    ['Bearer abc\t', null],
    ['Basic abc', null],
    ['Bearerabc', null],
    [' Bearer abc', null],
    ['Bearer ſ', null],
    ['Bearer \u212a', null],
    ['Bearer ab\u00e9', null],
  ])('reads %j as %j, as the regular expression does', (header, credential) => {
    expect(bearerCredential(header)).toBe(credential);
    expect(byRegExp(header)).toBe(credential);
  });

  it('answers as the regular expression on 20,000 random headers built from the characters that matter', () => {
    const prefixes = ['Bearer ', 'bearer', 'BEARER  ', 'Bearer', 'bearer\t', 'Basic ', 'BearEr   ', '', 'bearers '];
    const alphabet = ['a', 'Z', '0', '9', '-', '.', '_', '~', '+', '/', '=', ' ', '\t', ',', '"', 'ſ', '\u212a', 'é', '\u0000', '@', '`', '[', '{'];
    let seed = 7;
    const random = (n: number): number => (((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n) + n) % n;
    for (let i = 0; i < 20_000; i++) {
      let header = prefixes[random(prefixes.length)]!;
      const length = random(12);
      for (let j = 0; j < length; j++) header += alphabet[random(alphabet.length)]!;
      expect(bearerCredential(header), JSON.stringify(header)).toBe(byRegExp(header));
    }
  });
});
