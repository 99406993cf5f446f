import { beforeAll, describe, expect, it } from 'vitest';
import {
  fromTla,
  functionFromPairs,
  installStringOrder,
  interval,
  makeRecord,
  ModelValue,
  NAT,
  printValue,
  setOf,
  toTla,
  valueToString,
  equals,
  type Value,
} from '../../../src/tla/values/index.js';

beforeAll(() => installStringOrder(['roll', 'buy', 'a', 'b']));

describe("TLC's printing, through the engine's printer", () => {
  it('prints as TLC prints its values', () => {
    expect(valueToString(setOf(['buy', 'roll']))).toBe('{"roll", "buy"}');
    expect(valueToString(functionFromPairs([1, 3], [0, 0]))).toBe('(1 :> 0 @@ 3 :> 0)');
    expect(valueToString([ModelValue.of('p1'), 'a\n"'])).toBe('<<p1, "a\\n\\"">>');
    expect(valueToString([])).toBe('<<>>');
    expect(valueToString(setOf([]))).toBe('{}');
    expect(valueToString(makeRecord(['b', 'a'], [1, setOf([interval(1, 2)])]))).toBe('[a |-> {1..2}, b |-> 1]');
  });

  it('wraps past 80 columns as TLC pretty-prints a trace value, ToString keeps one line', () => {
    const wide = functionFromPairs(
      Array.from({ length: 12 }, (_unused, index) => index * 2),
      Array.from({ length: 12 }, () => 100),
    );
    expect(printValue(wide).split('\n')).toHaveLength(12);
    expect(valueToString(wide).split('\n')).toHaveLength(1);
  });
});

describe('toTla / fromTla', () => {
  it('round-trip values, TLC order kept', () => {
    const values: Value[] = [
      1,
      'roll',
      [true, ModelValue.of('m')],
      setOf(['b', 'a']),
      makeRecord(['b', 'a'], [1, 2]),
      functionFromPairs([0, 9], ['a', 'b']),
      functionFromPairs(['x y'], [1]),
      interval(2, 4),
    ];
    for (const value of values) expect(equals(fromTla(toTla(value)), value)).toBe(true);
    expect(toTla(setOf(['a', 'roll']))).toEqual({ kind: 'set', elements: ['roll', 'a'], ordered: true });
    expect(toTla(interval(1, 2))).toEqual({ kind: 'set', elements: [1, 2], ordered: true, notation: '1..2' });
    expect(fromTla(toTla(NAT))).toBe(NAT);
  });
});
