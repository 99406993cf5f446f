/**
 * A Model that is another model with a few parts changed (a search from a
 * given state, a witness's one invariant): every member forwards to `model`,
 * and a subclass overrides what differs. `factory` is not forwarded (the
 * wrapped model's factory would rebuild the model without the changes), nor
 * `actionEnabled`. Repeats (repeating-model.ts) are forwarded only when the
 * subclass says its successors are the wrapped model's.
 */
import type { Model, StateSink } from './model.js';
import { offersRepeats, type RepeatingModel } from './repeating-model.js';
import type { TlaState } from './trace/tla-value.js';

export abstract class WrappedModel implements Model {
  readonly variableNames: readonly string[];
  readonly actionNames: readonly string[];
  readonly constraintNames: readonly string[];
  readonly coverageNames?: readonly string[];
  readonly describeChange?: Model['describeChange'];
  /** The wrapped model's, when it offers repeats and the subclass keeps its successors (`sameSuccessors`). */
  readonly successorsWithRepeats?: RepeatingModel['successorsWithRepeats'];

  constructor(
    readonly model: Model,
    readonly stateBytes: number,
    readonly invariantNames: readonly string[],
    sameSuccessors = false,
  ) {
    this.variableNames = model.variableNames;
    this.actionNames = model.actionNames;
    this.constraintNames = model.constraintNames;
    if (model.coverageNames !== undefined) this.coverageNames = model.coverageNames;
    if (model.describeChange !== undefined) this.describeChange = model.describeChange.bind(model);
    if (sameSuccessors && offersRepeats(model))
      this.successorsWithRepeats = (source, sourceOffset, sink) => model.successorsWithRepeats(source, sourceOffset, sink);
  }

  initialStates(sink: StateSink): boolean {
    return this.model.initialStates(sink);
  }

  successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean {
    return this.model.successors(source, sourceOffset, sink);
  }

  firstViolatedInvariant(state: Uint8Array, offset: number, invariants: Int32Array): number {
    return this.model.firstViolatedInvariant(state, offset, invariants);
  }

  firstViolatedConstraint(state: Uint8Array, offset: number, level: number, constraints: Int32Array): number {
    return this.model.firstViolatedConstraint(state, offset, level, constraints);
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

  describeStep(actionId: number, before: Uint8Array, beforeOffset: number, after: Uint8Array, afterOffset: number): string {
    return this.model.describeStep(actionId, before, beforeOffset, after, afterOffset);
  }
}
