/**
 * The in-model successors of a run of parents, in the order they were
 * emitted, waiting to be deduplicated: fingerprint, parent (index within the
 * level), position among that parent's successors, how many states had been
 * emitted before it, and the packed state itself.
 */
import { strideOf } from './state-buffer.js';

export class SuccessorBatch {
  count = 0;
  high: Uint32Array;
  low: Uint32Array;
  parent: Uint32Array;
  position: Uint8Array;
  /** Number of states emitted in this batch before this one (in-model or not). */
  emittedBefore: Uint32Array;
  /** The staged states, one every `stride` bytes (stateBytes rounded up to whole 32-bit words). */
  states: Uint8Array;
  /** The same memory as 32-bit words. */
  stateWords: Uint32Array;
  readonly stride: number;
  readonly wordsPerState: number;

  constructor(readonly stateBytes: number, capacity = 1 << 15) {
    this.stride = strideOf(stateBytes);
    this.wordsPerState = this.stride / 4;
    this.high = new Uint32Array(capacity);
    this.low = new Uint32Array(capacity);
    this.parent = new Uint32Array(capacity);
    this.position = new Uint8Array(capacity);
    this.emittedBefore = new Uint32Array(capacity);
    this.stateWords = new Uint32Array(capacity * this.wordsPerState);
    this.states = new Uint8Array(this.stateWords.buffer);
  }

  get capacity(): number {
    return this.high.length;
  }

  get bytes(): number {
    return this.capacity * (4 + 4 + 4 + 1 + 4 + this.stride);
  }

  /**
   * Appends a candidate whose state starts at word `wordOffset` of `source`
   * (copied a word at a time; the padding after the state's last byte is
   * copied too and never read).
   */
  add(high: number, low: number, parent: number, position: number, emittedBefore: number, source: Uint32Array, wordOffset: number): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    this.high[i] = high;
    this.low[i] = low;
    this.parent[i] = parent;
    this.position[i] = position;
    this.emittedBefore[i] = emittedBefore;
    const words = this.wordsPerState;
    const target = this.stateWords;
    let at = i * words;
    for (let w = 0; w < words; w++) target[at++] = source[wordOffset + w] as number;
  }

  clear(): void {
    this.count = 0;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const widen = <T extends Uint32Array | Uint8Array>(old: T, make: (n: number) => T, per = 1): T => {
      const next = make(capacity * per);
      next.set(old);
      return next;
    };
    this.high = widen(this.high, (n) => new Uint32Array(n));
    this.low = widen(this.low, (n) => new Uint32Array(n));
    this.parent = widen(this.parent, (n) => new Uint32Array(n));
    this.position = widen(this.position, (n) => new Uint8Array(n));
    this.emittedBefore = widen(this.emittedBefore, (n) => new Uint32Array(n));
    this.stateWords = widen(this.stateWords, (n) => new Uint32Array(n), this.wordsPerState);
    this.states = new Uint8Array(this.stateWords.buffer);
  }
}
