/**
 * The invariant violations of a search that goes on past them (TLC's
 * -continue, CheckOptions.continueAfterViolation), in the order TLC reports them: each
 * with its behaviour, rebuilt from the parent links at once (the links of
 * the states on it are committed) and confirmed, as the trace of a search
 * that stops is. A new in-model state that violates an invariant is queued
 * and expanded like any other; an out-of-model one is reported each time it
 * is generated; an initial state is reported once per invariant it violates
 * (TLC checks every invariant of an initial state, and only the first
 * violated one of any other state).
 */
import type { Model } from '../model.js';
import type { InvariantViolation } from '../result.js';
import { confirmTrace, rebuildTrace, type TraceLinks } from '../trace/trace.js';
import { NO_PARENT } from './parent-links.js';

/**
 * An out-of-model successor (or initial state) that violates invariants,
 * noted when the search goes on past violations: never queued, and reported
 * each time it is generated, as TLC reports it. `emittedBefore` counts as the
 * batch's does (from the start of the expander's batch), so the commit can
 * put it among the part's candidates; `invariants` are positions in the
 * checked list (the first violated one, or for an initial state every one).
 */
export interface OutOfModelViolation {
  readonly parent: number;
  readonly position: number;
  readonly emittedBefore: number;
  readonly invariants: readonly number[];
}

/** The positions in `invariants` of every invariant the state violates, from `first` (the first it violates) on. */
export function violatedFrom(model: Model, memory: Uint8Array, at: number, invariants: Int32Array, first: number): number[] {
  const violated = [first];
  for (let from = first + 1; from < invariants.length;) {
    const next = model.firstViolatedInvariant(memory, at, invariants.subarray(from));
    if (next < 0) break;
    violated.push(from + next);
    from += next + 1;
  }
  return violated;
}

export class ViolationLog {
  readonly violations: InvariantViolation[] = [];
  /** Set when a behaviour did not replay to what was claimed (an internal error): the search ends with it. */
  problem: string | null = null;

  constructor(
    private readonly model: Model,
    private readonly links: TraceLinks,
    /** The invariants checked, as ids: a violation names a position in this list. */
    private readonly invariants: Int32Array,
  ) {}

  /**
   * A new in-model state, distinct state `ordinal` (its link recorded), at
   * `offset` of `memory`, violates the checked invariant at position `first`.
   */
  inModel(ordinal: number, memory: Uint8Array, offset: number, first: number): void {
    const initial = this.links.parentOf(ordinal) === NO_PARENT;
    const positions = initial ? violatedFrom(this.model, memory, offset, this.invariants, first) : [first];
    const trace = rebuildTrace(this.model, this.links, ordinal);
    for (const position of positions) this.add(trace, position);
  }

  /**
   * The state generated at `position` among the successors of distinct state `parentOrdinal`
   * (among the initial states: NO_PARENT), outside the model, violates these invariants.
   */
  outOfModel(parentOrdinal: number, position: number, positions: readonly number[]): void {
    const trace = rebuildTrace(this.model, this.links, parentOrdinal, position);
    for (const invariantPosition of positions) this.add(trace, invariantPosition);
  }

  private add(trace: InvariantViolation['trace'], position: number): void {
    const invariantId = this.invariants[position] as number;
    const problem = confirmTrace(this.model, trace, { kind: 'invariant', invariantId });
    if (problem !== null)
      this.problem ??= `internal error: the behaviour of violation ${this.violations.length + 1} does not replay (${problem})`;
    this.violations.push({ invariant: this.model.invariantNames[invariantId] as string, trace });
  }
}
