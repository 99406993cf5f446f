import { describe, expect, it } from 'vitest';
import {
  asRecord,
  asSetValue,
  isKeyed,
  isModel,
  keysOf,
  modelValueComparedFromOtherSide,
  modelValueEqualsOther,
  modelValueMemberOf,
  type KeyedValue,
} from '../../../src/tla/values/conversions.js';
import { functionFromPairs } from '../../../src/tla/values/functions.js';
import { interval } from '../../../src/tla/values/interval-set.js';
import { NAT } from '../../../src/tla/values/infinite-sets.js';
import { setOf } from '../../../src/tla/values/normalize.js';
import { makeRecord } from '../../../src/tla/values/records.js';
import { ModelValue } from '../../../src/tla/values/value.js';

describe('keysOf and isKeyed', () => {
  it("give a function's domain and a record's field names; a tuple is not keyed", () => {
    const f = functionFromPairs([5, 3], [true, false]) as KeyedValue;
    expect(isKeyed(f)).toBe(true);
    expect(keysOf(f)).toEqual([3, 5]);
    const r = makeRecord(['conv_x'], [1]);
    expect(isKeyed(r)).toBe(true);
    expect(keysOf(r)).toEqual(['conv_x']);
    expect([isKeyed([1, 2]), isKeyed(1), isKeyed(setOf([1]))]).toEqual([false, false, false]);
  });
});

describe("asRecord (TLC's toRcd)", () => {
  it('takes records, functions over strings and the empty tuple, nothing else', () => {
    const r = makeRecord(['conv_a'], [1]);
    expect(asRecord(r)).toBe(r);
    const overStrings = functionFromPairs(['conv_b', 'conv_c'], [1, 2]);
    expect(asRecord(overStrings)).toBe(overStrings);
    expect(asRecord([])).toEqual([]);
    expect(asRecord([1])).toBeUndefined();
    expect(asRecord(functionFromPairs([0, 'conv_d'].slice(0, 1), [1]))).toBeUndefined();
    expect(asRecord(7)).toBeUndefined();
  });
});

describe("asSetValue (TLC's toSetEnum)", () => {
  it('lists finite sets, lazy ones included, and gives undefined for what is no listable set', () => {
    expect(asSetValue(setOf([2, 1]))?.elements).toEqual([1, 2]);
    expect(asSetValue(interval(2, 4))?.elements).toEqual([2, 3, 4]);
    expect(asSetValue([1, 2])).toBeUndefined();
    expect(asSetValue(3)).toBeUndefined();
  });
});

describe('model values against other kinds', () => {
  const untyped = ModelValue.of('conv_untyped');
  const typed = ModelValue.of('A_conv');

  it('tell model values apart', () => {
    expect([isModel(untyped), isModel('conv_untyped'), isModel([])]).toEqual([true, false, false]);
    expect(typed.type).toBe('A');
    expect(untyped.type).toBe('');
  });

  it('an untyped one is unequal to, after, and in no set of another kind', () => {
    expect(modelValueEqualsOther(untyped, 1)).toBe(false);
    expect(modelValueComparedFromOtherSide(untyped, 1)).toBe(1);
    expect(modelValueMemberOf(untyped, NAT)).toBe(false);
  });

  it("a typed one is TLC's error for each", () => {
    expect(() => modelValueEqualsOther(typed, 1)).toThrow(
      'Attempted to check equality of the typed model value A_conv and the non-model value\n1',
    );
    expect(() => modelValueComparedFromOtherSide(typed, 1)).toThrow(
      'Attempted to compare the typed model value A_conv and the non-model value\n1',
    );
    expect(() => modelValueMemberOf(typed, setOf([1]))).toThrow('Attempted to check if the typed model value A_conv is an element of\n{1}');
  });
});
