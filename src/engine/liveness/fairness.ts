/**
 * Fairness conditions resolved against a model's actions, as bit masks: bit i
 * stands for condition i. A state has bit i "enabled" when ENABLED
 * <<A_i>>_vars holds there; a step carries bit i when it is an <<A_i>>_vars
 * step (a step by A_i that changes the state).
 */
import type { Model, StateSink } from '../model.js';
import { UnknownNameError } from '../options.js';
import type { FairnessCondition } from './temporal-formula.js';

/** At most this many fairness conditions (they are bits of a 32-bit mask). */
const MAX_FAIRNESS_CONDITIONS = 32;

export interface ResolvedFairness {
  readonly conditions: readonly FairnessCondition[];
  /** Per action id: the conditions whose action is that one, or Next. */
  readonly conditionsOfAction: Uint32Array;
  /** Conditions on the whole next-state relation. */
  readonly onNext: number;
  /** Conditions on named actions, with those actions' ids. */
  readonly onActions: readonly { readonly bit: number; readonly actionIds: readonly number[] }[];
  readonly weak: number;
  readonly strong: number;
}

/** Throws UnknownNameError for an action the model does not have, RangeError past MAX_FAIRNESS_CONDITIONS. */
export function resolveFairness(model: Model, conditions: readonly FairnessCondition[]): ResolvedFairness {
  if (conditions.length > MAX_FAIRNESS_CONDITIONS)
    throw new RangeError(`at most ${MAX_FAIRNESS_CONDITIONS} fairness conditions, not ${conditions.length}`);
  const conditionsOfAction = new Uint32Array(model.actionNames.length);
  const onActions: { bit: number; actionIds: number[] }[] = [];
  let onNext = 0;
  let weak = 0;
  let strong = 0;
  conditions.forEach((condition, index) => {
    const bit = (1 << index) >>> 0;
    if (condition.kind === 'weak') weak |= bit;
    else strong |= bit;
    if (condition.action.kind === 'next') {
      onNext |= bit;
      for (let a = 0; a < conditionsOfAction.length; a++) conditionsOfAction[a] = ((conditionsOfAction[a] as number) | bit) >>> 0;
      return;
    }
    const actionIds = condition.action.names.map((name) => {
      const id = model.actionNames.indexOf(name);
      if (id < 0) throw new UnknownNameError('action', name, model.actionNames);
      return id;
    });
    for (const id of actionIds) conditionsOfAction[id] = ((conditionsOfAction[id] as number) | bit) >>> 0;
    onActions.push({ bit, actionIds });
  });
  return { conditions, conditionsOfAction, onNext: onNext >>> 0, onActions, weak: weak >>> 0, strong: strong >>> 0 };
}

/**
 * The conditions enabled at a state, given the conditions its emitted
 * successors showed enabled (`shown`): the named-action ones are the
 * model's own answer when it has one (Model.actionEnabled).
 */
export function enabledConditions(model: Model, fairness: ResolvedFairness, state: Uint8Array, offset: number, shown: number): number {
  if (model.actionEnabled === undefined || fairness.onActions.length === 0) return shown >>> 0;
  let enabled = shown & fairness.onNext;
  for (const { bit, actionIds } of fairness.onActions) {
    if (actionIds.some((id) => (model.actionEnabled as NonNullable<Model['actionEnabled']>)(id, state, offset))) enabled |= bit;
  }
  return enabled >>> 0;
}

/** A sink that records which conditions a state's successors show enabled (those that differ from it). */
class EnabledSink implements StateSink {
  readonly target: Uint8Array;
  readonly targetOffset = 0;
  shown = 0;

  constructor(
    private readonly source: Uint8Array,
    private readonly fairness: ResolvedFairness,
  ) {
    this.target = new Uint8Array(source.length);
  }

  emit(actionId: number): boolean {
    const bits = this.fairness.conditionsOfAction[actionId] ?? 0;
    if ((bits & ~this.shown) !== 0 && this.target.some((value, index) => value !== this.source[index]))
      this.shown = (this.shown | bits) >>> 0;
    return true;
  }
}

/** The conditions enabled at `state` (a whole state of model.stateBytes bytes), found by enumerating its successors afresh. */
export function enabledAt(model: Model, fairness: ResolvedFairness, state: Uint8Array): number {
  const sink = new EnabledSink(state, fairness);
  model.successors(state, 0, sink);
  return enabledConditions(model, fairness, state, 0, sink.shown);
}
