import { describe, expect, it } from 'vitest';
import { check as checkModel } from '../../../src/engine/check.js';
import type { CheckOptions } from '../../../src/engine/options.js';
import type { CheckResult } from '../../../src/engine/result.js';
import { ToyModel, type ToySpec } from '../../helpers/toy-models.js';

/**
 * x steps to x + 1 and x + 2 below 6; Bound keeps x <= 5 in the model (6 and 7 are out of it);
 * NotThree fails at 3, BelowFive at 5, 6 and 7.
 */
function laddersModel(
  init: readonly number[] = [0],
  invariants: ToySpec['invariants'] = { NotThree: ([x]) => x !== 3, BelowFive: ([x]) => (x as number) < 5 },
): ToyModel {
  return new ToyModel({
    variables: ['x'],
    init: init.map((x) => [x]),
    actions: ['Step'],
    next: ([x]) => ((x as number) < 6 ? [1, 2].map((d) => ({ action: 'Step', state: [(x as number) + d] })) : []),
    invariants,
    constraints: { Bound: ([x]) => (x as number) <= 5 },
  });
}

const check = (model: ToyModel, options: Partial<CheckOptions> = {}): CheckResult =>
  checkModel(model, {
    invariants: model.invariantNames,
    constraints: ['Bound'],
    checkDeadlock: true,
    continueAfterViolation: true,
    ...options,
  });
const counts = (r: CheckResult) => ({
  generated: r.stats.statesGenerated,
  distinct: r.stats.distinctStates,
  left: r.stats.queueLeft,
  depth: r.stats.depth,
});
/** Each violation as its invariant and the x of each state of its behaviour. */
const violationsOf = (model: ToyModel, r: CheckResult) =>
  (r.violations ?? []).map(({ invariant, trace }) => ({ invariant, xs: trace.states.map((s) => model.decode(s)[0]) }));

describe('a search that goes on past invariant violations (TLC -continue)', () => {
  it('keeps, counts and expands a new state that violates an invariant, and reports an out-of-model one each time it is generated', () => {
    const model = laddersModel();
    const r = check(model);
    // levels {0} {1 2} {3 4} {5}: 3 and 5 violate and are expanded; 6 is generated twice (from 4 and 5), 7 once, outside the model
    expect(counts(r)).toEqual({ generated: 13, distinct: 6, left: 0, depth: 4 });
    expect(violationsOf(model, r)).toEqual([
      { invariant: 'NotThree', xs: [0, 1, 3] },
      { invariant: 'BelowFive', xs: [0, 1, 3, 5] },
      { invariant: 'BelowFive', xs: [0, 2, 4, 6] },
      { invariant: 'BelowFive', xs: [0, 1, 3, 5, 6] },
      { invariant: 'BelowFive', xs: [0, 1, 3, 5, 7] },
    ]);
    // having explored everything, the result names the first violation
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotThree' });
  });

  it('stops at a deadlock, with the violations found before it', () => {
    // without the bound, 6 and 7 are in the model and have no successor: the first of them expanded is a deadlock
    const model = new ToyModel({ ...laddersModel().spec, constraints: {} });
    const r = check(model, { constraints: [] });
    expect(r.kind).toBe('deadlock');
    expect(violationsOf(model, r).map(({ xs }) => xs.at(-1))).toEqual([3, 5, 6, 7]);
    expect(counts(r)).toEqual({ generated: 13, distinct: 8, left: 1, depth: 5 });
  });

  it('reports every invariant an initial state violates, and only the first a successor violates', () => {
    const both = { Small: ([x]: readonly number[]) => (x as number) < 3, NotFour: ([x]: readonly number[]) => x !== 4 };
    const model = laddersModel([4, 0], both);
    const r = check(model, { checkDeadlock: false });
    const violations = violationsOf(model, r);
    expect(violations.slice(0, 2)).toEqual([
      { invariant: 'Small', xs: [4] },
      { invariant: 'NotFour', xs: [4] },
    ]);
    // levels {4 0} {5 1 2} {3}: 4 is never reported again (a duplicate); 5, 3 and the out-of-model 6 (twice) and 7 fail Small only, the first invariant
    expect(violations.slice(2).map(({ invariant, xs }) => `${invariant} ${xs.join(',')}`)).toEqual([
      'Small 4,5',
      'Small 4,6',
      'Small 4,5,6',
      'Small 4,5,7',
      'Small 0,1,3',
    ]);
  });

  it('without continueAfterViolation stops at the first violation, as before', () => {
    const r = check(laddersModel(), { continueAfterViolation: false });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotThree' });
    expect(r.violations).toBeUndefined();
  });
});
