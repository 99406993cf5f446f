import { beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  domainOf,
  functionFromPairs,
  installStringOrder,
  interval,
  isFcnValue,
  isIn,
  makeFunction,
  makeRecord,
  ModelValue,
  select,
  setOf,
  valueToString,
} from '../../../src/tla/values/index.js';

beforeAll(() => installStringOrder(['b', 'a', 'a b', 'c', 'x y']));

describe('makeFunction and functionFromPairs', () => {
  it('give an array for a function over 1..n, a FcnValue otherwise', () => {
    expect(makeFunction(interval(1, 2), [7, 8])).toEqual([7, 8]);
    expect(makeFunction(setOf([2, 1]), [7, 8])).toEqual([7, 8]);
    expect(makeFunction(setOf([]), [])).toEqual([]);
    const f = makeFunction(interval(0, 1), [7, 8]);
    expect(isFcnValue(f) && valueToString(f)).toBe('(0 :> 7 @@ 1 :> 8)');
    expect(functionFromPairs([3, 1, 2], ['c', 'a', 'b'])).toEqual(['a', 'b', 'c']);
  });

  it('share the domain lookup between functions over the same set', () => {
    const streets = setOf([1, 3, 6, 8]);
    const price = makeFunction(streets, [60, 60, 100, 100]);
    const houses = makeFunction(streets, [0, 0, 0, 0]);
    expect(isFcnValue(price) && isFcnValue(houses) && price.domain === houses.domain).toBe(true);
  });

  it('print a function over strings that are names as a record, others as pairs (FcnRcdValue.toString)', () => {
    expect(valueToString(functionFromPairs(['a', 'b'], [1, 2]))).toBe('[b |-> 2, a |-> 1]');
    expect(valueToString(functionFromPairs(['a b', 'c'], [1, 2]))).toBe('("a b" :> 1 @@ "c" :> 2)');
    expect(valueToString(functionFromPairs([ModelValue.of('p'), ModelValue.of('q')], [1, 2]))).toBe('(p :> 1 @@ q :> 2)');
  });

  it("is TLC's error for a repeated key", () => {
    expect(() => functionFromPairs([1, 1], [0, 0])).toThrow('The value\n1\noccurs multiple times in the function domain.');
  });
});

describe('apply', () => {
  const houseCost = makeFunction(setOf([1, 3, 6]), [50, 50, 50]);

  it('reads the value at a key', () => {
    expect(apply([5, 6], 2)).toBe(6);
    expect(apply(houseCost, 3)).toBe(50);
    expect(apply(makeRecord(['a'], [1]), 'a')).toBe(1);
    expect(apply(functionFromPairs(['x y'], [4]), 'x y')).toBe(4);
  });

  it("is TLC's error outside the domain, with TLC's text (../tlc/edited/domain_error)", () => {
    expect(() => apply(houseCost, 5)).toThrow(
      'Attempted to apply function:\n(1 :> 50 @@ 3 :> 50 @@ 6 :> 50)\nto argument 5, which is not in the domain of the function.',
    );
    expect(() => apply([0, 0], 3)).toThrow(
      'Attempted to apply function:\n<<0, 0>>\nto argument 3, which is not in the domain of the function.',
    );
    expect(() => apply([0, 0], 'a')).toThrow('Attempted to apply function with integer domain to the non-integer argument "a"');
    expect(() => apply(houseCost, 'a')).toThrow('Attempted to check equality of integer 1 with non-integer:\n"a"');
    expect(() => apply(makeRecord(['a'], [1]), 'b')).toThrow("Attempted to access nonexistent field 'b' of record\n[a |-> 1]");
    expect(() => apply(makeRecord(['a'], [1]), 1)).toThrow('Attempted to access record by a non-string argument: 1');
    expect(() => apply(setOf([1]), 1, 'line 2, col 3 to line 2, col 6 of module M')).toThrow(
      'A non-function (a set of the form {e1, ... ,eN}) was applied as a function.\nline 2, col 3 to line 2, col 6 of module M',
    );
  });

  it('select gives undefined outside the domain', () => {
    expect(select(houseCost, 5)).toBeUndefined();
    expect(select([1], 2)).toBeUndefined();
  });
});

describe('DOMAIN', () => {
  it('is 1..n for an array, the keys otherwise', () => {
    expect(valueToString(domainOf([4, 5]))).toBe('1..2');
    expect(valueToString(domainOf([]))).toBe('{}');
    const domain = domainOf(makeFunction(setOf([0, 9]), [1, 1]));
    expect(valueToString(domain)).toBe('{0, 9}');
    expect(isIn(9, domain)).toBe(true);
    expect(valueToString(domainOf(makeRecord(['a', 'b'], [1, 2])))).toBe('{"b", "a"}');
    expect(() => domainOf(3)).toThrow('Attempted to apply the operator DOMAIN to a non-function\n(an integer)');
  });
});
