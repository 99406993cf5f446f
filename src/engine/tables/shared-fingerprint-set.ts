/**
 * The visited set of the BFS: 64-bit fingerprints in an open-addressing table
 * of (high, low) 32-bit word pairs on a SharedArrayBuffer, so that worker
 * threads insert into one table. A word of 0 is reserved (fingerprints are
 * mapped off it, see `normalize`): an empty slot has low = 0.
 *
 * Partitions: the BFS gives each fingerprint to one of P workers by the top
 * bits of its high word (`partitionOf`). The table is cut into P equal ranges of slots, and a fingerprint
 * lives in, and probes within, the range of its partition. So each range is
 * written by one thread only, and inserting takes plain loads and stores: no
 * compare-and-swap, whose full barrier would stop the cache misses of
 * successive inserts from overlapping (it made marking 2.5 times slower).
 * Phases of the BFS are separated by Atomics.wait/notify, which order these
 * plain writes before any other thread reads them.
 *
 * The table never grows while threads insert: the BFS calls `ensureRoom`
 * between phases, with the number of fingerprints each partition holds and
 * may receive. Each range is at most 3/4 full and the table grows by half, so
 * it holds 8 / 0.75 = 10.7 to 8 / 0.5 = 16 bytes per fingerprint (past its
 * first size, with ranges filled evenly). When the memory budget cannot hold
 * a larger table the BFS fills this one fuller instead (`canHold`). A slot is found by scaling the hash
 * to the range (a multiplication, not a modulo), so sizes need not be powers
 * of two.
 */
/** Numbers the tables allocated in this thread (see `generation`). */
let allocations = 0;

const MAX_LOAD = 0.75;
const GROWTH = 1.5;
const HASH_RANGE = 4294967296;

/** Fingerprint words, with 0 mapped to 1 (0 marks an empty slot). */
export function normalize(word: number): number {
  return word === 0 ? 1 : word;
}

/**
 * The partition of a fingerprint among `partitions`: the worker that marks it
 * and the range of slots it lives in. Its high word's top 16 bits scaled to
 * 0..partitions-1, by a multiplication: `high % partitions` would be a
 * floating-point remainder for words past 2^31, several times slower.
 */
export function partitionOf(high: number, partitions: number): number {
  return partitions === 1 ? 0 : ((high >>> 16) * partitions) >>> 16;
}

/** Where a fingerprint's probe starts, from the first slot of its range of `rangeSlots` slots: the hash scaled to the range. */
function homeOffset(high: number, low: number, rangeSlots: number): number {
  return Math.floor(((low ^ (high >>> 7)) >>> 0) * rangeSlots / HASH_RANGE);
}

/**
 * The word index of the fingerprint's slot among the slots first .. end - 1
 * of `words` if it is there, else of the empty slot where its probe ends.
 */
function probeRange(words: Uint32Array, first: number, end: number, rangeSlots: number, high: number, low: number): number {
  let slot = first + homeOffset(high, low, rangeSlots);
  for (;;) {
    const at = slot * 2;
    const storedLow = words[at + 1] as number;
    if (storedLow === 0 || (storedLow === low && words[at] === high)) return at;
    if (++slot === end) slot = first;
  }
}

/**
 * Puts the candidates `window[0 .. count - 1]` (indexes into `high` and
 * `low`, all of one partition, in enumeration order) into the table; writes
 * 1 to `duplicates[region + i]` for a candidate already there, else 0, and
 * returns how many were new. Their home slots are read first, so that the
 * cache misses of the window overlap instead of coming one after another.
 */
export type WindowInserter = (high: Uint32Array, low: Uint32Array, window: Int32Array, count: number, duplicates: Uint8Array, region: number) => number;

/** Keeps the reads of home slots from being optimized away: written, never read, on purpose. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a sink: its writes are what keep the reads
let touchSink = 0;

/**
 * A WindowInserter for one range of a table's words. The words and the
 * range are constants of the closure, which V8 compiles in: in a
 * micro-benchmark (27 and 122 MiB tables, 89 % of candidates new) marking
 * took some 20 % less time than with the same loops reading them from the
 * object; a whole search, 1 to 2 % (bench:ab).
 */
function makeWindowInserter(words: Uint32Array, first: number, rangeSlots: number): WindowInserter {
  const end = first + rangeSlots;
  return (high, low, window, count, duplicates, region) => {
    let touched = 0;
    for (let w = 0; w < count; w++) {
      const i = window[w] as number;
      touched ^= words[(first + homeOffset(high[i] as number, low[i] as number, rangeSlots)) * 2 + 1] as number;
    }
    touchSink ^= touched;
    let fresh = 0;
    for (let w = 0; w < count; w++) {
      const i = window[w] as number;
      const h = high[i] as number;
      const l = low[i] as number;
      const at = probeRange(words, first, end, rangeSlots, h, l);
      const duplicate = words[at + 1] === 0 ? 0 : 1;
      if (duplicate === 0) {
        words[at] = h;
        words[at + 1] = l;
        fresh++;
      }
      duplicates[region + i] = duplicate;
    }
    return fresh;
  };
}

/** Bytes between two writes that make the kernel back every page of a new table. */
const PAGE_BYTES = 4096;

/**
 * Writes a zero into every page of words start .. end - 1, so that the
 * kernel backs them all now, one after another: page faults taken in the
 * middle of a rehash cost more (on the large model, growing took 1.46 s with
 * them, and 0.35 s of faults plus 0.89 s of rehash with the pages touched
 * first). Two threads touching their own halves of a 309 MiB table took
 * 69 ms, one thread the whole of it 140 ms.
 */
function touchEveryPage(words: Uint32Array, start: number, end: number): void {
  for (let at = start; at < end; at += PAGE_BYTES / 4) words[at] = 0;
}

/**
 * Puts the fingerprints of partition p of the table `source` into the same
 * partition of the larger `target`, both cut into `partitions` equal ranges
 * (a fingerprint's partition does not depend on the table's size), after
 * touching every page of that range. One thread per partition may run it at
 * once: each writes its own range.
 */
export function rehashPartition(source: Uint32Array, target: Uint32Array, partitions: number, p: number): void {
  const sourceRange = source.length / 2 / partitions;
  const rangeSlots = target.length / 2 / partitions;
  const first = p * rangeSlots;
  const end = first + rangeSlots;
  touchEveryPage(target, first * 2, end * 2);
  for (let at = p * sourceRange * 2, last = (p + 1) * sourceRange * 2; at < last; at += 2) {
    const low = source[at + 1] as number;
    if (low === 0) continue;
    const high = source[at] as number;
    const slot = probeRange(target, first, end, rangeSlots, high, low);
    target[slot] = high;
    target[slot + 1] = low;
  }
}

/** Rehashes every partition of `source` into `target` (see rehashPartition), in whatever threads it has. */
export type Rehash = (source: Uint32Array, target: Uint32Array, partitions: number) => void;

/** Rehashes every partition in the calling thread. */
export const rehashHere: Rehash = (source, target, partitions) => {
  for (let p = 0; p < partitions; p++) rehashPartition(source, target, partitions, p);
};

export class SharedFingerprintSet {
  private words: Uint32Array;
  private slots = 0;
  /** Slots per partition. */
  private rangeSlots = 0;
  /**
   * Changes whenever the table's memory does (it grew): a SharedArrayBuffer
   * sent to a worker arrives as a new object, so threads compare this
   * instead to know whether they hold the current table.
   */
  generation = 0;

  /**
   * Wraps an existing table of `partitions` ranges (in a worker, or from a
   * checkpoint), or makes one with room for about `initialCapacity` slots.
   */
  constructor(initialCapacityOrBuffer: number | SharedArrayBuffer = 1 << 20, readonly partitions = 1) {
    if (!Number.isInteger(partitions) || partitions < 1) throw new RangeError(`partitions must be a positive integer, got ${partitions}`);
    if (typeof initialCapacityOrBuffer === 'number') {
      this.words = SharedFingerprintSet.allocate(this.roundToPartitions(Math.max(16, Math.ceil(initialCapacityOrBuffer))));
    } else {
      this.words = new Uint32Array(initialCapacityOrBuffer);
      if ((this.words.length / 2) % partitions !== 0) throw new RangeError(`a table of ${this.words.length / 2} slots cannot be cut into ${partitions} equal partitions`);
    }
    this.measure();
  }

  private static allocate(slots: number): Uint32Array {
    return new Uint32Array(new SharedArrayBuffer(slots * 8));
  }

  private measure(): void {
    this.generation = ++allocations;
    this.slots = this.words.length / 2;
    this.rangeSlots = this.slots / this.partitions;
  }

  private roundToPartitions(slots: number): number {
    return Math.ceil(slots / this.partitions) * this.partitions;
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

  /** The first slot of the range of the fingerprint's partition. */
  private rangeStart(high: number): number {
    return partitionOf(high, this.partitions) * this.rangeSlots;
  }

  /**
   * Adds the normalized fingerprint (high, low); true iff it was already
   * present (TLC's FPSet.put contract). Only the thread that owns the
   * fingerprint's partition may call it while others insert.
   */
  put(high: number, low: number): boolean {
    const words = this.words;
    const at = this.probe(high, low);
    if (words[at + 1] !== 0) return true;
    words[at] = high;
    words[at + 1] = low;
    return false;
  }

  /** True iff the normalized fingerprint is present. */
  contains(high: number, low: number): boolean {
    return this.words[this.probe(high, low) + 1] !== 0;
  }

  /** The word index of the fingerprint's slot if it is present, else of the empty slot where its probe ends. */
  private probe(high: number, low: number): number {
    const first = this.rangeStart(high);
    return probeRange(this.words, first, first + this.rangeSlots, this.rangeSlots, high, low);
  }

  /**
   * Puts candidates of partition `partition` into the table as it is now
   * (until it grows: see `generation`), as `put` does; see WindowInserter.
   */
  windowInserter(partition: number): WindowInserter {
    return makeWindowInserter(this.words, partition * this.rangeSlots, this.rangeSlots);
  }

  /**
   * The bytes the table would take for partition p to hold `held[p] +
   * incoming[p]` fingerprints, for every p (its current size if it already can).
   */
  bytesToHold(held: readonly number[], incoming: readonly number[]): number {
    return this.capacityToHold(held, incoming) * 8;
  }

  /** Whether partition p can take held[p] + incoming[p] fingerprints, for every p, without passing `maxLoad`. */
  canHold(held: readonly number[], incoming: readonly number[], maxLoad: number): boolean {
    return this.fullest(held, incoming) <= this.rangeSlots * maxLoad;
  }

  private fullest(held: readonly number[], incoming: readonly number[]): number {
    let fullest = 0;
    for (let p = 0; p < this.partitions; p++) fullest = Math.max(fullest, (held[p] ?? 0) + (incoming[p] ?? 0));
    return fullest;
  }

  private capacityToHold(held: readonly number[], incoming: readonly number[]): number {
    const fullest = this.fullest(held, incoming);
    let capacity = this.slots;
    while (fullest > (capacity / this.partitions) * MAX_LOAD) capacity = this.roundToPartitions(Math.ceil(capacity * GROWTH));
    return capacity;
  }

  /**
   * Makes room for incoming[p] more fingerprints on top of the held[p]
   * present in each partition p, growing by half (and rehashing) while a
   * range would pass 3/4 full. Returns true if the table was replaced
   * (workers must then be given the new buffer). `rehash` moves the
   * fingerprints over, partition by partition (by default in this thread).
   * Only call it while no thread inserts.
   */
  ensureRoom(held: readonly number[], incoming: readonly number[], rehash: Rehash = rehashHere): boolean {
    const capacity = this.capacityToHold(held, incoming);
    if (capacity === this.slots) return false;
    const source = this.words;
    const target = SharedFingerprintSet.allocate(capacity);
    rehash(source, target, this.partitions);
    this.words = target;
    this.measure();
    return true;
  }

  /** The same fingerprints in a table cut into `partitions` ranges (this one if it already is). */
  withPartitions(partitions: number): SharedFingerprintSet {
    if (partitions === this.partitions) return this;
    const other = new SharedFingerprintSet(16, partitions);
    const held = this.occupiedByPartition(partitions);
    other.rehashInto(SharedFingerprintSet.allocate(other.capacityToHold(held, [])), this.words);
    return other;
  }

  private rehashInto(target: Uint32Array, source: Uint32Array): void {
    this.words = target;
    this.measure();
    for (let at = 0; at < source.length; at += 2) {
      const low = source[at + 1] as number;
      if (low !== 0) this.put(source[at] as number, low);
    }
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

  /** How many fingerprints fall in each of `partitions` partitions (O(capacity)). */
  occupiedByPartition(partitions = this.partitions): number[] {
    const counts = new Array<number>(partitions).fill(0);
    for (let at = 0; at < this.words.length; at += 2) {
      if (this.words[at + 1] === 0) continue;
      const p = partitionOf(this.words[at] as number, partitions);
      counts[p] = (counts[p] as number) + 1;
    }
    return counts;
  }
}
