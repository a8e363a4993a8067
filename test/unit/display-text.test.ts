import { describe, expect, it } from 'vitest';
import { checkDisplayText, ValidationError } from '../../core/index.js';

/** The problem the display-text rule finds with `text` as the field `field`, or undefined when it passes. */
function problemOf(text: string, field = 'name'): string | undefined {
  try {
    checkDisplayText(field, text);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toHaveLength(1);
    expect((error as ValidationError).details[0]!.field).toBe(field);
    return (error as ValidationError).details[0]!.problem;
  }
  return undefined;
}

describe('display text: a pet or key name, an endpoint description (DESIGN.md §1: the domain rules a schema cannot state)', () => {
  it('accepts text exactly as given, spaces, composition, joiners and a stray invisible character included', () => {
    for (const text of [
      'Rex',
      '  Rex ',
      'Zoe\u0308',
      'Ünïcödé 🐈',
      '👨\u200d👩\u200d👧',
      'Rex\u00a0Jr',
      'Rex\u200b',
      '\ufeffRex',
      'عربي',
      'a'.repeat(100),
    ]) {
      expect(problemOf(text)).toBeUndefined();
    }
  });

  it('measures the text in code points after NFC: 100 pass, 101 fail', () => {
    expect(problemOf('a'.repeat(100))).toBeUndefined();
    expect(problemOf('a'.repeat(101))).toMatch(/at most 100/);
    expect(problemOf('😀'.repeat(100))).toBeUndefined(); // 200 UTF-16 units
    expect(problemOf('o\u0308'.repeat(100))).toBeUndefined(); // 100 after NFC
    expect(problemOf('o\u0308'.repeat(101))).toMatch(/at most 100/);
    // NFC can also lengthen: U+0958 is a composition exclusion, two code points after NFC.
    expect(problemOf('\u0958'.repeat(51))).toMatch(/at most 100/);
  });

  it.each([
    ['empty', '', /empty/],
    ['spaces', '   ', /empty or only whitespace/],
    ['ideographic and no-break spaces', '\u3000\u00a0', /only whitespace/],
    ['U+0085 (NEXT LINE) alone', '\u0085', /control characters \(U\+0085\)/],
    ['U+2028 alone', '\u2028', /line or paragraph separators \(U\+2028\)/],
    ['a line feed', 'a\nb', /control characters \(U\+000A\)/],
    ['a tab between spaces', ' \t ', /control characters \(U\+0009\)/],
    ['NUL', 'a\u0000', /control characters \(U\+0000\)/],
    ['DEL', 'a\u007f', /control characters \(U\+007F\)/],
    ['a C1 control', 'Rex\u009b', /control characters \(U\+009B\)/],
    ['a paragraph separator', 'Rex\u2029Tom', /line or paragraph separators \(U\+2029\)/],
    ['RIGHT-TO-LEFT OVERRIDE', 'Rex\u202egnp.exe', /bidirectional controls \(U\+202E\)/],
    ['ARABIC LETTER MARK', '\u061cRex', /bidirectional controls \(U\+061C\)/],
    ['LEFT-TO-RIGHT MARK', 'Rex\u200e', /bidirectional controls \(U\+200E\)/],
    ['RIGHT-TO-LEFT MARK', 'Rex\u200f', /bidirectional controls \(U\+200F\)/],
    ['LEFT-TO-RIGHT EMBEDDING', '\u202aRex', /bidirectional controls \(U\+202A\)/],
    ['an isolate', '\u2066Rex\u2069', /bidirectional controls \(U\+2066\)/],
    ['POP DIRECTIONAL ISOLATE', 'Rex\u2069', /bidirectional controls \(U\+2069\)/],
    ['an unpaired high surrogate', '\ud83d', /unpaired surrogate/],
    ['ZERO WIDTH SPACE alone', '\u200b', /only of invisible characters/],
    ['WORD JOINER alone', '\u2060\u2060', /only of invisible characters/],
    ['a byte order mark alone', '\ufeff', /only of invisible characters/],
    ['HANGUL FILLER alone', '\u3164', /only of invisible characters/],
    ['spaces and invisible characters', ' \u200b\u3000\u2060 ', /only of invisible characters/],
  ])('refuses %s', (_case, text, problem) => {
    expect(problemOf(text)).toMatch(problem);
  });

  it('names the field it is given', () => {
    expect(problemOf('\u202e', 'description')).toMatch(/bidirectional/);
  });
});
