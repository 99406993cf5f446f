/** Liveness on toy models: TLC's semantics for stuttering, fairness by ENABLED, constraints, and every formula form. */
import { describe, expect, it } from 'vitest';
import { checkLiveness, type LivenessOptions } from '../../../src/engine/liveness/check-liveness.js';
import {
  always,
  eventually,
  implies,
  leadsTo,
  not,
  state,
  type FairnessCondition,
  type StatePredicate,
  type TemporalFormula,
} from '../../../src/engine/liveness/temporal-formula.js';
import type { CheckResult } from '../../../src/engine/result.js';
import { ToyModel, type ToySpec, type ToyState } from '../../helpers/toy-models.js';

const WF_NEXT: FairnessCondition = { kind: 'weak', action: { kind: 'next' }, name: 'WF_vars(Next)' };
const wf = (...names: string[]): FairnessCondition => ({
  kind: 'weak',
  action: { kind: 'actions', names },
  name: `WF_vars(${names.join(' \\/ ')})`,
});
const sf = (...names: string[]): FairnessCondition => ({
  kind: 'strong',
  action: { kind: 'actions', names },
  name: `SF_vars(${names.join(' \\/ ')})`,
});

/** A predicate on the toy state's variable `index`. */
function on(model: ToyModel, name: string, test: (values: ToyState) => boolean): TemporalFormula {
  const predicate: StatePredicate = { name, holds: (bytes, offset) => test(model.decode(bytes, offset)) };
  return state(predicate);
}

function run(model: ToyModel, formula: TemporalFormula, fairness: FairnessCondition[], extra: Partial<LivenessOptions> = {}): CheckResult {
  return checkLiveness(model, {
    invariants: [],
    constraints: [],
    checkDeadlock: false,
    properties: [{ name: 'P', formula }],
    fairness,
    ...extra,
  });
}

/** The lasso's states as values, and where it loops ('stutter' when it stutters at its end). */
function lassoOf(model: ToyModel, result: CheckResult): { states: number[][]; loop: number | 'stutter' } {
  if (result.kind !== 'property')
    throw new Error(`expected a property violation, got ${result.kind}${result.kind === 'error' ? `: ${result.message}` : ''}`);
  const states = result.trace.states.map((bytes) => model.decode(bytes));
  const last = states.length - 1;
  return { states, loop: result.loop.start === last && result.loop.actionId === -1 ? 'stutter' : result.loop.start };
}

/** x' = x + 1 without end, under a constraint x < bound. */
function counter(bound: number): ToyModel {
  return new ToyModel({
    variables: ['x'],
    init: [[0]],
    actions: ['Inc'],
    next: ([x = 0]) => [{ action: 'Inc', state: [x + 1] }],
    constraints: { Bound: ([x = 0]) => x < bound },
  });
}

describe('checkLiveness on a counter', () => {
  it('holds: with WF on Next, stuttering where every successor is cut off by a constraint is unfair (TLC: <>(x >= 5) under x < 3)', () => {
    const model = counter(3);
    const result = run(model, eventually(on(model, 'x >= 5', ([x = 0]) => x >= 5)), [WF_NEXT], { constraints: ['Bound'] });
    expect(result.kind).toBe('ok');
    expect(result.stats).toMatchObject({ statesGenerated: 4, distinctStates: 3, depth: 3, queueLeft: 0 });
  });

  it('is violated without fairness: the initial state stutters for ever', () => {
    const model = counter(3);
    const result = run(model, eventually(on(model, 'x >= 5', ([x = 0]) => x >= 5)), [], { constraints: ['Bound'] });
    expect(lassoOf(model, result)).toEqual({ states: [[0]], loop: 'stutter' });
  });

  it('is violated under WF on an action that is never enabled (fairness of that action says nothing)', () => {
    const model = new ToyModel({
      variables: ['x'],
      init: [[0]],
      actions: ['Inc', 'Never'],
      next: ([x = 0]) => [{ action: 'Inc', state: [x + 1] }],
      constraints: { Bound: ([x = 0]) => x < 3 },
    });
    const result = run(model, eventually(on(model, 'x >= 5', ([x = 0]) => x >= 5)), [wf('Never')], { constraints: ['Bound'] });
    expect(lassoOf(model, result)).toEqual({ states: [[0]], loop: 'stutter' });
  });
});

/** a toggles 0 <-> 1 (Toggle); Act, enabled only when a = 1, sets done. */
function toggler(): ToyModel {
  return new ToyModel({
    variables: ['a', 'done'],
    init: [[0, 0]],
    actions: ['Toggle', 'Act'],
    next: ([a = 0, done = 0]) =>
      done === 1 ? [] : [{ action: 'Toggle', state: [1 - a, 0] }, ...(a === 1 ? [{ action: 'Act', state: [a, 1] }] : [])],
  });
}

describe('checkLiveness: weak and strong fairness', () => {
  const done = (model: ToyModel) => eventually(on(model, 'done = 1', ([, d]) => d === 1));

  it('WF(Act) allows toggling for ever: Act is disabled every other state', () => {
    const model = toggler();
    const { states, loop } = lassoOf(model, run(model, done(model), [wf('Toggle'), wf('Act')]));
    expect(loop).not.toBe('stutter');
    expect(states.every(([, d]) => d === 0)).toBe(true);
  });

  it('SF(Act) with WF(Toggle) forbids it: the property holds', () => {
    const model = toggler();
    expect(run(model, done(model), [wf('Toggle'), sf('Act')]).kind).toBe('ok');
  });

  it('SF(Act) alone allows stuttering where Act is disabled', () => {
    const model = toggler();
    expect(lassoOf(model, run(model, done(model), [sf('Act')]))).toEqual({ states: [[0, 0]], loop: 'stutter' });
  });

  it('WF on Next forbids stuttering while a step can change the state, but not at the end', () => {
    const model = toggler();
    // done = 1 is a deadlock-like end where Next is disabled: stuttering there is fair
    const result = run(model, always(on(model, 'done = 0', ([, d]) => d === 0)), [WF_NEXT]);
    const { states, loop } = lassoOf(model, result);
    expect(states[states.length - 1]).toEqual([1, 1]);
    expect(loop).toBe('stutter');
  });
});

/** A line 0 -> 1 -> 2 -> 3 -> 3 (3 loops on itself by Stay, which changes nothing). */
function line(): ToyModel {
  const spec: ToySpec = {
    variables: ['x'],
    init: [[0]],
    actions: ['Step', 'Stay'],
    next: ([x = 0]) => (x < 3 ? [{ action: 'Step', state: [x + 1] }] : [{ action: 'Stay', state: [x] }]),
  };
  return new ToyModel(spec);
}

describe('checkLiveness: the formula forms, on a line 0 -> 1 -> 2 -> 3 under WF(Next)', () => {
  const model = line();
  const x = (name: string, test: (x: number) => boolean) => on(model, name, ([value = 0]) => test(value));
  const cases: [string, TemporalFormula, boolean][] = [
    ['<>(x = 3)', eventually(x('x = 3', (v) => v === 3)), true],
    ['<>(x = 4)', eventually(x('x = 4', (v) => v === 4)), false],
    ['[](x <= 3)', always(x('x <= 3', (v) => v <= 3)), true],
    ['[](x < 3)', always(x('x < 3', (v) => v < 3)), false],
    [
      '[](x = 1 => [](x >= 1))',
      always(
        implies(
          x('x = 1', (v) => v === 1),
          always(x('x >= 1', (v) => v >= 1)),
        ),
      ),
      true,
    ],
    [
      '[](x = 1 => [](x <= 2))',
      always(
        implies(
          x('x = 1', (v) => v === 1),
          always(x('x <= 2', (v) => v <= 2)),
        ),
      ),
      false,
    ],
    [
      'x = 1 ~> x = 3',
      leadsTo(
        x('x = 1', (v) => v === 1),
        x('x = 3', (v) => v === 3),
      ),
      true,
    ],
    [
      'x = 2 ~> x = 0',
      leadsTo(
        x('x = 2', (v) => v === 2),
        x('x = 0', (v) => v === 0),
      ),
      false,
    ],
    ['[]<>(x = 3)', always(eventually(x('x = 3', (v) => v === 3))), true],
    ['[]<>(x = 2)', always(eventually(x('x = 2', (v) => v === 2))), false],
    ['<>[](x = 3)', eventually(always(x('x = 3', (v) => v === 3))), true],
    ['<>[](x # 3)', eventually(always(not(x('x = 3', (v) => v === 3)))), false],
  ];
  for (const [text, formula, holds] of cases) {
    it(`${text} ${holds ? 'holds' : 'is violated'}`, () => {
      const result = run(model, formula, [WF_NEXT]);
      expect(result.kind).toBe(holds ? 'ok' : 'property');
    });
  }

  it('gives the shortest prefix: <>(x = 4) fails by stuttering at 3 after 0, 1, 2', () => {
    expect(lassoOf(model, run(model, eventually(x('x = 4', (v) => v === 4)), [WF_NEXT]))).toEqual({
      states: [[0], [1], [2], [3]],
      loop: 'stutter',
    });
  });
});

describe('checkLiveness: invariants, deadlock and limits in the same run', () => {
  it('reports an invariant violation with the BFS counts', () => {
    const model = new ToyModel({
      variables: ['x'],
      init: [[0]],
      actions: ['Inc'],
      next: ([x = 0]) => [{ action: 'Inc', state: [x + 1] }],
      invariants: { Small: ([x = 0]) => x < 2 },
    });
    const result = checkLiveness(model, { invariants: ['Small'], constraints: [], checkDeadlock: true, properties: [], fairness: [] });
    expect(result.kind).toBe('invariant');
    expect(result.stats).toMatchObject({ statesGenerated: 3, distinctStates: 3, queueLeft: 0, depth: 3 });
  });

  it('reports a deadlock', () => {
    const model = new ToyModel({
      variables: ['x'],
      init: [[0]],
      actions: ['Inc'],
      next: ([x = 0]) => (x < 2 ? [{ action: 'Inc', state: [x + 1] }] : []),
    });
    const result = checkLiveness(model, { invariants: [], constraints: [], checkDeadlock: true, properties: [], fairness: [] });
    expect(result.kind).toBe('deadlock');
    if (result.kind === 'deadlock') expect(result.trace.states.length).toBe(3);
  });

  it('stops at the states limit', () => {
    const model = counter(100);
    const result = run(model, eventually(on(model, 'x >= 500', ([x = 0]) => x >= 500)), [WF_NEXT], {
      constraints: ['Bound'],
      maxDistinctStates: 10,
    });
    expect(result).toMatchObject({ kind: 'limit', limit: 'states' });
  });
});
