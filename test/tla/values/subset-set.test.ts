import { describe, expect, it } from 'vitest';
import {
  cardinality,
  elementsInTlcOrder,
  enumerate,
  interval,
  isIn,
  NAT,
  setOf,
  subsetOf,
  subseteq,
  valueToString,
} from '../../../src/tla/values/index.js';

describe('SUBSET S (SubsetValue)', () => {
  it('lists by size, then the combinations in order (elementsNormalized), which is the normalized order', () => {
    expect(valueToString(subsetOf(setOf([3, 1, 2])))).toBe('{{}, {1}, {2}, {3}, {1, 2}, {1, 3}, {2, 3}, {1, 2, 3}}');
    expect(elementsInTlcOrder(subsetOf(setOf([]))).map(valueToString)).toEqual(['{}']);
    expect(enumerate(subsetOf(setOf([1, 2]))).map(valueToString)).toEqual(['{}', '{1}', '{2}', '{1, 2}']);
  });

  it('answers membership without listing', () => {
    const big = subsetOf(interval(1, 40));
    expect(isIn(setOf([3, 39]), big)).toBe(true);
    expect(isIn(setOf([0]), big)).toBe(false);
    expect(isIn(setOf([7]), subsetOf(NAT))).toBe(true);
    expect(() => isIn(3, big)).toThrow('Attempted to check if the non-enumerable value\n3\nis element of\nSUBSET (1..40)');
    expect(subseteq(subsetOf(setOf([1])), subsetOf(interval(0, 40)))).toBe(true);
  });

  it('is printed listed below 7 elements of S, else as SUBSET S', () => {
    expect(valueToString(subsetOf(interval(1, 7)))).toBe('SUBSET (1..7)');
    expect(valueToString(subsetOf(setOf([1, 2, 3, 4, 5, 6, 7])))).toBe('SUBSET {1, 2, 3, 4, 5, 6, 7}');
    expect(valueToString(subsetOf(NAT))).toBe('SUBSET Nat');
  });

  it("counts 2^|S|, TLC's overflow from 31 elements", () => {
    expect(cardinality(subsetOf(interval(1, 10)))).toBe(1024);
    expect(() => cardinality(subsetOf(interval(1, 31)))).toThrow('Overflow when computing the number of elements in:\nSUBSET (1..31)');
  });
});
