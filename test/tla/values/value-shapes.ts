/**
 * fast-check generators of runtime TLA+ values, typed so that any two values
 * of one shape can be compared (TLC cannot compare 1 with "a"): integers,
 * booleans, strings, model values, sequences, tuples, records (any subset of
 * the shape's fields), functions over integers (arrays when the keys are
 * 1..n), functions over strings and sets.
 */
import fc from 'fast-check';
import { functionFromPairs, makeRecord, ModelValue, setOf, type Value } from '../../../src/tla/values/index.js';

export type Shape =
  | { readonly kind: 'int' | 'bool' | 'string' | 'model' }
  | { readonly kind: 'seq' | 'set' | 'int-function' | 'string-function'; readonly of: Shape }
  | { readonly kind: 'tuple'; readonly of: readonly Shape[] }
  | { readonly kind: 'record'; readonly fields: readonly string[]; readonly of: readonly Shape[] };

export const STRINGS = ['a', 'b', 'c', 'xy', 'roll'];
const FIELDS = ['a', 'b', 'c', 'xy'];

const leaf = fc.constantFrom<Shape>({ kind: 'int' }, { kind: 'bool' }, { kind: 'string' }, { kind: 'model' });

export const shape: fc.Arbitrary<Shape> = fc.letrec<{ shape: Shape }>((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({
      kind: fc.constantFrom<'seq' | 'set' | 'int-function' | 'string-function'>('seq', 'set', 'int-function', 'string-function'),
      of: tie('shape'),
    }),
    fc.record({ kind: fc.constant<'tuple'>('tuple'), of: fc.array(tie('shape'), { minLength: 1, maxLength: 3 }) }),
    fc.uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 3 }).chain((fields) =>
      fc.record({
        kind: fc.constant<'record'>('record'),
        fields: fc.constant(fields),
        of: fc.array(tie('shape'), { minLength: fields.length, maxLength: fields.length }),
      }),
    ),
  ),
})).shape;

/** A value of the shape (an untyped model value may stand for any value: TLC compares it with anything). */
export function valueOf(of: Shape): fc.Arbitrary<Value> {
  const model = fc.constantFrom('m1', 'm2').map((name) => ModelValue.of(name) as Value);
  return fc.oneof({ weight: 1, arbitrary: model }, { weight: 12, arbitrary: plainValueOf(of) });
}

function plainValueOf(of: Shape): fc.Arbitrary<Value> {
  switch (of.kind) {
    case 'int':
      return fc.oneof(fc.integer({ min: -3, max: 5 }), fc.integer({ min: -2147483648, max: 2147483647 }));
    case 'bool':
      return fc.boolean();
    case 'string':
      return fc.constantFrom(...STRINGS);
    case 'model':
      return fc.constantFrom('m1', 'm2', 'x_1').map((name) => ModelValue.of(name) as Value);
    case 'seq':
      return fc.array(valueOf(of.of), { maxLength: 3 });
    case 'set':
      return fc.array(valueOf(of.of), { maxLength: 4 }).map((elements) => setOf(elements) as Value);
    case 'tuple':
      return fc.tuple(...of.of.map(valueOf));
    case 'int-function':
      return fc
        .uniqueArray(fc.integer({ min: 0, max: 4 }), { maxLength: 4 })
        .chain((keys) =>
          fc.array(valueOf(of.of), { minLength: keys.length, maxLength: keys.length }).map((values) => functionFromPairs(keys, values)),
        );
    case 'string-function':
      return fc
        .uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 3 })
        .chain((keys) =>
          fc.array(valueOf(of.of), { minLength: keys.length, maxLength: keys.length }).map((values) => functionFromPairs(keys, values)),
        );
    case 'record':
      return fc.subarray([...of.fields.keys()], { minLength: 1 }).chain((chosen) =>
        fc.tuple(...chosen.map((index) => valueOf(of.of[index] as Shape))).map(
          (values) =>
            makeRecord(
              chosen.map((index) => of.fields[index] as string),
              values,
            ) as Value,
        ),
      );
  }
}

/** Several values of one shape. */
export function valuesOfOneShape(count: number): fc.Arbitrary<Value[]> {
  return shape.chain((of) => fc.array(valueOf(of), { minLength: count, maxLength: count }));
}
