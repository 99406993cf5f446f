/**
 * The in-model successors of a run of parents, in the order they were
 * emitted, waiting to be deduplicated: fingerprint, parent (index within the
 * level), position among that parent's successors, how many states had been
 * emitted before it, and the packed state itself.
 */
export class SuccessorBatch {
  count = 0;
  high: Uint32Array;
  low: Uint32Array;
  parent: Uint32Array;
  position: Uint8Array;
  /** Number of states emitted in this batch before this one (in-model or not). */
  emittedBefore: Uint32Array;
  states: Uint8Array;

  constructor(readonly stateBytes: number, capacity = 1 << 15) {
    this.high = new Uint32Array(capacity);
    this.low = new Uint32Array(capacity);
    this.parent = new Uint32Array(capacity);
    this.position = new Uint8Array(capacity);
    this.emittedBefore = new Uint32Array(capacity);
    this.states = new Uint8Array(capacity * stateBytes);
  }

  get capacity(): number {
    return this.high.length;
  }

  get bytes(): number {
    return this.capacity * (4 + 4 + 4 + 1 + 4 + this.stateBytes);
  }

  /** Appends a candidate whose state is at `source[offset..]`. */
  add(high: number, low: number, parent: number, position: number, emittedBefore: number, source: Uint8Array, offset: number): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    this.high[i] = high;
    this.low[i] = low;
    this.parent[i] = parent;
    this.position[i] = position;
    this.emittedBefore[i] = emittedBefore;
    const size = this.stateBytes;
    const states = this.states;
    let at = i * size;
    for (let b = 0; b < size; b++) states[at++] = source[offset + b] as number;
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
    this.states = widen(this.states, (n) => new Uint8Array(n), this.stateBytes);
  }
}
