import { beforeAll, describe, expect, it } from 'vitest';
import {
  bagAdd,
  bagCardinality,
  bagIn,
  bagSubsetEq,
  bagSubtract,
  bagUnion,
  copiesIn,
  emptyBag,
  functionFromPairs,
  installStringOrder,
  isABag,
  setOf,
  valueToString,
} from '../../../src/tla/values/index.js';

const bag = (entries: Record<string, number>) => functionFromPairs(Object.keys(entries), Object.values(entries));

beforeAll(() => installStringOrder(['x', 'y', 'z']));

describe('Bags (Bags.java)', () => {
  it('count, test membership and compare bags', () => {
    const b = bag({ x: 2, y: 1 });
    expect([isABag(b), isABag(bag({ x: 0 })), isABag(3), isABag(emptyBag())]).toEqual([true, false, false, true]);
    expect([bagCardinality(b), bagCardinality(emptyBag())]).toEqual([3, 0]);
    expect([bagIn('x', b), bagIn('z', b), copiesIn('x', b), copiesIn('z', b)]).toEqual([true, false, 2, 0]);
    expect([bagSubsetEq(bag({ x: 1 }), b), bagSubsetEq(bag({ x: 3 }), b), bagSubsetEq(bag({ z: 1 }), b)]).toEqual([true, false, false]);
  });

  it('add, subtract and union bags', () => {
    expect(valueToString(bagAdd(bag({ x: 2 }), bag({ x: 1, z: 4 })))).toBe('[x |-> 3, z |-> 4]');
    expect(valueToString(bagSubtract(bag({ x: 2, y: 1 }), bag({ x: 1, y: 5 })))).toBe('[x |-> 1]');
    expect(valueToString(bagUnion(setOf([bag({ x: 1 }), bag({ y: 1 }), bag({ x: 2 })])))).toBe('[x |-> 3, y |-> 1]');
    expect(bagUnion(setOf([]))).toEqual([]);
  });

  it("give TLC's errors", () => {
    expect(() => bagCardinality(bag({ x: 0 }))).toThrow('Applying BagCardinality to the following value,\nwhich is not a bag:\n[x |-> 0]');
    expect(() => bagAdd(3, emptyBag())).toThrow('The first argument of (+) should be a bag, but instead it is:\n3');
    expect(() => bagUnion(setOf([1, 2]))).toThrow('Attempted to apply BagUnion to the following set, whose\nelement is not a bag:\n{1, 2}');
  });
});
