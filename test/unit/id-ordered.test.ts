import { describe, expect, it } from 'vitest';
import { IdOrdered } from '../../adapters/memory/id-ordered.js';

/** A small deterministic generator (mulberry32), so a failure replays. */
function randomFrom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** The same operations on a plain sorted map: what IdOrdered must answer. */
class Reference {
  readonly values = new Map<number, string>();
  ids(): number[] {
    return [...this.values.keys()].sort((a, b) => a - b);
  }
  page(afterId: number | undefined, limit: number): string[] {
    return this.ids()
      .filter((id) => afterId === undefined || id > afterId)
      .slice(0, Math.max(0, limit))
      .map((id) => this.values.get(id)!);
  }
  pageDown(beforeId: number | undefined, limit: number): string[] {
    return this.ids()
      .reverse()
      .filter((id) => beforeId === undefined || id < beforeId)
      .slice(0, Math.max(0, limit))
      .map((id) => this.values.get(id)!);
  }
}

describe('IdOrdered', () => {
  it('keeps ascending order, lookups and pages through appends, inserts below, replacements and removals', () => {
    for (const seed of [1, 2, 3]) {
      const random = randomFrom(seed);
      const ordered = new IdOrdered<string>();
      const reference = new Reference();
      let nextId = 1;
      for (let step = 0; step < 3_000; step++) {
        const roll = random(100);
        const known = reference.ids();
        if (roll < 60) {
          // Mostly new ids, as a repository hands them out (some skipped, as removals leave them).
          const id = nextId;
          nextId += 1 + random(3);
          ordered.set(id, `v${id}.${step}`);
          reference.values.set(id, `v${id}.${step}`);
        } else if (roll < 75) {
          // Back into the middle (a status change moving an older entry into this listing).
          const id = 1 + random(nextId);
          ordered.set(id, `w${id}.${step}`);
          reference.values.set(id, `w${id}.${step}`);
        } else {
          const id = known.length > 0 && random(4) > 0 ? known[random(known.length)]! : 1 + random(nextId);
          ordered.delete(id);
          reference.values.delete(id);
        }
        if (step % 7 === 0) {
          const id = 1 + random(nextId + 2);
          expect(ordered.get(id)).toBe(reference.values.get(id));
          expect(ordered.size).toBe(reference.values.size);
          expect(ordered.firstId()).toBe(reference.ids()[0]);
          const from = random(4) === 0 ? undefined : random(nextId + 2);
          const limit = random(90);
          expect(ordered.page(from, limit, (value) => value)).toEqual(reference.page(from, limit));
          expect(ordered.pageDown(from, limit)).toEqual(reference.pageDown(from, limit));
        }
      }
      expect(ordered.page(undefined, 10_000, (value) => value)).toEqual(reference.page(undefined, 10_000));
    }
  });

  it('pages across the appended entries and the older ones alike', () => {
    const ordered = new IdOrdered<number>();
    for (let id = 1; id <= 200; id++) ordered.set(id, id);
    ordered.delete(150);
    ordered.delete(199);
    expect(ordered.page(140, 12, (id) => id)).toEqual([141, 142, 143, 144, 145, 146, 147, 148, 149, 151, 152, 153]);
    expect(ordered.pageDown(undefined, 3)).toEqual([200, 198, 197]);
    expect(ordered.pageDown(152, 3)).toEqual([151, 149, 148]);
    expect(ordered.page(198, 5, (id) => id)).toEqual([200]);
    expect(ordered.size).toBe(198);
  });
});
