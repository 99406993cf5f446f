import { describe, expect, it } from 'vitest';
import {
  isTlaFunction,
  isTlaModelValue,
  isTlaRecord,
  isTlaSet,
  isTlaTuple,
  tlaEquals,
  tlaFunction,
  type TlaValue,
} from '../../../src/engine/trace/tla-value.js';

const set = (...elements: TlaValue[]): TlaValue => ({ kind: 'set', elements });
const record = (fields: Record<string, TlaValue>): TlaValue => ({ kind: 'record', fields });
const model = (name: string): TlaValue => ({ kind: 'model-value', name });

describe('the kind tests', () => {
  it('tell each kind from the others', () => {
    const values: TlaValue[] = [[1], tlaFunction([[1, 2]]), record({ a: 1 }), set(1), model('p1'), 1, 'a', true];
    expect(values.map(isTlaTuple)).toEqual([true, false, false, false, false, false, false, false]);
    expect(values.map(isTlaFunction)).toEqual([false, true, false, false, false, false, false, false]);
    expect(values.map(isTlaRecord)).toEqual([false, false, true, false, false, false, false, false]);
    expect(values.map(isTlaSet)).toEqual([false, false, false, true, false, false, false, false]);
    expect(values.map(isTlaModelValue)).toEqual([false, false, false, false, true, false, false, false]);
  });
});

describe('tlaEquals', () => {
  it('compares scalars and tuples element by element', () => {
    expect(tlaEquals(1, 1)).toBe(true);
    expect(tlaEquals(1, '1')).toBe(false);
    expect(tlaEquals([1, [2]], [1, [2]])).toBe(true);
    expect(tlaEquals([1, 2], [1])).toBe(false);
    expect(tlaEquals([1], set(1))).toBe(false);
  });

  it('compares functions as sets of pairs and sets as sets, whatever the order', () => {
    expect(
      tlaEquals(
        tlaFunction([
          [1, 'a'],
          [2, 'b'],
        ]),
        tlaFunction([
          [2, 'b'],
          [1, 'a'],
        ]),
      ),
    ).toBe(true);
    expect(
      tlaEquals(
        tlaFunction([
          [1, 'a'],
          [2, 'b'],
        ]),
        tlaFunction([
          [1, 'a'],
          [2, 'c'],
        ]),
      ),
    ).toBe(false);
    expect(tlaEquals(tlaFunction([[1, 'a']]), tlaFunction([[3, 'a']]))).toBe(false);
    expect(tlaEquals(set(1, 2), set(2, 1))).toBe(true);
    expect(tlaEquals(set(1, 2), set(1, 3))).toBe(false);
  });

  it('compares records field by field, ignoring field order', () => {
    expect(tlaEquals(record({ a: 1, b: 2 }), record({ b: 2, a: 1 }))).toBe(true);
    expect(tlaEquals(record({ a: 1 }), record({ a: 1, b: 2 }))).toBe(false);
    expect(tlaEquals(record({ a: 1, b: 2 }), record({ a: 1, c: 2 }))).toBe(false);
  });

  it('compares model values by name, unequal to anything else', () => {
    expect(tlaEquals(model('p1'), model('p1'))).toBe(true);
    expect(tlaEquals(model('p1'), model('p2'))).toBe(false);
    expect(tlaEquals(model('p1'), 'p1')).toBe(false);
    expect(tlaEquals(model('p1'), set())).toBe(false);
  });

  it('tells infinite sets apart by their notation, and from the empty set', () => {
    const nat: TlaValue = { kind: 'set', elements: [], notation: 'Nat' };
    expect(tlaEquals(nat, { kind: 'set', elements: [], notation: 'Nat' })).toBe(true);
    expect(tlaEquals(nat, { kind: 'set', elements: [], notation: 'Int' })).toBe(false);
    expect(tlaEquals(nat, set())).toBe(false);
    expect(tlaEquals(set(), set())).toBe(true);
  });
});
