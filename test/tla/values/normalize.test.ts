import { describe, expect, it } from 'vitest';
import { EMPTY_SET, normalizedElements, normalizedPairs, setOf } from '../../../src/tla/values/normalize.js';
import { stringToken } from '../../../src/tla/values/string-order.js';
import { ModelValue } from '../../../src/tla/values/value.js';

describe('normalizedElements (SetEnumValue.normalize)', () => {
  it('sorts integers and drops repeats, a short list and a long one alike', () => {
    expect(normalizedElements([3, 1, 2, 1, 3])).toEqual([1, 2, 3]);
    const long = Array.from({ length: 100 }, (_, index) => (index * 37) % 50);
    expect(normalizedElements(long)).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('returns the same array when it already is sorted without repeats', () => {
    const sorted = [1, 5, 9];
    expect(normalizedElements(sorted)).toBe(sorted);
  });

  it('orders strings by when TLC interned them, not alphabetically', () => {
    stringToken('normalize-test-zebra');
    stringToken('normalize-test-apple');
    expect(normalizedElements(['normalize-test-apple', 'normalize-test-zebra', 'normalize-test-apple'])).toEqual([
      'normalize-test-zebra',
      'normalize-test-apple',
    ]);
  });

  it('orders tuples by length first, then element by element, over 32 values too', () => {
    expect(normalizedElements([[2], [1, 1], [1]])).toEqual([[1], [2], [1, 1]]);
    const pairs = Array.from({ length: 40 }, (_, index) => [39 - index, 0]);
    expect(normalizedElements([...pairs, [0, 0]])[0]).toEqual([0, 0]);
    expect(normalizedElements([...pairs, [0, 0]])).toHaveLength(40);
  });

  it("is TLC's comparison error for values of kinds TLC cannot compare", () => {
    // ValueVec.sort compares the value being inserted with the sorted ones: the string first
    expect(() => normalizedElements([1, 'normalize-test-a'])).toThrow('Attempted to compare string "normalize-test-a" with non-string:\n1');
  });
});

describe('setOf', () => {
  it('is the one empty set for no values, a normalized set otherwise', () => {
    expect(setOf([])).toBe(EMPTY_SET);
    expect(setOf([true, false, true]).elements).toEqual([false, true]);
    const a = ModelValue.of('normalize_test_mv');
    expect(setOf([a, a]).elements).toEqual([a]);
  });
});

describe('normalizedPairs (FcnRcdValue.normalize)', () => {
  it('sorts the keys and carries each value with its key', () => {
    expect(normalizedPairs([3, 1, 2], ['c', 'a', 'b'])).toEqual({ keys: [1, 2, 3], values: ['a', 'b', 'c'] });
  });

  it("is TLC's error for a repeated key", () => {
    expect(() => normalizedPairs([2, 1, 2], [0, 0, 0])).toThrow('The value\n2\noccurs multiple times in the function domain.');
  });
});
