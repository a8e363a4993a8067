import { describe, expect, it } from 'vitest';
import { petJson, petsJson } from '../../adapters/http/pet-json.js';
import type { Pet } from '../../core/index.js';

const awkwardNames = [
  'Rex',
  'Mr. "Whiskers"',
  'back\\slash',
  'tab\there',
  'new\nline',
  '\u0000\u001f\u007f',
  'Zoë 🐶 猫',
  '\u2028\u2029',
  'lone \ud800 surrogate',
  '</script>',
  ' ',
];

describe('petJson / petsJson', () => {
  it('gives the bytes JSON.stringify gives, whatever the name holds', () => {
    const pets: Pet[] = awkwardNames.map((name, i) => ({
      id: i + 1,
      name,
      categoryId: 1 + i * 1000,
      status: (['available', 'pending', 'sold'] as const)[i % 3]!,
    }));
    for (const pet of pets) expect(petJson(pet)).toBe(JSON.stringify(pet));
    expect(petsJson(pets)).toBe(JSON.stringify(pets));
    expect(petsJson([])).toBe('[]');
    expect(petsJson(pets.slice(0, 1))).toBe(JSON.stringify(pets.slice(0, 1)));
  });

  it('writes only the four fields of a Pet, whatever else a store keeps on its records', () => {
    const record = { _id: 'abc', ownerId: 'key-1', version: 7, id: 3, name: 'Rex', categoryId: 2, status: 'sold' as const };
    const fields = '{"id":3,"name":"Rex","categoryId":2,"status":"sold"}';
    expect(petJson(record)).toBe(fields);
    expect(petsJson([record, record])).toBe(`[${fields},${fields}]`);
  });

  it('writes the largest safe id exactly', () => {
    const pet: Pet = { id: Number.MAX_SAFE_INTEGER, name: 'Max', categoryId: Number.MAX_SAFE_INTEGER, status: 'sold' };
    expect(petJson(pet)).toBe(JSON.stringify(pet));
  });
});
