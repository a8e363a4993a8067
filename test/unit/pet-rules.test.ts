import { describe, expect, it } from 'vitest';
import { checkPetName, ValidationError } from '../../core/index.js';

/** The problem the name rule finds with `name`, or undefined when it passes. */
function problemOf(name: string): string | undefined {
  try {
    checkPetName(name);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toHaveLength(1);
    expect((error as ValidationError).details[0]!.field).toBe('name');
    return (error as ValidationError).details[0]!.problem;
  }
  return undefined;
}

describe("a pet's name (DESIGN.md §1: the domain rules a schema cannot state)", () => {
  it('accepts a name exactly as given, spaces and composition included', () => {
    for (const name of ['Rex', '  Rex ', 'Zoe\u0308', 'Ünïcödé 🐈']) expect(problemOf(name)).toBeUndefined();
  });

  it('measures the name in code points after NFC: 100 pass, 101 fail', () => {
    expect(problemOf('a'.repeat(100))).toBeUndefined();
    expect(problemOf('a'.repeat(101))).toMatch(/at most 100/);
    expect(problemOf('😀'.repeat(100))).toBeUndefined(); // 200 UTF-16 units
    expect(problemOf('o\u0308'.repeat(100))).toBeUndefined(); // 100 after NFC
    expect(problemOf('o\u0308'.repeat(101))).toMatch(/at most 100/);
    // NFC can also lengthen: U+0958 is a composition exclusion, two code points after NFC.
    expect(problemOf('\u0958'.repeat(51))).toMatch(/at most 100/);
  });

  it.each([
    ['', /empty/],
    ['   ', /empty or only whitespace/],
    ['\u3000\u00a0', /whitespace/],
    ['a\nb', /control/],
    ['a\u0000', /control/],
    ['a\u007f', /control/],
    ['\ud83d', /surrogate/],
  ])('refuses the name %j', (name, problem) => {
    expect(problemOf(name)).toMatch(problem);
  });
});
