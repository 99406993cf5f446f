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
 * between phases. It is at most 3/4 full and grows by half, so it always
 * holds 8 / 0.75 = 10.7 to 8 / 0.5 = 16 bytes per fingerprint (past its
 * first size); a slot is found by scaling the hash to the capacity (a
 * multiplication, not a modulo), so the capacity need not be a power of two.
 */
const MAX_LOAD = 0.75;
const GROWTH = 1.5;
const HASH_RANGE = 4294967296;

/** Fingerprint words, with 0 mapped to 1 (0 marks an empty or half-written slot). */
export function normalize(word: number): number {
  return word === 0 ? 1 : word;
}

export class SharedFingerprintSet {
  private words: Uint32Array;
  private slots: number;

  /** Wraps an existing table (in a worker), or makes one with room for `initialCapacity` slots. */
  constructor(initialCapacityOrBuffer: number | SharedArrayBuffer = 1 << 20) {
    this.words =
      typeof initialCapacityOrBuffer === 'number'
        ? new Uint32Array(new SharedArrayBuffer(Math.max(16, Math.ceil(initialCapacityOrBuffer)) * 8))
        : new Uint32Array(initialCapacityOrBuffer);
    this.slots = this.words.length / 2;
  }

  get buffer(): SharedArrayBuffer {
    return this.words.buffer as SharedArrayBuffer;
  }

  get capacity(): number {
    return this.slots;
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  /** The slot a fingerprint's probe starts at: its hash scaled to the capacity. */
  private home(high: number, low: number): number {
    return Math.floor(((low ^ (high >>> 7)) >>> 0) * this.slots / HASH_RANGE);
  }

  /**
   * Adds the normalized fingerprint (high, low); true iff it was already present
   * (TLC's FPSet.put contract). `concurrent` false, when no other thread
   * inserts, claims slots with plain stores instead of compare-and-swap.
   */
  put(high: number, low: number, concurrent = true): boolean {
    const words = this.words;
    const slots = this.slots;
    let slot = this.home(high, low);
    for (;;) {
      const at = slot * 2;
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
      if (++slot === slots) slot = 0;
    }
  }

  /** True iff the normalized fingerprint is present. */
  contains(high: number, low: number): boolean {
    const words = this.words;
    let slot = this.home(high, low);
    for (;;) {
      const at = slot * 2;
      const storedLow = words[at + 1] as number;
      if (storedLow === 0) return false;
      if (storedLow === low && words[at] === high) return true;
      if (++slot === this.slots) slot = 0;
    }
  }

  /** Reads the fingerprint's home slot so that a later put finds it in cache; the value is meaningless. */
  touch(high: number, low: number): number {
    return this.words[(this.home(high, low) * 2) + 1] as number;
  }

  /** The bytes the table would take to hold `count` fingerprints (its current size if it already can). */
  bytesToHold(count: number): number {
    return this.capacityToHold(count) * 8;
  }

  private capacityToHold(count: number): number {
    let capacity = this.slots;
    while (count > capacity * MAX_LOAD) capacity = Math.ceil(capacity * GROWTH);
    return capacity;
  }

  /**
   * Makes room for `incoming` more fingerprints on top of `size` present ones,
   * growing by half (and rehashing) while the load would pass 3/4. Returns true if the
   * table was replaced (workers must then be given the new buffer). Only call
   * it while no thread inserts.
   */
  ensureRoom(size: number, incoming: number): boolean {
    const capacity = this.capacityToHold(size + incoming);
    if (capacity === this.slots) return false;
    const old = this.words;
    this.words = new Uint32Array(new SharedArrayBuffer(capacity * 8));
    this.slots = capacity;
    const words = this.words;
    for (let at = 0; at < old.length; at += 2) {
      const low = old[at + 1] as number;
      if (low === 0) continue;
      const high = old[at] as number;
      let slot = this.home(high, low);
      while ((words[(slot * 2) + 1] as number) !== 0) if (++slot === capacity) slot = 0;
      words[slot * 2] = high;
      words[(slot * 2) + 1] = low;
    }
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
