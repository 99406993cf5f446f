import { describe, expect, it } from 'vitest';
import {
  FcnValue,
  functionFromPairs,
  functionSet,
  IntervalSet,
  interval,
  isFcnValue,
  isLazySet,
  isModelValue,
  isRecord,
  isSet,
  isSetValue,
  kindText,
  LazySet,
  makeRecord,
  ModelValue,
  NamedSet,
  NAT,
  recordSet,
  RecordSet,
  RecordValue,
  seqOf,
  SeqSet,
  SetValue,
  setOf,
  subsetOf,
  SubsetSet,
  FunctionSet,
  TupleSet,
  tupleSet,
  type TupleValue,
  type Value,
} from '../../../src/tla/values/index.js';

describe('the kinds of value', () => {
  const tuple: TupleValue = [1, 2];
  const values: [Value, string][] = [
    [true, 'a Boolean value'],
    [1, 'an integer'],
    ['s', 'a string'],
    [tuple, 'a tuple'],
    [ModelValue.of('m'), 'a model value'],
    [makeRecord(['a'], [1]), 'a record'],
    [functionFromPairs([0], [1]), 'a function  of the form (d1 :> e1 @@ ... @@ dN :> eN)'],
    [setOf([1]), 'a set of the form {e1, ... ,eN}'],
    [interval(1, 2), 'a set of the form i..j'],
    [subsetOf(setOf([])), 'a set of the form SUBSET S'],
    [functionSet(setOf([]), setOf([])), 'a set of the form [S -> T]'],
    [recordSet(['a'], [setOf([])]), 'a set of the form [d1 : S1, ... , dN : SN]'],
    [tupleSet([setOf([])]), 'a cartesian product'],
    [NAT, 'a special set constant'],
  ];

  it("are named as TLC's Value.getKindString names them", () => {
    for (const [value, kind] of values) expect(kindText(value)).toBe(kind);
  });

  it('are told apart by their guards and classes', () => {
    expect(
      values.map(([value]) =>
        [isModelValue(value), isRecord(value), isFcnValue(value), isSetValue(value), isLazySet(value), isSet(value)].map(Number).join(''),
      ),
    ).toEqual([
      '000000',
      '000000',
      '000000',
      '000000',
      '100000',
      '010000',
      '001000',
      '000101',
      '000011',
      '000011',
      '000011',
      '000011',
      '000011',
      '000011',
    ]);
    const classes = [RecordValue, FcnValue, SetValue, IntervalSet, SubsetSet, FunctionSet, RecordSet, TupleSet, NamedSet];
    expect(values.slice(5).map(([value]) => classes.findIndex((kind) => value instanceof kind))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seqOf(NAT) instanceof SeqSet && seqOf(NAT) instanceof LazySet).toBe(true);
  });

  it('model values are interned by name, typed by their x_ prefix', () => {
    expect(ModelValue.of('p')).toBe(ModelValue.of('p'));
    expect([ModelValue.of('p').type, ModelValue.of('a_b').type, ModelValue.of('a_').type]).toEqual(['', 'a', '']);
  });
});
