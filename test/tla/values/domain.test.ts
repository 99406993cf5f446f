import { describe, expect, it } from 'vitest';
import { internedKeyIndex, keyIndexOfSet, recordShape } from '../../../src/tla/values/domain.js';
import { setOf } from '../../../src/tla/values/normalize.js';
import { ModelValue } from '../../../src/tla/values/value.js';

describe('the key lookup', () => {
  it('finds integer keys close together, and says -1 for others', () => {
    const index = internedKeyIndex([2, 3, 7]);
    expect([index.indexOf(2), index.indexOf(3), index.indexOf(7)]).toEqual([0, 1, 2]);
    expect([index.indexOf(1), index.indexOf(4), index.indexOf(8), index.indexOf(-5)]).toEqual([-1, -1, -1, -1]);
  });

  it('finds integer keys far apart and string keys', () => {
    const sparse = internedKeyIndex([-1000, 0, 1_000_000]);
    expect([sparse.indexOf(1_000_000), sparse.indexOf(0), sparse.indexOf(5)]).toEqual([2, 1, -1]);
    const named = internedKeyIndex(['domain-test-a', 'domain-test-b']);
    expect([named.indexOf('domain-test-b'), named.indexOf('domain-test-c')]).toEqual([1, -1]);
  });

  it('searches other keys linearly below 32 and by halves from 32', () => {
    const small = internedKeyIndex([[1], [2]]);
    expect([small.indexOf([2]), small.indexOf([3])]).toEqual([1, -1]);
    const tuples = Array.from({ length: 40 }, (_, index) => [index]);
    const large = internedKeyIndex(tuples);
    expect([large.indexOf([0]), large.indexOf([39]), large.indexOf([17]), large.indexOf([40])]).toEqual([0, 39, 17, -1]);
  });

  it('is shared by equal lists of integers or strings, not by other keys', () => {
    expect(internedKeyIndex([10, 11])).toBe(internedKeyIndex([10, 11]));
    const mv = ModelValue.of('domain_test_mv');
    expect(internedKeyIndex([mv])).not.toBe(internedKeyIndex([mv]));
  });

  it('is made once per set', () => {
    const set = setOf([4, 5]);
    expect(keyIndexOfSet(set)).toBe(keyIndexOfSet(set));
    expect(keyIndexOfSet(set).indexOf(5)).toBe(1);
  });
});

describe('recordShape', () => {
  it('is one shared shape for the same field names in any order, marked as used by records', () => {
    const shape = recordShape(['domain_y', 'domain_x']);
    expect(recordShape(['domain_x', 'domain_y'])).toBe(shape);
    expect(shape.usedByRecords).toBe(true);
    expect(shape.keys).toHaveLength(2);
  });

  it("is TLC's error for a repeated field name", () => {
    expect(() => recordShape(['domain_a', 'domain_b', 'domain_a'])).toThrow('Field name domain_a occurs multiple times in record.');
  });
});
