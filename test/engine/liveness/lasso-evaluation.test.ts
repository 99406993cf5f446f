/** A temporal formula's truth on a lasso, straight from the formula: the prefix once, then the loop for ever. */
import { describe, expect, it } from 'vitest';
import { holdsOnLasso, type StateLasso } from '../../../src/engine/liveness/lasso-evaluation.js';
import {
  always,
  and,
  eventually,
  implies,
  leadsTo,
  not,
  or,
  state,
  type TemporalFormula,
} from '../../../src/engine/liveness/temporal-formula.js';

/** A predicate on one-byte states: the state's byte is `value`. */
const is = (value: number): TemporalFormula => state({ name: `x = ${value}`, holds: (s, at) => s[at] === value });
/** The lasso of states with these bytes, looping back to `loopStart`. */
const lasso = (values: readonly number[], loopStart: number): StateLasso => ({ states: values.map((v) => Uint8Array.of(v)), loopStart });
const TRUE: TemporalFormula = { op: 'true' };
const FALSE: TemporalFormula = { op: 'false' };

describe('holdsOnLasso', () => {
  it('reads a state predicate, and the constants, at the first state', () => {
    expect(holdsOnLasso(is(1), lasso([1, 2], 1))).toBe(true);
    expect(holdsOnLasso(is(2), lasso([1, 2], 1))).toBe(false);
    expect([holdsOnLasso(TRUE, lasso([0], 0)), holdsOnLasso(FALSE, lasso([0], 0))]).toEqual([true, false]);
  });

  it('combines with not, and, or and implies pointwise', () => {
    const l = lasso([1, 2], 0);
    expect(holdsOnLasso(not(is(2)), l)).toBe(true);
    expect(holdsOnLasso(and(is(1), not(is(2))), l)).toBe(true);
    expect(holdsOnLasso(and(is(1), is(2)), l)).toBe(false);
    expect(holdsOnLasso(or(is(2), is(3)), l)).toBe(false);
    expect(holdsOnLasso(implies(is(2), FALSE), l)).toBe(true);
    expect(holdsOnLasso(implies(is(1), is(2)), l)).toBe(false);
  });

  it('holds <>A when A holds later in the prefix or anywhere on the loop, and []A only when it holds all along', () => {
    expect(holdsOnLasso(eventually(is(3)), lasso([1, 3, 2], 2))).toBe(true);
    expect(holdsOnLasso(eventually(is(3)), lasso([1, 2, 3], 1))).toBe(true);
    expect(holdsOnLasso(eventually(is(4)), lasso([1, 2, 3], 1))).toBe(false);
    expect(holdsOnLasso(always(not(is(4))), lasso([1, 2, 3], 1))).toBe(true);
    // 1 is only in the prefix: not always, and not always-eventually
    expect(holdsOnLasso(always(is(1)), lasso([1, 1, 2], 2))).toBe(false);
    expect(holdsOnLasso(always(eventually(is(1))), lasso([1, 2, 3], 1))).toBe(false);
    expect(holdsOnLasso(always(eventually(is(2))), lasso([1, 2, 3], 1))).toBe(true);
    expect(holdsOnLasso(eventually(always(is(3))), lasso([1, 2, 3], 2))).toBe(true);
    expect(holdsOnLasso(eventually(always(is(3))), lasso([1, 2, 3], 1))).toBe(false);
  });

  it('holds P ~> Q when every P is followed, at once or later, by a Q, round the loop too', () => {
    // 2 comes back on the loop after the 3 at its end
    expect(holdsOnLasso(leadsTo(is(3), is(2)), lasso([1, 2, 3], 1))).toBe(true);
    // the 1 is never followed by a 4
    expect(holdsOnLasso(leadsTo(is(1), is(4)), lasso([1, 2, 3], 1))).toBe(false);
    // a P that is its own Q
    expect(holdsOnLasso(leadsTo(is(1), or(is(1), is(9))), lasso([1], 0))).toBe(true);
    // P only in the prefix, Q after it there
    expect(holdsOnLasso(leadsTo(is(1), is(2)), lasso([1, 2, 3], 2))).toBe(true);
    expect(holdsOnLasso(leadsTo(is(2), is(1)), lasso([1, 2, 3], 2))).toBe(false);
  });

  it('refuses what is not a lasso', () => {
    expect(() => holdsOnLasso(TRUE, lasso([], 0))).toThrow(new RangeError('not a lasso: 0 states, loop at 0'));
    expect(() => holdsOnLasso(is(1), lasso([1, 2], 2))).toThrow(RangeError);
    expect(() => holdsOnLasso(is(1), lasso([1, 2], -1))).toThrow(RangeError);
  });
});
