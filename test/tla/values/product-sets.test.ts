import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardinality,
  elementsInTlcOrder,
  enumerate,
  functionFromPairs,
  functionSet,
  installStringOrder,
  interval,
  isIn,
  makeRecord,
  ModelValue,
  NAT,
  recordSet,
  setOf,
  tupleSet,
  valueToString,
  type Value,
} from '../../../src/tla/values/index.js';

const listed = (set: Value): string[] => elementsInTlcOrder(set).map(valueToString);

beforeAll(() => installStringOrder(['y', 'x', 'a', 'b']));

describe('[S -> T] (SetOfFcnsValue)', () => {
  it('lists as an odometer, the last key fastest, and its functions over 1..n are tuples', () => {
    expect(listed(functionSet(interval(1, 2), setOf([0, 1])))).toEqual(['<<0, 0>>', '<<0, 1>>', '<<1, 0>>', '<<1, 1>>']);
    expect(listed(functionSet(setOf([3, 5]), setOf([true])))).toEqual(['(3 :> TRUE @@ 5 :> TRUE)']);
    expect(listed(functionSet(setOf([]), setOf([1, 2])))).toEqual(['<<>>']);
    expect(listed(functionSet(setOf([1]), setOf([])))).toEqual([]);
  });

  it('answers membership by domain and range', () => {
    const set = functionSet(interval(1, 2), NAT);
    expect(isIn([4, 0], set)).toBe(true);
    expect(isIn([4, -1], set)).toBe(false);
    expect(isIn([4], set)).toBe(false);
    expect(isIn(functionFromPairs([0, 1], [1, 1]), set)).toBe(false);
    expect(isIn(ModelValue.of('m'), set)).toBe(false);
    expect(() => isIn(1, set)).toThrow(
      'Attempted to check if \n1\nwhich is not a TLC function value, is in the set of functions:\n[1..2 -> Nat]',
    );
  });

  it('counts |T|^|S| and is printed listed below 2000 elements', () => {
    expect(cardinality(functionSet(interval(1, 3), interval(1, 4)))).toBe(64);
    expect(valueToString(functionSet(interval(1, 11), setOf([false, true])))).toBe('[1..11 -> {FALSE, TRUE}]');
    expect(() => cardinality(functionSet(interval(1, 40), setOf([1, 2])))).toThrow(
      'Overflow when computing the number of elements in:\n[1..40 -> {1, 2}]',
    );
  });
});

describe('[a: S, b: T] (SetOfRcdsValue)', () => {
  it('orders the fields by token and lists the last field fastest', () => {
    expect(listed(recordSet(['x', 'y'], [setOf([1, 2]), setOf(['a', 'b'])]))).toEqual([
      '[y |-> "a", x |-> 1]',
      '[y |-> "a", x |-> 2]',
      '[y |-> "b", x |-> 1]',
      '[y |-> "b", x |-> 2]',
    ]);
  });

  it('takes a record or a function over the same strings', () => {
    const set = recordSet(['x'], [NAT]);
    expect(isIn(makeRecord(['x'], [3]), set)).toBe(true);
    expect(isIn(functionFromPairs(['x'], [3]), set)).toBe(true);
    expect(isIn(makeRecord(['x', 'y'], [3, 3]), set)).toBe(false);
    expect(() => isIn([3], set)).toThrow('Attempted to check if non-record\n<<3>>\nis in the set of records:\n[x: Nat]');
  });
});

describe('S \\X T (SetOfTuplesValue)', () => {
  it('lists the last component fastest (semantics.md: dice pairs from <<1, 1>> to <<6, 6>>)', () => {
    const dice = enumerate(tupleSet([interval(1, 6), interval(1, 6)])).map(valueToString);
    expect(dice.slice(0, 3)).toEqual(['<<1, 1>>', '<<1, 2>>', '<<1, 3>>']);
    expect(dice[6]).toBe('<<2, 1>>');
    expect(dice).toHaveLength(36);
  });

  it('answers membership by component', () => {
    const set = tupleSet([NAT, setOf(['a'])]);
    expect(isIn([0, 'a'], set)).toBe(true);
    expect(isIn([0, 'b'], set)).toBe(false);
    expect(isIn([0], set)).toBe(false);
    expect(isIn(functionFromPairs([0], [1]), set)).toBe(false);
    expect(() => isIn(makeRecord(['x'], [1]), set)).toThrow(
      'Attempted to check if non-tuple\n[x |-> 1]\nis in the set of tuples:\n(Nat \\X {"a"})',
    );
  });
});
