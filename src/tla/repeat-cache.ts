/**
 * Successors remembered for repeats (StateSink.repeat): an action's
 * successors of a state do not depend on the variables the action sets on
 * every path and never reads (its dead variables: Monopoly's RollAndMove
 * always sets `dice`, and never reads it). So two states equal but for those
 * have the same successors by that action, in the same order: the second one
 * is handed to the sink as a repeat of the first, without being computed.
 *
 * A direct-mapped table of the last sources seen, keyed by the source's bytes
 * with the dead variables' bytes left out, compared byte for byte (a hit is
 * exact), per sink scope, as monopoly/repeated-rolls.ts does by hand.
 */
const SLOT_BITS = 12;
const SLOTS = 1 << SLOT_BITS;
const EMPTY = -1;

export class RepeatCache {
  private readonly keys: Uint8Array;
  private readonly counts = new Int32Array(SLOTS).fill(EMPTY);
  private readonly scopes = new Int32Array(SLOTS);
  private readonly origins = new Int32Array(SLOTS);
  /** The bytes of a state that make the key (the others are the dead variables'). */
  private readonly kept: Int32Array;
  foundOrigin = -1;
  private missedSlot = -1;

  constructor(
    stateBytes: number,
    /** For each byte of a state, whether it is part of the key. */
    keep: Uint8Array,
  ) {
    const kept: number[] = [];
    for (let i = 0; i < stateBytes; i++) if (keep[i] === 1) kept.push(i);
    this.kept = Int32Array.from(kept);
    this.keys = new Uint8Array(this.kept.length * SLOTS);
  }

  /** The count remembered in `scope` for a source equal to this one but for the dead bytes, or -1 (then `remember` may store it). */
  find(source: Uint8Array, offset: number, scope: number): number {
    const kept = this.kept;
    const n = kept.length;
    let hash = Math.imul(scope + 1, 0x9e3779b1);
    for (let i = 0; i < n; i++) hash = Math.imul(hash ^ (source[offset + (kept[i] as number)] as number), 0x85ebca6b) ^ (hash >>> 15);
    const slot = (hash ^ (hash >>> 16)) & (SLOTS - 1);
    const count = this.counts[slot] as number;
    if (count !== EMPTY && this.scopes[slot] === scope) {
      const keys = this.keys;
      const at = slot * n;
      let same = true;
      for (let i = 0; same && i < n; i++) same = keys[at + i] === source[offset + (kept[i] as number)];
      if (same) {
        this.foundOrigin = this.origins[slot] as number;
        return count;
      }
    }
    this.missedSlot = slot;
    return EMPTY;
  }

  /** Stores the count for the source of the last `find`, which missed. */
  remember(source: Uint8Array, offset: number, scope: number, count: number, origin: number): void {
    const kept = this.kept;
    const n = kept.length;
    const at = this.missedSlot * n;
    for (let i = 0; i < n; i++) this.keys[at + i] = source[offset + (kept[i] as number)] as number;
    this.counts[this.missedSlot] = count;
    this.scopes[this.missedSlot] = scope;
    this.origins[this.missedSlot] = origin;
  }
}
