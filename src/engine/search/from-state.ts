/**
 * A search from a given state instead of the initial states: the explorer's
 * "find from here". The wrapped model has that one state as its initial
 * state and the model's own successors. Constraints see the levels of the
 * original search: a state found k steps from the start is at level
 * `startLevel + k`, so a depth bound still ends where it ends in a search from
 * the initial states, and the start's own constraints are the ones it had.
 */
import type { Model, StateSink } from '../model.js';
import type { TlaState, TlaValue } from '../trace/tla-value.js';

export class ModelFromState implements Model {
  readonly stateBytes: number;
  readonly variableNames: readonly string[];
  readonly actionNames: readonly string[];
  readonly invariantNames: readonly string[];
  readonly constraintNames: readonly string[];
  readonly coverageNames?: readonly string[];
  private readonly start: Uint8Array;

  /** `start`: a state of `model` (stateBytes long); `startLevel`: its BFS level in the model's own search (an initial state is level 1). */
  constructor(readonly model: Model, start: Uint8Array, readonly startLevel: number) {
    if (start.length !== model.stateBytes) throw new RangeError(`the start state has ${start.length} bytes; the model's states have ${model.stateBytes}`);
    if (!(Number.isInteger(startLevel) && startLevel >= 1)) throw new RangeError(`the start level must be 1 or more, got ${startLevel}`);
    this.start = start.slice();
    this.stateBytes = model.stateBytes;
    this.variableNames = model.variableNames;
    this.actionNames = model.actionNames;
    this.invariantNames = model.invariantNames;
    this.constraintNames = model.constraintNames;
    if (model.coverageNames !== undefined) this.coverageNames = model.coverageNames;
  }

  initialStates(sink: StateSink): boolean {
    sink.target.set(this.start, sink.targetOffset);
    return sink.emit(-1);
  }

  successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean {
    return this.model.successors(source, sourceOffset, sink);
  }

  firstViolatedInvariant(state: Uint8Array, offset: number, invariants: Int32Array): number {
    return this.model.firstViolatedInvariant(state, offset, invariants);
  }

  /** Level 1 of this search is the start's level in the original one. */
  firstViolatedConstraint(state: Uint8Array, offset: number, level: number, constraints: Int32Array): number {
    return this.model.firstViolatedConstraint(state, offset, level + this.startLevel - 1, constraints);
  }

  toTla(state: Uint8Array, offset: number): TlaState {
    return this.model.toTla(state, offset);
  }

  fromTla(values: TlaState, target: Uint8Array, offset: number): void {
    this.model.fromTla(values, target, offset);
  }

  coverageKey(actionId: number, source: Uint8Array, sourceOffset: number): number {
    return this.model.coverageKey?.(actionId, source, sourceOffset) ?? actionId;
  }

  describeChange(variable: string, before: TlaValue, after: TlaValue): readonly string[] | null {
    return this.model.describeChange?.(variable, before, after) ?? null;
  }

  describeStep(actionId: number, before: Uint8Array, beforeOffset: number, after: Uint8Array, afterOffset: number): string {
    return this.model.describeStep(actionId, before, beforeOffset, after, afterOffset);
  }
}
