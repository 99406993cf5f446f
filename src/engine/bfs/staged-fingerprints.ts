/**
 * The fingerprints one expander has staged, in a direct-mapped cache private
 * to that expander. An entry was staged either earlier in the current slice,
 * and then a later successor with that fingerprint comes after it in
 * enumeration order, or in an earlier slice, which marking has since put into
 * the visited set (as new or as a duplicate): either way a hit is a duplicate,
 * and the expander drops it at once. A miss proves nothing.
 *
 * Most duplicate successors repeat a state staged moments before, so with
 * 2^16 entries (512 KiB) most successors of the reference models stop here,
 * before the visited set, whose probes cost a cache miss each (the share is
 * in docs/performance.md). A cache shared by all workers, filled by the
 * markers, caught a few more with several workers, but its probes cost more
 * than they saved.
 */
const SLOT_BITS = 16;

export class StagedFingerprints {
  private readonly words: Uint32Array;
  private readonly mask: number;

  constructor(slotBits = SLOT_BITS) {
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
