/**
 * A search from a given state instead of the initial states: the explorer's
 * "find from here". The wrapped model has that one state as its initial
 * state and the model's own successors. Constraints see the levels of the
 * original search: a state found k steps from the start is at level
 * `startLevel + k`, so a depth bound still ends where it ends in a search from
 * the initial states, and the start's own constraints are the ones it had.
 */
import type { Model, StateSink } from '../model.js';
import { WrappedModel } from '../wrapped-model.js';

export class ModelFromState extends WrappedModel {
  private readonly start: Uint8Array;

  /** `start`: a state of `model` (stateBytes long); `startLevel`: its BFS level in the model's own search (an initial state is level 1). */
  constructor(
    model: Model,
    start: Uint8Array,
    readonly startLevel: number,
  ) {
    if (start.length !== model.stateBytes)
      throw new RangeError(`the start state has ${start.length} bytes; the model's states have ${model.stateBytes}`);
    if (!(Number.isInteger(startLevel) && startLevel >= 1)) throw new RangeError(`the start level must be 1 or more, got ${startLevel}`);
    super(model, model.stateBytes, model.invariantNames, true);
    this.start = start.slice();
  }

  override initialStates(sink: StateSink): boolean {
    sink.target.set(this.start, sink.targetOffset);
    return sink.emit(-1);
  }

  /** Level 1 of this search is the start's level in the original one. */
  override firstViolatedConstraint(state: Uint8Array, offset: number, level: number, constraints: Int32Array): number {
    return this.model.firstViolatedConstraint(state, offset, level + this.startLevel - 1, constraints);
  }
}
