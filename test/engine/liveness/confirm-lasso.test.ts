/** Confirming a lasso before it is shown: a behaviour of the model, that closes, violates the property, and is fair. */
import { describe, expect, it } from 'vitest';
import { actionBetween, confirmLasso, type LassoClaim } from '../../../src/engine/liveness/confirm-lasso.js';
import { resolveFairness } from '../../../src/engine/liveness/fairness.js';
import { eventually, state, type FairnessCondition, type TemporalFormula } from '../../../src/engine/liveness/temporal-formula.js';
import type { LassoLoop, Trace } from '../../../src/engine/result.js';
import { ToyModel } from '../../helpers/toy-models.js';

/** 0 -A-> 1; 1 -A-> 2 and 1 -B-> 0; 2 -A-> 1. */
const model = new ToyModel({
  variables: ['x'],
  init: [[0]],
  actions: ['A', 'B'],
  next: ([x]) =>
    x === 0
      ? [{ action: 'A', state: [1] }]
      : x === 1
        ? [
            { action: 'A', state: [2] },
            { action: 'B', state: [0] },
          ]
        : [{ action: 'A', state: [1] }],
});
const A = 0;
const B = 1;

const xIs = (value: number): TemporalFormula => state({ name: `x = ${value}`, holds: (s, at) => model.decode(s, at)[0] === value });
/** <>(x = 2): a behaviour that never reaches 2 violates it. */
const reachesTwo = eventually(xIs(2));
/** <>(x = 9): every behaviour violates it. */
const reachesNine = eventually(xIs(9));

const claim = (formula: TemporalFormula, ...conditions: FairnessCondition[]): LassoClaim => ({
  formula,
  fairness: resolveFairness(model, conditions),
});
const condition = (kind: 'weak' | 'strong', names: string[] | 'next'): FairnessCondition => ({
  kind,
  action: names === 'next' ? { kind: 'next' } : { kind: 'actions', names },
  name: `${kind === 'weak' ? 'WF' : 'SF'}_vars(${names === 'next' ? 'Next' : names.join(' \\/ ')})`,
});
const trace = (xs: number[], actionIds: number[]): Trace => ({ states: xs.map((x) => model.encode([x])), actionIds });
const loop = (start: number, actionId: number): LassoLoop => ({ start, actionId });

describe('confirmLasso', () => {
  it('confirms a behaviour of the model that violates the property and is fair, a stutter at its end too', () => {
    expect(confirmLasso(model, trace([0, 1, 2], [-1, A, A]), loop(1, A), claim(reachesNine, condition('weak', ['A'])))).toBeNull();
    expect(confirmLasso(model, trace([0, 1], [-1, A]), loop(0, B), claim(reachesTwo, condition('strong', ['B'])))).toBeNull();
    expect(confirmLasso(model, trace([0], [-1]), loop(0, -1), claim(reachesTwo))).toBeNull();
  });

  it('says where the trace is no behaviour of the model', () => {
    const none = claim(reachesNine);
    expect(confirmLasso(model, trace([], []), loop(0, -1), none)).toBe('the trace is empty');
    expect(confirmLasso(model, trace([0, 1], [-1, A]), loop(2, A), none)).toBe('the loop starts at state 3, which is not in the trace');
    expect(confirmLasso(model, trace([0], [-1]), loop(0.5, -1), none)).toBe('the loop starts at state 1.5, which is not in the trace');
    expect(confirmLasso(model, trace([1, 2], [-1, A]), loop(0, A), none)).toBe('state 1 is not an initial state');
    expect(confirmLasso(model, trace([0, 2], [-1, A]), loop(1, -1), none)).toBe('state 2 is not a successor of state 1 by A');
    expect(confirmLasso(model, trace([0, 1], [-1, B]), loop(1, -1), none)).toBe('state 2 is not a successor of state 1 by B');
    expect(confirmLasso(model, trace([0, 2], [-1, -1]), loop(1, -1), none)).toBe('state 2 is not a successor of state 1');
    expect(confirmLasso(model, trace([0, 1, 2], [-1, A, A]), loop(0, A), none)).toBe(
      'state 1 is not a successor of state 3, so the cycle does not close',
    );
    expect(confirmLasso(model, trace([0, 1], [-1, A]), loop(0, A), none)).toBe(
      'state 1 is not a successor of state 2, so the cycle does not close',
    );
  });

  it('takes a repeated state as a stutter, and a step back by any action when the loop names none', () => {
    expect(confirmLasso(model, trace([0, 0, 1], [-1, A, A]), loop(1, -1), claim(reachesTwo))).toBeNull();
  });

  it('refuses a behaviour on which the property holds', () => {
    expect(confirmLasso(model, trace([0, 1, 2], [-1, A, A]), loop(1, A), claim(reachesTwo))).toBe('the property holds on this behaviour');
  });

  it('refuses an unfair cycle, naming the condition it breaks', () => {
    // B is enabled at 1, on the cycle 1, 2, and never taken: weakly fair (disabled at 2), not strongly
    const cycle = trace([0, 1, 2], [-1, A, A]);
    expect(confirmLasso(model, cycle, loop(1, A), claim(reachesNine, condition('weak', ['B'])))).toBeNull();
    expect(confirmLasso(model, cycle, loop(1, A), claim(reachesNine, condition('strong', ['B'])))).toBe(
      'the behaviour is not fair: SF_vars(B) fails on its cycle',
    );
    // stuttering at 0 for ever while A (and so Next) stays enabled
    const stutter = trace([0], [-1]);
    expect(confirmLasso(model, stutter, loop(0, -1), claim(reachesTwo, condition('weak', ['B'])))).toBeNull();
    expect(confirmLasso(model, stutter, loop(0, -1), claim(reachesTwo, condition('weak', ['B']), condition('weak', 'next')))).toBe(
      'the behaviour is not fair: WF_vars(Next) fails on its cycle',
    );
  });
});

describe('actionBetween', () => {
  it('names the action of the first successor equal to the second state, -1 for none', () => {
    const [zero, one, two] = [0, 1, 2].map((x) => model.encode([x])) as [Uint8Array, Uint8Array, Uint8Array];
    expect([actionBetween(model, one, two), actionBetween(model, one, zero), actionBetween(model, zero, two)]).toEqual([A, B, -1]);
    expect(actionBetween(model, one, one)).toBe(-1);
  });
});
