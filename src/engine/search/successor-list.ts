/**
 * Every state a model emits for one source (or the initial states), copied
 * into one reusable flat buffer with their action ids: what a depth-first
 * frame or a simulation step chooses from. No allocation once it has grown
 * to the largest fan-out seen.
 */
import type { Model, StateSink } from '../model.js';

export class SuccessorList implements StateSink {
  /** Where the model writes each state before `emit` copies it (fixed, per the StateSink contract). */
  readonly target: Uint8Array;
  readonly targetOffset = 0;
  /** The states, `stateBytes` apart: state i starts at `i * stateBytes`. */
  states: Uint8Array;
  actionIds: Int32Array;
  count = 0;

  constructor(
    readonly stateBytes: number,
    initialCapacity = 64,
  ) {
    this.target = new Uint8Array(stateBytes);
    this.states = new Uint8Array(initialCapacity * stateBytes);
    this.actionIds = new Int32Array(initialCapacity);
  }

  /** Bytes held. */
  get bytes(): number {
    return this.target.byteLength + this.states.byteLength + this.actionIds.byteLength;
  }

  emit(actionId: number): boolean {
    if (this.count === this.actionIds.length) this.grow();
    this.states.set(this.target, this.count * this.stateBytes);
    this.actionIds[this.count++] = actionId;
    return true;
  }

  /** Replaces the list with the initial states of `model`. */
  collectInitial(model: Model): this {
    this.count = 0;
    model.initialStates(this);
    return this;
  }

  /** Replaces the list with the successors of the state at `source[offset..]`. */
  collect(model: Model, source: Uint8Array, offset: number): this {
    this.count = 0;
    model.successors(source, offset, this);
    return this;
  }

  /** Byte offset of state `index` in `states`. */
  offsetOf(index: number): number {
    return index * this.stateBytes;
  }

  /** A copy of state `index`. */
  copyOf(index: number): Uint8Array {
    const at = index * this.stateBytes;
    return this.states.slice(at, at + this.stateBytes);
  }

  /** True when every state in the list equals the state at `source[offset..]` (the source can only stutter). */
  onlyRepeats(source: Uint8Array, offset: number): boolean {
    const size = this.stateBytes;
    const states = this.states;
    for (let i = 0; i < this.count; i++) {
      const at = i * size;
      for (let b = 0; b < size; b++) if (states[at + b] !== source[offset + b]) return false;
    }
    return this.count > 0;
  }

  private grow(): void {
    const states = new Uint8Array(this.states.length * 2);
    states.set(this.states);
    this.states = states;
    const actionIds = new Int32Array(this.actionIds.length * 2);
    actionIds.set(this.actionIds);
    this.actionIds = actionIds;
  }
}
