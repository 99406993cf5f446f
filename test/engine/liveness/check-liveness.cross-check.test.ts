/**
 * checkLiveness against a brute-force oracle on random small graphs: every
 * lasso up to a few states is enumerated and judged by this file's own
 * reading of the semantics (stutter at every state; fairness by the actions'
 * enabledness, constraints ignored; the property on the ultimately periodic
 * behaviour). If the oracle finds a fair violating lasso, the checker must
 * report a violation; if the checker reports one, its lasso must pass this
 * file's judgement.
 */
import { describe, expect, it } from 'vitest';
import { checkLiveness } from '../../../src/engine/liveness/check-liveness.js';
import {
  always,
  eventually,
  implies,
  leadsTo,
  not,
  state,
  type FairnessCondition,
  type TemporalFormula,
} from '../../../src/engine/liveness/temporal-formula.js';
import { SeededRandom } from '../../../src/engine/search/random.js';
import { ToyModel } from '../../helpers/toy-models.js';

const STATES = 3;
const ACTIONS = ['A', 'B'];
const MAX_LASSO = 6;

interface RandomSystem {
  /** Raw successors of each state, by action, as the model emits them (constraint not applied). */
  readonly next: readonly (readonly { action: string; target: number }[])[];
  readonly inModel: readonly boolean[];
  readonly p: readonly boolean[];
  readonly q: readonly boolean[];
  readonly formula: {
    readonly text: string;
    readonly build: (p: TemporalFormula, q: TemporalFormula) => TemporalFormula;
    readonly judge: (p: (i: number) => boolean, q: (i: number) => boolean, reach: (i: number) => number[]) => boolean;
  };
  readonly fairness: readonly FairnessCondition[];
}

const always_ = (f: (i: number) => boolean, reach: (i: number) => number[]) => (i: number) => reach(i).every(f);
const eventually_ = (f: (i: number) => boolean, reach: (i: number) => number[]) => (i: number) => reach(i).some(f);

const FORMS: RandomSystem['formula'][] = [
  { text: '<>P', build: (p) => eventually(p), judge: (p, _q, reach) => eventually_(p, reach)(0) },
  { text: '[]P', build: (p) => always(p), judge: (p, _q, reach) => always_(p, reach)(0) },
  {
    text: '[](P => []Q)',
    build: (p, q) => always(implies(p, always(q))),
    judge: (p, q, reach) => always_((i) => !p(i) || always_(q, reach)(i), reach)(0),
  },
  { text: 'P ~> Q', build: (p, q) => leadsTo(p, q), judge: (p, q, reach) => always_((i) => !p(i) || eventually_(q, reach)(i), reach)(0) },
  { text: '[]<>P', build: (p) => always(eventually(p)), judge: (p, _q, reach) => always_(eventually_(p, reach), reach)(0) },
  { text: '<>[]P', build: (p) => eventually(always(p)), judge: (p, _q, reach) => eventually_(always_(p, reach), reach)(0) },
  {
    text: '<>[]~P',
    build: (p) => eventually(always(not(p))),
    judge: (p, _q, reach) =>
      eventually_(
        always_((i) => !p(i), reach),
        reach,
      )(0),
  },
];

const FAIRNESS: FairnessCondition[] = [
  { kind: 'weak', action: { kind: 'next' }, name: 'WF(Next)' },
  { kind: 'weak', action: { kind: 'actions', names: ['A'] }, name: 'WF(A)' },
  { kind: 'strong', action: { kind: 'actions', names: ['A'] }, name: 'SF(A)' },
  { kind: 'weak', action: { kind: 'actions', names: ['B'] }, name: 'WF(B)' },
  { kind: 'strong', action: { kind: 'actions', names: ['B'] }, name: 'SF(B)' },
];

function randomSystem(random: SeededRandom): RandomSystem {
  const next = Array.from({ length: STATES }, () =>
    Array.from({ length: random.below(4) }, () => ({ action: ACTIONS[random.below(2)] as string, target: random.below(STATES) })),
  );
  const inModel = Array.from({ length: STATES }, (_, s) => s === 0 || random.below(5) > 0);
  const p = Array.from({ length: STATES }, () => random.below(2) === 1);
  const q = Array.from({ length: STATES }, () => random.below(2) === 1);
  const fairness = FAIRNESS.filter(() => random.below(3) === 0);
  return { next, inModel, p, q, formula: FORMS[random.below(FORMS.length)] as RandomSystem['formula'], fairness };
}

function modelOf(system: RandomSystem): ToyModel {
  return new ToyModel({
    variables: ['s'],
    init: [[0]],
    actions: ACTIONS,
    next: ([s = 0]) => (system.next[s] ?? []).map(({ action, target }) => ({ action, state: [target] })),
    constraints: { InModel: ([s = 0]) => system.inModel[s] === true },
  });
}

/** This file's judgement of a lasso (states, looping back to `loop`): a fair behaviour of the system that violates the property? */
function violatesFairly(system: RandomSystem, states: readonly number[], loop: number): boolean {
  const n = states.length;
  // the positions of the behaviour from position i on: the rest of the lasso, and the whole loop
  const reachable = Array.from({ length: n }, (_, i) => Array.from({ length: n - Math.min(i, loop) }, (_, k) => Math.min(i, loop) + k));
  const reach = (i: number) => reachable[i] as number[];
  const p = (i: number) => system.p[states[i] as number] === true;
  const q = (i: number) => system.q[states[i] as number] === true;
  if (system.formula.judge(p, q, reach)) return false;
  const cycle = states.slice(loop);
  const steps = cycle.map((s, i) => [s, cycle[(i + 1) % cycle.length] as number] as const).filter(([s, t]) => s !== t || cycle.length > 1);
  const enabled = (s: number, names: readonly string[] | null) =>
    (system.next[s] ?? []).some((e) => e.target !== s && (names === null || names.includes(e.action)));
  const isStep = (s: number, t: number, names: readonly string[] | null) =>
    s !== t && (system.next[s] ?? []).some((e) => e.target === t && (names === null || names.includes(e.action)));
  return system.fairness.every((condition) => {
    const names = condition.action.kind === 'next' ? null : condition.action.names;
    const taken = steps.some(([s, t]) => isStep(s, t, names));
    return condition.kind === 'weak' ? taken || cycle.some((s) => !enabled(s, names)) : taken || cycle.every((s) => !enabled(s, names));
  });
}

/** Whether some lasso of at most MAX_LASSO states through in-model states is a fair violation. */
function oracleFindsViolation(system: RandomSystem): boolean {
  const successors = Array.from({ length: STATES }, (_, s) => [
    ...new Set([s, ...(system.next[s] ?? []).map((e) => e.target).filter((t) => system.inModel[t] === true)]),
  ]);
  const inModelSuccessors = (s: number) => successors[s] as number[];
  const path: number[] = [0];
  const search = (): boolean => {
    const last = path[path.length - 1] as number;
    for (let loop = 0; loop < path.length; loop++) {
      if (inModelSuccessors(last).includes(path[loop] as number) && violatesFairly(system, path, loop)) return true;
    }
    if (path.length === MAX_LASSO) return false;
    for (const t of inModelSuccessors(last)) {
      path.push(t);
      if (search()) return true;
      path.pop();
    }
    return false;
  };
  return search();
}

describe('checkLiveness agrees with a brute-force oracle on random graphs', () => {
  it('on 200 random systems of three states, every formula form, WF and SF', () => {
    const random = new SeededRandom(20261201);
    let violated = 0;
    for (let round = 0; round < 200; round++) {
      const system = randomSystem(random);
      const model = modelOf(system);
      const predicate = (name: string, values: readonly boolean[]) =>
        state({ name, holds: (bytes, offset) => values[model.decode(bytes, offset)[0] as number] === true });
      const formula = system.formula.build(predicate('P', system.p), predicate('Q', system.q));
      const result = checkLiveness(model, {
        invariants: [],
        constraints: ['InModel'],
        checkDeadlock: false,
        properties: [{ name: system.formula.text, formula }],
        fairness: [...system.fairness],
      });
      const context = `round ${round}: ${system.formula.text} under ${system.fairness.map((f) => f.name).join(', ') || 'no fairness'}, ${JSON.stringify(system)}`;
      expect(['ok', 'property'], context).toContain(result.kind);
      if (result.kind === 'property') {
        violated++;
        const states = result.trace.states.map((bytes) => model.decode(bytes)[0] as number);
        expect(
          violatesFairly(system, states, result.loop.start),
          `${context}: lasso ${JSON.stringify(states)} back to ${result.loop.start}`,
        ).toBe(true);
      } else {
        expect(oracleFindsViolation(system), context).toBe(false);
      }
    }
    // both verdicts are exercised
    expect(violated).toBeGreaterThan(20);
    expect(violated).toBeLessThan(180);
  });
});
