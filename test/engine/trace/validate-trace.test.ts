import { describe, expect, it } from 'vitest';
import { diffTlaStates } from '../../../src/engine/trace/tla-diff.js';
import { tlaFunction } from '../../../src/engine/trace/tla-value.js';
import { validateTrace } from '../../../src/engine/trace/validate-trace.js';
import { counterModel, dieHardModel } from '../../helpers/toy-models.js';

const dieHard = dieHardModel();
const jugs = (states: number[][]) => states.map(([small, big]) => ({ small: small as number, big: big as number }));
const SOLUTION = [
  [0, 0],
  [0, 5],
  [3, 2],
  [0, 2],
  [2, 0],
  [2, 5],
  [3, 4],
];

describe('validateTrace', () => {
  it('accepts the die-hard solution, names the action of each step and confirms the claimed violation', () => {
    const validation = validateTrace(dieHard, { states: jugs(SOLUTION), claim: { kind: 'invariant', invariant: 'NotFour' } });
    expect(validation.ok).toBe(true);
    expect(validation.failure).toBeNull();
    expect(validation.steps.map((step) => step.action)).toEqual([
      null,
      'FillBig',
      'BigToSmall',
      'EmptySmall',
      'BigToSmall',
      'FillBig',
      'BigToSmall',
    ]);
    expect(validation.steps[0]?.label).toBe('Initial predicate');
    expect(validation.claim).toEqual({ kind: 'violated', invariant: 'NotFour' });
    expect(validation.trace?.states).toHaveLength(7);
    expect(validation.trace?.actionIds[0]).toBe(-1);
  });

  it('refutes a claimed violation the last state does not show, and says so for an unknown invariant', () => {
    const prefix = jugs(SOLUTION.slice(0, 3));
    const holds = validateTrace(dieHard, { states: prefix, claim: { kind: 'invariant', invariant: 'NotFour' } });
    expect(holds).toMatchObject({ ok: false, failure: null, claim: { kind: 'holds', invariant: 'NotFour' } });
    const unknown = validateTrace(dieHard, { states: prefix, claim: { kind: 'invariant', invariant: 'NoSuchThing' } });
    expect(unknown).toMatchObject({ ok: true, claim: { kind: 'unknown', invariant: 'NoSuchThing' } });
  });

  it('evaluates an extra invariant the model does not know', () => {
    const bigIsFive = (state: Uint8Array) => dieHard.decode(state)[1] !== 5;
    const validation = validateTrace(
      dieHard,
      { states: jugs(SOLUTION.slice(0, 2)), claim: { kind: 'invariant', invariant: 'BigNotFull' } },
      { extraInvariants: { BigNotFull: bigIsFive } },
    );
    expect(validation.claim).toEqual({ kind: 'violated', invariant: 'BigNotFull' });
  });

  it('checks a claimed deadlock', () => {
    const counter = counterModel(2);
    const states = [{ x: 0 }, { x: 1 }, { x: 2 }];
    expect(validateTrace(counter, { states, claim: { kind: 'deadlock' } })).toMatchObject({ ok: true, claim: { kind: 'deadlock' } });
    expect(validateTrace(counter, { states: states.slice(0, 2), claim: { kind: 'deadlock' } })).toMatchObject({
      ok: false,
      claim: { kind: 'not-deadlock', successors: 1 },
    });
  });

  it('rejects a first state that is not initial, naming the initial state it differs from', () => {
    const validation = validateTrace(dieHard, { states: jugs([[0, 1]]), claim: { kind: 'none' } });
    expect(validation.ok).toBe(false);
    expect(validation.failure).toMatchObject({
      kind: 'not-initial',
      number: 1,
      nearest: { action: null, differences: [{ path: 'big', before: 0, after: 1 }] },
    });
  });

  it('rejects a step that is no successor, with the nearest successor and the variables that differ', () => {
    const altered = SOLUTION.map((state) => [...state]);
    (altered[3] as number[])[1] = 1; // EmptySmall from <<3, 2>> gives <<0, 2>>, not <<0, 1>>
    const validation = validateTrace(dieHard, { states: jugs(altered), claim: { kind: 'invariant', invariant: 'NotFour' } });
    expect(validation.ok).toBe(false);
    expect(validation.steps).toHaveLength(3);
    expect(validation.claim).toEqual({ kind: 'not-checked' });
    expect(validation.failure).toMatchObject({
      kind: 'not-successor',
      number: 4,
      nearest: { action: 'EmptySmall', differences: [{ path: 'big', before: 2, after: 1 }] },
    });
  });

  it('rejects a step the file names with an action that does not lead there', () => {
    const actions = [null, 'FillBig', 'FillSmall', null];
    const validation = validateTrace(dieHard, { states: jugs(SOLUTION.slice(0, 4)), actions, claim: { kind: 'none' } });
    expect(validation.failure).toEqual({ kind: 'wrong-action', number: 3, claimed: 'FillSmall', explainedBy: ['BigToSmall'] });
  });

  it("ignores action names the model does not know, such as TLC's Next", () => {
    const validation = validateTrace(dieHard, {
      states: jugs(SOLUTION.slice(0, 3)),
      actions: [null, 'Next', 'Next'],
      claim: { kind: 'none' },
    });
    expect(validation.ok).toBe(true);
  });

  it('reports a state the model cannot hold, and an empty trace', () => {
    expect(validateTrace(dieHard, { states: [{ small: 0, big: -1 }], claim: { kind: 'none' } }).failure).toMatchObject({
      kind: 'unreadable',
      number: 1,
    });
    expect(validateTrace(dieHard, { states: [], claim: { kind: 'none' } })).toMatchObject({ ok: false, failure: { kind: 'empty' } });
  });
});

describe('diffTlaStates', () => {
  it('names changed entries inside tuples, functions and records, and whole values otherwise', () => {
    const before = {
      t: [1, 2],
      f: tlaFunction([
        [3, 'a'],
        [5, 'b'],
      ]),
      r: { kind: 'record', fields: { a: 1, b: true } },
      s: 7,
    } as const;
    const after = {
      t: [1, 4],
      f: tlaFunction([
        [3, 'a'],
        [5, 'c'],
      ]),
      r: { kind: 'record', fields: { a: 1, b: false } },
      s: [7],
    } as const;
    expect(diffTlaStates(before, after, ['t', 'f', 'r', 's']).map(({ path, keys }) => [path, keys])).toEqual([
      ['t[2]', [2]],
      ['f[5]', [5]],
      ['r.b', ['b']],
      ['s', []],
    ]);
  });
});
