/**
 * The fingerprint table, written once for every use: the BFS's visited set
 * (cut into partitions, filled by several threads), the DFS's table of
 * depths and the simulator's set of states seen. Open addressing with linear
 * probing over one Uint32Array on a SharedArrayBuffer.
 *
 * A fingerprint is `width` 32-bit words (see fingerprint.ts): word 0 (the
 * "high" word) chooses its partition, words 0 and 1 its first slot, and word 1
 * is never 0 (see `normalize`), so a slot whose word 1 is 0 is empty. A slot
 * holds the fingerprint's words, then `payloadWords` words of the use's own
 * (the DFS keeps a level there): `stride` words in all. Fingerprints travel
 * the same way everywhere: `width` consecutive words of a Uint32Array.
 *
 * Partitions: the table is cut into P equal ranges of slots, and a
 * fingerprint lives in, and probes within, the range of its partition
 * (`partitionOf`). So each range is written by one thread only, and
 * inserting takes plain loads and stores: no compare-and-swap, whose full
 * barrier would stop the cache misses of successive inserts from overlapping
 * (it made marking 2.5 times slower). The BFS separates its phases with
 * Atomics.wait/notify, which order these plain writes before any other
 * thread reads them.
 *
 * The table never grows while threads insert: its user calls `ensureRoom`
 * between phases with the number of fingerprints each partition holds and
 * may receive (or `makeRoomForOne` when one thread fills it). Each range is
 * at most 3/4 full and the table grows by half, so past its first size it
 * holds stride x 4 / 0.75 to stride x 4 / 0.5 bytes per fingerprint. A
 * fingerprint's first slot is its hash scaled to the range (a
 * multiplication, not a modulo), so sizes need not be powers of two.
 */
import {
  makeWindowInserter,
  partitionOf,
  probe,
  rehashHere,
  store,
  type Rehash,
  type SlotLayout,
  type WindowInserter,
} from './table-probe.js';

/** Numbers the tables allocated in this thread (see `generation`). */
let allocations = 0;

const MAX_LOAD = 0.75;
const GROWTH = 1.5;

/**
 * What a table holds: fingerprints of `width` words (2 or 4), `payloadWords`
 * more words per slot (default 0), cut into `partitions` ranges (default 1).
 */
export interface TableShape {
  readonly width: number;
  readonly payloadWords?: number;
  readonly partitions?: number;
}

export class FingerprintTable implements SlotLayout {
  readonly width: number;
  readonly stride: number;
  readonly partitions: number;
  private words: Uint32Array;
  private slots = 0;
  /** Slots per partition. */
  private rangeSlots = 0;
  /** The fingerprints a range holds before it must grow. */
  private rangeLimit = 0;
  /**
   * Changes whenever the table's memory does (it grew): a SharedArrayBuffer
   * sent to a worker arrives as a new object, so threads compare this
   * instead to know whether they hold the current table.
   */
  generation = 0;

  /** Wraps an existing table's memory (in a worker, or from a checkpoint), or makes one of about `initialSlots` slots. */
  constructor(shape: TableShape, initialSlotsOrBuffer: number | SharedArrayBuffer = 1 << 16) {
    const { width, payloadWords = 0, partitions = 1 } = shape;
    if (!Number.isInteger(width) || width < 2) throw new RangeError(`a fingerprint is 2 or more words, got ${width}`);
    if (!Number.isInteger(partitions) || partitions < 1) throw new RangeError(`partitions must be a positive integer, got ${partitions}`);
    this.width = width;
    this.stride = width + payloadWords;
    this.partitions = partitions;
    if (typeof initialSlotsOrBuffer === 'number') {
      this.words = this.allocate(this.roundToPartitions(Math.max(16, Math.ceil(initialSlotsOrBuffer))));
    } else {
      this.words = new Uint32Array(initialSlotsOrBuffer);
      const slots = this.words.length / this.stride;
      if (!Number.isInteger(slots) || slots % partitions !== 0)
        throw new RangeError(
          `a table of ${this.words.length} words cannot be cut into ${partitions} equal partitions of ${this.stride}-word slots`,
        );
    }
    this.measure();
  }

  private allocate(slots: number): Uint32Array {
    return new Uint32Array(new SharedArrayBuffer(slots * this.stride * 4));
  }

  private measure(): void {
    this.generation = ++allocations;
    this.slots = this.words.length / this.stride;
    this.rangeSlots = this.slots / this.partitions;
    this.rangeLimit = Math.floor(this.rangeSlots * MAX_LOAD);
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

  /**
   * The word index of the fingerprint fingerprints[from ..]'s slot if it is
   * present, else of the empty slot where its probe ends (where `store` puts it).
   */
  slotOf(fingerprints: Uint32Array, from: number): number {
    const first = partitionOf(fingerprints[from] as number, this.partitions) * this.rangeSlots;
    return probe(this.words, this.stride, this.width, first, first + this.rangeSlots, this.rangeSlots, fingerprints, from);
  }

  /** Whether the slot at word index `at` is empty. */
  isEmpty(at: number): boolean {
    return this.words[at + 1] === 0;
  }

  /** Writes the fingerprint into the empty slot at word `at` that `slotOf` gave for it. */
  store(at: number, fingerprints: Uint32Array, from: number): void {
    store(this.words, at, fingerprints, from, this.width);
  }

  /**
   * Adds the normalized fingerprint fingerprints[from ..]; true iff it was
   * already present (TLC's FPSet.put contract). Only the thread that owns
   * the fingerprint's partition may call it while others insert.
   */
  put(fingerprints: Uint32Array, from: number): boolean {
    const at = this.slotOf(fingerprints, from);
    if (!this.isEmpty(at)) return true;
    this.store(at, fingerprints, from);
    return false;
  }

  /** True iff the normalized fingerprint is present. */
  contains(fingerprints: Uint32Array, from: number): boolean {
    return !this.isEmpty(this.slotOf(fingerprints, from));
  }

  /** Puts candidates of partition `partition` into the table as it is now (until it grows: see `generation`); see WindowInserter. */
  windowInserter(partition: number): WindowInserter {
    return makeWindowInserter(this.words, this, partition * this.rangeSlots, this.rangeSlots);
  }

  /**
   * The bytes the table would take for partition p to hold `held[p] +
   * incoming[p]` fingerprints, for every p (its current size if it already can).
   */
  bytesToHold(held: readonly number[], incoming: readonly number[]): number {
    return this.capacityToHold(held, incoming) * this.stride * 4;
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
   * (threads must then be given the new buffer). `rehash` moves the slots
   * over, partition by partition (by default in this thread). Only call it
   * while no thread inserts.
   */
  ensureRoom(held: readonly number[], incoming: readonly number[], rehash: Rehash = rehashHere): boolean {
    const capacity = this.capacityToHold(held, incoming);
    if (capacity === this.slots) return false;
    const source = this.words;
    const target = this.allocate(capacity);
    rehash(source, target, this, this.partitions);
    this.words = target;
    this.measure();
    return true;
  }

  /** For a table of one partition filled by one thread: makes room for one more fingerprint beside the `held` present. */
  makeRoomForOne(held: number): void {
    if (held >= this.rangeLimit) this.ensureRoom([held], [1]);
  }

  /** The same fingerprints in a table cut into `partitions` ranges (this one if it already is). */
  withPartitions(partitions: number): FingerprintTable {
    if (partitions === this.partitions) return this;
    const other = new FingerprintTable({ width: this.width, payloadWords: this.stride - this.width, partitions }, 16);
    other.ensureRoom(this.occupiedByPartition(partitions), [], () => {});
    const words = this.words;
    for (let at = 0; at < words.length; at += this.stride) {
      if (words[at + 1] === 0) continue;
      const slot = other.slotOf(words, at);
      for (let k = 0; k < this.stride; k++) other.words[slot + k] = words[at + k] as number;
    }
    return other;
  }

  /** The table's words, e.g. to save them or to read a slot's payload. */
  contents(): Uint32Array {
    return this.words;
  }

  /** Empties the table (it keeps its size). */
  clear(): void {
    this.words.fill(0);
  }

  /** Calls `visit` with the word index of every occupied slot, in slot order, until it returns false. */
  forEachOccupied(visit: (at: number, words: Uint32Array) => boolean | void): void {
    const words = this.words;
    for (let at = 0; at < words.length; at += this.stride) if (words[at + 1] !== 0 && visit(at, words) === false) return;
  }

  /** Counts the occupied slots (for checks and checkpoints; O(capacity)). */
  countOccupied(): number {
    let count = 0;
    for (let at = 1; at < this.words.length; at += this.stride) if (this.words[at] !== 0) count++;
    return count;
  }

  /** How many fingerprints fall in each of `partitions` partitions (O(capacity)). */
  occupiedByPartition(partitions = this.partitions): number[] {
    const counts = new Array<number>(partitions).fill(0);
    const words = this.words;
    for (let at = 0; at < words.length; at += this.stride) {
      if (words[at + 1] === 0) continue;
      const p = partitionOf(words[at] as number, partitions);
      counts[p] = (counts[p] as number) + 1;
    }
    return counts;
  }
}
