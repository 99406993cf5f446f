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

  /** `width`: words per fingerprint; every word takes part in a hit. */
  constructor(
    private readonly width = 2,
    slotBits = SLOT_BITS,
  ) {
    this.words = new Uint32Array(width << slotBits);
    this.mask = (1 << slotBits) - 1;
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  /** True if the fingerprint fingerprint[0 .. width - 1] was staged before; otherwise notes it as staged and returns false. */
  seenElseAdd(fingerprint: Uint32Array): boolean {
    const high = fingerprint[0] as number;
    const low = fingerprint[1] as number;
    const width = this.width;
    const at = ((low ^ (high >>> 16)) & this.mask) * width;
    const words = this.words;
    if (words[at + 1] === low && words[at] === high && (width === 2 || this.sameTail(at, fingerprint))) return true;
    for (let k = 0; k < width; k++) words[at + k] = fingerprint[k] as number;
    return false;
  }

  private sameTail(at: number, fingerprint: Uint32Array): boolean {
    for (let k = 2; k < this.width; k++) if (this.words[at + k] !== fingerprint[k]) return false;
    return true;
  }
}
