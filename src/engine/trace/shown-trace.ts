import type { Model } from '../model.js';
import type { Trace } from '../result.js';
import type { TlaState } from './tla-value.js';

/** One step of a counterexample, ready for any output format. */
export interface ShownStep {
  /** The action that produced this state (e.g. `ResolveSquare`), null for the initial state. */
  readonly action: string | null;
  /** A readable label for the step, e.g. `ResolveSquare: player 1 on Community Chest (2)`. */
  readonly label: string;
  readonly state: TlaState;
}

export interface ShownTrace {
  /** Variable names in the spec's declaration order. */
  readonly variableNames: readonly string[];
  readonly steps: readonly ShownStep[];
}

/** Turns packed trace states into TLA+ values and named steps. */
export function showTrace(model: Model, trace: Trace): ShownTrace {
  const steps = trace.states.map((state, index): ShownStep => {
    const actionId = trace.actionIds[index] ?? -1;
    if (index === 0 || actionId < 0) return { action: null, label: 'Initial predicate', state: model.toTla(state, 0) };
    const before = trace.states[index - 1] as Uint8Array;
    return { action: model.actionNames[actionId] ?? `action ${actionId}`, label: model.describeStep(actionId, before, 0, state, 0), state: model.toTla(state, 0) };
  });
  return { variableNames: model.variableNames, steps };
}
