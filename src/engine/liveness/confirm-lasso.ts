/**
 * Confirming a lasso before anyone sees it, independently of how it was
 * found: the first state is initial; each step is a successor by its action
 * (or a stutter); the last state steps back to the loop's first (or
 * stutters); the property is false on the behaviour (evaluated straight from
 * the formula); and the behaviour is fair: on the cycle, every WF condition
 * has a state where its action is disabled or a step by it, every SF
 * condition has a step by it or is disabled all round. Enabledness and steps
 * are judged afresh from the model's successors.
 */
import type { Model } from '../model.js';
import type { LassoLoop, Trace } from '../result.js';
import { allStates, sameBytes } from '../trace/trace.js';
import { enabledAt, type ResolvedFairness } from './fairness.js';
import { holdsOnLasso } from './lasso-evaluation.js';
import type { TemporalFormula } from './temporal-formula.js';

/** What a lasso is claimed to show: a fair behaviour (under `fairness`) that violates `formula`. */
export interface LassoClaim {
  readonly formula: TemporalFormula;
  readonly fairness: ResolvedFairness;
}

/** The fairness conditions the step from `before` to `after` is a step of: 0 for a stutter, -1 when it is no step at all. */
function stepConditions(model: Model, fairness: ResolvedFairness, before: Uint8Array, after: Uint8Array): number {
  if (sameBytes(before, after)) return 0;
  let conditions = -1;
  for (const { state, actionId } of allStates(model, before)) {
    if (sameBytes(state, after)) conditions = (Math.max(conditions, 0) | (fairness.conditionsOfAction[actionId] ?? 0)) >>> 0;
  }
  return conditions;
}

/** The action of the first successor of `before` equal to `after`, -1 for none. */
export function actionBetween(model: Model, before: Uint8Array, after: Uint8Array): number {
  return allStates(model, before).find(({ state }) => sameBytes(state, after))?.actionId ?? -1;
}

/** Null when the lasso shows the claim, else a sentence saying where it fails. */
export function confirmLasso(model: Model, trace: Trace, loop: LassoLoop, claim: LassoClaim): string | null {
  const { states, actionIds } = trace;
  const last = states.length - 1;
  if (last < 0) return 'the trace is empty';
  if (!Number.isInteger(loop.start) || loop.start < 0 || loop.start > last)
    return `the loop starts at state ${loop.start + 1}, which is not in the trace`;
  const first = states[0] as Uint8Array;
  if (!allStates(model, null).some(({ state }) => sameBytes(state, first))) return 'state 1 is not an initial state';
  for (let i = 1; i <= last; i++) {
    const before = states[i - 1] as Uint8Array;
    const after = states[i] as Uint8Array;
    if (sameBytes(before, after)) continue;
    const actionId = actionIds[i] ?? -1;
    const explained = allStates(model, before).some((s) => (actionId < 0 || s.actionId === actionId) && sameBytes(s.state, after));
    if (!explained)
      return (
        `state ${i + 1} is not a successor of ` +
        `state ${i}${actionId >= 0 ? ` by ${model.actionNames[actionId] ?? `action ${actionId}`}` : ''}`
      );
  }
  const stutters = loop.start === last;
  if (!stutters) {
    const closing = allStates(model, states[last] as Uint8Array).some(
      (s) => (loop.actionId < 0 || s.actionId === loop.actionId) && sameBytes(s.state, states[loop.start] as Uint8Array),
    );
    if (!closing) return `state ${loop.start + 1} is not a successor of state ${last + 1}, so the cycle does not close`;
  }
  if (holdsOnLasso(claim.formula, { states, loopStart: loop.start })) return 'the property holds on this behaviour';
  return unfairness(model, claim.fairness, states, loop.start);
}

/** Null when the cycle states[loopStart ..] (closing back to loopStart) is fair, else the condition it breaks. */
function unfairness(model: Model, fairness: ResolvedFairness, states: readonly Uint8Array[], loopStart: number): string | null {
  const cycle = states.slice(loopStart);
  let enabledSomewhere = 0;
  let disabledSomewhere = 0;
  for (const state of cycle) {
    const enabled = enabledAt(model, fairness, state);
    enabledSomewhere |= enabled;
    disabledSomewhere |= ~enabled;
  }
  let steps = 0;
  if (cycle.length > 1) {
    for (let i = 0; i < cycle.length; i++) {
      const conditions = stepConditions(model, fairness, cycle[i] as Uint8Array, cycle[(i + 1) % cycle.length] as Uint8Array);
      if (conditions > 0) steps |= conditions;
    }
  }
  for (let c = 0; c < fairness.conditions.length; c++) {
    const bit = 1 << c;
    const condition = fairness.conditions[c] as { kind: 'weak' | 'strong'; name: string };
    const fair =
      condition.kind === 'weak'
        ? (disabledSomewhere & bit) !== 0 || (steps & bit) !== 0
        : (enabledSomewhere & bit) === 0 || (steps & bit) !== 0;
    if (!fair) return `the behaviour is not fair: ${condition.name} fails on its cycle`;
  }
  return null;
}
