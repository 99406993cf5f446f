import { beforeAll, describe, expect, it } from 'vitest';
import {
  compare,
  functionFromPairs,
  installStringOrder,
  interval,
  makeRecord,
  ModelValue,
  NAT,
  INT,
  STRING,
  seqOf,
  setOf,
  subsetOf,
  type Value,
} from '../../../src/tla/values/index.js';

const m = (name: string): Value => ModelValue.of(name);
const below = (a: Value, b: Value): void => {
  expect(compare(a, b)).toBeLessThan(0);
  expect(compare(b, a)).toBeGreaterThan(0);
};

beforeAll(() => installStringOrder(['zebra', 'apple', 'p2', 'p1', 'a', 'b']));

describe("compare: TLC's normalized order", () => {
  it('orders integers by value and FALSE before TRUE', () => {
    below(-5, 3);
    below(false, true);
    expect(compare(7, 7)).toBe(0);
  });

  it('orders strings by their token, not alphabetically (UniqueString.compareTo)', () => {
    below('zebra', 'apple');
    below('apple', 'a');
    // a string never installed gets the next token when first met
    below('b', 'late-1');
    below('late-1', 'late-2');
  });

  it('puts an untyped model value below every other kind, and orders model values by token', () => {
    below(m('p2'), m('p1'));
    below(m('p1'), 0);
    below(m('p1'), 'zebra');
    below(m('p1'), [1]);
    below(m('p1'), setOf([]));
  });

  it('orders tuples shorter first, then element by element', () => {
    below([9, 9], [1, 1, 1]);
    below([1, 2], [1, 3]);
    below([], [0]);
  });

  it('orders records by size, then field names by token, then values', () => {
    below(makeRecord(['b'], [9]), makeRecord(['b', 'a'], [0, 0]));
    below(makeRecord(['a'], [5]), makeRecord(['b'], [0]));
    below(makeRecord(['a', 'b'], [1, 9]), makeRecord(['b', 'a'], [0, 2]));
  });

  it('orders functions by size, then domain, then values; a function over strings as the record', () => {
    below(functionFromPairs([0, 2], [5, 5]), functionFromPairs([0, 3], [1, 1]));
    below(functionFromPairs([0, 2], [1, 5]), functionFromPairs([0, 2], [2, 0]));
    expect(compare(functionFromPairs(['a', 'b'], [1, 2]), makeRecord(['b', 'a'], [2, 1]))).toBe(0);
    // a tuple is the function over 1..n: its domain 1..2 is below 2..3
    below([7, 7], functionFromPairs([2, 3], [0, 0]));
  });

  it('orders sets smaller first, then element by element, intervals and SUBSET as their elements', () => {
    below(setOf([5, 6]), setOf([1, 2, 3]));
    below(setOf([1, 2]), setOf([1, 3]));
    expect(compare(interval(1, 3), setOf([3, 2, 1]))).toBe(0);
    below(interval(2, 3), interval(1, 3));
    below(interval(1, 2), interval(2, 3));
    expect(compare(interval(3, 1), interval(5, 2))).toBe(0);
    expect(compare(subsetOf(setOf([1])), setOf([setOf([]), setOf([1])]))).toBe(0);
  });

  it('orders Nat below Int (Naturals.compareTo) and Seq(S) by S', () => {
    below(NAT, INT);
    expect(compare(STRING, STRING)).toBe(0);
    below(seqOf(setOf([1])), seqOf(setOf([1, 2])));
  });
});

describe("compare: TLC's errors for values it cannot compare", () => {
  it.each<[Value, Value, string]>([
    [1, 'a', 'Attempted to compare integer 1 with non-integer:\n"a"'],
    ['a', 1, 'Attempted to compare string "a" with non-string:\n1'],
    [true, 1, 'Attempted to compare boolean TRUE with non-boolean:\n1'],
    [[1], setOf([1]), 'Attempted to compare the function <<1>> with the value:\n{1}'],
    [setOf([1]), [1], 'Attempted to compare the set {1} with the value:\n<<1>>'],
    [makeRecord(['a'], [1]), [1], 'Attempted to compare record:\n[a |-> 1]\nwith non-record\n<<1>>'],
    [[1], makeRecord(['a'], [1]), 'Attempted to compare integer with non-integer:\n"a".'],
    [functionFromPairs(['a'], [1]), [1], 'Attempted to compare integer with non-integer\n"a".'],
    [m('x_1'), m('y_1'), 'Attempted to compare the differently-typed model values x_1 and y_1'],
    [m('x_1'), 1, 'Attempted to compare the typed model value x_1 and non-model value\n1'],
    [1, m('x_1'), 'Attempted to compare the typed model value x_1 and the non-model value\n1'],
    [NAT, setOf([1]), 'Attempted to compare overridden value Nat with non-overridden value:\n{1}'],
    [setOf([1]), NAT, 'Attempted to compare the set {1} with the value:\nNat'],
    [NAT, STRING, 'Attempted to compare Nat with the value\nSTRING'],
  ])('compare, case %#', (a, b, message) => {
    expect(() => compare(a, b)).toThrow(message);
  });
});
