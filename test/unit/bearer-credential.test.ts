import { describe, expect, it } from 'vitest';
import { bearerCredential } from '../../adapters/http/bearer-credential.js';

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
  ])('reads %j as %j', (header, credential) => {
    expect(bearerCredential(header)).toBe(credential);
  });
});
