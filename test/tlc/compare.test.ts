import { describe, expect, it } from 'vitest';
import { compareAnswers, firstDifferingState, type RunAnswers } from '../../src/tlc/compare.js';

const answers: RunAnswers = {
  verdict: 'invariant',
  invariant: 'TurnValid',
  property: null,
  statesGenerated: 38,
  distinctStates: 38,
  depth: 3,
  queueLeft: 35,
  traceLength: 2,
  trace: [{ x: 1 }, { x: 2 }],
};

describe('compareAnswers', () => {
  it('gives one row per answer, all the same for equal runs', () => {
    const rows = compareAnswers(answers, answers);
    expect(rows.map((row) => row.key)).toEqual([
      'verdict',
      'invariant',
      'statesGenerated',
      'distinctStates',
      'depth',
      'queueLeft',
      'traceLength',
      'counterexample',
    ]);
    expect(rows.every((row) => row.same)).toBe(true);
    expect(rows.at(-1)).toMatchObject({ tlc: '2 states', monocheck: 'the same 2 states' });
  });

  it('marks exactly the rows that differ', () => {
    const rows = compareAnswers({ ...answers, statesGenerated: 39, trace: [{ x: 1 }, { x: 3 }] }, answers);
    expect(rows.filter((row) => !row.same).map((row) => row.key)).toEqual(['statesGenerated', 'counterexample']);
    expect(rows.at(-1)).toMatchObject({ monocheck: 'differs from state 2' });
  });

  it('has no counterexample row when neither run has one', () => {
    const ok: RunAnswers = { ...answers, verdict: 'ok', invariant: null, traceLength: 0, trace: [] };
    expect(compareAnswers(ok, ok).map((row) => row.key)).not.toContain('counterexample');
  });
});

describe('firstDifferingState', () => {
  it('compares the variables both states have', () => {
    expect(firstDifferingState([{ x: 1, y: 2 }], [{ x: 1 }])).toBeNull();
    expect(firstDifferingState([{ x: 1 }, { x: 2 }], [{ x: 1 }, { x: 5 }])).toBe(2);
    expect(firstDifferingState([{ x: 1 }], [{ x: 1 }, { x: 2 }])).toBe(2);
    expect(firstDifferingState([{ x: 1 }], [{ y: 1 }])).toBe(1);
  });
});
