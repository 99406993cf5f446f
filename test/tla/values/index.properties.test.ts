/**
 * The value library (src/tla/values, through its index) as properties over random values of one shape:
 * compare a total order consistent with equals, setOf and isIn, the codec, and functions.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  ByteReader,
  ByteWriter,
  compare,
  decodeValue,
  domainOf,
  encodeValue,
  enumerate,
  equals,
  exceptAt,
  installStringOrder,
  isIn,
  interval,
  makeFunction,
  setOf,
  type Value,
} from '../../../src/tla/values/index.js';
import { shape, STRINGS, valueOf, valuesOfOneShape } from './value-shapes.js';

const sign = (n: number): number => Math.sign(n);

function bytesOf(value: Value): number[] {
  const writer = new ByteWriter();
  encodeValue(value, writer);
  return [...writer.written()];
}

beforeAll(() => installStringOrder(['xy', ...STRINGS, 'm2', 'm1']));

describe('compare: a total order consistent with equals', () => {
  it('is antisymmetric, reflexive, and 0 exactly when equals says so', () => {
    fc.assert(
      fc.property(valuesOfOneShape(2), ([a, b]) => {
        expect(compare(a as Value, a as Value)).toBe(0);
        expect(sign(compare(a as Value, b as Value))).toBe(-sign(compare(b as Value, a as Value)) || 0);
        expect(compare(a as Value, b as Value) === 0).toBe(equals(a as Value, b as Value));
        expect(equals(b as Value, a as Value)).toBe(equals(a as Value, b as Value));
      }),
      { numRuns: 600 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(valuesOfOneShape(3), (values) => {
        const [a, b, c] = [...values].sort(compare) as [Value, Value, Value];
        expect(compare(a, b)).toBeLessThanOrEqual(0);
        expect(compare(b, c)).toBeLessThanOrEqual(0);
        expect(compare(a, c)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('setOf', () => {
  it('is idempotent and ignores the order and repeats of its input', () => {
    fc.assert(
      fc.property(
        shape.chain((of) => fc.array(valueOf(of), { maxLength: 6 })),
        fc.integer(),
        (values, seed) => {
          const set = setOf(values);
          const shuffled = [...values, ...values.slice(0, 2)].sort(() => ((seed = (seed * 1103515245 + 12345) | 0) & 1 ? 1 : -1));
          expect(equals(setOf(shuffled), set)).toBe(true);
          expect(setOf(set.elements).elements).toEqual(set.elements);
          for (let index = 1; index < set.elements.length; index++)
            expect(compare(set.elements[index - 1] as Value, set.elements[index] as Value)).toBeLessThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('isIn', () => {
  it('finds exactly the elements equal to the value, in small and large sets', () => {
    fc.assert(
      fc.property(
        shape.chain((of) => fc.tuple(fc.array(valueOf(of), { maxLength: 14 }), valueOf(of))),
        ([values, candidate]) => {
          const set = setOf(values);
          expect(isIn(candidate, set)).toBe(values.some((value) => equals(value, candidate)));
          for (const value of values) expect(isIn(value, set)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the codec', () => {
  it('decodes what it encodes, and gives equal values equal bytes', () => {
    fc.assert(
      fc.property(valuesOfOneShape(2), ([a, b]) => {
        const bytes = bytesOf(a as Value);
        const decoded = decodeValue(new ByteReader(Uint8Array.from(bytes)));
        expect(equals(decoded, a as Value)).toBe(true);
        expect(bytesOf(decoded)).toEqual(bytes);
        expect(equals(a as Value, b as Value)).toBe(JSON.stringify(bytes) === JSON.stringify(bytesOf(b as Value)));
      }),
      { numRuns: 600 },
    );
  });
});

describe('functions', () => {
  it('EXCEPT then apply gives the new value at the key and the old ones elsewhere', () => {
    fc.assert(
      fc.property(
        shape.chain((of) =>
          fc.tuple(
            fc
              .uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 5 })
              .chain((keys) =>
                fc.array(valueOf(of), { minLength: keys.length, maxLength: keys.length }).map((values) => [keys, values] as const),
              ),
            valueOf(of),
            fc.nat(),
          ),
        ),
        ([[keys, values], replacement, pick]) => {
          const f = makeFunction(
            setOf(keys),
            enumerate(setOf(keys)).map((key) => values[keys.indexOf(key as number)] as Value),
          );
          const key = keys[pick % keys.length] as number;
          const changed = exceptAt(f, key, replacement);
          expect(equals(apply(changed, key), replacement)).toBe(true);
          for (const other of keys) if (other !== key) expect(equals(apply(changed, other), apply(f, other))).toBe(true);
          expect(equals(domainOf(changed), domainOf(f))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a function over 1..n is the tuple of its values', () => {
    fc.assert(
      fc.property(
        shape.chain((of) => fc.array(valueOf(of), { maxLength: 5 })),
        (values) => {
          const overInterval = makeFunction(interval(1, values.length), [...values]);
          const overSet = makeFunction(setOf(values.map((_value, index) => index + 1)), [...values]);
          expect(Array.isArray(overInterval) && Array.isArray(overSet)).toBe(true);
          expect(equals(overInterval, values)).toBe(true);
          expect(equals(overSet, values)).toBe(true);
          expect(bytesOf(overSet)).toEqual(bytesOf(values));
        },
      ),
      { numRuns: 200 },
    );
  });
});
