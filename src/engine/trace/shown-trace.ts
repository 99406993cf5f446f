import type { Model } from '../model.js';
import type { InvariantViolation, LassoLoop, Trace } from '../result.js';
import type { TlaState } from './tla-value.js';

/** One step of a counterexample, ready for any output format. */
export interface ShownStep {
  /** The action that produced this state (e.g. `ResolveSquare`), null for the initial state. */
  readonly action: string | null;
  /** A readable label for the step, e.g. `ResolveSquare: player 1 on Community Chest (2)`. */
  readonly label: string;
  readonly state: TlaState;
}

/** Where a lasso-shaped behaviour loops: after its last step it goes back to `steps[start]`, or stutters for ever. */
export interface ShownLoop {
  /** Index of the step the behaviour goes back to; the last index when it stutters. */
  readonly start: number;
  /** The action of the step back, null when the behaviour stutters in its last state for ever. */
  readonly action: string | null;
  /** A readable label for the step back (`Stuttering` when it stutters). */
  readonly label: string;
}

export interface ShownTrace {
  /** Variable names in the spec's declaration order. */
  readonly variableNames: readonly string[];
  readonly steps: readonly ShownStep[];
  /** Present when the behaviour is a lasso (a liveness counterexample). */
  readonly loop?: ShownLoop;
}

/** An invariant violation (CheckResult.violations) ready for any output format. */
export interface ShownViolation {
  readonly invariant: string;
  readonly shown: ShownTrace;
}

/** The violations of a search that went on past them, shown (none when it did not). */
export function showViolations(model: Model, violations: readonly InvariantViolation[] | undefined): ShownViolation[] {
  return (violations ?? []).map(({ invariant, trace }) => ({ invariant, shown: showTrace(model, trace) }));
}

/** Turns packed trace states into TLA+ values and named steps (and a lasso's loop, when given). */
export function showTrace(model: Model, trace: Trace, loop?: LassoLoop): ShownTrace {
  const steps = trace.states.map((state, index): ShownStep => {
    const actionId = trace.actionIds[index] ?? -1;
    if (index === 0 || actionId < 0) return { action: null, label: 'Initial predicate', state: model.toTla(state, 0) };
    const before = trace.states[index - 1] as Uint8Array;
    return {
      action: model.actionNames[actionId] ?? `action ${actionId}`,
      label: model.describeStep(actionId, before, 0, state, 0),
      state: model.toTla(state, 0),
    };
  });
  if (loop === undefined) return { variableNames: model.variableNames, steps };
  return { variableNames: model.variableNames, steps, loop: showLoop(model, trace, loop) };
}

function showLoop(model: Model, trace: Trace, loop: LassoLoop): ShownLoop {
  const last = trace.states[trace.states.length - 1] as Uint8Array;
  if (loop.start === trace.states.length - 1) return { start: loop.start, action: null, label: 'Stuttering' };
  // a file's lasso whose last state has no step back (validation says so)
  if (loop.actionId < 0) return { start: loop.start, action: 'no action', label: 'no step of the model leads back' };
  const back = trace.states[loop.start] as Uint8Array;
  return {
    start: loop.start,
    action: model.actionNames[loop.actionId] ?? `action ${loop.actionId}`,
    label: model.describeStep(loop.actionId, last, 0, back, 0),
  };
}
