import { beforeAll, describe, expect, it } from 'vitest';
import {
  field,
  fieldReader,
  functionFromPairs,
  installStringOrder,
  isFieldName,
  makeRecord,
  recordOf,
  recordShape,
  setOf,
  valueToString,
  type KeyIndex,
} from '../../../src/tla/values/index.js';

beforeAll(() => installStringOrder(['owner', 'cash', 'name']));

describe('records', () => {
  it('keep their fields in token order (RecordValue.normalize) and share one shape per set of names', () => {
    const r = makeRecord(['name', 'cash', 'owner'], ['Bob', 10, 1]);
    expect(valueToString(r)).toBe('[owner |-> 1, cash |-> 10, name |-> "Bob"]');
    const shape: KeyIndex = recordShape(['cash', 'owner', 'name']);
    expect(shape.keys).toEqual(['owner', 'cash', 'name']);
    expect([shape.indexOf('cash'), shape.indexOf('nope')]).toEqual([1, -1]);
    expect(r.shape).toBe(shape);
    expect(recordOf(shape, [1, 10, 'Bob'])).toEqual(r);
    expect(() => makeRecord(['cash', 'cash'], [1, 2])).toThrow('Field name cash occurs multiple times in record.');
  });

  it("r.f reads a field, a function over strings too, with TLC's errors", () => {
    const r = makeRecord(['cash'], [10]);
    expect(field(r, 'cash')).toBe(10);
    expect(field(functionFromPairs(['cash'], [3]), 'cash')).toBe(3);
    expect(() => field(r, 'owner', 'line 1, col 1 to line 1, col 7 of module M')).toThrow(
      'Attempted to select nonexistent field "owner" from the record\n[cash |-> 10]\nline 1, col 1 to line 1, col 7 of module M',
    );
    expect(() => field(setOf([1]), 'cash')).toThrow('Attempted to select field "cash" from a non-record value {1}');
    const read = fieldReader('cash');
    expect([read(r), read(makeRecord(['cash'], [4])), read(makeRecord(['cash', 'owner'], [5, 0]))]).toEqual([10, 4, 5]);
  });

  it('name the fields TLC prints bare (FcnRcdValue.isName)', () => {
    expect(['a', 'x_1', '1a', 'WF_x', 'WFx_', '_', '1', 'a b', ''].map(isFieldName)).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
