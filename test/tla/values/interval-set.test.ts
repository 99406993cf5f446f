import { describe, expect, it } from 'vitest';
import { cardinality, enumerate, interval, isIn, ModelValue, printValue, valueToString } from '../../../src/tla/values/index.js';

describe('a..b (IntervalValue)', () => {
  it('answers membership without listing, even for a huge interval', () => {
    const huge = interval(-2000000000, 2000000000);
    expect([isIn(0, huge), isIn(2000000001, huge)]).toEqual([true, false]);
    expect(isIn(ModelValue.of('m'), interval(1, 3))).toBe(false);
    expect(isIn('a', interval(3, 1))).toBe(false);
    expect(() => isIn('a', interval(1, 3))).toThrow('Attempted to check if the value:\n"a"\nis in the integer interval 1..3');
  });

  it('is printed a..b, or {} when empty, and lists its elements in order', () => {
    expect(valueToString(interval(2, 4))).toBe('2..4');
    expect(printValue(interval(4, 2))).toBe('{}');
    expect(enumerate(interval(2, 4))).toEqual([2, 3, 4]);
    expect(cardinality(interval(4, 2))).toBe(0);
  });

  it("is TLC's error past 32 bits of elements", () => {
    expect(() => cardinality(interval(-2147483648, 2147483647))).toThrow(
      'Size of interval value exceeds the maximum representable size (32bits): -2147483648..2147483647.',
    );
  });
});
