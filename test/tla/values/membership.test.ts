import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardinality,
  elementsInTlcOrder,
  EMPTY_SET,
  enumerate,
  functionFromPairs,
  installStringOrder,
  interval,
  isEnumerable,
  isFiniteSet,
  isIn,
  makeRecord,
  ModelValue,
  NAT,
  setOf,
  type Value,
} from '../../../src/tla/values/index.js';

beforeAll(() => installStringOrder(['b', 'a']));

describe('isIn', () => {
  it('finds elements of small and large sets of integers, strings and composite values', () => {
    const small = setOf([3, 1, 2]);
    const large = setOf(Array.from({ length: 50 }, (_unused, index) => index * 3));
    const strings = setOf(Array.from({ length: 20 }, (_unused, index) => `s${index}`));
    expect([isIn(2, small), isIn(4, small)]).toEqual([true, false]);
    expect([isIn(147, large), isIn(148, large), isIn(-3, large)]).toEqual([true, false, false]);
    expect([isIn('s7', strings), isIn('t', strings)]).toEqual([true, false]);
    expect(
      isIn(
        [1, 'a'],
        setOf([
          [1, 'a'],
          [0, 'b'],
        ]),
      ),
    ).toBe(true);
    expect(isIn(ModelValue.of('m'), small)).toBe(false);
  });

  it("compares the element with the set's as TLC's binary search does (ValueVec.search), errors included", () => {
    expect(() => isIn('a', setOf([1, 2]))).toThrow('Attempted to compare string "a" with non-string:\n');
    expect(() => isIn('a', setOf(Array.from({ length: 40 }, (_unused, index) => index)))).toThrow(
      'Attempted to compare string "a" with non-string:\n',
    );
  });

  it.each<[Value, string]>([
    [7, 'Attempted to check if the value:\n1\nis an element of the integer 7'],
    ['s', 'Attempted to check if the value:\n1\nis an element of the string "s"'],
    [true, 'Attempted to check if the value:\n1\nis an element of the boolean TRUE'],
    [ModelValue.of('m'), 'Attempted to check if the value:\n1\nis an element of the model value m'],
    [[1, 2], 'Attempted to check if the value:\n1\nis an element of the function <<1, 2>>'],
    [functionFromPairs([0], [1]), 'Attempted to check if the value:\n1\nis an element of the function (0 :> 1)'],
    [makeRecord(['a'], [1]), 'Attempted to check if element:\n1\nis in the record:\n[a |-> 1]'],
  ])("is TLC's error when the right side is no set (case %#)", (set, message) => {
    expect(() => isIn(1, set)).toThrow(message);
  });
});

describe('enumeration and Cardinality', () => {
  it('lists a finite set in normalized order', () => {
    expect(enumerate(setOf(['a', 'b', 'c']))).toEqual(['b', 'a', 'c']);
    expect(elementsInTlcOrder(setOf([2, 1]))).toEqual([1, 2]);
  });

  it('refuses Nat as TLC does, and counts what TLC counts', () => {
    expect(() => enumerate(NAT)).toThrow(
      'TLC encountered the non-enumerable quantifier bound\nNat\n\nThe set Nat contains infinitely many elements.',
    );
    expect(() => cardinality(NAT)).toThrow('Attempted to compute cardinality of the value\nNat');
    expect(() => cardinality([1])).toThrow('Attempted to compute cardinality of the value\n<<1>>');
    expect(cardinality(setOf([1, 1, 2]))).toBe(2);
    expect([isFiniteSet(setOf([])), isFiniteSet(NAT)]).toEqual([true, false]);
    expect(() => isFiniteSet(3)).toThrow('Attempted to check if the integer 3 is a finite set.');
    expect([isEnumerable(interval(1, 2)), isEnumerable(NAT), isEnumerable([1])]).toEqual([true, false, false]);
    expect(setOf([])).toBe(EMPTY_SET);
  });
});
