/**
 * RollAndMove's successors of a state do not depend on its dice: every
 * witness writes the dice, the header and the current player's position,
 * flags and money, and keeps the rest of the source. So two sources that
 * differ only in their dice (the last roll, which many histories reach with
 * all 36 values) have the same RollAndMove successors in the same order.
 *
 * This cache remembers, per source without its dice, how many RollAndMove
 * successors it had, so that a later source with the same key can hand them
 * to a sink as a repeat (RepeatSink.repeat) instead of writing them again.
 * Keys are compared word for word, so a hit is exact. Such sources are mostly
 * close together in a level, so a small direct-mapped table catches nearly
 * every repeat that any cache could (docs/performance.md has the hit rates).
 */
import { DICE_WORD_MASK } from './layout.js';

const SLOT_BITS = 12;
const EMPTY = -1;

export class RepeatedRolls {
  /** The key of each slot: the source's words with the dice cleared. */
  private readonly keys: Uint32Array;
  /** The RollAndMove successor count of each slot's key, or EMPTY. */
  private readonly counts: Int32Array;
  /** The sink scope of each slot's count. */
  private readonly scopes: Int32Array;
  /** The sink's number for the enumeration each slot's count came from (RepeatSink.enumeration), -1 if it gave none. */
  private readonly origins: Int32Array;
  /** The enumeration the last `find` that hit refers to. */
  foundOrigin = -1;
  /** The slot, source and scope of the last `find` that missed, for `remember`. */
  private missedSlot = -1;
  private missedSource: Uint32Array | null = null;
  private missedWord = 0;
  private missedScope = 0;

  /** `words`: the 32-bit words a state spans (its bytes rounded up). */
  constructor(readonly words: number) {
    this.keys = new Uint32Array(words << SLOT_BITS);
    this.counts = new Int32Array(1 << SLOT_BITS).fill(EMPTY);
    this.scopes = new Int32Array(1 << SLOT_BITS);
    this.origins = new Int32Array(1 << SLOT_BITS);
  }

  /**
   * The RollAndMove successor count remembered, in `scope`, for a source
   * equal to the one at word `word` of `source` but for its dice; or -1, and
   * then `remember` stores the count for this source.
   */
  find(source: Uint32Array, word: number, scope: number): number {
    const words = this.words;
    const keys = this.keys;
    const first = ((source[word] as number) & DICE_WORD_MASK) >>> 0;
    let hash = Math.imul(first ^ scope, 0x9e3779b1);
    for (let w = 1; w < words; w++) hash = Math.imul(hash ^ (source[word + w] as number), 0x85ebca6b) ^ (hash >>> 13);
    const slot = (hash ^ (hash >>> 16)) & ((1 << SLOT_BITS) - 1);
    const count = this.counts[slot] as number;
    if (count !== EMPTY && this.scopes[slot] === scope) {
      const at = slot * words;
      let same = keys[at] === first;
      for (let w = 1; same && w < words; w++) same = keys[at + w] === source[word + w];
      if (same) {
        this.foundOrigin = this.origins[slot] as number;
        return count;
      }
    }
    this.missedSlot = slot;
    this.missedSource = source;
    this.missedWord = word;
    this.missedScope = scope;
    return EMPTY;
  }

  /** Stores `count` for the source of the last `find`, which missed, and the enumeration (`origin`) it comes from. */
  remember(count: number, origin: number): void {
    const source = this.missedSource as Uint32Array;
    const at = this.missedSlot * this.words;
    this.keys[at] = ((source[this.missedWord] as number) & DICE_WORD_MASK) >>> 0;
    for (let w = 1; w < this.words; w++) this.keys[at + w] = source[this.missedWord + w] as number;
    this.counts[this.missedSlot] = count;
    this.scopes[this.missedSlot] = this.missedScope;
    this.origins[this.missedSlot] = origin;
  }
}
