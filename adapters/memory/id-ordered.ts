import sortedBTree from 'sorted-btree';

type BTreeClass = typeof sortedBTree.default;
// sorted-btree is CommonJS with its class as `exports.default`: Node's ESM loader hands over the
// exports object, vitest's the class itself.
const BTree: BTreeClass = typeof sortedBTree === 'function' ? sortedBTree : sortedBTree.default;

/** Entries appended past the tree's highest id before they are moved into it together. */
const TAIL_SIZE = 64;

/**
 * Values kept in ascending id order in a B+ tree (sorted-btree): insertion and removal anywhere in
 * O(log n), and a page after an id in O(log n + limit). Used per status, so a status change moves
 * one entry between two trees instead of shifting a sorted array.
 *
 * Ids are handed out in increasing order, so nearly every insertion is past the highest id. Those
 * land in a short sorted tail first and move into the tree TAIL_SIZE at a time: one walk down a
 * large tree per insertion was the costliest step of a create in memory (cache misses, each time
 * on a path the rest of the request had pushed out), where the batch walks the same path while it
 * is warm. Every id in the tail is above every id in the tree.
 */
export class IdOrdered<V> {
  private readonly tree = new BTree<number, V>();
  private tailIds: number[] = [];
  private tailValues: V[] = [];
  /** At least the tree's highest id (a removal does not lower it): an id above it is above them all. */
  private treeBound = -Infinity;

  get(id: number): V | undefined {
    if (this.inTail(id)) {
      const at = this.tailIndex(id);
      return this.tailIds[at] === id ? this.tailValues[at] : undefined;
    }
    return this.tree.get(id);
  }

  set(id: number, value: V): void {
    const ids = this.tailIds;
    if (id > (ids.length === 0 ? this.treeBound : ids[ids.length - 1]!)) {
      ids.push(id);
      this.tailValues.push(value);
      if (ids.length >= TAIL_SIZE) this.settleTail();
    } else if (this.inTail(id)) {
      const at = this.tailIndex(id);
      if (ids[at] === id) this.tailValues[at] = value;
      else {
        ids.splice(at, 0, id);
        this.tailValues.splice(at, 0, value);
      }
    } else this.setInTree(id, value);
  }

  delete(id: number): void {
    if (!this.inTail(id)) {
      this.tree.delete(id);
      return;
    }
    const at = this.tailIndex(id);
    if (this.tailIds[at] !== id) return;
    this.tailIds.splice(at, 1);
    this.tailValues.splice(at, 1);
  }

  /** Up to `limit` values (as `project` makes them) with an id greater than `afterId` (from the start when undefined), ascending. */
  page<R>(afterId: number | undefined, limit: number, project: (value: V) => R): R[] {
    const found: R[] = [];
    if (limit <= 0) return found;
    // entries(k) starts at the first key ≥ k; ids are integers, so afterId + 1 is the first candidate.
    const first = afterId === undefined ? undefined : afterId + 1;
    if (first === undefined || !this.inTail(first)) {
      for (const [, value] of this.tree.entries(first)) {
        found.push(project(value));
        if (found.length >= limit) return found;
      }
    }
    for (let at = first === undefined ? 0 : this.tailIndex(first); at < this.tailIds.length && found.length < limit; at++) {
      found.push(project(this.tailValues[at]!));
    }
    return found;
  }

  /** Up to `limit` values with an id lower than `beforeId` (from the highest when undefined), descending. */
  pageDown(beforeId: number | undefined, limit: number): V[] {
    const found: V[] = [];
    if (limit <= 0) return found;
    const last = beforeId === undefined ? undefined : beforeId - 1;
    for (let at = (last === undefined ? this.tailIds.length : this.tailIndex(last + 1)) - 1; at >= 0; at--) {
      found.push(this.tailValues[at]!);
      if (found.length >= limit) return found;
    }
    // entriesReversed(k) starts at the last key ≤ k.
    for (const [, value] of this.tree.entriesReversed(last)) {
      found.push(value);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** The lowest id held, or undefined when empty. */
  firstId(): number | undefined {
    return this.tree.minKey() ?? this.tailIds[0];
  }

  get size(): number {
    return this.tree.size + this.tailIds.length;
  }

  /** Whether `id` falls in the tail's range (the tree holds only lower ids). */
  private inTail(id: number): boolean {
    return this.tailIds.length > 0 && id >= this.tailIds[0]!;
  }

  /** The first position in the tail whose id is ≥ `id`. */
  private tailIndex(id: number): number {
    const ids = this.tailIds;
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ids[middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private setInTree(id: number, value: V): void {
    this.tree.set(id, value);
    if (id > this.treeBound) this.treeBound = id;
  }

  private settleTail(): void {
    const ids = this.tailIds;
    const values = this.tailValues;
    for (let i = 0; i < ids.length; i++) this.setInTree(ids[i]!, values[i]!);
    this.tailIds = [];
    this.tailValues = [];
  }
}
