import { describe, expect, it } from 'vitest';
import {
  bigUnion,
  cardinality,
  elementsInTlcOrder,
  enumerate,
  filter,
  functionSet,
  interval,
  intersect,
  isIn,
  isSetValue,
  NAT,
  setMinus,
  setOf,
  subseteq,
  union,
  valueToString,
  type Value,
} from '../../../src/tla/values/index.js';

const text = (values: readonly Value[]): string => values.map(valueToString).join(' ');

describe('\\cup, \\cap, \\ and filters', () => {
  it('are computed at once when a side is a finite set or an interval (Reducible)', () => {
    const both = union(interval(1, 3), setOf([0, 2, 9]));
    expect(isSetValue(both) && valueToString(both)).toBe('{0, 1, 2, 3, 9}');
    expect(valueToString(intersect(setOf([1, 2, 3]), NAT))).toBe('{1, 2, 3}');
    expect(valueToString(setMinus(interval(1, 5), setOf([2, 4])))).toBe('{1, 3, 5}');
    expect(valueToString(filter(interval(1, 6), (x) => (x as number) % 2 === 0))).toBe('{2, 4, 6}');
    // SetEnumValue.cup: the empty set gives the other side itself
    expect(union(setOf([]), NAT)).toBe(NAT);
  });

  it('stay lazy otherwise, answering membership without listing', () => {
    const set = union(NAT, setOf([-1]));
    expect([isIn(-1, set), isIn(5, set), isIn(-2, set)]).toEqual([true, true, false]);
    const evens = filter(NAT, (x) => (x as number) % 2 === 0);
    expect([isIn(4, evens), isIn(3, evens)]).toEqual([true, false]);
    expect(isIn(3, setMinus(NAT, setOf([3])))).toBe(false);
  });

  it("list a lazy union as TLC's elements(): the first set, then the second's others, not in normalized order", () => {
    const bits = functionSet(interval(1, 1), setOf([0, 1]));
    const set = union(functionSet(interval(1, 1), setOf([5])), bits);
    expect(text(elementsInTlcOrder(set))).toBe('<<5>> <<0>> <<1>>');
    expect(text(enumerate(set))).toBe('<<0>> <<1>> <<5>>');
    expect(cardinality(set)).toBe(3);
  });

  it('\\subseteq, with the interval shortcut', () => {
    expect(subseteq(setOf([1, 2]), interval(0, 5))).toBe(true);
    expect(subseteq(interval(1, 3), setOf([1, 2]))).toBe(false);
    expect(subseteq(interval(1, 1000000), interval(0, 2000000))).toBe(true);
    expect(() => subseteq(NAT, interval(0, 1), 'line 1, col 1 to line 1, col 9 of module M')).toThrow(
      'Attempted to evaluate an expression of form S \\subseteq T, but S was not enumerable.\nline 1, col 1 to line 1, col 9 of module M',
    );
  });

  it('UNION of finite sets is flattened at once, of lazy ones kept lazy', () => {
    expect(valueToString(bigUnion(setOf([setOf([1, 2]), setOf([2, 3])])))).toBe('{1, 2, 3}');
    const lazy = bigUnion(setOf([interval(1, 2), interval(5, 6)]));
    expect(isSetValue(lazy)).toBe(false);
    expect([isIn(5, lazy), isIn(3, lazy)]).toEqual([true, false]);
    expect(valueToString(lazy)).toBe('{1, 2, 5, 6}');
  });
});
