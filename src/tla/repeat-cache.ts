/**
 * Successors remembered for repeats (StateSink.repeat): an action's
 * successors of a state do not depend on the variables the action sets on
 * every path and never reads (its dead variables: Monopoly's RollAndMove
 * always sets `dice`, and never reads it). So two states equal but for those
 * have the same successors by that action, in the same order: the second one
 * is handed to the sink as a repeat of the first, without being computed.
 *
 * A direct-mapped table of the last sources seen, keyed by the source's
 * 32-bit words with the dead variables' bytes masked out (MaskedWords),
 * compared word for word (a hit is exact), per sink scope, as
 * monopoly/repeated-rolls.ts does by hand for RollAndMove.
 */
import type { StateSink } from '../engine/model.js';
import type { Codec } from './layout/instantiate-codec.js';
import { layoutBytes, type Layout } from './layout/layout.js';
import { MaskedWords } from './masked-words.js';

const SLOT_BITS = 12;
const SLOTS = 1 << SLOT_BITS;
const EMPTY = -1;

export class RepeatCache {
  private readonly key: MaskedWords;
  private readonly keys: Int32Array;
  private readonly counts = new Int32Array(SLOTS).fill(EMPTY);
  private readonly scopes = new Int32Array(SLOTS);
  private readonly origins = new Int32Array(SLOTS);
  foundOrigin = -1;
  private missedSlot = -1;

  constructor(
    /** For each byte of a state, whether it is part of the key. */
    keep: Uint8Array,
  ) {
    this.key = new MaskedWords(keep);
    this.keys = new Int32Array(this.key.length * SLOTS);
  }

  /** The count remembered in `scope` for a source equal to this one but for the dead bytes, or -1 (then `remember` may store it). */
  find(source: Uint8Array, offset: number, scope: number): number {
    const key = this.key;
    const base = key.locate(source, offset);
    this.missedSlot = -1;
    if (base < 0) return EMPTY;
    const slot = key.hash(base, scope) & (SLOTS - 1);
    const count = this.counts[slot] as number;
    if (count !== EMPTY && this.scopes[slot] === scope && key.matches(this.keys, slot * key.length, base)) {
      this.foundOrigin = this.origins[slot] as number;
      return count;
    }
    this.missedSlot = slot;
    return EMPTY;
  }

  /** Stores the count for the source of the last `find`, which missed. */
  remember(source: Uint8Array, offset: number, scope: number, count: number, origin: number): void {
    const slot = this.missedSlot;
    if (slot < 0) return;
    this.key.store(this.keys, slot * this.key.length, this.key.locate(source, offset));
    this.counts[slot] = count;
    this.scopes[slot] = scope;
    this.origins[slot] = origin;
  }
}

/** The repeat caches of the actions with dead variables, as the generated `next` calls them (`R.begin`, `R.repeat`, `R.end`). */
export class Repeats {
  /** Successors emitted in this enumeration so far. */
  emitted = 0;
  private readonly caches: (RepeatCache | null)[] = [];
  private readonly baselines: number[] = [];
  private sink: StateSink | null = null;
  private source: Uint8Array = new Uint8Array(0);
  private offset = 0;

  constructor(entries: readonly { readonly actionId: number; readonly dead: readonly number[] }[], codec: Codec, layouts: readonly Layout[]) {
    for (const { actionId, dead } of entries) {
      if (dead.length === 0) continue;
      const keep = new Uint8Array(codec.stateBytes).fill(1);
      for (const variable of dead) keep.fill(0, codec.offsets[variable], codec.offsets[variable]! + layoutBytes(layouts[variable]!));
      this.caches[actionId] = new RepeatCache(keep);
    }
  }

  startEnumeration(sink: StateSink, source: Uint8Array, offset: number): void {
    this.sink = sink;
    this.source = source;
    this.offset = offset;
    this.emitted = 0;
  }

  /** The count of successors of an earlier source this action repeats, or -1 (then its successors are enumerated and `end` remembers them). */
  begin(actionId: number): number {
    const cache = this.caches[actionId];
    const sink = this.sink!;
    const scope = sink.repeatScope ?? -1;
    if (cache === undefined || cache === null || scope < 0 || sink.repeat === undefined) return -1;
    const found = cache.find(this.source, this.offset, scope);
    if (found < 0) this.baselines[actionId] = this.emitted;
    return found;
  }

  repeat(actionId: number, count: number): boolean {
    const cache = this.caches[actionId]!;
    return this.sink!.repeat!(actionId, count, cache.foundOrigin);
  }

  end(actionId: number): void {
    const cache = this.caches[actionId];
    const baseline = this.baselines[actionId];
    if (cache === undefined || cache === null || baseline === undefined) return;
    const sink = this.sink!;
    cache.remember(this.source, this.offset, sink.repeatScope ?? -1, this.emitted - baseline, sink.enumeration ?? -1);
    this.baselines[actionId] = undefined as unknown as number;
  }
}
