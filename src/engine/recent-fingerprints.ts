/**
 * A small direct-mapped cache of fingerprints known to be in the visited set.
 * Most duplicate successors repeat a state seen moments before (on the
 * reference models 84 to 89 % of duplicates hit a 2^16-entry cache), so
 * checking here first spares most visits to the large table and its cache
 * misses, and lets expansion drop those duplicates before staging them.
 *
 * Exactness: an entry is written only after its fingerprint was put into the
 * visited set (by marking), so a hit proves a duplicate; a miss proves
 * nothing and the candidate goes on to the table.
 *
 * Threads: the cache is split into one segment per fingerprint partition;
 * only the marker of partition p writes segment p (while marking), and
 * expanders only read (while expanding), so no entry is ever half-written.
 */
const SEGMENT_BITS = 16;
const SEGMENT_SLOTS = 1 << SEGMENT_BITS;
const SLOT_MASK = SEGMENT_SLOTS - 1;

export class RecentFingerprints {
  private readonly words: Uint32Array;

  /** A new cache for `partitions` partitions, or a view of a shared one. */
  constructor(readonly partitions: number, buffer?: SharedArrayBuffer) {
    this.words = new Uint32Array(buffer ?? new SharedArrayBuffer(partitions * SEGMENT_SLOTS * 8));
  }

  get buffer(): SharedArrayBuffer {
    return this.words.buffer as SharedArrayBuffer;
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  private slot(high: number, low: number): number {
    const segment = this.partitions === 1 ? 0 : high % this.partitions;
    return ((segment << SEGMENT_BITS) | ((low ^ (high >>> 16)) & SLOT_MASK)) << 1;
  }

  /** True only if (high, low) is in the visited set. */
  has(high: number, low: number): boolean {
    const at = this.slot(high, low);
    return this.words[at + 1] === low && this.words[at] === high;
  }

  /** Notes (high, low), which must already be in the visited set. */
  remember(high: number, low: number): void {
    const at = this.slot(high, low);
    this.words[at] = high;
    this.words[at + 1] = low;
  }
}

/**
 * The fingerprints one expander has staged, in a direct-mapped cache private
 * to that expander. An entry was staged either earlier in the current slice,
 * and then a later successor with that fingerprint comes after it in
 * enumeration order, or in an earlier slice, which marking has since put into
 * the visited set (as new or as a duplicate): either way a hit is a duplicate,
 * and the expander drops it at once. A miss proves nothing. With one worker
 * this sees every candidate, so it does all the work RecentFingerprints does
 * for several, in one probe.
 */
export class StagedFingerprints {
  private readonly words: Uint32Array;
  private readonly mask: number;

  constructor(slotBits = SEGMENT_BITS) {
    this.words = new Uint32Array(2 << slotBits);
    this.mask = (1 << slotBits) - 1;
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  /** True if (high, low) was staged before; otherwise notes it as staged and returns false. */
  seenElseAdd(high: number, low: number): boolean {
    const at = ((low ^ (high >>> 16)) & this.mask) << 1;
    const words = this.words;
    if (words[at + 1] === low && words[at] === high) return true;
    words[at] = high;
    words[at + 1] = low;
    return false;
  }
}
