import { describe, expect, it } from 'vitest';
import { printTlaStateDifference, tlcDiffBases } from '../../src/tlc/tlc-diff-trace.js';

describe('tlcDiffBases (TLC -difftrace)', () => {
  it('prints every state of a lasso in full', () => {
    expect(tlcDiffBases(3, 'lasso')).toEqual([null, null, null]);
  });

  it('diffs each state against the one before, the last in full, when the behaviour ends at a state', () => {
    expect(tlcDiffBases(4, 'state')).toEqual([null, 0, 1, null]);
    expect(tlcDiffBases(1, 'state')).toEqual([null]);
  });

  it('diffs the second-to-last state against the one three before the end when it ends at a successor', () => {
    expect(tlcDiffBases(5, 'successor')).toEqual([null, 0, 1, 1, null]);
    expect(tlcDiffBases(4, 'successor')).toEqual([null, 0, 0, null]);
    expect(tlcDiffBases(3, 'successor')).toEqual([null, null, null]);
  });

  it("diffs the initial state against itself, and the successor against it, when the successor's parent is initial", () => {
    expect(tlcDiffBases(2, 'successor')).toEqual([0, 0]);
  });
});

describe('printTlaStateDifference', () => {
  it('prints only the variables that differ, in the order given, as TLC prints them', () => {
    const base = { a: 1, b: [1, 2], c: 'x' };
    const state = { a: 1, b: [1, 3], c: 'y' };
    expect(printTlaStateDifference(state, base, ['c', 'a', 'b'])).toBe('/\\ c = "y"\n/\\ b = <<1, 3>>');
  });

  it('is empty when no variable differs', () => {
    expect(printTlaStateDifference({ a: { kind: 'set', elements: [1, 2] } }, { a: { kind: 'set', elements: [2, 1] } }, ['a'])).toBe('');
  });
});
