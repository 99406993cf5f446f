/**
 * The state being expanded and where its successors go: the context every
 * action of actions.ts works in.
 */
import type { StateSink } from '../engine/model.js';
import type { RepeatSink } from '../engine/repeating-model.js';
import * as L from './layout.js';
import { RepeatedRolls } from './repeated-rolls.js';

/**
 * The state being expanded and where its successors go. `begin()` copies the
 * source into the sink's target; the action then writes into `t` at `to`,
 * through `writeDeed` for deed bytes so that `deedsTouched` tells whether the
 * successor's deeds still equal the source's (which lets invariant checking
 * reuse what it learnt of the source's deeds), and through `setMoney` for
 * cash so that `moneyRaised` tells whether anyone holds more than in the
 * source (if not, MoneyBound holds when it held for the source). These facts
 * are about the successor being emitted, so they are trusted only while
 * `emitting`.
 */
export class Expansion {
  source: Uint8Array = new Uint8Array(0);
  at = 0;
  t: Uint8Array = new Uint8Array(0);
  to = 0;
  sink: StateSink = { target: new Uint8Array(0), targetOffset: 0, emit: () => true };
  /** The sink again when it takes repeats (MonopolyModel.successorsWithRepeats), else null. */
  repeats: RepeatSink | null = null;
  /** False while the successor being written has the source's deed bytes. */
  deedsTouched = false;
  /** False while no player of the successor being written holds more money than in the source. */
  moneyRaised = false;
  /** True during the sink's emit call, while the target holds the successor the flags above describe. */
  emitting = false;
  /** Counts expansions, so that facts about one source are not reused for the next. */
  serial = 0;
  /** The deed indexes the current player owns in the source, in increasing order (valid for `ownedSerial`). */
  private readonly owned = new Int8Array(L.DEED_COUNT);
  private ownedCount = 0;
  private ownedSerial = -1;
  private ownedSource: Uint8Array | null = null;
  private ownedAt = -1;
  private readonly wholeWords: number;
  /** RollAndMove successor counts of earlier sources, without their dice (see repeated-rolls.ts). */
  private readonly rolls: RepeatedRolls;
  /** True when the last `repeatedRolls` looked up the source and missed, so `rememberRolls` should store its count. */
  private rollsMissed = false;
  /** Word views of the last source and target, for copying. */
  private wordSource: Uint8Array | null = null;
  private wordTarget: Uint8Array | null = null;
  private sourceWords: Uint32Array | null = null;
  private targetWords: Uint32Array | null = null;

  constructor(
    readonly playerCount: number,
    readonly initialMoney: number,
    readonly stateBytes: number,
  ) {
    this.wholeWords = stateBytes >> 2;
    this.rolls = new RepeatedRolls(Math.ceil(stateBytes / 4));
  }

  /** Copies the source into the sink's target: by 32-bit words when both are aligned, else byte by byte. */
  begin(): void {
    const t = this.sink.target;
    const to = this.sink.targetOffset;
    const s = this.source;
    const at = this.at;
    this.t = t;
    this.to = to;
    this.deedsTouched = false;
    this.moneyRaised = false;
    if (s !== this.wordSource) this.viewSource(s);
    if (t !== this.wordTarget) this.viewTarget(t);
    if (this.sourceWords !== null && this.targetWords !== null && ((at | to) & 3) === 0) {
      const sw = this.sourceWords;
      const tw = this.targetWords;
      const fromWord = at >> 2;
      const intoWord = to >> 2;
      for (let w = 0; w < this.wholeWords; w++) tw[intoWord + w] = sw[fromWord + w] as number;
      for (let i = this.wholeWords << 2; i < this.stateBytes; i++) t[to + i] = s[at + i] as number;
      return;
    }
    for (let i = 0; i < this.stateBytes; i++) t[to + i] = s[at + i] as number;
  }

  /** A word view of an aligned byte array (word i = bytes 4i..4i+3 of it), or null. */
  private static wordsOf(bytes: Uint8Array): Uint32Array | null {
    return (bytes.byteOffset & 3) === 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2) : null;
  }

  private viewSource(source: Uint8Array): void {
    this.wordSource = source;
    this.sourceWords = Expansion.wordsOf(source);
  }

  private viewTarget(target: Uint8Array): void {
    this.wordTarget = target;
    this.targetWords = Expansion.wordsOf(target);
  }

  writeDeed(deedIndex: number, value: number): void {
    L.setDeedByte(this.t, this.to, this.playerCount, deedIndex, value);
    this.deedsTouched = true;
  }

  setMoney(player: number, amount: number): void {
    L.setMoney(this.t, this.to, player, amount);
    if (amount > L.money(this.source, this.at, player)) this.moneyRaised = true;
  }

  /**
   * How many RollAndMove successors an earlier source of the sink's repeat
   * scope had, when it equals this source but for the dice (so they are the
   * same successors: see repeated-rolls.ts); or -1 if none is remembered or
   * the sink takes no repeats.
   */
  repeatedRolls(): number {
    this.rollsMissed = false;
    const repeats = this.repeats;
    if (repeats === null || (this.at & 3) !== 0) return -1;
    if (this.source !== this.wordSource) this.viewSource(this.source);
    // the source's words, padding included, must all be in the view
    if (this.sourceWords === null || (this.at >> 2) + this.rolls.words > this.sourceWords.length) return -1;
    const count = this.rolls.find(this.sourceWords, this.at >> 2, repeats.repeatScope);
    this.rollsMissed = count < 0;
    return count;
  }

  /** Remembers this source's RollAndMove successor count, if `repeatedRolls` missed it. */
  rememberRolls(count: number): void {
    // only after repeatedRolls missed, which it does only for a sink that takes repeats
    if (this.rollsMissed) this.rolls.remember(count, this.repeats!.enumeration);
  }

  /** Hands `count` repeated states of action `actionId` to the sink (see RepeatSink). */
  repeat(actionId: number, count: number): boolean {
    // only called after repeatedRolls found a count, which it does only for a sink that takes repeats
    return this.repeats!.repeat(actionId, count, this.rolls.foundOrigin);
  }

  emit(actionId: number): boolean {
    this.emitting = true;
    const going = this.sink.emit(actionId);
    this.emitting = false;
    return going;
  }

  /** How many deeds the current player owns in the source; `ownedDeed(k)` gives the k-th (increasing). */
  ownedByCurrent(): number {
    if (this.ownedSerial !== this.serial || this.ownedSource !== this.source || this.ownedAt !== this.at) {
      const cur = L.current(this.source, this.at);
      let count = 0;
      for (let d = 0; d < L.DEED_COUNT; d++)
        if (L.ownerOfDeedByte(L.deedByte(this.source, this.at, this.playerCount, d)) === cur) this.owned[count++] = d;
      this.ownedCount = count;
      this.ownedSerial = this.serial;
      this.ownedSource = this.source;
      this.ownedAt = this.at;
    }
    return this.ownedCount;
  }

  ownedDeed(k: number): number {
    return this.owned[k] as number;
  }
}
