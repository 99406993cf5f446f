/**
 * Successors remembered for repeats (StateSink.repeat): an action's
 * successors of a state do not depend on the variables the action sets on
 * every path and never reads (its dead variables: Monopoly's RollAndMove
 * always sets `dice`, and never reads it). So two states equal but for those
 * have the same successors by that action, in the same order: the second one
 * is handed to the sink as a repeat of the first, without being computed.
 *
 * A direct-mapped table of the last sources seen, keyed by the source's
 * 32-bit words with the dead variables' bytes masked out, compared word for
 * word (a hit is exact), per sink scope, as monopoly/repeated-rolls.ts does
 * by hand for RollAndMove.
 */
import type { StateSink } from '../engine/model.js';
import type { Codec } from './layout/instantiate-codec.js';
import { layoutBytes, type Layout } from './layout/layout.js';

const SLOT_BITS = 12;
const SLOTS = 1 << SLOT_BITS;
const EMPTY = -1;

export class RepeatCache {
  /** Per word of a state, the bits that are part of the key (the others belong to dead variables). */
  private readonly masks: Uint32Array;
  /** The words whose mask is not empty, and their masks. */
  private readonly words: Int32Array;
  private readonly wordMasks: Uint32Array;
  private readonly keys: Uint32Array;
  private readonly counts = new Int32Array(SLOTS).fill(EMPTY);
  private readonly scopes = new Int32Array(SLOTS);
  private readonly origins = new Int32Array(SLOTS);
  foundOrigin = -1;
  private missedSlot = -1;
  private viewOf: Uint8Array | null = null;
  private view: Uint32Array = new Uint32Array(0);

  constructor(
    stateBytes: number,
    /** For each byte of a state, whether it is part of the key. */
    keep: Uint8Array,
  ) {
    const wordCount = Math.ceil(stateBytes / 4);
    this.masks = new Uint32Array(wordCount);
    for (let i = 0; i < stateBytes; i++) if (keep[i] === 1) this.masks[i >> 2] = ((this.masks[i >> 2] as number) | (0xff << ((i & 3) * 8))) >>> 0;
    const words: number[] = [];
    for (let w = 0; w < wordCount; w++) if (this.masks[w] !== 0) words.push(w);
    this.words = Int32Array.from(words);
    this.wordMasks = Uint32Array.from(words.map((w) => this.masks[w] as number));
    this.keys = new Uint32Array(words.length * SLOTS);
  }

  /** The source's words (a view made once per buffer); null when the state is not word-aligned. */
  private wordsOf(source: Uint8Array, offset: number): Uint32Array | null {
    if (((source.byteOffset + offset) & 3) !== 0) return null;
    if (this.viewOf !== source) {
      this.viewOf = source;
      this.view = new Uint32Array(source.buffer as ArrayBuffer, source.byteOffset, source.byteLength >> 2);
    }
    return this.view;
  }

  /** The count remembered in `scope` for a source equal to this one but for the dead bytes, or -1 (then `remember` may store it). */
  find(source: Uint8Array, offset: number, scope: number): number {
    const view = this.wordsOf(source, offset);
    this.missedSlot = -1;
    if (view === null) return EMPTY;
    const base = offset >> 2;
    const words = this.words;
    const masks = this.wordMasks;
    const n = words.length;
    let hash = Math.imul(scope + 1, 0x9e3779b1);
    for (let i = 0; i < n; i++) hash = Math.imul(hash ^ ((view[base + (words[i] as number)] as number) & (masks[i] as number)), 0x85ebca6b) ^ (hash >>> 15);
    const slot = (hash ^ (hash >>> 16)) & (SLOTS - 1);
    const count = this.counts[slot] as number;
    if (count !== EMPTY && this.scopes[slot] === scope) {
      const keys = this.keys;
      const at = slot * n;
      let same = true;
      for (let i = 0; same && i < n; i++) same = keys[at + i] === (((view[base + (words[i] as number)] as number) & (masks[i] as number)) >>> 0);
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
    if (this.missedSlot < 0) return;
    const view = this.wordsOf(source, offset)!;
    const base = offset >> 2;
    const n = this.words.length;
    const at = this.missedSlot * n;
    for (let i = 0; i < n; i++) this.keys[at + i] = ((view[base + (this.words[i] as number)] as number) & (this.wordMasks[i] as number)) >>> 0;
    this.counts[this.missedSlot] = count;
    this.scopes[this.missedSlot] = scope;
    this.origins[this.missedSlot] = origin;
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
      this.caches[actionId] = new RepeatCache(codec.stateBytes, keep);
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
