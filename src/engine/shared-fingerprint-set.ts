/**
 * The visited set of the BFS: 64-bit fingerprints in an open-addressing table
 * of (high, low) 32-bit word pairs on a SharedArrayBuffer, so worker threads
 * insert into one table. A word of 0 is reserved (fingerprints are mapped off
 * it, see `normalize`): an empty slot has low = 0, and a slot whose high is
 * still 0 is being written by another thread.
 *
 * Insertion is lock-free: a thread claims an empty slot by compare-and-swap
 * on its low word, then stores the high word. Callers guarantee that one
 * fingerprint is never inserted by two threads at once (the BFS partitions
 * fingerprints among workers), so a half-written slot always holds some
 * other fingerprint and probing simply moves on.
 *
 * The table never grows while threads insert: the BFS calls `ensureRoom`
 * between phases, with at most 3/4 of the slots in use.
 */
const MAX_LOAD = 0.75;

/** Fingerprint words, with 0 mapped to 1 (0 marks an empty or half-written slot). */
export function normalize(word: number): number {
  return word === 0 ? 1 : word;
}

export class SharedFingerprintSet {
  private words: Uint32Array;
  private mask: number;

  /** Wraps an existing table (in a worker), or makes one with room for `initialCapacity` slots. */
  constructor(initialCapacityOrBuffer: number | SharedArrayBuffer = 1 << 20) {
    if (typeof initialCapacityOrBuffer === 'number') {
      let capacity = 1 << 4;
      while (capacity < initialCapacityOrBuffer) capacity *= 2;
      this.words = new Uint32Array(new SharedArrayBuffer(capacity * 8));
    } else {
      this.words = new Uint32Array(initialCapacityOrBuffer);
    }
    this.mask = this.words.length / 2 - 1;
  }

  get buffer(): SharedArrayBuffer {
    return this.words.buffer as SharedArrayBuffer;
  }

  get capacity(): number {
    return this.mask + 1;
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  /** The slot a fingerprint's probe starts at. */
  private home(high: number, low: number): number {
    return (low ^ (high >>> 7)) & this.mask;
  }

  /**
   * Adds the normalized fingerprint (high, low); true iff it was already present
   * (TLC's FPSet.put contract). `concurrent` false, when no other thread
   * inserts, claims slots with plain stores instead of compare-and-swap.
   */
  put(high: number, low: number, concurrent = true): boolean {
    const words = this.words;
    const mask = this.mask;
    let slot = this.home(high, low);
    for (;;) {
      const at = slot << 1;
      let storedLow = words[at + 1] as number;
      if (storedLow === 0) {
        if (!concurrent) {
          words[at] = high;
          words[at + 1] = low;
          return false;
        }
        storedLow = Atomics.compareExchange(words, at + 1, 0, low);
        if (storedLow === 0) {
          Atomics.store(words, at, high);
          return false;
        }
      }
      // a plain read is enough: a high word not yet written reads 0, which no fingerprint has
      if (storedLow === low && words[at] === high) return true;
      slot = (slot + 1) & mask;
    }
  }

  /** True iff the normalized fingerprint is present. */
  contains(high: number, low: number): boolean {
    const words = this.words;
    let slot = this.home(high, low);
    for (;;) {
      const at = slot << 1;
      const storedLow = words[at + 1] as number;
      if (storedLow === 0) return false;
      if (storedLow === low && words[at] === high) return true;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Reads the fingerprint's home slot so that a later put finds it in cache; the value is meaningless. */
  touch(high: number, low: number): number {
    return this.words[(this.home(high, low) << 1) + 1] as number;
  }

  /** The bytes the table would take to hold `count` fingerprints (its current size if it already can). */
  bytesToHold(count: number): number {
    let capacity = this.capacity;
    while (count > capacity * MAX_LOAD) capacity *= 2;
    return capacity * 8;
  }

  /**
   * Makes room for `incoming` more fingerprints on top of `size` present ones,
   * doubling (and rehashing) while the load would pass 3/4. Returns true if the
   * table was replaced (workers must then be given the new buffer). Only call
   * it while no thread inserts.
   */
  ensureRoom(size: number, incoming: number): boolean {
    let capacity = this.capacity;
    while ((size + incoming) > capacity * MAX_LOAD) capacity *= 2;
    if (capacity === this.capacity) return false;
    const old = this.words;
    const words = new Uint32Array(new SharedArrayBuffer(capacity * 8));
    const mask = capacity - 1;
    for (let at = 0; at < old.length; at += 2) {
      const low = old[at + 1] as number;
      if (low === 0) continue;
      const high = old[at] as number;
      let slot = (low ^ (high >>> 7)) & mask;
      while ((words[(slot << 1) + 1] as number) !== 0) slot = (slot + 1) & mask;
      words[slot << 1] = high;
      words[(slot << 1) + 1] = low;
    }
    this.words = words;
    this.mask = mask;
    return true;
  }

  /** The table's words, e.g. to save them. */
  contents(): Uint32Array {
    return this.words;
  }

  /** Counts the occupied slots (for checks and checkpoints; O(capacity)). */
  countOccupied(): number {
    let count = 0;
    for (let at = 1; at < this.words.length; at += 2) if (this.words[at] !== 0) count++;
    return count;
  }
}
