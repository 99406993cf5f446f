/**
 * Invariants remembered as holding, by the bytes of the variables they read:
 * an invariant that reads only some variables, with no effect (Print, TLCGet,
 * ...), has the same value on every state whose bytes for those variables are
 * the same (Monopoly's EvenBuilding reads owner and houses, which few actions
 * change together with the rest). A direct-mapped table of the keys of the
 * last states on which it held; a hit compares the key byte for byte, so it
 * is exact. A violation is never remembered: it is evaluated again, and TLC's
 * message comes from that evaluation.
 */
import { layoutBytes, type Layout } from './layout/layout.js';

/** Keys longer than this are not remembered (hashing them would cost about what many invariants do). */
const MAX_KEY_BYTES = 24;

export class HoldsMemo {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly width: number;
  private readonly mask: number;
  private readonly keys: Uint8Array;
  private readonly filled: Uint8Array;
  private slot = 0;

  private constructor(ranges: readonly (readonly [number, number])[], width: number) {
    this.starts = Int32Array.from(ranges.map(([start]) => start));
    this.ends = Int32Array.from(ranges.map(([, end]) => end));
    this.width = width;
    this.mask = (1 << 16) - 1;
    this.keys = new Uint8Array((this.mask + 1) * width);
    this.filled = new Uint8Array(this.mask + 1);
  }

  /** A memo for a predicate reading these variables, or null when it cannot have one (reads unknown, or too many bytes). */
  static over(reads: Int32Array | null, offsets: readonly number[], layouts: readonly Layout[]): HoldsMemo | null {
    if (reads === null || reads.length === 0) return null;
    const ranges = [...reads].sort((a, b) => a - b).map((variable) => [offsets[variable]!, offsets[variable]! + layoutBytes(layouts[variable]!)] as const);
    const width = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
    return width > 0 && width <= MAX_KEY_BYTES ? new HoldsMemo(ranges, width) : null;
  }

  /** Whether the predicate was remembered as holding on a state with these bytes (else `remember` stores them). */
  holds(state: Uint8Array, offset: number): boolean {
    let hash = 0x811c9dc5;
    for (let r = 0; r < this.starts.length; r++) {
      const end = offset + (this.ends[r] as number);
      for (let i = offset + (this.starts[r] as number); i < end; i++) hash = Math.imul(hash ^ (state[i] as number), 16777619);
    }
    const slot = (hash ^ (hash >>> 16)) & this.mask;
    this.slot = slot;
    if (this.filled[slot] === 0) return false;
    const keys = this.keys;
    let k = slot * this.width;
    for (let r = 0; r < this.starts.length; r++) {
      const end = offset + (this.ends[r] as number);
      for (let i = offset + (this.starts[r] as number); i < end; i++) if (keys[k++] !== state[i]) return false;
    }
    return true;
  }

  /** Remembers that the predicate holds on this state (the one `holds` was last asked about). */
  remember(state: Uint8Array, offset: number): void {
    const keys = this.keys;
    let k = this.slot * this.width;
    for (let r = 0; r < this.starts.length; r++) {
      const end = offset + (this.ends[r] as number);
      for (let i = offset + (this.starts[r] as number); i < end; i++) keys[k++] = state[i] as number;
    }
    this.filled[this.slot] = 1;
  }
}
