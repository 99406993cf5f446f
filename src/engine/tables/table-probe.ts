/**
 * Where a fingerprint lives in a fingerprint table (see fingerprint-table.ts)
 * and how it gets there: its partition, its probe, the insertion of a
 * window of candidates, and the rehash of a partition into a larger table.
 * Written once for every width and use; the hot loops take the layout as
 * literals for 64-bit fingerprints (see makeWindowInserter).
 */

const HASH_RANGE = 4294967296;

/** Fingerprint words 0 and 1 with 0 mapped to 1 (word 1 of 0 marks an empty slot). */
export function normalize(word: number): number {
  return word === 0 ? 1 : word;
}

/**
 * The partition of a fingerprint among `partitions`, from its word 0: the
 * worker that marks it and the range of slots it lives in. The word's top 16
 * bits scaled to 0..partitions-1, by a multiplication: `high % partitions`
 * would be a floating-point remainder for words past 2^31, several times slower.
 */
export function partitionOf(high: number, partitions: number): number {
  return partitions === 1 ? 0 : ((high >>> 16) * partitions) >>> 16;
}

/** How a table's slots are laid out: `width` words of fingerprint, `stride` words in all. */
export interface SlotLayout {
  readonly width: number;
  readonly stride: number;
}

/** Where a fingerprint's probe starts, from the first slot of its range of `rangeSlots` slots: the hash scaled to the range. */
function homeOffset(high: number, low: number, rangeSlots: number): number {
  return Math.floor((((low ^ (high >>> 7)) >>> 0) * rangeSlots) / HASH_RANGE);
}

/** Whether words 2 .. width - 1 of the fingerprint at fingerprints[from] equal those of the slot at words[at]. */
function sameTail(words: Uint32Array, at: number, fingerprints: Uint32Array, from: number, width: number): boolean {
  for (let k = 2; k < width; k++) if (words[at + k] !== fingerprints[from + k]) return false;
  return true;
}

/**
 * The word index of the fingerprint fingerprints[from ..] among the slots
 * first .. end - 1 of `words` if it is there, else of the empty slot where
 * its probe ends. Words 0 and 1 are compared first: the rest only decide
 * between fingerprints that share 64 bits.
 */
export function probe(
  words: Uint32Array,
  stride: number,
  width: number,
  first: number,
  end: number,
  rangeSlots: number,
  fingerprints: Uint32Array,
  from: number,
): number {
  const high = fingerprints[from] as number;
  const low = fingerprints[from + 1] as number;
  let slot = first + homeOffset(high, low, rangeSlots);
  for (;;) {
    const at = slot * stride;
    const storedLow = words[at + 1] as number;
    if (storedLow === 0 || (storedLow === low && words[at] === high && (width === 2 || sameTail(words, at, fingerprints, from, width))))
      return at;
    if (++slot === end) slot = first;
  }
}

/** Copies the fingerprint fingerprints[from ..] into the slot at words[at]. */
export function store(words: Uint32Array, at: number, fingerprints: Uint32Array, from: number, width: number): void {
  words[at] = fingerprints[from] as number;
  words[at + 1] = fingerprints[from + 1] as number;
  for (let k = 2; k < width; k++) words[at + k] = fingerprints[from + k] as number;
}

/**
 * Puts the candidates `window[0 .. count - 1]` (indexes of fingerprints of
 * `width` words in `fingerprints`, all of one partition, in enumeration
 * order) into the table; writes 1 to `duplicates[region + i]` for a
 * candidate already there, else 0, and returns how many were new. Their
 * home slots are read first, so that the cache misses of the window overlap
 * instead of coming one after another.
 */
export type WindowInserter = (
  fingerprints: Uint32Array,
  window: Int32Array,
  count: number,
  duplicates: Uint8Array,
  region: number,
) => number;

/** Keeps the reads of home slots from being optimized away: written, never read, on purpose. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a sink: its writes are what keep the reads
let touchSink = 0;

/** The body of every WindowInserter (see there), for the range first .. end - 1 of `words`. */
function insertWindow(
  words: Uint32Array,
  stride: number,
  width: number,
  first: number,
  end: number,
  rangeSlots: number,
  fingerprints: Uint32Array,
  window: Int32Array,
  count: number,
  duplicates: Uint8Array,
  region: number,
): number {
  let touched = 0;
  for (let w = 0; w < count; w++) {
    const from = (window[w] as number) * width;
    touched ^= words[
      (first + homeOffset(fingerprints[from] as number, fingerprints[from + 1] as number, rangeSlots)) * stride + 1
    ] as number;
  }
  touchSink ^= touched;
  let fresh = 0;
  for (let w = 0; w < count; w++) {
    const i = window[w] as number;
    const from = i * width;
    const at = probe(words, stride, width, first, end, rangeSlots, fingerprints, from);
    const duplicate = words[at + 1] === 0 ? 0 : 1;
    if (duplicate === 0) {
      store(words, at, fingerprints, from, width);
      fresh++;
    }
    duplicates[region + i] = duplicate;
  }
  return fresh;
}

/**
 * A WindowInserter for one range of a table's words. The words and the
 * range are constants of the closure, which V8 compiles in (faster than
 * reading them from an object). For 64-bit fingerprints the layout is also
 * passed as literals, which V8 folds into the inlined body; read from the
 * closure, the layout made marking slower (docs/performance.md).
 */
export function makeWindowInserter(words: Uint32Array, layout: SlotLayout, first: number, rangeSlots: number): WindowInserter {
  const end = first + rangeSlots;
  if (layout.width === 2 && layout.stride === 2) {
    return (fingerprints, window, count, duplicates, region) =>
      insertWindow(words, 2, 2, first, end, rangeSlots, fingerprints, window, count, duplicates, region);
  }
  const { width, stride } = layout;
  return (fingerprints, window, count, duplicates, region) =>
    insertWindow(words, stride, width, first, end, rangeSlots, fingerprints, window, count, duplicates, region);
}

/** Bytes between two writes that make the kernel back every page of a new table. */
const PAGE_BYTES = 4096;

/**
 * Writes a zero into every page of words start .. end - 1, so that the
 * kernel backs them all now, one after another: page faults taken in the
 * middle of a rehash cost more, and threads touching their own ranges fault
 * in parallel (see docs/performance.md).
 */
function touchEveryPage(words: Uint32Array, start: number, end: number): void {
  for (let at = start; at < end; at += PAGE_BYTES / 4) words[at] = 0;
}

/**
 * Moves the slots (fingerprint and payload) of partition p of the table
 * `source` into the same partition of the larger `target`, both of `layout`
 * and cut into `partitions` equal ranges (a fingerprint's partition does not
 * depend on the table's size), after touching every page of that range. One
 * thread per partition may run it at once: each writes its own range.
 */
export function rehashPartition(source: Uint32Array, target: Uint32Array, layout: SlotLayout, partitions: number, p: number): void {
  const { width, stride } = layout;
  const sourceRange = source.length / stride / partitions;
  const rangeSlots = target.length / stride / partitions;
  const first = p * rangeSlots;
  const end = first + rangeSlots;
  touchEveryPage(target, first * stride, end * stride);
  const last = (p + 1) * sourceRange * stride;
  // in runs, so that V8 optimizes this loop with moveSlots inlined, and with literals for 64-bit fingerprints (as in makeWindowInserter)
  for (let from = p * sourceRange * stride; from < last; from += MOVE_RUN * stride) {
    const runEnd = Math.min(last, from + MOVE_RUN * stride);
    if (width === 2 && stride === 2) moveSlots(source, from, runEnd, target, 2, 2, first, end, rangeSlots);
    else moveSlots(source, from, runEnd, target, stride, width, first, end, rangeSlots);
  }
}

/** Slots rehashPartition moves per call of moveSlots. */
const MOVE_RUN = 1024;

/** Puts the occupied slots among words from .. last - 1 of `source` into the range first .. end - 1 of `target`. */
function moveSlots(
  source: Uint32Array,
  from: number,
  last: number,
  target: Uint32Array,
  stride: number,
  width: number,
  first: number,
  end: number,
  rangeSlots: number,
): void {
  for (let at = from; at < last; at += stride) {
    if (source[at + 1] === 0) continue;
    const slot = probe(target, stride, width, first, end, rangeSlots, source, at);
    store(target, slot, source, at, width);
    for (let k = width; k < stride; k++) target[slot + k] = source[at + k] as number;
  }
}

/** Rehashes every partition of `source` into `target` (see rehashPartition), in whatever threads it has. */
export type Rehash = (source: Uint32Array, target: Uint32Array, layout: SlotLayout, partitions: number) => void;

/** Rehashes every partition in the calling thread. */
export const rehashHere: Rehash = (source, target, layout, partitions) => {
  for (let p = 0; p < partitions; p++) rehashPartition(source, target, layout, partitions, p);
};
