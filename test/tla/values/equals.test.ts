import { beforeAll, describe, expect, it } from 'vitest';
import {
  equals,
  functionFromPairs,
  functionSet,
  installStringOrder,
  interval,
  makeRecord,
  ModelValue,
  NAT,
  recordSet,
  setOf,
  subsetOf,
  TlcEvaluationError,
  tupleSet,
  type Value,
} from '../../../src/tla/values/index.js';

const m = (name: string): Value => ModelValue.of(name);

beforeAll(() => installStringOrder(['a', 'b']));

describe('equals: values TLC finds equal across kinds', () => {
  it('the empty function, <<>> and a function over 1..n are the tuple (FcnRcdValue.toTuple)', () => {
    expect(equals(functionFromPairs([], []), [])).toBe(true);
    expect(equals(functionFromPairs([2, 1], ['y', 'x']), ['x', 'y'])).toBe(true);
  });

  it('a record and the function over the same strings are equal (RecordValue.toFcnRcd / FcnRcdValue.toRcd)', () => {
    expect(equals(makeRecord(['a', 'b'], [1, 2]), functionFromPairs(['b', 'a'], [2, 1]))).toBe(true);
    expect(equals(functionFromPairs(['b', 'a'], [2, 1]), makeRecord(['a', 'b'], [1, 2]))).toBe(true);
  });

  it('an interval equals the set of its elements, both ways', () => {
    expect(equals(interval(1, 3), setOf([1, 2, 3]))).toBe(true);
    expect(equals(setOf([1, 2, 3]), interval(1, 3))).toBe(true);
    expect(equals(interval(5, 1), setOf([]))).toBe(true);
  });

  it('lazy sets equal the sets they stand for', () => {
    expect(equals(subsetOf(setOf([1])), setOf([setOf([]), setOf([1])]))).toBe(true);
    expect(equals(functionSet(setOf([1]), setOf([true])), setOf([[true]]))).toBe(true);
    expect(equals(recordSet(['a'], [setOf([1])]), setOf([makeRecord(['a'], [1])]))).toBe(true);
    expect(equals(tupleSet([interval(1, 1), setOf(['a'])]), setOf([[1, 'a']]))).toBe(true);
  });

  it('[S -> T] sets are equal when their domains and ranges are (SetOfFcnsValue.equals), even when both are empty', () => {
    expect(equals(functionSet(setOf([1]), setOf([])), functionSet(setOf([2]), setOf([])))).toBe(false);
    expect(equals(functionSet(setOf([1]), setOf([])), setOf([]))).toBe(true);
  });

  it('a model value equals only itself, and nothing of another kind', () => {
    expect(equals(m('p1'), m('p1'))).toBe(true);
    expect(equals(m('p1'), m('p2'))).toBe(false);
    expect(equals(m('p1'), 1)).toBe(false);
    expect(equals(1, m('p1'))).toBe(false);
    expect(equals(setOf([1]), m('p1'))).toBe(false);
  });
});

describe("equals: TLC's errors", () => {
  it.each<[Value, Value, string]>([
    [1, 'a', 'Attempted to check equality of integer 1 with non-integer:\n"a"'],
    ['a', 1, 'Attempted to check equality of string "a" with non-string:\n1'],
    [false, 0, 'Attempted to compare equality of boolean FALSE with non-boolean:\n0'],
    [[1], makeRecord(['a'], [1]), 'Attempted to compare an integer with non-integer:\n"a".'],
    [makeRecord(['a'], [1]), [1], 'Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n<<1>>'],
    [[1], 1, 'Attempted to check equality of the function <<1>> with the value:\n1'],
    [setOf([1]), 1, 'Attempted to check equality of the set {1} with the value:\n1'],
    [m('x_1'), 1, 'Attempted to check equality of typed model value x_1 and non-model value\n1'],
    [1, m('x_1'), 'Attempted to check equality of the typed model value x_1 and the non-model value\n1'],
    [NAT, setOf([]), 'Attempted to compare overridden value Nat with non-overridden value:\n{}'],
  ])('equals, case %#', (a, b, message) => {
    let thrown: unknown;
    try {
      equals(a, b);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TlcEvaluationError);
    expect((thrown as TlcEvaluationError).message).toBe(message);
    expect((thrown as TlcEvaluationError).exitCode).toBe(75);
  });
});
