import { describe, expect, it } from 'vitest';
import { diffTlaStates, diffTlaValues } from '../../../src/engine/trace/tla-diff.js';
import { tlaFunction, type TlaValue } from '../../../src/engine/trace/tla-value.js';

const paths = (changes: readonly { path: string }[]): string[] => changes.map((change) => change.path);

describe('diffTlaValues', () => {
  it('is empty for equal values', () => {
    expect(diffTlaValues('x', [1, { kind: 'set', elements: [1, 2] }], [1, { kind: 'set', elements: [2, 1] }])).toEqual([]);
  });

  it('goes inside tuples of one length, 1-based, down to the entry that changed', () => {
    const changes = diffTlaValues('money', [10, [1, 2], 30], [10, [1, 5], 31]);
    expect(paths(changes)).toEqual(['money[2][2]', 'money[3]']);
    expect(changes[0]).toEqual({ variable: 'money', keys: [2, 2], path: 'money[2][2]', before: 2, after: 5 });
  });

  it('goes inside functions with one domain, writing keys as TLA+ does', () => {
    const before = tlaFunction([
      ['a', 1],
      [true, 2],
      [3, 3],
    ]);
    const after = tlaFunction([
      [3, 4],
      ['a', 0],
      [true, 2],
    ]);
    expect(paths(diffTlaValues('f', before, after))).toEqual(['f[3]', 'f["a"]']);
    expect(paths(diffTlaValues('g', tlaFunction([[false, 1]]), tlaFunction([[false, 2]])))).toEqual(['g[FALSE]']);
  });

  it('goes inside records with the same fields', () => {
    const before: TlaValue = { kind: 'record', fields: { pos: 1, cash: 5 } };
    const after: TlaValue = { kind: 'record', fields: { pos: 2, cash: 5 } };
    expect(diffTlaValues('r', before, after)).toEqual([{ variable: 'r', keys: ['pos'], path: 'r.pos', before: 1, after: 2 }]);
  });

  it('is one change of the whole value when the shapes differ', () => {
    expect(paths(diffTlaValues('t', [1, 2], [1, 2, 3]))).toEqual(['t']);
    expect(paths(diffTlaValues('f', tlaFunction([[1, 0]]), tlaFunction([[2, 0]])))).toEqual(['f']);
    const a: TlaValue = { kind: 'record', fields: { x: 1 } };
    const b: TlaValue = { kind: 'record', fields: { y: 1 } };
    expect(paths(diffTlaValues('r', a, b))).toEqual(['r']);
    expect(paths(diffTlaValues('s', { kind: 'set', elements: [1] }, { kind: 'set', elements: [2] }))).toEqual(['s']);
  });
});

describe('diffTlaStates', () => {
  it('diffs the named variables in the given order, skipping those missing from a state', () => {
    const before = { a: 1, b: [1, 2], c: 5 };
    const after = { a: 2, b: [1, 3], d: 7 };
    expect(paths(diffTlaStates(before, after, ['b', 'a', 'c', 'd']))).toEqual(['b[2]', 'a']);
  });
});
