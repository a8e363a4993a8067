import { describe, expect, it } from 'vitest';
import { entityTag, ifMatchCondition, noneMatchHits } from '../../adapters/http/entity-tags.js';
import { RequestValidators } from '../../adapters/http/openapi/validators.js';
import { getPet } from '../../adapters/http/operations/pets/get-pet.js';
import { updatePet } from '../../adapters/http/operations/pets/update-pet.js';
import { satisfies, ValidationError } from '../../core/index.js';

describe('entity tags', () => {
  const tag = entityTag('p', 12, 3);

  it('are strong, and differ by kind, id and version', () => {
    expect(tag).toBe('"p12.3"');
    expect(new Set([tag, entityTag('o', 12, 3), entityTag('p', 1, 23), entityTag('p', 12, 4)]).size).toBe(4);
  });

  it('If-Match: absent → no condition, * → any, a list → the versions its strong tags name for this resource', () => {
    expect(ifMatchCondition(undefined, 'p', 12)).toBeUndefined();
    expect(ifMatchCondition(' * ', 'p', 12)).toBe('any');
    expect(ifMatchCondition('"p12.3"', 'p', 12)).toEqual([3]);
    expect(ifMatchCondition('"x", "p12.3" ,"p12.5"', 'p', 12)).toEqual([3, 5]);
    // Weak tags never match under strong comparison; another resource's or kind's tag names nothing here.
    expect(ifMatchCondition('W/"p12.3"', 'p', 12)).toEqual([]);
    expect(ifMatchCondition('"p1.3", "o12.3", "p12.x", "p12.03"', 'p', 12)).toEqual([]);
    expect(satisfies(3, ifMatchCondition('"p12.3"', 'p', 12))).toBe(true);
    expect(satisfies(4, ifMatchCondition('"p12.3"', 'p', 12))).toBe(false);
    expect(satisfies(4, ifMatchCondition('*', 'p', 12))).toBe(true);
  });

  it('are refused by their schema when not * or a list of entity tags, naming the header', () => {
    const validators = new RequestValidators();
    const read = validators.of(getPet);
    const write = validators.of(updatePet);
    const raw = (headers: Record<string, string>) => ({ path: { petId: '12' }, query: '', headers, rawHeaders: Object.entries(headers).flat() });
    for (const header of ['p12.3', '"p12.3', '"a" "b"', '"a",', 'W/ "a"', '**', '"a\\"b"']) {
      expect(() => write.parameters(raw({ 'if-match': header })), header).toThrow(ValidationError);
      expect(() => read.parameters(raw({ 'if-none-match': header })), header).toThrow(/If-None-Match: must be \* or a comma-separated list/);
    }
    expect(read.parameters(raw({ 'if-none-match': ' W/"p12.3", "x" ' }))).toMatchObject({ petId: 12 });
  });

  it('If-None-Match compares weakly; * matches any current tag', () => {
    expect(noneMatchHits('*', tag)).toBe(true);
    expect(noneMatchHits('W/"p12.3"', tag)).toBe(true);
    expect(noneMatchHits('"p12.2", "p12.3"', tag)).toBe(true);
    expect(noneMatchHits('"p12.2"', tag)).toBe(false);
  });
});
