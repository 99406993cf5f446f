/**
 * Successors remembered for repeats (RepeatSink.repeat): an action's
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
import type { RepeatSink } from '../engine/repeating-model.js';
import type { Codec } from './layout/instantiate-codec.js';
import { layoutBytes, type Layout } from './layout/layout.js';
import { MaskedWords } from './masked-words.js';

const SLOT_BITS = 12;
const SLOTS = 1 << SLOT_BITS;
const EMPTY = -1;

/** A slot of the table: the count (EMPTY: none), the scope and the origin, then the key's words. */
const COUNT = 0;
const SCOPE = 1;
const ORIGIN = 2;
const HEADER = 3;

export class RepeatCache {
  private readonly key: MaskedWords;
  /** The slots, each a row (HEADER and the key) in one array: one lookup reads one or two cache lines. */
  private readonly slots: Int32Array;
  private readonly stride: number;
  foundOrigin = -1;
  private missedSlot = -1;

  constructor(
    /** For each byte of a state, whether it is part of the key. */
    keep: Uint8Array,
  ) {
    this.key = new MaskedWords(keep);
    this.stride = HEADER + this.key.length;
    this.slots = new Int32Array(this.stride * SLOTS);
    for (let slot = 0; slot < SLOTS; slot++) this.slots[slot * this.stride + COUNT] = EMPTY;
  }

  /** The count remembered in `scope` for a source equal to this one but for the dead bytes, or -1 (then `remember` may store it). */
  find(source: Uint8Array, offset: number, scope: number): number {
    const key = this.key;
    const base = key.locate(source, offset);
    this.missedSlot = -1;
    if (base < 0) return EMPTY;
    const slot = key.hash(base, scope) & (SLOTS - 1);
    const slots = this.slots;
    const row = slot * this.stride;
    const count = slots[row + COUNT] as number;
    if (count !== EMPTY && slots[row + SCOPE] === scope && key.matches(slots, row + HEADER, base)) {
      this.foundOrigin = slots[row + ORIGIN] as number;
      return count;
    }
    this.missedSlot = slot;
    return EMPTY;
  }

  /** Stores the count for the source of the last `find`, which missed. */
  remember(source: Uint8Array, offset: number, scope: number, count: number, origin: number): void {
    const slot = this.missedSlot;
    if (slot < 0) return;
    const row = slot * this.stride;
    this.key.store(this.slots, row + HEADER, this.key.locate(source, offset));
    this.slots[row + COUNT] = count;
    this.slots[row + SCOPE] = scope;
    this.slots[row + ORIGIN] = origin;
  }
}

/** The repeat caches of the actions with dead variables, as the generated `next` calls them (`R.begin`, `R.repeat`, `R.end`). */
export class Repeats {
  /** Successors emitted in this enumeration so far. */
  emitted = 0;
  private readonly caches: (RepeatCache | null)[];
  /** Per action, `emitted` when its enumeration began after a miss (-1: none under way). */
  private readonly baselines: Int32Array;
  /** The sink when it takes repeats, else null (then `begin` finds nothing and nothing is remembered). */
  private sink: RepeatSink | null = null;
  private source: Uint8Array = new Uint8Array(0);
  private offset = 0;

  constructor(
    entries: readonly { readonly actionId: number; readonly dead: readonly number[] }[],
    codec: Codec,
    layouts: readonly Layout[],
  ) {
    const actions = entries.reduce((count, entry) => Math.max(count, entry.actionId + 1), 0);
    this.caches = Array.from({ length: actions }, () => null);
    this.baselines = new Int32Array(actions).fill(-1);
    for (const { actionId, dead } of entries) {
      if (dead.length === 0) continue;
      const keep = new Uint8Array(codec.stateBytes).fill(1);
      for (const variable of dead) keep.fill(0, codec.offsets[variable], codec.offsets[variable]! + layoutBytes(layouts[variable]!));
      this.caches[actionId] = new RepeatCache(keep);
    }
  }

  startEnumeration(sink: RepeatSink | null, source: Uint8Array, offset: number): void {
    this.sink = sink;
    this.source = source;
    this.offset = offset;
    this.emitted = 0;
  }

  /**
   * The count of successors of an earlier source this action repeats, or -1 (then its successors are enumerated and `end` remembers them).
   */
  begin(actionId: number): number {
    const cache = this.caches[actionId];
    const sink = this.sink;
    if (cache === undefined || cache === null || sink === null) return -1;
    const found = cache.find(this.source, this.offset, sink.repeatScope);
    if (found < 0) this.baselines[actionId] = this.emitted;
    return found;
  }

  repeat(actionId: number, count: number): boolean {
    const cache = this.caches[actionId]!;
    return this.sink!.repeat(actionId, count, cache.foundOrigin);
  }

  end(actionId: number): void {
    const cache = this.caches[actionId];
    const baseline = this.baselines[actionId];
    const sink = this.sink;
    if (cache === undefined || cache === null || baseline === undefined || baseline < 0 || sink === null) return;
    cache.remember(this.source, this.offset, sink.repeatScope, this.emitted - baseline, sink.enumeration);
    this.baselines[actionId] = -1;
  }
}
