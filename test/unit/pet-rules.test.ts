import { describe, expect, it } from 'vitest';
import { ValidationError, validateNewPet } from '../../core/index.js';

function problemsOf(input: unknown): Record<string, string> {
  try {
    validateNewPet(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return Object.fromEntries((error as ValidationError).details.map((d) => [d.field, d.problem]));
  }
  return {};
}

describe('NewPet rules (DESIGN.md §1)', () => {
  it('accepts a minimal pet and defaults its status to available', () => {
    expect(validateNewPet({ name: 'Rex', categoryId: 1 })).toEqual({ name: 'Rex', categoryId: 1, status: 'available' });
  });

  it('keeps the name exactly as given, spaces and composition included', () => {
    expect(validateNewPet({ name: '  Rex ', categoryId: 1 }).name).toBe('  Rex ');
    expect(validateNewPet({ name: 'Zoe\u0308', categoryId: 1 }).name).toBe('Zoe\u0308');
  });

  it('measures the name in code points after NFC: 100 pass, 101 fail', () => {
    expect(problemsOf({ name: 'a'.repeat(100), categoryId: 1 })).toEqual({});
    expect(problemsOf({ name: 'a'.repeat(101), categoryId: 1 }).name).toMatch(/at most 100/);
    expect(problemsOf({ name: '😀'.repeat(100), categoryId: 1 })).toEqual({}); // 200 UTF-16 units
    expect(problemsOf({ name: 'o\u0308'.repeat(100), categoryId: 1 })).toEqual({}); // 100 after NFC
    expect(problemsOf({ name: 'o\u0308'.repeat(101), categoryId: 1 }).name).toBeDefined();
  });

  it.each([
    ['', /empty/],
    ['   ', /empty or only whitespace/],
    ['\u3000\u00a0', /whitespace/],
    ['a\nb', /control/],
    ['a\u0000', /control/],
    ['a\u007f', /control/],
    ['\ud83d', /surrogate/],
    [7, /string/],
    [null, /string/],
  ])('refuses the name %j', (name, problem) => {
    expect(problemsOf({ name, categoryId: 1 }).name).toMatch(problem);
  });

  it.each([[0], [-1], [1.5], ['1'], [2 ** 53], [Number.NaN], [Infinity], [null]])('refuses categoryId %j', (categoryId) => {
    expect(problemsOf({ name: 'Rex', categoryId }).categoryId).toBeDefined();
  });

  it('accepts categoryId 2^53−1', () => {
    expect(validateNewPet({ name: 'Rex', categoryId: 2 ** 53 - 1 }).categoryId).toBe(2 ** 53 - 1);
  });

  it('refuses an unknown status, unknown fields and a client id, naming each', () => {
    expect(problemsOf({ name: 'Rex', categoryId: 1, status: 'Sold', id: 3, owner: 'me' })).toEqual({
      status: 'must be one of available, pending, sold',
      id: 'is assigned by the service and must not be sent',
      owner: 'is not a known field',
    });
  });

  it('refuses bodies that are not objects', () => {
    for (const body of [null, [], 'Rex', 3, undefined]) expect(problemsOf(body)).toHaveProperty('body');
  });

  it('reports missing fields as required', () => {
    expect(problemsOf({})).toEqual({ name: 'is required', categoryId: 'is required' });
  });
});
