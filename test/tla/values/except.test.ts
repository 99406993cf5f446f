import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EC,
  exceptAt,
  exceptPath,
  exceptWith,
  installStringOrder,
  makeFunction,
  makeRecord,
  selectPath,
  setOf,
  setWarningSink,
  valueToString,
  type Value,
} from '../../../src/tla/values/index.js';

const warnings: string[] = [];
beforeAll(() => {
  installStringOrder(['a', 'b']);
  setWarningSink((code, message) => warnings.push(`${code}: ${message}`));
});
afterEach(() => (warnings.length = 0));

describe('EXCEPT', () => {
  it('replaces one entry of a tuple, a function or a record, leaving the original as it was', () => {
    const tuple = [1, 2, 3];
    expect(exceptAt(tuple, 2, 9)).toEqual([1, 9, 3]);
    expect(tuple).toEqual([1, 2, 3]);
    const f = makeFunction(setOf([0, 5]), [0, 0]);
    expect(valueToString(exceptAt(f, 5, 1))).toBe('(0 :> 0 @@ 5 :> 1)');
    expect(valueToString(exceptAt(makeRecord(['a', 'b'], [1, 2]), 'b', 7))).toBe('[a |-> 1, b |-> 7]');
  });

  it('follows a path of several keys and record fields, and gives @ to the update', () => {
    const nested: Value = [makeRecord(['a'], [[10, 20]])];
    expect(valueToString(exceptPath(nested, [1, 'a', 2], 0))).toBe('<<[a |-> <<10, 0>>]>>');
    expect(selectPath(nested, [1, 'a', 1])).toBe(10);
    expect(valueToString(exceptWith(nested, [1, 'a', 1], (at) => (at as number) + 1))).toBe('<<[a |-> <<11, 20>>]>>');
  });

  it("leaves the value as it was, with TLC's warning, when the path leaves the domain (and does not evaluate @)", () => {
    const tuple = [1, 2];
    let evaluated = false;
    expect(exceptWith(tuple, [3], () => ((evaluated = true), 0), 'line 4, col 1 to line 4, col 20 of module M')).toBe(tuple);
    expect(evaluated).toBe(false);
    expect(exceptAt(makeRecord(['a'], [1]), 'b', 0)).toEqual(makeRecord(['a'], [1]));
    expect(warnings).toEqual([
      `${EC.TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD}: The EXCEPT was applied to non-existing fields of the value at\nline 4, col 1 to line 4, col 20 of module M`,
      `${EC.TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD}: The EXCEPT was applied to non-existing fields of the value at\n`,
    ]);
  });

  it("is TLC's error on a value that is no function", () => {
    expect(() => exceptPath([1, 2], [1, 1], 0)).toThrow('Attempted to apply EXCEPT construct to the value 1.');
    expect(() => exceptAt(setOf([1]), 1, 0)).toThrow('Attempted to apply EXCEPT construct to the value {1}.');
  });
});
