/**
 * Invariants remembered as holding, by the bytes of the variables they read:
 * an invariant that reads only some variables, with no effect (Print, TLCGet,
 * ...), has the same value on every state whose bytes for those variables are
 * the same (Monopoly's EvenBuilding reads owner and houses, which few actions
 * change together with the rest). A direct-mapped table of the keys of the
 * last states on which it held, the words of those bytes (MaskedWords); a hit
 * compares the key word for word, so it is exact; a state that is not
 * word-aligned in its buffer is never remembered. A violation is never remembered: it is evaluated again, and TLC's
 * message comes from that evaluation.
 */
import { layoutBytes, type Layout } from './layout/layout.js';
import { MaskedWords } from './masked-words.js';

/** Keys longer than this are not remembered (hashing them would cost about what many invariants do). */
const MAX_KEY_BYTES = 24;

export class HoldsMemo {
  private readonly key: MaskedWords;
  private readonly mask = (1 << 16) - 1;
  /** Per slot, a row: 1 if filled, then the key's words (one lookup reads one or two cache lines). */
  private readonly slots: Int32Array;
  private readonly stride: number;
  private slot = -1;

  private constructor(keep: Uint8Array) {
    this.key = new MaskedWords(keep);
    this.stride = 1 + this.key.length;
    this.slots = new Int32Array((this.mask + 1) * this.stride);
  }

  /** A memo for a predicate reading these variables, or null when it cannot have one (reads unknown, or too many bytes). */
  static over(reads: Int32Array | null, offsets: readonly number[], layouts: readonly Layout[]): HoldsMemo | null {
    if (reads === null || reads.length === 0) return null;
    const stateBytes = layouts.reduce((end, layout, i) => Math.max(end, offsets[i]! + layoutBytes(layout)), 0);
    const keep = new Uint8Array(stateBytes);
    for (const variable of reads) keep.fill(1, offsets[variable], offsets[variable]! + layoutBytes(layouts[variable]!));
    const width = keep.reduce((sum, byte) => sum + byte, 0);
    return width > 0 && width <= MAX_KEY_BYTES ? new HoldsMemo(keep) : null;
  }

  /** Whether the predicate was remembered as holding on a state with these bytes (else `remember` stores them). */
  holds(state: Uint8Array, offset: number): boolean {
    const key = this.key;
    const base = key.locate(state, offset);
    this.slot = -1;
    if (base < 0) return false;
    const slot = key.hash(base, 0) & this.mask;
    const row = slot * this.stride;
    if (this.slots[row] === 1 && key.matches(this.slots, row + 1, base)) return true;
    this.slot = slot;
    return false;
  }

  /** Remembers that the predicate holds on this state (the one `holds` was last asked about, if it had a key). */
  remember(state: Uint8Array, offset: number): void {
    const slot = this.slot;
    if (slot < 0) return;
    const row = slot * this.stride;
    this.key.store(this.slots, row + 1, this.key.locate(state, offset));
    this.slots[row] = 1;
  }
}
