import sortedBTree from 'sorted-btree';

type BTreeClass = typeof sortedBTree.default;
// sorted-btree is CommonJS with its class as `exports.default` (see id-ordered.ts).
const BTree: BTreeClass = typeof sortedBTree === 'function' ? sortedBTree : sortedBTree.default;

type Key = readonly [number, string];
const compare = (a: Key, b: Key): number => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/**
 * Values ordered by a number (a time), ties by id, in a B+ tree: the first ones up to a bound in
 * O(log n + k), so a dispatcher claiming due deliveries never walks a backlog.
 */
export class DueOrder<V> {
  private readonly tree = new BTree<Key, V>(undefined, compare);

  set(at: number, id: string, value: V): void {
    this.tree.set([at, id], value);
  }

  delete(at: number, id: string): void {
    this.tree.delete([at, id]);
  }

  /** Up to `limit` values with a time ≤ `until`, earliest first. */
  upTo(until: number, limit: number): V[] {
    const found: V[] = [];
    for (const [, , value] of this.inOrder(until)) {
      if (found.length >= limit) break;
      found.push(value);
    }
    return found;
  }

  /** Each entry with a time ≤ `until` (every entry by default), earliest first, as [time, id, value]. */
  *inOrder(until = Infinity): Generator<[number, string, V]> {
    for (const [key, value] of this.tree.entries()) {
      if (key[0] > until) return;
      yield [key[0], key[1], value];
    }
  }

  /** The earliest time held, or undefined when empty. */
  firstTime(): number | undefined {
    return this.tree.minKey()?.[0];
  }

  get size(): number {
    return this.tree.size;
  }
}
