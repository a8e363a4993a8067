import sortedBTree from 'sorted-btree';

type BTreeClass = typeof sortedBTree.default;
// sorted-btree is CommonJS with its class as `exports.default`: Node's ESM loader hands over the
// exports object, vitest's the class itself.
const BTree: BTreeClass = typeof sortedBTree === 'function' ? sortedBTree : sortedBTree.default;

/**
 * Values kept in ascending id order in a B+ tree (sorted-btree): insertion and removal anywhere in
 * O(log n), and a page after an id in O(log n + limit). Used per status, so a status change moves
 * one entry between two trees instead of shifting a sorted array.
 */
export class IdOrdered<V> {
  private readonly tree = new BTree<number, V>();

  get(id: number): V | undefined {
    return this.tree.get(id);
  }

  set(id: number, value: V): void {
    this.tree.set(id, value);
  }

  delete(id: number): void {
    this.tree.delete(id);
  }

  /** Up to `limit` values (as `project` makes them) with an id greater than `afterId` (from the start when undefined), ascending. */
  page<R>(afterId: number | undefined, limit: number, project: (value: V) => R): R[] {
    const found: R[] = [];
    if (limit <= 0) return found;
    // entries(k) starts at the first key ≥ k; ids are integers, so afterId + 1 is the first candidate.
    for (const [, value] of this.tree.entries(afterId === undefined ? undefined : afterId + 1)) {
      found.push(project(value));
      if (found.length >= limit) break;
    }
    return found;
  }

  /** Up to `limit` values with an id lower than `beforeId` (from the highest when undefined), descending. */
  pageDown(beforeId: number | undefined, limit: number): V[] {
    const found: V[] = [];
    if (limit <= 0) return found;
    // entriesReversed(k) starts at the last key ≤ k.
    for (const [, value] of this.tree.entriesReversed(beforeId === undefined ? undefined : beforeId - 1)) {
      found.push(value);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** The lowest id held, or undefined when empty. */
  firstId(): number | undefined {
    return this.tree.minKey();
  }

  get size(): number {
    return this.tree.size;
  }
}
