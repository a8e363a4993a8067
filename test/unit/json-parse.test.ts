import { describe, expect, it } from 'vitest';
import { duplicateMemberOf } from '../../adapters/http/json-parse.js';
import { parseRequestBody } from '../../bootstrap/request-bodies.js';
import { ValidationError } from '../../core/index.js';

describe('a member named twice in one object of a JSON text (DESIGN.md "JSON bodies")', () => {
  it.each([
    ['one object', '{"name":"Rex","categoryId":1}'],
    ['the same name in sibling objects', '[{"a":1},{"a":2}]'],
    ['the same name at two depths', '{"a":{"a":{"a":1}}}'],
    ['a value equal to a name', '{"a":"a","b":"a"}'],
    ['strings holding quotes, backslashes, brackets and commas', '{"a":"\\"b\\":1,{[","b":"\\\\","c":"x\\\\\\"y"}'],
    ['names that differ only once unescaped', '{"a":1,"\\u0062":2}'],
    ['an empty object and array', '{"a":{},"b":[],"c":[[],{}]}'],
    ['many members', `{${Array.from({ length: 100 }, (_, i) => `"m${i}":${i}`).join(',')}}`],
  ])('finds none in %s', (_case, text) => {
    expect(duplicateMemberOf(text)).toBeUndefined();
  });

  it('finds none in any text JSON.stringify writes, whatever its strings hold, and a duplicate after it', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const pieces = ['a', 'b', '"', '\\', '{', '}', '[', ']', ',', ':', '\u0000', '\u2028', 'é', '🐈'];
    const text = () => Array.from({ length: random(5) }, () => pieces[random(pieces.length)]).join('');
    const value = (depth: number): unknown => {
      const kind = depth > 3 ? random(3) : random(5);
      if (kind === 0) return text();
      if (kind === 1) return random(1000);
      if (kind === 2) return null;
      if (kind === 3) return Array.from({ length: random(4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: random(5) }, () => [text(), value(depth + 1)]));
    };
    for (let i = 0; i < 500; i++) {
      const json = JSON.stringify({ root: value(0) });
      expect(duplicateMemberOf(json), json).toBeUndefined();
      // The same text with a duplicate after it, and inside an array after it: found where it is.
      expect(duplicateMemberOf(`{"r\\u006fot":0,${json.slice(1)}`), json).toBe('root');
      expect(duplicateMemberOf(`{"a":[${json},{"q":1,"q":2}]}`), json).toBe('a.1.q');
    }
  });

  it.each([
    ['the same name twice', '{"name":"a","name":"b"}', 'name'],
    ['a name and its escaped spelling', '{"name":"a","n\\u0061me":"b"}', 'name'],
    ['two escaped spellings', '{"\\u006eame":"a","na\\u006de":"b"}', 'name'],
    ['a name after values full of quotes and brackets', '{"a":"\\"a\\":{","b":["a",{"a":1}],"a":2}', 'a'],
    ['a nested object', '{"name":"x","limits":{"perMinute":1,"perDay":2,"perDay":3}}', 'limits.perDay'],
    ['an object in an array', '{"items":[{"a":1},{"b":1,"b":2}]}', 'items.1.b'],
    ['a top-level array', '[{},{"a":1,"a":1}]', '1.a'],
    ['the last of many members', `{${Array.from({ length: 100 }, (_, i) => `"m${i}":${i}`).join(',')},"m7":0}`, 'm7'],
    ['an empty name', '{"":1,"":2}', '""'],
    ['a name with a dot', '{"a":{"b.c":1,"b.c":2}}', 'a."b.c"'],
    ['a name ending in a backslash', '{"a\\\\":1,"a\\\\":2}', 'a\\'],
  ])('names it in %s', (_case, text, path) => {
    expect(duplicateMemberOf(text)).toBe(path);
  });
});

describe('parseRequestBody for hosts', () => {
  it('reads JSON text as the HTTP API reads a body: a member named twice is refused, naming it', () => {
    expect(parseRequestBody('NewPet', '{"name":"Rex","categoryId":1}')).toEqual({ name: 'Rex', categoryId: 1 });
    const refusal = (text: string) => {
      try {
        parseRequestBody('NewPet', text);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return (error as ValidationError).message;
      }
      return undefined;
    };
    expect(refusal('{"name":"a","n\\u0061me":"b","categoryId":1}')).toBe(
      'name: must appear once in its object (which one counts would depend on the parser).',
    );
    expect(refusal('{"name":"Rex",')).toBe('body: is not valid JSON (a JSON object is expected).');
    expect(refusal('{"__proto__":{},"name":"Rex","categoryId":1}')).toBe('body: must not contain a "__proto__" key.');
  });
});
